import { orderContract } from "#core/contract/orders";
import { implement } from "../http/endpoint";
import { orderDetail, orderList } from "./service";

/**
 * Orders: /rest/user/client/order/{list,info}. An order is made when staff approve an
 * application (api/applications/service.ts); queries are filtered by the session's user.
 */
export const orderEndpoints = implement(orderContract, {
  "/rest/user/client/order/list": async (input, ctx) => {
    const me = await ctx.requireUser();
    return orderList(me.id, ctx.lang, input.pageNum, input.pageSize);
  },
  "/rest/user/client/order/info": async (input, ctx) => {
    const me = await ctx.requireUser();
    return orderDetail(me.id, input.orderNo, ctx.lang);
  },
});
