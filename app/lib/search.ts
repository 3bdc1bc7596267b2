import type { Lang } from "./constants";
import { apartmentPath, listingPath } from "./slug";

/**
 * Search results (spec §3 "Search result"): type 1|'city', 2|'school', 3|'house', with the
 * names the targets are built from. Pure, shared by the island, the no-JS results page and tests.
 */
export type SearchKind = "city" | "school" | "house";

export interface SearchItem {
  type: SearchKind;
  id: string;
  name: string;
  enName: string;
  countryEnName: string;
  cityEnName: string;
  houseNum: number;
  /** The API's stored slugs and building code, when it sends them (else made from the names). */
  countrySlug?: string;
  citySlug?: string;
  schoolSlug?: string;
  buildingCode?: string;
}

const KIND_OF: Record<string, SearchKind> = { "1": "city", "2": "school", "3": "house", city: "city", school: "school", house: "house" };

export function searchKind(type: unknown): SearchKind | undefined {
  return KIND_OF[String(type)];
}

/** A search result as the API (or storage) gives it, checked and normalised; undefined if unusable. */
export function toSearchItem(raw: unknown): SearchItem | undefined {
  if (!raw || typeof raw !== "object") return undefined;
  const r = raw as Record<string, unknown>;
  const type = searchKind(r.type);
  const id = typeof r.id === "number" || typeof r.id === "string" ? String(r.id) : "";
  const name = typeof r.name === "string" ? r.name : "";
  if (!type || !id || !name) return undefined;
  const str = (v: unknown) => (typeof v === "string" ? v : "");
  const item: SearchItem = {
    type,
    id,
    name,
    enName: str(r.enName),
    countryEnName: str(r.countryEnName),
    cityEnName: str(r.cityEnName),
    houseNum: Number(r.houseNum) || 0,
  };
  for (const k of ["countrySlug", "citySlug", "schoolSlug", "buildingCode"] as const) if (str(r[k])) item[k] = str(r[k]);
  if (type !== "house" && !item.countryEnName) return undefined;
  if (type === "school" && !item.cityEnName) return undefined;
  return item;
}

/**
 * Where a result leads (spec §2): a city → /{country}/{city}/apartments, a school →
 * /{country}/{city}/{school}/apartments, a house → /apartment/{id}.
 */
export function searchTarget(lang: Lang, item: SearchItem): string {
  switch (item.type) {
    case "city":
      return listingPath(lang, { country: item.countrySlug || item.countryEnName, city: item.citySlug || item.enName || item.name });
    case "school":
      return listingPath(lang, {
        country: item.countrySlug || item.countryEnName,
        city: item.citySlug || item.cityEnName,
        school: item.schoolSlug || item.enName || item.name,
      });
    case "house":
      return apartmentPath(lang, item.buildingCode || item.id);
  }
}

export interface TextPart {
  text: string;
  match: boolean;
}

/** Splits text around every case-insensitive occurrence of the keyword, for <mark> highlighting. */
export function highlightParts(text: string, keyword: string): TextPart[] {
  const k = keyword.trim().toLowerCase();
  if (!k || !text) return text ? [{ text, match: false }] : [];
  const lower = text.toLowerCase();
  const parts: TextPart[] = [];
  let from = 0;
  for (let at = lower.indexOf(k); at !== -1; at = lower.indexOf(k, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + k.length), match: true });
    from = at + k.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}
