import { beforeAll, describe, expect, test, vi } from "vitest";
import { callSigned, setupApi } from "../../helpers/api";

/**
 * The apartment page's reviews as a visitor sees them are kept under the catalogue stamp
 * (app/lib/apartment.server.ts, docs/caches.md): a second visitor's page reads no reviews from
 * the database, and what moves the stamp (a review written or moderated calls
 * invalidateCatalogueAnswers) shows at once.
 */
let building = { code: "", id: 0 };

beforeAll(async () => {
  await setupApi();
  const { query } = await import("../../../api/db/client");
  const { sql } = await import("drizzle-orm");
  const [b] = await query<{ code: string; id: number }>(sql`
    SELECT b.code, b.id FROM buildings b WHERE b.is_published AND (SELECT count(*) FROM reviews v WHERE v.building_id = b.id AND v.hidden_at IS NULL) >= 2
    ORDER BY b.id LIMIT 1`);
  building = b;
  // The catalogue snapshot answers house/info; the stamp exists once it is built.
  expect((await callSigned("/rest/building/client/house/info", { buildingCode: b.code })).code).toBe(0);
});

async function visitorPage(lang: "cn" | "en" = "en") {
  const { loadApartment } = await import("~/lib/apartment.server");
  const request = new Request(`http://localhost/${lang}/apartment/${building.code}`);
  const res = await loadApartment({ request, params: { lang, buildingCode: building.code }, context: {} });
  return res.data;
}

describe("a visitor's reviews on the apartment page", () => {
  test("kept under the catalogue stamp, shown anew when the stamp moves", async () => {
    const { query } = await import("../../../api/db/client");
    const { sql } = await import("drizzle-orm");
    const { catalogueStamp, invalidateCatalogueAnswers } = await import("../../../api/catalogue/catalogue-snapshot");
    expect(catalogueStamp()).toBeDefined();
    const before = (await visitorPage()).reviews!;
    expect(before.totalCount).toBeGreaterThanOrEqual(2);
    expect(before.eligibility).toEqual({ canWrite: false, reason: "login" });

    // Hidden behind the API's back (no invalidation): the kept answer still shows it.
    const hidden = before.list[0].id;
    await query(sql`UPDATE reviews SET hidden_at = now(), hidden_reason = 'test' WHERE id = ${hidden}`);
    try {
      expect((await visitorPage()).reviews!.list.map((r) => r.id)).toContain(hidden);
      // Each language is kept apart (the texts are the visitor's language).
      expect((await visitorPage("cn")).reviews!.list.map((r) => r.id)).not.toContain(hidden);

      invalidateCatalogueAnswers();
      const after = (await visitorPage()).reviews!;
      expect(after.list.map((r) => r.id)).not.toContain(hidden);
      expect(after.totalCount).toBe(before.totalCount - 1);
    } finally {
      await query(sql`UPDATE reviews SET hidden_at = NULL, hidden_reason = NULL WHERE id = ${hidden}`);
      invalidateCatalogueAnswers();
    }
  });
});

describe("an apartment's reviews from the database", () => {
  test("a page of them and their number are one statement; a page past the end still counts them", async () => {
    const { database } = await import("../../../api/db/client");
    const { listReviews } = await import("../../../api/reviews/service");
    const input = { buildingCode: building.code, pageNum: 1, pageSize: 1 };
    await listReviews(input, undefined, "en"); // the summaries and the statement's plan made first
    const execute = vi.spyOn(database()!.db, "execute");
    try {
      const first = await listReviews(input, undefined, "en");
      expect(execute).toHaveBeenCalledTimes(1);
      expect(first.list).toHaveLength(1);
      expect(first.totalCount).toBeGreaterThanOrEqual(2);
      expect(first.pages).toBe(first.totalCount);
      const second = await listReviews({ ...input, pageNum: 2 }, undefined, "en");
      expect(second.list[0].id).not.toBe(first.list[0].id);
      const past = await listReviews({ ...input, pageNum: first.totalCount + 1 }, undefined, "en");
      expect(past).toMatchObject({ list: [], totalCount: first.totalCount });
    } finally {
      execute.mockRestore();
    }
  });
});
