import { personalDataChanged } from "#core/personal-cache.server";
import { sql } from "drizzle-orm";
import type { Lang } from "#core/constants";
import { query } from "../db/client";
import { planned } from "../db/planned";
import { ApiError } from "../http/envelope";
import { CARD_COLUMNS, placeRef, toCard, type CardRow } from "../catalogue";

/** A user's saved apartments (`favorites/house/…`). */
export async function favoriteCities(userId: number, lang: Lang) {
  const rows = await query<{
    id: number; slug: string; name_zh: string; name_en: string; country_slug: string; count: number;
  }>(sql`SELECT ci.id, ci.slug, ci.name_zh, ci.name_en, co.slug AS country_slug, count(*)::int AS count
    FROM favorites f JOIN buildings b ON b.id = f.building_id JOIN cities ci ON ci.id = b.city_id
    JOIN countries co ON co.id = ci.country_id
    WHERE f.user_id = ${userId} GROUP BY ci.id, co.slug ORDER BY max(f.created_at) DESC`);
  return rows.map((r) => ({
    ...placeRef(lang, { id: r.id, slug: r.slug, zh: r.name_zh, en: r.name_en }),
    countrySlug: r.country_slug,
    count: r.count,
  }));
}

/** Adds, removes or (action absent) toggles; answers the state after the change. */
export async function changeFavorite(
  userId: number,
  ref: { buildingCode?: string; houseId?: number },
  action?: "add" | "remove",
): Promise<{ buildingCode: string; favorited: boolean }> {
  const [b] = await query<{ id: number; code: string; fav: boolean }>(sql`
    SELECT b.id, b.code, EXISTS (SELECT 1 FROM favorites f WHERE f.user_id = ${userId} AND f.building_id = b.id) AS fav
    FROM buildings b WHERE ${ref.buildingCode ? sql`b.code = ${ref.buildingCode}` : sql`b.id = ${ref.houseId ?? 0}`} AND b.is_published`);
  if (!b) throw new ApiError("building_not_found");
  const add = action ? action === "add" : !b.fav;
  if (add) {
    await query(sql`INSERT INTO favorites (user_id, building_id) VALUES (${userId}, ${b.id}) ON CONFLICT DO NOTHING`);
  } else {
    await query(sql`DELETE FROM favorites WHERE user_id = ${userId} AND building_id = ${b.id}`);
  }
  // The pages' saved marks come from a list kept in memory (api/catalogue/saved.ts).
  personalDataChanged(userId);
  return { buildingCode: b.code, favorited: add };
}

export async function favoriteList(
  userId: number,
  lang: Lang,
  opts: { cityId?: number; pageNum: number; pageSize: number },
) {
  const where = opts.cityId ? sql`AND b.city_id = ${opts.cityId}` : sql``;
  // Every view of a student's collections page: prepared once (planned.ts).
  const rows = await query<CardRow & { favorited_at: string }>(planned(sql`SELECT ${CARD_COLUMNS}, f.created_at::text AS favorited_at
      FROM favorites f JOIN buildings b ON b.id = f.building_id
      JOIN cities ci ON ci.id = b.city_id JOIN countries co ON co.id = b.country_id
      WHERE f.user_id = ${userId} ${where}
      ORDER BY f.created_at DESC, b.id LIMIT ${opts.pageSize} OFFSET ${(opts.pageNum - 1) * opts.pageSize}`));
  // A first page that is not full is the whole list (the collections page asks for all of it at
  // once): counted only when there may be more.
  const n =
    opts.pageNum === 1 && rows.length < opts.pageSize
      ? rows.length
      : ((await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM favorites f JOIN buildings b ON b.id = f.building_id WHERE f.user_id = ${userId} ${where}`))[0]?.n ?? 0);
  return {
    // Every saved card has its saving time (stated here: the card's type leaves it optional).
    list: rows.map((r) => ({ ...toCard(r, lang), favoritedAt: r.favorited_at })),
    pageNum: opts.pageNum,
    pageSize: opts.pageSize,
    pages: Math.ceil(n / opts.pageSize),
    totalCount: n,
  };
}
