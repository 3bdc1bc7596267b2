import type { Lang } from "./constants";

/**
 * URL-safe names for search targets and place paths: lower-case English words
 * joined by `-`, accents folded, apostrophes dropped, `&` spelled out. The API stores its place
 * slugs with the same rule (api/catalogue/text.ts), so every path built here resolves back to
 * its entity: /cn/united-kingdom/london/apartments.
 */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A slug as it may appear in a path: non-empty lower-case words joined by single dashes. */
export function isSlug(value: unknown): value is string {
  return typeof value === "string" && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && value.length <= 120;
}

export interface PlaceNames {
  country: string;
  city?: string;
  school?: string;
}

/** Slugs of a place, from its English names or already-made slugs (slugify is idempotent). */
function segments(place: PlaceNames): string[] {
  const out = [slugify(place.country)];
  if (place.city) out.push(slugify(place.city));
  if (place.city && place.school) out.push(slugify(place.school));
  return out;
}

/** The country, city or school page: /cn/united-kingdom/london. */
export function placePath(lang: Lang, place: PlaceNames): string {
  return `/${lang}/${segments(place).join("/")}`;
}

/** The listing of a place, with an optional encoded filter segment: /cn/united-kingdom/london/apartments/sort-price-asc. */
export function listingPath(lang: Lang, place: PlaceNames, filterSegment = ""): string {
  const base = `${placePath(lang, place)}/apartments`;
  return filterSegment ? `${base}/${filterSegment}` : base;
}

export function apartmentPath(lang: Lang, buildingCode: string): string {
  return `/${lang}/apartment/${encodeURIComponent(buildingCode)}`;
}

export function roomPath(lang: Lang, buildingCode: string, roomCode: string): string {
  return `${apartmentPath(lang, buildingCode)}/room/${encodeURIComponent(roomCode)}`;
}
