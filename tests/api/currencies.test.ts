import { beforeAll, describe, expect, test } from "vitest";
import { callSigned, setupApi } from "../helpers/api";

/**
 * The second currency: the API offers the catalogue's currencies and CNY with today's rates; the
 * currency form's action keeps a choice in a cookie (and refuses one not on offer with a
 * translated 400); pages then show room costs and cards in that currency at the cross rate via
 * CNY, and CNY without a choice.
 */
const B = "/rest/building/client";
let gbRoom: string;
let gbBuilding: string;
let catalogueCurrencies: string[];

beforeAll(async () => {
  await setupApi();
  const { query } = await import("../../api/db/client");
  const { sql } = await import("drizzle-orm");
  const [r] = await query<{ code: string; building: string }>(sql`SELECT r.code, b.code AS building FROM rooms r JOIN buildings b ON b.id = r.building_id
    JOIN countries co ON co.id = b.country_id WHERE co.iso2 = 'GB' AND r.stock > 0 ORDER BY r.id LIMIT 1`);
  gbRoom = r.code;
  gbBuilding = r.building;
  catalogueCurrencies = (await query<{ currency: string }>(sql`SELECT DISTINCT currency FROM countries`)).map((c) => c.currency);
});

const form = (lang: string, fields: Record<string, string>) =>
  new Request(`http://localhost/${lang}/currency`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

describe("exchange/rates", () => {
  test("CNY first, then every currency the catalogue prices in, each with CNY per unit and the rate's date", async () => {
    const res = await callSigned(`${B}/exchange/rates`);
    expect(res.code, res.msg).toBe(0);
    const list = res.data.list as { currency: string; cny: number; asOf: string }[];
    expect(list[0]).toMatchObject({ currency: "CNY", cny: 1 });
    expect(list.map((r) => r.currency).sort()).toEqual([...new Set(["CNY", ...catalogueCurrencies])].sort());
    expect(list.find((r) => r.currency === "GBP")!.cny).toBeGreaterThan(1);
    for (const r of list) expect(r.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe("the currency form's action", () => {
  test("keeps an offered currency in the cookie and goes back to the page (303)", async () => {
    const { action } = await import("~/routes/$lang.currency");
    const res = (await action({ request: form("en", { currency: "AUD", back: "/en/united-kingdom" }), params: { lang: "en" }, context: {} })) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/en/united-kingdom");
    const cookies = res.headers.get("set-cookie") ?? "";
    expect(cookies).toMatch(/(^|, )currency=AUD; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax/);
  });
  test("a back path off the site goes to the language's home page instead", async () => {
    const { action } = await import("~/routes/$lang.currency");
    const res = (await action({ request: form("cn", { currency: "GBP", back: "//evil.example/" }), params: { lang: "cn" }, context: {} })) as Response;
    expect(res.headers.get("location")).toBe("/cn/");
  });
  test.each([
    ["en", "Choose one of the currencies offered."],
    ["cn", "请选择列出的货币之一。"],
  ])("a currency not on offer is a 400 with the message in %s, and no cookie", async (lang, message) => {
    const { action } = await import("~/routes/$lang.currency");
    for (const currency of ["XAU", "", "myr"]) {
      const res = (await action({ request: form(lang, { currency, back: `/${lang}/` }), params: { lang }, context: {} })) as unknown as { init: ResponseInit | null; data: { error: string } };
      expect(res.init?.status).toBe(400);
      expect(res.data.error).toBe(message);
      expect(new Headers(res.init?.headers).get("set-cookie")).toBeNull();
    }
  });
});

describe("pages in the chosen currency", () => {
  async function room(cookie?: string) {
    const { loadRoom } = await import("~/lib/apartment.server");
    const request = new Request(`http://localhost/en/apartment/${gbBuilding}/room/${gbRoom}`, { headers: cookie ? { cookie } : {} });
    const res = await loadRoom({ request, params: { lang: "en", buildingCode: gbBuilding, roomCode: gbRoom }, context: {} });
    return res.data;
  }

  test("a room's costs in AUD at the cross rate via CNY, with the rate line saying so", async () => {
    const rates = (await callSigned(`${B}/exchange/rates`)).data.list as { currency: string; cny: number; asOf: string }[];
    const gbp = rates.find((r) => r.currency === "GBP")!;
    const aud = rates.find((r) => r.currency === "AUD")!;
    const info = await callSigned(`${B}/room/info`, { roomCode: gbRoom });
    const cost = info.data.costs[0] as { total: number };
    const page = await room("currency=AUD");
    const expected = Math.round((cost.total * gbp.cny) / aud.cny);
    expect(page.costs[0].totalSecond).toBe(`A$${expected.toLocaleString("en-US")}`);
    expect(page.rate).toEqual({ currency: "GBP", second: "AUD", rate: Number((gbp.cny / aud.cny).toPrecision(4)).toString(), asOf: gbp.asOf < aud.asOf ? gbp.asOf : aud.asOf });
  });

  test("without a choice, or with a currency not on offer, CNY as before", async () => {
    const info = await callSigned(`${B}/room/info`, { roomCode: gbRoom });
    const totalCny = (info.data.costs[0] as { totalCny: number }).totalCny;
    for (const cookie of [undefined, "currency=XAU"]) {
      const page = await room(cookie);
      expect(page.costs[0].totalSecond).toBe(`¥${totalCny.toLocaleString("en-US")}`);
      expect(page.rate?.second).toBe("CNY");
    }
  });

  test("the price is not repeated when the chosen currency is the apartment's own", async () => {
    const page = await room("currency=GBP");
    expect(page.costs[0].totalSecond).toBeNull();
    expect(page.rate).toBeNull();
  });

  test("the root gives the choice and the rates to every page (the footer's chooser, the quote)", async () => {
    const { loadRoot } = await import("~/root.server");
    const root = async (cookie?: string) =>
      (await loadRoot({ request: new Request("http://localhost/cn/", { headers: cookie ? { cookie } : {} }), params: { lang: "cn" }, context: {} })).data.currency;
    expect((await root()).code).toBe("CNY");
    expect((await root("currency=AUD")).code).toBe("AUD");
    expect((await root("currency=XAU")).code).toBe("CNY");
    expect((await root()).rates.map((r) => r.currency)).toContain("AUD");
  });

  test("listing cards follow the choice (the visitors' shared listing cache is kept per currency)", async () => {
    const { loadPlace } = await import("~/lib/place.server");
    const gb = (await callSigned(`${B}/house/info`, { buildingCode: gbBuilding })).data as { country: { slug: string } };
    const load = async (cookie?: string) =>
      (await loadPlace({ request: new Request(`http://localhost/en/${gb.country.slug}`, { headers: cookie ? { cookie } : {} }), params: { lang: "en", country: gb.country.slug }, context: {} }, "country")).data;
    const cny = await load();
    const aud = await load("currency=AUD");
    const again = await load();
    expect(cny.apartments[0].fromPriceSecond).toMatch(/^¥[\d,]+$/);
    expect(aud.apartments[0].fromPriceSecond).toMatch(/^A\$[\d,]+$/);
    expect(again.apartments[0].fromPriceSecond).toBe(cny.apartments[0].fromPriceSecond);
  });
});
