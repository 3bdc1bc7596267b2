import { cachified, totalTtl, type Cache, type CacheEntry } from "@epic-web/cachified";
import { LRUCache } from "lru-cache";
import { redis, redisKey } from "./redis.server";

/**
 * The cache for answers that are the same for every visitor (catalogue pages, slug resolution,
 * filter options, reference lists, site counts, WeChat's tokens): @epic-web/cachified in front of
 * one of two stores —
 *
 * - without REDIS_URL: this process's memory, an LRU of MAX_MEMORY_CHARS characters of JSON (lru-cache);
 * - with REDIS_URL (scale-out mode): Redis, each entry as JSON with a TTL, so every instance sees
 *   the same entry and an entry expires everywhere at once. If Redis is unreachable the value is
 *   loaded from its source (never an error because of the cache) and is not stored.
 *
 * **One semantics in both stores.** A value passes through JSON once, when it is loaded, and
 * every caller — the one that loaded it and every later hit, in memory or from Redis — gets that
 * decoded value: Dates come back as strings, undefined fields are gone, class instances are
 * plain objects, whichever store is in use. In memory the hits share that one decoded object
 * (the API's envelope then serialises it once, api/http/envelope.ts markShared), so a reader must
 * not modify it; from Redis each hit decodes its own copy.
 *
 * Concurrent identical misses in one process share one load (cachified's pending values), in
 * both stores. `swrMs` keeps serving an expired entry that long while one background load
 * replaces it (stale-while-revalidate): for values where a minute-old answer is as good, so no
 * request waits on the reload. Nothing user-specific may be stored here. docs/caches.md lists
 * every cache in front of a listing or apartment page and when each is invalidated.
 */

/**
 * The memory store is bounded by size, not by count: its values range from a token of a few
 * dozen bytes to a listing of 40 KB of JSON, so 5,000 entries (the earlier bound) could hold
 * anything between 1 and 150 MB of heap (docs/decisions/034-start-and-memory.md). An entry counts the length
 * of its JSON text (measured once, when it is loaded: throughJson) plus a fixed overhead; a
 * decoded value takes about two to three times its text in V8's heap. The count bound stays as a
 * guard against a flood of tiny entries.
 */
export const MAX_MEMORY_CHARS = 16 * 2 ** 20;
const MAX_MEMORY_ENTRIES = 20_000;
const ENTRY_OVERHEAD = 256;
const CACHE_PREFIX = "cache:";

/** The JSON length of each value as it was loaded (objects only; other values count their text). */
const loadedChars = new WeakMap<object, number>();
function sizeOf(value: unknown): number {
  if (value !== null && typeof value === "object") return ENTRY_OVERHEAD + (loadedChars.get(value) ?? JSON.stringify(value).length);
  return ENTRY_OVERHEAD + (typeof value === "string" ? value.length : 16);
}

const lru = new LRUCache<string, CacheEntry>({ max: MAX_MEMORY_ENTRIES, maxSize: MAX_MEMORY_CHARS, sizeCalculation: (entry) => sizeOf(entry.value) });

/** cachified's adapter over the LRU: an entry lives its ttl plus its stale window, then goes. */
const memoryCache: Cache = {
  name: "memory",
  get: (key) => lru.get(key),
  set(key, entry) {
    const ttl = totalTtl(entry.metadata);
    lru.set(key, entry, { ttl: ttl === Infinity ? undefined : ttl, start: entry.metadata.createdTime });
  },
  delete: (key) => lru.delete(key),
};

/**
 * cachified's adapter over Redis (ioredis, core/redis.server.ts). Every failure reads as a miss
 * or a write not made: cachified awaits these calls, and an outage must cost a load, not an error.
 */
const redisCache: Cache = {
  name: "redis",
  async get(key) {
    const text = await redis()!
      .get(redisKey(CACHE_PREFIX + key))
      .catch(() => null);
    return text === null ? null : (JSON.parse(text) as CacheEntry);
  },
  async set(key, entry) {
    const ttl = totalTtl(entry.metadata);
    const k = redisKey(CACHE_PREFIX + key);
    const text = JSON.stringify(entry);
    await (ttl === Infinity ? redis()!.set(k, text) : redis()!.set(k, text, "PX", Math.max(1, Math.round(ttl)))).catch(() => undefined);
  },
  async delete(key) {
    await redis()!
      .del(redisKey(CACHE_PREFIX + key))
      .catch(() => undefined);
  },
};

function store(): Cache {
  return redis() ? redisCache : memoryCache;
}

/** The value as a reader from Redis would get it: through JSON once. */
function throughJson<T>(value: T): T {
  if (value === undefined) return value;
  const text = JSON.stringify(value);
  const decoded = JSON.parse(text) as T;
  if (decoded !== null && typeof decoded === "object") loadedChars.set(decoded, text.length);
  return decoded;
}

export interface SharedCacheOptions<T> {
  /** After the ttl, serve the expired entry this much longer while one background load replaces it. */
  swrMs?: number;
  /** A ttl that depends on the value (a token valid for what its issuer said); replaces `ttlMs`. */
  ttlOf?: (value: T) => number;
}

/**
 * The cached value of `key`, or `load()`'s (stored for ttlMs when it resolves; a rejection is
 * passed on and not stored). Either way the caller gets the value as it comes back from JSON.
 */
export async function sharedCached<T>(key: string, ttlMs: number, load: () => Promise<T>, options: SharedCacheOptions<T> = {}): Promise<T> {
  return cachified<T>({
    key,
    cache: store(),
    ttl: ttlMs,
    staleWhileRevalidate: options.swrMs ?? 0,
    async getFreshValue({ metadata }) {
      const value = throughJson(await load());
      if (options.ttlOf) metadata.ttl = options.ttlOf(value);
      return value;
    },
  });
}

/** Tests and benchmarks: forget every entry of the store in use. */
export async function clearSharedCache(): Promise<void> {
  const r = redis();
  if (!r) {
    lru.clear();
    return;
  }
  try {
    const stream = r.scanStream({ match: redisKey(`${CACHE_PREFIX}*`), count: 500 });
    for await (const keys of stream as AsyncIterable<string[]>) if (keys.length) await r.del(...keys);
  } catch {
    // Redis down: nothing to forget that anyone could read.
  }
}

/**
 * Claims `key` for ttlMs: true the first time, false while an earlier claim lives — in this
 * process's memory, or in Redis (`SET NX PX`, atomic across instances) with REDIS_URL. The
 * API's replay guard (api/http/replay.ts) records signTokens with it. Throws when Redis cannot
 * answer, so the caller decides what an outage means.
 */
const claims = new Map<string, number>();
const MAX_CLAIMS = 200_000;
let lastSweep = 0;

export async function claimOnce(key: string, ttlMs: number): Promise<boolean> {
  const r = redis();
  if (r) {
    const set = await r.set(redisKey(`once:${key}`), "1", "PX", Math.max(1, Math.round(ttlMs)), "NX");
    return set === "OK";
  }
  const now = Date.now();
  if (now - lastSweep > 60_000 || claims.size >= MAX_CLAIMS) {
    lastSweep = now;
    for (const [k, until] of claims) if (until <= now) claims.delete(k);
    // Still full of live claims: the oldest go first (they are the nearest to expiring anyway).
    while (claims.size >= MAX_CLAIMS) claims.delete(claims.keys().next().value as string);
  }
  const until = claims.get(key);
  if (until !== undefined && until > now) return false;
  claims.set(key, now + ttlMs);
  return true;
}

/** Tests: forget every claim of the memory store. */
export function clearClaims(): void {
  claims.clear();
}
