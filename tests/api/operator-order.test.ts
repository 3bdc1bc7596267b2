import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { callSigned, createTestUser, setupApi } from "../helpers/api";
import { APPLICANT } from "../helpers/applicant";

/**
 * /rest/ops/order/status (api/platform/operator.ts): the staff endpoint behind OPERATOR_TOKEN that
 * moves an order through pending_payment → paid | cancelled, paid → checked_in | refunded,
 * checked_in → completed. It refuses without the token, with a wrong one, and any other move;
 * every accepted move is in the order's history the student reads.
 */
const U = "/rest/user/client";
const OPS = "/rest/ops/order/status";
const TOKEN = "operator-token-for-order-tests-42";
let student: { userId: number; token: string };
let room: { code: string; leaseTerm: number; moveIn: string };

beforeAll(async () => {
  await setupApi();
  const { db } = await import("../../api/db/client");
  const { rooms, buildings } = await import("../../api/db/schema");
  const { and, eq, gt } = await import("drizzle-orm");
  const [r] = await db()
    .select({ code: rooms.code, leaseTerms: rooms.leaseTerms, availableFrom: rooms.availableFrom })
    .from(rooms)
    .innerJoin(buildings, eq(buildings.id, rooms.buildingId))
    .where(and(gt(rooms.stock, 0), eq(buildings.isPublished, true)))
    .limit(1);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  room = { code: r.code, leaseTerm: r.leaseTerms[0], moveIn: r.availableFrom > tomorrow ? r.availableFrom : tomorrow };
  student = await createTestUser({ userName: "ops-order" });
  await useOperatorToken(TOKEN);
});

afterAll(async () => {
  await useOperatorToken(undefined);
});

async function useOperatorToken(token: string | undefined) {
  if (token === undefined) delete process.env.OPERATOR_TOKEN;
  else process.env.OPERATOR_TOKEN = token;
  const { resetEnvCache } = await import("#core/env.server");
  resetEnvCache();
}

/** A fresh order in pending_payment: an application approved by staff. */
async function newOrder(): Promise<string> {
  const applied = await callSigned(
    `${U}/intent/apply`,
    {
      roomCode: room.code,
      mobilePrefixId: 317,
      mobile: "13800138000",
      moveInDate: room.moveIn,
      leaseTerm: room.leaseTerm,
      paymentPlan: "term",
      agree: "on",
      ...APPLICANT,
    },
    { token: student.token },
  );
  expect(applied.code, applied.msg).toBe(0);
  const approved = await callSigned("/rest/ops/intent/status", { operatorToken: TOKEN, applyCode: applied.data.applyCode, status: "approved" });
  expect(approved.code, approved.msg).toBe(0);
  return approved.data.orderNo as string;
}

/** `operatorToken: null` sends none. */
async function move(orderNo: string, status: string, operatorToken: string | null = TOKEN) {
  return callSigned(OPS, { operatorToken, orderNo, status, note: `to ${status}` }, { language: "en" });
}

async function orderOf(orderNo: string) {
  const info = await callSigned(`${U}/order/info`, { orderNo }, { token: student.token });
  expect(info.code, info.msg).toBe(0);
  return info.data as { status: string; history: { from: string | null; to: string; actor: string }[] };
}

describe("/rest/ops/order/status", () => {
  test("refuses without the token, with a wrong one, and when no token is configured", async () => {
    const orderNo = await newOrder();
    const missing = await move(orderNo, "paid", null);
    expect(missing.code).toBe(1);
    expect(missing.msg).toBe("operatorToken is required");
    const wrong = await move(orderNo, "paid", "operator-token-for-order-tests-43");
    expect(wrong.code).toBe(1);
    expect(wrong.msg).toBe("Operator access is not allowed");
    await useOperatorToken(undefined);
    try {
      const unset = await move(orderNo, "paid");
      expect(unset.code).toBe(1);
      expect(unset.msg).toBe("Operator access is not allowed");
    } finally {
      await useOperatorToken(TOKEN);
    }
    expect((await orderOf(orderNo)).status).toBe("pending_payment");
  });

  test("moves an order through payment, check-in and completion, each step in its history", async () => {
    const orderNo = await newOrder();
    for (const status of ["paid", "checked_in", "completed"]) {
      const r = await move(orderNo, status);
      expect(r.code, r.msg).toBe(0);
      expect(r.data).toEqual({ orderNo, status });
    }
    const order = await orderOf(orderNo);
    expect(order.status).toBe("completed");
    expect(order.history.map((h) => h.to)).toEqual(["pending_payment", "paid", "checked_in", "completed"]);
    expect(order.history.slice(1).map((h) => h.from)).toEqual(["pending_payment", "paid", "checked_in"]);
    expect(order.history.slice(1).every((h) => h.actor === "staff")).toBe(true);
  });

  test("refuses a move the order's status does not allow, and leaves the order as it was", async () => {
    const orderNo = await newOrder();
    for (const status of ["checked_in", "completed", "refunded"]) {
      const r = await move(orderNo, status);
      expect(r.code, status).toBe(1);
      expect(r.msg).toBe("The status cannot change to that value now");
    }
    expect((await move(orderNo, "paid")).code).toBe(0);
    const back = await move(orderNo, "pending_payment");
    expect(back.code).toBe(1);
    expect(back.msg).toBe("The status cannot change to that value now");
    expect((await move(orderNo, "refunded")).data).toEqual({ orderNo, status: "refunded" });
    for (const status of ["paid", "checked_in", "completed", "cancelled"]) expect((await move(orderNo, status)).code, status).toBe(1);
    const order = await orderOf(orderNo);
    expect(order.status).toBe("refunded");
    expect(order.history.map((h) => h.to)).toEqual(["pending_payment", "paid", "refunded"]);
  });

  test("a cancelled order stays cancelled; the same status again changes nothing", async () => {
    const orderNo = await newOrder();
    expect((await move(orderNo, "cancelled")).data).toEqual({ orderNo, status: "cancelled" });
    expect((await move(orderNo, "cancelled")).data).toEqual({ orderNo, status: "cancelled" });
    expect((await move(orderNo, "paid")).code).toBe(1);
    const order = await orderOf(orderNo);
    expect(order.status).toBe("cancelled");
    expect(order.history.map((h) => h.to)).toEqual(["pending_payment", "cancelled"]);
  });

  test("answers a translated refusal for an unknown order or status, never a 500", async () => {
    const unknown = await move("O000000NOSUCH", "paid");
    expect(unknown.code).toBe(1);
    expect(unknown.msg).toBe("This order does not exist");
    const orderNo = await newOrder();
    const bad = await move(orderNo, "shipped");
    expect(bad.code).toBe(1);
    expect(bad.msg).toBeTruthy();
    expect((await orderOf(orderNo)).status).toBe("pending_payment");
  });
});
