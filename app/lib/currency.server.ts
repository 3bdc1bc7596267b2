import { secureCookies } from "#core/env.server";
import { loadOrThrow } from "./api.server";
import { cached } from "./catalogue.server";
import { CURRENCY_COOKIE, currencyCookieOf, DEFAULT_CURRENCY, type RateEntry, type SecondCurrency } from "./currency";

/**
 * The student's second currency (app/lib/currency.ts): chosen with the currency form, kept in
 * the `currency` cookie. The cookie holds the bare code, so the visitor page cache can read it
 * without Remix's cookie decoding and keep one copy of a page per currency
 * (page-cache.server.ts). No cookie, or a code the catalogue has no rate for: CNY.
 */
const YEAR_SECONDS = 365 * 24 * 3600;

export function writeCurrencyCookie(code: string): string {
  return [`${CURRENCY_COOKIE}=${code}`, "Path=/", `Max-Age=${YEAR_SECONDS}`, "HttpOnly", "SameSite=Lax", ...(secureCookies() ? ["Secure"] : [])].join("; ");
}

/** The currencies on offer with today's rates (the catalogue's countries' and CNY). */
export function currencyRates(request: Request): Promise<RateEntry[]> {
  // Kept under the catalogue stamp, which a changed rate moves (api/catalogue/rates.ts).
  return cached("currencies", async () => (await loadOrThrow("/rest/building/client/exchange/rates", {}, { request, token: null })).list);
}

/** The second currency of this request: the cookie's choice when it is on offer, else CNY. */
export async function secondCurrency(request: Request): Promise<SecondCurrency> {
  const rates = await currencyRates(request);
  const chosen = currencyCookieOf(request.headers.get("cookie"));
  const code = chosen && rates.some((r) => r.currency === chosen) ? chosen : DEFAULT_CURRENCY;
  return { code, rates };
}
