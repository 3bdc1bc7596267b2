import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { callSigned, createTestUser } from "../helpers/api";
import { auditOf, newStaff, ok, setupConsole } from "../helpers/console";

/**
 * Fees and blocked periods in the listings feed: a record's fees become the apartment's, a room
 * record's periods replace the periods earlier runs gave while those added in the console stay,
 * a bad period rejects only its record, and a quote made afterwards prices the feed's fee.
 */
let admin: string;
let cityId: number;
beforeAll(async () => {
  admin = await setupConsole();
  const { query } = await import("../../api/db/client");
  [{ id: cityId }] = await query<{ id: number }>(sql`SELECT id FROM cities WHERE NOT synthetic ORDER BY popularity DESC, id LIMIT 1`);
});

type Period = { from: string; to: string; reason?: string };
const apartment = (ref: string, extra: { fees?: object; blocked?: Period[] } = {}) => ({
  ref,
  name: { zh: `河畔公寓 ${ref}`, en: `Riverside ${ref}` },
  cityId,
  address: { zh: "河畔路 2 号", en: "2 Riverside Road" },
  lat: 51.5,
  lng: -0.12,
  description: { zh: "靠近校园的学生公寓。", en: "Student flats near campus." },
  currency: "GBP",
  priceUnit: "week",
  ...(extra.fees ? { fees: extra.fees } : {}),
  rooms: [
    {
      ref: `${ref}-studio`,
      name: { zh: "单间", en: "Studio" },
      roomType: "studio",
      price: { currency: "GBP", minor: 25500 },
      areaM2: 21,
      bedSize: "double",
      leaseTerms: [44, 51],
      availableFrom: "2027-09-01",
      stock: 5,
      ...(extra.blocked ? { blockedPeriods: extra.blocked } : {}),
    },
  ],
});
const feed = (list: object[]) => JSON.stringify({ apartments: list });
const tag = () => Math.random().toString(36).slice(2, 6).toUpperCase();

async function stored(ref: string) {
  const { query } = await import("../../api/db/client");
  const [b] = await query<{ code: string; fees: any; room_code: string }>(
    sql`SELECT b.code, b.fees, r.code AS room_code FROM buildings b JOIN rooms r ON r.building_id = b.id WHERE b.feed_ref = ${ref}`,
  );
  const periods = await query<{ starts_on: string; ends_on: string; reason: string; source: string }>(
    sql`SELECT p.starts_on::text, p.ends_on::text, p.reason, p.source FROM room_blocked_periods p JOIN rooms r ON r.id = p.room_id WHERE r.code = ${b?.room_code ?? ""} ORDER BY p.starts_on`,
  );
  return { ...b, periods };
}

const FEES = {
  booking: { minor: 20000 },
  deposit: { periods: 4 },
  admin: { minor: 12300 },
  offers: [{ key: "cashback", amount: { minor: 10000 }, minTerm: 40, claimAfterDays: 30, claimWithinDays: 90 }],
};

describe("fees and blocked periods in the listings feed", () => {
  test("a record's fees and periods are set; a second run replaces the feed's periods and keeps one added by hand; a bad period rejects only its record", async () => {
    const landlord = await newStaff(admin, "landlord");
    const t = tag();
    const [a, b] = [`FF-${t}-1`, `FF-${t}-2`];
    const first = await ok<{ created: string[]; rejected: unknown[] }>("/rest/ops/feed/import", {
      staffToken: landlord.token,
      feed: feed([apartment(a, { fees: FEES, blocked: [{ from: "2027-12-20", to: "2028-01-03", reason: "Works" }, { from: "2028-07-01", to: "2028-07-14" }] }), apartment(b)]),
    });
    expect(first).toMatchObject({ created: [a, b], rejected: [] });
    const set = await stored(a);
    expect(set.fees).toMatchObject({ booking: { amount: 200 }, deposit: { periods: 4 }, admin: 123, utilities: 0, offers: [{ key: "cashback", amount: 100, minTerm: 40, claimAfterDays: 30, claimWithinDays: 90 }] });
    expect(set.fees.coolingOffDays).toEqual(expect.any(Number));
    expect(set.periods).toEqual([
      { starts_on: "2027-12-20", ends_on: "2028-01-03", reason: "Works", source: "feed" },
      { starts_on: "2028-07-01", ends_on: "2028-07-14", reason: "", source: "feed" },
    ]);
    // Without fees or periods in its record, the apartment keeps the standard fees and no periods.
    expect(await stored(b)).toMatchObject({ fees: null, periods: [] });
    expect(JSON.parse((await auditOf(admin, { action: "feed.import", actor: landlord.email })).list[0].after!)).toMatchObject({ created: [a, b], fees: [a] });

    const hand = await callSigned("/rest/ops/room/blocked/add", { staffToken: landlord.token, buildingCode: set.code, roomCode: set.room_code, startsOn: "2028-03-01", endsOn: "2028-03-05", reason: "Painting" } as never, { language: "en" });
    expect(hand.code, hand.msg).toBe(0);

    // Second run: a's periods replaced (the hand-added one stays), b's bad period rejects b alone.
    const second = await ok<{ updated: string[]; rejected: { ref: string; reasons: string[] }[] }>("/rest/ops/feed/import", {
      staffToken: landlord.token,
      feed: feed([apartment(a, { fees: { ...FEES, admin: { minor: 5000 } }, blocked: [{ from: "2028-08-01", to: "2028-08-10", reason: "Fire alarm tests" }] }), apartment(b, { blocked: [{ from: "2028-02-10", to: "2028-02-10" }] })]),
    });
    expect(second.updated).toEqual([a]);
    expect(second.rejected).toEqual([expect.objectContaining({ ref: b, reasons: ["rooms.0.blockedPeriods.0.to: must be after from"] })]);
    const replaced = await stored(a);
    expect(replaced.fees).toMatchObject({ admin: 50 });
    expect(replaced.periods).toEqual([
      { starts_on: "2028-03-01", ends_on: "2028-03-05", reason: "Painting", source: "console" },
      { starts_on: "2028-08-01", ends_on: "2028-08-10", reason: "Fire alarm tests", source: "feed" },
    ]);
    expect((await stored(b)).periods).toEqual([]);
    // The console's calendar says which periods the feed set (the next run sets those again).
    const calendar = await callSigned("/rest/ops/room/calendar", { staffToken: landlord.token, buildingCode: set.code, roomCode: set.room_code, months: 1 } as never, { language: "en" });
    expect(calendar.code, calendar.msg).toBe(0);
    expect((calendar.data as { periods: { reason: string; source: string }[] }).periods.map((p) => [p.reason, p.source])).toEqual([
      ["Painting", "console"],
      ["Fire alarm tests", "feed"],
    ]);

    // An empty list clears the feed's periods; fees left out leave the apartment's as they are.
    const { fees: _kept, ...withoutFees } = apartment(a, { blocked: [] });
    await ok("/rest/ops/feed/import", { staffToken: landlord.token, feed: feed([withoutFees, apartment(b)]) });
    expect(await stored(a)).toMatchObject({ fees: { admin: 50 }, periods: [{ reason: "Painting", source: "console" }] });
  });

  test("amounts that are not whole units, and offers the console would refuse, reject their record", async () => {
    const landlord = await newStaff(admin, "landlord");
    const t = tag();
    const report = await ok<{ created: string[]; rejected: { ref: string; reasons: string[] }[] }>("/rest/ops/feed/import", {
      staffToken: landlord.token,
      feed: feed([
        apartment(`FF-${t}-1`, { fees: { ...FEES, admin: { minor: 12345 } } }),
        apartment(`FF-${t}-2`, { fees: { ...FEES, offers: [{ key: "gift", amount: { minor: 5000 } }, { key: "discount" }] } }),
        apartment(`FF-${t}-3`, { fees: { booking: { periods: 1 }, deposit: { periods: 4 } } }),
      ]),
    });
    expect(report.created).toEqual([`FF-${t}-3`]);
    expect(report.rejected.map((r) => [r.ref, r.reasons])).toEqual([
      [`FF-${t}-1`, ["fees.admin.minor: amounts are whole units"]],
      [`FF-${t}-2`, ["fees.offers.0.item: a gift needs its item in both languages", "fees.offers.1.percentOff: a discount needs percentOff"]],
    ]);
    expect((await stored(`FF-${t}-1`)).code).toBeUndefined();
  });

  test("a quote made after the feed prices the feed's fee", async () => {
    const landlord = await newStaff(admin, "landlord");
    const ref = `FF-${tag()}-Q`;
    await ok("/rest/ops/feed/import", { staffToken: landlord.token, feed: feed([apartment(ref, { fees: { ...FEES, admin: { minor: 34500 } } })]) });
    const { query } = await import("../../api/db/client");
    await query(sql`UPDATE buildings SET is_published = true WHERE feed_ref = ${ref}`);
    const { room_code } = await stored(ref);
    const student = await createTestUser({ userName: "feed-fees" });
    const form = async () => (await callSigned("/rest/user/client/apply/form", { roomCode: room_code } as never, { token: student.token, language: "en" })).data;
    const end = Date.now() + 40_000;
    let data = await form();
    const priced = (d: any) => d?.costs?.length && d.costs.every((c: { fees: { key: string; amount: number }[] }) => c.fees.some((f) => f.key === "admin" && f.amount === 345));
    while (!priced(data) && Date.now() < end) {
      await new Promise((r) => setTimeout(r, 500));
      data = await form();
    }
    expect(data.costs[0].fees).toContainEqual(expect.objectContaining({ key: "admin", amount: 345 }));
    expect(data.costs[0].fees).toContainEqual(expect.objectContaining({ key: "booking", amount: 200 }));
  }, 60_000);

  test("CSV: a `blocked` column carries a room type's periods; a pair without its end rejects the apartment", async () => {
    const landlord = await newStaff(admin, "landlord");
    const t = tag();
    const header =
      "apartment_ref,apartment_name_zh,apartment_name_en,city_id,address_zh,address_en,postcode,lat,lng,description_zh,description_en,currency,price_unit,room_ref,room_name_zh,room_name_en,room_type,price_currency,price_minor,area_m2,bed_size,lease_terms,available_from,stock,blocked";
    const row = (ref: string, blocked: string) => [ref, "河畔公寓", "Riverside", cityId, "河畔路 2 号", "2 Riverside Road", "", 51.5, -0.12, "学生公寓。", "Student flats.", "GBP", "week", `${ref}-a`, "单间", "Studio", "studio", "GBP", 25500, 21, "double", "44 51", "2027-09-01", 3, blocked].join(",");
    const report = await ok<{ created: string[]; rejected: { ref: string; reasons: string[] }[] }>("/rest/ops/feed/import", {
      staffToken: landlord.token,
      feed: [header, row(`FC-${t}-1`, "2027-12-20..2028-01-03; 2028-07-01..2028-07-14"), row(`FC-${t}-2`, "2027-12-20")].join("\n"),
    });
    expect(report.created).toEqual([`FC-${t}-1`]);
    expect(report.rejected).toEqual([expect.objectContaining({ ref: `FC-${t}-2`, reasons: ["rooms.0.blockedPeriods.0.to: a day as YYYY-MM-DD"] })]);
    expect((await stored(`FC-${t}-1`)).periods.map((p) => [p.starts_on, p.ends_on, p.source])).toEqual([
      ["2027-12-20", "2028-01-03", "feed"],
      ["2028-07-01", "2028-07-14", "feed"],
    ]);
  });
});
