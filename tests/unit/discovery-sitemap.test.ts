// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import {
  catalogueSitemapPaths,
  helpSitemapPaths,
  ORIGIN_BUDGET,
  parseSitemapName,
  SITEMAP_BATCH,
  SITEMAP_MAX_URLS,
  sitemapIndexXml,
  sitemapTemplates,
  splitEntries,
  urlEntry,
  withOrigin,
} from "~/lib/sitemap";

const entries = {
  countries: ["united-kingdom"],
  cities: [{ country: "united-kingdom", city: "london" }],
  schools: [{ country: "united-kingdom", city: "london", school: "university-college-london" }],
  buildings: [{ code: "ab12cd34", updatedAt: "2026-01-02" }],
};

/** Parses XML strictly enough to catch a broken document (happy-dom reports a parsererror). */
function parseXml(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return doc;
}
const locs = (doc: Document) => [...doc.getElementsByTagName("loc")].map((l) => l.textContent);

describe("sitemaps", () => {
  it("one file per language and kind: home and roommate board, each place's page and listing, apartments with lastmod", async () => {
    const paths = catalogueSitemapPaths(entries);
    const files = new Map<string, string>();
    for (const kind of ["pages", "countries", "cities", "schools", "apartments"] as const) {
      for (const [name, text] of await sitemapTemplates(kind, paths[kind])) files.set(name, withOrigin(text, "https://x.test"));
    }
    expect([...files.keys()].sort()).toEqual(
      ["apartments", "cities", "countries", "pages", "schools"].flatMap((k) => [`cn-${k}-1`, `en-${k}-1`]).sort(),
    );
    expect(locs(parseXml(files.get("cn-pages-1")!))).toEqual(["https://x.test/cn/", "https://x.test/cn/roommates"]);
    expect(locs(parseXml(files.get("en-cities-1")!))).toEqual(["https://x.test/en/united-kingdom/london", "https://x.test/en/united-kingdom/london/apartments"]);
    expect(locs(parseXml(files.get("en-schools-1")!))).toContain("https://x.test/en/united-kingdom/london/university-college-london/apartments");
    const apartments = files.get("cn-apartments-1")!;
    expect(apartments).toContain("<loc>https://x.test/cn/apartment/ab12cd34</loc><lastmod>2026-01-02</lastmod>");
    expect(apartments).toContain('hreflang="en" href="https://x.test/en/apartment/ab12cd34"');
    expect(apartments).toContain('hreflang="x-default" href="https://x.test/cn/apartment/ab12cd34"');
  });

  it("the help centre's pages", async () => {
    const paths = helpSitemapPaths([{ slug: "payments", questions: [{ slug: "deposit" }] }]);
    const files = await sitemapTemplates("help", paths);
    expect(locs(parseXml(withOrigin(files.get("en-help-1")!, "https://x.test")))).toEqual([
      "https://x.test/en/help",
      "https://x.test/en/help/payments",
      "https://x.test/en/help/payments/deposit",
    ]);
  });

  it("no file passes 50,000 URLs", async () => {
    const paths = Array.from({ length: SITEMAP_MAX_URLS + 7 }, (_, i) => ({ path: `/apartment/a${i}` }));
    const files = await sitemapTemplates("apartments", paths);
    expect([...files.keys()].sort()).toEqual(["cn-apartments-1", "cn-apartments-2", "en-apartments-1", "en-apartments-2"]);
    expect(files.get("en-apartments-1")!.match(/<url>/g)).toHaveLength(SITEMAP_MAX_URLS);
    expect(files.get("en-apartments-2")!.match(/<url>/g)).toHaveLength(7);
  });

  it("no file passes the byte limit, counting each origin at its budget", () => {
    const entry = urlEntry("cn", { path: "/apartment/abc" });
    const origins = entry.split("\u0001").length - 1;
    const size = Buffer.byteLength(entry) - origins + origins * ORIGIN_BUDGET + 1;
    const groups = splitEntries(Array(10).fill(entry), { maxUrls: 100, maxBytes: 200 + size * 3 });
    expect(groups.map((g) => g.length)).toEqual([3, 3, 3, 1]);
    // An entry larger than the limit on its own still gets a file rather than vanishing.
    expect(splitEntries([entry], { maxUrls: 100, maxBytes: 10 })).toEqual([[entry]]);
  });

  it("pauses between batches, so a server can answer other requests while a large catalogue's files are made", async () => {
    let pauses = 0;
    const paths = Array.from({ length: SITEMAP_BATCH * 5 }, (_, i) => ({ path: `/apartment/a${i}` }));
    await sitemapTemplates("apartments", paths, { pause: async () => void pauses++ });
    expect(pauses).toBe(2 * 4);
  });

  it("the index lists every file, by language then kind, at the root", () => {
    const xml = sitemapIndexXml("https://x.test", ["en-apartments-1", "cn-help-1", "cn-apartments-2", "cn-apartments-1", "cn-pages-1"]);
    expect(locs(parseXml(xml))).toEqual([
      "https://x.test/sitemap.xml?part=cn-pages-1",
      "https://x.test/sitemap.xml?part=cn-apartments-1",
      "https://x.test/sitemap.xml?part=cn-apartments-2",
      "https://x.test/sitemap.xml?part=cn-help-1",
      "https://x.test/sitemap.xml?part=en-apartments-1",
    ]);
    expect(parseSitemapName("en-schools-12")).toEqual({ lang: "en", kind: "schools", n: 12 });
    for (const bad of ["fr-pages-1", "cn-castles-1", "cn-pages-0", "cn-pages-1.5", "cn-pages-"]) expect(parseSitemapName(bad), bad).toBeUndefined();
  });

  it("an origin with XML metacharacters is escaped where it is filled in", async () => {
    const files = await sitemapTemplates("pages", [{ path: "/" }]);
    expect(withOrigin(files.get("cn-pages-1")!, "https://a&b.test")).toContain("<loc>https://a&amp;b.test/cn/</loc>");
  });
});
