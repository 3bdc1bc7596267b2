import { describe, expect, it } from "vitest";
import { DOCUMENTS, documentFor, formatDate } from "~/content/legal/documents.server";
import type { Block, DocName } from "~/content/legal/types";
import { countriesFromAddressAll } from "~/content/sitemap";

const textsOf = (block: Block): string[] =>
  block.kind === "p" || block.kind === "h3" ? [block.text] : block.kind === "dl" ? block.items.flatMap((i) => [i.term, i.text]) : block.items;

describe("common-page documents", () => {
  const names = Object.keys(DOCUMENTS) as DocName[];

  it("has every common page: about us, company profile, the agreements, privacy, products and services", () => {
    expect(names.sort()).toEqual(["introduce", "introduce-cn", "payment-agreement", "privacy", "product-service", "service-agreement", "user-agreement"]);
  });

  it.each(names)("%s has the same sections in cn and en, each with text", (name) => {
    const { cn, en } = DOCUMENTS[name];
    expect(cn.sections.map((s) => s.id)).toEqual(en.sections.map((s) => s.id));
    expect(cn.sections.length).toBeGreaterThanOrEqual(5);
    expect(cn.updated).toEqual(en.updated);
    for (const doc of [cn, en]) {
      expect(new Set(doc.sections.map((s) => s.id)).size).toBe(doc.sections.length);
      for (const s of doc.sections) {
        expect(s.id).toMatch(/^[a-z][a-z0-9-]*$/);
        expect(s.blocks.length).toBeGreaterThan(0);
        for (const t of s.blocks.flatMap(textsOf)) expect(t.trim().length).toBeGreaterThan(0);
      }
    }
  });

  it("fills every placeholder", () => {
    for (const name of names) {
      for (const lang of ["cn", "en"] as const) {
        const doc = documentFor(name, lang, { hotline: "400-1", cities: 500, rooms: 200000 });
        const all = [doc.title, doc.summary, ...doc.sections.flatMap((s) => [s.title, ...s.blocks.flatMap(textsOf)])].join("\n");
        expect(all, `${name} ${lang}`).not.toMatch(/\{\{/);
      }
    }
    expect(JSON.stringify(documentFor("introduce", "en", { hotline: "400-1", cities: 500, rooms: 200000 }))).toContain("500+ cities");
  });

  it("product-service has the #mobile section the header's mobile tab links to", () => {
    expect(DOCUMENTS["product-service"].cn.sections.some((s) => s.id === "mobile")).toBe(true);
  });

  it("formats the last-updated date per language", () => {
    expect(formatDate("2025-01-15", "cn")).toBe("2025年1月15日");
    expect(formatDate("2025-01-15", "en")).toBe("January 15, 2025");
  });
});

describe("sitemap countries from address/all", () => {
  it("drops the hot pseudo-country and lists each country's cities (citys)", () => {
    const city = (id: number, slug: string, name: string) => ({ id, slug, name, enName: name, cnName: name, countryId: 1, countrySlug: "united-kingdom" });
    const country = (id: number, slug: string, name: string, citys: ReturnType<typeof city>[]) => ({ id, slug, name, enName: name, cnName: name, isHot: id === 0, citys, son: citys });
    const data = [
      country(0, "hot", "Hot cities", [city(5, "london", "London")]),
      country(1, "united-kingdom", "United Kingdom", [city(5, "london", "London"), city(6, "leeds", "Leeds")]),
      country(2, "japan", "Japan", []),
    ];
    expect(countriesFromAddressAll(data)).toEqual([
      { name: "United Kingdom", slug: "united-kingdom", cities: [{ name: "London", slug: "london" }, { name: "Leeds", slug: "leeds" }] },
      { name: "Japan", slug: "japan", cities: [] },
    ]);
  });
});

describe("what the pages promise: only features the product has", () => {
  // Features the product does not have: no online signing or payment, no on-site
  // verification of every apartment, no guarantor or insurance products, no round-the-clock service.
  const claims = [
    /在线签约|签署合同与支付|在线支付|实地认证|担保人服务|租客保险|每一个上线的公寓都经过|全天候|7 ?[x×] ?24 ?小时/,
    /sign(ed)? online|sign contracts and pay online|pay online|verified by our local team|every apartment is checked|guarantor service|tenant insurance|24\/7|around the clock/i,
  ];
  const promotional = ["introduce", "introduce-cn", "product-service"] as const;

  it.each(promotional)("%s promises only what the site does, in both languages", (name) => {
    for (const doc of [DOCUMENTS[name].cn, DOCUMENTS[name].en]) {
      const text = [doc.summary ?? "", ...doc.sections.flatMap((s) => [s.title, ...s.blocks.flatMap(textsOf)])].join("\n");
      for (const claim of claims) expect(text).not.toMatch(claim);
    }
  });

  it("the seeded handbooks promise nothing the site does not do", async () => {
    const { HANDBOOKS } = await import("../../api/db/seed/data/content");
    const texts = JSON.stringify(HANDBOOKS);
    for (const claim of claims) expect(texts).not.toMatch(claim);
  });

  it("the country and city pages' reasons to book promise nothing the site does not do", async () => {
    const cn = (await import("~/locales/cn/discovery")).default;
    const en = (await import("~/locales/en/discovery")).default;
    const texts = JSON.stringify([cn, en]);
    for (const claim of claims) expect(texts).not.toMatch(claim);
  });
});
