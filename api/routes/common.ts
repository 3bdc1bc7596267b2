import { commonContract } from "#core/contract/common";
import { z, zSlug } from "#core/contract/zod";
import { endpoint, implement, type Endpoint } from "../http/endpoint";
import { topicPage } from "../services/home";
import { areaList, gradeList, mobilePrefixGroups, mobilePrefixList } from "../services/reference";

/** `/rest/common/…`: shared reference data, signed with the common secret (core/contract/common.ts). */
export const commonEndpoints: Endpoint[] = [
  ...implement(commonContract, {
    "/rest/common/mobile/prefix": async (_, ctx) => ({ list: (await mobilePrefixList(ctx.lang)).all }),
    "/rest/common/mobile/prefix/v2": (_, ctx) => mobilePrefixGroups(ctx.lang),
    "/rest/common/client/grade/list": async (_, ctx) => ({ list: await gradeList(ctx.lang) }),
    "/rest/common/mdy/area": async (_, ctx) => ({ list: await areaList(ctx.lang) }),
  }),
  endpoint({
    path: "/rest/common/topic/page/config",
    summary: "A promotion page resolved against the live catalogue",
    tag: "common",
    auth: "none",
    body: z.object({ code: zSlug().default("recommend").openapi({ example: "national-day-delsk" }) }),
    handler: (input, ctx) => topicPage(input.code, ctx.lang),
  }),
];
