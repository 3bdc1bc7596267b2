import { currencyFormat, grouped } from "./intl";
import type { Lang } from "#core/constants";

/**
 * The second currency: beside a price in the apartment's own currency the site shows what it
 * makes in a currency the student chose (CNY unless they chose another; docs/decisions/029-currencies.md).
 *
 * Every rate the API gives is "CNY for one unit of X" (the table the exchange-rate feed fills),
 * so any pair is a cross rate via CNY: one unit of `from` is `cny(from) / cny(to)` units of
 * `to`. A cross rate is as old as the older of its two rates.
 *
 * Pure and shared by server and browser: loaders format the figures of the pages they build,
 * components given a locked quote (QuoteView) convert in the browser from the same data.
 */
export const DEFAULT_CURRENCY = "CNY";

export interface RateEntry {
  currency: string;
  /** CNY for one unit of `currency`. */
  cny: number;
  /** YYYY-MM-DD. */
  asOf: string;
}

/** The student's second currency with the rates of every currency it may be converted from. */
export interface SecondCurrency {
  code: string;
  rates: RateEntry[];
}

export const isCurrencyCode = (x: unknown): x is string => typeof x === "string" && /^[A-Z]{3}$/.test(x);

/** The cookie that keeps the choice: the bare code, readable by the page cache without Remix. */
export const CURRENCY_COOKIE = "currency";

/** The cookie's code as sent (not yet checked against the catalogue's currencies), or undefined. */
export function currencyCookieOf(cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== CURRENCY_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return isCurrencyCode(value) ? value : undefined;
  }
  return undefined;
}


/** Units of `to` for one unit of `from`, and the date of that rate; null when either has no rate. */
export function crossRate(from: string, to: string, rates: readonly RateEntry[]): { rate: number; asOf: string } | null {
  const a = rates.find((r) => r.currency === from);
  const b = rates.find((r) => r.currency === to);
  if (!a || !b || !(a.cny > 0) || !(b.cny > 0)) return null;
  return { rate: a.cny / b.cny, asOf: a.asOf < b.asOf ? a.asOf : b.asOf };
}

/**
 * An amount in the chosen currency: Intl's currency format without decimals, except CNY, which
 * keeps the site's "¥12,345" in both languages (Intl writes "CN¥" in English).
 */
export function formatMoney(amount: number, currency: string, lang: Lang): string {
  const rounded = Math.round(amount);
  if (currency === "CNY") return `¥${grouped(rounded)}`;
  try {
    return currencyFormat(lang === "en" ? "en-GB" : "zh-CN", currency).format(rounded);
  } catch {
    return `${currency} ${grouped(rounded)}`;
  }
}

export interface Converted {
  /** Formatted in the chosen currency. */
  text: string;
  amount: number;
  currency: string;
  asOf: string;
}

/**
 * `amount` of `from` in the student's currency, or null when there is nothing to add: the price is
 * already in that currency, or a rate is missing.
 */
export function convert(amount: number, from: string, second: SecondCurrency, lang: Lang): Converted | null {
  if (from === second.code) return null;
  const x = crossRate(from, second.code, second.rates);
  if (!x) return null;
  const value = Math.round(amount * x.rate);
  return { text: formatMoney(value, second.code, lang), amount: value, currency: second.code, asOf: x.asOf };
}

/** The rate line's figure: units of the chosen currency per unit of `from`, 4 significant digits. */
export function rateFigure(from: string, second: SecondCurrency): { rate: string; asOf: string } | null {
  if (from === second.code) return null;
  const x = crossRate(from, second.code, second.rates);
  return x ? { rate: Number(x.rate.toPrecision(4)).toString(), asOf: x.asOf } : null;
}
