import { clearSharedCache, sharedCached } from "#core/shared-cache.server";
import { markShared } from "../http/envelope";
import { catalogueStamp } from "./catalogue-snapshot";

/**
 * A micro-cache for read-only catalogue answers (search, listings, filter options, reference
 * lists, site counts; apartment pages are made ahead of time instead). Under concurrency
 * repeated questions are answered without the database for a few seconds, and concurrent
 * identical misses share one query ("single flight").
 *
 * The store is core/shared-cache.server.ts: this process's memory for one instance, Redis
 * when REDIS_URL is set (scale-out mode, docs/decisions/008-scale-out.md), so every instance
 * answers from the same entries. Entries live CATALOGUE_TTL_MS at most, so an edit to the
 * catalogue shows within that time everywhere; nothing user-specific is ever stored here.
 * Keys carry the catalogue stamp (catalogue-snapshot.ts: version, answer generation, day), so an
 * answer never outlives the snapshot it was computed from, nor an invalidateCatalogueAnswers().
 */
const CATALOGUE_TTL_MS = 30_000;

let enabled = true;

/** For benchmarks and tests that must measure or observe the database itself. */
export function setCatalogueCache(on: boolean): void {
  enabled = on;
  void clearSharedCache();
}

/** Answers that only change with the catalogue stamp may live longer (home, rooms, places). */
export const STAMPED_TTL_MS = 10 * 60_000;

export async function cached<T>(key: string, load: () => Promise<T>, ttlMs = CATALOGUE_TTL_MS): Promise<T> {
  if (!enabled) return load();
  const stamp = catalogueStamp();
  const value = await sharedCached(`api:${stamp ?? "-"}:${key}`, stamp ? ttlMs : CATALOGUE_TTL_MS, load);
  // The same object goes to every caller until it expires: serialise it once (envelope.ts).
  // Callers must not modify it; they answer a copy when they add something of the caller's.
  markShared(value);
  return value;
}

/** A stable key from a name and plain inputs (object keys sorted). */
export function cacheKey(name: string, input: Record<string, unknown>): string {
  return `${name}:${JSON.stringify(Object.keys(input).sort().map((k) => [k, input[k]]))}`;
}
