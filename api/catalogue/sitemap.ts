import { sql } from "drizzle-orm";
import { query } from "../db/client";

/**
 * Everything the web's sitemap.xml lists: every country, city
 * and school by slug, and every published apartment by code with its last change. One answer,
 * no paging: 8,000 apartments are about 200 KB of JSON, and the web caches it.
 */
export async function sitemapEntries() {
  const [countries, cities, schools, buildings] = await Promise.all([
    query<{ slug: string }>(sql`SELECT slug FROM countries ORDER BY popularity DESC, id`),
    query<{ slug: string; country_slug: string }>(
      sql`SELECT c.slug, co.slug AS country_slug FROM cities c JOIN countries co ON co.id = c.country_id ORDER BY co.id, c.popularity DESC, c.id`,
    ),
    query<{ slug: string; city_slug: string; country_slug: string }>(sql`SELECT s.slug, ci.slug AS city_slug, co.slug AS country_slug
      FROM schools s JOIN cities ci ON ci.id = s.city_id JOIN countries co ON co.id = s.country_id ORDER BY co.id, ci.id, s.id`),
    query<{ code: string; updated_at: string }>(
      sql`SELECT code, to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS updated_at FROM buildings WHERE is_published ORDER BY id`,
    ),
  ]);
  return {
    countries: countries.map((c) => c.slug),
    cities: cities.map((c) => ({ country: c.country_slug, city: c.slug })),
    schools: schools.map((s) => ({ country: s.country_slug, city: s.city_slug, school: s.slug })),
    buildings: buildings.map((b) => ({ code: b.code, updatedAt: b.updated_at })),
  };
}
