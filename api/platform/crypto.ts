import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { secrets } from "#core/secrets.server";

/** Small keyed-hash helpers for codes, captcha answers and signed tickets. */
export function hmac(purpose: string, value: string): string {
  return createHmac("sha256", secrets().session).update(`${purpose}:${value}`).digest("hex");
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function randomId(bytes = 16): string {
  return randomBytes(bytes).toString("base64url");
}

export function randomDigits(n: number): string {
  let s = "";
  for (let i = 0; i < n; i++) s += String(randomInt(10));
  return s;
}

/** `payload.signature`, the payload base64url JSON with an expiry; verified with `openTicket`. */
export function sealTicket(purpose: string, payload: object, ttlSeconds: number): string {
  const body = Buffer.from(JSON.stringify({ ...payload, exp: Date.now() + ttlSeconds * 1000 })).toString("base64url");
  return `${body}.${hmac(purpose, body)}`;
}

export function openTicket<T>(purpose: string, ticket: string | undefined | null): T | null {
  if (!ticket) return null;
  const [body, sig] = ticket.split(".");
  if (!body || !sig || !safeEqual(sig, hmac(purpose, body))) return null;
  try {
    const value = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as T & { exp: number };
    return typeof value.exp === "number" && value.exp > Date.now() ? value : null;
  } catch {
    return null;
  }
}
