import { addressContract } from "#core/contract/address";
import { implement } from "../http/endpoint";
import { cacheKey, cached, STAMPED_TTL_MS } from "../services/cache";
import { addressTree, citiesOf, countryList, hotSearch } from "../services/places";
import { searchPlaces } from "../services/search";

/** `/rest/building/client/address/…`: the country and city pickers. */
export const addressEndpoints = implement(addressContract, {
  "/rest/building/client/address/all": (_, ctx) => addressTree(ctx.lang),
  "/rest/building/client/address/list": async ({ countryId }, ctx) => {
    const key = cacheKey("places", { countryId: countryId ?? 0, lang: ctx.lang });
    return { list: countryId ? await cached(key, () => citiesOf(countryId, ctx.lang), STAMPED_TTL_MS) : await cached(key, () => countryList(ctx.lang), STAMPED_TTL_MS) };
  },
  "/rest/building/client/address/search": async (input, ctx) => ({ list: await searchPlaces(input.keyword ?? "", ctx.lang) }),
  "/rest/building/client/address/hot-search": async (input, ctx) => ({ list: await hotSearch(ctx.lang, input.countryId) }),
});
