import { defineContract } from "./define";
import { placeRef, searchItem } from "./places";
import { z, zId } from "./zod";

/** `/rest/building/client/address/…`: the country and city pickers. */
const tag = "address";

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
    tag,
    auth: "none",
    body: z.object({}),
    response: z.array(countryOfTree),
  },
  "/rest/building/client/address/list": {
    summary: "Countries, or the cities of one country",
    description: "Without countryId: `{ list: countries }` with their city and apartment counts. With it: `{ list: cities }` with their apartment and school counts.",
    tag,
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
    tag,
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
    tag,
    auth: "none",
    body: z.object({ countryId: zId().optional() }),
    response: z.object({ list: z.array(searchItem) }),
  },
});
