/**
 * Intl formatters made once per locale and options, then reused.
 *
 * Why: building an Intl.NumberFormat or Intl.DateTimeFormat loads and compiles the locale's
 * patterns (tens of microseconds); formatting with a ready one is a small fraction of that. A
 * listing or an apartment page formats a price per room, so a formatter per call was a visible
 * share of a render (docs/decisions/032-render-cost.md). `toLocaleString` with a locale builds a
 * formatter each call as well, so the site formats through these instead. The options of a
 * call site are few and fixed, so the set stays small.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** The Intl.NumberFormat for a locale and options (throws as its constructor does, e.g. for an unknown currency). */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/** The Intl.DateTimeFormat for a locale and options. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) dateTimeFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/**
 * The currency format of a locale without decimals, as the site writes prices (formatPrice,
 * formatMoney): kept by locale and currency directly, since a page formats a price or two per
 * room and card, and the generic key above costs a JSON.stringify per call.
 */
const currencyFormats = new Map<string, Intl.NumberFormat>();
export function currencyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = currencyFormats.get(key);
  if (!format) currencyFormats.set(key, (format = numberFormat(locale, { style: "currency", currency, currencyDisplay: "symbol", maximumFractionDigits: 0, minimumFractionDigits: 0 })));
  return format;
}

let groupedFormat: Intl.NumberFormat | undefined;
/** A whole number with thousands separators, as the site writes CNY amounts: 12,345. */
export function grouped(n: number): string {
  return (groupedFormat ??= numberFormat("en-US")).format(n);
}
