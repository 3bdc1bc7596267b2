import { describe, expect, test } from "vitest";
import { convert, crossRate, currencyCookieOf, formatMoney, rateFigure, type SecondCurrency } from "~/lib/currency";

/** The second currency: cross rates via CNY, their date, and how each currency is written. */
const rates = [
  { currency: "CNY", cny: 1, asOf: "2026-11-27" },
  { currency: "GBP", cny: 9.12, asOf: "2026-11-27" },
  { currency: "MYR", cny: 1.61, asOf: "2026-11-27" },
  { currency: "AUD", cny: 4.66, asOf: "2026-11-26" },
  { currency: "JPY", cny: 0.0468, asOf: "2026-11-27" },
];
const as = (code: string): SecondCurrency => ({ code, rates });

describe("cross rates via CNY", () => {
  test("one unit of `from` is cny(from) / cny(to) units of `to`", () => {
    expect(crossRate("GBP", "MYR", rates)!.rate).toBeCloseTo(9.12 / 1.61, 10);
    expect(crossRate("MYR", "GBP", rates)!.rate).toBeCloseTo(1.61 / 9.12, 10);
    expect(crossRate("GBP", "CNY", rates)!.rate).toBe(9.12);
    expect(crossRate("CNY", "JPY", rates)!.rate).toBeCloseTo(1 / 0.0468, 10);
  });
  test("a cross rate is as old as the older of its two rates", () => {
    expect(crossRate("GBP", "MYR", rates)!.asOf).toBe("2026-11-27");
    expect(crossRate("AUD", "MYR", rates)!.asOf).toBe("2026-11-26");
    expect(crossRate("MYR", "AUD", rates)!.asOf).toBe("2026-11-26");
  });
  test("no rate for either side: no figure", () => {
    expect(crossRate("USD", "MYR", rates)).toBeNull();
    expect(crossRate("GBP", "USD", rates)).toBeNull();
    expect(convert(100, "USD", as("MYR"), "en")).toBeNull();
  });
  test("converts and rounds to whole units; nothing when the price is already in that currency", () => {
    // £215 a week → 215 × 9.12 / 1.61 = 1,217.88… → MYR 1,218 (Intl writes a no-break space)
    expect(convert(215, "GBP", as("MYR"), "en")).toEqual({ text: "MYR\u00a01,218", amount: 1218, currency: "MYR", asOf: "2026-11-27" });
    expect(convert(215, "GBP", as("CNY"), "cn")!.text).toBe("¥1,961");
    expect(convert(1100, "MYR", as("MYR"), "en")).toBeNull();
  });
  test("the rate line's figure has 4 significant digits", () => {
    expect(rateFigure("GBP", as("MYR"))).toEqual({ rate: "5.665", asOf: "2026-11-27" });
    expect(rateFigure("GBP", as("CNY"))).toEqual({ rate: "9.12", asOf: "2026-11-27" });
    expect(rateFigure("MYR", as("MYR"))).toBeNull();
  });
});

describe("formatting", () => {
  test("CNY keeps the site's ¥12,345 in both languages", () => {
    expect(formatMoney(12345.4, "CNY", "en")).toBe("¥12,345");
    expect(formatMoney(12345.6, "CNY", "cn")).toBe("¥12,346");
  });
  test("other currencies in the page's language, no decimals", () => {
    expect(formatMoney(1217.9, "GBP", "en")).toBe("£1,218");
    expect(formatMoney(1000, "JPY", "en")).toBe("JP¥1,000");
    expect(formatMoney(1218, "MYR", "cn")).toBe("MYR\u00a01,218");
    expect(formatMoney(420, "AUD", "en")).toBe("A$420");
  });
});

describe("the cookie", () => {
  test("its code is read as sent; anything but three capitals is no choice", () => {
    expect(currencyCookieOf("hooid=x; currency=MYR; lang=en")).toBe("MYR");
    expect(currencyCookieOf("currency=myr")).toBeUndefined();
    expect(currencyCookieOf("currency=%3Cscript%3E")).toBeUndefined();
    expect(currencyCookieOf("xcurrency=MYR")).toBeUndefined();
    expect(currencyCookieOf(undefined)).toBeUndefined();
  });
});
