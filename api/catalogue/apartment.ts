import { savedApartments } from "./saved";
import { sql } from "drizzle-orm";
import type { Lang } from "#core/constants";
import type { BuildingFaq, BuildingPolicies, RoomAttributeValue, RoomAttributes } from "#core/stored-json";
import type { ApiData } from "#core/contract";
import {
  BED_SIZES,
  FACILITY_LABELS,
  PRICE_UNIT_LABELS,
  ROOM_ATTRIBUTE_LABELS,
  ROOM_ATTRIBUTE_VALUES,
  ROOM_TYPE_LABELS,
  ROOM_TYPES,
  TAG_LABELS,
  label,
  pick,
} from "./labels";
import { query } from "../db/client";
import { planned } from "../db/planned";
import { ApiError } from "../http/envelope";
import { keyed, placeRef } from "./cards";
import { codeSeed, costOf, feesOf, kindName, mainTenancy, offerText, policyTexts, tenanciesOf, type Tenancy, type Unit } from "./costs";
import { DEFAULT_CANCELLATION_POLICY, policyText, type CancellationPolicy } from "./policy";
import { rateDto, rateOf } from "./rates";
import { blockedPeriodsOf, markBlocked, type BlockedPeriod } from "./blocked-periods";
import type { CatalogueIndex } from "./catalogue-index";

/**
 * The apartment page (`house/info`) and the room page (`room/info`, `room/attrList`).
 * Rooms are grouped by type in the catalogue's type order, each group with its cheapest
 * price and free-room count, so the page can render type tabs without regrouping.
 */
interface BuildingRow {
  id: number;
  code: string;
  name_zh: string;
  name_en: string;
  address_zh: string;
  address_en: string;
  postcode: string | null;
  lat: number;
  lng: number;
  description_zh: string;
  description_en: string;
  facilities: string[];
  photos: string[];
  tags: string[];
  policies: BuildingPolicies;
  faq: BuildingFaq;
  currency: string;
  price_unit: "week" | "month";
  from_price: number;
  to_price: number;
  room_count: number;
  available_room_count: number;
  available_from: string | null;
  created_at: string;
  city_id: number;
  city_slug: string;
  city_zh: string;
  city_en: string;
  country_id: number;
  country_slug: string;
  country_zh: string;
  country_en: string;
  country_iso2: string;
  fees: unknown;
}

interface RoomRow {
  id: number;
  code: string;
  building_id: number;
  name_zh: string;
  name_en: string;
  room_type: string;
  price: number;
  area_m2: number;
  bed_size: string;
  lease_terms: number[];
  lease_types: string[];
  available_from: string;
  available_to: string | null;
  stock: number;
  photos: string[];
  attributes: RoomAttributes;
}

const ROOM_COLUMNS = sql`r.id, r.code, r.building_id, r.name_zh, r.name_en, r.room_type, r.price, r.area_m2,
    r.bed_size, r.lease_terms, r.lease_types, r.available_from::text AS available_from,
    r.available_to::text AS available_to, r.stock, r.photos, r.attributes`;

/** What the apartment page shows of a room (its document leaves out attributes and building_id). */
type DocRoom = Omit<RoomRow, "attributes" | "building_id">;

function roomDto(r: DocRoom, unit: "week" | "month", lang: Lang) {
  return {
    id: r.id,
    code: r.code,
    name: lang === "en" ? r.name_en : r.name_zh,
    enName: r.name_en,
    cnName: r.name_zh,
    roomType: r.room_type,
    roomTypeName: label(ROOM_TYPE_LABELS[r.room_type as keyof typeof ROOM_TYPE_LABELS], lang, r.room_type),
    price: r.price,
    areaM2: r.area_m2,
    bedSize: r.bed_size,
    bedSizeName: label(BED_SIZES[r.bed_size], lang, r.bed_size),
    leaseTerms: r.lease_terms,
    leaseUnit: unit,
    leaseTypes: r.lease_types,
    availableFrom: r.available_from,
    availableTo: r.available_to,
    stock: r.stock,
    available: r.stock > 0,
    photo: r.photos[0] ?? null,
    photos: r.photos,
  };
}

export async function isFavorite(userId: number, buildingId: number): Promise<boolean> {
  return (await savedApartments(userId)).has(buildingId);
}

/**
 * The apartment page's document (`building_details`: its columns, rooms in price order and ten
 * nearest schools, built by the seed — api/db/schema.ts). Pages are made from it ahead of time,
 * per language, for the catalogue snapshot (api/catalogue/apartment-pages.ts).
 */
export type HouseDoc = Omit<BuildingRow, "city_slug" | "city_zh" | "city_en" | "country_slug" | "country_zh" | "country_en" | "country_iso2" | "fees"> & {
  rooms: DocRoom[];
  schools: { school_id: number; distance_m: number; walk_minutes: number; transit_minutes: number }[];
  /** Not in the stored document: added by the page builder from buildings.fees and countries.iso2. */
  fees?: unknown;
  /** Not in the stored document either: the apartment's cancellation policy row, added by the page builder. */
  policy?: CancellationPolicy | null;
  country_iso2?: string;
};

/**
 * The cancellation paragraph in the apartment's own policy (the row its landlord edits, which the
 * application form shows and the quote locks); the fee data's generic words only without one.
 */
function withPolicy(texts: ReturnType<typeof policyTexts>, policy: CancellationPolicy | null | undefined, currency: string, lang: Lang) {
  return policy ? { ...texts, cancellation: policyText(policy, currency, lang) } : texts;
}

/** A room's full-year cost (the apartment page's "total"): independent of the day, so pages made ahead stay right. */
function mainCost(r: DocRoom, unit: Unit, iso2: string, fees: ReturnType<typeof feesOf>, lang: Lang) {
  const t = mainTenancy(tenanciesOf({ price: r.price, leaseTerms: r.lease_terms, stock: r.stock }, iso2, unit, "2000-01-01", lang));
  if (!t) return null;
  const c = costOf(t, fees, lang, null);
  return { name: kindName(t.kind, t.leaseTerm, unit, lang), leaseTerm: t.leaseTerm, leaseUnit: unit, rent: c.rent, total: c.total, deposit: c.deposit };
}

/** house/info's data as made ahead of time: what depends on the day or the caller is added when answering. */
export type MadePage = Omit<ApiData<"/rest/building/client/house/info">, "exchangeRate" | "moveIns" | "reviewSummary" | "verifications">;

/**
 * The apartment page (`house/info`) as everyone sees it, from its document and the catalogue's
 * names; null when its city or country is not in the names (then there is no page).
 * `isFavorite` is false here and filled in per caller by the route.
 */
export function houseInfoFromDoc(b: HouseDoc, idx: CatalogueIndex, lang: Lang): MadePage | null {
  const rooms = b.rooms;
  const city = idx.cities.get(b.city_id);
  const country = idx.countries.get(b.country_id);
  if (!city || !country) return null;
  const schools = b.schools.flatMap((d) => {
    const s = idx.schools.get(d.school_id);
    const sc = s && idx.cities.get(s.cityId);
    const sco = s && idx.countries.get(s.countryId);
    return s && sc && sco ? [{ ...d, s, citySlug: sc.slug, countrySlug: sco.slug }] : [];
  });
  const iso2 = b.country_iso2 ?? "";
  const fees = feesOf(b.fees, iso2, b.price_unit, b.tags, codeSeed(b.code));
  const groups = ROOM_TYPES.map((type) => {
    const list = rooms.filter((r) => r.room_type === type);
    if (!list.length) return null;
    return {
      roomType: type,
      roomTypeName: label(ROOM_TYPE_LABELS[type], lang),
      fromPrice: Math.min(...list.map((r) => r.price)),
      // Free rooms of the type (every room's stock), not the number of room listings.
      availableCount: list.reduce((n, r) => n + Math.max(0, r.stock), 0),
      rooms: list.map((r) => ({ ...roomDto(r, b.price_unit, lang), mainCost: mainCost(r, b.price_unit, iso2, fees, lang) })),
    };
  }).filter((g) => g !== null);

  return {
    id: b.id,
    code: b.code,
    name: lang === "en" ? b.name_en : b.name_zh,
    enName: b.name_en,
    cnName: b.name_zh,
    address: lang === "en" ? b.address_en : b.address_zh,
    postcode: b.postcode,
    lat: b.lat,
    lng: b.lng,
    /** WGS-84, as the catalogue stores it (maps convert for GCJ-02 providers in the browser). */
    location: { lat: b.lat, lng: b.lng },
    description: lang === "en" ? b.description_en : b.description_zh,
    currency: b.currency,
    priceUnit: b.price_unit,
    priceUnitName: label(PRICE_UNIT_LABELS[b.price_unit], lang),
    fromPrice: b.from_price,
    toPrice: b.to_price,
    photos: b.photos,
    tags: keyed(b.tags, TAG_LABELS, lang),
    facilities: keyed(b.facilities, FACILITY_LABELS, lang),
    policies: withPolicy(policyTexts(fees, b.price_unit, b.currency, lang), b.policy, b.currency, lang),
    /** Each offer with its conditions, in words made from the fee data (as the payment policy's). */
    offers: fees.offers.map((o) => offerText(o, b.price_unit, b.currency, lang)),
    guarantorRequired: !b.tags.includes("no_guarantor"),
    faq: b.faq.map((f) => ({ q: pick(f.q, lang), a: pick(f.a, lang) })),
    roomCount: b.room_count,
    availableRoomCount: b.available_room_count,
    availableFrom: b.available_from,
    createdAt: b.created_at,
    demo: city.demo,
    city: placeRef(lang, { id: city.id, slug: city.slug, zh: city.nameZh, en: city.nameEn }),
    country: placeRef(lang, { id: country.id, slug: country.slug, zh: country.nameZh, en: country.nameEn }),
    roomGroups: groups,
    schools: schools.map(({ s, ...d }) => ({
      id: s.id,
      slug: s.slug,
      name: lang === "en" ? s.nameEn : s.nameZh,
      enName: s.nameEn,
      citySlug: d.citySlug,
      countrySlug: d.countrySlug,
      distanceM: d.distance_m,
      walkMinutes: d.walk_minutes,
      transitMinutes: d.transit_minutes,
      lat: s.lat,
      lng: s.lng,
    })),
    isFavorite: false,
  };
}

/**
 * What the room page, the application form and applying read of a room's apartment: not its
 * long texts (description, FAQ, policies), which the room page never shows and which made the
 * building's read cost about three times the room's own.
 */
type RoomBuilding = Pick<
  BuildingRow,
  "id" | "code" | "name_zh" | "name_en" | "address_zh" | "address_en" | "facilities" | "photos" | "tags" | "currency" | "price_unit" | "fees"
  | "city_id" | "city_slug" | "city_zh" | "city_en" | "country_id" | "country_slug" | "country_zh" | "country_en" | "country_iso2"
>;

const ROOM_BUILDING_COLUMNS = sql`b.code AS b_code, b.name_zh AS b_name_zh, b.name_en AS b_name_en, b.address_zh AS b_address_zh,
    b.address_en AS b_address_en, b.facilities AS b_facilities, b.photos AS b_photos, b.tags AS b_tags, b.currency AS b_currency,
    b.price_unit AS b_price_unit, b.fees AS b_fees,
    ci.id AS city_id, ci.slug AS city_slug, ci.name_zh AS city_zh, ci.name_en AS city_en,
    co.id AS country_id, co.slug AS country_slug, co.name_zh AS country_zh, co.name_en AS country_en, co.iso2 AS country_iso2`;

const ROOM_JOINS = sql`JOIN buildings b ON b.id = r.building_id AND b.is_published
    JOIN cities ci ON ci.id = b.city_id JOIN countries co ON co.id = b.country_id`;

type RoomWithBuildingRow = RoomRow & { [K in keyof RoomBuilding as K extends `city_${string}` | `country_${string}` ? K : `b_${K & string}`]: RoomBuilding[K] };

function split<T extends RoomWithBuildingRow>(row: T): { room: RoomRow; building: RoomBuilding } {
  return {
    room: {
      id: row.id, code: row.code, building_id: row.building_id, name_zh: row.name_zh, name_en: row.name_en, room_type: row.room_type,
      price: row.price, area_m2: row.area_m2, bed_size: row.bed_size, lease_terms: row.lease_terms, lease_types: row.lease_types,
      available_from: row.available_from, available_to: row.available_to, stock: row.stock, photos: row.photos, attributes: row.attributes,
    },
    building: {
      id: row.building_id, code: row.b_code, name_zh: row.b_name_zh, name_en: row.b_name_en, address_zh: row.b_address_zh,
      address_en: row.b_address_en, facilities: row.b_facilities, photos: row.b_photos, tags: row.b_tags, currency: row.b_currency,
      price_unit: row.b_price_unit, fees: row.b_fees,
      city_id: row.city_id, city_slug: row.city_slug, city_zh: row.city_zh, city_en: row.city_en,
      country_id: row.country_id, country_slug: row.country_slug, country_zh: row.country_zh, country_en: row.country_en, country_iso2: row.country_iso2,
    },
  };
}

/** A room of a published apartment and what is read of its apartment, in one statement. */
async function roomBy(code: string): Promise<{ room: RoomRow; building: RoomBuilding }> {
  const [row] = await query<RoomWithBuildingRow>(sql`SELECT ${ROOM_COLUMNS}, ${ROOM_BUILDING_COLUMNS} FROM rooms r ${ROOM_JOINS} WHERE r.code = ${code} LIMIT 1`);
  if (!row) throw new ApiError("room_not_found");
  return split(row);
}

function attributeList(room: RoomRow, unit: "week" | "month", lang: Lang) {
  const unitName = label(PRICE_UNIT_LABELS[unit], lang);
  const value = (v: RoomAttributeValue) =>
    typeof v === "string" && v in ROOM_ATTRIBUTE_VALUES ? label(ROOM_ATTRIBUTE_VALUES[v], lang) : String(v);
  const list: { key: string; name: string; value: string }[] = [
    { key: "area", name: label(ROOM_ATTRIBUTE_LABELS.area, lang), value: `${room.area_m2} m²` },
    { key: "bedSize", name: label(ROOM_ATTRIBUTE_LABELS.bedSize, lang), value: label(BED_SIZES[room.bed_size], lang, room.bed_size) },
    {
      key: "leaseTerms",
      name: label(ROOM_ATTRIBUTE_LABELS.leaseTerms, lang),
      value: room.lease_terms.map((t) => (lang === "en" ? `${t} ${unitName}s` : `${t}${unitName}`)).join(lang === "en" ? ", " : "、"),
    },
    { key: "availableFrom", name: label(ROOM_ATTRIBUTE_LABELS.availableFrom, lang), value: room.available_from },
  ];
  if (room.available_to) {
    list.push({ key: "availableTo", name: label(ROOM_ATTRIBUTE_LABELS.availableTo, lang), value: room.available_to });
  }
  for (const [key, v] of Object.entries(room.attributes)) {
    if (v === undefined || !(key in ROOM_ATTRIBUTE_LABELS)) continue;
    list.push({ key, name: label(ROOM_ATTRIBUTE_LABELS[key], lang), value: value(v) });
  }
  return list;
}

/** A room's tenancies from today and each one's cost (with CNY at the current rate). */
async function roomCosts(room: RoomRow, b: RoomBuilding, lang: Lang, blocked?: readonly BlockedPeriod[]) {
  // A tenancy that meets one of the room's blocked periods is offered as not available.
  const periods = blocked ?? (await blockedPeriodsOf(room.id));
  const tenancies = markBlocked(tenanciesOf({ price: room.price, leaseTerms: room.lease_terms, stock: room.stock }, b.country_iso2, b.price_unit, todayUtc(), lang), periods);
  const fees = feesOf(b.fees, b.country_iso2, b.price_unit, b.tags, codeSeed(b.code));
  const rate = await rateOf(b.currency);
  const costs = tenancies.map((t) => costOf(t, fees, lang, rate?.cny ?? null));
  return { tenancies, costs, fees, exchangeRate: rateDto(rate) };
}

export const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The room's dates and lease terms as its tenancies give them (one rule for every date and term shown). */
function withTenancyDates<T extends { available_from: string; available_to: string | null; lease_terms: number[] }>(room: T, tenancies: Pick<Tenancy, "moveIn" | "moveOut" | "leaseTerm">[]): T {
  if (!tenancies.length) return room;
  return {
    ...room,
    available_from: tenancies.reduce((m, t) => (t.moveIn < m ? t.moveIn : m), tenancies[0].moveIn),
    available_to: tenancies.reduce((m, t) => (t.moveOut > m ? t.moveOut : m), tenancies[0].moveOut),
    lease_terms: [...new Set(tenancies.map((t) => t.leaseTerm))].sort((a, b) => b - a),
  };
}

/**
 * The room page's reads in one statement: the room and its apartment, up to six other rooms of
 * the apartment (the same type first, then by price), the room's blocked periods and the
 * apartment's cancellation policy. A room page seen for the first time used to make five
 * statements; on the embedded engine each costs its own round through the protocol, and first
 * views are a third of a real visitor mix.
 */
interface RoomPageRow extends RoomWithBuildingRow {
  siblings: RoomRow[];
  blocked: BlockedPeriod[];
  policy: CancellationPolicy | null;
}

async function roomPageBy(code: string): Promise<{ room: RoomRow; building: RoomBuilding; siblings: RoomRow[]; blocked: BlockedPeriod[]; policy: CancellationPolicy }> {
  // Planned once (api/db/planned.ts): one index lookup by code, then the apartment's few rows.
  const [row] = await query<RoomPageRow>(planned(sql`
    WITH me AS (SELECT ${ROOM_COLUMNS}, ${ROOM_BUILDING_COLUMNS} FROM rooms r ${ROOM_JOINS} WHERE r.code = ${code} LIMIT 1)
    SELECT me.*,
      (SELECT coalesce(json_agg(s), '[]') FROM (SELECT ${ROOM_COLUMNS} FROM rooms r
        WHERE r.building_id = me.building_id AND r.id <> me.id ORDER BY (r.room_type = me.room_type) DESC, r.price LIMIT 6) s) AS siblings,
      (SELECT coalesce(json_agg(p ORDER BY p."startsOn", p.id), '[]') FROM (SELECT id, starts_on::text AS "startsOn", ends_on::text AS "endsOn", reason, source
        FROM room_blocked_periods WHERE room_id = me.id) p) AS blocked,
      (SELECT json_build_object('coolingOffDays', cp.cooling_off_days, 'visaAdminFee', cp.visa_admin_fee, 'refundWithinDays', cp.refund_within_days)
        FROM cancellation_policies cp WHERE cp.building_id = me.building_id) AS policy
    FROM me`));
  if (!row) throw new ApiError("room_not_found");
  return { ...split(row), siblings: row.siblings, blocked: row.blocked, policy: row.policy ?? DEFAULT_CANCELLATION_POLICY };
}

export async function roomInfo(code: string, lang: Lang) {
  const { room: stored, building: b, siblings, blocked, policy } = await roomPageBy(code);
  const { tenancies, costs, fees, exchangeRate } = await roomCosts(stored, b, lang, blocked);
  const room = withTenancyDates(stored, tenancies);
  const today = todayUtc();
  return {
    ...roomDto(room, b.price_unit, lang),
    currency: b.currency,
    priceUnit: b.price_unit,
    priceUnitName: label(PRICE_UNIT_LABELS[b.price_unit], lang),
    attributes: attributeList(room, b.price_unit, lang),
    tenancies: tenancies.map(({ code, kind, name, moveIn, moveOut, leaseTerm, leaseUnit, price, available }) => ({
      code, kind, name, moveIn, moveOut, leaseTerm, leaseUnit, price, available,
    })),
    costs,
    exchangeRate,
    offers: fees.offers.map((o) => offerText(o, b.price_unit, b.currency, lang)),
    guarantorRequired: !b.tags.includes("no_guarantor"),
    building: {
      id: b.id,
      code: b.code,
      name: lang === "en" ? b.name_en : b.name_zh,
      enName: b.name_en,
      cnName: b.name_zh,
      address: lang === "en" ? b.address_en : b.address_zh,
      photo: b.photos[0] ?? null,
      facilities: keyed(b.facilities, FACILITY_LABELS, lang),
      policies: withPolicy(policyTexts(fees, b.price_unit, b.currency, lang), policy, b.currency, lang),
      city: placeRef(lang, { id: b.city_id, slug: b.city_slug, zh: b.city_zh, en: b.city_en }),
      country: placeRef(lang, { id: b.country_id, slug: b.country_slug, zh: b.country_zh, en: b.country_en }),
    },
    otherRooms: siblings.map((r) =>
      roomDto(withTenancyDates(r, tenanciesOf({ price: r.price, leaseTerms: r.lease_terms, stock: r.stock }, b.country_iso2, b.price_unit, today, lang)), b.price_unit, lang),
    ),
  };
}

export async function roomAttributes(code: string, lang: Lang) {
  const { room, building } = await roomBy(code);
  const tenancies = tenanciesOf({ price: room.price, leaseTerms: room.lease_terms, stock: room.stock }, building.country_iso2, building.price_unit, todayUtc(), lang);
  return { code: room.code, list: attributeList(withTenancyDates(room, tenancies), building.price_unit, lang) };
}

/** A room's tenancies and costs by its code (the application form and intent/apply), with what the apartment requires. */
export async function roomCostsByCode(code: string, lang: Lang) {
  const { room, building } = await roomBy(code.trim().toLowerCase());
  const costs = await roomCosts(room, building, lang);
  return { ...costs, guarantorRequired: !building.tags.includes("no_guarantor"), cityId: building.city_id, currency: building.currency, iso2: building.country_iso2 };
}
