import { timingSafeEqual } from "node:crypto";
import { isLocalRequest } from "#core/client-ip.server";
import { hasOutboxKey, outboxKey } from "#core/outbox-key.server";

/**
 * The gate of the development checkout (/dev/pay/{paymentNo}): the dev outbox's. Only the
 * machine itself (a loopback peer with no forwarding header) and only with the outbox key — as
 * the `key` parameter, the X-Outbox-Key header, or the cookie the outbox or the checkout set when
 * opened with it. The cookie lets the student's own browser, which signed in with a code read
 * from the outbox, reach the checkout the pay button sends it to; it is HttpOnly, limited to
 * /dev and SameSite=Lax, so another site cannot post an outcome with it.
 */
export const DEV_KEY_COOKIE = "sn_dev_key";

function cookieKey(request: Request): string | null {
  const header = request.headers.get("cookie") ?? "";
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === DEV_KEY_COOKIE) return decodeURIComponent(rest.join("="));
  }
  return null;
}

function sameKey(given: string | null): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(outboxKey());
  return a.length === b.length && timingSafeEqual(a, b);
}

export function devPayAllowed(request: Request): boolean {
  return isLocalRequest(request) && (hasOutboxKey(request) || sameKey(cookieKey(request)));
}

/** The Set-Cookie that lets this browser back in without the key in the address. */
export function devKeyCookie(): string {
  return `${DEV_KEY_COOKIE}=${encodeURIComponent(outboxKey())}; Path=/dev; HttpOnly; SameSite=Lax`;
}
