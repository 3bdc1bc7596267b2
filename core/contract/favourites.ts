import { apartmentCard, cnyFields } from "./apartments";
import { defineContract } from "./define";
import { placeRef } from "./places";
import { z, zCode, zId, zPageNum, zPageSize } from "./zod";

/** `/rest/building/client/favorites/house/…`: saved apartments; every call needs a session. */
const tag = "favorites";
const MAX_FAVORITES_PAGE = 50;

const savedCard = apartmentCard.extend({ favoritedAt: z.string().openapi({ description: "When the caller saved the apartment" }) });

export const favoritesContract = defineContract({
  "/rest/building/client/favorites/house/city": {
    summary: "Cities that hold the user's saved apartments, with counts",
    description: "Most recently saved first.",
    tag,
    auth: "required",
    body: z.object({}),
    response: z.object({
      list: z.array(placeRef.extend({ countrySlug: z.string(), count: z.number().int().openapi({ description: "Saved apartments in the city" }) })),
    }),
  },
  "/rest/building/client/favorites/house/change": {
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
    response: z.object({ buildingCode: z.string(), favorited: z.boolean().openapi({ description: "Whether the apartment is saved now" }) }),
  },
  "/rest/building/client/favorites/house/codes": {
    summary: "Codes of the user's saved apartments",
    description: "The hearts of the catalogue pages: which apartments to mark, without their cards.",
    tag,
    auth: "required",
    body: z.object({}),
    response: z.object({ list: z.array(z.string()) }),
  },
  "/rest/building/client/favorites/house/list": {
    summary: "Saved apartments, newest first, paged",
    tag,
    auth: "required",
    body: z.object({ cityId: zId().optional(), pageNum: zPageNum(), pageSize: zPageSize(MAX_FAVORITES_PAGE, 20) }),
    response: z.object({
      list: z.array(savedCard.extend(cnyFields)),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
      pages: z.number().int(),
      totalCount: z.number().int(),
    }),
  },
  "/rest/building/client/favorites/house/list/v2": {
    summary: "Saved apartments grouped by city",
    description: "`{ list: [{ city, countrySlug, houses: [card] }], totalCount }`, cities ordered by most recent save.",
    tag,
    auth: "required",
    body: z.object({}),
    response: z.object({
      list: z.array(z.object({ city: placeRef, countrySlug: z.string(), houses: z.array(savedCard.extend(cnyFields)) })),
      totalCount: z.number().int(),
    }),
  },
});
