import { callApi } from "~/lib/api.server";
import type { ApiCard } from "~/lib/catalogue.server";
import type { Lang } from "#core/constants";
import { getFixedT } from "~/lib/i18n.server";
import { failureText } from "~/lib/applications.server";
import type { ApiResult } from "~/lib/api.server";

/**
 * Server glue of the request pages (find-a-house, academic-year booking): the
 * schools of a city, the countries and cities with their slugs, the academic year, and the
 * one success/failure shape both forms answer with.
 */
export interface CityOption {
  id: number;
  slug: string;
  name: string;
}
export interface CountryGroup {
  id: number;
  slug: string;
  name: string;
  cities: CityOption[];
}

/** address/all without its first element (the hot-city pseudo-country, which is not a country). */
export async function countryGroups(request: Request): Promise<{ groups: CountryGroup[]; ok: boolean }> {
  const r = await callApi("/rest/building/client/address/all", {}, { request });
  if (!r.ok) return { groups: [], ok: false };
  const groups = r.data
    .slice(1)
    .map((c) => ({ id: c.id, slug: c.slug, name: c.name, cities: c.citys.map((s) => ({ id: s.id, slug: s.slug, name: s.name })) }))
    .filter((g) => g.cities.length > 0);
  return { groups, ok: true };
}

export function findCity(groups: CountryGroup[], test: (c: CityOption) => boolean): (CityOption & { country: CountryGroup }) | null {
  for (const g of groups) {
    const c = g.cities.find(test);
    if (c) return { ...c, country: g };
  }
  return null;
}

export interface SchoolOption {
  id: number;
  name: string;
}
/** Every school of one city (school/list answers at most 500), in the request language. */
export async function schoolsOfCity(request: Request, cityId: number | null | undefined): Promise<SchoolOption[]> {
  if (!cityId || !Number.isInteger(cityId) || cityId <= 0) return [];
  const r = await callApi("/rest/building/client/school/list", { cityId, limit: 500 }, { request });
  return r.ok ? r.data.list.map((s) => ({ id: s.id, name: s.name })) : [];
}

/** Apartments of a city (house/list, recommended first). */
export async function apartmentsOfCity(request: Request, cityId: number, pageSize = 50): Promise<ApiCard[]> {
  const r = await callApi("/rest/building/client/house/list", { cityId, pageSize, sort: "recommended" }, { request, token: null });
  return r.ok ? r.data.list : [];
}

/**
 * The academic year a booking made today is for: the one starting next September, or this
 * September while it has not started yet (UK, Australia's semester two aside, the common case).
 */
export function nextAcademicYear(now = new Date()): { start: number; label: string } {
  const y = now.getUTCFullYear();
  const start = now.getUTCMonth() >= 8 ? y + 1 : y; // September (8) or later: next year's intake
  return { start, label: `${start}/${String((start + 1) % 100).padStart(2, "0")}` };
}

/** The message of a refused request: the server's msg, network_error_tip, or submit_fail. */
export function refusal(result: Extract<ApiResult<unknown>, { ok: false }>, lang: Lang): string {
  return failureText(result, lang) || getFixedT(lang)("submit_fail");
}
