import { describe, expect, it } from "vitest";
import { currencyFormat, dateTimeFormat, grouped, numberFormat } from "~/lib/intl";
import { formatCny, formatPrice } from "~/lib/catalogue";
import { formatMoney } from "~/lib/currency";

/** Formatters made once per locale and options (app/lib/intl.ts), formatting as a new one does. */
const LOCALES = ["zh-CN", "en-GB"];
const CURRENCIES = ["GBP", "AUD", "USD", "EUR", "CAD", "HKD", "JPY", "CNY", "NZD", "SGD"];
const AMOUNTS = [0, 7, 155, 1414.6, 65000, 1234567];

describe("one formatter per locale and options", () => {
  it("answers the same formatter for the same locale and options, another for others", () => {
    const options = { style: "currency", currency: "GBP", maximumFractionDigits: 0 } as const;
    expect(numberFormat("en-GB", { ...options })).toBe(numberFormat("en-GB", { ...options }));
    expect(numberFormat("zh-CN", options)).not.toBe(numberFormat("en-GB", options));
    expect(numberFormat("en-GB", { ...options, currency: "AUD" })).not.toBe(numberFormat("en-GB", options));
    expect(dateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" })).toBe(dateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }));
  });

  it("formats every language and currency as a formatter made for the call did", () => {
    for (const locale of LOCALES) {
      for (const currency of CURRENCIES) {
        const options = { style: "currency", currency, maximumFractionDigits: 0, minimumFractionDigits: 0 } as const;
        for (const n of AMOUNTS) expect(numberFormat(locale, options).format(n)).toBe(new Intl.NumberFormat(locale, options).format(n));
      }
      const date = new Date(Date.UTC(2026, 8, 1, 14, 5));
      for (const options of [{ dateStyle: "long", timeZone: "UTC" }, { year: "numeric", month: "long", timeZone: "UTC" }] as const) {
        expect(dateTimeFormat(locale, options).format(date)).toBe(new Intl.DateTimeFormat(locale, options).format(date));
      }
    }
  });

  it("keeps one currency format per locale and currency, formatting as the options of formatPrice and formatMoney do", () => {
    expect(currencyFormat("en-GB", "GBP")).toBe(currencyFormat("en-GB", "GBP"));
    expect(currencyFormat("en-GB", "AUD")).not.toBe(currencyFormat("en-GB", "GBP"));
    for (const locale of LOCALES) {
      for (const currency of CURRENCIES) {
        const bare = new Intl.NumberFormat(locale, { style: "currency", currency, maximumFractionDigits: 0, minimumFractionDigits: 0 });
        for (const n of AMOUNTS) expect(currencyFormat(locale, currency).format(n)).toBe(bare.format(n));
      }
    }
  });

  it("keeps the site's price texts", () => {
    expect(formatPrice(155, "GBP", "en")).toBe("£155");
    expect(formatPrice(420, "AUD", "en")).toBe("A$420");
    expect(formatPrice(65000, "JPY", "cn")).toBe(new Intl.NumberFormat("zh-CN", { style: "currency", currency: "JPY", maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(65000));
    expect(formatPrice(10, "NOPE", "en")).toBe("NOPE 10");
    expect(formatCny(12345.4)).toBe("¥12,345");
    expect(formatMoney(12345.6, "CNY", "en")).toBe("¥12,346");
    expect(formatMoney(1414, "GBP", "cn")).toBe(new Intl.NumberFormat("zh-CN", { style: "currency", currency: "GBP", currencyDisplay: "symbol", maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(1414));
    expect(grouped(1234567)).toBe("1,234,567");
  });
});
