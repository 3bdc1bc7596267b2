import { and, eq } from "drizzle-orm";
import {
  COOP_EMAIL_MAX,
  COOP_NAME_MAX,
  COOP_PHONE_MAX,
  COOP_PHONE_MIN,
  COOP_WECHAT_MAX,
  DEFAULT_MOBILE_PREFIX,
} from "#core/constants";
import { FACILITIES, LEASE_TYPES, ROOM_TYPES, SORTS } from "../catalogue/labels";
import { db } from "../db/client";
import { cities, cooperationRequests, mobilePrefixes } from "../db/schema";
import { ApiError, JsonBytes, markShared, Reply } from "../http/envelope";
import { endpoint, type Endpoint } from "../http/endpoint";
import { z, zCode, zId, zInt, zKeyList, zMonth, zPageNum, zPageSize, zSlug, zText } from "#core/contract/zod";
import { isFavorite, roomAttributes, roomInfo } from "../services/apartment";
import { apartmentPageOf } from "../services/catalogue-snapshot";
import { reviewStamp, reviewSummaries, reviewSummaryOf, type ReviewSummary } from "../services/review-summaries";
import { cacheKey, cached, STAMPED_TTL_MS } from "../services/cache";
import { handbookFile, handbookPage } from "../services/handbooks";
import { homeData } from "../services/home";
import { filterOptions, listHouses, withFavorites } from "../services/listing";
import { resolveRoute, schoolList } from "../services/places";
import { KEYWORD_MAX, searchCatalogue } from "../services/search";
import { withCny } from "../services/rates";
import { sitemapEntries } from "../services/sitemap";

/** `/rest/building/client/…`: the catalogue. */
import { requestIdSchema } from "#core/schemas/student";
import { once, ownerOf } from "../student/idempotency";

const P = "/rest/building/client";

/** A finished JSON object's bytes with one more top-level field (the page never has it already). */
function withField(json: Buffer, name: string, value: unknown): Buffer {
  const end = json.lastIndexOf(0x7d); // the closing brace
  return Buffer.concat([json.subarray(0, end), Buffer.from(`,${JSON.stringify(name)}:${JSON.stringify(value)}}`)]);
}

/**
 * Listing cards with their apartment's review average and count (null and 0 without reviews).
 * Memoised per cached page and summary stamp, so a shared page stays serialised once (markShared).
 */
const rated = new WeakMap<object, { stamp: number; page: unknown }>();
function withReviews<P extends { list: { id: number }[] }>(page: P, summaries: Map<number, ReviewSummary>): P {
  const memo = rated.get(page);
  if (memo && memo.stamp === reviewStamp()) return memo.page as P;
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
const tag = "building";

const location = {
  countryId: zId().optional(),
  cityId: zId().optional(),
  schoolId: zId().optional(),
};

const searchBody = z.object({
  keyword: z.string().max(200).optional().openapi({ description: `Up to ${KEYWORD_MAX} characters are used; blank → empty list` }),
  countryId: zId().optional(),
  cityId: zId().optional(),
});

const searchItem = z.object({
  type: z.number().int().openapi({ enum: [1, 2, 3], description: "1 city, 2 school, 3 house" }),
  id: z.number().int(),
  name: z.string(),
  enName: z.string(),
  cnName: z.string(),
  countryEnName: z.string(),
  cityEnName: z.string(),
  countrySlug: z.string(),
  citySlug: z.string(),
  schoolSlug: z.string().nullable(),
  buildingCode: z.string().nullable(),
  houseNum: z.number().int(),
  countryName: z.string().openapi({ description: "In the request's language" }),
  cityName: z.string().openapi({ description: "In the request's language" }),
  rank: z.number().int().openapi({ description: "0 exact, 1 prefix, 2 infix, 3 one typo" }),
  alias: z.string().nullable().openapi({ description: "The alias the keyword matched (UCL, 曼大), when it matched no name" }),
  via: z.enum(["name", "alias", "country"]).openapi({ description: "country: listed because the keyword named the item's country (英国, UK)" }),
});

export const buildingEndpoints: Endpoint[] = [
  endpoint({
    path: `${P}/house/index`,
    summary: "Home page data",
    description: "stats counted from the database, hot cities, recommended apartments, popular schools, promotions.",
    tag,
    auth: "none",
    body: z.object({}),
    handler: async (_, ctx) => {
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
  }),
  endpoint({
    path: `${P}/house/search`,
    summary: "Search cities, schools and apartments",
    description:
      "Matches Chinese and English names, aliases (UCL, 曼大), pinyin with or without spaces, pinyin initials and countries (英国, UK: that country's cities, most apartments first), with one typo allowed in words of 5+ letters; case, width and punctuation do not matter. Exact, then prefix, then infix, then typo matches; ties by apartment count, then cities, schools, houses.",
    tag,
    auth: "none",
    body: searchBody,
    response: z.object({ list: z.array(searchItem) }),
    handler: async (input, ctx) => ({
      list: await cached(cacheKey("search", { ...input, lang: ctx.lang }), () =>
        searchCatalogue(input.keyword ?? "", ctx.lang, input),
      ),
    }),
  }),
  endpoint({
    path: `${P}/house/search/v2`,
    summary: "Search, grouped by type",
    description: "Same matching as house/search; also answers the items grouped as cities, schools and houses.",
    tag,
    auth: "none",
    body: searchBody,
    handler: async (input, ctx) => {
      const list = await cached(cacheKey("search", { ...input, lang: ctx.lang }), () =>
        searchCatalogue(input.keyword ?? "", ctx.lang, input),
      );
      return {
        keyword: (input.keyword ?? "").trim(),
        list,
        cities: list.filter((i) => i.type === 1),
        schools: list.filter((i) => i.type === 2),
        houses: list.filter((i) => i.type === 3),
      };
    },
  }),
  endpoint({
    path: `${P}/house/filter`,
    summary: "Filter options of a listing, with counts",
    tag,
    auth: "none",
    body: z.object(location),
    handler: (input, ctx) => filterOptions(input, ctx.lang),
  }),
  endpoint({
    path: `${P}/house/list`,
    summary: "Apartment listing of a country, city or school",
    description:
      "Room-level filters (price, roomTypes, leaseTypes, moveIn) need one room matching all of them; fromPrice is then the cheapest matching room.",
    tag,
    auth: "none",
    body: z.object({
      ...location,
      priceMin: zInt(0, 100_000_000).optional(),
      priceMax: zInt(0, 100_000_000).optional(),
      roomTypes: zKeyList(ROOM_TYPES).optional(),
      leaseTypes: zKeyList(LEASE_TYPES).optional(),
      moveIn: zMonth().optional(),
      maxDistance: zInt(100, 100_000).optional().openapi({ description: "Metres from the school (needs schoolId)" }),
      facilities: zKeyList(FACILITIES).optional(),
      sort: z.enum(SORTS).default("recommended"),
      pageNum: zPageNum(),
      pageSize: zPageSize(50, 20),
    }),
    handler: async (input, ctx) => {
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
  }),
  endpoint({
    path: `${P}/house/info`,
    summary: "One apartment with its rooms grouped by type",
    tag,
    auth: "none",
    body: z
      .object({ buildingCode: zCode().optional(), id: zId().optional() })
      .refine((b) => b.buildingCode || b.id, { message: "msg:building_not_found", path: ["buildingCode"] }),
    handler: async (input, ctx) => {
      // The page is made ahead of time and the same for everyone (as JSON bytes); only the
      // favourite flag is the caller's own, so a logged-in caller gets a copy with it set.
      // The review summary changes with every review write, not with the catalogue: it is kept
      // apart (api/services/review-summaries.ts) and added here, at answer time (ADR 016).
      const [{ id, page }, user] = await Promise.all([
        apartmentPageOf({ code: input.buildingCode, id: input.id }, ctx.lang),
        ctx.user(),
      ]);
      const reviewSummary = await reviewSummaryOf(id);
      if (!user) return new JsonBytes(withField(page, "reviewSummary", reviewSummary));
      const info = JSON.parse(page.toString("utf8")) as { id: number; isFavorite: boolean };
      return { ...info, reviewSummary, isFavorite: await isFavorite(user.id, info.id) };
    },
  }),
  endpoint({
    path: `${P}/house/route/check`,
    summary: "Resolve URL slugs or codes to entities",
    description: "Give country (+ city (+ school)) slugs, or buildingCode, or roomCode. Unknown → code 1.",
    tag,
    auth: "none",
    body: z.object({
      country: zSlug().optional(),
      city: zSlug().optional(),
      school: zSlug().optional(),
      buildingCode: zCode().optional(),
      roomCode: zCode().optional(),
    }),
    handler: (input, ctx) => resolveRoute(input, ctx.lang),
  }),
  endpoint({
    path: `${P}/house/sitemap`,
    summary: "Every country, city, school and apartment, for sitemap.xml",
    description: "Slugs of places and codes of published apartments (with their last change, YYYY-MM-DD). Not paged.",
    tag,
    auth: "none",
    body: z.object({}),
    handler: () => sitemapEntries(),
  }),
  endpoint({
    path: `${P}/house/corp/apply`,
    summary: "Landlord cooperation request",
    tag,
    auth: "required",
    body: z.object({
      countryId: zId("msg:coop_city_required"),
      cityId: zId("msg:coop_city_required"),
      houseInfo: z.string({ required_error: "msg:coop_house_required" }).trim().min(1, "msg:coop_house_required").max(200),
      name: z.string({ required_error: "msg:coop_name_invalid" }).trim().min(1, "msg:coop_name_invalid").max(COOP_NAME_MAX, "msg:coop_name_invalid"),
      mobilePrefixId: zId().default(DEFAULT_MOBILE_PREFIX.id),
      mobilePrefix: z.string().regex(/^\d{1,6}$/).optional(),
      mobile: z
        .string({ required_error: "msg:coop_phone_invalid" })
        .regex(new RegExp(`^\\d{${COOP_PHONE_MIN},${COOP_PHONE_MAX}}$`), "msg:coop_phone_invalid"),
      email: z.string().trim().max(COOP_EMAIL_MAX, "msg:email_invalid").email("msg:email_invalid").optional(),
      wechat: zText(COOP_WECHAT_MAX).optional(),
      remark: zText(500).optional(),
      /** One per rendered form: a repeat answers the first request (api/student/idempotency.ts). */
      requestId: requestIdSchema.optional(),
    }),
    handler: async (input, ctx) => {
      const user = await ctx.requireUser();
      const [city] = await db()
        .select({ id: cities.id })
        .from(cities)
        .where(and(eq(cities.id, input.cityId), eq(cities.countryId, input.countryId)));
      if (!city) throw new ApiError("city_not_in_country");
      const [prefix] = await db()
        .select({ id: mobilePrefixes.id, mobilePrefix: mobilePrefixes.mobilePrefix })
        .from(mobilePrefixes)
        .where(eq(mobilePrefixes.id, input.mobilePrefixId));
      if (!prefix) throw new ApiError("mobile_prefix_not_found");
      const { id } = await once("house/corp/apply", ownerOf(ctx, user.id), input.requestId, async (tx) => {
      const [row] = await tx
        .insert(cooperationRequests)
        .values({
          userId: user.id,
          countryId: input.countryId,
          cityId: input.cityId,
          houseInfo: input.houseInfo,
          name: input.name,
          mobilePrefixId: prefix.id,
          mobilePrefix: prefix.mobilePrefix,
          mobile: input.mobile,
          email: input.email ?? null,
          wechat: input.wechat ?? null,
          remark: input.remark ?? null,
          attribution: ctx.attribution,
        })
        .returning({ id: cooperationRequests.id });
        return row.id;
      });
      return new Reply({ id }, "coop_ok");
    },
  }),
  endpoint({
    path: `${P}/operationHandbook/page`,
    summary: "Operation handbooks, paged",
    tag,
    auth: "none",
    body: z.object({
      pageNum: zPageNum(),
      pageSize: zPageSize(50, 10),
      category: z.enum(["booking", "payment", "arrival", "living", "visa"]).optional(),
    }),
    handler: (input, ctx) => handbookPage(ctx.lang, input.pageNum, input.pageSize, input.category),
  }),
  endpoint({
    path: `${P}/operationHandbook/download`,
    summary: "Download a handbook file",
    description:
      "Answers the file itself (not an envelope) on success: application/pdf in both languages (Chinese with an embedded Noto Sans SC subset). Errors are envelopes.",
    tag,
    auth: "none",
    body: z
      .object({ id: zId().optional(), code: zSlug().optional() })
      .refine((b) => b.id || b.code, { message: "msg:handbook_not_found", path: ["id"] }),
    handler: (input, ctx) => handbookFile(input, ctx.lang),
  }),
  endpoint({
    path: `${P}/school/list`,
    summary: "Schools of a country or city",
    tag,
    auth: "none",
    body: z.object({
      countryId: zId().optional(),
      cityId: zId().optional(),
      keyword: zText(50).optional(),
      limit: zInt(1, 500).default(200),
    }),
    handler: async (input, ctx) => ({
      list: input.keyword
        ? await schoolList({ ...input, keyword: input.keyword.toLowerCase() }, ctx.lang, input.limit)
        : await cached(cacheKey("schools", { ...input, lang: ctx.lang }), () => schoolList(input, ctx.lang, input.limit), STAMPED_TTL_MS),
    }),
  }),
  endpoint({
    path: `${P}/room/info`,
    summary: "One room with its apartment",
    tag,
    auth: "none",
    body: z.object({ roomCode: zCode() }),
    handler: async (input, ctx) => {
      // The room is the same for everyone; whether its apartment is saved is the caller's.
      const [room, user] = await Promise.all([
        cached(cacheKey("room", { code: input.roomCode.toLowerCase(), lang: ctx.lang }), () => roomInfo(input.roomCode, ctx.lang), STAMPED_TTL_MS),
        ctx.token ? ctx.user() : undefined,
      ]);
      return { ...room, building: { ...room.building, isFavorite: user ? await isFavorite(user.id, room.building.id) : false } };
    },
  }),
  endpoint({
    path: `${P}/room/attrList`,
    summary: "A room's attributes as label/value pairs",
    tag,
    auth: "none",
    body: z.object({ roomCode: zCode() }),
    handler: (input, ctx) => roomAttributes(input.roomCode, ctx.lang),
  }),
];
