import { sql, type SQL } from "drizzle-orm";
import type { Lang } from "../../app/lib/constants";
import { escapeLike } from "../catalogue/text";
import { query } from "../db/client";

/**
 * Keyword search over cities, schools and apartments (the header search box, spec §2/§7).
 *
 * A keyword matches a Chinese name, an English name (case-insensitive), the full pinyin or the
 * pinyin initials of the Chinese name (`lundun`, `ld` → 伦敦). Matches are ranked
 *   0 exact (any of the four), 1 prefix (or an English word prefix), 2 infix,
 * then cities before schools before apartments, then popularity. Keywords under three
 * characters match by prefix only (indexed btree) — `ld` should not find every "old" and
 * "field" — except Chinese, where two characters already make a word (`伦敦` in 东伦敦大学).
 * Longer keywords also match inside names through the trigram index on `search_text`.
 */
export const SEARCH_TYPE = { city: 1, school: 2, house: 3 } as const;
const PER_TYPE = { city: 8, school: 8, house: 10 };
export const KEYWORD_MAX = 50;

export interface SearchItem {
  type: 1 | 2 | 3;
  id: number;
  name: string;
  enName: string;
  cnName: string;
  countryId: number;
  countryName: string;
  countryEnName: string;
  countrySlug: string;
  cityId: number;
  cityName: string;
  cityEnName: string;
  citySlug: string;
  schoolSlug: string | null;
  buildingCode: string | null;
  houseNum: number;
  /** 0 exact, 1 prefix, 2 infix. */
  rank: number;
}

interface Row {
  kind: "city" | "school" | "house";
  id: number;
  name_zh: string;
  name_en: string;
  rank: number;
  popularity: number;
  country_id: number;
  country_zh: string;
  country_en: string;
  country_slug: string;
  city_id: number;
  city_zh: string;
  city_en: string;
  city_slug: string;
  school_slug: string | null;
  building_code: string | null;
  house_num: number;
}

const HAN = /\p{Script=Han}/u;

export function normaliseKeyword(raw: string): string {
  return raw.normalize("NFKC").replace(/\s+/g, " ").trim().slice(0, KEYWORD_MAX);
}

/** The WHERE and rank expressions for table alias `t`, or null when nothing can match. */
function matcher(keyword: string) {
  const lower = keyword.toLowerCase();
  // Pinyin is stored without spaces or apostrophes: "lun dun" and "xi'an" still match.
  const compact = lower.replace(/[\s']/g, "");
  const isLatin = /^[a-z0-9 '&.,-]+$/.test(lower);
  const hasHan = HAN.test(keyword);
  const long = hasHan ? [...keyword].length >= 2 : lower.length >= 3;
  const lk = escapeLike(lower);
  const ck = escapeLike(compact);
  const zk = escapeLike(keyword);

  const exact: SQL[] = [sql`lower(t.name_en) = ${lower}`, sql`t.name_zh = ${keyword}`];
  const prefix: SQL[] = [sql`lower(t.name_en) LIKE ${lk + "%"}`, sql`t.name_zh LIKE ${zk + "%"}`];
  if (isLatin && compact.length > 0) {
    exact.push(sql`t.pinyin = ${compact}`, sql`t.initials = ${compact}`);
    prefix.push(sql`t.pinyin LIKE ${ck + "%"}`, sql`t.initials LIKE ${ck + "%"}`);
  }
  const infix: SQL[] = [];
  if (long) {
    infix.push(sql`t.search_text LIKE ${"%" + lk + "%"}`);
    if (isLatin && compact !== lower) infix.push(sql`t.search_text LIKE ${"%" + ck + "%"}`);
  }
  if (isLatin && lower.length >= 2) {
    // "college" in "University College London": a word start is as good as a prefix.
    prefix.push(sql`lower(t.name_en) LIKE ${"% " + lk + "%"}`);
  }
  const rank = sql`CASE WHEN ${sql.join(exact, sql` OR `)} THEN 0 WHEN ${sql.join(prefix, sql` OR `)} THEN 1 ELSE 2 END`;
  // WHERE holds only indexable arms. search_text contains every matched column, so for long
  // keywords its trigram arms already cover exact, prefix and word-prefix matches; short ones
  // use the btree prefix indexes (the word-prefix arm would need a scan, so it only ranks).
  const where = long ? sql.join(infix, sql` OR `) : sql.join(prefix.slice(0, isLatin ? 4 : 2), sql` OR `);
  return { where, rank };
}

export async function searchCatalogue(
  rawKeyword: string,
  lang: Lang,
  scope: { countryId?: number; cityId?: number } = {},
): Promise<SearchItem[]> {
  const keyword = normaliseKeyword(rawKeyword);
  if (!keyword) return [];
  const { where, rank } = matcher(keyword);
  const country = (col: SQL) => (scope.countryId ? sql` AND ${col} = ${scope.countryId}` : sql``);
  const city = (col: SQL) => (scope.cityId ? sql` AND ${col} = ${scope.cityId}` : sql``);

  const rows = await query<Row>(sql`
    (SELECT 'city' AS kind, t.id, t.name_zh, t.name_en, ${rank} AS rank, t.popularity,
        co.id AS country_id, co.name_zh AS country_zh, co.name_en AS country_en, co.slug AS country_slug,
        t.id AS city_id, t.name_zh AS city_zh, t.name_en AS city_en, t.slug AS city_slug,
        NULL::text AS school_slug, NULL::text AS building_code,
        (SELECT count(*)::int FROM buildings b WHERE b.city_id = t.id AND b.is_published) AS house_num
      FROM cities t JOIN countries co ON co.id = t.country_id
      WHERE (${where})${country(sql`t.country_id`)}
      ORDER BY 5, t.popularity DESC, length(t.name_en), t.id LIMIT ${PER_TYPE.city})
    UNION ALL
    (SELECT 'school', t.id, t.name_zh, t.name_en, ${rank}, t.popularity,
        co.id, co.name_zh, co.name_en, co.slug, ci.id, ci.name_zh, ci.name_en, ci.slug,
        t.slug, NULL::text,
        (SELECT count(*)::int FROM building_school_distances d WHERE d.school_id = t.id)
      FROM schools t JOIN cities ci ON ci.id = t.city_id JOIN countries co ON co.id = t.country_id
      WHERE (${where})${country(sql`t.country_id`)}${city(sql`t.city_id`)}
      ORDER BY 5, t.popularity DESC, length(t.name_en), t.id LIMIT ${PER_TYPE.school})
    UNION ALL
    (SELECT 'house', t.id, t.name_zh, t.name_en, ${rank}, t.recommend_score,
        co.id, co.name_zh, co.name_en, co.slug, ci.id, ci.name_zh, ci.name_en, ci.slug,
        NULL::text, t.code, t.available_room_count
      FROM buildings t JOIN cities ci ON ci.id = t.city_id JOIN countries co ON co.id = t.country_id
      WHERE t.is_published AND (${where})${country(sql`t.country_id`)}${city(sql`t.city_id`)}
      ORDER BY 5, t.recommend_score DESC, t.id LIMIT ${PER_TYPE.house})`);

  const order = { city: 0, school: 1, house: 2 };
  rows.sort((a, b) => a.rank - b.rank || order[a.kind] - order[b.kind] || b.popularity - a.popularity);
  return rows.map((r) => ({
    type: SEARCH_TYPE[r.kind],
    id: r.id,
    name: lang === "en" ? r.name_en : r.name_zh,
    enName: r.name_en,
    cnName: r.name_zh,
    countryId: r.country_id,
    countryName: lang === "en" ? r.country_en : r.country_zh,
    countryEnName: r.country_en,
    countrySlug: r.country_slug,
    cityId: r.city_id,
    cityName: lang === "en" ? r.city_en : r.city_zh,
    cityEnName: r.city_en,
    citySlug: r.city_slug,
    schoolSlug: r.school_slug,
    buildingCode: r.building_code,
    houseNum: r.house_num,
    rank: r.rank,
  }));
}

/** Countries and cities only, for the address picker (`address/search`). */
export async function searchPlaces(rawKeyword: string, lang: Lang) {
  const keyword = normaliseKeyword(rawKeyword);
  if (!keyword) return [];
  const { where, rank } = matcher(keyword);
  const rows = await query<{
    kind: "country" | "city";
    id: number;
    name_zh: string;
    name_en: string;
    slug: string;
    rank: number;
    popularity: number;
    country_id: number;
    country_slug: string;
    country_zh: string;
    country_en: string;
  }>(sql`
    (SELECT 'country' AS kind, t.id, t.name_zh, t.name_en, t.slug, ${rank} AS rank, t.popularity,
        t.id AS country_id, t.slug AS country_slug, t.name_zh AS country_zh, t.name_en AS country_en
      FROM countries t WHERE ${where} ORDER BY 6, t.popularity DESC LIMIT 5)
    UNION ALL
    (SELECT 'city', t.id, t.name_zh, t.name_en, t.slug, ${rank}, t.popularity,
        co.id, co.slug, co.name_zh, co.name_en
      FROM cities t JOIN countries co ON co.id = t.country_id
      WHERE ${where} ORDER BY 6, t.popularity DESC, t.id LIMIT 15)`);
  rows.sort((a, b) => a.rank - b.rank || (a.kind === b.kind ? 0 : a.kind === "country" ? -1 : 1) || b.popularity - a.popularity);
  return rows.map((r) => ({
    type: r.kind,
    id: r.id,
    name: lang === "en" ? r.name_en : r.name_zh,
    enName: r.name_en,
    cnName: r.name_zh,
    slug: r.slug,
    countryId: r.country_id,
    countrySlug: r.country_slug,
    countryName: lang === "en" ? r.country_en : r.country_zh,
  }));
}
