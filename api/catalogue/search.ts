import type { Lang } from "#core/constants";
import { SEARCH_KEYWORD_MAX } from "#core/contract/catalogue";
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
 * Keyword search over cities, schools and apartments (the header search box, house/search), as
 * students type: names in either language, aliases (UCL, 曼大, Ryerson: place_aliases), full
 * pinyin with or without spaces (`lundun`, `lun dun`), pinyin initials (`ld`), countries
 * (英国, UK, 澳洲: that country's cities, most apartments first), and one typo in words of five
 * letters or more (`londn`, `manchestor`). Case, accents, full-width letters (ＵＣＬ),
 * punctuation and extra spaces do not matter (`normalise`).
 *
 * Ranks, best first (docs/decisions/014-search-aliases.md):
 *   0 exact — a name, an alias, the pinyin or the initials is the keyword;
 *   1 prefix — one of them starts with it, or an English word does (`college`);
 *   2 infix — it occurs inside one (≥ 3 Latin or ≥ 2 Han characters; pinyin from 4 letters),
 *     or every keyword word starts a word of one name in any order (`manchester uni`);
 *   3 typo — as 2, with one edit allowed in each keyword word of five letters or more.
 * Ties: fewer words of the matched name left unmatched (ranks 2–3), then more apartments, then
 * city before school before apartment, then popularity. A short keyword that is an alias is an
 * exact match, so it always beats a name that merely contains it.
 *
 * Everything runs over the in-memory catalogue (api/catalogue/catalogue-index.ts): posting lists
 * of two-character pieces narrow the candidates, which are then checked in full
 * (docs/decisions/010-api-performance.md).
 */
export const SEARCH_TYPE = { city: 1, school: 2, house: 3 } as const;
const PER_TYPE = { city: 8, school: 8, house: 10 };

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
  /** 0 exact, 1 prefix, 2 infix, 3 typo. */
  rank: number;
  /** The alias the keyword matched, when it matched no name as well (shown: "UCL · 伦敦大学学院"). */
  alias: string | null;
  /** "country" when the item is listed because the keyword named its country. */
  via: "name" | "alias" | "country";
  /** A generated town, or an apartment in one: demo data, marked wherever it is listed. */
  demo: boolean;
}

const HAN = /\p{Script=Han}/u;
const MARKS = /[\u0300-\u036f]/g;

/** The raw keyword as the API takes it: NFKC (full-width → ASCII), spaces collapsed, at most 50 characters. */
export function normaliseKeyword(raw: string): string {
  return raw.normalize("NFKC").replace(/\s+/g, " ").trim().slice(0, SEARCH_KEYWORD_MAX);
}

/**
 * The form names, aliases and keywords are compared in: NFKC, lower case, accents dropped
 * (Göttingen → gottingen), apostrophes and dots dropped (King's → kings, U.S. → us), any other
 * punctuation a space (Heriot-Watt → heriot watt, 约翰斯·霍普金斯 → 约翰斯 霍普金斯).
 */
export function normalise(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .normalize("NFD")
    .replace(MARKS, "")
    .normalize("NFC")
    .replace(/['’‘`.]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

const compactOf = (s: string) => s.replace(/ /g, "");
/** Words that say little about which place is meant ("University of X" vs "X University"). */
const STOPWORDS = new Set(["the", "of", "at", "in", "and", "de", "di", "du", "la", "le", "van", "zu"]);

interface Key {
  /** normalised */
  norm: string;
  compact: string;
  words: string[];
  /** The alias as written, or null for a name. */
  alias: string | null;
}

/** Per entry: everything the matcher compares. */
interface Searchable<T extends Named> {
  item: T;
  keys: Key[];
  /** Every word of every key: a keyword may mix them (`kcl london`: an alias and a name). */
  pool: Key;
  pinyin: string;
  initials: string;
  /** Apartments behind the entry (places), 0 for apartments: ranks equal matches. */
  count: number;
  type: 1 | 2 | 3;
}

function keysOf(t: Named): Key[] {
  const keys: Key[] = [];
  const seen = new Set<string>();
  const add = (text: string, alias: string | null) => {
    const norm = normalise(text);
    if (!norm || seen.has(norm)) return;
    seen.add(norm);
    keys.push({ norm, compact: compactOf(norm), words: norm.split(" "), alias });
    // "The University of Sydney" is also "University of Sydney".
    if (norm.startsWith("the ")) add(norm.slice(4), alias);
  };
  add(t.nameEn, null);
  add(t.nameZh, null);
  for (const a of t.aliases) add(a, a);
  return keys;
}

/** Is `a` within one edit (insert, delete, substitute, swap of neighbours) of `b`? */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // substitution
    return i + 1 < la && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swap
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** One edit from a prefix of `word` (a typo in a word still being typed: `manchestr`, `edinbur`). */
export function typoPrefix(q: string, word: string): boolean {
  const n = q.length;
  if (word.length < n - 1 || n < 2) return false;
  // Cheap refusal: one edit leaves one of the first two letters in place.
  if (q[0] !== word[0] && q[1] !== word[1] && q[1] !== word[0] && q[0] !== word[1]) return false;
  let i = 0;
  while (i < n && i < word.length && q[i] === word[i]) i++;
  if (i === n) return true; // a plain prefix
  return (
    restMatches(q, i + 1, word, i + 1) || // substitution
    restMatches(q, i + 1, word, i) || // a letter too many
    restMatches(q, i, word, i + 1) || // a letter missing
    (i + 1 < n && q[i] === word[i + 1] && q[i + 1] === word[i] && restMatches(q, i + 2, word, i + 2)) // neighbours swapped
  );
}

/** q from `from` is a prefix of word from `at` (or q is used up). */
function restMatches(q: string, from: number, word: string, at: number): boolean {
  if (from >= q.length) return true;
  if (word.length - at < q.length - from) return false;
  for (let j = from, k = at; j < q.length; j++, k++) if (q[j] !== word[k]) return false;
  return true;
}

interface Query {
  raw: string;
  norm: string;
  compact: string;
  /** " " + norm: an English word starting with the keyword. */
  spaced: string;
  words: string[];
  latin: boolean;
  han: boolean;
  /** Long enough to match inside names. */
  long: boolean;
  /** Words of five letters or more may carry one typo. */
  typoWords: boolean;
}

function parseQuery(keyword: string): Query | null {
  const norm = normalise(keyword);
  if (!norm) return null;
  const compact = compactOf(norm);
  const latin = /^[a-z0-9 ]+$/.test(norm);
  const han = HAN.test(norm);
  const words = norm.split(" ");
  return {
    raw: keyword,
    norm,
    compact,
    spaced: " " + norm,
    words,
    latin,
    han,
    long: han ? [...compact].length >= 2 : compact.length >= 3,
    typoWords: latin && words.some((w) => w.length >= 5),
  };
}

/**
 * Words that only say "near" or "housing" (悉尼大学附近, near UCL, KCL accommodation, 伦敦学生公寓):
 * students add them to the place they mean, and on this site every result is housing near a
 * place, so they name nothing. Han ones are cut wherever they occur (Chinese has no spaces;
 * longest first, so 学生公寓 goes whole), Latin ones as whole words; the connecting words
 * (in, at, to…) go too, but only once a filler word has gone ("rooms in manchester").
 */
const HAN_FILLERS = [
  "学生公寓", "学生宿舍", "学生住宿", "附近的", "周边的", "周围的", "旁边的", "附近", "周边", "周围", "旁边",
  "宿舍", "公寓", "租房", "住宿", "房源", "找房", "租屋", "住房",
].sort((a, b) => b.length - a.length);
const LATIN_FILLERS = new Set([
  "near", "nearby", "around", "close", "next", "accommodation", "accommodations", "accomodation", "housing",
  "flat", "flats", "room", "rooms", "student", "students", "dorm", "dorms", "dormitory", "dormitories", "hall", "halls",
  "apartment", "apartments", "rent", "rental", "rentals", "lodging", "lodgings",
]);
const LATIN_CONNECTORS = new Set(["in", "at", "to", "for", "by", "of", "the", "from"]);

/** The keyword (normalised) without its "near"/"housing" words, or null when it has none or is nothing else. */
export function withoutFillers(norm: string): string | null {
  let text = norm;
  for (const f of HAN_FILLERS) if (text.includes(f)) text = text.split(f).join(" ");
  let words = text.split(" ").filter(Boolean);
  const kept = words.filter((w) => !LATIN_FILLERS.has(w));
  const removed = kept.length < words.length || text !== norm;
  if (!removed) return null;
  words = kept.filter((w) => !LATIN_CONNECTORS.has(w));
  const core = words.join(" ");
  return core && core !== norm ? core : null;
}

interface Match {
  rank: number;
  /** Words of the matched name the keyword left unmatched (ranks 2–3). */
  extra: number;
  alias: string | null;
}

/** Every keyword word starts a word of `key` (any order), each word used once; unmatched key words, or -1. */
function wordsMatch(q: Query, key: Key, typo: boolean): number {
  const used = new Array<boolean>(key.words.length).fill(false);
  for (const w of q.words) {
    let found = -1;
    for (let i = 0; i < key.words.length && found < 0; i++) if (!used[i] && key.words[i].startsWith(w)) found = i;
    if (found < 0 && typo && w.length >= 5) {
      for (let i = 0; i < key.words.length && found < 0; i++) if (!used[i] && typoPrefix(w, key.words[i])) found = i;
    }
    if (found < 0) return -1;
    used[found] = true;
  }
  let extra = 0;
  for (let i = 0; i < key.words.length; i++) if (!used[i] && !STOPWORDS.has(key.words[i])) extra++;
  return extra;
}

/** A keyword matched across keys ranks after one matched within a single name. */
const POOL_EXTRA = 50;

/** Is (rank, extra, alias) better than the best so far? Names win over aliases at equal rank. */
function improves(best: Match | null, rank: number, extra: number, alias: string | null): boolean {
  return (
    !best ||
    rank < best.rank ||
    (rank === best.rank && (extra < best.extra || (extra === best.extra && best.alias !== null && alias === null)))
  );
}

/** How well an entry matches, or null. `typo` allows rank 3. */
function matchEntry<T extends Named>(q: Query, e: Searchable<T>, typo: boolean, maxRank = 3): Match | null {
  let best: Match | null = null;
  const { norm, compact, spaced } = q;
  for (const k of e.keys) {
    let rank = -1;
    let extra = 0;
    if (k.norm === norm || k.compact === compact) rank = 0;
    else if (maxRank < 1) continue;
    // A word inside a name starting with the keyword ranks as a prefix for one word (`college`);
    // several words are matched word by word below (`york uni`: not New York University first).
    else if (k.norm.startsWith(norm) || k.compact.startsWith(compact) || (q.latin && q.words.length === 1 && k.norm.includes(spaced))) rank = 1;
    else if (maxRank < 2) continue;
    else if (q.long && (q.han ? k.compact.includes(compact) : k.norm.includes(norm))) rank = 2;
    else if (q.long && q.words.length > 1) {
      extra = wordsMatch(q, k, false);
      if (extra >= 0) rank = 2;
      else if (typo && q.typoWords) {
        extra = wordsMatch(q, k, true);
        if (extra >= 0) rank = 3;
      }
    } else if (typo && q.typoWords && q.words.length === 1) {
      if (typoPrefix(compact, k.compact) || k.words.some((w) => typoPrefix(compact, w))) rank = 3;
    }
    if (rank >= 0 && improves(best, rank, extra, k.alias)) best = { rank, extra, alias: k.alias };
    if (best && best.rank === 0 && best.alias === null) return best;
  }
  // Words spread over several keys: an alias and a name (`ucl london`, `kcl 伦敦`).
  if (maxRank >= 2 && q.long && q.words.length > 1 && (!best || best.rank > 2) && e.keys.length > 1) {
    if (wordsMatch(q, e.pool, false) >= 0) best = { rank: 2, extra: POOL_EXTRA, alias: null };
    else if (typo && q.typoWords && (!best || best.rank > 3) && wordsMatch(q, e.pool, true) >= 0) {
      best = { rank: 3, extra: POOL_EXTRA, alias: null };
    }
  }
  if (q.latin) {
    let rank = -1;
    if (e.pinyin === compact || e.initials === compact) rank = 0;
    else if (maxRank >= 1 && (e.pinyin.startsWith(compact) || e.initials.startsWith(compact))) rank = 1;
    else if (maxRank >= 2 && compact.length >= 4 && e.pinyin.includes(compact)) rank = 2;
    else if (maxRank >= 3 && typo && compact.length >= 5 && typoPrefix(compact, e.pinyin)) rank = 3;
    if (rank >= 0 && improves(best, rank, 0, null)) best = { rank, extra: 0, alias: null };
  }
  return best;
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
  if (lists.length === 1) return lists[0];
  return [...new Set(lists.flat())].sort((a, b) => a - b);
}

/**
 * Posting lists over a list of entries, so a search checks a few hundred candidates instead
 * of every entry: entries holding every two-character piece of each keyword word (in a name,
 * an alias, the pinyin or the initials), the entries one of whose keys starts with a
 * one-character keyword, and for typos the entries holding a word within one edit.
 * Candidates are then checked by `matchEntry` itself, so the index only narrows.
 */
export class NameIndex<T extends Named> {
  readonly entries: Searchable<T>[];
  private readonly pairs = new Map<string, number[]>();
  private readonly starts = new Map<string, number[]>();
  /** Words (≥ 4 letters) of Latin keys and pinyin, for the typo pass. */
  private readonly words = new Map<string, number[]>();
  private wordList: string[] = [];

  constructor(
    items: readonly T[],
    type: 1 | 2 | 3,
    count: (t: T) => number,
  ) {
    // In tie order (most apartments, then popularity, then id), so candidate lists, which are
    // ascending, come out in it.
    this.entries = items
      .map((item) => {
        const keys = keysOf(item);
        const words = [...new Set(keys.flatMap((k) => k.words))];
        const pool: Key = { norm: "", compact: "", words, alias: null };
        return { item, keys, pool, pinyin: item.pinyin, initials: item.initials, count: count(item), type };
      })
      .sort((a, b) => b.count - a.count || b.item.popularity - a.item.popularity || a.item.id - b.item.id);
    const add = (map: Map<string, number[]>, key: string, i: number) => {
      const list = map.get(key);
      if (!list) map.set(key, [i]);
      else if (list[list.length - 1] !== i) list.push(i);
    };
    this.entries.forEach((e, i) => {
      const texts = [...e.keys.flatMap((k) => (k.compact === k.norm ? [k.norm] : [k.norm, k.compact])), e.pinyin, e.initials];
      for (const s of texts) {
        for (let j = 0; j + 1 < s.length; j++) {
          const piece = s.slice(j, j + 2);
          if (!piece.includes(" ")) add(this.pairs, piece, i);
        }
        const first = [...s][0];
        if (first) add(this.starts, first, i);
      }
      for (const k of e.keys) {
        if (type === 3) continue;
        for (const w of k.words) if (w.length >= 4 && /^[a-z0-9]+$/.test(w)) add(this.words, w, i);
        if (k.words.length > 1 && /^[a-z0-9]+$/.test(k.compact)) add(this.words, k.compact, i);
      }
      if (type !== 3 && e.pinyin.length >= 4) add(this.words, e.pinyin, i);
    });
    this.wordList = [...this.words.keys()];
  }

  private holding(text: string): number[] {
    if ([...text].length < 2) return this.starts.get(text) ?? [];
    const pieces: number[][] = [];
    for (let j = 0; j + 1 < text.length; j++) pieces.push(this.pairs.get(text.slice(j, j + 2)) ?? []);
    pieces.sort((a, b) => a.length - b.length);
    return pieces.slice(1).reduce(intersect, pieces[0]);
  }

  /** Entries that may match without typos (a superset, ascending). */
  candidates(q: Query): number[] {
    // The whole keyword (compact: pinyin with spaces, Chinese) or each of its words in turn.
    const whole = this.holding(q.compact);
    if (q.words.length === 1) return whole;
    const each = q.words.map((w) => this.holding(w)).reduce((a, b) => intersect(a, b));
    return union([whole, each]);
  }

  /** Entries holding, for every keyword word, that word or one within an edit (typo pass). */
  typoCandidates(q: Query): number[] {
    let acc: number[] | null = null;
    const words = q.words.length > 1 ? q.words : [q.compact];
    for (const w of words) {
      let ids: number[];
      if (w.length >= 5) {
        const hits: number[][] = [];
        for (const word of this.wordList) if (typoPrefix(w, word)) hits.push(this.words.get(word)!);
        ids = hits.length ? union(hits) : [];
      } else ids = this.holding(w);
      acc = acc ? intersect(acc, ids) : ids;
      if (!acc.length) return [];
    }
    return acc ?? [];
  }
}

export interface Hit<T extends Named> {
  entry: Searchable<T>;
  match: Match;
  viaCountry?: boolean;
}

const better = <T extends Named>(a: Hit<T>, b: Hit<T>) =>
  a.match.rank - b.match.rank ||
  a.match.extra - b.match.extra ||
  b.entry.count - a.entry.count ||
  a.entry.type - b.entry.type ||
  b.entry.item.popularity - a.entry.item.popularity ||
  a.entry.item.id - b.entry.item.id;

/**
 * Adds the entries the keyword matches to `into` (not those already there). Entries are kept in
 * their tie order (most apartments first), so once `limit` hits share a (rank, extra) grade,
 * later entries of that grade can only rank below them and are not kept.
 */
function collect<T extends Named>(
  index: NameIndex<T>,
  q: Query,
  keep: (t: T) => boolean,
  typo: boolean,
  into: Map<number, Hit<T>>,
  limit: number,
): void {
  const ids = typo ? index.typoCandidates(q) : index.candidates(q);
  const grades = new Map<number, number>();
  // Once `limit` hits share a grade, only better grades can still make the list.
  let cap = Infinity;
  for (const i of ids) {
    const entry = index.entries[i];
    if (into.has(entry.item.id) || !keep(entry.item)) continue;
    const maxRank = cap === Infinity ? 3 : cap % 1000 === 0 ? cap / 1000 - 1 : Math.floor(cap / 1000);
    const match = matchEntry(q, entry, typo, maxRank);
    if (!match || (typo ? match.rank !== 3 : match.rank === 3)) continue;
    const grade = match.rank * 1000 + Math.min(match.extra, 999);
    if (grade >= cap) continue;
    const n = (grades.get(grade) ?? 0) + 1;
    grades.set(grade, n);
    into.set(entry.item.id, { entry, match });
    if (n >= limit) {
      cap = grade;
      if (cap === 0) return; // nothing can beat these
    }
  }
}

function hasStart<T extends Named>(hits: Map<number, Hit<T>>): boolean {
  for (const h of hits.values()) if (h.match.rank <= 1) return true;
  return false;
}

const top = <T extends Named>(hits: Iterable<Hit<T>>, limit: number) => [...hits].sort(better).slice(0, limit);

/** Search structures of one catalogue snapshot, made with it. */
interface Indexes {
  countries: NameIndex<CountryEntry>;
  cities: NameIndex<CityEntry>;
  schools: NameIndex<SchoolEntry>;
  houses: NameIndex<HouseEntry>;
  /** Each country's cities, most apartments first. */
  citiesByCountry: Map<number, Searchable<CityEntry>[]>;
}
const indexes = new WeakMap<CatalogueIndex, Indexes>();
deriveFromIndex((idx) => void nameIndexes(idx));
function nameIndexes(idx: CatalogueIndex): Indexes {
  let found = indexes.get(idx);
  if (!found) {
    const cities = new NameIndex([...idx.cities.values()], 1, (c) => c.houseNum);
    const citiesByCountry = new Map<number, Searchable<CityEntry>[]>();
    for (const e of cities.entries) citiesByCountry.set(e.item.countryId, [...(citiesByCountry.get(e.item.countryId) ?? []), e]);
    for (const list of citiesByCountry.values()) list.sort((a, b) => b.count - a.count || b.item.popularity - a.item.popularity || a.item.id - b.item.id);
    found = {
      countries: new NameIndex([...idx.countries.values()], 1, () => 0),
      cities,
      schools: new NameIndex([...idx.schools.values()], 2, (s) => s.houseNum),
      houses: new NameIndex(idx.houses, 3, () => 0),
      citiesByCountry,
    };
    indexes.set(idx, found);
  }
  return found;
}

/** Countries the keyword names: exactly (rank 0), or by a prefix of 4+ letters / 2+ Han characters (rank 1). */
function matchedCountries(ni: Indexes, q: Query): Hit<CountryEntry>[] {
  const hits = new Map<number, Hit<CountryEntry>>();
  collect(ni.countries, q, () => true, false, hits, 5);
  const prefixOk = q.han ? [...q.compact].length >= 2 : q.compact.length >= 4;
  return [...hits.values()].filter((h) => h.match.rank === 0 || (h.match.rank === 1 && prefixOk)).sort(better);
}

interface Keep {
  keepCity: (c: CityEntry) => boolean;
  keepSchool: (s: SchoolEntry) => boolean;
  keepHouse: (h: HouseEntry) => boolean;
}

/** Cities, schools and apartments one parsed keyword matches (each list still unsorted). */
function matchAll(ni: Indexes, q: Query, { keepCity, keepSchool, keepHouse }: Keep) {
  const cities = new Map<number, Hit<CityEntry>>();
  const schools = new Map<number, Hit<SchoolEntry>>();
  const houses = new Map<number, Hit<HouseEntry>>();
  // A country keyword lists its cities (most apartments first), at the country's rank.
  for (const country of matchedCountries(ni, q)) {
    for (const entry of ni.citiesByCountry.get(country.entry.item.id) ?? []) {
      if (!keepCity(entry.item)) continue;
      const had = cities.get(entry.item.id);
      if (!had || had.match.rank > country.match.rank) {
        cities.set(entry.item.id, { entry, match: { rank: country.match.rank, extra: 0, alias: null }, viaCountry: true });
      }
    }
  }
  const direct = new Map<number, Hit<CityEntry>>();
  collect(ni.cities, q, keepCity, false, direct, PER_TYPE.city);
  for (const [id, hit] of direct) {
    const had = cities.get(id);
    if (!had || better(hit, had) <= 0) cities.set(id, hit);
  }
  collect(ni.schools, q, keepSchool, false, schools, PER_TYPE.school);
  collect(ni.houses, q, keepHouse, false, houses, PER_TYPE.house);
  // Typos only when nothing starts with the keyword as written (apartments' made-up names are
  // not worth a typo pass).
  if (q.typoWords && !hasStart(cities) && !hasStart(schools) && !hasStart(houses)) {
    collect(ni.cities, q, keepCity, true, cities, PER_TYPE.city);
    collect(ni.schools, q, keepSchool, true, schools, PER_TYPE.school);
  }
  return { cities, schools, houses };
}


/** Adds `more` to `into`, keeping the better match of an entry found by both. */
function mergeHits<T extends Named>(into: Map<number, Hit<T>>, more: Map<number, Hit<T>>): void {
  for (const [id, hit] of more) {
    const had = into.get(id);
    if (!had || better(hit, had) < 0) into.set(id, hit);
  }
}
export interface SearchScope {
  countryId?: number;
  cityId?: number;
}

/** The ranked matches of a keyword in one snapshot (pure; house/search and the quality test). */
export function searchIndex(idx: CatalogueIndex, rawKeyword: string, lang: Lang, scope: SearchScope = {}): SearchItem[] {
  const keyword = normaliseKeyword(rawKeyword);
  const q = keyword ? parseQuery(keyword) : null;
  if (!q) return [];
  const ni = nameIndexes(idx);
  const inCountry = (countryId: number) => !scope.countryId || countryId === scope.countryId;
  const inCity = (cityId: number) => !scope.cityId || cityId === scope.cityId;
  const keepCity = (c: CityEntry) => inCountry(c.countryId) && inCity(c.id);
  const keepSchool = (s: SchoolEntry) => inCountry(s.countryId) && inCity(s.cityId);
  const keepHouse = (h: HouseEntry) => inCountry(h.countryId) && inCity(h.cityId);

  const found = matchAll(ni, q, { keepCity, keepSchool, keepHouse });
  // The keyword without "near"/"housing" words finds the place it names; a hit of the keyword
  // as typed keeps its own rank when that is better (an apartment called "… Student Living").
  const core = withoutFillers(q.norm);
  const coreQuery = core ? parseQuery(core) : null;
  if (coreQuery) {
    const more = matchAll(ni, coreQuery, { keepCity, keepSchool, keepHouse });
    mergeHits(found.cities, more.cities);
    mergeHits(found.schools, more.schools);
    mergeHits(found.houses, more.houses);
  }
  const { cities, schools, houses } = found;

  const name = (t: { nameZh: string; nameEn: string }) => (lang === "en" ? t.nameEn : t.nameZh);
  const item = (
    kind: keyof typeof SEARCH_TYPE,
    hit: Hit<Named>,
    cityId: number,
    countryId: number,
    extra: { schoolSlug: string | null; buildingCode: string | null; houseNum: number },
  ): SearchItem => {
    const t = hit.entry.item;
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
      rank: hit.match.rank,
      alias: hit.match.alias,
      via: hit.viaCountry ? "country" : hit.match.alias ? "alias" : "name",
      demo: city.demo,
    };
  };

  const hits: Hit<Named>[] = [
    ...top(cities.values(), PER_TYPE.city),
    ...top(schools.values(), PER_TYPE.school),
    ...top(houses.values(), PER_TYPE.house),
  ];
  hits.sort(better);
  return hits.map((hit) => {
    const t = hit.entry.item as CityEntry & SchoolEntry & HouseEntry;
    if (hit.entry.type === 1) return item("city", hit, t.id, t.countryId, { schoolSlug: null, buildingCode: null, houseNum: t.houseNum });
    if (hit.entry.type === 2) return item("school", hit, t.cityId, t.countryId, { schoolSlug: t.slug, buildingCode: null, houseNum: t.houseNum });
    return item("house", hit, t.cityId, t.countryId, { schoolSlug: null, buildingCode: t.code, houseNum: t.availableRoomCount });
  });
}

export async function searchCatalogue(rawKeyword: string, lang: Lang, scope: SearchScope = {}): Promise<SearchItem[]> {
  if (!normaliseKeyword(rawKeyword)) return [];
  return searchIndex(await catalogueIndex(), rawKeyword, lang, scope);
}

/** Countries and cities only, for the address picker (`address/search`), with the same matching. */
export async function searchPlaces(rawKeyword: string, lang: Lang) {
  const keyword = normaliseKeyword(rawKeyword);
  const q = keyword ? parseQuery(keyword) : null;
  if (!q) return [];
  const idx: CatalogueIndex = await catalogueIndex();
  const ni = nameIndexes(idx);
  const name = (t: { nameZh: string; nameEn: string }) => (lang === "en" ? t.nameEn : t.nameZh);
  const countryHits = new Map<number, Hit<CountryEntry>>();
  collect(ni.countries, q, () => true, false, countryHits, 5);
  const cityHits = new Map<number, Hit<CityEntry>>();
  collect(ni.cities, q, () => true, false, cityHits, 15);
  if (q.typoWords && countryHits.size + cityHits.size === 0) {
    collect(ni.countries, q, () => true, true, countryHits, 5);
    collect(ni.cities, q, () => true, true, cityHits, 15);
  }
  // "伦敦租房", "accommodation in Sydney": the place without the housing words.
  const core = withoutFillers(q.norm);
  const coreQuery = core ? parseQuery(core) : null;
  if (coreQuery) {
    collect(ni.countries, coreQuery, () => true, false, countryHits, 5);
    collect(ni.cities, coreQuery, () => true, false, cityHits, 15);
  }
  const countries = top(countryHits.values(), 5).map((h) => {
    const c = h.entry.item;
    return {
      hit: h,
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
    };
  });
  const cities = top(cityHits.values(), 15).map((h) => {
    const c = h.entry.item;
    const co = idx.countries.get(c.countryId)!;
    return {
      hit: h as Hit<Named>,
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
  const rows = [...countries, ...cities] as { hit: Hit<Named>; out: (typeof countries)[number]["out"] }[];
  // Countries before cities of the same rank.
  rows.sort((a, b) => a.hit.match.rank - b.hit.match.rank || (a.out.type === b.out.type ? better(a.hit, b.hit) : a.out.type === "country" ? -1 : 1));
  return rows.map((r) => r.out);
}
