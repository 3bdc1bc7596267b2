import { sql, type SQL } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import type { Lang } from "#core/constants";
import {
  DISTANCE_STEPS,
  FACILITIES,
  FACILITY_LABELS,
  LEASE_TYPE_LABELS,
  LEASE_TYPES,
  PRICE_UNIT_LABELS,
  ROOM_TYPE_LABELS,
  ROOM_TYPES,
  SORT_LABELS,
  SORTS,
  label,
  RECOMMEND_POINTS_PER_KM,
  type Sort,
} from "../../api/catalogue/labels";
import { tenancyInMonth } from "../../api/catalogue/costs";
import { setupApi } from "../helpers/api";

/**
 * house/list and house/filter are answered from the in-memory listing index
 * (api/catalogue/listing.ts). This test keeps the statements they replaced — the SQL
 * implementations that shipped before — as the reference, and asserts both give the same answer
 * (cards, order, counts, options) over a broad grid of locations × filters × sorts × pages on
 * the seeded catalogue.
 */
type Api = {
  query: typeof import("../../api/db/client").query;
  catalogueIndex: typeof import("../../api/catalogue/catalogue-snapshot").catalogueIndex;
  listHouses: typeof import("../../api/catalogue/listing").listHouses;
  filterOptions: typeof import("../../api/catalogue/listing").filterOptions;
  keyed: typeof import("../../api/catalogue/cards").keyed;
  toCard: typeof import("../../api/catalogue/cards").toCard;
  textArray: typeof import("../../api/catalogue/cards").textArray;
  ApiError: typeof import("../../api/http/envelope").ApiError;
};
let api: Api;
const query: Api["query"] = (q) => api.query(q);
const textArray = (items: readonly string[]) => api.textArray(items);
const toCard: Api["toCard"] = (row, lang) => api.toCard(row, lang);
const keyed: Api["keyed"] = (keys, labels, lang) => api.keyed(keys, labels, lang);
type ListParams = Parameters<Api["listHouses"]>[0];
type Location = Pick<ListParams, "countryId" | "cityId" | "schoolId">;
type CardRow = Parameters<Api["toCard"]>[0];
class ApiError extends Error {}

function locationWhere(loc: Location): SQL[] {
  const where: SQL[] = [sql`b.is_published`];
  if (loc.countryId) where.push(sql`b.country_id = ${loc.countryId}`);
  if (loc.cityId) where.push(sql`b.city_id = ${loc.cityId}`);
  return where;
}

/**
 * (country, price unit, lease terms, month): the months in which the tenancies of each kind of
 * room start, from today (api/catalogue/costs.ts tenanciesOf), for every kind the catalogue has.
 */
async function tenancyMonths(): Promise<{ iso2: string; unit: string; terms: string; month: string }[]> {
  const { tenanciesOf } = await import("../../api/catalogue/costs");
  const today = new Date().toISOString().slice(0, 10);
  const kinds = await query<{ iso2: string; unit: "week" | "month"; terms: string }>(sql`
    SELECT DISTINCT co.iso2, b.price_unit::text AS unit, array_to_string(r.lease_terms, ',') AS terms
    FROM rooms r JOIN buildings b ON b.id = r.building_id JOIN countries co ON co.id = b.country_id`);
  return kinds.flatMap((k) => {
    const list = tenanciesOf({ price: 0, leaseTerms: k.terms ? k.terms.split(",").map(Number) : [], stock: 1 }, k.iso2, k.unit, today, "en");
    return [...new Set(list.map((t) => t.moveIn.slice(0, 7)))].map((month) => ({ ...k, month }));
  });
}
const tenancyValues = (rows: { iso2: string; unit: string; terms: string; month: string }[]) =>
  sql.join(rows.map((x) => sql`(${x.iso2}, ${x.unit}, ${x.terms}, ${x.month})`), sql`, `);

/** The card's columns of buildings alone: place names come from the catalogue index. */
const LIST_COLUMNS = sql`b.id, b.code, b.name_zh, b.name_en, b.photos[1] AS photo, b.currency, b.price_unit,
  b.from_price, b.to_price, b.tags, b.facilities, b.room_types, b.room_count, b.available_room_count,
  b.available_from::text AS available_from, b.address_zh, b.address_en, b.lat, b.lng, b.city_id, b.country_id,
  (SELECT iso2 FROM countries WHERE id = b.country_id) AS country_iso2`;

type ListRow = Omit<CardRow, "city_slug" | "city_zh" | "city_en" | "demo" | "country_slug" | "country_zh" | "country_en"> & {
  total: number;
  match_price?: number;
  match_terms?: string | null;
};

/**
 * One page of a listing, the same for every caller (no favourites: see withFavorites), in one
 * statement: the filtered set is ordered and counted on narrow rows (id, sort key, the matching
 * room's price, the distance), and only the page's rows are then joined back for the card's
 * columns — the wide rows of the other few hundred apartments are never carried through the
 * window count and the sort.
 */
async function listHousesSql(p: ListParams, lang: Lang) {
  if (!p.countryId && !p.cityId && !p.schoolId) throw new ApiError("location_required");
  if (p.priceMin != null && p.priceMax != null && p.priceMin > p.priceMax) throw new ApiError("price_range_invalid");
  if ((p.sort === "distance" || p.maxDistance != null) && !p.schoolId) throw new ApiError("distance_needs_school");

  const where = locationWhere(p);
  const joins: SQL[] = [];
  const narrow: SQL[] = [];
  const wide: SQL[] = [];
  if (p.schoolId) {
    joins.push(sql`JOIN building_school_distances d ON d.building_id = b.id AND d.school_id = ${p.schoolId}`);
    narrow.push(sql`d.school_id, d.distance_m, d.walk_minutes, d.transit_minutes`);
    wide.push(sql`page.school_id, page.distance_m, page.walk_minutes, page.transit_minutes`);
    if (p.maxDistance != null) where.push(sql`d.distance_m <= ${p.maxDistance}`);
  }
  if (p.facilities?.length) where.push(sql`b.facilities @> ${textArray(p.facilities)}`);

  const room: SQL[] = [];
  if (p.priceMin != null) {
    where.push(sql`b.to_price >= ${p.priceMin}`);
    room.push(sql`r.price >= ${p.priceMin}`);
  }
  if (p.priceMax != null) {
    where.push(sql`b.from_price <= ${p.priceMax}`);
    room.push(sql`r.price <= ${p.priceMax}`);
  }
  if (p.roomTypes?.length) {
    where.push(sql`b.room_types && ${textArray(p.roomTypes)}`);
    room.push(sql`r.room_type = ANY(${textArray(p.roomTypes)})`);
  }
  if (p.leaseTypes?.length) {
    where.push(sql`b.lease_types && ${textArray(p.leaseTypes)}`);
    room.push(sql`r.lease_types && ${textArray(p.leaseTypes)}`);
  }
  if (p.moveIn) {
    // A room with stock that has a tenancy starting in the month (from today).
    const kinds = (await tenancyMonths()).filter((x) => x.month === p.moveIn);
    where.push(sql`b.available_room_count > 0`);
    room.push(sql`r.stock > 0`);
    room.push(
      kinds.length
        ? sql`EXISTS (SELECT 1 FROM (VALUES ${tenancyValues(kinds)}) AS t(iso2, unit, terms, month)
            WHERE t.iso2 = (SELECT iso2 FROM countries WHERE id = b.country_id) AND t.unit = b.price_unit::text
              AND t.terms = array_to_string(r.lease_terms, ','))`
        : sql`false`,
    );
  }
  let price = sql`b.from_price`;
  if (room.length) {
    const probe = sql`FROM rooms r WHERE r.building_id = b.id AND ${sql.join(room, sql` AND `)}`;
    if (p.roomTypes?.length || p.leaseTypes?.length || p.moveIn) {
      // With a month, the cheapest matching room's lease terms too: the card states its tenancy then.
      const terms = p.moveIn ? sql`, (SELECT array_to_string(r.lease_terms, ',') ${probe} ORDER BY r.price, r.id LIMIT 1) AS match_terms` : sql``;
      joins.push(sql`JOIN LATERAL (SELECT min(r.price) AS match_price${terms} ${probe}) m ON m.match_price IS NOT NULL`);
    } else {
      // Price alone: from_price is the building's cheapest room and the WHERE above keeps it
      // ≤ priceMax, so it is the answer unless it lies below priceMin; only then are the rooms
      // probed. Most buildings in a band need no probe at all.
      const match =
        p.priceMin != null
          ? sql`CASE WHEN b.from_price >= ${p.priceMin} THEN b.from_price ELSE (SELECT min(r.price) ${probe}) END`
          : sql`b.from_price`;
      joins.push(sql`JOIN LATERAL (SELECT ${match} AS match_price) m ON m.match_price IS NOT NULL`);
    }
    narrow.push(p.moveIn ? sql`m.match_price, m.match_terms` : sql`m.match_price`);
    wide.push(p.moveIn ? sql`page.match_price, page.match_terms` : sql`page.match_price`);
    price = sql`m.match_price`;
  }

  // The sort key is selected as `k`, so the outer query orders the page's rows the same way.
  const key: Record<Sort, { k: SQL; desc: boolean; idDesc?: boolean }> = {
    // On a school's page the walk weighs in: score × 1,000 − metres × RECOMMEND_POINTS_PER_KM.
    recommended: {
      k: p.schoolId ? sql`(b.recommend_score::bigint * 1000 - d.distance_m::bigint * ${RECOMMEND_POINTS_PER_KM})` : sql`b.recommend_score`,
      desc: true,
    },
    price_asc: { k: price, desc: false },
    price_desc: { k: price, desc: true },
    distance: { k: sql`d.distance_m`, desc: false },
    newest: { k: sql`b.created_at`, desc: true, idDesc: true },
  };
  const { k, desc, idDesc } = key[p.sort];
  const order = (kk: SQL, id: SQL) => sql`${kk} ${sql.raw(desc ? "DESC" : "ASC")}, ${id}${sql.raw(idDesc ? " DESC" : "")}`;
  const offset = (p.pageNum - 1) * p.pageSize;
  const from = sql`FROM buildings b ${sql.join(joins, sql` `)} WHERE ${sql.join(where, sql` AND `)}`;
  const [idx, rows] = await Promise.all([
    api.catalogueIndex(),
    // The page comes back as one JSON array: one JSON.parse instead of decoding arrays per row.
    query<{ rows: ListRow[] }>(sql`
    WITH page AS (
      SELECT b.id, ${k} AS k${narrow.length ? sql`, ${sql.join(narrow, sql`, `)}` : sql``}, count(*) OVER ()::int AS total
      ${from}
      ORDER BY ${order(k, sql`b.id`)} LIMIT ${p.pageSize} OFFSET ${offset})
    SELECT coalesce(json_agg(x ORDER BY ${order(sql`x.k`, sql`x.id`)}), '[]') AS rows FROM (
      SELECT ${LIST_COLUMNS}${wide.length ? sql`, ${sql.join(wide, sql`, `)}` : sql``}, page.k, page.total
      FROM page JOIN buildings b ON b.id = page.id) x`).then((r) => r[0].rows),
  ]);
  // Past the last page the window count is absent: count separately.
  const totalCount = rows.length
    ? rows[0].total
    : offset === 0
      ? 0
      : (await query<{ n: number }>(sql`SELECT count(*)::int AS n ${from}`))[0].n;
  return {
    list: rows.map((r) => {
      const city = idx.cities.get(r.city_id);
      const country = idx.countries.get(r.country_id);
      return toCard(
        {
          ...r,
          city_slug: city?.slug ?? "",
          city_zh: city?.nameZh ?? "",
          city_en: city?.nameEn ?? "",
          demo: city?.demo ?? false,
          country_slug: country?.slug ?? "",
          country_zh: country?.nameZh ?? "",
          country_en: country?.nameEn ?? "",
          tenancy:
            p.moveIn && r.match_terms != null
              ? tenancyInMonth(
                  { price: r.match_price!, leaseTerms: r.match_terms ? r.match_terms.split(",").map(Number) : [], stock: 1 },
                  r.country_iso2,
                  r.price_unit,
                  new Date().toISOString().slice(0, 10),
                  p.moveIn,
                  lang,
                )
              : undefined,
        },
        lang,
      );
    }),
    pageNum: p.pageNum,
    pageSize: p.pageSize,
    pages: Math.ceil(totalCount / p.pageSize),
    totalCount,
  };
}

/** Filter options for a location, with counts of apartments that each option keeps. */
async function filterOptionsSql(loc: Location, lang: Lang) {
  if (!loc.countryId && !loc.cityId && !loc.schoolId) throw new ApiError("location_required");
  const where = locationWhere(loc);
  const join = loc.schoolId
    ? sql`JOIN building_school_distances d ON d.building_id = b.id AND d.school_id = ${loc.schoolId}`
    : sql``;
  const scope = sql`FROM buildings b ${join} WHERE ${sql.join(where, sql` AND `)}`;

  const [summary] = await query<{
    total: number;
    min_price: number | null;
    max_price: number | null;
    currency: string | null;
    price_unit: "week" | "month" | null;
  }>(sql`SELECT count(*)::int AS total, min(b.from_price) AS min_price, max(b.to_price) AS max_price,
      mode() WITHIN GROUP (ORDER BY b.currency) AS currency,
      mode() WITHIN GROUP (ORDER BY b.price_unit) AS price_unit ${scope}`);

  const counted = await query<{ kind: string; key: string; n: number }>(sql`
    SELECT kind, key, count(*)::int AS n FROM (
      SELECT 'room' AS kind, unnest(b.room_types) AS key ${scope}
      UNION ALL SELECT 'lease', unnest(b.lease_types) ${scope}
      UNION ALL SELECT 'facility', unnest(b.facilities) ${scope}
    ) k GROUP BY kind, key`);
  const countOf = (kind: string) => new Map(counted.filter((c) => c.kind === kind).map((c) => [c.key, c.n]));
  const withCounts = (kind: string, labels: Record<string, { zh: string; en: string }>) => {
    const counts = countOf(kind);
    return Object.keys(labels)
      .filter((k) => counts.has(k))
      .map((key) => ({ key, name: label(labels[key], lang), count: counts.get(key)! }));
  };

  // Move-in months: every month in which a room with stock has a tenancy starting (from today),
  // each with the apartments that have one.
  const kinds = await tenancyMonths();
  const months = await query<{ month: string; n: number }>(sql`
    SELECT t.month, count(DISTINCT b.id)::int AS n
    FROM (VALUES ${tenancyValues(kinds)}) AS t(iso2, unit, terms, month)
    JOIN countries co ON co.iso2 = t.iso2
    JOIN buildings b ON b.country_id = co.id AND b.price_unit::text = t.unit ${join}
    WHERE ${sql.join(where, sql` AND `)} AND b.available_room_count > 0
      AND EXISTS (SELECT 1 FROM rooms r WHERE r.building_id = b.id AND r.stock > 0 AND array_to_string(r.lease_terms, ',') = t.terms)
    GROUP BY t.month ORDER BY t.month`);

  let distances: { value: number; name: string; count: number }[] = [];
  if (loc.schoolId) {
    const cols = DISTANCE_STEPS.map((s) => sql`count(*) FILTER (WHERE d.distance_m <= ${s})::int AS ${sql.identifier(`d${s}`)}`);
    const [row] = await query<Record<string, number>>(sql`SELECT ${sql.join(cols, sql`, `)} ${scope}`);
    distances = DISTANCE_STEPS.map((s) => ({
      value: s,
      name: lang === "en" ? `Within ${s / 1000} km` : `${s / 1000} 公里以内`,
      count: row[`d${s}`],
    }));
  }

  const unit = summary.price_unit ?? "week";
  return {
    totalCount: summary.total,
    currency: summary.currency,
    priceUnit: summary.price_unit,
    priceUnitName: label(PRICE_UNIT_LABELS[unit], lang),
    price: { min: summary.min_price, max: summary.max_price },
    roomTypes: withCounts("room", ROOM_TYPE_LABELS),
    leaseTypes: withCounts("lease", LEASE_TYPE_LABELS),
    facilities: withCounts("facility", FACILITY_LABELS),
    moveInMonths: months.map((m) => ({ month: m.month, count: m.n })),
    distances,
    sorts: keyed(
      SORTS.filter((s) => s !== "distance" || loc.schoolId),
      SORT_LABELS,
      lang,
    ),
  };
}

beforeAll(async () => {
  await setupApi();
  api = {
    query: (await import("../../api/db/client")).query,
    catalogueIndex: (await import("../../api/catalogue/catalogue-snapshot")).catalogueIndex,
    listHouses: (await import("../../api/catalogue/listing")).listHouses,
    filterOptions: (await import("../../api/catalogue/listing")).filterOptions,
    keyed: (await import("../../api/catalogue/cards")).keyed,
    toCard: (await import("../../api/catalogue/cards")).toCard,
    textArray: (await import("../../api/catalogue/cards")).textArray,
    ApiError: (await import("../../api/http/envelope")).ApiError,
  };
});

describe("house/list and house/filter from memory answer exactly what the SQL statements answered", () => {
  test("over locations × filters × sorts × pages", async () => {
    const [london] = await query<{ id: number; country_id: number }>(sql`SELECT id, country_id FROM cities WHERE slug = 'london'`);
    // A second city with apartments, a school with distances, and that school's own city.
    const [other] = await query<{ id: number }>(sql`
      SELECT city_id AS id FROM buildings WHERE is_published AND city_id <> ${london.id} GROUP BY city_id ORDER BY count(*) DESC, city_id LIMIT 1`);
    const [school] = await query<{ id: number; city_id: number }>(sql`
      SELECT d.school_id AS id, s.city_id FROM building_school_distances d JOIN schools s ON s.id = d.school_id
      GROUP BY d.school_id, s.city_id ORDER BY count(*) DESC, d.school_id LIMIT 1`);
    const [prices] = await query<{ lo: number; mid: number; hi: number }>(sql`
      SELECT min(from_price)::int AS lo, (percentile_disc(0.5) WITHIN GROUP (ORDER BY from_price))::int AS mid, max(to_price)::int AS hi
      FROM buildings WHERE city_id = ${london.id}`);
    const month = (offset: number) => {
      const d = new Date();
      return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset, 1)).toISOString().slice(0, 7);
    };
    const locations: Location[] = [
      { cityId: london.id },
      { cityId: other.id },
      { countryId: london.country_id },
      { countryId: london.country_id, cityId: london.id },
      { schoolId: school.id },
      { schoolId: school.id, cityId: school.city_id },
    ];
    const filters: Partial<ListParams>[] = [
      {},
      { priceMin: prices.mid },
      { priceMax: prices.mid },
      { priceMin: prices.lo + 20, priceMax: prices.mid + 40 },
      { priceMin: prices.hi + 1 },
      { roomTypes: [ROOM_TYPES[0]] },
      { roomTypes: [ROOM_TYPES[1], ROOM_TYPES[3]], priceMax: prices.mid },
      { leaseTypes: [LEASE_TYPES[0]] },
      { leaseTypes: [LEASE_TYPES[1], LEASE_TYPES[2]], priceMin: prices.mid },
      { moveIn: month(0) },
      { moveIn: month(3), roomTypes: [ROOM_TYPES[2]] },
      { moveIn: month(2) },
      { moveIn: month(9), priceMax: prices.mid },
      { moveIn: month(10), leaseTypes: [LEASE_TYPES[2]], priceMin: prices.lo, priceMax: prices.hi },
      { facilities: [FACILITIES[0]] },
      { facilities: [FACILITIES[0], FACILITIES[2]], priceMin: prices.lo + 10 },
    ];
    let cases = 0;
    let nonEmpty = 0;
    for (const loc of locations) {
      const schoolFilters = loc.schoolId ? [{}, { maxDistance: 1500 }, { maxDistance: 4000, priceMax: prices.mid }] : [{}];
      for (const f of filters) {
        for (const extra of schoolFilters) {
          for (const sort of SORTS.filter((s) => s !== "distance" || loc.schoolId) as Sort[]) {
            for (const pageNum of [1, 2, 7]) {
              const p: ListParams = { ...loc, ...f, ...extra, sort, pageNum, pageSize: 10 };
              if (p.priceMin != null && p.priceMax != null && p.priceMin > p.priceMax) continue; // refused: tested below
              const lang: Lang = cases % 2 ? "en" : "cn";
              const expected = await listHousesSql(p, lang);
              const actual = await api.listHouses(p, lang);
              expect(actual, JSON.stringify(p)).toEqual(expected);
              cases++;
              if (expected.list.length) nonEmpty++;
            }
          }
        }
      }
    }
    // The grid must exercise real pages, not only empty ones.
    expect(cases).toBeGreaterThan(1000);
    expect(nonEmpty).toBeGreaterThan(cases / 3);
  }, 120_000);

  test("house/filter: the same options and counts for every location", async () => {
    const places = await query<{ country_id: number; city_id: number }>(sql`
      SELECT DISTINCT country_id, city_id FROM buildings ORDER BY city_id LIMIT 40`);
    const schools = await query<{ id: number; city_id: number }>(sql`
      SELECT DISTINCT d.school_id AS id, s.city_id FROM building_school_distances d JOIN schools s ON s.id = d.school_id ORDER BY d.school_id LIMIT 40`);
    const locations: Location[] = [
      ...places.flatMap((p) => [{ cityId: p.city_id }, { countryId: p.country_id }]),
      ...schools.flatMap((s) => [{ schoolId: s.id }, { schoolId: s.id, cityId: s.city_id }]),
      { cityId: 999_999 },
      { schoolId: 999_999 },
    ];
    for (const [i, loc] of locations.entries()) {
      const lang: Lang = i % 2 ? "en" : "cn";
      expect(await api.filterOptions(loc, lang), JSON.stringify(loc)).toEqual(await filterOptionsSql(loc, lang));
    }
    expect(locations.length).toBeGreaterThan(60);
  });

  test("the same input errors", async () => {
    for (const p of [
      { sort: "recommended", pageNum: 1, pageSize: 10 },
      { cityId: 1, priceMin: 500, priceMax: 100, sort: "recommended", pageNum: 1, pageSize: 10 },
      { cityId: 1, sort: "distance", pageNum: 1, pageSize: 10 },
      { cityId: 1, maxDistance: 1000, sort: "recommended", pageNum: 1, pageSize: 10 },
    ] as ListParams[]) {
      const expected = await listHousesSql(p, "cn").catch((e: Error) => e.message);
      const actual = await api.listHouses(p, "cn").catch((e: InstanceType<Api["ApiError"]>) => e.message);
      expect(actual).toBe(expected);
    }
  });
});
