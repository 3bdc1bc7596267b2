import type { LoaderFunctionArgs } from "@remix-run/node";
import { catalogueSitemaps, helpSitemaps } from "~/lib/sitemap.server";
import { parseSitemapName, sitemapIndexXml, withOrigin } from "~/lib/sitemap";

/**
 * /sitemap.xml: the index of the site's sitemaps, one per language and kind of page (home and
 * roommate board, countries, cities, schools, apartments, help centre), each at
 * /sitemap.xml?part=<lang>-<kind>-<n> within the protocol's limits (app/lib/sitemap.ts).
 */
const HEADERS = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" };

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const part = url.searchParams.get("part");
  if (part === null) {
    const [catalogue, help] = await Promise.all([catalogueSitemaps(request), helpSitemaps(request)]);
    return new Response(sitemapIndexXml(url.origin, [...catalogue.names(), ...help.keys()]), { headers: HEADERS });
  }
  const name = parseSitemapName(part);
  let xml: string | undefined;
  if (name?.kind === "help") {
    const file = (await helpSitemaps(request)).get(part);
    xml = file === undefined ? undefined : withOrigin(file, url.origin);
  } else if (name) {
    xml = (await catalogueSitemaps(request)).file(part, url.origin);
  }
  if (xml === undefined) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(xml, { headers: HEADERS });
}
