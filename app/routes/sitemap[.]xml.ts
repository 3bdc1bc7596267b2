import type { LoaderFunctionArgs } from "@remix-run/node";
import { callApi, loadOrThrow } from "~/lib/api.server";
import { helpSitemapUrls, sitemapUrls, sitemapXml, type SitemapUrl } from "~/lib/sitemap";

/**
 * /sitemap.xml: every country, city, school and apartment in both languages, and
 * the help centre's pages. One urlset up to 50,000 URLs, else an index of /sitemap.xml?part=N.
 * The catalogue's part is built from house/sitemap and kept for an hour per instance; the help
 * centre's is read each time (the API answers it from memory), so a published question is
 * listed at once.
 */
const TTL_MS = 60 * 60 * 1000;
let cached: { at: number; urls: SitemapUrl[] } | undefined;
let inflight: Promise<SitemapUrl[]> | undefined;

async function urls(request: Request): Promise<SitemapUrl[]> {
  if (cached && Date.now() - cached.at < TTL_MS) return cached.urls;
  inflight ??= loadOrThrow("/rest/building/client/house/sitemap", {}, { request })
    .then((e) => {
      const list = sitemapUrls(e);
      cached = { at: Date.now(), urls: list };
      return list;
    })
    .finally(() => (inflight = undefined));
  return inflight;
}

/** The help centre's pages; none when the help index cannot be read (the catalogue's still are). */
async function helpUrls(request: Request): Promise<SitemapUrl[]> {
  const index = await callApi("/rest/help/index", {}, { request });
  return index.ok ? helpSitemapUrls(index.data.categories) : [];
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const partParam = url.searchParams.get("part");
  const part = partParam === null ? undefined : Number(partParam);
  const [catalogue, help] = await Promise.all([urls(request), helpUrls(request)]);
  const xml = sitemapXml(url.origin, [...catalogue, ...help], part);
  if (xml === undefined) return new Response("Not Found", { status: 404 });
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
