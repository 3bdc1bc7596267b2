import type { ApiData } from "#core/contract";
import { callApi } from "./api.server";
import { sharedCached } from "#core/shared-cache.server";

/**
 * The footer's "500+ cities, 200000+ rooms" claim, counted by the API (house/index stats).
 * Counts change slowly, so they are kept for five minutes; until the first answer (or when the
 * API is down) the claim falls back to the advertised figures (500 cities, 200000 rooms).
 */
export type SiteStats = ApiData<"/rest/building/client/house/index">["stats"];

const TTL_MS = 5 * 60 * 1000;
/** The last good answer of this process: the fallback while the API is down. */
let last: SiteStats | undefined;

const FALLBACK: SiteStats = { countryCount: 15, cityCount: 500, schoolCount: 1000, apartmentCount: 8000, roomCount: 200000 };

/**
 * Counts change slowly: kept TTL_MS in the shared cache (Redis in scale-out mode), then served
 * up to STALE_MS longer while one background call refreshes them, so no page waits on the count.
 */
const STALE_MS = 60 * 60 * 1000;
export async function siteStats(request: Request): Promise<SiteStats> {
  const stats = await sharedCached(
    "web:site-stats",
    TTL_MS,
    async () => {
      const r = await callApi("/rest/building/client/house/index", {}, { request, token: null });
      if (r.ok) return r.data.stats;
      throw new Error("stats unavailable"); // not cached: asked again on the next page
    },
    { swrMs: STALE_MS },
  ).catch(() => undefined);
  if (stats) last = stats;
  return stats ?? last ?? FALLBACK;
}

/** A promotion as the home page lists it: `active` is true only inside its validity window. */
export interface PromotionSummary {
  code: string;
  active: boolean;
}

/**
 * The promotions running now (house/index, which checks each window against today), kept a
 * minute: the header's sale tab leads to one of them. Empty when the API
 * does not answer.
 */
export async function livePromotions(request: Request): Promise<PromotionSummary[]> {
  return sharedCached("web:live-promotions", 60_000, async () => {
    const r = await callApi("/rest/building/client/house/index", {}, { request, token: null });
    if (r.ok) return r.data.promotions.map((p) => ({ code: p.code, active: p.active }));
    throw new Error("promotions unavailable");
  }).catch(() => []);
}
