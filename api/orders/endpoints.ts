import { orderContract, orderOpsContract } from "#core/contract/orders";
import { implement } from "../http/endpoint";
import { Reply } from "../http/envelope";
import { opsActor } from "../staff";
import { holdQueue, markCheckIn, payoutLedger, reportNotAsDescribed, resolveCaseByRelease } from "./hold";
import { cancelOrder, refundForCase, refundForVisa } from "./cancellation";
import { receiptFile } from "./receipts";
import { refundQueue, retryRefund } from "./refund-retry";
import { orderDetail, orderList } from "./service";

/**
 * Orders: /rest/user/client/order/{list,info}. An order is made when staff approve an
 * application (api/applications/service.ts); queries are filtered by the session's user.
 */
const studentEndpoints = implement(orderContract, {
  "/rest/user/client/order/list": async (input, ctx) => {
    const me = await ctx.requireUser();
    return orderList(me.id, ctx.lang, input.pageNum, input.pageSize);
  },
  "/rest/user/client/order/info": async (input, ctx) => {
    const me = await ctx.requireUser();
    return orderDetail(me.id, input.orderNo, ctx.lang);
  },
  "/rest/user/client/order/cancel": async (input, ctx) => {
    const me = await ctx.requireUser();
    return cancelOrder(me.id, input.orderNo);
  },
  "/rest/user/client/order/receipt": async (input, ctx) => {
    const me = await ctx.requireUser();
    return receiptFile(me.id, input.number, ctx.lang);
  },
  "/rest/user/client/order/report": async (input, ctx) => {
    const me = await ctx.requireUser();
    return reportNotAsDescribed(me.id, input.orderNo, input.reason);
  },
});

/** Staff on paid orders: check-in, releasing a frozen hold, the payout ledger (permission checks in ./hold.ts). */
const opsEndpoints = implement(orderOpsContract, {
  "/rest/ops/orders/list": async (input, ctx) => ({ list: await holdQueue(await opsActor(input, ctx.attribution.ip), ctx.lang) }),
  "/rest/ops/orders/check-in": async (input, ctx) => markCheckIn(await opsActor(input, ctx.attribution.ip), input.orderNo),
  "/rest/ops/orders/release": async (input, ctx) => resolveCaseByRelease(await opsActor(input, ctx.attribution.ip), input.orderNo),
  "/rest/ops/orders/refund": async (input, ctx) => refundForVisa(await opsActor(input, ctx.attribution.ip), input.orderNo),
  "/rest/ops/orders/refund-case": async (input, ctx) => refundForCase(await opsActor(input, ctx.attribution.ip), input.orderNo),
  "/rest/ops/refunds/list": async (input, ctx) => ({ list: await refundQueue(await opsActor(input, ctx.attribution.ip), ctx.lang) }),
  "/rest/ops/refunds/retry": async (input, ctx) => new Reply(await retryRefund(await opsActor(input, ctx.attribution.ip), input.refundNo), "refund_retried"),
  "/rest/ops/payouts/list": async (input, ctx) => ({ list: await payoutLedger(await opsActor(input, ctx.attribution.ip), ctx.lang) }),
});

export const orderEndpoints = [...studentEndpoints, ...opsEndpoints];
