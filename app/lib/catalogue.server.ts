import type { ApiData } from "#core/contract";
import type { OfferText } from "#core/contract/gifts";
import { callApi, loadOrThrow } from "./api.server";
import { readUser } from "./cookies.server";
import type { ApartmentCardVM, FilterOptionsVM, Label, PlaceContext, PlaceVM, PriceUnit } from "./catalogue";
import { formatCny, formatPrice } from "./catalogue";
import type { ApiCost, ApiRate, ApiTenancy } from "./costs";
import type { Lang } from "#core/constants";
import { encodeFilters, type ListingFilters } from "./listing-filters";
import { isSlug } from "#core/slug";
import { sharedCached } from "#core/shared-cache.server";
import { catalogueStamp } from "../api-transport.server";

/**
 * The discovery pages' calls to the catalogue API (spec §7 /rest/building/client/...), and the
 * mapping of its answers to the view models in catalogue.ts. The API's shapes stay in this file.
 */
export const HOUSE = "/rest/building/client/house";

/**
 * A small cache for catalogue answers that change slowly and are the same for every visitor
 * (slug resolution, filter options, visitors' listing pages): the listing then costs one list
 * call per view. The store is shared-cache.server.ts: this process's memory, or Redis with
 * REDIS_URL so all instances share the entries (docs/decisions/008-scale-out.md). Only
 * successful answers are kept, and nothing user-specific. Keys carry the catalogue stamp (ADR
 * 012), so a page rendered after a catalogue edit never mixes old slugs or options with new data.
 */
const CATALOGUE_TTL_MS = 10 * 60 * 1000;
/** Listing pages seen by visitors (no favourites in them): a short micro-cache. */
const VISITOR_LIST_TTL_MS = 30 * 1000;

export function cached<T>(key: string, load: () => Promise<T>, ttl = CATALOGUE_TTL_MS): Promise<T> {
  return sharedCached(`web:${catalogueStamp() ?? "-"}:${key}`, ttl, load);
}

const langOf = (request: Request) => (new URL(request.url).pathname.startsWith("/en/") ? "en" : "cn");

export interface ApiPlace {
  id: number;
  slug: string;
  name: string;
  enName: string;
  cnName?: string;
  lat?: number;
  lng?: number;
}

export interface ApiLabel {
  key: string;
  name: string;
}

/** The apartment card of the API (api/services/cards.ts). */
export interface ApiCard {
  id: number;
  code: string;
  name: string;
  enName: string;
  photo: string | null;
  fromPrice: number;
  /** At today's rate; null when the currency has no rate. */
  fromPriceCny?: number | null;
  cnyAsOf?: string | null;
  toPrice: number;
  currency: string;
  priceUnit: PriceUnit;
  tags: ApiLabel[];
  facilities: ApiLabel[];
  roomTypes: ApiLabel[];
  availability: { availableRoomCount: number; soldOut: boolean; availableFrom: string | null };
  address: string;
  distance: { schoolId: number | null; metres: number; walkMinutes: number | null; transitMinutes: number | null } | null;
  city: ApiPlace;
  country: ApiPlace;
  isFavorite?: boolean;
  favoritedAt?: string | null;
  lat?: number;
  lng?: number;
  reviewAverage?: number | null;
  reviewCount?: number;
}

export function toPlace(p: ApiPlace): PlaceVM {
  const place: PlaceVM = { id: p.id, name: p.name, enName: p.enName, slug: p.slug };
  if (typeof p.lat === "number" && typeof p.lng === "number") Object.assign(place, { lat: p.lat, lng: p.lng });
  return place;
}

const toLabel = (l: ApiLabel): Label => ({ key: l.key, label: l.name });

export function toCardVM(card: ApiCard, lang: Lang, schoolName?: string): ApartmentCardVM {
  return {
    code: card.code,
    name: card.name,
    enName: card.enName,
    photo: card.photo,
    cityName: card.city?.name ?? "",
    countryName: card.country?.name ?? "",
    fromPrice: formatPrice(card.fromPrice, card.currency, lang),
    ...(card.fromPriceCny != null && card.currency !== "CNY" ? { fromPriceCny: formatCny(card.fromPriceCny), cnyAsOf: card.cnyAsOf ?? undefined } : {}),
    unit: card.priceUnit,
    tags: (card.tags ?? []).map(toLabel),
    availableRoomTypes: card.availability?.availableRoomCount ?? 0,
    availableFrom: card.availability?.availableFrom ?? undefined,
    soldOut: !!card.availability?.soldOut,
    distance:
      card.distance && schoolName
        ? { schoolName, meters: card.distance.metres, walkMinutes: card.distance.walkMinutes ?? undefined, transitMinutes: card.distance.transitMinutes ?? undefined }
        : undefined,
    isFavourite: !!card.isFavorite || !!card.favoritedAt,
    address: card.address,
    lat: card.lat,
    lng: card.lng,
    rating: card.reviewCount ? { average: card.reviewAverage ?? 0, count: card.reviewCount } : undefined,
  };
}

/** A place from its URL slugs (route/check), or a thrown 404. */
export async function resolvePlace(request: Request, slugs: { country?: string; city?: string; school?: string }): Promise<PlaceContext> {
  if (!isSlug(slugs.country) || (slugs.city !== undefined && !isSlug(slugs.city)) || (slugs.school !== undefined && !isSlug(slugs.school))) {
    throw new Response("Not Found", { status: 404 });
  }
  const data = await cached(`route:${langOf(request)}:${slugs.country}/${slugs.city ?? ""}/${slugs.school ?? ""}`, () =>
    loadOrThrow<{ country: ApiPlace; city?: ApiPlace | null; school?: ApiPlace | null }>(
      `${HOUSE}/route/check`,
      { country: slugs.country, city: slugs.city, school: slugs.school },
      { request, token: null },
    ),
  );
  if (!data?.country) throw new Response("Not Found", { status: 404 });
  return {
    country: toPlace(data.country),
    city: data.city ? toPlace(data.city) : undefined,
    school: data.school ? toPlace(data.school) : undefined,
  };
}

export function placeFields(place: PlaceContext) {
  return { countryId: place.country.id, cityId: place.city?.id, schoolId: place.school?.id };
}

export interface ListingPage {
  list: ApartmentCardVM[];
  totalCount: number;
  pages: number;
  page: number;
}

export async function listApartments(request: Request, lang: Lang, place: PlaceContext, filters: ListingFilters, pageSize = 12): Promise<ListingPage> {
  // A visitor's page has no favourites in it: the same for everyone, so it can be shared briefly.
  if (!(await readUser(request))) {
    const ids = placeFields(place);
    const key = `list:${lang}:${ids.countryId}/${ids.cityId ?? ""}/${ids.schoolId ?? ""}:${pageSize}:${encodeFilters(filters)}`;
    return cached(key, () => loadApartments(request, lang, place, filters, pageSize, null), VISITOR_LIST_TTL_MS);
  }
  return loadApartments(request, lang, place, filters, pageSize);
}

async function loadApartments(request: Request, lang: Lang, place: PlaceContext, filters: ListingFilters, pageSize: number, token?: null): Promise<ListingPage> {
  const data = await loadOrThrow<{ list: ApiCard[]; pages: number; totalCount: number; pageNum?: number }>(
    `${HOUSE}/list`,
    {
      ...placeFields(place),
      pageNum: filters.page,
      pageSize,
      sort: filters.sort === "distance" && !place.school ? "recommended" : filters.sort,
      priceMin: filters.priceMin,
      priceMax: filters.priceMax,
      roomTypes: filters.roomTypes.join(",") || undefined,
      leaseTypes: filters.leaseTypes.join(",") || undefined,
      moveIn: filters.moveIn,
      maxDistance: place.school ? filters.distance : undefined,
      facilities: filters.facilities.join(",") || undefined,
    },
    { request, token },
  );
  return {
    list: (data.list ?? []).map((c) => toCardVM(c, lang, place.school?.name)),
    totalCount: data.totalCount ?? 0,
    pages: data.pages ?? 0,
    page: filters.page,
  };
}

interface ApiCounted extends ApiLabel {
  count: number;
}

export function filterOptions(request: Request, place: PlaceContext, lang: Lang): Promise<FilterOptionsVM> {
  const ids = placeFields(place);
  return cached(`filter:${lang}:${ids.countryId}/${ids.cityId ?? ""}/${ids.schoolId ?? ""}`, () => loadFilterOptions(request, place, lang));
}

async function loadFilterOptions(request: Request, place: PlaceContext, lang: Lang): Promise<FilterOptionsVM> {
  const data = await loadOrThrow<{
    roomTypes?: ApiCounted[];
    leaseTypes?: ApiCounted[];
    facilities?: ApiCounted[];
    sorts?: ApiLabel[];
    moveInMonths?: { month: string; count: number }[];
    distances?: { value: number; name: string; count: number }[];
    price?: { min: number | null; max: number | null };
    currency?: string | null;
    priceUnit?: PriceUnit | null;
  }>(`${HOUSE}/filter`, placeFields(place), { request, token: null });
  const monthName = (m: string) => {
    const [y, mo] = m.split("-").map(Number);
    return lang === "en" ? new Date(Date.UTC(y, mo - 1, 1)).toLocaleString("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }) : `${y}年${mo}月`;
  };
  return {
    roomTypes: (data.roomTypes ?? []).map(toLabel),
    leaseTypes: (data.leaseTypes ?? []).map(toLabel),
    facilities: (data.facilities ?? []).map(toLabel),
    sorts: (data.sorts ?? []).map(toLabel),
    moveIns: (data.moveInMonths ?? []).filter((m) => m.count > 0).map((m) => ({ key: m.month, label: monthName(m.month) })),
    distances: (data.distances ?? []).map((d) => d.value),
    price: { min: data.price?.min ?? 0, max: data.price?.max ?? 0, currency: data.currency ?? "GBP", unit: data.priceUnit ?? "week" },
  };
}

export async function searchCatalogue(request: Request, keyword: string, ids: { countryId?: number; cityId?: number } = {}): Promise<unknown[]> {
  const k = keyword.trim().slice(0, 50);
  if (!k) return [];
  const result = await callApi<{ list?: unknown[] }>(`${HOUSE}/search`, { keyword: k, countryId: ids.countryId, cityId: ids.cityId }, { request });
  return result.ok ? (result.data?.list ?? []) : []; // Search failures are silent
}

export { encodeFilters };

// ---- apartment and room detail -------------------------------------------------------------

export interface ApiRoom {
  id: number;
  code: string;
  name: string;
  enName: string;
  roomType: string;
  roomTypeName: string;
  price: number;
  areaM2: number;
  bedSize: string;
  bedSizeName: string;
  leaseTerms: number[];
  leaseUnit: PriceUnit;
  leaseTypes: string[];
  availableFrom: string;
  availableTo: string | null;
  stock: number;
  available: boolean;
  photo: string | null;
  photos: string[];
  /** The full-year tenancy's cost (house/info only; issue 14). */
  mainCost?: { leaseTerm: number; leaseUnit: PriceUnit; rent: number; total: number; deposit: number } | null;
}

export interface ApiHouse {
  id: number;
  code: string;
  name: string;
  enName: string;
  address: string;
  postcode: string | null;
  lat: number;
  lng: number;
  description: string;
  currency: string;
  priceUnit: PriceUnit;
  fromPrice: number;
  toPrice: number;
  photos: string[];
  tags: ApiLabel[];
  facilities: ApiLabel[];
  policies: { payment: string; cancellation: string; deposit: string };
  /** Each offer with its conditions, in words (api/services/costs.ts offerText). */
  offers: OfferText[];
  faq: { q: string; a: string }[];
  roomCount: number;
  availableRoomCount: number;
  availableFrom: string | null;
  city: ApiPlace;
  country: ApiPlace;
  roomGroups: { roomType: string; roomTypeName: string; fromPrice: number; availableCount: number; rooms: ApiRoom[] }[];
  schools: { id: number; slug: string; name: string; enName: string; citySlug: string; countrySlug: string; distanceM: number; walkMinutes: number; transitMinutes: number; lat: number; lng: number }[];
  isFavorite: boolean;
  guarantorRequired?: boolean;
  exchangeRate?: ApiRate | null;
  moveIns?: { kind: string; name: string; moveIn: string }[];
  location: { lat: number; lng: number };
  reviewSummary: ReviewSummaryVM;
}

/** house/info's reviewSummary. */
export interface ReviewSummaryVM {
  average: number | null;
  count: number;
  aspects: { location: number | null; value: number | null; management: number | null; facilities: number | null };
}

export interface ApiRoomInfo extends ApiRoom {
  tenancies: ApiTenancy[];
  offers: OfferText[];
  costs: ApiCost[];
  exchangeRate: ApiRate | null;
  guarantorRequired: boolean;
  currency: string;
  priceUnit: PriceUnit;
  attributes: { key: string; name: string; value: string }[];
  building: {
    id: number;
    code: string;
    name: string;
    enName: string;
    address: string;
    photo: string | null;
    facilities: ApiLabel[];
    policies: { payment: string; cancellation: string; deposit: string };
    city: ApiPlace;
    country: ApiPlace;
    /** Whether the caller saved this apartment (false for a visitor). */
    isFavorite: boolean;
  };
  otherRooms: ApiRoom[];
}

const notFound = () => new Response("Not Found", { status: 404 });

export async function houseInfo(request: Request, buildingCode: string): Promise<ApiHouse> {
  if (!/^[a-z0-9]{1,40}$/i.test(buildingCode)) throw notFound();
  return loadOrThrow<ApiHouse>(`${HOUSE}/info`, { buildingCode: buildingCode.toLowerCase() }, { request });
}

export async function roomInfo(request: Request, roomCode: string): Promise<ApiRoomInfo> {
  if (!/^[a-z0-9]+(-[a-z0-9]+)?$/i.test(roomCode) || roomCode.length > 40) throw notFound();
  return loadOrThrow<ApiRoomInfo>("/rest/building/client/room/info", { roomCode: roomCode.toLowerCase() }, { request });
}

export async function roomAttributes(request: Request, roomCode: string): Promise<{ key: string; name: string; value: string }[]> {
  const result = await callApi<{ list: { key: string; name: string; value: string }[] }>("/rest/building/client/room/attrList", { roomCode: roomCode.toLowerCase() }, { request });
  return result.ok ? result.data.list : [];
}

// ---- home and place pages -----------------------------------------------------------------

export interface ApiHotCity extends ApiPlace {
  houseNum: number;
  photo: string | null;
  country: ApiPlace;
}

export interface ApiSchool extends ApiPlace {
  houseNum: number;
  city: ApiPlace;
  countryId: number;
  countrySlug: string;
}

export interface ApiHome {
  stats: { countryCount: number; cityCount: number; schoolCount: number; apartmentCount: number; roomCount: number };
  hotCities: ApiHotCity[];
  recommendedHouses: ApiCard[];
  popularSchools: ApiSchool[];
  promotions: { code: string; title: string; subtitle: string; banner: string | null; active: boolean }[];
}

export const homeData = (request: Request) => loadOrThrow<ApiHome>(`${HOUSE}/index`, {}, { request });

export async function schoolsOf(request: Request, ids: { countryId?: number; cityId?: number }, limit = 24): Promise<ApiSchool[]> {
  const result = await callApi<{ list: ApiSchool[] }>("/rest/building/client/school/list", { ...ids, limit }, { request });
  return result.ok ? result.data.list : [];
}

export type ApiCityOfCountry = Extract<ApiData<"/rest/building/client/address/list">["list"][number], { schoolCount: number }>;

/** The cities of a country (address/list with countryId answers cities). */
export async function citiesOf(request: Request, countryId: number): Promise<ApiCityOfCountry[]> {
  const result = await callApi("/rest/building/client/address/list", { countryId }, { request });
  return result.ok ? (result.data.list as ApiCityOfCountry[]) : [];
}
