import { PHONE_FULL_WIDTH } from "~/styles/media";
import { currencyFormat, grouped } from "./intl";
/**
 * The discovery pages' view of the catalogue: what cards, listings and detail pages render.
 * app/lib/catalogue.server.ts builds these from the API's answers (the API's shapes stay there).
 */
export type PriceUnit = "week" | "month";

export interface Label {
  key: string;
  label: string;
}

export interface PlaceVM {
  id: number;
  /** In the page's language. */
  name: string;
  enName: string;
  slug: string;
  /** Schools: the campus (WGS-84), for the school listing's map. */
  lat?: number;
  lng?: number;
}

export interface PlaceContext {
  country: PlaceVM;
  city?: PlaceVM;
  school?: PlaceVM;
}

export interface DistanceVM {
  schoolName: string;
  meters: number;
  walkMinutes?: number;
  transitMinutes?: number;
}

export interface ApartmentCardVM {
  code: string;
  name: string;
  /** Demo data (an apartment of a generated town): marked on the card and the map. */
  demo?: boolean;
  enName: string;
  photo: string | null;
  cityName: string;
  countryName: string;
  /** Formatted in the apartment's currency: "£215". */
  fromPrice: string;
  /** The price in the student's second currency ("¥1,958", "RM1,216") at today's rate, with the rate's date. */
  fromPriceSecond?: string;
  secondAsOf?: string;
  unit: PriceUnit;
  tags: Label[];
  availableRoomTypes: number;
  availableFrom?: string;
  /** With a move-in month chosen: the tenancy starting then that the price is for. */
  tenancy?: { name: string; moveIn: string };
  soldOut: boolean;
  distance?: DistanceVM;
  isFavourite: boolean;
  /** For the listing's map view: where it is, WGS-84. */
  address?: string;
  lat?: number;
  lng?: number;
  /** Review average and count; absent without reviews. */
  rating?: { average: number; count: number };
}

/** Price in the apartment's own currency, no decimals: £215, A$420, ¥65,000. */
export function formatPrice(amount: number, currency: string, lang: "cn" | "en"): string {
  try {
    return currencyFormat(lang === "en" ? "en-GB" : "zh-CN", currency).format(amount);
  } catch {
    return `${currency} ${amount}`;
  }
}

/** An amount in CNY, no decimals: ¥12,345 (the same sign in both languages). */
export function formatCny(amount: number): string {
  return `¥${grouped(Math.round(amount))}`;
}

/** 1,234 m → "1.2 km"; below 1 km in metres. */
export function distanceParts(meters: number): { key: "km" | "m"; value: string } {
  return meters >= 1000 ? { key: "km", value: (Math.round(meters / 100) / 10).toString() } : { key: "m", value: String(Math.round(meters)) };
}

export interface FilterOptionsVM {
  roomTypes: Label[];
  leaseTypes: Label[];
  facilities: Label[];
  sorts: Label[];
  /** Move-in months offered, YYYY-MM with a label. */
  moveIns: Label[];
  /** Distance steps in metres (school listings only). */
  distances: number[];
  price: { min: number; max: number; currency: string; unit: PriceUnit };
}

export interface RoomVM {
  code: string;
  name: string;
  /** Formatted in the apartment's currency. */
  price: string;
  areaM2: number;
  bedSizeName: string;
  leaseTerms: number[];
  leaseUnit: PriceUnit;
  availableFrom: string;
  stock: number;
  available: boolean;
  photo: string | null;
  /** The full-year tenancy's total, formatted (shown on the apartment page), and ≈ the second currency. */
  mainTotal?: { name: string; term: number; unit: PriceUnit; total: string; totalSecond: string | null };
}

/** The `sizes` of a detail page's main photo (also used by its preload). */
export const HERO_SIZES = `${PHONE_FULL_WIDTH}, (min-width: 1200px) 760px, 64vw`;
