import { randomBytes } from "node:crypto";
import { Socket } from "node:net";
import { afterAll, describe, expect, test } from "vitest";

/**
 * Limits and the replay guard in Redis mode (REDIS_URL, several instances): the rate-limit counters
 * and the replay guard are one atomic step in Redis, so concurrent requests — from any number
 * of instances, each with its own connection — never get past a limit. Skips with a note when
 * Redis is not at 127.0.0.1:6379.
 */
const REDIS = process.env.REDIS_TEST_URL ?? "redis://127.0.0.1:6379";
const reachable = await new Promise<boolean>((done) => {
  const url = new URL(REDIS);
  const s = new Socket();
  s.setTimeout(1500, () => (s.destroy(), done(false)));
  s.once("error", () => (s.destroy(), done(false)));
  s.connect(Number(url.port || 6379), url.hostname, () => (s.destroy(), done(true)));
});
if (!reachable) console.log(`SKIP limits in Redis mode: Redis not reachable at ${REDIS}`);

const prefix = `test:harden:${process.pid}:${randomBytes(4).toString("hex")}:`;
process.env.REDIS_URL = REDIS;
process.env.REDIS_KEY_PREFIX = prefix;
for (const name of ["API_SIGN_SECRET", "API_COMMON_SIGN_SECRET", "SESSION_SECRET"]) process.env[name] ??= randomBytes(16).toString("hex");

describe.skipIf(!reachable)("limits in Redis mode", () => {
  afterAll(async () => {
    const { redis, closeRedis } = await import("#core/redis.server");
    const keys = await redis()!.keys(`${prefix}*`);
    if (keys.length) await redis()!.del(...keys);
    await closeRedis();
  });

  test("40 code sends from one IP at once: exactly the hourly cap (20) pass", async () => {
    const { connectRedis } = await import("#core/redis.server");
    expect(await connectRedis()).toBe(true);
    const { limitCodeSend } = await import("../../api/platform/rate-limit");
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => limitCodeSend(`sms:+86 1390000${String(i).padStart(4, "0")}`, 1, "10.9.9.9")));
    expect(results.filter((r) => r.ok)).toHaveLength(20);
    expect(results.filter((r) => !r.ok && r.reason === "limit")).toHaveLength(20);
  });

  test("one number at once from many IPs: one send passes the resend gap; refused sends give back the IP points", async () => {
    const { limitCodeSend } = await import("../../api/platform/rate-limit");
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => limitCodeSend("sms:+86 13912345678", 1, `10.8.0.${i}`)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    // 10.8.0.x took a point only where the send passed: every other IP is untouched.
    const again = await Promise.all(Array.from({ length: 30 }, (_, i) => limitCodeSend(`sms:+86 1391111${String(i).padStart(4, "0")}`, 1, `10.8.0.${i}`)));
    expect(again.every((r) => r.ok)).toBe(true);
  });

  test("per-IP login attempts at once: exactly the cap (30) are taken", async () => {
    const { takeLoginIpAttempt } = await import("../../api/platform/rate-limit");
    const results = await Promise.all(Array.from({ length: 100 }, () => takeLoginIpAttempt("10.7.7.7")));
    expect(results.filter((r) => r.ok)).toHaveLength(30);
  });

  test("the replay guard: one signToken claimed at once by 50 callers (two connections, as two instances) wins once", async () => {
    const { claimOnce } = await import("#core/shared-cache.server");
    const { Redis } = await import("ioredis");
    const other = new Redis(REDIS);
    const token = randomBytes(16).toString("hex");
    const key = `${prefix}once:sig:${token}`;
    const mine = Array.from({ length: 25 }, () => claimOnce(`sig:${token}`, 60_000));
    const theirs = Array.from({ length: 25 }, async () => (await other.set(key, "1", "PX", 60_000, "NX")) === "OK");
    const won = (await Promise.all([...mine, ...theirs])).filter(Boolean);
    expect(won).toHaveLength(1);
    expect(await other.pttl(key)).toBeGreaterThan(50_000);
    other.disconnect();
  });
});
