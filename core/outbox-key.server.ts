import { randomBytes, timingSafeEqual } from "node:crypto";
import { env } from "./env.server";

/**
 * The key /dev/outbox asks for besides the loopback check: a proxy on this machine that adds no
 * forwarding header (a plain TCP proxy, a default nginx) makes every request look local, so
 * being local alone must not open the codes. OUTBOX_KEY sets it (tests, scripts); otherwise
 * it is random per start and the start log prints a ready link. Kept on `globalThis` so the
 * server in front and the Remix build (two module graphs in one process) agree on it.
 */
const KEY = Symbol.for("studynest.outboxKey");
type KeyGlobal = typeof globalThis & { [KEY]?: string };

export function outboxKey(): string {
  const configured = env().OUTBOX_KEY;
  if (configured) return configured;
  const g = globalThis as KeyGlobal;
  g[KEY] ??= randomBytes(18).toString("base64url");
  return g[KEY];
}

/** Whether the request names the key, as the `key` query parameter or the X-Outbox-Key header. */
export function hasOutboxKey(request: Request): boolean {
  const given = request.headers.get("x-outbox-key") ?? new URL(request.url).searchParams.get("key");
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(outboxKey());
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The link the start log prints: the outbox page, key included. */
export function outboxLink(port: number | string): string {
  return `http://localhost:${port}/dev/outbox?key=${encodeURIComponent(outboxKey())}`;
}
