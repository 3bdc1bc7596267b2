import { LANGS, LOCALE_OF } from "#core/constants";
import type { ApiData } from "#core/contract";
import { apartmentPath, listingPath, placePath } from "#core/slug";

/**
 * sitemap.xml as pure functions: every country, city and school page and listing
 * and every apartment, in both languages, each with its hreflang alternates. Up to 50,000 URLs
 * it is one urlset; past that /sitemap.xml becomes an index of parts (?part=1, ?part=2, …).
 */
export const SITEMAP_MAX_URLS = 50_000;

/** What house/sitemap answers: every place by slug, every published apartment by code. */
export type SitemapEntries = ApiData<"/rest/building/client/house/sitemap">;

export interface SitemapUrl {
  /** Path without the language prefix, e.g. `/united-kingdom/london/apartments`. */
  path: string;
  lang: (typeof LANGS)[number];
  lastmod?: string;
}

/** Every page path, once per language, in a stable order. */
export function sitemapUrls(e: SitemapEntries): SitemapUrl[] {
  const paths: { path: string; lastmod?: string }[] = [{ path: "/" }];
  const strip = (p: string) => p.replace(/^\/cn/, "");
  for (const country of e.countries) {
    paths.push({ path: strip(placePath("cn", { country })) }, { path: strip(listingPath("cn", { country })) });
  }
  for (const c of e.cities) {
    paths.push({ path: strip(placePath("cn", c)) }, { path: strip(listingPath("cn", c)) });
  }
  for (const s of e.schools) {
    paths.push({ path: strip(placePath("cn", s)) }, { path: strip(listingPath("cn", s)) });
  }
  for (const b of e.buildings) paths.push({ path: strip(apartmentPath("cn", b.code)), lastmod: b.updatedAt });
  return paths.flatMap((p) => LANGS.map((lang) => ({ ...p, lang })));
}

/** The help centre's pages (/help, each category, each question), once per language. */
export function helpSitemapUrls(categories: readonly { slug: string; questions: readonly { slug: string }[] }[]): SitemapUrl[] {
  const paths = ["/help", ...categories.flatMap((c) => [`/help/${c.slug}`, ...c.questions.map((q) => `/help/${c.slug}/${q.slug}`)])];
  return paths.flatMap((path) => LANGS.map((lang) => ({ path, lang })));
}

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

function urlXml(origin: string, u: SitemapUrl): string {
  const loc = (lang: string) => escapeXml(`${origin}/${lang}${u.path}`);
  const alternates = LANGS.map((l) => `<xhtml:link rel="alternate" hreflang="${LOCALE_OF[l]}" href="${loc(l)}"/>`).join("");
  return `<url><loc>${loc(u.lang)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ""}${alternates}<xhtml:link rel="alternate" hreflang="x-default" href="${loc("cn")}"/></url>`;
}

export function urlsetXml(origin: string, urls: readonly SitemapUrl[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.map((u) => urlXml(origin, u)).join("\n")}\n</urlset>\n`;
}

export function sitemapIndexXml(origin: string, parts: number): string {
  const items = Array.from({ length: parts }, (_, i) => `<sitemap><loc>${escapeXml(`${origin}/sitemap.xml?part=${i + 1}`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
}

export function partCount(total: number, max = SITEMAP_MAX_URLS): number {
  return Math.max(1, Math.ceil(total / max));
}

/** The XML answered for /sitemap.xml (part undefined) or /sitemap.xml?part=n; undefined for a missing part. */
export function sitemapXml(origin: string, urls: readonly SitemapUrl[], part: number | undefined, max = SITEMAP_MAX_URLS): string | undefined {
  const parts = partCount(urls.length, max);
  if (part === undefined) return parts === 1 ? urlsetXml(origin, urls) : sitemapIndexXml(origin, parts);
  if (!Number.isInteger(part) || part < 1 || part > parts) return undefined;
  return urlsetXml(origin, urls.slice((part - 1) * max, part * max));
}
