import { sql } from "drizzle-orm";
import { LEASE_TYPES, ROOM_TYPES } from "./labels";
import { query } from "../db/client";
import { CARD_COLUMNS, type CardRow } from "./cards";

/**
 * What listings are answered from (api/catalogue/listing.ts): every published apartment's card
 * columns (place names included) and sort keys, every room's price, type, lease types and availability, and the
 * apartment-to-school distances — about 8 MB at full scale (8,000 apartments, 200,000 rooms).
 * A listing page is then filtered, sorted and cut in JavaScript without a statement, which on
 * the embedded database (one statement at a time, on the event loop) is what keeps p95 low
 * under concurrency (docs/decisions/010-api-performance.md). Part of the catalogue snapshot
 * (api/catalogue/catalogue-snapshot.ts).
 */

/** The card's columns (the shared CARD_COLUMNS) and what listings filter and sort on besides. */
export type ListedCard = CardRow & {
  lease_types: string[];
  recommend_score: number;
  /** created_at in microseconds since the epoch (exact for timestamptz). */
  created_us: number;
};

export interface ListedApartment {
  card: ListedCard;
  /** This apartment's rooms are offers[first, end), cheapest first (price, then id). */
  first: number;
  end: number;
}

export interface SchoolDistance {
  apartment: ListedApartment;
  school_id: number;
  distance_m: number;
  walk_minutes: number;
  transit_minutes: number;
}

/** Rooms as columns. Dates are days since 1970-01-01; an open end is NO_END. */
export interface Offers {
  price: Int32Array;
  /** 1 + index in ROOM_TYPES; 0 for a type the vocabulary does not know (never matches). */
  type: Uint8Array;
  /** Bit i set = LEASE_TYPES[i] offered. */
  lease: Uint8Array;
  from: Int32Array;
  to: Int32Array;
  /** 1 = the room has stock (its tenancies can be booked). */
  free: Uint8Array;
  /** The room's lease terms: an index into `termSets` (rooms share a handful of term lists). */
  terms: Uint16Array;
  termSets: number[][];
}
export const NO_END = 2 ** 31 - 1;

export interface ListingIndex {
  byCity: Map<number, ListedApartment[]>;
  byCountry: Map<number, ListedApartment[]>;
  bySchool: Map<number, SchoolDistance[]>;
  offers: Offers;
}

export const roomTypeCode = (t: string) => ROOM_TYPES.indexOf(t as (typeof ROOM_TYPES)[number]) + 1;
export const leaseMask = (types: readonly string[]) =>
  types.reduce((m, t) => {
    const i = LEASE_TYPES.indexOf(t as (typeof LEASE_TYPES)[number]);
    return i < 0 ? m : m | (1 << i);
  }, 0);

/** [building_id, price, room_type, lease_types, available_from, available_to | null, stock, lease_terms] */
type OfferRow = [number, number, string, string[], number, number | null, number, number[]];
type DistanceRow = [number, number, number, number, number];

const CHUNK = 1000; // apartments per rooms statement: bounded result size on the embedded engine

export async function buildListingIndex(): Promise<ListingIndex> {
  // JSON aggregates: one parse per statement instead of decoding array columns row by row.
  const [{ rows: apartments }] = await query<{ rows: ListedCard[] }>(sql`
    SELECT coalesce(json_agg(x ORDER BY x.id), '[]') AS rows FROM (
      SELECT ${CARD_COLUMNS}, b.lease_types, b.recommend_score,
        (extract(epoch FROM b.created_at) * 1000000)::float8 AS created_us
      FROM buildings b JOIN cities ci ON ci.id = b.city_id JOIN countries co ON co.id = b.country_id
      WHERE b.is_published) x`);

  const byId = new Map<number, ListedApartment>();
  const byCity = new Map<number, ListedApartment[]>();
  const byCountry = new Map<number, ListedApartment[]>();
  for (const card of apartments) {
    const a: ListedApartment = { card, first: 0, end: 0 };
    byId.set(card.id, a);
    (byCity.get(card.city_id) ?? byCity.set(card.city_id, []).get(card.city_id)!).push(a);
    (byCountry.get(card.country_id) ?? byCountry.set(card.country_id, []).get(card.country_id)!).push(a);
  }

  const rows: OfferRow[] = [];
  const maxId = apartments.length ? apartments[apartments.length - 1].id : 0;
  for (let lo = 0; lo < maxId; lo += CHUNK) {
    const [{ rows: chunk }] = await query<{ rows: OfferRow[] }>(sql`
      SELECT coalesce(json_agg(json_build_array(r.building_id, r.price, r.room_type, r.lease_types,
          r.available_from - DATE '1970-01-01', r.available_to - DATE '1970-01-01', r.stock, r.lease_terms) ORDER BY r.building_id, r.price, r.id), '[]') AS rows
      FROM rooms r WHERE r.building_id > ${lo} AND r.building_id <= ${lo + CHUNK}`);
    for (const r of chunk) if (byId.has(r[0])) rows.push(r);
  }
  const offers: Offers = {
    price: new Int32Array(rows.length),
    type: new Uint8Array(rows.length),
    lease: new Uint8Array(rows.length),
    from: new Int32Array(rows.length),
    to: new Int32Array(rows.length),
    free: new Uint8Array(rows.length),
    terms: new Uint16Array(rows.length),
    termSets: [],
  };
  const termSetOf = new Map<string, number>();
  rows.forEach(([buildingId, price, type, lease, from, to, stock, terms], i) => {
    const a = byId.get(buildingId)!;
    if (a.end === 0) a.first = i;
    a.end = i + 1;
    offers.price[i] = price;
    offers.type[i] = roomTypeCode(type);
    offers.lease[i] = leaseMask(lease);
    offers.from[i] = from;
    offers.to[i] = to ?? NO_END;
    offers.free[i] = stock > 0 ? 1 : 0;
    const key = terms.join(",");
    let set = termSetOf.get(key);
    if (set === undefined) termSetOf.set(key, (set = offers.termSets.push(terms) - 1));
    offers.terms[i] = set;
  });

  const [{ rows: distances }] = await query<{ rows: DistanceRow[] }>(sql`
    SELECT coalesce(json_agg(json_build_array(d.building_id, d.school_id, d.distance_m, d.walk_minutes, d.transit_minutes)), '[]') AS rows
    FROM building_school_distances d`);
  const bySchool = new Map<number, SchoolDistance[]>();
  for (const [buildingId, schoolId, distance_m, walk_minutes, transit_minutes] of distances) {
    const apartment = byId.get(buildingId);
    if (!apartment) continue; // unpublished
    const list = bySchool.get(schoolId) ?? bySchool.set(schoolId, []).get(schoolId)!;
    list.push({ apartment, school_id: schoolId, distance_m, walk_minutes, transit_minutes });
  }
  return { byCity, byCountry, bySchool, offers };
}
