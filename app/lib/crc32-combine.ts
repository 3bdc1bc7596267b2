/**
 * CRC-32 (gzip's polynomial) of a concatenation from the CRCs of its parts, as zlib's
 * crc32_combine does it (Node exposes crc32 but not the combination): crc(A‖B) is crc(A)
 * multiplied by x^(8·|B|) modulo the polynomial, xor crc(B). The multiplier of a length is
 * computed once (crc32Shift) and kept with what it belongs to, so combining is 32 steps at most.
 * The page cache uses it to give each answer the CRC of the page with its new nonce without
 * reading the page (app/lib/page-cache.server.ts).
 */
const POLY = 0xedb88320; // reflected

/** a·b modulo the polynomial (reflected bit order, as zlib's multmodp). */
function multiply(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the polynomial, k = 0…31. */
const X2N: number[] = [];
{
  let p = 0x40000000; // x^1
  X2N.push(p);
  for (let k = 1; k < 32; k++) X2N.push((p = multiply(p, p)));
}

const shifts = new Map<number, number>();

/** The multiplier x^(8·length) of a part `length` bytes long. */
export function crc32Shift(length: number): number {
  const kept = shifts.get(length);
  if (kept !== undefined) return kept;
  let p = 0x80000000; // x^0
  let k = 3; // 8 = 2^3 bits a byte
  for (let n = length; n > 0; n = Math.floor(n / 2), k++) if (n % 2) p = multiply(X2N[k & 31], p);
  if (shifts.size < 64) shifts.set(length, p); // the nonce's few lengths; pieces keep their own
  return p;
}

/** CRC-32 of A‖B from crc(A), crc(B) and crc32Shift(|B|). */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multiply(shiftB, crcA) ^ crcB) >>> 0;
}
