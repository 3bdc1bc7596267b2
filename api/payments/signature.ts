import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Webhook signatures in Stripe's scheme, which the development provider uses too: the header
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" under the endpoint secret>`. The HMAC
 * is over the raw bytes as received (a re-serialised JSON would not match), and an event older or
 * newer than the tolerance is refused, so a captured request cannot be replayed later.
 */
export const TOLERANCE_SECONDS = 300;

export function signPayload(rawBody: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

export class SignatureError extends Error {}

export function verifySignature(rawBody: string, header: string | null, secret: string, now = Date.now()): void {
  if (!header) throw new SignatureError("no signature");
  const parts = header.split(",").map((p) => p.split("=", 2) as [string, string]);
  const t = Number(parts.find(([k]) => k === "t")?.[1]);
  const signatures = parts.filter(([k]) => k === "v1").map(([, v]) => v);
  if (!Number.isFinite(t) || !signatures.length) throw new SignatureError("malformed signature");
  if (Math.abs(now / 1000 - t) > TOLERANCE_SECONDS) throw new SignatureError("timestamp outside the tolerance");
  const expected = Buffer.from(createHmac("sha256", secret).update(`${t}.${rawBody}`).digest("hex"));
  const ok = signatures.some((s) => {
    const got = Buffer.from(s);
    return got.length === expected.length && timingSafeEqual(got, expected);
  });
  if (!ok) throw new SignatureError("signature does not match");
}
