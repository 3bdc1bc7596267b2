import { redis, redisKey } from "./redis.server";

/**
 * A small cache for answers that are the same for every visitor (catalogue pages, slug
 * resolution, filter options, reference lists, site counts). Two stores behind one interface:
 *
 * - without REDIS_URL: this process's memory, bounded by entry count (oldest first out);
 * - with REDIS_URL (scale-out mode): Redis, as JSON with a TTL, so every instance sees the same
 *   entry and an entry expires everywhere at once. If Redis is unreachable the value is loaded
 *   from its source (never an error because of the cache) and is not stored.
 *
 * Concurrent identical misses in one process share one load ("single flight") in both modes.
 * Values must survive JSON (plain objects, arrays, strings, numbers): Dates come back as strings.
 * Nothing user-specific may be stored here.
 */
export interface CacheStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
  clear(): Promise<void>;
}

const MAX_MEMORY_ENTRIES = 5_000;

class MemoryStore implements CacheStore {
  private entries = new Map<string, { until: number; value: unknown }>();
  async get(key: string) {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.until > Date.now()) return hit.value;
    this.entries.delete(key);
    return undefined;
  }
  async set(key: string, value: unknown, ttlMs: number) {
    if (this.entries.size >= MAX_MEMORY_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { until: Date.now() + ttlMs, value });
  }
  async clear() {
    this.entries.clear();
  }
}

const CACHE_PREFIX = "cache:";

class RedisStore implements CacheStore {
  async get(key: string) {
    const text = await redis()!.get(redisKey(CACHE_PREFIX + key));
    return text === null ? undefined : (JSON.parse(text) as unknown);
  }
  async set(key: string, value: unknown, ttlMs: number) {
    if (value === undefined) return;
    await redis()!.set(redisKey(CACHE_PREFIX + key), JSON.stringify(value), "PX", Math.max(1, Math.round(ttlMs)));
  }
  async clear() {
    const r = redis()!;
    const stream = r.scanStream({ match: redisKey(`${CACHE_PREFIX}*`), count: 500 });
    for await (const keys of stream as AsyncIterable<string[]>) if (keys.length) await r.del(...keys);
  }
}

const memory = new MemoryStore();
const shared = new RedisStore();

/** The store in use: Redis when REDIS_URL is set, else this process's memory. */
export function cacheStore(): CacheStore {
  return redis() ? shared : memory;
}

const inflight = new Map<string, Promise<unknown>>();

/**
 * The cached value of `key`, or `load()`'s (stored for ttlMs when it resolves; a rejection is
 * passed on and not stored).
 */
export async function sharedCached<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const store = cacheStore();
  let hit: unknown;
  try {
    hit = await store.get(key);
  } catch {
    hit = undefined; // Redis down: fall through to the source
  }
  if (hit !== undefined) return hit as T;
  let job = inflight.get(key) as Promise<T> | undefined;
  if (!job) {
    job = load().then(async (value) => {
      await store.set(key, value, ttlMs).catch(() => undefined);
      return value;
    });
    inflight.set(key, job);
    job.finally(() => inflight.delete(key)).catch(() => undefined);
  }
  return job;
}

/** Tests and benchmarks: forget every entry of the store in use. */
export async function clearSharedCache(): Promise<void> {
  await cacheStore()
    .clear()
    .catch(() => undefined);
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
