import { savedApartments } from "./saved";
import type { Lang } from "#core/constants";
import {
  DISTANCE_STEPS,
  RECOMMEND_POINTS_PER_KM,
  FACILITY_LABELS,
  LEASE_TYPE_LABELS,
  PRICE_UNIT_LABELS,
  ROOM_TYPE_LABELS,
  SORT_LABELS,
  SORTS,
  label,
  type Sort,
} from "./labels";
import { ApiError } from "../http/envelope";
import { keyed, toCard } from "./cards";
import { tenanciesOf, tenancyInMonth, type Unit } from "./costs";
import { listingIndex } from "./catalogue-snapshot";
import { leaseMask, roomTypeCode, type ListedApartment, type ListingIndex, type Offers, type SchoolDistance } from "./listing-index";

/**
 * Months (YYYY-MM) in which a room's tenancies start, from today: rooms of one country, price
 * unit and list of lease terms start in the same months (api/catalogue/costs.ts tenanciesOf), so
 * they are computed once per kind of room and day.
 */
function tenancyMonths(offers: Offers, today: string) {
  const memo = new Map<string, string[]>();
  return (iso2: string, unit: Unit, room: number): string[] => {
    const set = offers.terms[room];
    const key = `${iso2}|${unit}|${set}`;
    let months = memo.get(key);
    if (!months) {
      const list = tenanciesOf({ price: 0, leaseTerms: offers.termSets[set], stock: 1 }, iso2, unit, today, "en");
      memo.set(key, (months = [...new Set(list.map((t) => t.moveIn.slice(0, 7)))]));
    }
    return months;
  };
}

/**
 * Apartment listings (`house/list`) and their filter options (`house/filter`).
 *
 * Location narrows by country, city and/or school (all given ones apply). Building-level
 * filters (facilities, distance) use columns of buildings and distances; room-level filters
 * (price, room type, lease, move-in month) need one room that satisfies all of them at once.
 * They are pre-screened by the aggregates kept on buildings (from/to price, room_types,
 * lease_types), then decided by a probe over the building's rooms — except a price-only filter,
 * which from_price decides for every building whose cheapest room is within the band.
 * The card then shows the cheapest matching room's price.
 */
export interface Location {
  countryId?: number;
  cityId?: number;
  schoolId?: number;
}

export interface ListParams extends Location {
  priceMin?: number;
  priceMax?: number;
  roomTypes?: string[];
  leaseTypes?: string[];
  /** YYYY-MM */
  moveIn?: string;
  /** metres, needs schoolId */
  maxDistance?: number;
  facilities?: string[];
  sort: Sort;
  pageNum: number;
  pageSize: number;
}

/**
 * The room-level filters of a listing as one test per apartment: the price of its cheapest
 * room that satisfies all of them at once, or null when none does. Apartments are first
 * screened by their aggregates (price range, room and lease types, earliest availability); a
 * price-only filter then needs no room at all when the cheapest room is within the band.
 */
function roomMatcher(p: ListParams, offers: Offers): ((a: ListedApartment, hit: Hit) => number | null) | null {
  const types = p.roomTypes?.length ? p.roomTypes : null;
  const leases = p.leaseTypes?.length ? p.leaseTypes : null;
  const month = p.moveIn ?? null;
  // A move-in month needs a room with stock that has a tenancy starting in it.
  const monthsOf = month ? tenancyMonths(offers, new Date().toISOString().slice(0, 10)) : null;
  if (p.priceMin == null && p.priceMax == null && !types && !leases && !month) return null;
  const min = p.priceMin ?? -Infinity;
  const max = p.priceMax ?? Infinity;
  const typeCodes = types ? new Set(types.map(roomTypeCode)) : null;
  const leaseBits = leases ? leaseMask(leases) : 0;
  const { price, type, lease, free } = offers;
  return (a, hit) => {
    const c = a.card;
    if (c.to_price < min || c.from_price > max) return null;
    if (types && !c.room_types.some((t) => types.includes(t))) return null;
    if (leases && !c.lease_types.some((t) => leases.includes(t))) return null;
    if (month && c.available_room_count === 0) return null;
    if (!types && !leases && !month && c.from_price >= min) return c.from_price;
    for (let i = a.first; i < a.end; i++) {
      // Rooms are in price order: the first one that fits is the cheapest.
      if (price[i] < min) continue;
      if (price[i] > max) return null;
      if (typeCodes && !typeCodes.has(type[i])) continue;
      if (leases && (lease[i] & leaseBits) === 0) continue;
      if (month && (!free[i] || !monthsOf!(c.country_iso2, c.price_unit, i).includes(month))) continue;
      hit.room = i;
      return price[i];
    }
    return null;
  };
}

interface Hit {
  a: ListedApartment;
  /** The cheapest matching room's price, when room-level filters apply. */
  match?: number;
  /** That room (its index in the offers), when a room had to be probed. */
  room?: number;
  distance?: SchoolDistance;
}

/** A location's published apartments (all given parts apply), with the distance when a school is given. */
function scopeOf(loc: Location, listings: ListingIndex): Hit[] {
  const inPlace = (a: ListedApartment) =>
    (!loc.cityId || a.card.city_id === loc.cityId) && (!loc.countryId || a.card.country_id === loc.countryId);
  if (loc.schoolId) {
    return (listings.bySchool.get(loc.schoolId) ?? [])
      .filter((d) => inPlace(d.apartment))
      .map((d) => ({ a: d.apartment, distance: d }));
  }
  const list = (loc.cityId ? listings.byCity.get(loc.cityId) : listings.byCountry.get(loc.countryId!)) ?? [];
  return list.filter(inPlace).map((a) => ({ a }));
}

/** The recommended rank: on a school's page the distance weighs in (RECOMMEND_POINTS_PER_KM). The rank, an integer (score × 1,000 − metres × points per km). */
export function recommendRank(score: number, distanceM?: number): number {
  return score * 1000 - (distanceM ?? 0) * RECOMMEND_POINTS_PER_KM;
}

/** Sort orders; every one ends on the id so pages never overlap. */
const ORDER: Record<Sort, (x: Hit, y: Hit) => number> = {
  recommended: (x, y) =>
    recommendRank(y.a.card.recommend_score, y.distance?.distance_m) - recommendRank(x.a.card.recommend_score, x.distance?.distance_m) ||
    x.a.card.id - y.a.card.id,
  price_asc: (x, y) => (x.match ?? x.a.card.from_price) - (y.match ?? y.a.card.from_price) || x.a.card.id - y.a.card.id,
  price_desc: (x, y) => (y.match ?? y.a.card.from_price) - (x.match ?? x.a.card.from_price) || x.a.card.id - y.a.card.id,
  distance: (x, y) => x.distance!.distance_m - y.distance!.distance_m || x.a.card.id - y.a.card.id,
  newest: (x, y) => y.a.card.created_us - x.a.card.created_us || y.a.card.id - x.a.card.id,
};

/**
 * One page of a listing, the same for every caller (no favourites: see withFavorites), from
 * the in-memory listing index: the location's apartments are filtered, sorted and cut here,
 * with no statement (api/catalogue/listing-index.ts).
 */
export async function listHouses(p: ListParams, lang: Lang) {
  if (!p.countryId && !p.cityId && !p.schoolId) throw new ApiError("location_required");
  if (p.priceMin != null && p.priceMax != null && p.priceMin > p.priceMax) throw new ApiError("price_range_invalid");
  if ((p.sort === "distance" || p.maxDistance != null) && !p.schoolId) throw new ApiError("distance_needs_school");

  const listings = await listingIndex();
  let scope = scopeOf(p, listings);
  if (p.maxDistance != null) scope = scope.filter((h) => h.distance!.distance_m <= p.maxDistance!);
  const facilities = p.facilities?.length ? p.facilities : null;
  if (facilities) scope = scope.filter((h) => facilities.every((f) => h.a.card.facilities.includes(f)));
  const match = roomMatcher(p, listings.offers);
  if (match) {
    scope = scope.filter((h) => {
      const price = match(h.a, h);
      if (price == null) return false;
      h.match = price;
      return true;
    });
  }
  scope.sort(ORDER[p.sort]);

  const offset = (p.pageNum - 1) * p.pageSize;
  const today = new Date().toISOString().slice(0, 10);
  const { offers } = listings;
  return {
    // The extras as their own small object: spreading the card and adding keys would give V8 a
    // slow dictionary object, ten times dearer per card than the whole filter and sort.
    list: scope.slice(offset, offset + p.pageSize).map(({ a, match, room, distance: d }) =>
      toCard(a.card, lang, {
        school_id: d?.school_id,
        distance_m: d?.distance_m,
        walk_minutes: d?.walk_minutes,
        transit_minutes: d?.transit_minutes,
        match_price: match,
        // With a move-in month, the matching room's tenancy starting then: the card states it.
        tenancy:
          p.moveIn && room !== undefined
            ? tenancyInMonth({ price: offers.price[room], leaseTerms: offers.termSets[offers.terms[room]], stock: 1 }, a.card.country_iso2, a.card.price_unit, today, p.moveIn, lang)
            : undefined,
      }),
    ),
    pageNum: p.pageNum,
    pageSize: p.pageSize,
    pages: Math.ceil(scope.length / p.pageSize),
    totalCount: scope.length,
  };
}

/**
 * A logged-in caller's view of a listing page: each card says whether it is saved
 * (`favoritedAt`, the saving time or null), from the student's saved list kept in memory
 * (saved.ts), so the page itself can come from the shared cache.
 */
export async function withFavorites<T extends { list: { id: number }[] }>(
  page: T,
  userId: number,
): Promise<T & { list: (T["list"][number] & { favoritedAt: string | null })[] }> {
  const at = page.list.length ? await savedApartments(userId) : new Map<number, string>();
  return { ...page, list: page.list.map((c) => ({ ...c, favoritedAt: at.get(c.id) ?? null })) };
}

/** The value most apartments have; a tie goes to the first in `order` (as SQL's mode()). */
function mode<T extends string>(values: T[], order: (x: T, y: T) => number): T | null {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: T | null = null;
  for (const [v, n] of counts) {
    const m = best === null ? 0 : counts.get(best)!;
    if (n > m || (n === m && order(v, best!) < 0)) best = v;
  }
  return best;
}

const PRICE_UNIT_ORDER = ["week", "month"]; // the enum's order in the database

/** Filter options for a location, with counts of apartments that each option keeps. */
export async function filterOptions(loc: Location, lang: Lang) {
  if (!loc.countryId && !loc.cityId && !loc.schoolId) throw new ApiError("location_required");
  const listings = await listingIndex();
  const scope = scopeOf(loc, listings);
  const cards = scope.map((h) => h.a.card);

  const countOf = (keys: (a: ListedApartment) => string[]) => {
    const counts = new Map<string, number>();
    for (const h of scope) for (const k of keys(h.a)) counts.set(k, (counts.get(k) ?? 0) + 1);
    return counts;
  };
  const withCounts = (counts: Map<string, number>, labels: Record<string, { zh: string; en: string }>) =>
    Object.keys(labels)
      .filter((k) => counts.has(k))
      .map((key) => ({ key, name: label(labels[key], lang), count: counts.get(key)! }));

  // Move-in months: every month in which a tenancy of a room with stock starts (from today),
  // each with the apartments that have one.
  const monthsOf = tenancyMonths(listings.offers, new Date().toISOString().slice(0, 10));
  const counts = new Map<string, number>();
  const seen = new Set<string>();
  for (const { a } of scope) {
    if (a.card.available_room_count === 0) continue;
    seen.clear();
    for (let i = a.first; i < a.end; i++) {
      if (!listings.offers.free[i]) continue;
      for (const month of monthsOf(a.card.country_iso2, a.card.price_unit, i)) seen.add(month);
    }
    for (const month of seen) counts.set(month, (counts.get(month) ?? 0) + 1);
  }
  const months = [...counts].sort(([x], [y]) => (x < y ? -1 : 1)).map(([month, count]) => ({ month, count }));

  const distances = loc.schoolId
    ? DISTANCE_STEPS.map((step) => ({
        value: step,
        name: lang === "en" ? `Within ${step / 1000} km` : `${step / 1000} 公里以内`,
        count: scope.filter((h) => h.distance!.distance_m <= step).length,
      }))
    : [];

  const priceUnit = mode(
    cards.map((c) => c.price_unit),
    (x, y) => PRICE_UNIT_ORDER.indexOf(x) - PRICE_UNIT_ORDER.indexOf(y),
  );
  return {
    totalCount: scope.length,
    currency: mode(
      cards.map((c) => c.currency),
      (x, y) => (x < y ? -1 : x > y ? 1 : 0),
    ),
    priceUnit,
    priceUnitName: label(PRICE_UNIT_LABELS[priceUnit ?? "week"], lang),
    price: {
      min: cards.length ? Math.min(...cards.map((c) => c.from_price)) : null,
      max: cards.length ? Math.max(...cards.map((c) => c.to_price)) : null,
    },
    roomTypes: withCounts(countOf((a) => a.card.room_types), ROOM_TYPE_LABELS),
    leaseTypes: withCounts(countOf((a) => a.card.lease_types), LEASE_TYPE_LABELS),
    facilities: withCounts(countOf((a) => a.card.facilities), FACILITY_LABELS),
    moveInMonths: months,
    distances,
    sorts: keyed(
      SORTS.filter((s) => s !== "distance" || loc.schoolId),
      SORT_LABELS,
      lang,
    ),
  };
}
