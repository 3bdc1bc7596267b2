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

describe("the listings feed as CSV", () => {
  const header =
    "apartment_ref,apartment_name_zh,apartment_name_en,city_id,address_zh,address_en,postcode,lat,lng,description_zh,description_en,currency,price_unit,room_ref,room_name_zh,room_name_en,room_type,price_currency,price_minor,area_m2,bed_size,lease_terms,available_from,stock";
  const row = (ref: string, room: string, extra: { currency?: string; price?: number; type?: string } = {}) =>
    [
      ref,
      `港湾公寓 ${ref}`,
      `"Harbour House, ${ref}"`,
      cityId,
      "港湾路 1 号",
      '"1 Harbour Road, ""North"""',
      "",
      51.5,
      -0.12,
      "靠近校园的学生公寓。",
      "Student flats near campus.",
      extra.currency ?? "GBP",
      "week",
      `${ref}-${room}`,
      "单间",
      "Studio",
      extra.type ?? "studio",
      extra.currency ?? "GBP",
      extra.price ?? 25500,
      21,
      "double",
      "44 51",
      "2027-09-01",
      4,
    ].join(",");

  test("rows become apartments with their rooms (quotes and commas kept); a bad row's apartment is rejected with the JSON feed's reasons; a file without the columns changes nothing", async () => {
    const landlord = await newStaff(admin, "landlord");
    const tag = Math.random().toString(36).slice(2, 6).toUpperCase();
    const csv = [header, row(`CSV-${tag}-1`, "a"), row(`CSV-${tag}-1`, "b", { price: 27500, type: "ensuite" }), row(`CSV-${tag}-2`, "a", { type: "palace" })].join("\r\n") + "\r\n";
    const report = await ok<{ created: string[]; rejected: { ref: string; reasons: string[] }[] }>("/rest/ops/feed/import", { staffToken: landlord.token, feed: csv });
    expect(report.created).toEqual([`CSV-${tag}-1`]);
    expect(report.rejected).toEqual([expect.objectContaining({ ref: `CSV-${tag}-2`, reasons: [expect.stringMatching(/^rooms\.0\.roomType: /)] })]);
    const { query } = await import("../../api/db/client");
    const [b] = await query<{ name_en: string; address_en: string; published: boolean; from_price: number; rooms: number }>(
      sql`SELECT b.name_en, b.address_en, b.is_published AS published, b.from_price, (SELECT count(*)::int FROM rooms r WHERE r.building_id = b.id) AS rooms FROM buildings b WHERE b.feed_ref = ${`CSV-${tag}-1`}`,
    );
    expect(b).toEqual({ name_en: `Harbour House, CSV-${tag}-1`, address_en: '1 Harbour Road, "North"', published: false, from_price: 255, rooms: 2 });

    const before = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM buildings`);
    for (const bad of ["apartment_ref,city_id\nX,1\n", `${header}\n"unclosed,${cityId}\n`, `${header}\n${row(`CSV-${tag}-3`, "a")},extra\n`]) {
      const r = await refused("/rest/ops/feed/import", { staffToken: landlord.token, feed: bad }, { language: "cn" });
      expect(r.msg).toMatch(/^数据源格式错误/);
    }
    expect(await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM buildings`)).toEqual(before);
  });
});
