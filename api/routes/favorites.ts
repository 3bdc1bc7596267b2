import { withCny } from "../services/rates";
import { Reply } from "../http/envelope";
import { endpoint, type Endpoint } from "../http/endpoint";
import { z, zCode, zId, zPageNum, zPageSize } from "#core/contract/zod";
import { changeFavorite, favoriteCities, favoriteList } from "../services/favorites";

/** `/rest/building/client/favorites/house/…`: saved apartments; every call needs a session. */
const P = "/rest/building/client/favorites/house";
const tag = "favorites";
const MAX_FAVORITES_PAGE = 50;

export const favoriteEndpoints: Endpoint[] = [
  endpoint({
    path: `${P}/city`,
    summary: "Cities that hold the user's saved apartments, with counts",
    tag,
    auth: "required",
    body: z.object({}),
    handler: async (_, ctx) => ({ list: await favoriteCities((await ctx.requireUser()).id, ctx.lang) }),
  }),
  endpoint({
    path: `${P}/change`,
    summary: "Save or unsave an apartment",
    description: "`action` add | remove; without it the state is toggled. Answers the state after the change.",
    tag,
    auth: "required",
    body: z
      .object({
        buildingCode: zCode().optional(),
        houseId: zId().optional(),
        action: z.enum(["add", "remove"]).optional(),
      })
      .refine((b) => b.buildingCode || b.houseId, { message: "msg:building_not_found", path: ["buildingCode"] }),
    handler: async (input, ctx) => {
      const user = await ctx.requireUser();
      const state = await changeFavorite(user.id, input, input.action);
      return new Reply(state, state.favorited ? "favorite_added" : "favorite_removed");
    },
  }),
  endpoint({
    path: `${P}/list`,
    summary: "Saved apartments, newest first, paged",
    tag,
    auth: "required",
    body: z.object({ cityId: zId().optional(), pageNum: zPageNum(), pageSize: zPageSize(MAX_FAVORITES_PAGE, 20) }),
    handler: async (input, ctx) => {
      const page = await favoriteList((await ctx.requireUser()).id, ctx.lang, input);
      return { ...page, list: await withCny(page.list) };
    },
  }),
  endpoint({
    path: `${P}/list/v2`,
    summary: "Saved apartments grouped by city",
    description: "`{ list: [{ city, houses: [card] }], totalCount }`, cities ordered by most recent save.",
    tag,
    auth: "required",
    body: z.object({}),
    handler: async (_, ctx) => {
      const user = await ctx.requireUser();
      const all = await favoriteList(user.id, ctx.lang, { pageNum: 1, pageSize: 1000 });
      const groups = new Map<number, { city: (typeof all.list)[number]["city"]; countrySlug: string; houses: typeof all.list }>();
      for (const card of all.list) {
        const g = groups.get(card.city.id) ?? { city: card.city, countrySlug: card.country.slug, houses: [] };
        g.houses.push(card);
        groups.set(card.city.id, g);
      }
      return { list: [...groups.values()], totalCount: all.totalCount };
    },
  }),
];
