import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { intakeMonths, tenanciesOf, tenancyEnd } from "../../../api/catalogue/costs";
import { callSigned, setupApi } from "../../helpers/api";

/**
 * Tenancies from today, costs that add up, CNY at the stored rate, move-in months that
 * follow each country's intakes, and exchange rates refreshed from a feed (msw) with the last
 * good rates kept when the feed fails; one rule for a tenancy's last night everywhere, and
 * free rooms counted by their stock, not by room listings.
 */
const B = "/rest/building/client";
const FEED = "https://rates.test/latest?from=CNY";
let feedMode: "ok" | "down" | "junk" = "ok";
const server = setupServer(
  http.get("https://rates.test/latest", () => {
    if (feedMode === "down") return new HttpResponse("busy", { status: 503 });
    if (feedMode === "junk") return HttpResponse.json({ hello: "world" });
    // frankfurter.app's format, base CNY: units of X per 1 CNY.
    return HttpResponse.json({ amount: 1, base: "CNY", date: "2026-11-21", rates: { GBP: 0.1, AUD: 0.2, USD: 0.125, CAD: 0.2, EUR: 0.125 } });
  }),
);

let gbRoom: string;
let auCountryId: number;
let gbCountryId: number;
let gbBuilding: string;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: "bypass" });
  await setupApi();
  const { query } = await import("../../../api/db/client");
  const { sql } = await import("drizzle-orm");
  const [r] = await query<{ code: string; building: string }>(sql`SELECT r.code, b.code AS building FROM rooms r JOIN buildings b ON b.id = r.building_id
    JOIN countries co ON co.id = b.country_id WHERE co.iso2 = 'GB' AND r.stock > 0 AND 51 = ANY(r.lease_terms) ORDER BY r.id LIMIT 1`);
  gbRoom = r.code;
  gbBuilding = r.building;
  const countries = await query<{ id: number; iso2: string }>(sql`SELECT id, iso2 FROM countries`);
  auCountryId = countries.find((c) => c.iso2 === "AU")!.id;
  gbCountryId = countries.find((c) => c.iso2 === "GB")!.id;
});
afterAll(() => server.close());

describe("tenancies", () => {
  test("UK rooms offer September and January starts within the next 12 months; Australia February and July", () => {
    const today = "2026-11-22";
    const uk = tenanciesOf({ price: 270, leaseTerms: [44, 51], stock: 3 }, "GB", "week", today, "en");
    const starts = uk.map((t) => t.moveIn.slice(0, 7));
    expect(starts).toContain("2027-01");
    expect(starts).toContain("2027-09");
    const full = uk.find((t) => t.kind === "full_year")!;
    expect(full).toMatchObject({ moveIn: "2027-09-05", leaseTerm: 51, price: 270 });
    expect(full.moveOut).toBe(tenancyEnd("2027-09-05", 51, "week"));
    for (const t of uk) {
      expect(t.moveIn > today).toBe(true);
      expect(t.moveIn < "2027-11-23").toBe(true);
    }
    // Short stays cost more per week.
    const summer = uk.find((t) => t.kind === "summer")!;
    expect(summer.price).toBeGreaterThan(270);
    expect(intakeMonths("AU", today)).toEqual(expect.arrayContaining(["2027-02", "2027-07"]));
  });

  test("one date rule: 51 weeks from 2027-12-15 end on 2028-12-05 (the last night)", () => {
    expect(tenancyEnd("2027-12-15", 51, "week")).toBe("2028-12-05");
    expect(tenancyEnd("2027-09-01", 12, "month")).toBe("2028-08-31");
  });
});

describe("room/info costs", () => {
  test("each tenancy's total = rent + fees − discount, totalCny = total × rate, in both languages", async () => {
    for (const language of ["cn", "en"] as const) {
      const r = await callSigned(`${B}/room/info`, { roomCode: gbRoom }, { language });
      expect(r.code).toBe(0);
      const d = r.data;
      expect(d.tenancies.length).toBeGreaterThanOrEqual(3);
      expect(d.exchangeRate).toMatchObject({ currency: "GBP" });
      expect(d.exchangeRate.cny).toBeGreaterThan(0);
      expect(d.exchangeRate.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(d.costs).toHaveLength(d.tenancies.length);
      for (const c of d.costs) {
        const t = d.tenancies.find((x: { code: string }) => x.code === c.tenancyCode);
        expect(t).toBeTruthy();
        expect(c.rent).toBe(t.price * t.leaseTerm);
        const fees = c.fees.reduce((s: number, f: { amount: number }) => s + f.amount, 0);
        expect(c.total).toBe(c.rent + fees - c.discount);
        expect(Math.abs(c.totalCny - c.total * d.exchangeRate.cny)).toBeLessThanOrEqual(Math.max(1, c.total * d.exchangeRate.cny * 0.01));
        expect(c.fees.map((f: { key: string }) => f.key)).toContain("booking");
        expect(c.deposit).toBeGreaterThan(0);
        // What is due before moving in follows the plan: in full the most, monthly the least.
        const [full, term, monthly] = c.plans;
        expect(c.plans.map((p: { plan: string }) => p.plan)).toEqual(["full", "term", "monthly"]);
        expect(full.instalments).toBe(1);
        expect(monthly.upfront).toBeGreaterThan(c.deposit);
        expect(monthly.upfront).toBeLessThanOrEqual(term.upfront);
        expect(term.upfront).toBeLessThanOrEqual(full.upfront);
        expect(full.upfront).toBeGreaterThanOrEqual(c.rent + c.deposit - c.discount);
      }
      // The room's lease terms are its tenancies' terms (not only the stored list).
      const terms = [...new Set(d.tenancies.map((t: { leaseTerm: number }) => t.leaseTerm))];
      expect([...d.leaseTerms].sort()).toEqual([...terms].sort());
      // The room's dates are its tenancies' dates.
      const first = d.tenancies.map((t: { moveIn: string }) => t.moveIn).sort()[0];
      const last = d.tenancies.map((t: { moveOut: string }) => t.moveOut).sort().at(-1);
      expect(d.attributes.find((a: { key: string }) => a.key === "availableFrom").value).toBe(first);
      expect(d.attributes.find((a: { key: string }) => a.key === "availableTo").value).toBe(last);
      // Policy texts come from the same fee data.
      expect(d.building.policies.payment).toMatch(language === "en" ? /booking fee/i : /预订费/);
    }
  });

  test("house/info: each room's full-year total, the rate and the coming move-ins; free rooms counted by stock", async () => {
    const r = await callSigned(`${B}/house/info`, { buildingCode: gbBuilding }, { language: "en" });
    expect(r.code).toBe(0);
    expect(r.data.exchangeRate.currency).toBe("GBP");
    expect(r.data.moveIns.map((m: { moveIn: string }) => m.moveIn.slice(5, 7))).toEqual(expect.arrayContaining(["01", "09"]));
    const rooms = r.data.roomGroups.flatMap((g: { rooms: unknown[] }) => g.rooms);
    for (const room of rooms as { mainCost: { name: string; leaseTerm: number; total: number; rent: number }; price: number }[]) {
      expect(room.mainCost.total).toBeGreaterThan(0);
      // A 50-week-or-longer let is a whole year, not an academic year.
      expect(room.mainCost.name).toBe(room.mainCost.leaseTerm >= 50 ? "Full year" : "Full academic year");
      expect(room.mainCost.rent % room.price).toBe(0);
    }
    for (const g of r.data.roomGroups as { availableCount: number; rooms: { stock: number }[] }[]) {
      expect(g.availableCount).toBe(g.rooms.reduce((n, x) => n + x.stock, 0));
    }
    const stock = rooms.reduce((n: number, x: { stock: number }) => n + x.stock, 0);
    expect(r.data.availableRoomCount).toBe(stock);
  });
});

describe("move-in months", () => {
  const next = (months: number) => {
    const d = new Date();
    return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1)).toISOString().slice(0, 7);
  };
  const monthOf = (m: number) => Array.from({ length: 12 }, (_, i) => next(i)).find((x) => Number(x.slice(5)) === m)!;

  test("house/filter offers the months in which a tenancy starts; January (UK) and February (Australia) starts list rooms", async () => {
    const f = await callSigned(`${B}/house/filter`, { countryId: gbCountryId });
    const offered = f.data.moveInMonths.map((m: { month: string }) => m.month);
    // Within the next 12 months, and never a month with no UK start (November).
    expect(offered.every((m: string) => Array.from({ length: 12 }, (_, i) => next(i)).includes(m))).toBe(true);
    expect(offered).not.toContain(monthOf(11));
    const jan = monthOf(1);
    expect(f.data.moveInMonths.find((m: { month: string }) => m.month === jan).count).toBeGreaterThan(0);
    const ukJan = await callSigned(`${B}/house/list`, { countryId: gbCountryId, moveIn: jan });
    expect(ukJan.data.totalCount ?? ukJan.data.list.length).toBeGreaterThan(0);
    const feb = monthOf(2);
    const auFeb = await callSigned(`${B}/house/list`, { countryId: auCountryId, moveIn: feb });
    expect(auFeb.data.list.length).toBeGreaterThan(0);
    // No intake in the UK in November: nothing starts then.
    const nov = monthOf(11);
    const ukNov = await callSigned(`${B}/house/list`, { countryId: gbCountryId, moveIn: nov });
    expect(ukNov.data.list.length).toBe(0);
  });

  test("cards carry fromPriceCny at today's rate with its date", async () => {
    const r = await callSigned(`${B}/house/list`, { countryId: gbCountryId });
    const c = r.data.list[0];
    expect(c.fromPriceCny).toBeGreaterThan(c.fromPrice);
    expect(c.cnyAsOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe("exchange rates", () => {
  test("a refresh stores the feed's rates; a failing or malformed feed keeps the last good ones", async () => {
    const { refreshRates, rateOf } = await import("../../../api/catalogue/rates");
    feedMode = "ok";
    const ok = await refreshRates(FEED);
    expect(ok).toMatchObject({ ok: true, date: "2026-11-21" });
    expect((await rateOf("GBP"))!).toMatchObject({ cny: 10, asOf: "2026-11-21", source: "rates.test" });
    expect((await rateOf("USD"))!.cny).toBe(8);

    const info = await callSigned(`${B}/room/info`, { roomCode: gbRoom }, { language: "en" });
    expect(info.data.exchangeRate).toEqual({ currency: "GBP", cny: 10, asOf: "2026-11-21" });
    for (const c of info.data.costs) expect(c.totalCny).toBe(c.total * 10);

    for (const mode of ["down", "junk"] as const) {
      feedMode = mode;
      const failed = await refreshRates(FEED);
      expect(failed.ok).toBe(false);
      expect((await rateOf("GBP"))!).toMatchObject({ cny: 10, asOf: "2026-11-21" });
    }
  });
});
