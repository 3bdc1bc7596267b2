import { endpoint, type Endpoint } from "../http/endpoint";
import { z, zSlug } from "#core/contract/zod";
import { topicPage } from "../services/home";
import { areaList, gradeList, mobilePrefixGroups, mobilePrefixList } from "../services/reference";

/** `/rest/common/…`: shared reference data, signed with the common secret. */
const P = "/rest/common";
const tag = "common";

const prefixItem = z.object({ id: z.number().int(), mobilePrefix: z.string(), name: z.string(), iso2: z.string() });

export const commonEndpoints: Endpoint[] = [
  endpoint({
    path: `${P}/mobile/prefix`,
    summary: "Country calling codes",
    description: "`data.list` items `{ id, mobilePrefix, name }` (+ iso2): hot entries first (China, id 317, prefix 86), then alphabetical.",
    tag,
    auth: "none",
    body: z.object({}),
    response: z.object({ list: z.array(prefixItem) }),
    handler: async (_, ctx) => ({ list: (await mobilePrefixList(ctx.lang)).all }),
  }),
  endpoint({
    path: `${P}/mobile/prefix/v2`,
    summary: "Country calling codes for an indexed chooser",
    description: "`{ hot: [item], groups: [{ letter, list: [item] }], list: [item] }`; letters from the English name or the pinyin.",
    tag,
    auth: "none",
    body: z.object({}),
    handler: (_, ctx) => mobilePrefixGroups(ctx.lang),
  }),
  endpoint({
    path: `${P}/topic/page/config`,
    summary: "A promotion page resolved against the live catalogue",
    tag,
    auth: "none",
    body: z.object({ code: zSlug().default("recommend").openapi({ example: "national-day-delsk" }) }),
    handler: (input, ctx) => topicPage(input.code, ctx.lang),
  }),
  endpoint({
    path: `${P}/client/grade/list`,
    summary: "Study levels for application forms",
    tag,
    auth: "none",
    body: z.object({}),
    handler: async (_, ctx) => ({ list: await gradeList(ctx.lang) }),
  }),
  endpoint({
    path: `${P}/mdy/area`,
    summary: "World regions with their destination countries",
    tag,
    auth: "none",
    body: z.object({}),
    handler: async (_, ctx) => ({ list: await areaList(ctx.lang) }),
  }),
];
