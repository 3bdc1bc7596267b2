import { sql, type SQL } from "drizzle-orm";
import type { Lang } from "#core/constants";
import { query } from "../db/client";
import { planned } from "../db/planned";
import { ApiError } from "../http/envelope";
import { placeRef } from "./cards";
import { catalogueIndex } from "./catalogue-snapshot";
import type { CatalogueIndex, CityEntry, CountryEntry, SchoolEntry } from "./catalogue-index";

/**
 * Countries, cities and schools: URL-slug resolution (`house/route/check`), the address tree
 * (`address/all`, `address/list`), school lists and the hot lists of the home page.
 */
interface PlaceRow {
  id: number;
  slug: string;
  name_zh: string;
  name_en: string;
}

const ref = (lang: Lang, r: PlaceRow) => placeRef(lang, { id: r.id, slug: r.slug, zh: r.name_zh, en: r.name_en });

export interface RouteQuery {
  country?: string;
  city?: string;
  school?: string;
  buildingCode?: string;
  roomCode?: string;
}

/**
 * Resolves the slugs of a listing URL, or the code of an apartment or room URL, to entities
 * with ids and both names; unknown → ApiError (code 1), which the web turns into a 404.
 */
export async function resolveRoute(q: RouteQuery, lang: Lang) {
  if (q.roomCode || q.buildingCode) {
    const [row] = q.roomCode
      ? await query<Record<string, string | number>>(sql`
          SELECT r.id AS room_id, r.code AS room_code, r.name_zh AS room_zh, r.name_en AS room_en,
            b.id AS b_id, b.code AS b_code, b.name_zh AS b_zh, b.name_en AS b_en,
            ci.id AS ci_id, ci.slug AS ci_slug, ci.name_zh AS ci_zh, ci.name_en AS ci_en,
            co.id AS co_id, co.slug AS co_slug, co.name_zh AS co_zh, co.name_en AS co_en
          FROM rooms r JOIN buildings b ON b.id = r.building_id AND b.is_published
          JOIN cities ci ON ci.id = b.city_id JOIN countries co ON co.id = b.country_id
          WHERE r.code = ${q.roomCode} ${q.buildingCode ? sql`AND b.code = ${q.buildingCode}` : sql``}`)
      : await query<Record<string, string | number>>(sql`
          SELECT b.id AS b_id, b.code AS b_code, b.name_zh AS b_zh, b.name_en AS b_en,
            ci.id AS ci_id, ci.slug AS ci_slug, ci.name_zh AS ci_zh, ci.name_en AS ci_en,
            co.id AS co_id, co.slug AS co_slug, co.name_zh AS co_zh, co.name_en AS co_en
          FROM buildings b JOIN cities ci ON ci.id = b.city_id JOIN countries co ON co.id = b.country_id
          WHERE b.code = ${q.buildingCode} AND b.is_published`);
    if (!row) throw new ApiError(q.roomCode ? "room_not_found" : "building_not_found");
    const pr = (p: string) =>
      placeRef(lang, { id: Number(row[`${p}_id`]), slug: String(row[`${p}_slug`]), zh: String(row[`${p}_zh`]), en: String(row[`${p}_en`]) });
    return {
      country: pr("co"),
      city: pr("ci"),
      school: null,
      building: {
        id: Number(row.b_id),
        code: String(row.b_code),
        name: String(lang === "en" ? row.b_en : row.b_zh),
        enName: String(row.b_en),
        cnName: String(row.b_zh),
      },
      room: q.roomCode
        ? {
            id: Number(row.room_id),
            code: String(row.room_code),
            name: String(lang === "en" ? row.room_en : row.room_zh),
            enName: String(row.room_en),
            cnName: String(row.room_zh),
          }
        : null,
    };
  }
  if (!q.country) throw new ApiError("route_params_required");
  if (q.school && !q.city) throw new ApiError("city_not_found");
  // A listing's places from the catalogue's names in memory, the snapshot its apartments come
  // from; a slug they do not hold (a place newer than the snapshot, or none) asks the database.
  const known = placesBySlug(slugsOf(await catalogueIndex()), q, lang);
  if (known) return known;
  // One statement planned once (a listing seen for the first time resolves its slugs here:
  // three statements, each parsed and planned, were 2–5 ms of its CPU; ADR 036).
  const [row] = await query<PlaceRow & { ci_id: number | null; ci_slug: string; ci_zh: string; ci_en: string; s_id: number | null; s_slug: string; s_zh: string; s_en: string; lat: number; lng: number }>(
    planned(sql`SELECT co.id, co.slug, co.name_zh, co.name_en,
        ci.id AS ci_id, ci.slug AS ci_slug, ci.name_zh AS ci_zh, ci.name_en AS ci_en,
        s.id AS s_id, s.slug AS s_slug, s.name_zh AS s_zh, s.name_en AS s_en, s.lat, s.lng
      FROM countries co
      LEFT JOIN cities ci ON ci.country_id = co.id AND ci.slug = ${q.city ?? ""}
      LEFT JOIN schools s ON s.city_id = ci.id AND s.slug = ${q.school ?? ""}
      WHERE co.slug = ${q.country}`),
  );
  if (!row) throw new ApiError("country_not_found");
  const city = row.ci_id === null ? undefined : { id: row.ci_id, slug: row.ci_slug, zh: row.ci_zh, en: row.ci_en };
  if (q.city && !city) throw new ApiError("city_not_found");
  const school = row.s_id === null ? undefined : { id: row.s_id, slug: row.s_slug, zh: row.s_zh, en: row.s_en, lat: row.lat, lng: row.lng };
  if (q.school && !school) throw new ApiError("school_not_found");
  return listingRoute(lang, { id: row.id, slug: row.slug, zh: row.name_zh, en: row.name_en }, city, school);
}

type Place = Parameters<typeof placeRef>[1];

/** A listing URL's places as route/check answers them, from the snapshot or the database. */
function listingRoute(lang: Lang, country: Place, city?: Place, school?: Place & { lat: number; lng: number }) {
  return {
    country: placeRef(lang, country),
    city: city ? placeRef(lang, city) : null,
    // The campus (WGS-84) centres the school listing's map.
    school: school ? { ...placeRef(lang, school), lat: school.lat, lng: school.lng } : null,
    building: null,
    room: null,
  };
}

/** The catalogue's places by slug (a city's under its country, a school's under its city), made once per snapshot. */
interface Slugs {
  countries: Map<string, CountryEntry>;
  cities: Map<string, CityEntry>;
  schools: Map<string, SchoolEntry>;
}
const slugMaps = new WeakMap<CatalogueIndex, Slugs>();

function slugsOf(index: CatalogueIndex): Slugs {
  let slugs = slugMaps.get(index);
  if (!slugs) {
    slugs = {
      countries: new Map([...index.countries.values()].map((c) => [c.slug, c])),
      cities: new Map([...index.cities.values()].map((c) => [`${c.countryId}/${c.slug}`, c])),
      schools: new Map([...index.schools.values()].map((s) => [`${s.cityId}/${s.slug}`, s])),
    };
    slugMaps.set(index, slugs);
  }
  return slugs;
}

/** A listing URL's places from the snapshot, or undefined when a slug is not in it. */
function placesBySlug(slugs: Slugs, q: RouteQuery, lang: Lang) {
  const place = (p: CountryEntry | CityEntry | SchoolEntry): Place => ({ id: p.id, slug: p.slug, zh: p.nameZh, en: p.nameEn });
  const country = slugs.countries.get(q.country!);
  if (!country) return undefined;
  const city = q.city === undefined ? undefined : slugs.cities.get(`${country.id}/${q.city}`);
  if (q.city !== undefined && !city) return undefined;
  const school = q.school === undefined || !city ? undefined : slugs.schools.get(`${city.id}/${q.school}`);
  if (q.school !== undefined && !school) return undefined;
  return listingRoute(lang, place(country), city && place(city), school && { ...place(school), lat: school.lat, lng: school.lng });
}

/**
 * Every country with its real cities (generated towns are left out: this tree feeds the city
 * pickers and the sitemap); element 0 is the "hot cities" pseudo-country (see docs/api.md).
 */
export async function addressTree(lang: Lang) {
  const [countries, cities] = await Promise.all([
    query<PlaceRow & { popularity: number }>(
      sql`SELECT id, slug, name_zh, name_en, popularity FROM countries ORDER BY popularity DESC, id`,
    ),
    query<PlaceRow & { country_id: number; is_hot: boolean; popularity: number; country_slug: string }>(
      sql`SELECT c.id, c.slug, c.name_zh, c.name_en, c.country_id, c.is_hot, c.popularity, co.slug AS country_slug
        FROM cities c JOIN countries co ON co.id = c.country_id WHERE NOT c.synthetic ORDER BY c.popularity DESC, c.id`,
    ),
  ]);
  const city = (c: (typeof cities)[number]) => ({ ...ref(lang, c), countryId: c.country_id, countrySlug: c.country_slug });
  const hot = {
    id: 0,
    slug: "hot",
    name: lang === "en" ? "Hot cities" : "热门城市",
    enName: "Hot cities",
    cnName: "热门城市",
    isHot: true,
    citys: cities.filter((c) => c.is_hot).map(city),
  };
  // `son` is the cities' earlier name, kept for clients written before `citys`.
  return [hot, ...countries.map((co) => ({ ...ref(lang, co), isHot: false, citys: cities.filter((c) => c.country_id === co.id).map(city) }))].map(
    (country) => ({ ...country, son: country.citys }),
  );
}

export async function countryList(lang: Lang) {
  const rows = await query<PlaceRow & { city_count: number; house_num: number }>(sql`
    SELECT co.id, co.slug, co.name_zh, co.name_en,
      (SELECT count(*)::int FROM cities c WHERE c.country_id = co.id) AS city_count,
      (SELECT count(*)::int FROM buildings b WHERE b.country_id = co.id AND b.is_published) AS house_num
    FROM countries co ORDER BY co.popularity DESC, co.id`);
  return rows.map((r) => ({ ...ref(lang, r), cityCount: r.city_count, houseNum: r.house_num }));
}

export async function citiesOf(countryId: number, lang: Lang) {
  const rows = await query<PlaceRow & { house_num: number; school_count: number; is_hot: boolean }>(sql`
    SELECT c.id, c.slug, c.name_zh, c.name_en, c.is_hot,
      (SELECT count(*)::int FROM buildings b WHERE b.city_id = c.id AND b.is_published) AS house_num,
      (SELECT count(*)::int FROM schools s WHERE s.city_id = c.id) AS school_count
    FROM cities c WHERE c.country_id = ${countryId} ORDER BY c.popularity DESC, c.id`);
  return rows.map((r) => ({ ...ref(lang, r), isHot: r.is_hot, houseNum: r.house_num, schoolCount: r.school_count }));
}

export async function schoolList(
  scope: { countryId?: number; cityId?: number; keyword?: string },
  lang: Lang,
  limit: number,
) {
  // Real institutions only: template-generated schools stay out of pickers and home lists.
  const where = [sql`NOT s.synthetic`];
  if (scope.countryId) where.push(sql`s.country_id = ${scope.countryId}`);
  if (scope.cityId) where.push(sql`s.city_id = ${scope.cityId}`);
  if (scope.keyword) {
    const k = scope.keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
    where.push(sql`s.search_text LIKE ${`%${k}%`}`);
  }
  const rows = await query<PlaceRow & {
    city_id: number; city_slug: string; city_zh: string; city_en: string; country_id: number; country_slug: string;
    lat: number; lng: number; house_num: number;
  }>(sql`
    SELECT s.id, s.slug, s.name_zh, s.name_en, s.lat, s.lng,
      ci.id AS city_id, ci.slug AS city_slug, ci.name_zh AS city_zh, ci.name_en AS city_en,
      s.country_id, co.slug AS country_slug,
      (SELECT count(*)::int FROM building_school_distances d WHERE d.school_id = s.id) AS house_num
    FROM schools s JOIN cities ci ON ci.id = s.city_id JOIN countries co ON co.id = s.country_id
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY s.popularity DESC, s.id LIMIT ${limit}`);
  return rows.map((r) => ({
    ...ref(lang, r),
    lat: r.lat,
    lng: r.lng,
    houseNum: r.house_num,
    city: placeRef(lang, { id: r.city_id, slug: r.city_slug, zh: r.city_zh, en: r.city_en }),
    countryId: r.country_id,
    countrySlug: r.country_slug,
  }));
}

export async function hotCities(lang: Lang, limit: number) {
  const rows = await query<PlaceRow & { country_id: number; country_slug: string; country_zh: string; country_en: string; house_num: number; photo: string | null }>(sql`
    SELECT c.id, c.slug, c.name_zh, c.name_en, co.id AS country_id, co.slug AS country_slug,
      co.name_zh AS country_zh, co.name_en AS country_en,
      (SELECT count(*)::int FROM buildings b WHERE b.city_id = c.id AND b.is_published) AS house_num,
      (SELECT b.photos[1] FROM buildings b WHERE b.city_id = c.id AND b.is_published
        ORDER BY b.recommend_score DESC, b.id LIMIT 1) AS photo
    FROM cities c JOIN countries co ON co.id = c.country_id
    WHERE c.is_hot ORDER BY c.popularity DESC, c.id LIMIT ${limit}`);
  return rows.map((r) => ({
    ...ref(lang, r),
    houseNum: r.house_num,
    photo: r.photo,
    country: placeRef(lang, { id: r.country_id, slug: r.country_slug, zh: r.country_zh, en: r.country_en }),
  }));
}

/**
 * Suggestions before typing (`address/hot-search`): the most popular cities (of one country
 * when given) and schools, as search items (type 1 city, 2 school) so one renderer fits both.
 */
export async function hotSearch(lang: Lang, countryId?: number) {
  const inCountry = (col: SQL) => (countryId ? sql`${col} = ${countryId}` : sql`TRUE`);
  const rows = await query<{
    type: 1 | 2; id: number; name_zh: string; name_en: string; school_slug: string | null;
    city_en: string; city_slug: string; country_en: string; country_slug: string; house_num: number;
  }>(sql`
    (SELECT 1 AS type, c.id, c.name_zh, c.name_en, NULL::text AS school_slug, c.name_en AS city_en, c.slug AS city_slug,
        co.name_en AS country_en, co.slug AS country_slug,
        (SELECT count(*)::int FROM buildings b WHERE b.city_id = c.id AND b.is_published) AS house_num
      FROM cities c JOIN countries co ON co.id = c.country_id
      WHERE ${inCountry(sql`c.country_id`)} ORDER BY c.popularity DESC, c.id LIMIT 6)
    UNION ALL
    (SELECT 2, s.id, s.name_zh, s.name_en, s.slug, ci.name_en, ci.slug, co.name_en, co.slug,
        (SELECT count(*)::int FROM building_school_distances d WHERE d.school_id = s.id)
      FROM schools s JOIN cities ci ON ci.id = s.city_id JOIN countries co ON co.id = s.country_id
      WHERE ${inCountry(sql`s.country_id`)} ORDER BY s.popularity DESC, s.id LIMIT 6)`);
  return rows.map((r) => ({
    type: r.type,
    id: r.id,
    name: lang === "en" ? r.name_en : r.name_zh,
    enName: r.name_en,
    cnName: r.name_zh,
    countryEnName: r.country_en,
    countrySlug: r.country_slug,
    cityEnName: r.city_en,
    citySlug: r.city_slug,
    schoolSlug: r.school_slug,
    buildingCode: null,
    houseNum: r.house_num,
  }));
}
