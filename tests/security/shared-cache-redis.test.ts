import { randomBytes } from "node:crypto";
import { Socket } from "node:net";
import { afterAll, describe, expect, test } from "vitest";

/**
 * The shared cache on a real Redis (REDIS_URL): entries are JSON with the entry's expiry under
 * this deployment's key prefix, a hit answers what the loader's caller got, and clearing removes
 * this deployment's entries only. Skips with a note when Redis is not at 127.0.0.1:6379;
 * tests/unit/shared-cache.test.ts runs the same semantics on a stand-in everywhere.
 */
const REDIS = process.env.REDIS_TEST_URL ?? "redis://127.0.0.1:6379";
const reachable = await new Promise<boolean>((done) => {
  const url = new URL(REDIS);
  const s = new Socket();
  s.setTimeout(1500, () => (s.destroy(), done(false)));
  s.once("error", () => (s.destroy(), done(false)));
  s.connect(Number(url.port || 6379), url.hostname, () => (s.destroy(), done(true)));
});
if (!reachable) console.log(`SKIP the shared cache on Redis: Redis not reachable at ${REDIS}`);

const prefix = `test:cache:${process.pid}:${randomBytes(4).toString("hex")}:`;
process.env.REDIS_URL = REDIS;
process.env.REDIS_KEY_PREFIX = prefix;
for (const name of ["API_SIGN_SECRET", "API_COMMON_SIGN_SECRET", "SESSION_SECRET"]) process.env[name] ??= randomBytes(16).toString("hex");

describe.skipIf(!reachable)("the shared cache on Redis", () => {
  afterAll(async () => {
    const { redis, closeRedis } = await import("#core/redis.server");
    const keys = await redis()!.keys(`${prefix}*`);
    if (keys.length) await redis()!.del(...keys);
    await closeRedis();
  });

  test("stores JSON with its expiry, answers the same value on a hit, and clears only its own keys", async () => {
    const { connectRedis, redis } = await import("#core/redis.server");
    expect(await connectRedis()).toBe(true);
    const { clearSharedCache, sharedCached } = await import("#core/shared-cache.server");
    let loads = 0;
    const load = async () => ({ n: ++loads, at: new Date("2026-11-27T00:00:00Z") });
    const first = await sharedCached("r:1", 60_000, load);
    expect(first).toEqual({ n: 1, at: "2026-11-27T00:00:00.000Z" });
    expect(await sharedCached("r:1", 60_000, load)).toEqual(first);
    expect(loads).toBe(1);
    const key = `${prefix}cache:r:1`;
    expect(JSON.parse((await redis()!.get(key))!).value).toEqual(first);
    const ttl = await redis()!.pttl(key);
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    const other = `test:cache:other:${randomBytes(4).toString("hex")}`;
    await redis()!.set(other, "1", "PX", 60_000);
    await clearSharedCache();
    expect(await redis()!.get(key)).toBeNull();
    expect(await redis()!.get(other)).toBe("1");
    await redis()!.del(other);
  });
});
