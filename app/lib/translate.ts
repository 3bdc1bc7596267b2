import { useContext } from "react";
import type { i18n as I18n } from "i18next";
import { getI18n, I18nContext } from "react-i18next";

/**
 * The site's translation function: a key of the catalogues (app/locales) in the page's language,
 * with `{{name}}` filled in from the options and `count` choosing the `_one`/`_other` form.
 *
 * Why not i18next's own t(): every call of it resolves the language's fallback chain again,
 * formatting the locale codes with Intl.getCanonicalLocales, and walks the nested catalogue
 * key by key; a page makes hundreds of calls, and that cost was 14.5% of a signed-in render.
 * Here each catalogue is flattened once into a Map and a call is one lookup (the figures are in
 * docs/decisions/028-translations.md). i18next still loads the catalogues and keeps the page's
 * language (app/entry.server.tsx, app/entry.client.tsx, remix-i18next's useChangeLanguage in
 * app/root.tsx); this reads the same catalogues from it, so the server's render and the
 * browser's hydration translate alike. tests/unit/translate.test.ts checks every key of both
 * languages against i18next's answer.
 */
export interface TranslateOptions {
  /** Chooses the plural form (`key_one`, `key_other`) by the language's plural rules. */
  count?: number;
  /** The text when the key is in no catalogue (else the key itself is shown). */
  defaultValue?: string;
  /** Answers a list or group of texts (each filled in) instead of one text. */
  returnObjects?: boolean;
  [name: string]: unknown;
}
export interface Translate {
  /** A list or group of texts, typed by the caller (`as string[]`). */
  (key: string, options: TranslateOptions & { returnObjects: true }): unknown;
  (key: string, options?: TranslateOptions): string;
}

type Node = string | Node[] | { [key: string]: Node };
type Catalogue = { [key: string]: Node };
interface Table {
  texts: Map<string, string>;
  /** The lists and groups, for returnObjects. */
  groups: Map<string, Node>;
}

/** "a.b.c" → text, for one catalogue object (memoised by identity: catalogues never change). */
const flattened = new WeakMap<object, Table>();
function flat(catalogue: Catalogue): Table {
  let table = flattened.get(catalogue);
  if (!table) {
    const t: Table = { texts: new Map(), groups: new Map() };
    const walk = (node: Node, key: string) => {
      if (typeof node === "string") {
        t.texts.set(key, node);
        return;
      }
      if (key) t.groups.set(key, node);
      for (const [k, v] of Object.entries(node)) walk(v, key ? `${key}.${k}` : k);
    };
    walk(catalogue, "");
    flattened.set(catalogue, (table = t));
  }
  return table;
}

/** A list or group with each text filled in. */
function fillGroup(node: Node, options: TranslateOptions): unknown {
  if (typeof node === "string") return interpolate(node, options);
  if (Array.isArray(node)) return node.map((n) => fillGroup(n, options));
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, fillGroup(v, options)]));
}

/**
 * The plural category of a count, per locale. `Intl.PluralRules#select` walks the locale's rules
 * on every call; the counts a page shows (rooms, weeks, reviews) are few small whole numbers, so
 * their category is kept once known.
 */
const pluralRules = new Map<string, { rules: Intl.PluralRules; known: Map<number, string> }>();
const KNOWN_COUNTS = 4096;
function pluralOf(locale: string, count: number): string {
  let plural = pluralRules.get(locale);
  if (!plural) pluralRules.set(locale, (plural = { rules: new Intl.PluralRules(locale), known: new Map() }));
  let category = plural.known.get(count);
  if (category === undefined) {
    category = plural.rules.select(count);
    if (plural.known.size < KNOWN_COUNTS) plural.known.set(count, category);
  }
  return category;
}

const VARIABLE = /\{\{(.+?)\}\}/g;

/**
 * A text with variables, split once: the literal parts at even indexes, between them each
 * variable as `[name, as written]`. A render fills hundreds of texts; a regular expression's
 * replace with a callback per call cost more than the lookup of the text itself.
 */
type Template = (string | readonly [name: string, written: string])[];
const templates = new Map<string, Template>();
const TEMPLATES = 8192;
function templateOf(text: string): Template {
  let template = templates.get(text);
  if (template) return template;
  template = [];
  let last = 0;
  for (const match of text.matchAll(VARIABLE)) {
    template.push(text.slice(last, match.index), [match[1].trim(), match[0]]);
    last = match.index + match[0].length;
  }
  template.push(text.slice(last));
  // Catalogue texts are a fixed set; a default value is the caller's and could be anything.
  if (templates.size < TEMPLATES) templates.set(text, template);
  return template;
}

/** Fills `{{name}}` from the options; a name the options lack stays as written (as i18next does). */
function interpolate(text: string, options: TranslateOptions | undefined): string {
  if (text.indexOf("{{") < 0) return text;
  const template = templateOf(text);
  let out = template[0] as string;
  for (let i = 1; i < template.length; i += 2) {
    const [name, written] = template[i] as readonly [string, string];
    if (!options || !(name in options)) out += written;
    else {
      const value = options[name];
      if (value != null) out += String(value);
    }
    out += template[i + 1] as string;
  }
  return out;
}

/** Plural keys kept per translator: the site's own keys, a few hundred; a bound all the same. */
const KNOWN_KEYS = 4096;

const translators = new WeakMap<object, Map<object | undefined, Translate>>();

/**
 * The translation function of a catalogue, looking in `fallback` (the default language's) for a
 * key the first lacks. Made once per pair of catalogues.
 */
export function translator(locale: string, catalogue: Catalogue, fallback?: Catalogue): Translate {
  let byFallback = translators.get(catalogue);
  if (!byFallback) translators.set(catalogue, (byFallback = new Map()));
  let t = byFallback.get(fallback);
  if (t) return t;
  const tables = [flat(catalogue), ...(fallback && fallback !== catalogue ? [flat(fallback)] : [])];
  const textOf = (key: string): string | undefined => {
    for (const table of tables) {
      const text = table.texts.get(key);
      if (text !== undefined) return text;
    }
    return undefined;
  };
  // The text of a key for a plural category (`key_one`, else the key itself), kept per key and
  // category: the lookup key would otherwise be a new string, hashed anew, on every call.
  const plurals = new Map<string, Map<string, string | null>>();
  const pluralText = (key: string, category: string): string | undefined => {
    let byCategory = plurals.get(key);
    if (!byCategory) {
      byCategory = new Map();
      if (plurals.size < KNOWN_KEYS) plurals.set(key, byCategory);
    }
    let text = byCategory.get(category);
    if (text === undefined) {
      const found = tables.find((table) => table.texts.has(`${key}_${category}`) || table.texts.has(key));
      text = found ? (found.texts.get(`${key}_${category}`) ?? found.texts.get(key) ?? null) : null;
      byCategory.set(category, text);
    }
    return text ?? undefined;
  };
  // One function for both call forms of Translate, which TypeScript cannot check against the
  // overloads: a group is answered only when returnObjects asks for it.
  t = ((key: string, options?: TranslateOptions): unknown => {
    if (options?.returnObjects) {
      for (const table of tables) {
        const group = table.groups.get(key);
        if (group !== undefined) return fillGroup(group, options);
      }
    }
    const text = options?.count !== undefined ? pluralText(key, pluralOf(locale, Number(options.count))) : textOf(key);
    if (text !== undefined) return interpolate(text, options);
    return options?.defaultValue !== undefined ? interpolate(options.defaultValue, options) : key;
  }) as Translate;
  byFallback.set(fallback, t);
  return t;
}

/** The translation function for an i18next instance's current language and catalogues. */
export function translatorOf(i18n: I18n): Translate {
  const lng = i18n.language;
  const fallbackLng = Array.isArray(i18n.options.fallbackLng) ? i18n.options.fallbackLng[0] : i18n.options.fallbackLng;
  const catalogue = (i18n.getResourceBundle(lng, "translation") as Catalogue | undefined) ?? {};
  const fallback = typeof fallbackLng === "string" && fallbackLng !== lng ? (i18n.getResourceBundle(fallbackLng, "translation") as Catalogue | undefined) : undefined;
  return translator(lng, catalogue, fallback);
}

/**
 * In a component: `const { t } = useTranslation()`, the page's language from the i18next
 * instance the entry provides (as react-i18next's hook of the same name reads it).
 */
export function useTranslation(): { t: Translate; i18n: { language: string } } {
  // Outside a provider (a component test), react-i18next's own hook reads the global instance too.
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  return { t: translatorOf(i18n), i18n };
}
