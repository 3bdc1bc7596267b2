import { findHouseRequestContract } from "#core/contract/find-house-requests";
import { implement } from "../http/endpoint";
import { checkOperator } from "../staff";
import { listOwnRequests, moveRequest } from "./service";

export const findHouseEndpoints = implement(findHouseRequestContract, {
  "/rest/user/client/find-house/list": async (input, ctx) => {
    const me = await ctx.requireUser();
    return listOwnRequests(me.id, ctx.lang, input.pageNum, input.pageSize);
  },
  "/rest/ops/find-house/status": async (input, ctx) => {
    await checkOperator(input.operatorToken, ctx);
    return moveRequest(input.reference, input.status);
  },
});
