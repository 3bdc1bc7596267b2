import { commonContract } from "#core/contract/common";
import { implement } from "../http/endpoint";
import { topicPage } from "../catalogue";
import { areaList, gradeList, mobilePrefixGroups, mobilePrefixList } from "./service";

/** `/rest/common/…`: shared reference data, signed with the common secret (core/contract/common.ts). */
export const commonEndpoints = implement(commonContract, {
  "/rest/common/mobile/prefix": async (_, ctx) => ({ list: (await mobilePrefixList(ctx.lang)).all }),
  "/rest/common/mobile/prefix/v2": (_, ctx) => mobilePrefixGroups(ctx.lang),
  "/rest/common/topic/page/config": (input, ctx) => topicPage(input.code, ctx.lang),
  "/rest/common/client/grade/list": async (_, ctx) => ({ list: await gradeList(ctx.lang) }),
  "/rest/common/mdy/area": async (_, ctx) => ({ list: await areaList(ctx.lang) }),
});
