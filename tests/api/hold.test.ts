import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sql } from "drizzle-orm";
import { callSigned, setupApi } from "../helpers/api";
import { approvedOrder, orderInfo, payDue, setEnv, staffSession, studentWithCookie, U, unownedRoom, type Student } from "../helpers/booking";

/**
 * Money held until the student moves in: staff mark check-in (a role without update:order is
 * refused); 48 hours later the release sweep writes the payout ledger (amount, commission, net)
 * once; a report within 24 hours of check-in freezes the release and opens a case staff see and
 * resolve; after 24 hours no report is taken. The order page's report form keeps what was typed
 * when it is refused.
 */
const TOKEN = "operator-token-for-hold-tests-01";
const HOUR = 3_600_000;
let student: Student;
let hold: typeof import("../../api/orders/hold");

beforeAll(async () => {
  await setupApi();
  await setEnv({ OPERATOR_TOKEN: TOKEN });
  student = await studentWithCookie("holder");
  hold = await import("../../api/orders/hold");
});
afterAll(async () => {
  await setEnv({ OPERATOR_TOKEN: undefined });
});

async function paidOrder(roomCode?: string): Promise<{ orderNo: string; amount: number }> {
  const orderNo = await approvedOrder(student.token, TOKEN, { roomCode });
  const { amount } = await payDue(student.token, orderNo);
  return { orderNo, amount };
}

async function stockOf(orderNo: string): Promise<number> {
  const { query } = await import("../../api/db/client");
  const [r] = await query<{ stock: number }>(sql`SELECT r.stock FROM rooms r JOIN orders o ON o.room_id = r.id WHERE o.order_no = ${orderNo}`);
  return r.stock;
}

const ops = (path: string, fields: Record<string, string>) => callSigned(path, fields, { language: "en" });

async function payoutsOf(orderNo: string) {
  const r = await ops("/rest/ops/payouts/list", { operatorToken: TOKEN });
  expect(r.code, r.msg).toBe(0);
  return r.data.list.filter((p: { orderNo: string }) => p.orderNo === orderNo);
}

describe("held until the student moves in", () => {
  test("check-in by staff schedules the release 48 h later; the sweep then writes the payout ledger once", async () => {
    const { orderNo, amount } = await paidOrder();
    const paid = await orderInfo(student.token, orderNo);
    expect(paid.hold).toMatchObject({ status: "held", releaseAt: null, checkedInAt: null, reportBy: null });

    const moderator = await staffSession("moderator");
    const refused = await ops("/rest/ops/orders/check-in", { staffToken: moderator, orderNo });
    expect(refused.code).not.toBe(0);
    expect((await orderInfo(student.token, orderNo)).status).toBe("paid");

    const adviser = await staffSession("adviser");
    const before = Date.now();
    const done = await ops("/rest/ops/orders/check-in", { staffToken: adviser, orderNo });
    expect(done.code, done.msg).toBe(0);
    expect(new Date(done.data.releaseAt).getTime()).toBeGreaterThanOrEqual(before + 48 * HOUR - 1000);
    const again = await ops("/rest/ops/orders/check-in", { staffToken: adviser, orderNo });
    expect(again.msg).toBe("Only a paid order can be marked as checked in");

    const info = await orderInfo(student.token, orderNo);
    expect(info.status).toBe("checked_in");
    expect(info.hold).toMatchObject({ status: "held", releaseAt: done.data.releaseAt });
    expect(new Date(info.hold.reportBy).getTime()).toBeCloseTo(new Date(info.hold.checkedInAt).getTime() + 24 * HOUR, -3);
    const queue = await ops("/rest/ops/orders/list", { staffToken: adviser });
    expect(queue.data.list.find((o: { orderNo: string }) => o.orderNo === orderNo)).toMatchObject({ status: "checked_in", hold: "held" });

    await hold.releaseDueHolds(new Date(Date.now() + 47 * HOUR));
    expect(await payoutsOf(orderNo)).toEqual([]);
    await hold.releaseDueHolds(new Date(Date.now() + 49 * HOUR));
    await hold.releaseDueHolds(new Date(Date.now() + 50 * HOUR));
    const ledger = await payoutsOf(orderNo);
    expect(ledger).toEqual([expect.objectContaining({ amount, commission: Math.round(amount * 0.1), net: amount - Math.round(amount * 0.1), currency: "GBP" })]);
    const released = await orderInfo(student.token, orderNo);
    expect(released.hold).toMatchObject({ status: "released", reportBy: null });
    // An adviser may work orders but not read the ledger; finance may.
    expect((await ops("/rest/ops/payouts/list", { staffToken: adviser })).code).not.toBe(0);
    const finance = await staffSession("finance");
    expect((await ops("/rest/ops/payouts/list", { staffToken: finance })).data.list.some((p: { orderNo: string }) => p.orderNo === orderNo)).toBe(true);
  });

  test("a report within 24 h freezes the release and opens a case; staff release it after looking; one report per order", async () => {
    const { orderNo } = await paidOrder();
    expect((await ops("/rest/ops/orders/check-in", { operatorToken: TOKEN, orderNo })).code).toBe(0);
    const short = await callSigned(`${U}/order/report`, { orderNo, reason: "bad" }, { token: student.token, language: "en" });
    expect(short.msg).toBe("Please say what is not as described (10 to 1,000 characters)");
    const made = await callSigned(`${U}/order/report`, { orderNo, reason: "The room has no window, unlike the photos." }, { token: student.token, language: "en" });
    expect(made.code, made.msg).toBe(0);
    const twice = await callSigned(`${U}/order/report`, { orderNo, reason: "The room has no window, unlike the photos." }, { token: student.token, language: "en" });
    expect(twice.msg).toBe("This order has been reported already; staff are looking into it");
    expect((await orderInfo(student.token, orderNo)).hold).toMatchObject({ status: "frozen", releaseAt: null, reportBy: null });

    await hold.releaseDueHolds(new Date(Date.now() + 49 * HOUR));
    expect(await payoutsOf(orderNo)).toEqual([]);
    const queue = await ops("/rest/ops/orders/list", { operatorToken: TOKEN });
    expect(queue.data.list[0]).toMatchObject({ orderNo, hold: "frozen", case: { status: "open", reason: "The room has no window, unlike the photos." } });

    const released = await ops("/rest/ops/orders/release", { operatorToken: TOKEN, orderNo });
    expect(released.code, released.msg).toBe(0);
    expect(await payoutsOf(orderNo)).toHaveLength(1);
    expect((await orderInfo(student.token, orderNo)).hold.status).toBe("released");
    expect((await ops("/rest/ops/orders/release", { operatorToken: TOKEN, orderNo })).msg).toBe("This order has no open report");
  });

  test("no report after 24 h, nor on someone else's order; the page's report form keeps the text it refuses", async () => {
    const { orderNo } = await paidOrder();
    const early = await callSigned(`${U}/order/report`, { orderNo, reason: "Not checked in yet but reporting." }, { token: student.token, language: "en" });
    expect(early.msg).toBe("A room not as described can be reported only within 24 hours of check-in");
    expect((await ops("/rest/ops/orders/check-in", { operatorToken: TOKEN, orderNo })).code).toBe(0);
    await expect(hold.reportNotAsDescribed(student.userId, orderNo, "Too late to tell you this.", new Date(Date.now() + 25 * HOUR))).rejects.toMatchObject({ key: "report_window_closed" });
    const other = await studentWithCookie("not-the-holder");
    const theirs = await callSigned(`${U}/order/report`, { orderNo, reason: "Not my order but reporting it." }, { token: other.token, language: "en" });
    expect(theirs.code).toBe(1);

    const route = await import("~/routes/$lang.user.order.$orderNo");
    const res = (await route.action({
      request: new Request(`http://localhost:3000/en/user/order/${orderNo}`, {
        method: "POST",
        headers: { cookie: student.cookie, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "report", reason: "short" }).toString(),
      }),
      params: { lang: "en", orderNo },
      context: {},
    })) as unknown as { data: { reportError: string; reason: string }; init: { status: number } };
    expect(res.init?.status).toBe(400);
    expect(res.data).toEqual({ reportError: "Please say what is not as described (10 to 1,000 characters)", reason: "short" });
    expect((await orderInfo(student.token, orderNo)).hold.status).toBe("held");
  });
});

describe("a report upheld: refunded after check-in, before the release", () => {
  test("finance refunds a frozen hold in full; the case closes as refunded, the unit returns and nothing reaches the ledger", async () => {
    const { orderNo, amount } = await paidOrder();
    expect((await ops("/rest/ops/orders/check-in", { operatorToken: TOKEN, orderNo })).code).toBe(0);
    // No open report: the rule does not apply.
    const finance = await staffSession("finance");
    expect((await ops("/rest/ops/orders/refund-case", { staffToken: finance, orderNo })).msg).toBe("This order has no open report");
    const made = await callSigned(`${U}/order/report`, { orderNo, reason: "The room has no window, unlike the photos." }, { token: student.token, language: "en" });
    expect(made.code, made.msg).toBe(0);
    const stock = await stockOf(orderNo);

    // An adviser may release but not refund.
    const adviser = await staffSession("adviser");
    expect((await ops("/rest/ops/orders/refund-case", { staffToken: adviser, orderNo })).code).not.toBe(0);
    expect((await orderInfo(student.token, orderNo)).status).toBe("checked_in");

    const done = await ops("/rest/ops/orders/refund-case", { staffToken: finance, orderNo });
    expect(done.code, done.msg).toBe(0);
    expect(done.data).toEqual({ orderNo, rule: "not_as_described", refund: amount, currency: "GBP" });
    const info = await orderInfo(student.token, orderNo);
    expect(info.status).toBe("refunded");
    expect(info.hold).toBeNull();
    expect(info.refunds).toEqual([expect.objectContaining({ amount, rule: "not_as_described", status: "succeeded", ruleText: "Reported not as described within 24 hours of check-in and upheld: a full refund" })]);
    expect(await stockOf(orderNo)).toBe(stock + 1);
    const cn = await orderInfo(student.token, orderNo, "cn");
    expect(cn.refunds[0].ruleText).toBe("入住 24 小时内报告房源与描述不符，经核实：全额退款");

    await hold.releaseDueHolds(new Date(Date.now() + 49 * HOUR));
    expect(await payoutsOf(orderNo)).toEqual([]);
    expect((await ops("/rest/ops/orders/refund-case", { staffToken: finance, orderNo })).msg).toBe("This order has no open report");
    expect((await ops("/rest/ops/orders/release", { staffToken: finance, orderNo })).msg).toBe("This order has no open report");
    const { query } = await import("../../api/db/client");
    const [c] = await query<{ status: string; resolved_by: string }>(sql`SELECT c.status, c.resolved_by FROM order_cases c JOIN orders o ON o.id = c.order_id WHERE o.order_no = ${orderNo}`);
    expect(c.status).toBe("refunded");
    const [a] = await query<{ role: string; after: { rule: string; amount: number } }>(sql`SELECT role, after FROM audit_log WHERE record = ${orderNo} AND action = 'refund'`);
    expect(a).toMatchObject({ role: "finance", after: { rule: "not_as_described", amount } });
  });

  test("once released to the landlord, a report can no longer be refunded", async () => {
    const { orderNo } = await paidOrder();
    expect((await ops("/rest/ops/orders/check-in", { operatorToken: TOKEN, orderNo })).code).toBe(0);
    await callSigned(`${U}/order/report`, { orderNo, reason: "The room has no window, unlike the photos." }, { token: student.token, language: "en" });
    expect((await ops("/rest/ops/orders/release", { operatorToken: TOKEN, orderNo })).code).toBe(0);
    expect((await ops("/rest/ops/orders/refund-case", { operatorToken: TOKEN, orderNo })).msg).toBe("This order has no open report");
    expect((await orderInfo(student.token, orderNo)).status).toBe("checked_in");
    expect(await payoutsOf(orderNo)).toHaveLength(1);
  });
});

describe("landlords mark check-in for their own apartments", () => {
  test("the apartment's landlord sees its paid orders and marks check-in (audited as landlord); another landlord is told the order does not exist", async () => {
    const room = await unownedRoom();
    const { orderNo } = await paidOrder(room.roomCode);
    const { query } = await import("../../api/db/client");
    const owner = await staffSession("landlord", [room.buildingCode]);
    let other = await unownedRoom();
    while (other.buildingCode === room.buildingCode) other = await unownedRoom();
    const stranger = await staffSession("landlord", [other.buildingCode]);

    const theirs = await ops("/rest/ops/orders/list", { staffToken: stranger });
    expect(theirs.code, theirs.msg).toBe(0);
    expect(theirs.data.list.some((o: { orderNo: string }) => o.orderNo === orderNo)).toBe(false);
    const refused = await ops("/rest/ops/orders/check-in", { staffToken: stranger, orderNo });
    expect(refused.msg).toBe("This order does not exist");
    expect((await orderInfo(student.token, orderNo)).status).toBe("paid");

    const mine = await ops("/rest/ops/orders/list", { staffToken: owner });
    expect(mine.data.list.find((o: { orderNo: string }) => o.orderNo === orderNo)).toMatchObject({ status: "paid", hold: "held" });
    const done = await ops("/rest/ops/orders/check-in", { staffToken: owner, orderNo });
    expect(done.code, done.msg).toBe(0);
    expect((await orderInfo(student.token, orderNo)).status).toBe("checked_in");
    const [a] = await query<{ role: string }>(sql`SELECT role FROM audit_log WHERE record = ${orderNo} AND action = 'check_in'`);
    expect(a.role).toBe("landlord");
    // Check-in is all a landlord does to an order: no release, no refund.
    await callSigned(`${U}/order/report`, { orderNo, reason: "The room has no window, unlike the photos." }, { token: student.token, language: "en" });
    expect((await ops("/rest/ops/orders/release", { staffToken: owner, orderNo })).code).not.toBe(0);
    expect((await ops("/rest/ops/orders/refund-case", { staffToken: owner, orderNo })).code).not.toBe(0);
  });
});
