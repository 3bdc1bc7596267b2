import { describe, expect, it } from "vitest";
import { partCount, sitemapUrls, sitemapXml } from "~/lib/sitemap";

const entries = {
  countries: ["united-kingdom"],
  cities: [{ country: "united-kingdom", city: "london" }],
  schools: [{ country: "united-kingdom", city: "london", school: "university-college-london" }],
  buildings: [{ code: "ab12cd34", updatedAt: "2026-01-02" }],
};

describe("sitemap.xml", () => {
  it("lists the home page, the roommate board, every place page, listing and apartment in both languages", () => {
    const urls = sitemapUrls(entries);
    expect(urls).toHaveLength((2 + 2 + 2 + 2 + 1) * 2);
    const xml = sitemapXml("https://x.test", urls, undefined)!;
    expect(xml).toContain("<urlset");
    expect(xml).toContain("<loc>https://x.test/cn/united-kingdom/london/apartments</loc>");
    expect(xml).toContain("<loc>https://x.test/en/united-kingdom/london/university-college-london/apartments</loc>");
    expect(xml).toContain("<loc>https://x.test/en/apartment/ab12cd34</loc><lastmod>2026-01-02</lastmod>");
    expect(xml).toContain('hreflang="zh-CN" href="https://x.test/cn/apartment/ab12cd34"');
    for (const lang of ["cn", "en"]) expect(xml).toContain(`<loc>https://x.test/${lang}/roommates</loc>`);
  });
  it("splits into an index of parts past the limit", () => {
    const urls = sitemapUrls(entries); // 18 URLs
    expect(urls).toHaveLength(18);
    expect(partCount(18, 5)).toBe(4);
    const index = sitemapXml("https://x.test", urls, undefined, 5)!;
    expect(index).toContain("<sitemapindex");
    expect(index.match(/<sitemap>/g)).toHaveLength(4);
    expect(index).toContain("https://x.test/sitemap.xml?part=4");
    expect(sitemapXml("https://x.test", urls, 4, 5)!.match(/<url>/g)).toHaveLength(3);
    expect(sitemapXml("https://x.test", urls, 5, 5)).toBeUndefined();
    expect(sitemapXml("https://x.test", urls, 1.5, 5)).toBeUndefined();
  });
});
