import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PEER_HEADER, peerHeaderValue } from "#core/client-ip.server";
import { setupApi } from "../helpers/api";
import { approvedOrder, orderInfo, setEnv, studentWithCookie, type Student } from "../helpers/booking";

/**
 * Paying from the order page through the development provider, as Remix calls the routes: the
 * pay button's form posts to the order page, which sends the student to the checkout the API
 * answers; /dev/pay/{paymentNo} is the dev outbox's gate (this machine, the key or its cookie);
 * its outcomes reach the app through the signed webhook path, so a failure leaves the order
 * payable, a success marks it paid and held, and an abandoned attempt closes.
 */
const TOKEN = "operator-token-for-dev-checkout-1";
const KEY = "dev-checkout-outbox-key-0123";
const LOCAL = { [PEER_HEADER]: peerHeaderValue("127.0.0.1") };
let student: Student;
let orderRoute: typeof import("~/routes/$lang.user.order.$orderNo");
let devPay: typeof import("~/routes/dev.pay.$paymentNo");

beforeAll(async () => {
  await setupApi();
  await setEnv({ OPERATOR_TOKEN: TOKEN, OUTBOX_KEY: KEY });
  student = await studentWithCookie("devpayer");
  orderRoute = await import("~/routes/$lang.user.order.$orderNo");
  devPay = await import("~/routes/dev.pay.$paymentNo");
});
afterAll(async () => {
  await setEnv({ OPERATOR_TOKEN: undefined, OUTBOX_KEY: undefined, STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined });
});

/** The pay button's post (no JavaScript: a plain form) to the order page. */
async function pressPay(orderNo: string, s: Student = student, fields: Record<string, string> = { intent: "pay", instalment: "0" }) {
  const req = new Request(`http://localhost:3000/en/user/order/${orderNo}`, {
    method: "POST",
    headers: { cookie: s.cookie, "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
    body: new URLSearchParams(fields).toString(),
  });
  return (await orderRoute.action({ request: req, params: { lang: "en", orderNo }, context: {} })) as Response;
}

const page = (path: string, headers: Record<string, string> = {}) =>
  devPay.loader({ request: new Request(`http://localhost:3000${path}`, { headers }), params: { paymentNo: path.split("/")[3].split("?")[0] }, context: {} }) as Promise<Response>;

async function outcome(paymentNo: string, value: string, headers: Record<string, string>) {
  const req = new Request(`http://localhost:3000/dev/pay/${paymentNo}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ outcome: value }).toString(),
  });
  return (await devPay.action({ request: req, params: { paymentNo }, context: {} })) as Response;
}

describe("the pay button and the development checkout", () => {
  test("the button sends the student to the checkout of what is due now; the checkout opens only here and with the key", async () => {
    const orderNo = await approvedOrder(student.token, TOKEN);
    const before = await orderInfo(student.token, orderNo);
    expect(before.due).toMatchObject({ seq: 0, amount: before.quote.upfront, amountCny: Math.round(before.quote.upfront * before.quote.rate.cny) });

    const res = await pressPay(orderNo);
    expect(res.status).toBe(303);
    const to = res.headers.get("location")!;
    expect(to).toMatch(/^\/dev\/pay\/P\d{6}/);
    const paymentNo = to.split("/")[3];

    expect((await page(to)).status).toBe(404); // no key
    expect((await page(`${to}?key=${KEY}`)).status).toBe(404); // not from this machine
    expect((await page(`${to}?key=wrong-key`, LOCAL)).status).toBe(404);
    const open = await page(`${to}?key=${KEY}`, LOCAL);
    expect(open.status).toBe(200);
    const html = await open.text();
    expect(html).toContain(paymentNo);
    expect(html).toContain(new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", maximumFractionDigits: 0 }).format(before.quote.upfront));
    // The cookie it sets lets the same browser in without the key in the address.
    const cookie = open.headers.get("set-cookie")!.split(";")[0];
    expect((await page(to, { ...LOCAL, cookie })).status).toBe(200);
    expect((await page(to, { ...LOCAL, cookie: "sn_dev_key=guess" })).status).toBe(404);
  });

  test("a failure leaves the order payable; a success through the webhook marks it paid and held; a script gets JSON", async () => {
    const orderNo = await approvedOrder(student.token, TOKEN);
    const first = (await pressPay(orderNo)).headers.get("location")!.split("/")[3];
    const failed = await outcome(first, "fail", { ...LOCAL, "x-outbox-key": KEY, accept: "text/html" });
    expect(failed.status).toBe(303);
    expect(failed.headers.get("location")).toBe(`/en/user/order/${orderNo}`);
    let info = await orderInfo(student.token, orderNo);
    expect(info.status).toBe("pending_payment");
    expect(info.payments).toEqual([expect.objectContaining({ paymentNo: first, status: "failed" })]);
    expect(info.due).toMatchObject({ seq: 0 });

    const second = (await pressPay(orderNo)).headers.get("location")!.split("/")[3];
    expect(second).not.toBe(first);
    expect((await outcome(second, "succeed", { "x-outbox-key": KEY })).status).toBe(404); // not from this machine
    const ok = await outcome(second, "succeed", { ...LOCAL, "x-outbox-key": KEY });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ paymentNo: second, outcome: "succeed", status: "succeeded" });
    info = await orderInfo(student.token, orderNo);
    expect(info.status).toBe("paid");
    expect(info.hold).toMatchObject({ status: "held" });
    expect(info.payments.map((p: { status: string }) => p.status)).toEqual(["failed", "succeeded"]);
    // The upfront part is paid: the button now offers the first instalment, not the upfront part again.
    expect(info.due?.seq).toBe(1);
    expect((await outcome(second, "bogus", { ...LOCAL, "x-outbox-key": KEY })).status).toBe(400);
  });

  test("abandoning closes the attempt; someone else's order is refused; with Stripe configured there is no checkout", async () => {
    const orderNo = await approvedOrder(student.token, TOKEN);
    const paymentNo = (await pressPay(orderNo)).headers.get("location")!.split("/")[3];
    const left = await outcome(paymentNo, "abandon", { ...LOCAL, "x-outbox-key": KEY, accept: "text/html" });
    expect(left.status).toBe(303);
    expect((await orderInfo(student.token, orderNo)).payments[0].status).toBe("abandoned");

    const other = await studentWithCookie("notpayer");
    const theirs = await pressPay(orderNo, other);
    expect(theirs.status).toBe(302);
    expect(theirs.headers.get("location")).toBe(`/en/user/order/${orderNo}`);
    expect((await orderInfo(student.token, orderNo)).payments).toHaveLength(1);

    await setEnv({ STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" });
    try {
      expect((await page(`/dev/pay/${paymentNo}?key=${KEY}`, LOCAL)).status).toBe(404);
      expect((await outcome(paymentNo, "succeed", { ...LOCAL, "x-outbox-key": KEY })).status).toBe(404);
    } finally {
      await setEnv({ STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined });
    }
  });
});
