import { beforeEach, describe, expect, it, vi } from "vitest";

/**
 * The shared cache (core/shared-cache.server.ts) answers the same values whichever store is in
 * use: this process's memory, or Redis with REDIS_URL. Redis is stood in for by a map of texts with
 * expiry (the calls the cache makes: get, set with PX, del, scanStream), so the suite runs without
 * a server; `down` makes every call fail as an unreachable Redis does.
 */
const fake = vi.hoisted(() => {
  const texts = new Map<string, { text: string; until: number }>();
  const state = { on: false, down: false, texts };
  const fail = () => Promise.reject(new Error("Connection is closed."));
  const client = {
    get: (k: string) => {
      if (state.down) return fail();
      const e = texts.get(k);
      return Promise.resolve(e && e.until > Date.now() ? e.text : null);
    },
    set: (k: string, text: string, px?: string, ms?: number) => {
      if (state.down) return fail();
      texts.set(k, { text, until: px === "PX" ? Date.now() + ms! : Infinity });
      return Promise.resolve("OK");
    },
    del: (...keys: string[]) => {
      if (state.down) return fail();
      for (const k of keys) texts.delete(k);
      return Promise.resolve(keys.length);
    },
    scanStream: () =>
      (async function* () {
        yield [...texts.keys()];
      })(),
  };
  return { state, client };
});

vi.mock("#core/redis.server", () => ({
  redis: () => (fake.state.on ? fake.client : null),
  redisKey: (k: string) => `t:${k}`,
}));

const { clearSharedCache, sharedCached, MAX_MEMORY_CHARS } = await import("#core/shared-cache.server");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

for (const mode of ["memory", "redis"] as const) {
  describe(`the shared cache in ${mode}`, () => {
    beforeEach(async () => {
      fake.state.on = mode === "redis";
      fake.state.down = false;
      fake.state.texts.clear();
      await clearSharedCache();
    });

    it("answers values as they come back from JSON, to the loader's caller and to every hit", async () => {
      const load = () => Promise.resolve({ at: new Date("2026-11-27T00:00:00Z"), gone: undefined, n: 1 });
      const first = await sharedCached("k:json", 60_000, load);
      const again = await sharedCached("k:json", 60_000, load);
      expect(first).toEqual({ at: "2026-11-27T00:00:00.000Z", n: 1 });
      expect(again).toEqual(first);
      expect("gone" in first).toBe(false);
    });

    it("loads once for concurrent misses and keeps the value for its ttl", async () => {
      let loads = 0;
      const load = async () => {
        loads++;
        await sleep(10);
        return { v: loads };
      };
      const answers = await Promise.all(Array.from({ length: 5 }, () => sharedCached("k:flight", 60_000, load)));
      expect(loads).toBe(1);
      expect(answers.every((a) => a.v === 1)).toBe(true);
      expect(await sharedCached("k:flight", 60_000, load)).toEqual({ v: 1 });
      expect(loads).toBe(1);
    });

    it("reloads after the ttl, and keeps no failed load", async () => {
      let n = 0;
      await expect(sharedCached("k:fail", 60_000, () => Promise.reject(new Error("source down")))).rejects.toThrow("source down");
      expect(await sharedCached("k:fail", 20, async () => ++n)).toBe(1);
      await sleep(40);
      expect(await sharedCached("k:fail", 20, async () => ++n)).toBe(2);
    });

    it("serves the expired value inside its stale window while one background load replaces it", async () => {
      let n = 0;
      const load = async () => ++n;
      expect(await sharedCached("k:swr", 20, load, { swrMs: 60_000 })).toBe(1);
      await sleep(40);
      expect(await sharedCached("k:swr", 20, load, { swrMs: 60_000 })).toBe(1); // stale, answered at once
      await sleep(20);
      expect(n).toBe(2);
      expect(await sharedCached("k:swr", 20, load, { swrMs: 60_000 })).toBe(2);
    });

    it("keeps a value for the time the value itself names (ttlOf)", async () => {
      let n = 0;
      const load = async () => ({ token: `t${++n}`, keepMs: 20 });
      expect((await sharedCached("k:ttlof", 0, load, { ttlOf: (v) => v.keepMs })).token).toBe("t1");
      expect((await sharedCached("k:ttlof", 0, load, { ttlOf: (v) => v.keepMs })).token).toBe("t1");
      await sleep(40);
      expect((await sharedCached("k:ttlof", 0, load, { ttlOf: (v) => v.keepMs })).token).toBe("t2");
    });

    it("forgets everything on clear", async () => {
      let n = 0;
      await sharedCached("k:clear", 60_000, async () => ++n);
      await clearSharedCache();
      expect(await sharedCached("k:clear", 60_000, async () => ++n)).toBe(2);
    });
  });
}

describe("the shared cache with Redis unreachable", () => {
  it("loads from the source every time, never failing because of the cache", async () => {
    fake.state.on = true;
    fake.state.down = true;
    let n = 0;
    expect(await sharedCached("k:down", 60_000, async () => ({ n: ++n }))).toEqual({ n: 1 });
    expect(await sharedCached("k:down", 60_000, async () => ({ n: ++n }))).toEqual({ n: 2 });
    await expect(clearSharedCache()).resolves.toBeUndefined();
  });

  it("stores in Redis as JSON with the entry's expiry", async () => {
    fake.state.on = true;
    fake.state.down = false;
    fake.state.texts.clear();
    await sharedCached("k:stored", 60_000, async () => ({ a: 1 }));
    const entry = fake.state.texts.get("t:cache:k:stored")!;
    expect(JSON.parse(entry.text).value).toEqual({ a: 1 });
    expect(entry.until - Date.now()).toBeGreaterThan(59_000);
  });
});

describe("the shared cache in memory, by size", () => {
  it("keeps what fits in its budget of JSON characters, the least recently used going first, whatever the count", async () => {
    fake.state.on = false;
    await clearSharedCache();
    // Values of 1 M characters of JSON: the budget holds fewer of them than it has entries to spare.
    const big = (i: number) => ({ i, text: "x".repeat(2 ** 20) });
    const fits = Math.floor(MAX_MEMORY_CHARS / (2 ** 20 + 300));
    let loads = 0;
    const get = (i: number) => sharedCached(`k:big:${i}`, 60_000, async () => (loads++, big(i)));
    for (let i = 0; i < fits + 4; i++) await get(i);
    expect(loads).toBe(fits + 4);
    // The newest are kept, the oldest went (the count bound is far away).
    await get(fits + 3);
    expect(loads).toBe(fits + 4);
    await get(0);
    expect(loads).toBe(fits + 5);
    // Small values: many more than the budget's count of large ones.
    await clearSharedCache();
    loads = 0;
    for (let i = 0; i < 2 * fits + 10; i++) await sharedCached(`k:small:${i}`, 60_000, async () => (loads++, { i }));
    await sharedCached("k:small:0", 60_000, async () => (loads++, { i: 0 }));
    expect(loads).toBe(2 * fits + 10);
  });
});
