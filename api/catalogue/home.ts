import { sql, type SQL } from "drizzle-orm";
import type { Lang } from "#core/constants";
import type { TopicConfig, TopicSection } from "#core/stored-json";
import { pick, type Sort } from "./labels";
import { db, query, type Db } from "../db/client";
import { ApiError } from "../http/envelope";
import { sharedCached } from "#core/shared-cache.server";
import { CARD_COLUMNS, toCard, type CardRow } from "./cards";
import { hotCities, schoolList } from "./places";

/**
 * The home page (`house/index`) and promotion pages (`topic/page/config`).
 * The stats are counted from the database; counting 200,000 rooms on every home page view is
 * wasteful, so the figures are kept for a minute (they only move when the
 * catalogue changes, and the footer's claim is "500+ cities, 200000+ rooms" anyway).
 */

/** Counts used by the home page stats and by tests. */
export async function catalogueStats(database: Db = db()) {
  const [row] = await query<{
    countryCount: number;
    cityCount: number;
    schoolCount: number;
    apartmentCount: number;
    roomCount: number;
  }>(
    sql`SELECT
      (SELECT count(*)::int FROM countries) AS "countryCount",
      (SELECT count(*)::int FROM cities) AS "cityCount",
      (SELECT count(*)::int FROM schools) AS "schoolCount",
      (SELECT count(*)::int FROM buildings WHERE is_published) AS "apartmentCount",
      (SELECT count(*)::int FROM rooms r JOIN buildings b ON b.id = r.building_id WHERE b.is_published) AS "roomCount"`,
    database,
  );
  return row;
}

const STATS_TTL_MS = 60_000;

/** The home page's figures: counted once a minute at most, and shared by every instance when Redis is set (docs/caches.md). */
export function siteStats(): ReturnType<typeof catalogueStats> {
  // A stale figure is served while one recount runs behind it: the counts move slowly.
  return sharedCached("catalogue:stats", STATS_TTL_MS, () => catalogueStats(db()), { swrMs: 10 * STATS_TTL_MS });
}

// A promotion page's config (core/stored-json.ts) names sources, not apartments: `topic/page/config`
// resolves each section against the live catalogue. Sections whose city is not in the catalogue
// (the small seed) are skipped when resolved.
export type { TopicConfig, TopicSection };

async function cards(where: SQL, order: SQL, limit: number, lang: Lang) {
  const rows = await query<CardRow>(sql`SELECT ${CARD_COLUMNS}
    FROM buildings b JOIN cities ci ON ci.id = b.city_id JOIN countries co ON co.id = b.country_id
    WHERE b.is_published AND ${where} ORDER BY ${order} LIMIT ${limit}`);
  return rows.map((r) => toCard(r, lang));
}

interface TopicRow {
  code: string;
  title_zh: string;
  title_en: string;
  config: TopicConfig;
  active: boolean;
}

function topicSummary(t: TopicRow, lang: Lang) {
  const now = new Date().toISOString().slice(0, 10);
  const inWindow = (!t.config.startsAt || t.config.startsAt <= now) && (!t.config.endsAt || now <= t.config.endsAt);
  return {
    code: t.code,
    title: lang === "en" ? t.title_en : t.title_zh,
    subtitle: pick(t.config.subtitle, lang),
    banner: t.config.banner,
    startsAt: t.config.startsAt ?? null,
    endsAt: t.config.endsAt ?? null,
    active: t.active && inWindow,
  };
}

export async function homeData(lang: Lang) {
  const [stats, cities, recommended, schools, topics] = await Promise.all([
    siteStats(),
    hotCities(lang, 12),
    cards(sql`NOT ci.synthetic`, sql`b.recommend_score DESC, b.id`, 8, lang),
    schoolList({}, lang, 8),
    query<TopicRow>(sql`SELECT code, title_zh, title_en, config, active FROM topic_pages WHERE active ORDER BY sort, id`),
  ]);
  return {
    stats,
    hotCities: cities,
    recommendedHouses: recommended,
    popularSchools: schools,
    promotions: topics.map((t) => topicSummary(t, lang)),
  };
}

const SORT_SQL: Record<NonNullable<TopicConfig["sections"][number]["source"]["sort"]>, SQL> = {
  recommended: sql`b.recommend_score DESC, b.id`,
  price_asc: sql`b.from_price ASC, b.id`,
  newest: sql`b.created_at DESC, b.id DESC`,
};

export async function topicPage(code: string, lang: Lang) {
  const [topic] = await query<TopicRow>(
    sql`SELECT code, title_zh, title_en, config, active FROM topic_pages WHERE code = ${code}`,
  );
  if (!topic) throw new ApiError("topic_not_found");
  const sections = [];
  for (const s of topic.config.sections) {
    // Promotions show apartments in real places only, never in a generated town.
    const where: SQL[] = [sql`NOT ci.synthetic`];
    if (s.source.countrySlug) where.push(sql`co.slug = ${s.source.countrySlug}`);
    if (s.source.citySlug) where.push(sql`ci.slug = ${s.source.citySlug}`);
    if (s.source.tag) where.push(sql`${s.source.tag} = ANY(b.tags)`);
    const list = await cards(
      sql.join(where, sql` AND `),
      SORT_SQL[(s.source.sort ?? "recommended") as Exclude<Sort, "price_desc" | "distance">],
      Math.min(s.source.limit, 24),
      lang,
    );
    // A section whose city is not in this catalogue (the small seed) is left out.
    if (list.length) sections.push({ title: pick(s.title, lang), list });
  }
  return { ...topicSummary(topic, lang), sections };
}
