import { catalogueContract, addressContract } from "#core/contract/catalogue";
import type { ApiData } from "#core/contract";
import { JsonBytes, markShared, Reply } from "../http/envelope";
import { implement, type Endpoint } from "../http/endpoint";
import { isFavorite, roomAttributes, roomInfo } from "./apartment";
import { apartmentPageOf, catalogueStamp, invalidateCatalogueAnswers } from "./catalogue-snapshot";
import { reviewStamp, reviewSummaries, reviewSummaryOf, type ReviewSummary } from "../reviews";
import { cacheKey, cached, STAMPED_TTL_MS } from "./cache";
import { handbookFile, handbookPage } from "./handbooks";
import { homeData } from "./home";
import { filterOptions, listHouses, withFavorites } from "./listing";
import { resolveRoute, schoolList, addressTree, citiesOf, countryList, hotSearch } from "./places";
import { searchCatalogue, searchPlaces } from "./search";
import { withCny } from "./rates";
import { sitemapEntries } from "./sitemap";
import { requestCooperation } from "./cooperation";
import { currentVerificationsOf, onVerificationsChanged } from "../verification";
import { currencyChoices } from "./currencies";

/** A finished JSON object's bytes with one more top-level field (the page never has it already). */
function withField(json: Buffer, name: string, value: unknown): Buffer {
  const end = json.lastIndexOf(0x7d); // the closing brace
  return Buffer.concat([json.subarray(0, end), Buffer.from(`,${JSON.stringify(name)}:${JSON.stringify(value)}}`)]);
}

/**
 * Listing cards with their apartment's review average and count (null and 0 without reviews).
 * Memoised per cached page and summary stamp, so a shared page stays serialised once (markShared).
 */
// A check recorded or revoked changes the badges of the apartment pages kept under the stamp.
onVerificationsChanged(invalidateCatalogueAnswers);

const rated = new WeakMap<object, { stamp: number; page: unknown }>();
type Rated<P extends { list: { id: number }[] }> = P & { list: (P["list"][number] & { reviewAverage: number | null; reviewCount: number })[] };
function withReviews<P extends { list: { id: number }[] }>(page: P, summaries: Map<number, ReviewSummary>): Rated<P> {
  const memo = rated.get(page);
  if (memo && memo.stamp === reviewStamp()) return memo.page as Rated<P>;
  const out = {
    ...page,
    list: page.list.map((c) => {
      const s = summaries.get(c.id);
      return { ...c, reviewAverage: s?.average ?? null, reviewCount: s?.count ?? 0 };
    }),
  };
  markShared(out);
  rated.set(page, { stamp: reviewStamp(), page: out });
  return out;
}

/** house/info's page as made ahead of time: everything but the answer-time review summary. */
type ApartmentPage = Omit<ApiData<"/rest/building/client/house/info">, "reviewSummary" | "verifications">;

/** `/rest/building/client/…`: the catalogue. */
const buildingEndpoints = implement(catalogueContract, {
  "/rest/building/client/house/index": async (_, ctx) => {
    // Home data is the same for everyone (kept under the catalogue stamp: no statement per
    // view); CNY at today's rate is added after the cache, a logged-in caller's hearts after that.
    const [homeCached, user] = await Promise.all([
      cached(cacheKey("home", { lang: ctx.lang }), () => homeData(ctx.lang), STAMPED_TTL_MS),
      ctx.token ? ctx.user() : undefined,
    ]);
    const home = { ...homeCached, recommendedHouses: await withCny(homeCached.recommendedHouses) };
    if (!user) return home;
    const { list } = await withFavorites({ list: home.recommendedHouses }, user.id);
    return { ...home, recommendedHouses: list };
  },
  "/rest/building/client/house/search": async (input, ctx) => ({
    list: await cached(cacheKey("search", { ...input, lang: ctx.lang }), () => searchCatalogue(input.keyword ?? "", ctx.lang, input)),
  }),
  "/rest/building/client/house/search/v2": async (input, ctx) => {
    const list = await cached(cacheKey("search", { ...input, lang: ctx.lang }), () => searchCatalogue(input.keyword ?? "", ctx.lang, input));
    return {
      keyword: (input.keyword ?? "").trim(),
      list,
      cities: list.filter((i) => i.type === 1),
      schools: list.filter((i) => i.type === 2),
      houses: list.filter((i) => i.type === 3),
    };
  },
  "/rest/building/client/house/filter": (input, ctx) => filterOptions(input, ctx.lang),
  "/rest/building/client/house/list": async (input, ctx) => {
    // The page is the same for everyone (cached); a logged-in caller's saved flags are added after.
    // Review averages (in-memory summaries, ADR 016) and CNY at today's rate (rates change daily)
    // are added after the cache: the catalogue does not change with either.
    const [cachedPage, user, summaries] = await Promise.all([
      cached(cacheKey("list", { ...input, lang: ctx.lang }), () => listHouses(input, ctx.lang)),
      ctx.token ? ctx.user() : undefined,
      reviewSummaries(),
    ]);
    const rated = withReviews(cachedPage, summaries);
    const page = { ...rated, list: await withCny(rated.list) };
    return user ? withFavorites(page, user.id) : page;
  },
  "/rest/building/client/house/info": async (input, ctx) => {
    // The page is made ahead of time and the same for everyone (as JSON bytes); only the
    // favourite flag is the caller's own, so a logged-in caller gets a copy with it set.
    // The review summary changes with every review write, not with the catalogue: it is kept
    // apart (api/reviews/summaries.ts) and added here, at answer time (ADR 016).
    const [{ id, page }, user] = await Promise.all([apartmentPageOf({ code: input.buildingCode, id: input.id }, ctx.lang), ctx.user()]);
    // Verification badges depend on the day (a record expires) and on staff's records: added at
    // answer time, kept under the catalogue stamp (which carries the day, and which a recorded or
    // revoked check moves, below) instead of one query per page view.
    const [reviewSummary, verifications] = await Promise.all([
      reviewSummaryOf(id),
      cached(cacheKey("verifications", { id, lang: ctx.lang }), () => currentVerificationsOf(id, ctx.lang, catalogueStamp()), STAMPED_TTL_MS),
    ]);
    if (!user) return new JsonBytes(withField(withField(page, "reviewSummary", reviewSummary), "verifications", verifications));
    const info = JSON.parse(page.toString("utf8")) as ApartmentPage;
    return { ...info, reviewSummary, verifications, isFavorite: await isFavorite(user.id, info.id) };
  },
  "/rest/building/client/house/route/check": (input, ctx) => resolveRoute(input, ctx.lang),
  "/rest/building/client/house/sitemap": () => sitemapEntries(),
  "/rest/building/client/exchange/rates": () => currencyChoices(),
  "/rest/building/client/house/corp/apply": async (input, ctx) => {
    const user = await ctx.requireUser();
    const id = await requestCooperation(input, user.id, ctx);
    return new Reply({ id }, "coop_ok");
  },
  "/rest/building/client/operationHandbook/page": (input, ctx) => handbookPage(ctx.lang, input.pageNum, input.pageSize, input.category),
  "/rest/building/client/operationHandbook/download": (input, ctx) => handbookFile(input, ctx.lang),
  "/rest/building/client/school/list": async (input, ctx) => ({
    list: input.keyword
      ? await schoolList({ ...input, keyword: input.keyword.toLowerCase() }, ctx.lang, input.limit)
      : await cached(cacheKey("schools", { ...input, lang: ctx.lang }), () => schoolList(input, ctx.lang, input.limit), STAMPED_TTL_MS),
  }),
  "/rest/building/client/room/info": async (input, ctx) => {
    // The room is the same for everyone; whether its apartment is saved is the caller's.
    const [room, user] = await Promise.all([
      cached(cacheKey("room", { code: input.roomCode.toLowerCase(), lang: ctx.lang }), () => roomInfo(input.roomCode, ctx.lang), STAMPED_TTL_MS),
      ctx.token ? ctx.user() : undefined,
    ]);
    return { ...room, building: { ...room.building, isFavorite: user ? await isFavorite(user.id, room.building.id) : false } };
  },
  "/rest/building/client/room/attrList": (input, ctx) => roomAttributes(input.roomCode, ctx.lang),
});

/** `/rest/building/client/address/…`: the country and city pickers. */
const addressEndpoints = implement(addressContract, {
  "/rest/building/client/address/all": (_, ctx) => addressTree(ctx.lang),
  "/rest/building/client/address/list": async ({ countryId }, ctx) => {
    const key = cacheKey("places", { countryId: countryId ?? 0, lang: ctx.lang });
    return { list: countryId ? await cached(key, () => citiesOf(countryId, ctx.lang), STAMPED_TTL_MS) : await cached(key, () => countryList(ctx.lang), STAMPED_TTL_MS) };
  },
  "/rest/building/client/address/search": async (input, ctx) => ({ list: await searchPlaces(input.keyword ?? "", ctx.lang) }),
  "/rest/building/client/address/hot-search": async (input, ctx) => ({ list: await hotSearch(ctx.lang, input.countryId) }),
});

/** Every endpoint of this domain, for api/app.ts to mount. */
export const catalogueEndpoints: Endpoint[] = [...buildingEndpoints, ...addressEndpoints];
