import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { costOf, scheduleOf, standardFees, tenanciesOf, type Tenancy } from "../../api/catalogue/costs";
import { callSigned, createTestUser, setupApi } from "../helpers/api";
import { APPLICANT } from "../helpers/applicant";

/**
 * Booking: the quote locked at application (what is due follows the chosen plan; the order's
 * amounts come from it; a later price change does not move it), the unit taken on approval (the
 * last one cannot be approved twice, even from 50 requests at once), and the payment window after
 * which an unpaid order expires, gives its unit back and the student is told.
 */
const U = "/rest/user/client";
const TOKEN = "operator-token-for-booking-tests-1";
let student: { userId: number; token: string };
let room: { id: number; code: string };

beforeAll(async () => {
  await setupApi();
  const { query } = await import("../../api/db/client");
  const { sql } = await import("drizzle-orm");
  // A UK room letting 51 weeks, in an apartment that needs no guarantor checks beyond the applicant's.
  const [r] = await query<{ id: number; code: string }>(sql`SELECT r.id, r.code FROM rooms r JOIN buildings b ON b.id = r.building_id
    JOIN countries co ON co.id = b.country_id WHERE co.iso2 = 'GB' AND b.is_published AND r.stock > 0 AND 51 = ANY(r.lease_terms) ORDER BY r.id LIMIT 1`);
  room = r;
  student = await createTestUser({ userName: "booking" });
  process.env.OPERATOR_TOKEN = TOKEN;
  const { resetEnvCache } = await import("#core/env.server");
  resetEnvCache();
});

afterAll(async () => {
  delete process.env.OPERATOR_TOKEN;
  const { resetEnvCache } = await import("#core/env.server");
  resetEnvCache();
});

async function stockOf(roomId: number): Promise<number> {
  const { query } = await import("../../api/db/client");
  const { sql } = await import("drizzle-orm");
  const [r] = await query<{ stock: number }>(sql`SELECT stock FROM rooms WHERE id = ${roomId}`);
  return r.stock;
}
async function setStock(roomId: number, stock: number) {
  const { query } = await import("../../api/db/client");
  const { sql } = await import("drizzle-orm");
  await query(sql`UPDATE rooms SET stock = ${stock} WHERE id = ${roomId}`);
}

async function tenancies(language: "cn" | "en" = "en") {
  const r = await callSigned(`${U}/apply/form`, { roomCode: room.code }, { token: student.token, language });
  expect(r.code, r.msg).toBe(0);
  return r.data as { tenancies: (Tenancy & { available: boolean })[]; costs: { tenancyCode: string; plans: { plan: string; upfront: number; instalments: number }[] }[] };
}

async function apply(tenancyCode: string, paymentPlan: string, who = student) {
  const r = await callSigned(
    `${U}/intent/apply`,
    { roomCode: room.code, tenancyCode, mobilePrefixId: 317, mobile: "13800138000", paymentPlan, agree: "on", ...APPLICANT },
    { token: who.token },
  );
  expect(r.code, r.msg).toBe(0);
  return r.data.applyCode as string;
}

const approve = (applyCode: string) => callSigned("/rest/ops/intent/status", { operatorToken: TOKEN, applyCode, status: "approved" }, { language: "en" });

describe("the schedule follows the plan", () => {
  const fees = standardFees("GB", "week", [], 3);
  const list = tenanciesOf({ price: 300, leaseTerms: [44, 51], stock: 2 }, "GB", "week", "2026-11-22", "en");
  const year = list.find((t) => t.leaseTerm === 51)!;
  const january = list.find((t) => t.kind === "second_intake")!;

  test("in full: the whole rent is due before moving in; per term: a third; monthly: a month's", () => {
    const cost = costOf(year, fees, "en", null);
    const booking = cost.fees.find((f) => f.key === "booking")!.amount;
    // The rent with utilities (bills not included here); no percentage discount on these fees.
    const rentDue = cost.rent + cost.fees.find((f) => f.key === "utilities")!.amount;
    const full = scheduleOf(year, cost, "full");
    expect(full).toHaveLength(1);
    expect(full[0].amount).toBe(booking + cost.deposit + rentDue);
    const term = scheduleOf(year, cost, "term");
    expect(term).toHaveLength(3);
    expect(term[0].amount).toBe(booking + cost.deposit + rentDue - 2 * Math.floor(rentDue / 3));
    const monthly = scheduleOf(year, cost, "monthly");
    expect(monthly).toHaveLength(12);
    expect(monthly[0].amount).toBeLessThan(booking + cost.deposit + rentDue / 6);
    // Every plan pays the same rent in all, on dates inside the tenancy, in order.
    for (const s of [full, term, monthly]) {
      expect(s.flatMap((p) => p.lines).filter((l) => l.key === "rent").reduce((n, l) => n + l.amount, 0)).toBe(rentDue);
      const dates = s.slice(1).map((p) => p.dueDate!);
      expect([...dates].sort()).toEqual(dates);
      for (const d of dates) expect(d > year.moveIn && d <= year.moveOut).toBe(true);
    }
    // The costs answer names the same upfront per plan.
    expect(cost.plans.map((p) => [p.plan, p.upfront])).toEqual([
      ["full", full[0].amount],
      ["term", term[0].amount],
      ["monthly", monthly[0].amount],
    ]);
  });

  test("monthly on a January start does not ask for the whole rent up front", () => {
    const cost = costOf(january, fees, "en", null);
    const monthly = scheduleOf(january, cost, "monthly");
    expect(monthly.length).toBeGreaterThan(5);
    expect(monthly[0].amount).toBeLessThan(cost.rent / 2);
  });
});

describe("the quote locked at application", () => {
  test("intent/info and order/info answer the same quote; the order's amount is its total; a later price change moves nothing", async () => {
    const { tenancies: list, costs } = await tenancies();
    const t = list.find((x) => x.leaseTerm === 51 && x.available)!;
    const shown = costs.find((c) => c.tenancyCode === t.code)!.plans.find((p) => p.plan === "term")!;
    const applyCode = await apply(t.code, "term");
    const info = await callSigned(`${U}/intent/info`, { applyCode }, { token: student.token, language: "en" });
    const q = info.data.quote;
    expect(q).toMatchObject({ plan: "term", currency: "GBP", upfront: shown.upfront, tenancy: { code: t.code, moveIn: t.moveIn, leaseTerm: 51 } });
    expect(q.schedule).toHaveLength(shown.instalments);
    expect(q.schedule[0]).toMatchObject({ seq: 0, kind: "upfront", dueDate: null, amount: shown.upfront });
    expect(q.fees[0].name).toBe("Booking fee");
    expect(q.rate?.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const { query } = await import("../../api/db/client");
    const { sql } = await import("drizzle-orm");
    await query(sql`UPDATE rooms SET price = price + 50 WHERE id = ${room.id}`);
    try {
      const approved = await approve(applyCode);
      expect(approved.code, approved.msg).toBe(0);
      const order = await callSigned(`${U}/order/info`, { orderNo: approved.data.orderNo }, { token: student.token, language: "cn" });
      expect(order.code, order.msg).toBe(0);
      expect(order.data.amount).toBe(q.total);
      expect(order.data.quote.total).toBe(q.total);
      expect(order.data.quote.schedule.map((p: { amount: number }) => p.amount)).toEqual(q.schedule.map((p: { amount: number }) => p.amount));
      expect(order.data.quote.fees[0].name).toBe("预订费");
      expect(Date.parse(order.data.payBy) - Date.now()).toBeGreaterThan(71 * 3_600_000);
    } finally {
      await query(sql`UPDATE rooms SET price = price - 50 WHERE id = ${room.id}`);
    }
  });
});

describe("the unit held on approval", () => {
  test("approval takes one unit; with none left it is refused and the application stays as it was", async () => {
    await setStock(room.id, 1);
    const { tenancies: list } = await tenancies();
    const t = list.find((x) => x.available)!;
    const first = await apply(t.code, "full");
    const second = await apply(t.code, "full");
    expect((await approve(first)).code).toBe(0);
    expect(await stockOf(room.id)).toBe(0);
    const refused = await approve(second);
    expect(refused.code).toBe(1);
    expect(refused.msg).toBe("No unit of this room is left, so the application cannot be approved; it stays as it was");
    const info = await callSigned(`${U}/intent/info`, { applyCode: second }, { token: student.token });
    expect(info.data.status).toBe("submitted");
    expect(info.data.orderNo).toBeNull();
    // The room page shows the same number: sold out.
    const page = await callSigned("/rest/building/client/room/info", { roomCode: room.code });
    expect(page.data.stock).toBe(0);
    expect(page.data.available).toBe(false);
  });

  test("50 parallel approvals of the last unit make exactly one order", async () => {
    await setStock(room.id, 50);
    const { tenancies: list } = await tenancies();
    const t = list.find((x) => x.leaseTerm === 51)!;
    const students = await Promise.all(Array.from({ length: 50 }, (_, i) => createTestUser({ userName: `race${i}` })));
    const codes: string[] = [];
    for (const s of students) codes.push(await apply(t.code, "full", s));
    await setStock(room.id, 1);
    const results = await Promise.all(codes.map((c) => approve(c)));
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.code === 1).every((r) => r.msg.startsWith("No unit of this room is left"))).toBe(true);
    expect(await stockOf(room.id)).toBe(0);
    const { db } = await import("../../api/db/client");
    const { applications, orders } = await import("../../api/db/schema");
    const { eq, inArray } = await import("drizzle-orm");
    const made = await db().select({ status: applications.status }).from(orders).innerJoin(applications, eq(applications.id, orders.applicationId)).where(inArray(applications.applyCode, codes));
    expect(made).toEqual([{ status: "approved" }]);
    const statuses = await db().select({ status: applications.status }).from(applications).where(inArray(applications.applyCode, codes));
    expect(statuses.filter((r) => r.status === "submitted")).toHaveLength(49);
  });

  test("an unpaid order expires after its window, gives its unit back and the student is told; cancelling gives it back too", async () => {
    await setStock(room.id, 2);
    const { tenancies: list } = await tenancies();
    const t = list.find((x) => x.available)!;
    const a = await apply(t.code, "monthly");
    const b = await apply(t.code, "monthly");
    const orderA = (await approve(a)).data.orderNo as string;
    const orderB = (await approve(b)).data.orderNo as string;
    expect(await stockOf(room.id)).toBe(0);

    const { query } = await import("../../api/db/client");
    const { sql } = await import("drizzle-orm");
    await query(sql`UPDATE orders SET pay_by = now() - interval '1 minute' WHERE order_no = ${orderA}`);
    const { expireUnpaidOrders } = await import("../../api/orders/service");
    expect(await expireUnpaidOrders()).toBe(1);
    expect(await expireUnpaidOrders()).toBe(0);
    const expired = await callSigned(`${U}/order/info`, { orderNo: orderA }, { token: student.token });
    expect(expired.data.status).toBe("expired");
    expect(expired.data.payBy).toBeNull();
    expect(expired.data.history.at(-1)).toMatchObject({ from: "pending_payment", to: "expired", actor: "system" });
    expect(await stockOf(room.id)).toBe(1);
    const { listOutbox } = await import("../../api/platform/outbox");
    expect((await listOutbox()).some((m) => m.text.includes(orderA) && m.text.includes("expired"))).toBe(true);

    const cancelled = await callSigned("/rest/ops/order/status", { operatorToken: TOKEN, orderNo: orderB, status: "cancelled" });
    expect(cancelled.code, cancelled.msg).toBe(0);
    expect(await stockOf(room.id)).toBe(2);
    // Cancelling again changes nothing (the unit is returned once).
    await callSigned("/rest/ops/order/status", { operatorToken: TOKEN, orderNo: orderB, status: "cancelled" });
    expect(await stockOf(room.id)).toBe(2);
  });
});
