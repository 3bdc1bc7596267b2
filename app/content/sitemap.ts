import { slugify } from "#core/slug";

/**
 * Countries and cities for the sitemap page, read from the `address/all` answer (spec §7:
 * "data array; first element dropped", the hot-cities pseudo-country). A country's cities are
 * under `son` (or `citys`); a region may group countries under `son`. The shape is read
 * defensively: anything unexpected gives `null` and the page shows its static sections only.
 */
export interface SitemapCity {
  name: string;
  slug: string;
}
export interface SitemapCountry {
  name: string;
  slug: string;
  cities: SitemapCity[];
}

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === "object" && v !== null && !Array.isArray(v);

function slugOf(node: Node): string {
  if (typeof node.slug === "string" && node.slug) return node.slug;
  for (const key of ["enName", "nameEn", "name_en", "name"]) {
    const v = node[key];
    if (typeof v === "string") {
      const s = slugify(v);
      if (s) return s;
    }
  }
  return "";
}

const nameOf = (node: Node) => (typeof node.name === "string" ? node.name : typeof node.enName === "string" ? node.enName : "");

const childrenOf = (node: Node): unknown[] | null =>
  Array.isArray(node.citys) ? node.citys : Array.isArray(node.cities) ? node.cities : Array.isArray(node.son) ? node.son : null;

/** A node whose children have children of their own is a group (a region); otherwise a country. */
function collect(nodes: unknown[], out: Map<string, SitemapCountry>, depth = 0) {
  if (depth > 4) return;
  for (const node of nodes) {
    if (!isNode(node)) continue;
    const children = childrenOf(node);
    if (!children) continue;
    if (children.some((c) => isNode(c) && childrenOf(c))) {
      collect(children, out, depth + 1);
      continue;
    }
    const slug = slugOf(node);
    const name = nameOf(node);
    if (!slug || !name || out.has(slug)) continue;
    const list: SitemapCity[] = [];
    for (const c of children) {
      if (!isNode(c)) continue;
      const citySlug = slugOf(c);
      const cityName = nameOf(c);
      if (citySlug && cityName && !list.some((x) => x.slug === citySlug)) list.push({ name: cityName, slug: citySlug });
    }
    out.set(slug, { name, slug, cities: list });
  }
}

/** Parse the `address/all` answer; exported for tests. */
export function countriesFromAddressAll(data: unknown): SitemapCountry[] | null {
  if (!Array.isArray(data) || data.length < 2) return null;
  const out = new Map<string, SitemapCountry>();
  collect(data.slice(1), out);
  return out.size ? [...out.values()] : null;
}

