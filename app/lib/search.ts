import type { Lang } from "#core/constants";
import { apartmentPath, listingPath, placePath } from "#core/slug";

/**
 * Search results: type 1|'city', 2|'school', 3|'house', with the
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
  /** The Chinese name (the API's cnName), shown beside the English one on /en. */
  cnName?: string;
  /** The city's and country's names in the page's language (else the English ones are shown). */
  cityName?: string;
  countryName?: string;
  /** The alias the keyword matched ("UCL"), shown before the names. */
  alias?: string;
  /** Listed because the keyword named its country (英国, UK). */
  viaCountry?: boolean;
  /** A generated town or an apartment in one: demo data, shown with a demo mark. */
  demo?: boolean;
  /**
   * The language `name`, `cityName` and `countryName` are in (a history entry: the page it was
   * opened from); `cnName` and `enName` keep the other name, so another language's page shows its own.
   */
  lang?: Lang;
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
  for (const k of ["countrySlug", "citySlug", "schoolSlug", "buildingCode", "cnName", "cityName", "countryName", "alias"] as const) {
    if (str(r[k])) item[k] = str(r[k]);
  }
  if (r.via === "country" || r.viaCountry === true) item.viaCountry = true;
  if (r.demo === true) item.demo = true;
  if (r.lang === "cn" || r.lang === "en") item.lang = r.lang;
  if (type !== "house" && !item.countryEnName) return undefined;
  if (type === "school" && !item.cityEnName) return undefined;
  return item;
}

/**
 * Where a result leads: a city → /{country}/{city}/apartments, a school →
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

/** The names a result shows, page language first: the other language's name second, the matched alias before both. */
export function displayNames(lang: Lang, item: SearchItem): { alias?: string; name: string; other?: string } {
  const other = lang === "en" ? item.cnName : item.enName;
  return { alias: item.alias, name: item.name, other: other && other !== item.name ? other : undefined };
}

/**
 * A history entry as a page in `lang` shows it. Saved on a page of the other language, its name
 * turns to this language's (the entry keeps both: cnName and enName), the other name beside
 * it; its place, known only in the language it was saved in, shows by its English name. The
 * alias the keyword matched then is not shown: aliases are written in either language (UCL,
 * 曼大), so one typed on /cn would put Chinese before the English name on /en.
 */
export function inLanguage(lang: Lang, item: SearchItem): SearchItem {
  if (!item.lang || item.lang === lang) return item;
  const chinese = item.lang === "cn" ? item.name : item.cnName;
  const english = item.enName || (item.lang === "en" ? item.name : "");
  const name = (lang === "cn" ? chinese : english) || item.name;
  const shown: SearchItem = { ...item, lang, name, enName: english };
  if (chinese) shown.cnName = chinese;
  delete shown.cityName;
  delete shown.countryName;
  delete shown.alias;
  return shown;
}

/** Where a result is, in the page's language: the city of a school or apartment, the country of a city. */
export function displayPlace(item: SearchItem): string {
  if (item.type === "city") return item.countryName || item.countryEnName;
  return item.cityName || item.cityEnName || item.countryName || item.countryEnName;
}

/**
 * The country a keyword named (英国, UK), when the results list its cities: the results page
 * links to that country's page.
 */
export function namedCountry(lang: Lang, list: SearchItem[]): { href: string; name: string } | undefined {
  const first = list.find((i) => i.viaCountry && i.type === "city");
  if (!first) return undefined;
  return { href: placePath(lang, { country: first.countrySlug || first.countryEnName }), name: first.countryName || first.countryEnName };
}

export interface TextPart {
  text: string;
  match: boolean;
}

/** Splits text around every case-insensitive occurrence of the keyword, for <mark> highlighting. */
export function highlightParts(text: string, keyword: string): TextPart[] {
  const k = keyword.normalize("NFKC").trim().toLowerCase();
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
