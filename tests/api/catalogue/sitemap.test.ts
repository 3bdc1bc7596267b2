import { Window } from "happy-dom";
import { beforeAll, expect, test } from "vitest";
import { LANGS } from "#core/constants";
import { callSigned, setupApi } from "../../helpers/api";

/**
 * /sitemap.xml and /robots.txt as Remix calls them with the in-process API: an index of one
 * sitemap per language and kind, every listed file well-formed XML holding exactly the pages of
 * its kind, made once per catalogue stamp however many requests arrive together.
 */
type Loader = typeof import("~/routes/sitemap[.]xml").loader;
let loader: Loader;
let server: typeof import("~/lib/sitemap.server");
const ORIGIN = "http://site.test";

beforeAll(async () => {
  await setupApi();
  loader = (await import("~/routes/sitemap[.]xml")).loader;
  server = await import("~/lib/sitemap.server");
});

const get = async (url: string) => (await loader({ request: new Request(url), params: {}, context: {} })) as Response;

const parser = new new Window().DOMParser();
function parseXml(xml: string) {
  const doc = parser.parseFromString(xml, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return doc;
}
const locs = (xml: string) => [...parseXml(xml).getElementsByTagName("loc")].map((l) => l.textContent ?? "");

test("the index lists one sitemap per language and kind; each answers valid XML with that kind's pages", async () => {
  const index = await get(`${ORIGIN}/sitemap.xml`);
  expect(index.status).toBe(200);
  expect(index.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  const indexXml = await index.text();
  expect(parseXml(indexXml).documentElement.nodeName.toLowerCase()).toBe("sitemapindex");
  const files = locs(indexXml);
  const expected = LANGS.flatMap((l) => ["pages", "countries", "cities", "schools", "apartments", "help"].map((k) => `${ORIGIN}/sitemap.xml?part=${l}-${k}-1`));
  expect(files).toEqual(expected);

  const { data: entries } = await callSigned("/rest/building/client/house/sitemap");
  const { data: help } = await callSigned("/rest/help/index");
  const expectedPaths: Record<string, string[]> = {
    pages: ["/", "/roommates"],
    countries: entries.countries.flatMap((c: string) => [`/${c}`, `/${c}/apartments`]),
    cities: entries.cities.flatMap((c: { country: string; city: string }) => [`/${c.country}/${c.city}`, `/${c.country}/${c.city}/apartments`]),
    schools: entries.schools.flatMap((s: { country: string; city: string; school: string }) => [`/${s.country}/${s.city}/${s.school}`, `/${s.country}/${s.city}/${s.school}/apartments`]),
    apartments: entries.buildings.map((b: { code: string }) => `/apartment/${b.code}`),
    help: ["/help", ...help.categories.flatMap((c: { slug: string; questions: { slug: string }[] }) => [`/help/${c.slug}`, ...c.questions.map((q) => `/help/${c.slug}/${q.slug}`)])],
  };
  expect(entries.buildings.length).toBeGreaterThan(10);
  for (const file of files) {
    const res = await get(file);
    expect(res.status, file).toBe(200);
    const xml = await res.text();
    expect(parseXml(xml).documentElement.nodeName.toLowerCase(), file).toBe("urlset");
    const [, lang, kind] = /part=(cn|en)-([a-z]+)-1$/.exec(file)!;
    expect(locs(xml), file).toEqual(expectedPaths[kind].map((p) => `${ORIGIN}/${lang}${p}`));
  }
  expect((await get(`${ORIGIN}/sitemap.xml?part=cn-apartments-2`)).status).toBe(404);
  expect((await get(`${ORIGIN}/sitemap.xml?part=../etc`)).status).toBe(404);
});

test("made once per catalogue stamp: 20 requests together cost one making, answered from the kept files meanwhile", async () => {
  const { invalidateCatalogueAnswers } = await import("../../../api/catalogue/catalogue-snapshot");
  await get(`${ORIGIN}/sitemap.xml`);
  const before = server.sitemapBuilds();
  // A catalogue change moves the stamp: the next requests start one making and are answered
  // from the previous stamp's files until it is done.
  invalidateCatalogueAnswers();
  const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => get(`${ORIGIN}/sitemap.xml${i % 2 ? "" : "?part=en-apartments-1"}`)));
  expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
  await expect.poll(() => server.sitemapBuilds()).toBe(before + 1);
  await Promise.all(Array.from({ length: 20 }, () => get(`${ORIGIN}/sitemap.xml?part=cn-cities-1`)));
  expect(server.sitemapBuilds()).toBe(before + 1);
});

test("each host name gets its own origin in the same kept files", async () => {
  const a = await (await get("https://one.test/sitemap.xml?part=en-pages-1")).text();
  const b = await (await get("https://two.test/sitemap.xml?part=en-pages-1")).text();
  expect(locs(a)).toEqual(["https://one.test/en/", "https://one.test/en/roommates"]);
  expect(locs(b)).toEqual(["https://two.test/en/", "https://two.test/en/roommates"]);
});

test("robots.txt points at the sitemap index", async () => {
  const { loader: robots } = await import("~/routes/robots[.]txt");
  const text = await (robots({ request: new Request(`${ORIGIN}/robots.txt`), params: {}, context: {} }) as Response).text();
  expect(text).toMatch(/^Sitemap: http:\/\/site\.test\/sitemap\.xml$/m);
  expect(text).toContain("Disallow: /cn/user");
});
