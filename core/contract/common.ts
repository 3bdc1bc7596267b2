import { apartmentCard } from "./apartments";
import { promotionSummary } from "./catalogue";
import { defineContract } from "./define";
import { placeRef } from "./places";
import { z, zSlug } from "./zod";

/** `/rest/common/…`: shared reference data, signed with the common secret. */
const tag = "common";

const prefixItem = z
  .object({
    id: z.number().int().openapi({ description: "What forms send as mobilePrefixId" }),
    mobilePrefix: z.string().openapi({ description: "The calling code without `+` (86)" }),
    name: z.string().openapi({ description: "The country or region, in the request's language" }),
    iso2: z.string().openapi({ description: "ISO 3166 alpha-2 code" }),
  })
  .openapi("MobilePrefix");

const nameOnly = z.object({ id: z.number().int(), name: z.string().openapi({ description: "In the request's language" }) });

export const commonContract = defineContract({
  "/rest/common/mobile/prefix": {
    summary: "Country calling codes",
    description: "Hot entries first (China, id 317, prefix 86), then alphabetical in the request's language.",
    tag,
    auth: "none",
    body: z.object({}),
    response: z.object({ list: z.array(prefixItem) }),
  },
  "/rest/common/mobile/prefix/v2": {
    summary: "Country calling codes for an indexed chooser",
    description: "The hot entries, the entries grouped by initial letter (of the English name, or of the pinyin), and the whole list as mobile/prefix answers it.",
    tag,
    auth: "none",
    body: z.object({}),
    response: z.object({
      hot: z.array(prefixItem),
      groups: z.array(z.object({ letter: z.string().openapi({ description: "A-Z, or # for names that start otherwise" }), list: z.array(prefixItem) })),
      list: z.array(prefixItem),
    }),
  },
  "/rest/common/topic/page/config": {
    summary: "A promotion page resolved against the live catalogue",
    description:
      "The promotion of `code` (as house/index lists it) with its sections: each a title and the apartments its configured source picks today (a section with none in this catalogue is left out). An unknown code answers code 1.",
    tag,
    auth: "none",
    body: z.object({ code: zSlug().default("recommend").openapi({ example: "national-day-delsk" }) }),
    response: promotionSummary.extend({
      sections: z.array(z.object({ title: z.string().openapi({ description: "In the request's language" }), list: z.array(apartmentCard) })),
    }),
  },
  "/rest/common/client/grade/list": {
    summary: "Study levels for application forms",
    tag,
    auth: "none",
    body: z.object({}),
    response: z.object({ list: z.array(nameOnly) }),
  },
  "/rest/common/mdy/area": {
    summary: "World regions with their destination countries",
    description: "Regions in their display order, each with its countries, most popular first.",
    tag,
    auth: "none",
    body: z.object({}),
    response: z.object({
      list: z.array(
        z.object({
          id: z.number().int(),
          code: z.string(),
          name: z.string().openapi({ description: "In the request's language" }),
          enName: z.string(),
          cnName: z.string(),
          countries: z.array(placeRef),
        }),
      ),
    }),
  },
});
