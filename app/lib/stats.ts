/** Round down to a "N+" claim: 523 → 500, 201234 → 200000. */
export function claimNumber(n: number): number {
  if (n < 10) return n;
  const magnitude = 10 ** Math.floor(Math.log10(n));
  const step = magnitude >= 1000 ? magnitude / 10 : magnitude;
  return Math.floor(n / step) * step;
}
