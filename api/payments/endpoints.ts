import type { Context } from "hono";
import { paymentsContract } from "#core/contract/payments";
import { implement } from "../http/endpoint";
import { ApiError } from "../http/envelope";
import { receiveWebhook, startPayment } from "./service";

/** `/rest/user/client/order/pay`: the signed, session-bound call that starts a payment. */
export const paymentEndpoints = implement(paymentsContract, {
  "/rest/user/client/order/pay": async (input, ctx) => {
    const me = await ctx.requireUser();
    const path = `/${ctx.lang}/user/order/${input.orderNo}`;
    const back = input.returnUrl ? new URL(input.returnUrl) : null;
    return startPayment(me.id, input.orderNo, input.instalment, back ? back.origin : "", back ? back.pathname : path);
  },
});

export const WEBHOOK_PATH = "/rest/payments/webhook/:provider";

/**
 * A provider's webhook: not the signed envelope of our clients but the provider's own signature
 * over the raw body (read as text before anything parses it). 200 once applied or already seen;
 * 400 when it cannot be verified, so nothing changes and the provider may retry a real one.
 */
export async function webhookHandler(c: Context): Promise<Response> {
  const raw = await c.req.text();
  try {
    const outcome = await receiveWebhook(c.req.param("provider") ?? "", raw, c.req.header("stripe-signature") ?? null);
    return c.json({ received: true, outcome });
  } catch (e) {
    if (e instanceof ApiError) return c.json({ received: false }, 400);
    throw e;
  }
}
