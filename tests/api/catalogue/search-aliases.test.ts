import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { callSigned, setupApi } from "../../helpers/api";

/**
 * Search aliases through the API: place aliases live in the catalogue (place_aliases, migration
 * 0005), house/search finds places by them, by country, despite a typo or full-width letters,
 * and an alias edited in the database reaches search like any catalogue edit.
 */
const B = "/rest/building/client";
let query: typeof import("../../../api/db/client").query;
let setCatalogueCache: typeof import("../../../api/catalogue/cache").setCatalogueCache;

beforeAll(async () => {
  await setupApi();
  query = (await import("../../../api/db/client")).query;
  setCatalogueCache = (await import("../../../api/catalogue/cache")).setCatalogueCache;
});

afterAll(() => {
  vi.useRealTimers();
  setCatalogueCache(true);
});

type Item = { type: number; enName: string; cnName: string; name: string; alias: string | null; via: string; countryEnName: string; houseNum: number; cityName: string; countryName: string };
const search = async (keyword: string, language: "cn" | "en" = "cn", extra: Record<string, number> = {}) => {
  const r = await callSigned(`${B}/house/search`, { keyword, ...extra }, { language });
  expect(r.code).toBe(0);
  return r.data.list as Item[];
};

describe("house/search with aliases, countries and typos", () => {
  test.each([
    ["UCL", "University College London"],
    ["ucl", "University College London"],
    ["ＵＣＬ", "University College London"],
    ["KCL", "King's College London"],
    ["曼大", "The University of Manchester"],
    ["USYD", "The University of Sydney"],
    ["悉大", "The University of Sydney"],
    ["Imperial", "Imperial College London"],
  ])("%s finds %s first, through its alias", async (keyword, expected) => {
    for (const language of ["cn", "en"] as const) {
      const [first] = await search(keyword, language);
      expect(first).toMatchObject({ type: 2, enName: expected, via: "alias", rank: 0 });
      expect(first.alias).toBeTruthy();
    }
  });

  test("a country lists its cities first, most apartments first, and links nothing else in between", async () => {
    for (const keyword of ["英国", "UK", "United Kingdom", "Britain"]) {
      const list = await search(keyword);
      const cities = list.filter((i) => i.type === 1);
      expect(list.slice(0, cities.length).every((i) => i.type === 1)).toBe(true);
      expect(cities.length).toBeGreaterThan(1);
      expect(cities.every((c) => c.countryEnName === "United Kingdom" && c.via === "country")).toBe(true);
      expect(cities.map((c) => c.houseNum)).toEqual([...cities.map((c) => c.houseNum)].sort((a, b) => b - a));
    }
  });

  test("the country page's prefilled name, scoped to that country, finds its cities", async () => {
    const route = await callSigned(`${B}/house/route/check`, { country: "united-kingdom" });
    const countryId = route.data.country.id as number;
    for (const [keyword, language] of [["英国", "cn"], ["United Kingdom", "en"]] as const) {
      const list = await search(keyword, language, { countryId });
      expect(list[0]).toMatchObject({ type: 1, enName: "London", via: "country" });
    }
  });

  test("one typo in a word of five letters or more; extra spaces and case", async () => {
    expect((await search("londn", "en"))[0]).toMatchObject({ type: 1, enName: "London", rank: 3 });
    expect((await search("manchestor", "en"))[0]).toMatchObject({ type: 1, enName: "Manchester" });
    expect((await search("  LONDON  ", "en"))[0]).toMatchObject({ type: 1, enName: "London", rank: 0 });
    expect((await search("lun  dun"))[0]).toMatchObject({ type: 1, cnName: "伦敦" });
  });

  test("Chinese answers give Chinese place names; English answers English ones", async () => {
    const [cn] = await search("UCL", "cn");
    expect(cn).toMatchObject({ name: "伦敦大学学院", cityName: "伦敦", countryName: "英国" });
    const [en] = await search("UCL", "en");
    expect(en).toMatchObject({ name: "University College London", cityName: "London", countryName: "United Kingdom" });
  });
});

describe("place_aliases in the catalogue", () => {
  test("the table is seeded, constrained to one place per row, and unique per place", async () => {
    const [{ n }] = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM place_aliases`);
    expect(n).toBeGreaterThan(50);
    const [ucl] = await query<{ id: number }>(sql`SELECT id FROM schools WHERE name_en = 'University College London'`);
    await expect(query(sql`INSERT INTO place_aliases (school_id, city_id, alias) VALUES (${ucl.id}, 1, 'Two places')`)).rejects.toThrow();
    await expect(query(sql`INSERT INTO place_aliases (alias) VALUES ('No place')`)).rejects.toThrow();
    await expect(query(sql`INSERT INTO place_aliases (school_id, alias) VALUES (${ucl.id}, 'ucl')`)).rejects.toThrow();
    await expect(query(sql`INSERT INTO place_aliases (school_id, alias) VALUES (${ucl.id}, '   ')`)).rejects.toThrow();
  });

  test("migration 0005's backfill of an already seeded catalogue gives exactly the seed's aliases", async () => {
    const rows = () =>
      query<{ country_id: number | null; city_id: number | null; school_id: number | null; alias: string }>(
        sql`SELECT country_id, city_id, school_id, alias FROM place_aliases ORDER BY country_id NULLS LAST, city_id NULLS LAST, school_id NULLS LAST, alias`,
      );
    const seeded = await rows();
    const migration = readFileSync("api/db/migrations/0005_place_aliases.sql", "utf8").split("--> statement-breakpoint");
    const backfill = migration[migration.length - 1];
    expect(backfill).toMatch(/INSERT INTO "place_aliases"/);
    await query(sql`DELETE FROM place_aliases`);
    await query(sql.raw(backfill));
    expect(await rows()).toEqual(seeded);
  });

  test("an alias added in the database reaches search without a restart", async () => {
    setCatalogueCache(false);
    const alias = "Bloomsbury Campus";
    const [ucl] = await query<{ id: number }>(sql`SELECT id FROM schools WHERE name_en = 'University College London'`);
    const [{ version }] = await query<{ version: string }>(sql`SELECT version FROM catalogue_version`);
    try {
      await query(sql`INSERT INTO place_aliases (school_id, alias) VALUES (${ucl.id}, ${alias})`);
      const [after] = await query<{ version: string }>(sql`SELECT version FROM catalogue_version`);
      expect(Number(after.version)).toBeGreaterThan(Number(version));
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(Date.now() + 11_000);
      let found: Item | undefined;
      for (let i = 0; i < 500 && !found; i++) {
        found = (await search("bloomsbury campus", "en")).find((x) => x.alias === alias);
        if (!found) await new Promise((r) => setTimeout(r, 20));
      }
      expect(found).toMatchObject({ enName: "University College London", rank: 0, via: "alias" });
    } finally {
      vi.useRealTimers();
      await query(sql`DELETE FROM place_aliases WHERE alias = ${alias}`);
    }
  });
});
