import { sql } from "drizzle-orm";
import { query } from "../db/client";
import { cached, cacheKey, STAMPED_TTL_MS } from "./cache";
import { currentRates } from "./rates";

/**
 * The currencies a student may choose as the second figure beside local prices: the currency of
 * every country the catalogue has, and CNY. The list follows the catalogue (kept under its
 * stamp); the rates are today's (read per answer, like every other converted figure).
 */
async function catalogueCurrencies(): Promise<string[]> {
  return cached(
    cacheKey("currencies", {}),
    async () => (await query<{ currency: string }>(sql`SELECT DISTINCT currency FROM countries ORDER BY currency`)).map((r) => r.currency),
    STAMPED_TTL_MS,
  );
}

export async function currencyChoices(): Promise<{ list: { currency: string; cny: number; asOf: string }[] }> {
  const [currencies, rates] = await Promise.all([catalogueCurrencies(), currentRates()]);
  const list = ["CNY", ...currencies.filter((c) => c !== "CNY")].flatMap((c) => {
    const r = rates.get(c);
    return r ? [{ currency: c, cny: r.cny, asOf: r.asOf }] : c === "CNY" ? [{ currency: "CNY", cny: 1, asOf: [...rates.values()][0]?.asOf ?? "" }] : [];
  });
  return { list };
}
