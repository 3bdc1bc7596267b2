import type { Lang } from "#core/constants";

/**
 * Search over the help centre's questions and answers, in both languages at once, as pure
 * functions (the store keeps the prepared documents; tests/api/help/search.test.ts checks the
 * ranking).
 *
 * - Text is folded before comparing: compatibility forms (full-width letters), accents and case
 *   (`Café`, `ＣＡＦＥ` → `cafe`), keeping a map back to the original characters for highlighting.
 * - Han characters match as substrings (no word breaks in Chinese, no pinyin needed): `押金`
 *   finds `押金会在退房后退还`. A longer run that is not found whole scores by the share of its
 *   two-character pieces that are (`退押金` → `押金`). Question words (`怎么`, `如何`, `吗` …)
 *   are dropped first.
 * - Latin words match at the start of a word (`deposit` → `deposits`), also in their plain form
 *   (`refunds`, `paying` → `refund`, `pay`); a few very common words (`how`, `do`, `the` …) are
 *   ignored unless nothing else is left.
 * - Ranking: more of the query's terms matched first, then the score: each term counts its best
 *   field (title 10, the other language's title 8, category 4/3, answer 3/2.5, times 1 for a
 *   whole word or substring, 0.8 for a word's beginning, less for pieces of a Han run), a little
 *   for repeats in the answer, and a bonus when the whole query appears in a title; ties keep
 *   the help centre's own order.
 */
export interface HelpSearchTexts {
  title: string;
  category: string;
  body: string;
}
export interface HelpSearchDoc {
  id: number;
  /** The help centre's order (category, then question): ties keep it. */
  order: number;
  texts: Record<Lang, HelpSearchTexts>;
}

export interface Segment {
  text: string;
  hit: boolean;
}
export interface HelpSearchHit {
  id: number;
  score: number;
  /** How many of the query's terms matched somewhere. */
  matched: number;
  title: Segment[];
  snippet: Segment[];
  snippetLang: Lang;
}

/** Text folded for comparison, with each folded unit's range in the original. */
export interface Folded {
  text: string;
  original: string;
  starts: number[];
  ends: number[];
}

const MARKS = /\p{M}/gu;
const HAN = /\p{Script=Han}/u;
const HAN_RUN = /\p{Script=Han}+/gu;
const WORD_RUN = /[\p{L}\p{N}]+/gu;

export function fold(original: string): Folded {
  let text = "";
  const starts: number[] = [];
  const ends: number[] = [];
  let i = 0;
  for (const ch of original) {
    let f = ch.normalize("NFKD").replace(MARKS, "").toLowerCase();
    if (f === "ß") f = "ss";
    for (let k = 0; k < f.length; k++) {
      starts.push(i);
      ends.push(i + ch.length);
    }
    text += f;
    i += ch.length;
  }
  return { text, original, starts, ends };
}

const isLatinWordChar = (ch: string | undefined) => !!ch && /[\p{L}\p{N}]/u.test(ch) && !HAN.test(ch);

const EN_STOP = new Set(
  "a an the i im me my you your we our us is are am was were be been do does did doing how what when where which who whom why can could should would will shall may might must to of in on for at by with from and or it its this that these those if get got there here about any as into not no so than then they them their he she his her has have had".split(
    " ",
  ),
);
/** Question words and particles, longest first, cut out of Han runs. */
const ZH_STOP = ["为什么", "怎么办", "怎么样", "能不能", "是不是", "有没有", "怎么", "怎样", "如何", "什么", "哪里", "哪些", "哪个", "可以", "能否", "是否", "请问", "我的", "我们", "吗", "呢", "吧", "啊", "的", "了", "我"];
const ZH_STOP_RE = new RegExp(ZH_STOP.join("|"), "g");

export type Term = { kind: "han"; text: string; pieces: string[] } | { kind: "word"; text: string; forms: string[] };

/** The plain forms a word may take in the text: plural, -ing and -ed forms reduced. */
function formsOf(word: string): string[] {
  const forms = new Set([word]);
  if (word.length > 3) {
    if (word.endsWith("ies")) forms.add(`${word.slice(0, -3)}y`);
    else if (word.endsWith("es")) forms.add(word.slice(0, -2));
    if (word.endsWith("s") && !word.endsWith("ss")) forms.add(word.slice(0, -1));
  }
  if (word.length > 5 && word.endsWith("ing")) forms.add(word.slice(0, -3)).add(`${word.slice(0, -3)}e`);
  if (word.length > 4 && word.endsWith("ed")) forms.add(word.slice(0, -2)).add(word.slice(0, -1));
  return [...forms];
}

function hanTerm(run: string): Term {
  const pieces: string[] = [];
  for (let i = 0; i + 2 <= run.length; i++) pieces.push(run.slice(i, i + 2));
  return { kind: "han", text: run, pieces: run.length > 2 ? pieces : [] };
}

/** The query's terms: Han runs (question words cut out) and words (common words dropped), at most 12. */
export function parseQuery(query: string): Term[] {
  const q = fold(query.slice(0, 200)).text;
  const hanRuns = [...q.matchAll(HAN_RUN)].map((m) => m[0]);
  const words = [...q.matchAll(WORD_RUN)].map((m) => m[0].replace(HAN_RUN, " ").trim()).flatMap((w) => w.split(/\s+/)).filter(Boolean);
  let han = hanRuns.flatMap((r) => r.split(ZH_STOP_RE)).filter(Boolean);
  if (!han.length) han = hanRuns;
  let latin = words.filter((w) => !EN_STOP.has(w));
  if (!latin.length && !han.length) latin = words;
  const seen = new Set<string>();
  const terms: Term[] = [];
  for (const t of [...han.map(hanTerm), ...latin.map((w): Term => ({ kind: "word", text: w, forms: formsOf(w) }))]) {
    if (seen.has(`${t.kind}:${t.text}`)) continue;
    seen.add(`${t.kind}:${t.text}`);
    terms.push(t);
  }
  return terms.slice(0, 12);
}

interface Match {
  quality: number;
  /** Folded ranges [start, end) to highlight. */
  ranges: [number, number][];
}

function allIndexes(haystack: string, needle: string): number[] {
  const out: number[] = [];
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) out.push(at);
  return out;
}

/** How well a term matches one folded field, and where. */
export function matchTerm(term: Term, field: string): Match {
  if (term.kind === "han") {
    const whole = allIndexes(field, term.text);
    if (whole.length) return { quality: 1, ranges: whole.map((i) => [i, i + term.text.length]) };
    if (!term.pieces.length) return { quality: 0, ranges: [] };
    const found = term.pieces.filter((p) => field.includes(p));
    if (!found.length) return { quality: 0, ranges: [] };
    return { quality: (0.6 * found.length) / term.pieces.length, ranges: found.flatMap((p) => allIndexes(field, p).map((i): [number, number] => [i, i + 2])) };
  }
  let quality = 0;
  const ranges: [number, number][] = [];
  for (const form of term.forms) {
    for (const i of allIndexes(field, form)) {
      if (isLatinWordChar(field[i - 1])) continue;
      let end = i + form.length;
      while (isLatinWordChar(field[end])) end++;
      const rest = field.slice(i + form.length, end);
      // A whole word, or the same word with a plural ending; else the beginning of a longer word.
      const q = rest === "" || rest === "s" || rest === "es" ? (form === term.text ? 1 : 0.9) : form.length >= 2 ? 0.8 : 0;
      if (q === 0) continue;
      quality = Math.max(quality, q);
      ranges.push([i, i + form.length]);
    }
  }
  return { quality, ranges };
}

interface PreparedField {
  folded: Folded;
  weight: number;
  lang: Lang;
  part: keyof HelpSearchTexts;
}
export interface PreparedDoc {
  doc: HelpSearchDoc;
  fields: Record<Lang, Record<keyof HelpSearchTexts, Folded>>;
}

export function prepare(docs: readonly HelpSearchDoc[]): PreparedDoc[] {
  const foldAll = (t: HelpSearchTexts) => ({ title: fold(t.title), category: fold(t.category), body: fold(t.body) });
  return docs.map((doc) => ({ doc, fields: { cn: foldAll(doc.texts.cn), en: foldAll(doc.texts.en) } }));
}

const WEIGHTS: Record<keyof HelpSearchTexts, [own: number, other: number]> = { title: [10, 8], category: [4, 3], body: [3, 2.5] };

function fieldsFor(p: PreparedDoc, lang: Lang): PreparedField[] {
  const other: Lang = lang === "cn" ? "en" : "cn";
  const out: PreparedField[] = [];
  for (const part of ["title", "category", "body"] as const) {
    out.push({ folded: p.fields[lang][part], weight: WEIGHTS[part][0], lang, part });
    out.push({ folded: p.fields[other][part], weight: WEIGHTS[part][1], lang: other, part });
  }
  return out;
}

function mergeRanges(ranges: [number, number][]): [number, number][] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const out: [number, number][] = [];
  for (const r of sorted) {
    const last = out.at(-1);
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else out.push([r[0], r[1]]);
  }
  return out;
}

/** The original text of [from, to) split into segments, the folded ranges marked as hits. */
export function segmentsOf(f: Folded, ranges: [number, number][], from = 0, to = f.original.length): Segment[] {
  const out: Segment[] = [];
  let at = from;
  for (const [a, b] of mergeRanges(ranges)) {
    const s = f.starts[a];
    const e = f.ends[b - 1];
    if (s === undefined || e === undefined || e <= from || s >= to) continue;
    const start = Math.max(s, at);
    const end = Math.min(e, to);
    if (start >= end) continue;
    if (start > at) out.push({ text: f.original.slice(at, start), hit: false });
    out.push({ text: f.original.slice(start, end), hit: true });
    at = end;
  }
  if (at < to) out.push({ text: f.original.slice(at, to), hit: false });
  return out;
}

/** Display width: a Han character takes about two Latin ones. */
const widthOf = (ch: string) => (HAN.test(ch) || /[\u3000-\u303f\uff00-\uffef]/.test(ch) ? 2 : 1);

/** About `budget` columns of the answer around its first hit, with "…" where it is cut. */
export function snippetOf(f: Folded, ranges: [number, number][], budget = 150): Segment[] {
  const text = f.original;
  const merged = mergeRanges(ranges);
  const firstHit = merged.length ? f.starts[merged[0][0]] : 0;
  // Start a little before the first hit, at a word boundary for Latin text.
  let from = firstHit;
  let lead = 0;
  while (from > 0 && lead < budget / 4 && text[from - 1] !== "\n") {
    from--;
    lead += widthOf(text[from]);
  }
  if (from > 0 && from < firstHit && !HAN.test(text[from])) {
    const space = text.indexOf(" ", from);
    if (space !== -1 && space < firstHit) from = space + 1;
  }
  let to = from;
  let used = 0;
  while (to < text.length && used < budget) {
    used += widthOf(text[to]);
    to++;
  }
  if (to < text.length && !HAN.test(text[to - 1] ?? "")) {
    const space = text.lastIndexOf(" ", to);
    if (space > from + budget / 2) to = space;
  }
  const parts = segmentsOf(f, merged, from, to).map((s) => ({ ...s, text: s.text.replace(/\s*\n\s*/g, " ") }));
  if (from > 0) parts.unshift({ text: "…", hit: false });
  if (to < text.length) parts.push({ text: "…", hit: false });
  return parts;
}

/** Every document matching at least one term, best first, with the title and a snippet highlighted in `lang`. */
export function searchDocs(prepared: readonly PreparedDoc[], query: string, lang: Lang): HelpSearchHit[] {
  const terms = parseQuery(query);
  if (!terms.length) return [];
  const phrase = fold(query).text.replace(/\s+/g, " ").trim();
  const hits: (HelpSearchHit & { order: number })[] = [];
  for (const p of prepared) {
    const fields = fieldsFor(p, lang);
    const rangesOf = new Map<PreparedField, [number, number][]>();
    let score = 0;
    let matched = 0;
    for (const term of terms) {
      let best = 0;
      for (const field of fields) {
        const m = matchTerm(term, field.folded.text);
        if (!m.quality) continue;
        rangesOf.set(field, [...(rangesOf.get(field) ?? []), ...m.ranges]);
        let s = field.weight * m.quality;
        if (field.part === "body") s += Math.min(1, 0.3 * (m.ranges.length - 1));
        best = Math.max(best, s);
      }
      if (best > 0) matched++;
      score += best;
    }
    if (!matched) continue;
    if (phrase.length >= 2 && (p.fields.cn.title.text.includes(phrase) || p.fields.en.title.text.includes(phrase))) score += 5;
    const own = (part: keyof HelpSearchTexts, l: Lang) => fields.find((f) => f.part === part && f.lang === l)!;
    const titleField = own("title", lang);
    const other: Lang = lang === "cn" ? "en" : "cn";
    // The snippet in the page's language when the answer matched there, else the other's that matched.
    const bodyOwn = own("body", lang);
    const bodyOther = own("body", other);
    const snippetField = rangesOf.has(bodyOwn) || !rangesOf.has(bodyOther) ? bodyOwn : bodyOther;
    hits.push({
      id: p.doc.id,
      order: p.doc.order,
      score: Math.round(score * 100) / 100,
      matched,
      title: segmentsOf(titleField.folded, rangesOf.get(titleField) ?? []),
      snippet: snippetOf(snippetField.folded, rangesOf.get(snippetField) ?? []),
      snippetLang: snippetField.lang,
    });
  }
  hits.sort((a, b) => b.matched - a.matched || b.score - a.score || a.order - b.order);
  return hits.map(({ order: _order, ...h }) => h);
}
