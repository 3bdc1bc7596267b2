import { sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { callSigned, setupApi } from "../../helpers/api";

/**
 * The move-in filter offers every month in which some tenancy starts (from the rooms'
 * tenancies, however far ahead within the year), and with a month chosen every card states that
 * month's tenancy and prices it.
 */
let london: { id: number };

beforeAll(async () => {
  await setupApi();
  const { query } = await import("../../../api/db/client");
  [london] = await query<{ id: number }>(sql`SELECT id FROM cities WHERE slug = 'london'`);
});
afterEach(() => vi.useRealTimers());

const monthsOf = async (cityId: number) =>
  ((await callSigned("/rest/building/client/house/filter", { cityId })).data.moveInMonths as { month: string; count: number }[]);

describe("move-in months", () => {
  test("every month in which a tenancy starts, soonest first, each with apartments", async () => {
    const { tenanciesOf } = await import("../../../api/catalogue/costs");
    const months = await monthsOf(london.id);
    expect(months.length).toBeGreaterThan(0);
    expect(months.every((m) => m.count > 0)).toBe(true);
    expect(months.map((m) => m.month)).toEqual([...months.map((m) => m.month)].sort());
    // The months of a British room's tenancies, from today.
    const today = new Date().toISOString().slice(0, 10);
    const expected = [...new Set(tenanciesOf({ price: 100, leaseTerms: [44, 51], stock: 1 }, "GB", "week", today, "en").map((t) => t.moveIn.slice(0, 7)))].sort();
    expect(months.map((m) => m.month)).toEqual(expected);
  });

  test("a tenancy starting in the same month next year is offered (a year's intakes, not this month and the next eleven)", async () => {
    // Just after the September intake: the next one starts in September next year.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(Date.UTC(new Date().getUTCFullYear(), 8, 10, 12)) });
    const year = new Date().getUTCFullYear();
    const months = (await monthsOf(london.id)).map((m) => m.month);
    expect(months).toContain(`${year + 1}-09`);
    expect(months).toContain(`${year + 1}-01`);
  });

  test("with a month chosen, every card states that month's tenancy and its price", async () => {
    const months = await monthsOf(london.id);
    for (const { month } of months) {
      const page = await callSigned("/rest/building/client/house/list", { cityId: london.id, moveIn: month, pageSize: 20, sort: "price_asc" }, { language: "en" });
      expect(page.code).toBe(0);
      expect(page.data.list.length).toBeGreaterThan(0);
      for (const card of page.data.list) {
        expect(card.tenancy, card.code).toBeTruthy();
        expect(card.tenancy.moveIn.slice(0, 7)).toBe(month);
        expect(card.availability.availableFrom).toBe(card.tenancy.moveIn);
        // The tenancy's rent per unit: the list price or more (short stays cost more).
        expect(card.tenancy.price).toBeGreaterThanOrEqual(card.fromPrice);
        expect(card.tenancy.name).toMatch(new RegExp(card.tenancy.moveIn.slice(0, 4)));
        if (card.fromPriceCny != null) {
          const info = await callSigned("/rest/building/client/house/info", { buildingCode: card.code });
          expect(card.fromPriceCny).toBe(Math.round(card.tenancy.price * info.data.exchangeRate.cny));
        }
      }
    }
    // The months differ: a summer stay costs more per week than the full year.
    const [first, ...rest] = months;
    expect(rest.length).toBeGreaterThan(0);
    const names = new Set<string>();
    for (const { month } of [first, ...rest]) {
      const page = await callSigned("/rest/building/client/house/list", { cityId: london.id, moveIn: month, pageSize: 1 }, { language: "cn" });
      names.add(page.data.list[0].tenancy.name);
    }
    expect(names.size).toBe(months.length);
  });

  test("without a month, no card carries a tenancy", async () => {
    const page = await callSigned("/rest/building/client/house/list", { cityId: london.id, pageSize: 5 });
    expect(page.data.list.every((c: { tenancy?: unknown }) => c.tenancy === undefined)).toBe(true);
  });
});
