import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { signPayload } from "../../api/payments/signature";
import { callSigned, createTestUser, send, setupApi } from "../helpers/api";
import { APPLICANT } from "../helpers/applicant";

/**
 * Paying an order online: the amount comes from the locked quote, a double click reuses the
 * attempt, someone else's order is refused; only a verified webhook moves money (the development
 * provider signs its webhooks as Stripe does and they go through the same path); a replayed, badly
 * signed, stale or tampered webhook changes nothing. Stripe is called over its REST API with
 * amounts in minor units (none for JPY) and an idempotency key (shapes recorded with msw).
 */
const U = "/rest/user/client";
const TOKEN = "operator-token-for-payment-tests-1";
let student: { userId: number; token: string };
let other: { userId: number; token: string };
const stripeCalls: { body: URLSearchParams; key: string | null }[] = [];
const server = setupServer(
  http.post("https://api.stripe.com/v1/checkout/sessions", async ({ request }) => {
    const body = new URLSearchParams(await request.text());
    stripeCalls.push({ body, key: request.headers.get("idempotency-key") });
    if (request.headers.get("authorization") !== "Bearer sk_test_payments") return HttpResponse.json({ error: { type: "invalid_request_error" } }, { status: 401 });
    // Stripe's Checkout Session object (the fields we read).
    return HttpResponse.json({ id: "cs_test_a1b2c3", object: "checkout.session", mode: "payment", status: "open", url: "https://checkout.stripe.com/c/pay/cs_test_a1b2c3" });
  }),
);

async function setEnv(vars: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  const { resetEnvCache } = await import("#core/env.server");
  resetEnvCache();
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: "bypass" });
  await setupApi();
  student = await createTestUser({ userName: "payer" });
  other = await createTestUser({ userName: "other" });
  await setEnv({ OPERATOR_TOKEN: TOKEN });
});
afterAll(async () => {
  server.close();
  await setEnv({ OPERATOR_TOKEN: undefined, STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined });
});

/** An approved order in a room of `iso2`'s currency. */
async function newOrder(iso2 = "GB"): Promise<string> {
  const { query } = await import("../../api/db/client");
  const { sql } = await import("drizzle-orm");
  const [r] = await query<{ code: string }>(sql`SELECT r.code FROM rooms r JOIN buildings b ON b.id = r.building_id JOIN countries co ON co.id = b.country_id
    WHERE co.iso2 = ${iso2} AND b.is_published AND r.stock > 0 ORDER BY r.id LIMIT 1`);
  const form = await callSigned(`${U}/apply/form`, { roomCode: r.code }, { token: student.token });
  const t = form.data.tenancies.find((x: { available: boolean }) => x.available);
  const applied = await callSigned(
    `${U}/intent/apply`,
    { roomCode: r.code, tenancyCode: t.code, mobilePrefixId: 317, mobile: "13800138000", paymentPlan: "term", agree: "on", ...APPLICANT },
    { token: student.token },
  );
  expect(applied.code, applied.msg).toBe(0);
  const approved = await callSigned("/rest/ops/intent/status", { operatorToken: TOKEN, applyCode: applied.data.applyCode, status: "approved" });
  expect(approved.code, approved.msg).toBe(0);
  return approved.data.orderNo;
}

const orderInfo = async (orderNo: string) => (await callSigned(`${U}/order/info`, { orderNo }, { token: student.token, language: "en" })).data;

async function webhook(provider: string, body: string, signature: string | null) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (signature) headers["stripe-signature"] = signature;
  return send(new Request(`http://in-process/rest/payments/webhook/${provider}`, { method: "POST", headers, body }));
}

describe("the development provider", () => {
  test("pay answers the quote's upfront part and the local checkout; a second click is the same payment; another student's order is refused", async () => {
    const orderNo = await newOrder();
    const before = await orderInfo(orderNo);
    expect(before.due).toMatchObject({ seq: 0, amount: before.quote.upfront });
    const pay = await callSigned(`${U}/order/pay`, { orderNo }, { token: student.token });
    expect(pay.code, pay.msg).toBe(0);
    expect(pay.data).toEqual({ paymentNo: expect.stringMatching(/^P\d{6}/), redirectUrl: `/dev/pay/${pay.data.paymentNo}`, amount: before.quote.upfront, currency: "GBP" });
    const again = await callSigned(`${U}/order/pay`, { orderNo, instalment: 0 }, { token: student.token });
    expect(again.data.paymentNo).toBe(pay.data.paymentNo);
    const theirs = await callSigned(`${U}/order/pay`, { orderNo }, { token: other.token, language: "en" });
    expect(theirs.code).toBe(1);
    expect(theirs.msg).toBe("This order does not exist");
    const ahead = await callSigned(`${U}/order/pay`, { orderNo, instalment: 1 }, { token: student.token, language: "en" });
    expect(ahead.code).toBe(1);
  });

  test("a signed success marks the order paid and held; a replay, a bad signature, a stale one or a tampered amount change nothing", async () => {
    const { devWebhook } = await import("../../api/payments/dev");
    const orderNo = await newOrder();
    const pay = (await callSigned(`${U}/order/pay`, { orderNo }, { token: student.token })).data;
    const ref = { paymentNo: pay.paymentNo, providerRef: `pi_dev_${pay.paymentNo}`, currency: pay.currency };

    const tampered = devWebhook({ ...ref, amount: pay.amount - 1 }, "succeed");
    expect((await webhook("dev", tampered.body, tampered.signature)).status).toBe(400);
    const forged = devWebhook({ ...ref, amount: pay.amount }, "succeed");
    expect((await webhook("dev", forged.body, signPayload(forged.body, "not-the-secret"))).status).toBe(400);
    expect((await webhook("dev", forged.body, null)).status).toBe(400);
    const stale = signPayload(forged.body, "x", Math.floor(Date.now() / 1000) - 3600);
    expect((await webhook("dev", forged.body, stale)).status).toBe(400);
    expect((await orderInfo(orderNo)).status).toBe("pending_payment");

    const ok = devWebhook({ ...ref, amount: pay.amount }, "succeed");
    const res = await webhook("dev", ok.body, ok.signature);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: "applied" });
    const paid = await orderInfo(orderNo);
    expect(paid.status).toBe("paid");
    expect(paid.payments).toEqual([expect.objectContaining({ paymentNo: pay.paymentNo, seq: 0, status: "succeeded", amount: pay.amount })]);
    expect(paid.hold).toMatchObject({ status: "held", releaseRule: expect.stringContaining("48 hours after you check in") });
    expect(paid.due).toMatchObject({ seq: 1 });

    const replay = await webhook("dev", ok.body, ok.signature);
    expect(await replay.json()).toEqual({ received: true, outcome: "duplicate" });
    // A failure arriving after the success (out of order) does not undo it.
    const late = devWebhook({ ...ref, amount: pay.amount }, "fail");
    expect((await webhook("dev", late.body, late.signature)).status).toBe(200);
    const after = await orderInfo(orderNo);
    expect(after.payments[0].status).toBe("succeeded");
    expect(after.history.filter((h: { to: string }) => h.to === "paid")).toHaveLength(1);
  });
});

describe("Stripe", () => {
  test("a Checkout Session in minor units with an idempotency key per order and part; its signed PaymentIntent event marks the order paid", async () => {
    const orderNo = await newOrder("GB");
    await setEnv({ STRIPE_SECRET_KEY: "sk_test_payments", STRIPE_WEBHOOK_SECRET: "whsec_test_payments" });
    try {
      const pay = await callSigned(`${U}/order/pay`, { orderNo, returnUrl: `https://studynest.example/en/user/order/${orderNo}` }, { token: student.token });
      expect(pay.code, pay.msg).toBe(0);
      expect(pay.data.redirectUrl).toBe("https://checkout.stripe.com/c/pay/cs_test_a1b2c3");
      const call = stripeCalls.at(-1)!;
      expect(call.key).toBe(`${orderNo}:0:1`);
      expect(call.body.get("line_items[0][price_data][unit_amount]")).toBe(String(pay.data.amount * 100));
      expect(call.body.get("line_items[0][price_data][currency]")).toBe("gbp");
      expect(call.body.get("payment_intent_data[metadata][paymentNo]")).toBe(pay.data.paymentNo);
      expect(call.body.get("success_url")).toBe(`https://studynest.example/en/user/order/${orderNo}`);

      // Stripe's event object for a PaymentIntent that succeeded.
      const event = JSON.stringify({
        id: "evt_3OaB1c2d3e4f",
        object: "event",
        api_version: "2024-06-20",
        created: Math.floor(Date.now() / 1000),
        type: "payment_intent.succeeded",
        data: { object: { id: "pi_3OaB1c", object: "payment_intent", amount: pay.data.amount * 100, amount_received: pay.data.amount * 100, currency: "gbp", metadata: { paymentNo: pay.data.paymentNo }, status: "succeeded" } },
      });
      expect((await webhook("dev", event, signPayload(event, "whsec_test_payments"))).status).toBe(400);
      const res = await webhook("stripe", event, signPayload(event, "whsec_test_payments"));
      expect(res.status).toBe(200);
      expect((await orderInfo(orderNo)).status).toBe("paid");
    } finally {
      await setEnv({ STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined });
    }
  });

  test("zero-decimal currencies have no minor units", async () => {
    const { toMinor, fromMinor } = await import("../../api/payments/provider");
    expect(toMinor(30000, "JPY")).toBe(30000);
    expect(toMinor(300000, "KRW")).toBe(300000);
    expect(toMinor(250, "GBP")).toBe(25000);
    expect(fromMinor(25000, "GBP")).toBe(250);
  });
});
