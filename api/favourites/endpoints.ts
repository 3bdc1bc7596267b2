import { favoritesContract } from "#core/contract/favourites";
import { savedCodes, withCny } from "../catalogue";
import { Reply } from "../http/envelope";
import { implement } from "../http/endpoint";
import { changeFavorite, favoriteCities, favoriteList } from "./service";

/** `/rest/building/client/favorites/house/…`: saved apartments; every call needs a session. */
export const favouriteEndpoints = implement(favoritesContract, {
  "/rest/building/client/favorites/house/city": async (_, ctx) => ({ list: await favoriteCities((await ctx.requireUser()).id, ctx.lang) }),
  "/rest/building/client/favorites/house/change": async (input, ctx) => {
    const user = await ctx.requireUser();
    const state = await changeFavorite(user.id, input, input.action);
    return new Reply(state, state.favorited ? "favorite_added" : "favorite_removed");
  },
  "/rest/building/client/favorites/house/codes": async (_, ctx) => ({ list: [...(await savedCodes((await ctx.requireUser()).id))] }),
  "/rest/building/client/favorites/house/list": async (input, ctx) => {
    const page = await favoriteList((await ctx.requireUser()).id, ctx.lang, input);
    return { ...page, list: await withCny(page.list) };
  },
  "/rest/building/client/favorites/house/list/v2": async (_, ctx) => {
    const user = await ctx.requireUser();
    const all = await favoriteList(user.id, ctx.lang, { pageNum: 1, pageSize: 1000 });
    // The same true cost as every other card: the price in CNY at today's rate.
    const cards = await withCny(all.list);
    const groups = new Map<number, { city: (typeof cards)[number]["city"]; countrySlug: string; houses: typeof cards }>();
    for (const card of cards) {
      const g = groups.get(card.city.id) ?? { city: card.city, countrySlug: card.country.slug, houses: [] };
      g.houses.push(card);
      groups.set(card.city.id, g);
    }
    return { list: [...groups.values()], totalCount: all.totalCount };
  },
});
