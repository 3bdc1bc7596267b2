import { Redis } from "ioredis";
import { env } from "./env.server";
import { logger } from "./log.server";

/**
 * The process's one Redis connection (REDIS_URL), shared by the rate limits (api/platform/
 * rate-limit.ts) and the shared caches (./shared-cache.server.ts). Scale-out mode
 * (docs/decisions/008-scale-out.md): every instance uses the same Redis, so counters and cached
 * answers are the same whichever instance a request lands on.
 *
 * Commands fail at once while Redis is unreachable (no offline queue, one retry, a short
 * command timeout) instead of waiting: the rate limits then refuse (fail closed) and the caches
 * fall back to the database, so browsing keeps working. ioredis reconnects by itself.
 */
let client: Redis | undefined;
let lastErrorLog = 0;

export function redisEnabled(): boolean {
  return !!env().REDIS_URL;
}

/** The shared client, or null without REDIS_URL. */
export function redis(): Redis | null {
  const url = env().REDIS_URL;
  if (!url) return null;
  if (!client) {
    client = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: 1000,
      connectTimeout: 2000,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    client.on("error", (err: Error) => {
      // One line every 30 s at most while Redis is down, not one per reconnect attempt.
      if (Date.now() - lastErrorLog < 30_000) return;
      lastErrorLog = Date.now();
      logger.error({ error: err.message }, "redis unavailable");
    });
  }
  return client;
}

/**
 * At start: wait (up to timeoutMs) for the first connection, so the first requests do not fail
 * for a connection still being made. Redis down at start is not fatal: the app starts, refuses
 * code sends and browses without the cache until Redis answers. Answers whether it is connected.
 */
export async function connectRedis(timeoutMs = 3_000): Promise<boolean> {
  const c = redis();
  if (!c) return false;
  if (c.status === "ready") return true;
  return new Promise((done) => {
    const timer = setTimeout(() => finish(false), timeoutMs);
    function finish(ok: boolean) {
      clearTimeout(timer);
      c!.off("ready", onReady);
      done(ok);
    }
    function onReady() {
      finish(true);
    }
    c.on("ready", onReady);
  });
}

/** Every key this deployment writes starts with REDIS_KEY_PREFIX (several sites, or tests, on one Redis). */
export function redisKey(key: string): string {
  return `${env().REDIS_KEY_PREFIX}${key}`;
}

/** On shutdown (and in tests): close the connection; the next redis() opens a new one. */
export async function closeRedis(): Promise<void> {
  const c = client;
  client = undefined;
  if (!c) return;
  try {
    await c.quit();
  } catch {
    c.disconnect();
  }
}
