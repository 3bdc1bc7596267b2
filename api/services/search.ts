import type { Lang } from "../../app/lib/constants";
import { catalogueIndex } from "./catalogue-snapshot";
import {
  deriveFromIndex,
  type CatalogueIndex,
  type CityEntry,
  type CountryEntry,
  type HouseEntry,
  type Named,
  type SchoolEntry,
} from "./catalogue-index";

/**
 * Keyword search over cities, schools and apartments (the header search box, spec §2/§7).
 *
 * A keyword matches a Chinese name, an English name (case-insensitive), the full pinyin or the
 * pinyin initials of the Chinese name (`lundun`, `ld` → 伦敦). Matches are ranked
 *   0 exact (any of the four), 1 prefix (or an English word prefix), 2 infix,
 * then cities before schools before apartments, then popularity. Keywords under three
 * characters match by prefix only — `ld` should not find every "old" and "field" — except
 * Chinese, where two characters already make a word (`伦敦` in 东伦敦大学). Longer keywords
 * also match inside names (anywhere in `search_text`).
 *
 * The names live in memory (api/services/catalogue-index.ts, ~9,500 entries at full scale),
 * so a search is a scan of plain strings in this process — well under a millisecond, and no
 * database round trip (docs/decisions/010-api-performance.md). The rules are the ones the SQL
 * version had; the trigram and prefix indexes remain for school/list's keyword filter.
 */
export const SEARCH_TYPE = { city: 1, school: 2, house: 3 } as const;
const PER_TYPE = { city: 8, school: 8, house: 10 };
export const KEYWORD_MAX = 50;

export interface SearchItem {
  type: 1 | 2 | 3;
  id: number;
  name: string;
  enName: string;
  cnName: string;
  countryId: number;
  countryName: string;
  countryEnName: string;
  countrySlug: string;
  cityId: number;
  cityName: string;
  cityEnName: string;
  citySlug: string;
  schoolSlug: string | null;
  buildingCode: string | null;
  houseNum: number;
  /** 0 exact, 1 prefix, 2 infix. */
  rank: number;
}

const HAN = /\p{Script=Han}/u;

export function normaliseKeyword(raw: string): string {
  return raw.normalize("NFKC").replace(/\s+/g, " ").trim().slice(0, KEYWORD_MAX);
}

type Test = (t: Named) => boolean;

/** Which entries match a keyword, and how well (0 exact, 1 prefix, 2 infix). */
export interface Matcher {
  matches: Test;
  isExact: Test;
  isPrefix: Test;
  rank: (t: Named) => number;
  /** What NameIndex looks up: the keyword's infix patterns, or the first characters of its prefixes. */
  candidates: { infix: string[] } | { prefix: string[] };
}

export function matcher(keyword: string): Matcher {
  const lower = keyword.toLowerCase();
  // Pinyin is stored without spaces or apostrophes: "lun dun" and "xi'an" still match.
  const compact = lower.replace(/[\s']/g, "");
  const isLatin = /^[a-z0-9 '&.,-]+$/.test(lower);
  const hasHan = HAN.test(keyword);
  const long = hasHan ? [...keyword].length >= 2 : lower.length >= 3;

  const exact: Test[] = [(t) => t.lowerEn === lower, (t) => t.nameZh === keyword];
  const prefix: Test[] = [(t) => t.lowerEn.startsWith(lower), (t) => t.nameZh.startsWith(keyword)];
  if (isLatin && compact.length > 0) {
    exact.push((t) => t.pinyin === compact, (t) => t.initials === compact);
    prefix.push((t) => t.pinyin.startsWith(compact), (t) => t.initials.startsWith(compact));
  }
  const infix: Test[] = [];
  if (long) {
    infix.push((t) => t.searchText.includes(lower));
    if (isLatin && compact !== lower) infix.push((t) => t.searchText.includes(compact));
  }
  if (isLatin && lower.length >= 2) {
    // "college" in "University College London": a word start is as good as a prefix.
    const word = " " + lower;
    prefix.push((t) => t.lowerEn.includes(word));
  }
  const any = (tests: Test[]): Test => (t) => tests.some((f) => f(t));
  const isExact = any(exact);
  const isPrefix = any(prefix);
  // search_text contains every matched column, so for long keywords its infix arms already
  // cover exact, prefix and word-prefix matches; short ones match by the prefix arms only
  // (not the word-prefix arm: that one only ranks).
  const matches = long ? any(infix) : any(prefix.slice(0, isLatin ? 4 : 2));
  const infixPatterns = [lower, ...(isLatin && compact !== lower ? [compact] : [])];
  const head = (x: string) => (x.length > 1 && x.codePointAt(0)! < 0xd800 ? x.slice(0, 2) : x.slice(0, 1));
  const prefixStarts = [...new Set([head(lower), head(keyword), ...(isLatin && compact ? [head(compact)] : [])])];
  return {
    matches,
    isExact,
    isPrefix,
    rank: (t) => (isExact(t) ? 0 : isPrefix(t) ? 1 : 2),
    candidates: long ? { infix: infixPatterns } : { prefix: prefixStarts },
  };
}

function intersect(a: number[], b: number[]): number[] {
  const out: number[] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i] === b[j]) {
      out.push(a[i]);
      i++;
      j++;
    } else if (a[i] < b[j]) i++;
    else j++;
  }
  return out;
}

function union(lists: number[][]): number[] {
  return lists.length === 1 ? lists[0] : [...new Set(lists.flat())].sort((a, b) => a - b);
}

/**
 * Posting lists over a list of names, so a search verifies a few hundred candidates instead
 * of testing every entry: for infix keywords the entries whose search_text contains the
 * keyword's rarest two-character piece, for short (prefix) keywords the entries one of whose
 * four names starts with the keyword's first character. Candidates are then checked with the
 * matcher itself, so the index only narrows and never changes an answer.
 */
export class NameIndex<T extends Named> {
  private readonly pairs = new Map<string, number[]>();
  private readonly starts = new Map<string, number[]>();

  constructor(readonly items: readonly T[]) {
    const add = (map: Map<string, number[]>, key: string, i: number) => {
      const list = map.get(key);
      if (!list) map.set(key, [i]);
      else if (list[list.length - 1] !== i) list.push(i);
    };
    items.forEach((t, i) => {
      const s = t.searchText;
      for (let j = 0; j + 1 < s.length; j++) add(this.pairs, s.slice(j, j + 2), i);
      for (const name of [t.lowerEn, t.nameZh, t.pinyin, t.initials]) {
        if (name) add(this.starts, name[0], i);
        if (name.length > 1) add(this.starts, name.slice(0, 2), i);
      }
    });
  }

  /** Entries that may match (a superset, ascending), or null for "check them all". */
  private candidates(m: Matcher): number[] | null {
    if ("prefix" in m.candidates) return union(m.candidates.prefix.map((c) => this.starts.get(c) ?? []));
    const lists: number[][] = [];
    for (const pattern of m.candidates.infix) {
      if (pattern.length < 2) return null;
      // Entries holding every two-character piece of the pattern, rarest piece first.
      const pieces: number[][] = [];
      for (let j = 0; j + 1 < pattern.length; j++) pieces.push(this.pairs.get(pattern.slice(j, j + 2)) ?? []);
      pieces.sort((a, b) => a.length - b.length);
      lists.push(pieces.slice(1).reduce(intersect, pieces[0]));
    }
    return union(lists);
  }

  /**
   * The best `limit` entries that `keep` accepts and the keyword matches, by rank and then in
   * the order the index was built in (its tie-break order), so no sort is needed.
   */
  best(m: Matcher, limit: number, keep: (t: T) => boolean): { item: T; rank: number }[] {
    const byRank: { item: T; rank: number }[][] = [[], [], []];
    const ids = this.candidates(m);
    const n = ids ? ids.length : this.items.length;
    for (let i = 0; i < n && byRank[0].length < limit; i++) {
      const item = this.items[ids ? ids[i] : i];
      if (!keep(item) || !m.matches(item)) continue;
      // Only the ranks whose bucket still has room are worth telling apart.
      if (m.isExact(item)) byRank[0].push({ item, rank: 0 });
      else if (byRank[1].length < limit && m.isPrefix(item)) byRank[1].push({ item, rank: 1 });
      else if (byRank[2].length < limit && (byRank[1].length < limit || !m.isPrefix(item))) byRank[2].push({ item, rank: 2 });
    }
    return byRank.flat().slice(0, limit);
  }
}

type Order = (a: Named, b: Named) => number;
const byPopularity: Order = (a, b) => b.popularity - a.popularity || a.id - b.id;
const byPopularityThenName: Order = (a, b) => b.popularity - a.popularity || a.enLength - b.enLength || a.id - b.id;
const sorted = <T extends Named>(items: Iterable<T>, order: Order) => new NameIndex([...items].sort(order));

/**
 * Search structures of one catalogue snapshot, made with it. Each list is in its SQL tie-break
 * order: places by popularity, then shorter English name (search only), then id; apartments
 * by recommend score, then id.
 */
const indexes = new WeakMap<
  CatalogueIndex,
  {
    countries: NameIndex<CountryEntry>;
    cities: NameIndex<CityEntry>;
    placeCities: NameIndex<CityEntry>;
    schools: NameIndex<SchoolEntry>;
    houses: NameIndex<HouseEntry>;
  }
>();
deriveFromIndex((idx) => void nameIndexes(idx));
function nameIndexes(idx: CatalogueIndex) {
  let found = indexes.get(idx);
  if (!found) {
    found = {
      countries: sorted(idx.countries.values(), byPopularity),
      cities: sorted(idx.cities.values(), byPopularityThenName),
      placeCities: sorted(idx.cities.values(), byPopularity),
      schools: sorted(idx.schools.values(), byPopularityThenName),
      houses: sorted(idx.houses, byPopularity),
    };
    indexes.set(idx, found);
  }
  return found;
}

export async function searchCatalogue(
  rawKeyword: string,
  lang: Lang,
  scope: { countryId?: number; cityId?: number } = {},
): Promise<SearchItem[]> {
  const keyword = normaliseKeyword(rawKeyword);
  if (!keyword) return [];
  const idx = await catalogueIndex();
  const ni = nameIndexes(idx);
  const m = matcher(keyword);
  const inCountry = (countryId: number) => !scope.countryId || countryId === scope.countryId;
  const inCity = (cityId: number) => !scope.cityId || cityId === scope.cityId;

  const name = (t: { nameZh: string; nameEn: string }) => (lang === "en" ? t.nameEn : t.nameZh);
  const item = (
    kind: keyof typeof SEARCH_TYPE,
    t: Named,
    rank: number,
    cityId: number,
    countryId: number,
    extra: { schoolSlug: string | null; buildingCode: string | null; houseNum: number },
  ): SearchItem & { popularity: number } => {
    const city = idx.cities.get(cityId)!;
    const country = idx.countries.get(countryId)!;
    return {
      type: SEARCH_TYPE[kind],
      id: t.id,
      name: name(t),
      enName: t.nameEn,
      cnName: t.nameZh,
      countryId: country.id,
      countryName: name(country),
      countryEnName: country.nameEn,
      countrySlug: country.slug,
      cityId: city.id,
      cityName: name(city),
      cityEnName: city.nameEn,
      citySlug: city.slug,
      ...extra,
      rank,
      popularity: t.popularity,
    };
  };

  const rows = [
    ...ni.cities.best(m, PER_TYPE.city, (c) => inCountry(c.countryId)).map(({ item: c, rank }) =>
      item("city", c, rank, c.id, c.countryId, { schoolSlug: null, buildingCode: null, houseNum: c.houseNum }),
    ),
    ...ni.schools.best(m, PER_TYPE.school, (s) => inCountry(s.countryId) && inCity(s.cityId)).map(
      ({ item: s, rank }) =>
        item("school", s, rank, s.cityId, s.countryId, { schoolSlug: s.slug, buildingCode: null, houseNum: s.houseNum }),
    ),
    ...ni.houses.best(m, PER_TYPE.house, (h) => inCountry(h.countryId) && inCity(h.cityId)).map(
      ({ item: h, rank }) =>
        item("house", h, rank, h.cityId, h.countryId, {
          schoolSlug: null,
          buildingCode: h.code,
          houseNum: h.availableRoomCount,
        }),
    ),
  ];
  // Stable: within a rank and kind the per-kind order above stands.
  rows.sort((a, b) => a.rank - b.rank || a.type - b.type || b.popularity - a.popularity);
  return rows.map(({ popularity: _popularity, ...r }) => r);
}

/** Countries and cities only, for the address picker (`address/search`). */
export async function searchPlaces(rawKeyword: string, lang: Lang) {
  const keyword = normaliseKeyword(rawKeyword);
  if (!keyword) return [];
  const idx: CatalogueIndex = await catalogueIndex();
  const m = matcher(keyword);
  const name = (t: { nameZh: string; nameEn: string }) => (lang === "en" ? t.nameEn : t.nameZh);
  const countries = nameIndexes(idx).countries.best(m, 5, () => true).map(({ item: c, rank }) => ({
    kind: "country" as const,
    rank,
    popularity: c.popularity,
    out: {
      type: "country" as const,
      id: c.id,
      name: name(c),
      enName: c.nameEn,
      cnName: c.nameZh,
      slug: c.slug,
      countryId: c.id,
      countrySlug: c.slug,
      countryName: name(c),
    },
  }));
  const cities = nameIndexes(idx).placeCities.best(m, 15, () => true).map(({ item: c, rank }) => {
    const co = idx.countries.get(c.countryId)!;
    return {
      kind: "city" as const,
      rank,
      popularity: c.popularity,
      out: {
        type: "city" as const,
        id: c.id,
        name: name(c),
        enName: c.nameEn,
        cnName: c.nameZh,
        slug: c.slug,
        countryId: co.id,
        countrySlug: co.slug,
        countryName: name(co),
      },
    };
  });
  const rows = [...countries, ...cities];
  rows.sort((a, b) => a.rank - b.rank || (a.kind === b.kind ? 0 : a.kind === "country" ? -1 : 1) || b.popularity - a.popularity);
  return rows.map((r) => r.out);
}
