import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { callSigned, setupApi } from "../../helpers/api";

/**
 * Answers derived from the catalogue are kept under the catalogue stamp (ADR 012): the home
 * call runs no statement per view, and `invalidateCatalogueAnswers()` — the hook for whatever a
 * catalogue answer shows that the catalogue triggers do not see — makes the next view fresh.
 */
const B = "/rest/building/client";
let query: typeof import("../../../api/db/client").query;
let snap: typeof import("../../../api/catalogue/catalogue-snapshot");

beforeAll(async () => {
  await setupApi();
  query = (await import("../../../api/db/client")).query;
  snap = await import("../../../api/catalogue/catalogue-snapshot");
  await snap.catalogueIndex(); // the snapshot is built: the stamp exists
});

describe("the catalogue stamp", () => {
  test("names the snapshot's version, the answer generation, the stock moves and the UTC day; the hook moves it", () => {
    const before = snap.catalogueStamp();
    expect(before).toMatch(/^\d+\.\d+\.\d+\.\d{4}-\d{2}-\d{2}$/);
    expect(before!.endsWith(new Date().toISOString().slice(0, 10))).toBe(true);
    snap.invalidateCatalogueAnswers();
    const after = snap.catalogueStamp();
    expect(after).not.toBe(before);
    expect(after!.split(".")[0]).toBe(before!.split(".")[0]); // same catalogue version
  });

  test("house/index is kept under the stamp and refreshed by invalidateCatalogueAnswers()", async () => {
    const first = await callSigned(`${B}/house/index`, {}, { language: "en" });
    expect(first.code).toBe(0);
    const [topic] = await query<{ code: string; title_en: string }>(sql`SELECT code, title_en FROM topic_pages WHERE active ORDER BY sort, id LIMIT 1`);
    const titleOf = (r: typeof first) => r.data.promotions.find((p: { code: string }) => p.code === topic.code)?.title;
    expect(titleOf(first)).toBe(topic.title_en);
    try {
      // topic_pages is not a catalogue table: no version bump, so the kept answer stays…
      await query(sql`UPDATE topic_pages SET title_en = ${`${topic.title_en} (renamed)`} WHERE code = ${topic.code}`);
      expect(titleOf(await callSigned(`${B}/house/index`, {}, { language: "en" }))).toBe(topic.title_en);
      // …until the hook is called.
      snap.invalidateCatalogueAnswers();
      expect(titleOf(await callSigned(`${B}/house/index`, {}, { language: "en" }))).toBe(`${topic.title_en} (renamed)`);
    } finally {
      await query(sql`UPDATE topic_pages SET title_en = ${topic.title_en} WHERE code = ${topic.code}`);
      snap.invalidateCatalogueAnswers();
    }
  });
});
