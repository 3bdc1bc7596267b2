import { endpoint, type Endpoint } from "../http/endpoint";
import { z, zId } from "../http/zod";
import { cacheKey, cached, STAMPED_TTL_MS } from "../services/cache";
import { addressTree, citiesOf, countryList, hotSearch } from "../services/places";
import { searchPlaces } from "../services/search";

/** `/rest/building/client/address/…`: the country/city pickers. */
const P = "/rest/building/client/address";
const tag = "address";

export const addressEndpoints: Endpoint[] = [
  endpoint({
    path: `${P}/all`,
    summary: "Every country with its cities",
    description:
      "`data` is an array. Element 0 is a pseudo-country `{ id: 0, slug: 'hot', son: [hot cities] }` — the spec's client drops the first element, other clients can use it as the hot list. Then one element per country, most popular first, each `{ id, slug, name, enName, cnName, son: [{ id, slug, name, enName, cnName, countryId, countrySlug }] }`.",
    tag,
    auth: "none",
    body: z.object({}),
    handler: (_, ctx) => addressTree(ctx.lang),
  }),
  endpoint({
    path: `${P}/list`,
    summary: "Countries, or the cities of one country",
    description: "Without countryId: `{ list: countries (with cityCount, houseNum) }`. With it: `{ list: cities (with houseNum, schoolCount) }`.",
    tag,
    auth: "none",
    body: z.object({ countryId: zId().optional() }),
    handler: async (input, ctx) => ({
      list: await cached(
        cacheKey("places", { countryId: input.countryId ?? 0, lang: ctx.lang }),
        (): Promise<unknown[]> => (input.countryId ? citiesOf(input.countryId, ctx.lang) : countryList(ctx.lang)),
        STAMPED_TTL_MS,
      ),
    }),
  }),
  endpoint({
    path: `${P}/search`,
    summary: "Search countries and cities by name, pinyin or initials",
    tag,
    auth: "none",
    body: z.object({ keyword: z.string().max(200).optional() }),
    handler: async (input, ctx) => ({ list: await searchPlaces(input.keyword ?? "", ctx.lang) }),
  }),
  endpoint({
    path: `${P}/hot-search`,
    summary: "Suggestions shown before typing: hot cities and popular schools",
    description: "Items have the search-item shape of house/search (type 1 city, 2 school).",
    tag,
    auth: "none",
    body: z.object({ countryId: zId().optional() }),
    handler: async (input, ctx) => ({ list: await hotSearch(ctx.lang, input.countryId) }),
  }),
];
