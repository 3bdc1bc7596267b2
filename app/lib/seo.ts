import type { MetaDescriptor } from "@remix-run/node";
import type { Lang } from "#core/constants";

/**
 * Page meta of the discovery pages. Only the routes whose handle has `keepsTitle` (layout.ts) set a title;
 * the others keep the root's default title (a leaf route's meta replaces its parents', so they
 * copy the root's title descriptor and add their description).
 */
type Match = { id: string; meta?: MetaDescriptor[] };

export function rootTitle(matches: readonly Match[]): MetaDescriptor[] {
  const root = matches.find((m) => m.id === "root");
  return (root?.meta ?? []).filter((d) => "title" in d);
}

export function describe(description: string, matches: readonly Match[], extra: MetaDescriptor[] = []): MetaDescriptor[] {
  const title = rootTitle(matches);
  const ogTitle = title.map((d) => ({ property: "og:title", content: String((d as { title: unknown }).title) }));
  return [...title, { name: "description", content: description }, ...ogTitle, ...ogTags(description), ...extra];
}

export function titled(title: string, description: string, extra: MetaDescriptor[] = []): MetaDescriptor[] {
  return [{ title }, { name: "description", content: description }, { property: "og:title", content: title }, ...ogTags(description), ...extra];
}

function ogTags(description: string): MetaDescriptor[] {
  return [{ property: "og:description", content: description }, { property: "og:type", content: "website" }];
}

export function jsonLd(value: unknown): MetaDescriptor {
  return { "script:ld+json": value as Record<string, unknown> } as MetaDescriptor;
}

export const ogLocale = (lang: Lang) => (lang === "en" ? "en_GB" : "zh_CN");

/** The main photo of a detail page, preloaded. */
export function preloadImage(p: { href: string; imageSrcSet: string; imageSizes: string } | undefined): MetaDescriptor[] {
  if (!p) return [];
  return [{ tagName: "link", rel: "preload", as: "image", type: "image/webp", href: p.href, imageSrcSet: p.imageSrcSet, imageSizes: p.imageSizes, fetchpriority: "high" } as MetaDescriptor];
}
