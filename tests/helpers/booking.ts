import { expect } from "vitest";
import { callSigned, createTestUser } from "./api";
import { APPLICANT } from "./applicant";

/**
 * Booking helpers for the API suites: a student with the site's user cookie (to call page
 * actions as Remix does), and an order approved by staff from a locked quote.
 */
export const U = "/rest/user/client";

export interface Student {
  userId: number;
  token: string;
  cookie: string;
}

export async function studentWithCookie(name: string): Promise<Student> {
  const u = await createTestUser({ userName: name });
  const { db } = await import("../../api/db/client");
  const { users } = await import("../../api/db/schema");
  const { eq } = await import("drizzle-orm");
  const { writeUser } = await import("~/lib/cookies.server");
  const [row] = await db().select({ userCode: users.userCode }).from(users).where(eq(users.id, u.userId));
  const cookie = (await writeUser({ avatar: "", email: "", mobile: "", mobilePrefix: "86", mobilePrefixId: 317, pwdAction: 0, realName: "", token: u.token, userCode: row.userCode, userName: name })).split(";")[0];
  return { ...u, cookie };
}

/** An order approved (with the operator token) for a room of `iso2`'s currency, on `plan`. */
export async function approvedOrder(token: string, operatorToken: string, opts: { iso2?: string; plan?: "full" | "term" | "monthly"; offset?: number; roomCode?: string } = {}): Promise<string> {
  const { query } = await import("../../api/db/client");
  const { sql } = await import("drizzle-orm");
  const [r] = opts.roomCode
    ? [{ code: opts.roomCode }]
    : await query<{ code: string }>(sql`SELECT r.code FROM rooms r JOIN buildings b ON b.id = r.building_id JOIN countries co ON co.id = b.country_id
    WHERE co.iso2 = ${opts.iso2 ?? "GB"} AND b.is_published AND r.stock > 0 ORDER BY r.id LIMIT 1 OFFSET ${opts.offset ?? 0}`);
  const form = await callSigned(`${U}/apply/form`, { roomCode: r.code }, { token });
  const t = form.data.tenancies.find((x: { available: boolean }) => x.available);
  const applied = await callSigned(
    `${U}/intent/apply`,
    { roomCode: r.code, tenancyCode: t.code, mobilePrefixId: 317, mobile: "13800138000", paymentPlan: opts.plan ?? "term", agree: "on", ...APPLICANT },
    { token },
  );
  expect(applied.code, applied.msg).toBe(0);
  const approved = await callSigned("/rest/ops/intent/status", { operatorToken, applyCode: applied.data.applyCode, status: "approved" });
  expect(approved.code, approved.msg).toBe(0);
  return approved.data.orderNo;
}

export const orderInfo = async (token: string, orderNo: string, language: "en" | "cn" = "en") =>
  (await callSigned(`${U}/order/info`, { orderNo }, { token, language })).data;

export async function setEnv(vars: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  const { resetEnvCache } = await import("#core/env.server");
  resetEnvCache();
}

/** Pays the part due now through the development provider's signed webhook (the path a real provider takes). */
export async function payDue(token: string, orderNo: string): Promise<{ paymentNo: string; amount: number }> {
  const { send } = await import("./api");
  const { devWebhook } = await import("../../api/payments/dev");
  const pay = await callSigned(`${U}/order/pay`, { orderNo }, { token });
  expect(pay.code, pay.msg).toBe(0);
  const hook = devWebhook({ paymentNo: pay.data.paymentNo, providerRef: `pi_dev_${pay.data.paymentNo}`, amount: pay.data.amount, currency: pay.data.currency }, "succeed");
  const res = await send(
    new Request("http://in-process/rest/payments/webhook/dev", { method: "POST", headers: { "content-type": "application/json", "stripe-signature": hook.signature }, body: hook.body }),
  );
  expect(res.status).toBe(200);
  return { paymentNo: pay.data.paymentNo, amount: pay.data.amount };
}

/** A signed-in staff session of `role` (its one-time password replaced), for the /rest/ops/* calls. */
export async function staffSession(role: "admin" | "adviser" | "moderator" | "finance" | "landlord", buildingCodes?: string[]): Promise<string> {
  const { createStaffAccount } = await import("../../api/staff");
  const email = `${role}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const created = await createStaffAccount({ email, name: `${role} person`, role, buildingCodes }, null);
  // An address of its own (198.18.0.0/15, for tests): the lockout suites lock theirs, and on
  // PostgreSQL a worker's files share one database, so a shared address could be locked already.
  const address = `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
  const first = await callSigned("/rest/ops/auth/login", { email, password: created.password }, { headers: { "x-forwarded-for": address } });
  expect(first.code, first.msg).toBe(0);
  const changed = await callSigned("/rest/ops/auth/password", { staffToken: first.data.staffToken, currentPassword: created.password, newPassword: "a-long-new-password-1" });
  expect(changed.code, changed.msg).toBe(0);
  return first.data.staffToken;
}

/**
 * A room of a published GB apartment that no landlord account owns yet, with its apartment's
 * code: a suite that makes the apartment's landlord (an apartment has one) takes one nobody has.
 * The room has `minStock` units or more: each order a suite approves on it takes one.
 */
export async function unownedRoom(minStock = 2): Promise<{ roomCode: string; buildingCode: string }> {
  const { query } = await import("../../api/db/client");
  const { sql } = await import("drizzle-orm");
  const [r] = await query<{ room_code: string; building_code: string }>(sql`SELECT r.code AS room_code, b.code AS building_code FROM rooms r
    JOIN buildings b ON b.id = r.building_id JOIN countries co ON co.id = b.country_id
    WHERE co.iso2 = 'GB' AND b.is_published AND r.stock >= ${minStock} AND NOT EXISTS (SELECT 1 FROM landlord_buildings lb WHERE lb.building_id = b.id)
    ORDER BY random() LIMIT 1`);
  return { roomCode: r.room_code, buildingCode: r.building_code };
}
