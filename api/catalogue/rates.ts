import { sql } from "drizzle-orm";
import { env } from "#core/env.server";
import { query } from "../db/client";
import { logger } from "#core/log.server";

/**
 * Exchange rates into CNY. The `exchange_rates` table holds one row per currency and
 * day (seeded reference rates, migration 0006); `refreshRates()` reads EXCHANGE_RATES_URL, a
 * JSON feed `{ base, date, rates: { CUR: n } }` (the ECB-based format of frankfurter.app; any
 * base: CNY per unit of X = rates.CNY / rates.X, the base itself being 1), and stores that day's
 * rates. A failed or malformed refresh stores nothing, so the last good rates stay.
 *
 * Answers use `currentRates()`, this process's copy of the newest stored rate per currency,
 * re-read from the database at most every RELOAD_MS (another instance may have refreshed), so
 * CNY figures are computed at answer time, never baked into the catalogue snapshot.
 */
export interface Rate {
  currency: string;
  /** CNY for one unit of currency. */
  cny: number;
  /** The rate's date, YYYY-MM-DD. */
  asOf: string;
  source: string;
}

const RELOAD_MS = 10 * 60_000;
let current: Map<string, Rate> | undefined;
let loadedAt = 0;
let loading: Promise<Map<string, Rate>> | undefined;
const changeListeners: (() => void)[] = [];

/**
 * Runs `listener` whenever a reload finds a rate changed. The catalogue snapshot registers its
 * invalidation here: pages and answers kept under the catalogue stamp show CNY figures (ADR 012,
 * ADR 015). A hook rather than an import, so the rates stay below the snapshot that uses them.
 */
export function onRatesChanged(listener: () => void): void {
  changeListeners.push(listener);
}

async function load(): Promise<Map<string, Rate>> {
  const rows = await query<{ currency: string; cny: number; as_of: string; source: string }>(sql`
    SELECT DISTINCT ON (currency) currency, cny, rate_date::text AS as_of, source
    FROM exchange_rates ORDER BY currency, rate_date DESC, fetched_at DESC`);
  const map = new Map(rows.map((r) => [r.currency, { currency: r.currency, cny: Number(r.cny), asOf: r.as_of, source: r.source }]));
  const changed = current !== undefined && [...map.values()].some((r) => {
    const before = current!.get(r.currency);
    return !before || before.cny !== r.cny || before.asOf !== r.asOf;
  });
  current = map;
  if (changed) for (const listener of changeListeners) listener();
  loadedAt = Date.now();
  return map;
}

/** The newest rate of every currency (from memory; reloaded in the background when old). */
export async function currentRates(): Promise<Map<string, Rate>> {
  if (current && Date.now() - loadedAt < RELOAD_MS) return current;
  if (current) {
    loading ??= load().finally(() => (loading = undefined));
    loading.catch((e) => logger.warn({ err: e }, "exchange rates reload failed"));
    return current;
  }
  loading ??= load().finally(() => (loading = undefined));
  return loading;
}

export async function rateOf(currency: string): Promise<Rate | null> {
  return (await currentRates()).get(currency) ?? null;
}

/** Forget the in-memory copy (tests that reopen the database). */
export function resetRates(): void {
  current = undefined;
  loadedAt = 0;
}

interface Feed {
  base: string;
  date: string;
  rates: Record<string, number>;
}
function parseFeed(x: unknown): Feed | null {
  if (!x || typeof x !== "object") return null;
  const f = x as Record<string, unknown>;
  if (typeof f.base !== "string" || typeof f.date !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(f.date)) return null;
  if (!f.rates || typeof f.rates !== "object") return null;
  const rates: Record<string, number> = {};
  for (const [k, v] of Object.entries(f.rates as Record<string, unknown>)) {
    if (/^[A-Z]{3}$/.test(k) && typeof v === "number" && Number.isFinite(v) && v > 0) rates[k] = v;
  }
  return { base: f.base.toUpperCase(), date: f.date, rates };
}

export interface RefreshResult {
  ok: boolean;
  date?: string;
  stored?: number;
  error?: string;
}

/**
 * Reads the feed and stores the rate of every currency the catalogue prices in (and CNY).
 * Never throws: a failure is logged and the stored rates are kept.
 */
export async function refreshRates(url = env().EXCHANGE_RATES_URL, fetchImpl: typeof fetch = fetch): Promise<RefreshResult> {
  if (url === "off") return { ok: false, error: "disabled" };
  try {
    const res = await fetchImpl(url, { signal: AbortSignal.timeout(10_000), headers: { accept: "application/json" } });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const feed = parseFeed(await res.json());
    if (!feed) throw new Error("malformed feed");
    const rate = (c: string) => (c === feed.base ? 1 : feed.rates[c]);
    const cnyRate = rate("CNY");
    if (!cnyRate) throw new Error("feed has no CNY rate");
    const currencies = await query<{ currency: string }>(sql`SELECT DISTINCT currency FROM countries`);
    const rows = currencies
      .map((c) => c.currency)
      .filter((c) => rate(c))
      .map((c) => ({ currency: c, cny: cnyRate / rate(c)! }));
    if (!rows.length) throw new Error("feed has none of the catalogue's currencies");
    rows.push({ currency: "CNY", cny: 1 });
    const source = new URL(url).host;
    for (const r of rows) {
      await query(sql`INSERT INTO exchange_rates (currency, rate_date, cny, source, fetched_at)
        VALUES (${r.currency}, ${feed.date}, ${r.cny}, ${source}, now())
        ON CONFLICT (currency, rate_date) DO UPDATE SET cny = EXCLUDED.cny, source = EXCLUDED.source, fetched_at = now()`);
    }
    await load();
    logger.info({ date: feed.date, currencies: rows.length }, "exchange rates refreshed");
    return { ok: true, date: feed.date, stored: rows.length };
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    logger.warn({ url, error }, "exchange rates refresh failed; keeping the last good rates");
    return { ok: false, error };
  }
}

let timer: NodeJS.Timeout | undefined;
/** Refreshes now (in the background) and then every EXCHANGE_RATES_REFRESH_HOURS. */
export function startRateRefresh(): void {
  if (timer || env().EXCHANGE_RATES_URL === "off") return;
  const every = env().EXCHANGE_RATES_REFRESH_HOURS * 3_600_000;
  void refreshRates();
  timer = setInterval(() => void refreshRates(), every);
  timer.unref();
}
export function stopRateRefresh(): void {
  if (timer) clearInterval(timer);
  timer = undefined;
}

/** `{ currency, cny, asOf }` as answers carry it, or null when the currency has no rate. */
export function rateDto(r: Rate | null) {
  return r ? { currency: r.currency, cny: r.cny, asOf: r.asOf } : null;
}

/**
 * Cards with `fromPriceCny` and `cnyAsOf` at today's rate (computed per answer, never cached with
 * the card): the price the card shows, its month's tenancy's when it carries one.
 */
export async function withCny<C extends { fromPrice: number; currency: string; tenancy?: { price: number } }>(
  list: C[],
): Promise<(C & { fromPriceCny: number | null; cnyAsOf: string | null })[]> {
  const rates = await currentRates();
  return list.map((c) => {
    const r = rates.get(c.currency);
    return { ...c, fromPriceCny: r ? Math.round((c.tenancy?.price ?? c.fromPrice) * r.cny) : null, cnyAsOf: r?.asOf ?? null };
  });
}
