import { dateTimeFormat } from "./intl";
import type { ApiData } from "#core/contract";
import { callApi, loadOrThrow } from "./api.server";
import { readUser } from "./cookies.server";
import type { ApartmentCardVM, FilterOptionsVM, Label, PlaceContext, PlaceVM } from "./catalogue";
import { formatPrice } from "./catalogue";
import { convert, type SecondCurrency } from "./currency";
import type { Lang } from "#core/constants";
import { encodeFilters, type ListingFilters } from "./listing-filters";
import { isSlug } from "#core/slug";
import { sharedCached } from "#core/shared-cache.server";
import { catalogueStamp } from "../api-transport.server";
import { langOfUrl } from "#core/lang";

/**
 * The discovery pages' calls to the catalogue API (/rest/building/client/...), and the mapping
 * of its answers (typed by core/contract/catalogue.ts) to the view models in catalogue.ts.
 */

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



type RouteCheck = ApiData<"/rest/building/client/house/route/check">;
type ListedCard = ApiData<"/rest/building/client/house/list">["list"][number];
type CardExtra = "fromPriceCny" | "cnyAsOf" | "reviewAverage" | "reviewCount" | "favoritedAt" | "tenancy";

/**
 * An apartment card of any list (api/catalogue/cards.ts): the extras only where the list adds
 * them (CNY at today's rate, the review summary, when the caller saved it).
 */
export type ApiCard = Omit<ListedCard, CardExtra> & Partial<Pick<ListedCard, CardExtra>>;

type ApiLabel = ListedCard["tags"][number];

function toPlace(p: RouteCheck["country"] | NonNullable<RouteCheck["school"]>): PlaceVM {
  const place: PlaceVM = { id: p.id, name: p.name, enName: p.enName, slug: p.slug };
  if ("lat" in p) Object.assign(place, { lat: p.lat, lng: p.lng });
  return place;
}

const toLabel = (l: ApiLabel): Label => ({ key: l.key, label: l.name });

/**
 * `second`: the student's second currency (currency.server.ts); the card's price is converted
 * from its own currency at today's cross rate (the API's own CNY figure is not used, so every
 * currency is computed the same way).
 */
export function toCardVM(card: ApiCard, lang: Lang, second: SecondCurrency, schoolName?: string): ApartmentCardVM {
  const price = card.tenancy?.price ?? card.fromPrice;
  const converted = convert(price, card.currency, second, lang);
  return {
    code: card.code,
    name: card.name,
    enName: card.enName,
    ...(card.demo ? { demo: true } : {}),
    photo: card.photo,
    cityName: card.city.name,
    countryName: card.country.name,
    // With a move-in month, the price of the tenancy starting then (short stays cost more per unit).
    fromPrice: formatPrice(price, card.currency, lang),
    ...(converted ? { fromPriceSecond: converted.text, secondAsOf: converted.asOf } : {}),
    unit: card.priceUnit,
    tags: card.tags.map(toLabel),
    availableRoomTypes: card.availability.availableRoomCount,
    availableFrom: card.availability.availableFrom ?? undefined,
    tenancy: card.tenancy ? { name: card.tenancy.name, moveIn: card.tenancy.moveIn } : undefined,
    soldOut: card.availability.soldOut,
    distance:
      card.distance && schoolName
        ? { schoolName, meters: card.distance.metres, walkMinutes: card.distance.walkMinutes ?? undefined, transitMinutes: card.distance.transitMinutes ?? undefined }
        : undefined,
    isFavourite: !!card.favoritedAt,
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
  const data = await cached(`route:${langOfUrl(request.url)}:${slugs.country}/${slugs.city ?? ""}/${slugs.school ?? ""}`, () =>
    loadOrThrow(
      "/rest/building/client/house/route/check",
      { country: slugs.country, city: slugs.city, school: slugs.school },
      { request, token: null },
    ),
  );
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

export async function listApartments(request: Request, lang: Lang, place: PlaceContext, filters: ListingFilters, second: SecondCurrency, pageSize = 12): Promise<ListingPage> {
  // A visitor's page has no favourites in it: the same for everyone who chose the same second
  // currency, so it can be shared briefly.
  if (!(await readUser(request))) {
    const ids = placeFields(place);
    const key = `list:${lang}:${second.code}:${ids.countryId}/${ids.cityId ?? ""}/${ids.schoolId ?? ""}:${pageSize}:${encodeFilters(filters)}`;
    return cached(key, () => loadApartments(request, lang, place, filters, pageSize, second, null), VISITOR_LIST_TTL_MS);
  }
  return loadApartments(request, lang, place, filters, pageSize, second);
}

async function loadApartments(request: Request, lang: Lang, place: PlaceContext, filters: ListingFilters, pageSize: number, second: SecondCurrency, token?: null): Promise<ListingPage> {
  const data = await loadOrThrow(
    "/rest/building/client/house/list",
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
    list: data.list.map((c) => toCardVM(c, lang, second, place.school?.name)),
    totalCount: data.totalCount,
    pages: data.pages,
    page: filters.page,
  };
}

export function filterOptions(request: Request, place: PlaceContext, lang: Lang): Promise<FilterOptionsVM> {
  const ids = placeFields(place);
  return cached(`filter:${lang}:${ids.countryId}/${ids.cityId ?? ""}/${ids.schoolId ?? ""}`, () => loadFilterOptions(request, place, lang));
}

async function loadFilterOptions(request: Request, place: PlaceContext, lang: Lang): Promise<FilterOptionsVM> {
  const data = await loadOrThrow("/rest/building/client/house/filter", placeFields(place), { request, token: null });
  const monthName = (m: string) => {
    const [y, mo] = m.split("-").map(Number);
    return lang === "en" ? dateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(y, mo - 1, 1))) : `${y}年${mo}月`;
  };
  return {
    roomTypes: data.roomTypes.map(toLabel),
    leaseTypes: data.leaseTypes.map(toLabel),
    facilities: data.facilities.map(toLabel),
    sorts: data.sorts.map(toLabel),
    moveIns: data.moveInMonths.filter((m) => m.count > 0).map((m) => ({ key: m.month, label: monthName(m.month) })),
    distances: data.distances.map((d) => d.value),
    price: { min: data.price.min ?? 0, max: data.price.max ?? 0, currency: data.currency ?? "GBP", unit: data.priceUnit ?? "week" },
  };
}

export type ApiSearchItem = ApiData<"/rest/building/client/house/search">["list"][number];

export async function searchCatalogue(request: Request, keyword: string, ids: { countryId?: number; cityId?: number } = {}): Promise<ApiSearchItem[]> {
  const k = keyword.trim().slice(0, 50);
  if (!k) return [];
  const result = await callApi("/rest/building/client/house/search", { keyword: k, countryId: ids.countryId, cityId: ids.cityId }, { request });
  return result.ok ? result.data.list : []; // Search failures are silent
}

export { encodeFilters };

// ---- apartment and room detail -------------------------------------------------------------

export type ApiHouse = ApiData<"/rest/building/client/house/info">;
export type ApiRoomInfo = ApiData<"/rest/building/client/room/info">;
/** A room as both pages list it; the apartment page's rooms add their full-year cost (`mainCost`). */
export type ApiRoom = ApiRoomInfo["otherRooms"][number] & Partial<Pick<ApiHouse["roomGroups"][number]["rooms"][number], "mainCost">>;

const notFound = () => new Response("Not Found", { status: 404 });

export async function houseInfo(request: Request, buildingCode: string): Promise<ApiHouse> {
  if (!/^[a-z0-9]{1,40}$/i.test(buildingCode)) throw notFound();
  return loadOrThrow("/rest/building/client/house/info", { buildingCode: buildingCode.toLowerCase() }, { request });
}

export async function roomInfo(request: Request, roomCode: string): Promise<ApiRoomInfo> {
  if (!/^[a-z0-9]+(-[a-z0-9]+)?$/i.test(roomCode) || roomCode.length > 40) throw notFound();
  return loadOrThrow("/rest/building/client/room/info", { roomCode: roomCode.toLowerCase() }, { request });
}

export async function roomAttributes(request: Request, roomCode: string): Promise<ApiRoomInfo["attributes"]> {
  const result = await callApi("/rest/building/client/room/attrList", { roomCode: roomCode.toLowerCase() }, { request });
  return result.ok ? result.data.list : [];
}

// ---- home and place pages -----------------------------------------------------------------

type ApiSchool = ApiData<"/rest/building/client/school/list">["list"][number];

/**
 * The home page's data. A visitor's (no hearts in it) is the same for everyone of a language, so
 * it is shared briefly as visitors' listing pages are: the API answered it from its own cache,
 * but each view still paid for the answer's JSON written and read again (5–7% of a rendered
 * home page's CPU).
 */
export async function homeData(request: Request) {
  const load = () => loadOrThrow("/rest/building/client/house/index", {}, { request });
  if (await readUser(request)) return load();
  return cached(`home:${langOfUrl(request.url)}`, load, VISITOR_LIST_TTL_MS);
}

export async function schoolsOf(request: Request, ids: { countryId?: number; cityId?: number }, limit = 24): Promise<ApiSchool[]> {
  const result = await callApi("/rest/building/client/school/list", { ...ids, limit }, { request });
  return result.ok ? result.data.list : [];
}

export type ApiCityOfCountry = Extract<ApiData<"/rest/building/client/address/list">["list"][number], { schoolCount: number }>;

/** The cities of a country (address/list with countryId answers cities). */
export async function citiesOf(request: Request, countryId: number): Promise<ApiCityOfCountry[]> {
  const result = await callApi("/rest/building/client/address/list", { countryId }, { request });
  return result.ok ? (result.data.list as ApiCityOfCountry[]) : [];
}
