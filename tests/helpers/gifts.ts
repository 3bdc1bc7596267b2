import { expect } from "vitest";
import { callSigned, setupApi } from "./api";
import { APPLICANT } from "./applicant";

/** My gift's tests: apartments with offers set by the test, and orders placed at them. */
export async function useOperatorToken(token: string | undefined): Promise<void> {
  if (token === undefined) delete process.env.OPERATOR_TOKEN;
  else process.env.OPERATOR_TOKEN = token;
  const { resetEnvCache } = await import("#core/env.server");
  resetEnvCache();
}

/** `count` UK apartments (weekly rents) each with a room that has stock and a 51-week term. */
export async function ukRooms(count: number): Promise<{ building: string; room: string }[]> {
  await setupApi();
  const { query } = await import("../../api/db/client");
  const { sql } = await import("drizzle-orm");
  const rows = await query<{ building: string; room: string }>(sql`
    SELECT DISTINCT ON (b.id) b.code AS building, r.code AS room FROM buildings b
    JOIN countries co ON co.id = b.country_id JOIN rooms r ON r.building_id = b.id
    WHERE co.iso2 = 'GB' AND b.is_published AND r.stock > 5 AND 51 = ANY(r.lease_terms)
    ORDER BY b.id DESC, r.id LIMIT ${count}`);
  expect(rows).toHaveLength(count);
  return rows;
}

/** Replaces an apartment's offers (buildings.fees.offers), keeping its other fees. */
export async function setOffers(buildingCode: string, offers: unknown[]): Promise<void> {
  const { query } = await import("../../api/db/client");
  const { sql } = await import("drizzle-orm");
  await query(sql`UPDATE buildings SET fees = jsonb_set(fees, '{offers}', ${JSON.stringify(offers)}::jsonb) WHERE code = ${buildingCode}`);
}

/** Places an order: the student applies for the room's tenancy of `kind`, staff approve it. */
export async function placeOrder(opts: { room: string; token: string; mobile: string; operatorToken: string; kind?: string }): Promise<string> {
  const info = await callSigned("/rest/building/client/room/info", { roomCode: opts.room }, { language: "en" });
  expect(info.code, info.msg).toBe(0);
  const tenancy = (info.data.tenancies as { code: string; kind: string }[]).find((t) => t.kind === (opts.kind ?? "full_year"));
  expect(tenancy, `${opts.room} offers a ${opts.kind ?? "full_year"} tenancy`).toBeTruthy();
  const applied = await callSigned(
    "/rest/user/client/intent/apply",
    {
      roomCode: opts.room,
      tenancyCode: tenancy!.code,
      mobilePrefixId: 317,
      mobile: opts.mobile,
      paymentPlan: "term",
      agree: "on",
      ...APPLICANT,
    },
    { token: opts.token },
  );
  expect(applied.code, applied.msg).toBe(0);
  // Approval takes a unit of the room: these tests place many orders on one room, so a unit is
  // added first (the gift rules, not the stock, are under test here).
  const { query } = await import("../../api/db/client");
  const { sql } = await import("drizzle-orm");
  await query(sql`UPDATE rooms SET stock = stock + 1 WHERE code = ${opts.room}`);
  const approved = await callSigned("/rest/ops/intent/status", { operatorToken: opts.operatorToken, applyCode: applied.data.applyCode, status: "approved" });
  expect(approved.code, approved.msg).toBe(0);
  return approved.data.orderNo as string;
}

/** Staff move the order through `statuses`; resolves once the student's notices are sent. */
export async function moveOrder(orderNo: string, operatorToken: string, ...statuses: string[]): Promise<void> {
  for (const status of statuses) {
    const r = await callSigned("/rest/ops/order/status", { operatorToken, orderNo, status });
    expect(r.code, `${status}: ${r.msg}`).toBe(0);
  }
  const { giftNoticesSent } = await import("../../api/gifts/notify");
  await giftNoticesSent();
}
