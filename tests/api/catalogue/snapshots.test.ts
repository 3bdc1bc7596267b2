import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { callSigned, setupApi } from "../../helpers/api";

/**
 * Search, listings and the apartment page answer from in-memory snapshots of the catalogue
 * (api/platform/snapshot.ts). These tests check that the snapshots hold exactly what the
 * database holds, and that an edit made directly in the database — by anyone, on any
 * instance — reaches the answers without a restart.
 */
const B = "/rest/building/client";
let query: typeof import("../../../api/db/client").query;
let snap: typeof import("../../../api/catalogue/catalogue-snapshot");
let houseInfoFromDoc: typeof import("../../../api/catalogue/apartment").houseInfoFromDoc;
let setCatalogueCache: typeof import("../../../api/catalogue/cache").setCatalogueCache;

beforeAll(async () => {
  await setupApi();
  query = (await import("../../../api/db/client")).query;
  snap = await import("../../../api/catalogue/catalogue-snapshot");
  houseInfoFromDoc = (await import("../../../api/catalogue/apartment")).houseInfoFromDoc;
  setCatalogueCache = (await import("../../../api/catalogue/cache"))
    .setCatalogueCache;
});

afterAll(() => {
  vi.useRealTimers();
  setCatalogueCache(true);
});

describe("apartment pages made ahead of time", () => {
  test("every published apartment's page, in both languages, is the one its stored document makes", async () => {
    // The cancellation policy is read beside the document, as the snapshot's build reads it.
    const rows = await query<{ id: number; code: string; doc: Parameters<typeof houseInfoFromDoc>[0]; fees: unknown; iso2: string; policy: unknown }>(sql`
      SELECT b.id, b.code, d.doc, b.fees, co.iso2,
        CASE WHEN cp.building_id IS NULL THEN NULL ELSE json_build_object('coolingOffDays', cp.cooling_off_days, 'visaAdminFee', cp.visa_admin_fee, 'refundWithinDays', cp.refund_within_days) END AS policy
      FROM buildings b JOIN building_details d ON d.building_id = b.id
      JOIN countries co ON co.id = b.country_id LEFT JOIN cancellation_policies cp ON cp.building_id = b.id
      WHERE b.is_published ORDER BY b.id`);
    expect(rows.length).toBeGreaterThan(50);
    const names = await snap.catalogueIndex();
    // What depends on the day is added at answer time: the rate and the coming move-ins.
    const page = async (ref: { code?: string; id?: number }, lang: "cn" | "en") => {
      const { exchangeRate, moveIns, ...rest } = JSON.parse((await snap.apartmentPage(ref, lang)).toString());
      expect(exchangeRate.cny).toBeGreaterThan(0);
      expect(moveIns.length).toBe(3);
      return rest;
    };
    for (const r of rows) {
      for (const lang of ["cn", "en"] as const) {
        const expected = houseInfoFromDoc({ ...r.doc, fees: r.fees, country_iso2: r.iso2, policy: r.policy } as Parameters<typeof houseInfoFromDoc>[0], names, lang);
        expect(expected).not.toBeNull();
        expect(await page({ code: r.code }, lang)).toEqual(expected);
        expect(await page({ id: r.id }, lang)).toEqual(expected);
      }
    }
    await expect(snap.apartmentPage({ code: "no-such-code" }, "cn")).rejects.toThrow("building_not_found");
    await expect(snap.apartmentPage({ id: 999_999_999 }, "en")).rejects.toThrow("building_not_found");
  });
});

/** Polls until check() holds (a rebuild runs in the background), up to 10 s. */
const settle = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 500; i++) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return false;
};

describe("a catalogue edit in the database reaches the answers", () => {
  test("renaming and unpublishing an apartment shows in search, listings and its page", async () => {
    setCatalogueCache(false); // observe the snapshots, not the 30 s answer cache
    const [b] = await query<{
      id: number;
      code: string;
      city_id: number;
      name_en: string;
    }>(sql`
      SELECT id, code, city_id, name_en FROM buildings WHERE is_published ORDER BY recommend_score DESC, id LIMIT 1`);
    const name = "Snapshot Test Residence";
    const listed = async () =>
      (
        await callSigned(
          `${B}/house/list`,
          { cityId: b.city_id, pageSize: 50 },
          { language: "en" }
        )
      ).data.list as { code: string; name: string }[];
    expect((await listed()).some((c) => c.code === b.code)).toBe(true);

    try {
      await query(
        sql`UPDATE buildings SET name_en = ${name} WHERE id = ${b.id}`
      );
      await query(sql`SELECT refresh_building_details()`); // what a catalogue edit must do for the page

      // Snapshots re-read the catalogue version at most every 10 s: move the clock past that.
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(Date.now() + 11_000);
      expect(
        await settle(async () => (await listed()).some((c) => c.name === name))
      ).toBe(true);
      expect(
        await settle(
          async () =>
            (
              await callSigned(
                `${B}/house/info`,
                { buildingCode: b.code },
                { language: "en" }
              )
            ).data?.name === name
        )
      ).toBe(true);
      expect(
        await settle(async () =>
          (
            (
              await callSigned(
                `${B}/house/search`,
                { keyword: "snapshot test" },
                { language: "en" }
              )
            ).data.list as { enName: string }[]
          ).some((i) => i.enName === name)
        )
      ).toBe(true);

      await query(
        sql`UPDATE buildings SET is_published = false WHERE id = ${b.id}`
      );
      vi.setSystemTime(Date.now() + 11_000);
      expect(
        await settle(
          async () => !(await listed()).some((c) => c.code === b.code)
        )
      ).toBe(true);
      expect(
        await settle(
          async () =>
            (
              await callSigned(`${B}/house/info`, { buildingCode: b.code })
            ).code === 1
        )
      ).toBe(true);
    } finally {
      // Put it back: on PostgreSQL the next suites share this database.
      await query(
        sql`UPDATE buildings SET is_published = true, name_en = ${b.name_en} WHERE id = ${b.id}`
      );
      await query(sql`SELECT refresh_building_details()`);
    }
    vi.setSystemTime(Date.now() + 11_000);
    expect(
      await settle(async () =>
        (await listed()).some((c) => c.code === b.code && c.name === b.name_en)
      )
    ).toBe(true);
  });
});
