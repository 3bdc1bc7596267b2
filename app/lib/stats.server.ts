import { callApi } from "./api.server";

/**
 * The footer's "500+ cities, 200000+ rooms" claim, counted by the API (house/index stats).
 * Counts change slowly, so each instance keeps them for five minutes; until the first answer
 * (or when the API is down) the claim falls back to the spec's figures.
 */
export interface SiteStats {
  countryCount: number;
  cityCount: number;
  schoolCount: number;
  apartmentCount: number;
  roomCount: number;
}

const TTL_MS = 5 * 60 * 1000;
let cached: { at: number; stats: SiteStats } | undefined;
let inflight: Promise<SiteStats | undefined> | undefined;

const FALLBACK: SiteStats = { countryCount: 15, cityCount: 500, schoolCount: 1000, apartmentCount: 8000, roomCount: 200000 };

export async function siteStats(request: Request): Promise<SiteStats> {
  if (cached && Date.now() - cached.at < TTL_MS) return cached.stats;
  inflight ??= callApi<{ stats: SiteStats }>("/rest/building/client/house/index", {}, { request, token: null })
    .then((r) => (r.ok && r.data?.stats ? r.data.stats : undefined))
    .catch(() => undefined)
    .finally(() => (inflight = undefined));
  const stats = await inflight;
  if (stats) cached = { at: Date.now(), stats };
  return stats ?? cached?.stats ?? FALLBACK;
}

