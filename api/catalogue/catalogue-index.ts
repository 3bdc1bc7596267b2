import { sql } from "drizzle-orm";
import { query } from "../db/client";

/**
 * An in-memory snapshot of the catalogue's names: every country, city and school, and the
 * name fields of every published apartment (about 1,500 places and 8,000 apartments at full
 * scale, a few MB). Search runs over it in JavaScript (api/catalogue/search.ts), and the
 * apartment page and listings take place names and slugs from it instead of joining them,
 * so those answers need no SQL for names at all (docs/decisions/010-api-performance.md).
 *
 * Part of the catalogue snapshot (api/catalogue/catalogue-snapshot.ts): built at start and
 * rebuilt in the background after a catalogue edit.
 */

/** What search matches on, shared by places and apartments. */
export interface Named {
  id: number;
  nameZh: string;
  nameEn: string;
  /** lower(name_en), as the database lower-cases it. */
  lowerEn: string;
  /** length(name_en) in characters. */
  enLength: number;
  pinyin: string;
  initials: string;
  /** The generated search_text column: lower English, Chinese, pinyin and initials. */
  searchText: string;
  /** Ranks equal matches: places' popularity, apartments' recommend score. */
  popularity: number;
  /** What students also call the place (place_aliases: UCL, 曼大, 澳洲); none for apartments. */
  aliases: string[];
}

export interface CountryEntry extends Named {
  slug: string;
}
export interface CityEntry extends Named {
  slug: string;
  countryId: number;
  /** Published apartments in the city. */
  houseNum: number;
  /** A town generated for the catalogue's size (cities.synthetic): it and its apartments are demo data. */
  demo: boolean;
}
export interface SchoolEntry extends Named {
  slug: string;
  countryId: number;
  cityId: number;
  /** Apartments with a distance to the school. */
  houseNum: number;
  /** The campus, as the catalogue stores it (WGS-84): the apartment page's and school listing's maps. */
  lat: number;
  lng: number;
}
export interface HouseEntry extends Named {
  code: string;
  countryId: number;
  cityId: number;
  availableRoomCount: number;
}

export interface CatalogueIndex {
  countries: Map<number, CountryEntry>;
  cities: Map<number, CityEntry>;
  schools: Map<number, SchoolEntry>;
  /** Published apartments only. */
  houses: HouseEntry[];
}

/** One place's or apartment's names as the database holds them (also made by tests from the seed). */
export interface NamedRow {
  id: number;
  name_zh: string;
  name_en: string;
  pinyin: string;
  initials: string;
  popularity: number;
}
export type CountryRow = NamedRow & { slug: string };
export type CityRow = NamedRow & { slug: string; country_id: number; house_num: number; demo: boolean };
export type SchoolRow = NamedRow & { slug: string; country_id: number; city_id: number; house_num: number; lat: number; lng: number };
export type HouseRow = NamedRow & { code: string; country_id: number; city_id: number; available_room_count: number };
export interface AliasRow {
  country_id: number | null;
  city_id: number | null;
  school_id: number | null;
  alias: string;
}
export interface CatalogueRows {
  countries: CountryRow[];
  cities: CityRow[];
  schools: SchoolRow[];
  houses: HouseRow[];
  aliases: AliasRow[];
}

const named = (r: NamedRow, aliases: string[] = []): Named => {
  const lowerEn = r.name_en.toLowerCase();
  return {
    id: r.id,
    nameZh: r.name_zh,
    nameEn: r.name_en,
    lowerEn,
    enLength: [...r.name_en].length,
    pinyin: r.pinyin,
    initials: r.initials,
    // As the database's generated search_text column.
    searchText: `${lowerEn} ${r.name_zh} ${r.pinyin} ${r.initials}`,
    popularity: r.popularity,
    aliases,
  };
};

/** The snapshot from the rows (pure: the search quality test feeds it the generated catalogue). */
export function assembleCatalogueIndex(rows: CatalogueRows): CatalogueIndex {
  const aliasesOf = (key: "country_id" | "city_id" | "school_id") => {
    const map = new Map<number, string[]>();
    for (const a of rows.aliases) {
      const id = a[key];
      if (id != null) map.set(id, [...(map.get(id) ?? []), a.alias]);
    }
    return map;
  };
  const countryAliases = aliasesOf("country_id");
  const cityAliases = aliasesOf("city_id");
  const schoolAliases = aliasesOf("school_id");
  return {
    countries: new Map(rows.countries.map((r) => [r.id, { ...named(r, countryAliases.get(r.id)), slug: r.slug }])),
    cities: new Map(
      rows.cities.map((r) => [
        r.id,
        { ...named(r, cityAliases.get(r.id)), slug: r.slug, countryId: r.country_id, houseNum: r.house_num, demo: r.demo },
      ]),
    ),
    schools: new Map(
      rows.schools.map((r) => [
        r.id,
        {
          ...named(r, schoolAliases.get(r.id)),
          slug: r.slug,
          countryId: r.country_id,
          cityId: r.city_id,
          houseNum: r.house_num,
          lat: r.lat,
          lng: r.lng,
        },
      ]),
    ),
    houses: rows.houses.map((r) => ({
      ...named(r),
      code: r.code,
      countryId: r.country_id,
      cityId: r.city_id,
      availableRoomCount: r.available_room_count,
    })),
  };
}

const NAME_COLUMNS = sql`t.id, t.name_zh, t.name_en, t.pinyin, t.initials`;

async function build(): Promise<CatalogueIndex> {
  const countries = await query<CountryRow>(sql`SELECT ${NAME_COLUMNS}, t.popularity, t.slug FROM countries t`);
  const cities = await query<CityRow>(sql`
    SELECT ${NAME_COLUMNS}, t.popularity, t.slug, t.country_id, coalesce(n.house_num, 0) AS house_num, t.synthetic AS demo
    FROM cities t LEFT JOIN (SELECT city_id, count(*)::int AS house_num FROM buildings WHERE is_published GROUP BY city_id) n
      ON n.city_id = t.id`);
  const schools = await query<SchoolRow>(sql`
    SELECT ${NAME_COLUMNS}, t.popularity, t.slug, t.country_id, t.city_id, coalesce(n.house_num, 0) AS house_num, t.lat, t.lng
    FROM schools t LEFT JOIN (SELECT school_id, count(*)::int AS house_num FROM building_school_distances GROUP BY school_id) n
      ON n.school_id = t.id
    -- A database seeded before generated schools were dropped still has them: they are no
    -- school a student can search for, see on a map or in a distance list.
    WHERE NOT t.synthetic`);
  const houses = await query<HouseRow>(sql`
    SELECT ${NAME_COLUMNS}, t.recommend_score AS popularity, t.code, t.country_id, t.city_id, t.available_room_count
    FROM buildings t WHERE t.is_published`);
  const aliases = await query<AliasRow>(sql`SELECT country_id, city_id, school_id, alias FROM place_aliases ORDER BY id`);
  return assembleCatalogueIndex({ countries, cities, schools, houses, aliases });
}

/** Structures derived from a snapshot (search's posting lists), made as part of its build. */
const derivers: ((index: CatalogueIndex) => void)[] = [];
export function deriveFromIndex(fn: (index: CatalogueIndex) => void): void {
  derivers.push(fn);
}

/** A fresh snapshot of the names, with what is derived from it (search's posting lists). */
export async function buildCatalogueIndex(): Promise<CatalogueIndex> {
  return derived(await build());
}

/** Runs the derivers (search's structures) on an assembled snapshot. */
export function derived(index: CatalogueIndex): CatalogueIndex {
  for (const derive of derivers) derive(index);
  return index;
}
