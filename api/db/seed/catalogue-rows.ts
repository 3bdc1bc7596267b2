import type { CatalogueRows } from "../../catalogue";
import type { Catalogue } from "./generate";

/**
 * The rows the in-memory catalogue index is assembled from, taken from a generated catalogue
 * instead of the database (the same columns and counts the SQL in catalogue-index.ts reads):
 * lets the search quality test and bench run on the full catalogue without seeding a database.
 */
export function catalogueRowsOf(cat: Catalogue): CatalogueRows {
  type R = Record<string, unknown>;
  const n = (r: R, k: string) => r[k] as number;
  const t = (r: R, k: string) => r[k] as string;
  const published = cat.buildings.filter((b) => b.is_published);
  const perCity = new Map<number, number>();
  for (const b of published) perCity.set(n(b, "city_id"), (perCity.get(n(b, "city_id")) ?? 0) + 1);
  const perSchool = new Map<number, number>();
  for (const d of cat.distances) perSchool.set(n(d, "school_id"), (perSchool.get(n(d, "school_id")) ?? 0) + 1);
  const base = (r: R) => ({
    id: n(r, "id"),
    name_zh: t(r, "name_zh"),
    name_en: t(r, "name_en"),
    pinyin: t(r, "pinyin"),
    initials: t(r, "initials"),
  });
  return {
    countries: cat.countries.map((r) => ({ ...base(r), popularity: n(r, "popularity"), slug: t(r, "slug") })),
    cities: cat.cities.map((r) => ({
      ...base(r),
      popularity: n(r, "popularity"),
      slug: t(r, "slug"),
      country_id: n(r, "country_id"),
      house_num: perCity.get(n(r, "id")) ?? 0,
      demo: r.synthetic === true,
    })),
    schools: cat.schools.map((r) => ({
      ...base(r),
      popularity: n(r, "popularity"),
      slug: t(r, "slug"),
      country_id: n(r, "country_id"),
      city_id: n(r, "city_id"),
      house_num: perSchool.get(n(r, "id")) ?? 0,
      lat: n(r, "lat"),
      lng: n(r, "lng"),
    })),
    houses: published.map((r) => ({
      ...base(r),
      popularity: n(r, "recommend_score"),
      code: t(r, "code"),
      country_id: n(r, "country_id"),
      city_id: n(r, "city_id"),
      available_room_count: n(r, "available_room_count"),
    })),
    aliases: cat.aliases.map((r) => ({
      country_id: r.country_id as number | null,
      city_id: r.city_id as number | null,
      school_id: r.school_id as number | null,
      alias: t(r, "alias"),
    })),
  };
}
