import { LANGS, LOCALE_OF, type Lang } from "#core/constants";
import type { ApiData } from "#core/contract";
import { apartmentPath, listingPath, placePath } from "#core/slug";

/**
 * The sitemaps as pure functions. /sitemap.xml is an index of one sitemap per language and kind
 * of page (`/sitemap.xml?part=en-apartments-1`), each split in numbered files so none passes
 * the protocol's limits (50,000 URLs, 50 MB uncompressed). Every URL carries its hreflang
 * alternates. Files live at the root, so each may list any page of the site.
 *
 * Sitemaps are built once and served to any host name: their text is kept with a marker where
 * the origin goes (`ORIGIN`), filled in when a file is served (`withOrigin`).
 */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;
/** Bytes reserved for each origin a file names when it is sized (`https://` and a host of up to 92 characters). */
export const ORIGIN_BUDGET = 100;
/** Stands where the origin goes; no path, slug or date contains it. */
export const ORIGIN = "\u0001";

/** The kinds of page, in the order the index lists them. Help pages change apart from the catalogue. */
export const SITEMAP_KINDS = ["pages", "countries", "cities", "schools", "apartments", "help"] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];
export type CatalogueKind = Exclude<SitemapKind, "help">;

/** What house/sitemap answers: every place by slug, every published apartment by code. */
export type SitemapEntries = ApiData<"/rest/building/client/house/sitemap">;

export interface SitemapPath {
  /** Path without the language prefix, e.g. `/united-kingdom/london/apartments`. */
  path: string;
  lastmod?: string;
}

/** Public pages that are not places or apartments: the home page and the roommate board. */
export const FIXED_SITEMAP_PATHS = ["/", "/roommates"] as const;

const strip = (p: string) => p.replace(/^\/cn/, "");

/** Every catalogue page path by kind (a place's page and its listing side by side), in a stable order. */
export function catalogueSitemapPaths(e: SitemapEntries): Record<CatalogueKind, SitemapPath[]> {
  const place = (p: Parameters<typeof placePath>[1]) => [{ path: strip(placePath("cn", p)) }, { path: strip(listingPath("cn", p)) }];
  return {
    pages: FIXED_SITEMAP_PATHS.map((path) => ({ path })),
    countries: e.countries.flatMap((country) => place({ country })),
    cities: e.cities.flatMap(place),
    schools: e.schools.flatMap(place),
    apartments: e.buildings.map((b) => ({ path: strip(apartmentPath("cn", b.code)), lastmod: b.updatedAt })),
  };
}

/** The help centre's pages: /help, each category, each question. */
export function helpSitemapPaths(categories: readonly { slug: string; questions: readonly { slug: string }[] }[]): SitemapPath[] {
  return ["/help", ...categories.flatMap((c) => [`/help/${c.slug}`, ...c.questions.map((q) => `/help/${c.slug}/${q.slug}`)])].map((path) => ({ path }));
}

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** One `<url>` of `lang`'s sitemap, with the origin left as the marker. */
export function urlEntry(lang: Lang, u: SitemapPath): string {
  const loc = (l: Lang) => `${ORIGIN}/${l}${escapeXml(u.path)}`;
  const alternates = LANGS.map((l) => `<xhtml:link rel="alternate" hreflang="${LOCALE_OF[l]}" href="${loc(l)}"/>`).join("");
  return `<url><loc>${loc(lang)}</loc>${u.lastmod ? `<lastmod>${escapeXml(u.lastmod)}</lastmod>` : ""}${alternates}<xhtml:link rel="alternate" hreflang="x-default" href="${loc("cn")}"/></url>`;
}

const URLSET_HEAD = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
const URLSET_TAIL = "\n</urlset>\n";

/** Bytes an entry takes once served, with every origin counted at the budget. */
function servedBytes(text: string): number {
  let markers = 0;
  for (let i = text.indexOf(ORIGIN); i !== -1; i = text.indexOf(ORIGIN, i + 1)) markers++;
  return Buffer.byteLength(text) - markers + markers * ORIGIN_BUDGET;
}

export interface SitemapLimits {
  maxUrls: number;
  maxBytes: number;
}
export const PROTOCOL_LIMITS: SitemapLimits = { maxUrls: SITEMAP_MAX_URLS, maxBytes: SITEMAP_MAX_BYTES };

/**
 * Entries split into files in order, each within both limits (an empty list still makes one
 * empty file, so the index can name it).
 */
export function splitEntries(entries: readonly string[], limits: SitemapLimits = PROTOCOL_LIMITS): string[][] {
  const frame = Buffer.byteLength(URLSET_HEAD + URLSET_TAIL);
  const files: string[][] = [[]];
  let bytes = frame;
  for (const entry of entries) {
    const size = servedBytes(entry) + 1; // and its newline
    const current = files[files.length - 1];
    if (current.length > 0 && (current.length >= limits.maxUrls || bytes + size > limits.maxBytes)) {
      files.push([entry]);
      bytes = frame + size;
    } else {
      current.push(entry);
      bytes += size;
    }
  }
  return files;
}

/** A sitemap file's text, the origin left as the marker. */
export function urlsetTemplate(entries: readonly string[]): string {
  return URLSET_HEAD + entries.join("\n") + URLSET_TAIL;
}

/** `en-apartments-2`: the `part` that names a file in the index. */
export function sitemapName(lang: Lang, kind: SitemapKind, n: number): string {
  return `${lang}-${kind}-${n}`;
}

const NAME_RE = new RegExp(`^(${LANGS.join("|")})-(${SITEMAP_KINDS.join("|")})-([1-9]\\d{0,4})$`);
export function parseSitemapName(name: string): { lang: Lang; kind: SitemapKind; n: number } | undefined {
  const m = NAME_RE.exec(name);
  return m ? { lang: m[1] as Lang, kind: m[2] as SitemapKind, n: Number(m[3]) } : undefined;
}

/** The URL of a sitemap file. */
export function sitemapFileUrl(origin: string, name: string): string {
  return `${origin}/sitemap.xml?part=${encodeURIComponent(name)}`;
}

/** Index order: by language, then kind, then number. */
export function compareSitemapNames(a: string, b: string): number {
  const pa = parseSitemapName(a)!;
  const pb = parseSitemapName(b)!;
  return LANGS.indexOf(pa.lang) - LANGS.indexOf(pb.lang) || SITEMAP_KINDS.indexOf(pa.kind) - SITEMAP_KINDS.indexOf(pb.kind) || pa.n - pb.n;
}

export function sitemapIndexXml(origin: string, names: readonly string[]): string {
  const items = [...names].sort(compareSitemapNames).map((name) => `<sitemap><loc>${escapeXml(sitemapFileUrl(origin, name))}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
}

/** A kept file served for `origin`. */
export function withOrigin(template: string, origin: string): string {
  return template.split(ORIGIN).join(escapeXml(origin));
}

/** Entries made between two pauses (`sitemapTemplates`): a few milliseconds of work. */
export const SITEMAP_BATCH = 1000;

/**
 * Every file of one kind of page, for every language, by name. `pause` is awaited between
 * batches of entries, so a server can let other requests run while a large catalogue's
 * sitemaps are made.
 */
export async function sitemapTemplates(
  kind: SitemapKind,
  paths: readonly SitemapPath[],
  options: { limits?: SitemapLimits; pause?: () => Promise<void> } = {},
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const lang of LANGS) {
    const entries: string[] = [];
    for (let i = 0; i < paths.length; i++) {
      if (i > 0 && i % SITEMAP_BATCH === 0 && options.pause) await options.pause();
      entries.push(urlEntry(lang, paths[i]));
    }
    splitEntries(entries, options.limits).forEach((group, i) => out.set(sitemapName(lang, kind, i + 1), urlsetTemplate(group)));
  }
  return out;
}
