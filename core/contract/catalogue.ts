import { FACILITIES, LEASE_TYPES, ROOM_TYPES, SORTS } from "../catalogue-keys";
import { COOP_EMAIL_MAX, COOP_NAME_MAX, COOP_PHONE_MAX, COOP_PHONE_MIN, COOP_WECHAT_MAX, DEFAULT_MOBILE_PREFIX } from "../constants";
import { requestIdSchema } from "../schemas/student";
import { apartmentCard, cnyFields, favoritedAt, keyLabel, policyTexts, room } from "./apartments";
import { exchangeRate, priceUnit, tenancy, tenancyCost } from "./costs";
import { defineContract } from "./define";
import { offerTextSchema } from "./gifts";
import { placeRef, searchItem } from "./places";
import { reviewSummary } from "./reviews";
import { z, zCode, zFormCheck, zId, zInt, zKeyList, zMonth, zPageNum, zPageSize, zSlug, zText } from "./zod";

/** `/rest/building/client/…`: the catalogue (home, search, listings, apartments, rooms, schools, handbooks). */
const tag = "building";

/** Characters of a search keyword that are matched; the rest is ignored. */
export const SEARCH_KEYWORD_MAX = 50;

const location = {
  countryId: zId().optional(),
  cityId: zId().optional(),
  schoolId: zId().optional(),
};

const searchBody = z.object({
  keyword: z.string().max(200).optional().openapi({ description: `Up to ${SEARCH_KEYWORD_MAX} characters are used; blank → empty list` }),
  countryId: zId().optional(),
  cityId: zId().optional(),
});

/** A match of house/search: the search item with the names in the request's language and how it matched. */
const searchMatch = searchItem.extend({
  countryId: z.number().int(),
  countryName: z.string().openapi({ description: "In the request's language" }),
  cityId: z.number().int(),
  cityName: z.string().openapi({ description: "In the request's language" }),
  rank: z.number().int().openapi({ description: "0 exact, 1 prefix, 2 infix, 3 one typo" }),
  alias: z.string().nullable().openapi({ description: "The alias the keyword matched (UCL, 曼大), when it matched no name" }),
  via: z.enum(["name", "alias", "country"]).openapi({ description: "country: listed because the keyword named the item's country (英国, UK)" }),
  demo: z.boolean().openapi({ description: "A generated town, or an apartment in one (demo data, shown with a demo mark)" }),
});

/** A school as lists name it: where it is and how many apartments have a distance to it. */
const schoolOfList = placeRef.extend({
  lat: z.number(),
  lng: z.number(),
  houseNum: z.number().int().openapi({ description: "Apartments with a distance to the school" }),
  city: placeRef,
  countryId: z.number().int(),
  countrySlug: z.string(),
});

/** A promotion (topic page) as the home page lists it (common/topic/page/config adds its sections). */
export const promotionSummary = z.object({
  code: z.string(),
  title: z.string(),
  subtitle: z.string(),
  banner: z.string().openapi({ description: "Image key" }),
  startsAt: z.string().nullable().openapi({ description: "YYYY-MM-DD" }),
  endsAt: z.string().nullable().openapi({ description: "YYYY-MM-DD" }),
  active: z.boolean().openapi({ description: "Switched on and within its dates today" }),
});

const counted = keyLabel.extend({ count: z.number().int().openapi({ description: "Apartments the option keeps" }) });

/** A card of a listing: at today's rate, with its review summary, and for a logged-in caller when it was saved. */
const listedCard = apartmentCard.extend({
  ...cnyFields,
  reviewAverage: z.number().nullable().openapi({ description: "Average score of the apartment's visible reviews; null without reviews" }),
  reviewCount: z.number().int(),
  favoritedAt: favoritedAt.optional().openapi({ description: "Only for a logged-in caller: when the apartment was saved, null when not" }),
  tenancy: tenancy.optional().openapi({
    description: "Only with moveIn: the matching room's tenancy starting in that month (the lowest rent per unit, the longest on a tie); fromPriceCny then converts its price",
  }),
});

const costOfMainTenancy = z
  .object({ name: z.string().openapi({ description: "The tenancy's kind in the request's language (a whole year or an academic year)" }), leaseTerm: z.number().int(), leaseUnit: priceUnit, rent: z.number().int(), total: z.number().int(), deposit: z.number().int() })
  .nullable()
  .openapi({ description: "The full-year tenancy's rent, total and deposit (independent of the day)" });

/**
 * house/info's data: the page made ahead of time (api/catalogue/apartment.ts houseInfoFromDoc)
 * with today's exchange rate and move-ins, the review summary and the caller's favourite flag.
 */
const apartmentPage = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string().openapi({ description: "In the request's language" }),
  enName: z.string(),
  cnName: z.string(),
  address: z.string(),
  postcode: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  location: z.object({ lat: z.number(), lng: z.number() }).openapi({ description: "WGS-84 (maps convert for GCJ-02 providers)" }),
  description: z.string(),
  currency: z.string(),
  priceUnit,
  priceUnitName: z.string(),
  fromPrice: z.number().int(),
  toPrice: z.number().int(),
  photos: z.array(z.string()),
  tags: z.array(keyLabel),
  facilities: z.array(keyLabel),
  policies: policyTexts,
  offers: z.array(offerTextSchema).openapi({ description: "Each offer (cashback, discount, move-in gift) with its conditions, in the words the payment policy uses" }),
  guarantorRequired: z.boolean(),
  faq: z.array(z.object({ q: z.string(), a: z.string() })),
  roomCount: z.number().int(),
  availableRoomCount: z.number().int(),
  availableFrom: z.string().nullable(),
  createdAt: z.string(),
  demo: z.boolean().openapi({ description: "Demo data (an apartment of a generated town): the page shows a demo notice" }),
  city: placeRef,
  country: placeRef,
  roomGroups: z
    .array(
      z.object({
        roomType: z.enum(ROOM_TYPES),
        roomTypeName: z.string(),
        fromPrice: z.number().int(),
        availableCount: z.number().int().openapi({ description: "Free rooms of the type (every room's stock)" }),
        rooms: z.array(room.extend({ mainCost: costOfMainTenancy })),
      }),
    )
    .openapi({ description: "Rooms by type, in the catalogue's type order, rooms in price order" }),
  schools: z
    .array(
      z.object({
        id: z.number().int(),
        slug: z.string(),
        name: z.string(),
        enName: z.string(),
        citySlug: z.string(),
        countrySlug: z.string(),
        distanceM: z.number().int(),
        walkMinutes: z.number().int(),
        transitMinutes: z.number().int(),
        lat: z.number(),
        lng: z.number(),
      }),
    )
    .openapi({ description: "The nearest schools, nearest first" }),
  isFavorite: z.boolean().openapi({ description: "Whether the caller saved the apartment (false for a visitor)" }),
  exchangeRate,
  moveIns: z
    .array(z.object({ kind: z.enum(["main", "second", "summer"]), name: z.string(), moveIn: z.string() }))
    .openapi({ description: "The country's coming move-in dates from today, soonest first" }),
  reviewSummary,
});

const roomAttribute = z.object({ key: z.string(), name: z.string(), value: z.string().openapi({ description: "Formatted in the request's language" }) });

const handbookCategory = z.enum(["booking", "payment", "arrival", "living", "visa"]);

export const catalogueContract = defineContract({
  "/rest/building/client/house/index": {
    summary: "Home page data",
    description: "stats counted from the database, hot cities, recommended apartments, popular schools, promotions.",
    tag,
    auth: "none",
    body: z.object({}),
    response: z.object({
      stats: z.object({
        countryCount: z.number().int(),
        cityCount: z.number().int(),
        schoolCount: z.number().int(),
        apartmentCount: z.number().int(),
        roomCount: z.number().int(),
      }),
      hotCities: z.array(
        placeRef.extend({ houseNum: z.number().int(), photo: z.string().nullable().openapi({ description: "The city's top apartment's first photo" }), country: placeRef }),
      ),
      recommendedHouses: z.array(
        apartmentCard.extend({ ...cnyFields, favoritedAt: favoritedAt.optional().openapi({ description: "Only for a logged-in caller" }) }),
      ),
      popularSchools: z.array(schoolOfList),
      promotions: z.array(promotionSummary),
    }),
  },
  "/rest/building/client/house/search": {
    summary: "Search cities, schools and apartments",
    description:
      "Matches Chinese and English names, aliases (UCL, 曼大), pinyin with or without spaces, pinyin initials and countries (英国, UK: that country's cities, most apartments first), with one typo allowed in words of 5+ letters; case, width and punctuation do not matter. Exact, then prefix, then infix, then typo matches; ties by apartment count, then cities, schools, houses.",
    tag,
    auth: "none",
    body: searchBody,
    response: z.object({ list: z.array(searchMatch) }),
  },
  "/rest/building/client/house/search/v2": {
    summary: "Search, grouped by type",
    description: "Same matching as house/search; also answers the items grouped as cities, schools and houses.",
    tag,
    auth: "none",
    body: searchBody,
    response: z.object({
      keyword: z.string().openapi({ description: "The keyword as matched (trimmed)" }),
      list: z.array(searchMatch),
      cities: z.array(searchMatch),
      schools: z.array(searchMatch),
      houses: z.array(searchMatch),
    }),
  },
  "/rest/building/client/house/filter": {
    summary: "Filter options of a listing, with counts",
    tag,
    auth: "none",
    body: z.object(location),
    response: z.object({
      totalCount: z.number().int(),
      currency: z.string().nullable().openapi({ description: "The currency most of the apartments price in; null without apartments" }),
      priceUnit: priceUnit.nullable(),
      priceUnitName: z.string(),
      price: z.object({ min: z.number().int().nullable(), max: z.number().int().nullable() }),
      roomTypes: z.array(counted),
      leaseTypes: z.array(counted),
      facilities: z.array(counted),
      moveInMonths: z
        .array(z.object({ month: z.string().openapi({ description: "YYYY-MM" }), count: z.number().int() }))
        .openapi({ description: "Every month in which a tenancy of a room with stock starts (from today), soonest first, each with the apartments that have one" }),
      distances: z
        .array(z.object({ value: z.number().int().openapi({ description: "Metres" }), name: z.string(), count: z.number().int() }))
        .openapi({ description: "Only with schoolId" }),
      sorts: z.array(keyLabel),
    }),
  },
  "/rest/building/client/house/list": {
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
    response: z.object({
      list: z.array(listedCard),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
      pages: z.number().int(),
      totalCount: z.number().int(),
    }),
  },
  "/rest/building/client/house/info": {
    summary: "One apartment with its rooms grouped by type",
    tag,
    auth: "none",
    body: z
      .object({ buildingCode: zCode().optional(), id: zId().optional() })
      .refine((b) => b.buildingCode || b.id, { message: "msg:building_not_found", path: ["buildingCode"] }),
    response: apartmentPage,
  },
  "/rest/building/client/house/route/check": {
    summary: "Resolve URL slugs or codes to entities",
    description:
      "Give country (+ city (+ school)) slugs, or buildingCode, or roomCode. Unknown → code 1. With a code, `building` (and `room`) are set and `school` is null; with slugs, `building` and `room` are null.",
    tag,
    auth: "none",
    body: z.object({
      country: zSlug().optional(),
      city: zSlug().optional(),
      school: zSlug().optional(),
      buildingCode: zCode().optional(),
      roomCode: zCode().optional(),
    }),
    response: z.object({
      country: placeRef,
      city: placeRef.nullable(),
      school: placeRef.extend({ lat: z.number(), lng: z.number() }).nullable().openapi({ description: "With the campus (WGS-84), which centres the school listing's map" }),
      building: z.object({ id: z.number().int(), code: z.string(), name: z.string(), enName: z.string(), cnName: z.string() }).nullable(),
      room: z.object({ id: z.number().int(), code: z.string(), name: z.string(), enName: z.string(), cnName: z.string() }).nullable(),
    }),
  },
  "/rest/building/client/exchange/rates": {
    summary: "The currencies a student may see prices converted into, with today's rates",
    description:
      "The currency of every country of the catalogue, and CNY, each with its newest stored rate (CNY per unit, the rate's date). A rate between two of them is the cross rate via CNY. Currencies without a rate are left out.",
    tag,
    auth: "none",
    body: z.object({}),
    response: z.object({
      list: z.array(z.object({ currency: z.string(), cny: z.number().openapi({ description: "CNY for one unit of `currency`" }), asOf: z.string().openapi({ description: "YYYY-MM-DD" }) })),
    }),
  },
  "/rest/building/client/house/sitemap": {
    summary: "Every country, city, school and apartment, for sitemap.xml",
    description: "Slugs of places and codes of published apartments (with their last change, YYYY-MM-DD). Not paged.",
    tag,
    auth: "none",
    body: z.object({}),
    response: z.object({
      countries: z.array(z.string()).openapi({ description: "Country slugs" }),
      cities: z.array(z.object({ country: z.string(), city: z.string() })),
      schools: z.array(z.object({ country: z.string(), city: z.string(), school: z.string() })),
      buildings: z.array(z.object({ code: z.string(), updatedAt: z.string().openapi({ description: "YYYY-MM-DD (UTC)" }) })),
    }),
  },
  "/rest/building/client/house/corp/apply": {
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
      requestId: requestIdSchema.optional().openapi({ description: "One per rendered form: a repeat answers the first request" }),
      captchaToken: zFormCheck(),
    }),
    response: z.object({ id: z.number().int().openapi({ description: "The cooperation request" }) }),
  },
  "/rest/building/client/operationHandbook/page": {
    summary: "Operation handbooks, paged",
    tag,
    auth: "none",
    body: z.object({
      pageNum: zPageNum(),
      pageSize: zPageSize(50, 10),
      category: handbookCategory.optional(),
    }),
    response: z.object({
      list: z.array(
        z.object({
          id: z.number().int(),
          code: z.string(),
          category: z.string().openapi({ description: `One of ${handbookCategory.options.join(", ")} as seeded; staff may add others` }),
          title: z.string(),
          summary: z.string(),
          updatedAt: z.string(),
          fileName: z.string(),
          fileType: z.string().openapi({ description: "pdf" }),
          mime: z.string(),
        }),
      ),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
      pages: z.number().int(),
      totalCount: z.number().int(),
    }),
  },
  "/rest/building/client/operationHandbook/download": {
    summary: "Download a handbook file",
    description:
      "Answers the file itself (not an envelope) on success: application/pdf in both languages (Chinese with an embedded Noto Sans SC subset). Errors are envelopes.",
    tag,
    auth: "none",
    body: z
      .object({ id: zId().optional(), code: zSlug().optional() })
      .refine((b) => b.id || b.code, { message: "msg:handbook_not_found", path: ["id"] }),
    response: { file: "application/pdf" },
  },
  "/rest/building/client/school/list": {
    summary: "Schools of a country or city",
    description: "Real institutions only, most popular first; `keyword` matches names in either language.",
    tag,
    auth: "none",
    body: z.object({
      countryId: zId().optional(),
      cityId: zId().optional(),
      keyword: zText(50).optional(),
      limit: zInt(1, 500).default(200),
    }),
    response: z.object({ list: z.array(schoolOfList) }),
  },
  "/rest/building/client/room/info": {
    summary: "One room with its apartment",
    description: "The room's tenancies from today and what each costs (with CNY at today's rate), its attributes, its apartment and up to six other rooms of it.",
    tag,
    auth: "none",
    body: z.object({ roomCode: zCode() }),
    response: room.extend({
      currency: z.string(),
      priceUnit,
      priceUnitName: z.string(),
      attributes: z.array(roomAttribute),
      tenancies: z.array(tenancy),
      costs: z.array(tenancyCost).openapi({ description: "One per tenancy (tenancyCode)" }),
      exchangeRate,
      offers: z.array(offerTextSchema).openapi({ description: "The apartment's offers with their conditions" }),
      guarantorRequired: z.boolean(),
      building: z.object({
        id: z.number().int(),
        code: z.string(),
        name: z.string(),
        enName: z.string(),
        cnName: z.string(),
        address: z.string(),
        photo: z.string().nullable(),
        facilities: z.array(keyLabel),
        policies: policyTexts,
        city: placeRef,
        country: placeRef,
        isFavorite: z.boolean().openapi({ description: "Whether the caller saved the apartment (false for a visitor)" }),
      }),
      otherRooms: z.array(room).openapi({ description: "Up to six other rooms of the apartment, the same type first, cheapest first" }),
    }),
  },
  "/rest/building/client/room/attrList": {
    summary: "A room's attributes as label/value pairs",
    tag,
    auth: "none",
    body: z.object({ roomCode: zCode() }),
    response: z.object({ code: z.string(), list: z.array(roomAttribute) }),
  },
});

/** `/rest/building/client/address/…`: the country and city pickers. */
const addressTag = "address";

const cityOfTree = placeRef.extend({ countryId: z.number().int(), countrySlug: z.string() });
const countryOfTree = placeRef.extend({
  isHot: z.boolean(),
  citys: z.array(cityOfTree).openapi({ description: "The country's cities, most popular first" }),
  son: z.array(cityOfTree).openapi({ description: "The same cities under their earlier name, for clients written before `citys`" }),
});

export const addressContract = defineContract({
  "/rest/building/client/address/all": {
    summary: "Every country with its cities",
    description:
      "`data` is an array of countries, each with its cities under `citys` (and under `son`, their earlier name). Element 0 is a pseudo-country `{ id: 0, slug: 'hot', citys: [hot cities] }`: the spec's client drops the first element, other clients can use it as the hot list. Then one element per country, most popular first. Towns generated only for the catalogue's size are left out.",
    tag: addressTag,
    auth: "none",
    body: z.object({}),
    response: z.array(countryOfTree),
  },
  "/rest/building/client/address/list": {
    summary: "Countries, or the cities of one country",
    description: "Without countryId: `{ list: countries }` with their city and apartment counts. With it: `{ list: cities }` with their apartment and school counts.",
    tag: addressTag,
    auth: "none",
    body: z.object({ countryId: zId().optional() }),
    response: z.object({
      list: z.union([
        z.array(placeRef.extend({ cityCount: z.number().int(), houseNum: z.number().int() })),
        z.array(placeRef.extend({ isHot: z.boolean(), houseNum: z.number().int(), schoolCount: z.number().int() })),
      ]),
    }),
  },
  "/rest/building/client/address/search": {
    summary: "Search countries and cities by name, pinyin or initials",
    tag: addressTag,
    auth: "none",
    body: z.object({ keyword: z.string().max(200).optional() }),
    response: z.object({
      list: z.array(
        placeRef.extend({
          type: z.enum(["country", "city"]),
          countryId: z.number().int(),
          countrySlug: z.string(),
          countryName: z.string(),
        }),
      ),
    }),
  },
  "/rest/building/client/address/hot-search": {
    summary: "Suggestions shown before typing: hot cities and popular schools",
    description: "Items have the search-item shape of house/search (type 1 city, 2 school).",
    tag: addressTag,
    auth: "none",
    body: z.object({ countryId: zId().optional() }),
    response: z.object({ list: z.array(searchItem) }),
  },
});
