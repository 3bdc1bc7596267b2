import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sql } from "drizzle-orm";
import { signPayload } from "../../api/payments/signature";
import { callSigned, send, setupApi } from "../helpers/api";
import { approvedOrder, orderInfo, payDue, setEnv, staffSession, studentWithCookie, U, type Student } from "../helpers/booking";

/**
 * Refunds by rule: every apartment has a cancellation policy (seeded by a trigger); order/info
 * says what cancelling refunds today; cancelling inside the cooling-off period refunds in full
 * through the provider and returns the unit; later the booking and admin fees are kept; a refused
 * visa (staff, with refund:payment) is refunded less the admin fee; after move-in nothing. Stripe
 * refunds go to POST /v1/refunds with the PaymentIntent, minor units and an idempotency key
 * (request and answer shapes recorded with msw); a provider that does not answer is retried.
 */
const TOKEN = "operator-token-for-refund-tests-1";
const DAY = 86_400_000;
let student: Student;
let stripeDown = false;
let stripeRefundStatus = "pending";
const refundCalls: { body: URLSearchParams; key: string | null }[] = [];
const server = setupServer(
  http.post("https://api.stripe.com/v1/checkout/sessions", () =>
    HttpResponse.json({ id: "cs_test_refund1", object: "checkout.session", mode: "payment", status: "open", url: "https://checkout.stripe.com/c/pay/cs_test_refund1" }),
  ),
  http.post("https://api.stripe.com/v1/refunds", async ({ request }) => {
    const body = new URLSearchParams(await request.text());
    refundCalls.push({ body, key: request.headers.get("idempotency-key") });
    if (stripeDown) return HttpResponse.json({ error: { type: "api_error", message: "An unknown error occurred" } }, { status: 500 });
    // Stripe's Refund object (card refunds start pending).
    return HttpResponse.json({
      id: `re_3Ob${refundCalls.length}`,
      object: "refund",
      amount: Number(body.get("amount")),
      balance_transaction: null,
      charge: "ch_3ObCd",
      created: Math.floor(Date.now() / 1000),
      currency: "gbp",
      metadata: { refundNo: body.get("metadata[refundNo]") },
      payment_intent: body.get("payment_intent"),
      reason: "requested_by_customer",
      status: stripeRefundStatus,
      ...(stripeRefundStatus === "failed" ? { failure_reason: "expired_or_canceled_card" } : {}),
    });
  }),
);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: "bypass" });
  await setupApi();
  await setEnv({ OPERATOR_TOKEN: TOKEN });
  student = await studentWithCookie("refunder");
});
afterAll(async () => {
  server.close();
  await setEnv({ OPERATOR_TOKEN: undefined, STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined });
});

async function stockOf(orderNo: string): Promise<number> {
  const { query } = await import("../../api/db/client");
  const [r] = await query<{ stock: number }>(sql`SELECT r.stock FROM rooms r JOIN orders o ON o.room_id = r.id WHERE o.order_no = ${orderNo}`);
  return r.stock;
}

describe("refunds by the apartment's policy", () => {
  test("every apartment has a policy; a cancellation inside the cooling-off period refunds everything and returns the unit", async () => {
    const { query } = await import("../../api/db/client");
    const [c] = await query<{ missing: number }>(sql`SELECT count(*)::int AS missing FROM buildings b WHERE NOT EXISTS (SELECT 1 FROM cancellation_policies p WHERE p.building_id = b.id)`);
    expect(c.missing).toBe(0);

    const orderNo = await approvedOrder(student.token, TOKEN);
    const { amount } = await payDue(student.token, orderNo);
    const info = await orderInfo(student.token, orderNo);
    expect(info.refundToday).toMatchObject({ rule: "cooling_off", amount, cancellable: true, refundWithinDays: 10, ruleText: "Within the cooling-off period: a full refund" });
    expect(info.refundToday.visaRefusalAmount).toBe(amount - 200);
    const stock = await stockOf(orderNo);

    const done = await callSigned(`${U}/order/cancel`, { orderNo }, { token: student.token, language: "en" });
    expect(done.code, done.msg).toBe(0);
    expect(done.data).toEqual({ orderNo, rule: "cooling_off", refund: amount, currency: "GBP" });
    const after = await orderInfo(student.token, orderNo);
    expect(after.status).toBe("refunded");
    expect(after.refunds).toEqual([expect.objectContaining({ amount, status: "succeeded", rule: "cooling_off", completedAt: expect.any(String), promisedBy: expect.any(String) })]);
    expect(new Date(after.refunds[0].promisedBy).getTime() - new Date(after.refunds[0].requestedAt).getTime()).toBe(10 * DAY);
    expect(after.refundToday).toBeNull();
    expect(after.hold).toBeNull();
    expect(await stockOf(orderNo)).toBe(stock + 1);
    expect((await callSigned(`${U}/order/cancel`, { orderNo }, { token: student.token, language: "en" })).msg).toBe("This order cannot be cancelled now");
  });

  test("the order page's cancel form asks first (no JavaScript needed), then cancels with the refund it showed", async () => {
    const route = await import("~/routes/$lang.user.order.$orderNo");
    const orderNo = await approvedOrder(student.token, TOKEN);
    const { amount } = await payDue(student.token, orderNo);
    const press = (fields: Record<string, string>) =>
      route.action({
        request: new Request(`http://localhost:3000/cn/user/order/${orderNo}`, {
          method: "POST",
          headers: { cookie: student.cookie, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields).toString(),
        }),
        params: { lang: "cn", orderNo },
        context: {},
      }) as Promise<Response>;
    const ask = await press({ intent: "cancel" });
    expect(ask.headers.get("location")).toBe(`/cn/user/order/${orderNo}?confirm=cancel`);
    expect((await orderInfo(student.token, orderNo)).status).toBe("paid");
    const done = await press({ intent: "cancel", confirmed: "yes" });
    expect(done.headers.get("location")).toBe(`/cn/user/order/${orderNo}`);
    const after = await orderInfo(student.token, orderNo, "cn");
    expect(after.status).toBe("refunded");
    expect(after.refunds[0]).toMatchObject({ amount, ruleText: "冷静期内取消：全额退款" });
  });

  test("after the cooling-off period the booking and admin fees are kept; an unpaid order is cancelled with nothing to refund; someone else's is refused", async () => {
    const { cancelOrder, refundTodayOf } = await import("../../api/orders/cancellation");
    const orderNo = await approvedOrder(student.token, TOKEN);
    const { amount } = await payDue(student.token, orderNo);
    const info = await orderInfo(student.token, orderNo);
    const fees = info.quote.fees.filter((f: { key: string }) => f.key === "booking" || f.key === "admin").reduce((a: number, f: { amount: number }) => a + f.amount, 0);
    const { query } = await import("../../api/db/client");
    const [o] = await query<{ id: number; building_id: number }>(sql`SELECT id, building_id FROM orders WHERE order_no = ${orderNo}`);
    const later = new Date(Date.now() + 15 * DAY);
    expect(await refundTodayOf({ id: o.id, status: "paid", buildingId: o.building_id }, null, later)).toMatchObject({ rule: "after_cooling_off" });
    const other = await studentWithCookie("not-the-refunder");
    await expect(cancelOrder(other.userId, orderNo, later)).rejects.toMatchObject({ key: "order_not_found" });
    const done = await cancelOrder(student.userId, orderNo, later);
    expect(done).toMatchObject({ rule: "after_cooling_off", refund: Math.max(0, amount - fees) });

    const unpaid = await approvedOrder(student.token, TOKEN);
    expect((await orderInfo(student.token, unpaid)).refundToday).toMatchObject({ rule: "nothing_paid", amount: 0, cancellable: true });
    const cancelled = await callSigned(`${U}/order/cancel`, { orderNo: unpaid }, { token: student.token, language: "en" });
    expect(cancelled.data).toMatchObject({ rule: "nothing_paid", refund: 0 });
    const closed = await orderInfo(student.token, unpaid);
    expect(closed.status).toBe("cancelled");
    expect(closed.refunds).toEqual([]);
  });

  test("a refused visa is refunded less the admin fee by staff who may refund; after move-in nothing is refunded", async () => {
    const orderNo = await approvedOrder(student.token, TOKEN);
    const { amount } = await payDue(student.token, orderNo);
    const adviser = await staffSession("adviser");
    const refused = await callSigned("/rest/ops/orders/refund", { staffToken: adviser, orderNo }, { language: "en" });
    expect(refused.code).not.toBe(0);
    expect((await orderInfo(student.token, orderNo)).status).toBe("paid");
    const finance = await staffSession("finance");
    const done = await callSigned("/rest/ops/orders/refund", { staffToken: finance, orderNo }, { language: "en" });
    expect(done.code, done.msg).toBe(0);
    expect(done.data).toMatchObject({ rule: "visa_refused", refund: amount - 200 });
    expect((await orderInfo(student.token, orderNo)).refunds).toEqual([expect.objectContaining({ rule: "visa_refused", amount: amount - 200, status: "succeeded" })]);

    const lived = await approvedOrder(student.token, TOKEN);
    await payDue(student.token, lived);
    expect((await callSigned("/rest/ops/orders/check-in", { operatorToken: TOKEN, orderNo: lived })).code).toBe(0);
    expect((await orderInfo(student.token, lived)).refundToday).toMatchObject({ rule: "after_move_in", amount: 0, cancellable: false });
    expect((await callSigned(`${U}/order/cancel`, { orderNo: lived }, { token: student.token, language: "en" })).msg).toBe("This order cannot be cancelled now");
  });

  test("Stripe: POST /v1/refunds for the PaymentIntent in minor units with an idempotency key; pending until settled; a provider that fails is retried with the same key", async () => {
    const orderNo = await approvedOrder(student.token, TOKEN);
    await setEnv({ STRIPE_SECRET_KEY: "sk_test_refunds", STRIPE_WEBHOOK_SECRET: "whsec_test_refunds" });
    try {
      const pay = (await callSigned(`${U}/order/pay`, { orderNo }, { token: student.token })).data;
      const event = JSON.stringify({
        id: "evt_refund_test_1",
        object: "event",
        created: Math.floor(Date.now() / 1000),
        type: "payment_intent.succeeded",
        data: { object: { id: "pi_3ObRefund", object: "payment_intent", amount: pay.amount * 100, amount_received: pay.amount * 100, currency: "gbp", metadata: { paymentNo: pay.paymentNo }, status: "succeeded" } },
      });
      const hook = await send(new Request("http://in-process/rest/payments/webhook/stripe", { method: "POST", headers: { "content-type": "application/json", "stripe-signature": signPayload(event, "whsec_test_refunds") }, body: event }));
      expect(hook.status).toBe(200);

      stripeDown = true;
      const done = await callSigned(`${U}/order/cancel`, { orderNo }, { token: student.token, language: "en" });
      expect(done.code, done.msg).toBe(0);
      const first = refundCalls.at(-1)!;
      expect(first.body.get("payment_intent")).toBe("pi_3ObRefund");
      expect(first.body.get("amount")).toBe(String(pay.amount * 100));
      expect(first.key).toMatch(new RegExp(`^refund:${pay.paymentNo}:R\\d{6}`));
      let info = await orderInfo(student.token, orderNo);
      expect(info.refunds).toEqual([expect.objectContaining({ status: "pending", completedAt: null })]);

      stripeDown = false;
      const { retryRefunds } = await import("../../api/payments/refunds");
      await retryRefunds(new Date(Date.now() + 120_000));
      expect(refundCalls.at(-1)!.key).toBe(first.key);
      await retryRefunds(new Date(Date.now() + 240_000));
      const calls = refundCalls.filter((c) => c.key === first.key);
      expect(calls).toHaveLength(2); // taken once: not called again
      info = await orderInfo(student.token, orderNo);
      expect(info.refunds).toEqual([expect.objectContaining({ status: "pending", amount: pay.amount })]);

      // Stripe's refund.updated event when the card refund settles: recorded once, with its time.
      const refundRef = (await (await import("../../api/db/client")).query<{ provider_ref: string }>(sql`SELECT provider_ref FROM refunds WHERE refund_no = ${info.refunds[0].refundNo}`))[0].provider_ref;
      const settled = JSON.stringify({
        id: "evt_refund_settled_1",
        object: "event",
        created: Math.floor(Date.now() / 1000),
        type: "refund.updated",
        data: { object: { id: refundRef, object: "refund", amount: pay.amount * 100, currency: "gbp", payment_intent: "pi_3ObRefund", status: "succeeded" } },
      });
      const signed = signPayload(settled, "whsec_test_refunds");
      const post = () => send(new Request("http://in-process/rest/payments/webhook/stripe", { method: "POST", headers: { "content-type": "application/json", "stripe-signature": signed }, body: settled }));
      expect(await (await post()).json()).toEqual({ received: true, outcome: "applied" });
      expect(await (await post()).json()).toEqual({ received: true, outcome: "duplicate" });
      info = await orderInfo(student.token, orderNo);
      expect(info.refunds).toEqual([expect.objectContaining({ status: "succeeded", completedAt: expect.any(String) })]);
    } finally {
      stripeDown = false;
      await setEnv({ STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined });
    }
  });
});

describe("a refund the provider failed, retried by staff", () => {
  test("development provider: a failed refund shows to the student and to finance; a retry sends it again once, audited; a second click changes nothing", async () => {
    const { devCheckoutFailRefund } = await import("../../api/payments");
    const orderNo = await approvedOrder(student.token, TOKEN);
    const { paymentNo, amount } = await payDue(student.token, orderNo);
    expect(await devCheckoutFailRefund(paymentNo)).toBe(true);
    const done = await callSigned(`${U}/order/cancel`, { orderNo }, { token: student.token, language: "en" });
    expect(done.code, done.msg).toBe(0);
    let info = await orderInfo(student.token, orderNo);
    expect(info.refunds).toEqual([expect.objectContaining({ amount, status: "failed", completedAt: null, failedAt: expect.any(String), attempts: 1 })]);
    const refundNo = info.refunds[0].refundNo;

    const finance = await staffSession("finance");
    const queue = await callSigned("/rest/ops/refunds/list", { staffToken: finance }, { language: "en" });
    expect(queue.code, queue.msg).toBe(0);
    expect(queue.data.list.find((r: { refundNo: string }) => r.refundNo === refundNo)).toMatchObject({ orderNo, paymentNo, amount, status: "failed", attempts: 1, taken: true });
    const adviser = await staffSession("adviser");
    expect((await callSigned("/rest/ops/refunds/list", { staffToken: adviser }, { language: "en" })).code).not.toBe(0);
    expect((await callSigned("/rest/ops/refunds/retry", { staffToken: adviser, refundNo }, { language: "en" })).code).not.toBe(0);
    expect((await orderInfo(student.token, orderNo)).refunds[0].status).toBe("failed");

    const retried = await callSigned("/rest/ops/refunds/retry", { staffToken: finance, refundNo }, { language: "en" });
    expect(retried.code, retried.msg).toBe(0);
    expect(retried.msg).toBe("The refund has been sent again");
    expect(retried.data).toMatchObject({ refundNo, status: "succeeded", attempts: 2, completedAt: expect.any(String) });
    const again = await callSigned("/rest/ops/refunds/retry", { staffToken: finance, refundNo }, { language: "cn" });
    expect(again.data).toMatchObject({ status: "succeeded", attempts: 2 });
    expect(again.msg).toBe("已重新提交退款");
    info = await orderInfo(student.token, orderNo);
    expect(info.refunds).toEqual([expect.objectContaining({ status: "succeeded", attempts: 2, failedAt: expect.any(String), completedAt: expect.any(String) })]);
    expect(info.statement.refunded).toBe(amount);
    const after = await callSigned("/rest/ops/refunds/list", { staffToken: finance }, { language: "en" });
    expect(after.data.list.some((r: { refundNo: string }) => r.refundNo === refundNo)).toBe(false);

    const { query } = await import("../../api/db/client");
    const audits = await query<{ role: string; before: { attempts: number }; after: { attempts: number } }>(sql`SELECT role, before, after FROM audit_log WHERE action = 'refund.retry' AND record = ${refundNo}`);
    expect(audits).toEqual([expect.objectContaining({ role: "finance", before: { status: "failed", attempts: 1 }, after: { status: "pending", attempts: 2 } })]);
    expect((await callSigned("/rest/ops/refunds/retry", { staffToken: finance, refundNo: "R000000nosuch" }, { language: "en" })).msg).toBe("No such refund");
  });

  test("Stripe: a refund answered failed is retried with a new idempotency key naming the attempt", async () => {
    const orderNo = await approvedOrder(student.token, TOKEN);
    await setEnv({ STRIPE_SECRET_KEY: "sk_test_refunds", STRIPE_WEBHOOK_SECRET: "whsec_test_refunds" });
    try {
      const pay = (await callSigned(`${U}/order/pay`, { orderNo }, { token: student.token })).data;
      const event = JSON.stringify({
        id: "evt_refund_retry_1",
        object: "event",
        created: Math.floor(Date.now() / 1000),
        type: "payment_intent.succeeded",
        data: { object: { id: "pi_3ObRetry", object: "payment_intent", amount: pay.amount * 100, amount_received: pay.amount * 100, currency: "gbp", metadata: { paymentNo: pay.paymentNo }, status: "succeeded" } },
      });
      expect((await send(new Request("http://in-process/rest/payments/webhook/stripe", { method: "POST", headers: { "content-type": "application/json", "stripe-signature": signPayload(event, "whsec_test_refunds") }, body: event }))).status).toBe(200);

      stripeRefundStatus = "failed";
      expect((await callSigned(`${U}/order/cancel`, { orderNo }, { token: student.token, language: "en" })).code).toBe(0);
      const first = refundCalls.at(-1)!;
      let info = await orderInfo(student.token, orderNo);
      expect(info.refunds).toEqual([expect.objectContaining({ status: "failed", attempts: 1 })]);
      const refundNo = info.refunds[0].refundNo;

      stripeRefundStatus = "pending";
      const finance = await staffSession("finance");
      const retried = await callSigned("/rest/ops/refunds/retry", { staffToken: finance, refundNo }, { language: "en" });
      expect(retried.code, retried.msg).toBe(0);
      expect(retried.data).toMatchObject({ status: "pending", attempts: 2 });
      const second = refundCalls.at(-1)!;
      expect(second.key).toBe(`refund:${pay.paymentNo}:${refundNo}:2`);
      expect(second.key).not.toBe(first.key);
      expect(second.body.get("payment_intent")).toBe("pi_3ObRetry");
      expect(second.body.get("amount")).toBe(String(pay.amount * 100));
      // Pending at the provider: a second click does not call it again.
      const calls = refundCalls.length;
      expect((await callSigned("/rest/ops/refunds/retry", { staffToken: finance, refundNo }, { language: "en" })).data).toMatchObject({ status: "pending", attempts: 2 });
      expect(refundCalls.length).toBe(calls);
      info = await orderInfo(student.token, orderNo);
      expect(info.refunds).toEqual([expect.objectContaining({ status: "pending", attempts: 2 })]);
    } finally {
      stripeRefundStatus = "pending";
      await setEnv({ STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined });
    }
  });
});
