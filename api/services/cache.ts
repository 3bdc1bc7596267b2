/**
 * A per-instance micro-cache for read-only catalogue answers (search, listings, apartment
 * pages). PGlite runs queries one at a time, so under concurrency a request waits for every
 * query ahead of it; answering repeated questions from memory for a few seconds keeps the
 * queue short. Concurrent identical misses share one query ("single flight").
 *
 * Entries live CATALOGUE_TTL_MS at most, so an edit to the catalogue shows within that time
 * on every instance; nothing user-specific is ever stored here. Bounded by entry count,
 * oldest-inserted evicted first.
 */
const CATALOGUE_TTL_MS = 30_000;
const MAX_ENTRIES = 5_000;

let enabled = true;
const entries = new Map<string, { at: number; value: unknown }>();
const inflight = new Map<string, Promise<unknown>>();

/** For benchmarks and tests that must measure or observe the database itself. */
export function setCatalogueCache(on: boolean): void {
  enabled = on;
  entries.clear();
}

export async function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  if (!enabled) return load();
  const hit = entries.get(key);
  if (hit && Date.now() - hit.at < CATALOGUE_TTL_MS) return hit.value as T;
  let job = inflight.get(key) as Promise<T> | undefined;
  if (!job) {
    job = load().then((value) => {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(key, { at: Date.now(), value });
      return value;
    });
    inflight.set(key, job);
    job.finally(() => inflight.delete(key)).catch(() => {});
  }
  return job;
}

/** A stable key from a name and plain inputs (object keys sorted). */
export function cacheKey(name: string, input: Record<string, unknown>): string {
  return `${name}:${JSON.stringify(Object.keys(input).sort().map((k) => [k, input[k]]))}`;
}
