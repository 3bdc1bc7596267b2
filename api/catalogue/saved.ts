import { sql } from "drizzle-orm";
import { PersonalCache, personalTopic } from "#core/personal-cache.server";
import { query } from "../db/client";

/**
 * The apartments a signed-in student saved (building id → saving time), read once and kept in
 * this process: the apartment, room and listing pages mark the saved ones on every view, and a
 * student saves a few dozen at most. A change announces personalTopic (api/favourites), which
 * drops the entry here and, with REDIS_URL, on every instance; one minute bounds the rest.
 */
const saved = new PersonalCache<number, ReadonlyMap<number, string>>({
  ttlMs: 60_000,
  max: 20_000,
  topicsOfKey: (userId) => [personalTopic(userId)],
});

export function savedApartments(userId: number): Promise<ReadonlyMap<number, string>> {
  return saved.get(userId, async () => {
    const rows = await query<{ building_id: number; at: string }>(
      sql`SELECT building_id, created_at::text AS at FROM favorites WHERE user_id = ${userId}`,
    );
    return new Map(rows.map((r) => [r.building_id, r.at]));
  });
}

/**
 * The codes of the apartments a student saved, for the hearts of a signed-in page served from the
 * visitors' document (app/lib/signed-in-pages.server.ts): kept and dropped as `savedApartments`.
 */
const savedCodeSets = new PersonalCache<number, ReadonlySet<string>>({
  ttlMs: 60_000,
  max: 20_000,
  topicsOfKey: (userId) => [personalTopic(userId)],
});

export function savedCodes(userId: number): Promise<ReadonlySet<string>> {
  return savedCodeSets.get(userId, async () => {
    const rows = await query<{ code: string }>(
      sql`SELECT b.code FROM favorites f JOIN buildings b ON b.id = f.building_id WHERE f.user_id = ${userId}`,
    );
    return new Set(rows.map((r) => r.code));
  });
}
