import { decodeViews, HISTORY_MAX, VIEWS_FIELD_MAX } from "../viewed-history";
import { defineContract } from "./define";
import { z, zCode, zId } from "./zod";

/** `/rest/user/history/…`: My history, the apartments and rooms the student opened. */
const tag = "history";

const count = z.object({ totalCount: z.number().int().openapi({ description: `Items the history holds now (at most ${HISTORY_MAX})` }) });

const historyItem = z.object({
  id: z.number().int().openapi({ description: "The item's id, for history/remove" }),
  kind: z.enum(["apartment", "room"]),
  viewedAt: z.string().openapi({ description: "Last opened (ISO 8601, UTC)" }),
  available: z.boolean().openapi({ description: "false: the apartment was unpublished since (no page to open)" }),
  buildingCode: z.string(),
  buildingName: z.string(),
  roomCode: z.string().nullable(),
  roomName: z.string().nullable(),
  roomTypeName: z.string().nullable(),
  cityName: z.string(),
  photo: z.string().nullable().openapi({ description: "Photo key (/images/{width}/{key}.webp)" }),
  price: z.number().int().openapi({ description: "The room's price, or the apartment's lowest (price from), per priceUnit" }),
  currency: z.string(),
  priceUnit: z.enum(["week", "month"]),
  priceUnitName: z.string(),
});

export const historyContract = defineContract({
  "/rest/user/history/list": {
    summary: "My history: apartments and rooms opened, newest first",
    description: `The newest ${HISTORY_MAX} items; an apartment unpublished since is listed with \`available: false\`.`,
    tag,
    auth: "required",
    body: z.object({}),
    response: z.object({ list: z.array(historyItem), totalCount: z.number().int(), max: z.number().int() }),
  },
  "/rest/user/history/record": {
    summary: "Record that the student opened an apartment page (buildingCode) or a room page (and roomCode)",
    description: `A repeat moves the item to the top; the oldest items beyond ${HISTORY_MAX} are dropped.`,
    tag,
    auth: "required",
    body: z.object({ buildingCode: zCode(), roomCode: zCode().optional() }),
    response: count,
  },
  "/rest/user/history/merge": {
    summary: "Add the views a visitor's browser kept before logging in",
    description:
      "`views`: `code@epochMs` items joined by commas (a building or room code, and when it was opened), at most " +
      `${HISTORY_MAX}. Codes of no published apartment or room are skipped; the later of two times for one item wins.`,
    tag,
    auth: "required",
    body: z.object({
      views: z
        .string()
        .max(VIEWS_FIELD_MAX)
        .transform((text, ctx) => {
          const views = decodeViews(text.trim());
          if (!views) {
            ctx.addIssue({ code: z.ZodIssueCode.custom, message: "msg:history_views_invalid" });
            return z.NEVER;
          }
          return views;
        })
        .openapi({ type: "string", example: "m24ckf6e@1767225600000,m24ckf6e-02@1767225500000" }),
    }),
    response: count.extend({ merged: z.number().int().openapi({ description: "Items added or moved" }) }),
  },
  "/rest/user/history/remove": {
    summary: "Remove one item of the student's history",
    tag,
    auth: "required",
    body: z.object({ id: zId("msg:history_item_not_found") }),
    response: count,
  },
  "/rest/user/history/clear": {
    summary: "Remove every item of the student's history",
    tag,
    auth: "required",
    body: z.object({}),
    response: count,
  },
});
