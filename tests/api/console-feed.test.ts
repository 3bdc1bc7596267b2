import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { auditOf, newStaff, ok, refused, setupConsole } from "../helpers/console";

/**
 * A landlord's listings feed: a good record is created unpublished and a malformed one rejected
 * with its reasons; a changed record is updated, an unchanged one left alone, a missing one
 * unpublished; a feed that is not JSON changes nothing; other roles cannot import.
 */
let admin: string;
let cityId: number;
beforeAll(async () => {
  admin = await setupConsole();
  const { query } = await import("../../api/db/client");
  [{ id: cityId }] = await query<{ id: number }>(sql`SELECT id FROM cities WHERE NOT synthetic ORDER BY popularity DESC, id LIMIT 1`);
});

const apartment = (ref: string, price = 25500) => ({
  ref,
  name: { zh: `港湾公寓 ${ref}`, en: `Harbour House ${ref}` },
  cityId,
  address: { zh: "港湾路 1 号", en: "1 Harbour Road" },
  lat: 51.5,
  lng: -0.12,
  description: { zh: "靠近校园的学生公寓。", en: "Student flats near campus." },
  currency: "GBP",
  priceUnit: "week",
  rooms: [{ ref: `${ref}-studio`, name: { zh: "单间", en: "Studio" }, roomType: "studio", price: { currency: "GBP", minor: price }, areaM2: 21, bedSize: "double", leaseTerms: [44, 51], availableFrom: "2027-09-01", stock: 5 }],
});

async function buildingByRef(ref: string) {
  const { query } = await import("../../api/db/client");
  const [b] = await query<{ code: string; published: boolean; from_price: number; name_en: string }>(
    sql`SELECT code, is_published AS published, from_price, name_en FROM buildings WHERE feed_ref = ${ref}`,
  );
  return b;
}

describe("the listings feed", () => {
  test("one good and one malformed record: the good one is created unpublished, the bad one reported", async () => {
    const landlord = await newStaff(admin, "landlord");
    const bad = { ...apartment("HB-2"), currency: "pounds", rooms: [] };
    const report = await ok<{ created: string[]; rejected: { ref: string; reasons: string[] }[] }>("/rest/ops/feed/import", { staffToken: landlord.token, feed: JSON.stringify({ apartments: [apartment("HB-1"), bad] }) });
    expect(report.created).toEqual(["HB-1"]);
    expect(report.rejected).toHaveLength(1);
    expect(report.rejected[0].ref).toBe("HB-2");
    expect(report.rejected[0].reasons.join(" ")).toMatch(/currency/);
    expect(report.rejected[0].reasons.join(" ")).toMatch(/rooms/);
    const created = await buildingByRef("HB-1");
    expect(created).toMatchObject({ published: false, from_price: 255, name_en: "Harbour House HB-1" });
    expect(await buildingByRef("HB-2")).toBeUndefined();
    // It is the landlord's: in their list, and its page document exists.
    expect((await ok<{ code: string }[]>("/rest/ops/building/list", { staffToken: landlord.token })).map((b) => b.code)).toEqual([created.code]);
    const entries = await auditOf(admin, { action: "feed.import", actor: landlord.email });
    expect(JSON.parse(entries.list[0].after!)).toMatchObject({ created: ["HB-1"], rejected: ["HB-2"] });
  });

  test("changed → updated, unchanged → left, missing → unpublished; malformed JSON changes nothing; other roles refused", async () => {
    const landlord = await newStaff(admin, "landlord");
    const feed = (list: object[]) => JSON.stringify({ apartments: list });
    await ok("/rest/ops/feed/import", { staffToken: landlord.token, feed: feed([apartment("X-1"), apartment("X-2")]) });
    const { query } = await import("../../api/db/client");
    await query(sql`UPDATE buildings SET is_published = true WHERE feed_ref IN ('X-1', 'X-2')`);

    const before = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM buildings`);
    expect((await refused("/rest/ops/feed/import", { staffToken: landlord.token, feed: '{"apartments": [' })).msg).toMatch(/malformed/);
    expect((await refused("/rest/ops/feed/import", { staffToken: landlord.token, feed: '{"listings": []}' })).msg).toMatch(/malformed/);
    expect(await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM buildings`)).toEqual(before);
    expect(await buildingByRef("X-2")).toMatchObject({ published: true });

    const report = await ok<Record<string, string[]>>("/rest/ops/feed/import", { staffToken: landlord.token, feed: feed([apartment("X-1", 30000)]) });
    expect(report).toMatchObject({ created: [], updated: ["X-1"], unpublished: ["X-2"], rejected: [] });
    expect(await buildingByRef("X-1")).toMatchObject({ published: true, from_price: 300 });
    expect(await buildingByRef("X-2")).toMatchObject({ published: false });
    expect(await ok<Record<string, string[]>>("/rest/ops/feed/import", { staffToken: landlord.token, feed: feed([apartment("X-1", 30000)]) })).toMatchObject({ updated: [], unchanged: ["X-1"] });

    const adviser = await newStaff(admin, "adviser");
    expect((await refused("/rest/ops/feed/import", { staffToken: adviser.token, feed: feed([]) })).msg).toBe("You are not allowed to do this");
  });
});
