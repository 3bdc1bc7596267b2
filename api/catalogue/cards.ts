import { sql, type SQL } from "drizzle-orm";
import type { Lang } from "#core/constants";
import {
  FACILITY_LABELS,
  PRICE_UNIT_LABELS,
  ROOM_TYPE_LABELS,
  TAG_LABELS,
  label,
  type Bilingual,
} from "./labels";

import { nextMoveIns, type Tenancy } from "./costs";

/**
 * The apartment card: one shape for listings, favourites, the home page and promotions, so the
 * web renders every list of apartments with one component. `CARD_COLUMNS` is the SELECT list
 * it is built from (aliases b = buildings, ci = cities, co = countries).
 */
export const CARD_COLUMNS: SQL = sql`
  b.id, b.code, b.name_zh, b.name_en, b.photos[1] AS photo, b.currency, b.price_unit,
  b.from_price, b.to_price, b.tags, b.facilities, b.room_types, b.room_count, b.available_room_count,
  b.available_from::text AS available_from, b.address_zh, b.address_en, b.lat, b.lng,
  ci.id AS city_id, ci.slug AS city_slug, ci.name_zh AS city_zh, ci.name_en AS city_en, ci.synthetic AS demo,
  co.id AS country_id, co.slug AS country_slug, co.name_zh AS country_zh, co.name_en AS country_en, co.iso2 AS country_iso2`;

export interface CardRow {
  id: number;
  code: string;
  name_zh: string;
  name_en: string;
  photo: string | null;
  currency: string;
  price_unit: "week" | "month";
  from_price: number;
  to_price: number;
  tags: string[];
  facilities: string[];
  room_types: string[];
  room_count: number;
  available_room_count: number;
  available_from: string | null;
  address_zh: string;
  address_en: string;
  lat: number;
  lng: number;
  city_id: number;
  city_slug: string;
  city_zh: string;
  city_en: string;
  country_id: number;
  country_slug: string;
  country_zh: string;
  country_en: string;
  country_iso2: string;
  /** In a town generated for the catalogue's size: the apartment is demo data, marked as such. */
  demo: boolean;
}

/** What a list adds to an apartment's card: the distance to its school, the matching price, when saved. */
export interface CardExtras {
  /** Present when a school is in scope. */
  school_id?: number | null;
  distance_m?: number | null;
  walk_minutes?: number | null;
  transit_minutes?: number | null;
  /** Present when room filters narrowed the price. */
  match_price?: number | null;
  favorited_at?: string | null;
  /** Present when the list is filtered by a move-in month: the matching room's tenancy then. */
  tenancy?: Tenancy;
}

export const keyed = (keys: readonly string[], labels: Record<string, Bilingual>, lang: Lang) =>
  keys.filter((k) => k in labels).map((key) => ({ key, name: label(labels[key], lang) }));

export function placeRef(
  lang: Lang,
  p: { id: number; slug: string; zh: string; en: string },
): { id: number; slug: string; name: string; enName: string; cnName: string } {
  return { id: p.id, slug: p.slug, name: lang === "en" ? p.en : p.zh, enName: p.en, cnName: p.zh };
}

/** The card of `row`; `extra` (by default the row itself, as a SELECT that adds them gives) carries the list's additions. */
export function toCard(row: CardRow & CardExtras, lang: Lang, extra: CardExtras = row) {
  return {
    id: row.id,
    code: row.code,
    name: lang === "en" ? row.name_en : row.name_zh,
    enName: row.name_en,
    cnName: row.name_zh,
    photo: row.photo,
    fromPrice: extra.match_price ?? row.from_price,
    toPrice: row.to_price,
    currency: row.currency,
    priceUnit: row.price_unit,
    priceUnitName: label(PRICE_UNIT_LABELS[row.price_unit], lang),
    tags: keyed(row.tags, TAG_LABELS, lang),
    facilities: keyed(row.facilities, FACILITY_LABELS, lang),
    roomTypes: keyed(row.room_types, ROOM_TYPE_LABELS, lang),
    roomCount: row.room_count,
    availability: {
      availableRoomCount: row.available_room_count,
      soldOut: row.available_room_count === 0,
      // The chosen month's tenancy, else the country's next move-in date (tenancies follow the intakes, from today).
      availableFrom:
        extra.tenancy?.moveIn ??
        (row.available_room_count > 0 ? nextMoveIns(row.country_iso2, new Date().toISOString().slice(0, 10), lang)[0].moveIn : row.available_from),
    },
    address: lang === "en" ? row.address_en : row.address_zh,
    lat: row.lat,
    lng: row.lng,
    distance:
      extra.distance_m != null
        ? {
            schoolId: extra.school_id ?? null,
            metres: extra.distance_m,
            walkMinutes: extra.walk_minutes ?? null,
            transitMinutes: extra.transit_minutes ?? null,
          }
        : null,
    demo: row.demo,
    city: placeRef(lang, { id: row.city_id, slug: row.city_slug, zh: row.city_zh, en: row.city_en }),
    country: placeRef(lang, { id: row.country_id, slug: row.country_slug, zh: row.country_zh, en: row.country_en }),
    ...(extra.favorited_at !== undefined ? { favoritedAt: extra.favorited_at } : {}),
    ...(extra.tenancy
      ? {
          tenancy: (({ code, kind, name, moveIn, moveOut, leaseTerm, leaseUnit, price, available }) => ({ code, kind, name, moveIn, moveOut, leaseTerm, leaseUnit, price, available }))(extra.tenancy),
        }
      : {}),
  };
}

export type Card = ReturnType<typeof toCard>;

/** `ARRAY[$1, $2]::text[]` — drizzle would otherwise spread a JS array into a list. */
export function textArray(items: readonly string[]): SQL {
  if (items.length === 0) return sql`ARRAY[]::text[]`;
  return sql`ARRAY[${sql.join(
    items.map((i) => sql`${i}`),
    sql`, `,
  )}]::text[]`;
}
