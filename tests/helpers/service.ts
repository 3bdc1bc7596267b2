import { expect } from "vitest";
import { callSigned, setupApi, type Envelope, type Fields } from "./api";
import { APPLICANT } from "./applicant";

/**
 * Shared steps of the online-service suites (tests/api/service/service.test.ts, tests/security/
 * service-idor.test.ts, tests/api/service/service-stream.test.ts): a room to apply for, an application
 * and its order, the staff token, and the student's and the staff desk's calls.
 */
export const SVC = "/rest/user/client/service";
export const OPS = "/rest/ops/service";
export const SERVICE_OPERATOR_TOKEN = "operator-token-for-service-tests-01";

export async function useOperatorToken(token: string | undefined) {
  if (token === undefined) delete process.env.OPERATOR_TOKEN;
  else process.env.OPERATOR_TOKEN = token;
  const { resetEnvCache } = await import("#core/env.server");
  resetEnvCache();
}

let room: { code: string; leaseTerm: number; moveIn: string } | undefined;

async function aRoom() {
  if (room) return room;
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
  return room;
}

/** A new application of the student's; answers its applyCode. */
export async function newApplication(token: string, extra: Fields = {}): Promise<string> {
  const r = await aRoom();
  const applied = await callSigned(
    "/rest/user/client/intent/apply",
    {
      roomCode: r.code,
      mobilePrefixId: 317,
      mobile: "13800138000",
      moveInDate: r.moveIn,
      leaseTerm: r.leaseTerm,
      paymentPlan: "term",
      agree: "on",
      ...APPLICANT,
      ...extra,
    },
    { token }
  );
  expect(applied.code, applied.msg).toBe(0);
  return applied.data.applyCode as string;
}

/** A new application approved by staff (the staff token must be set); answers its orderNo. */
export async function newOrder(token: string): Promise<{ applyCode: string; orderNo: string }> {
  const applyCode = await newApplication(token);
  const approved = await callSigned("/rest/ops/intent/status", { operatorToken: SERVICE_OPERATOR_TOKEN, applyCode, status: "approved" });
  expect(approved.code, approved.msg).toBe(0);
  return { applyCode, orderNo: approved.data.orderNo as string };
}

/** The student writes; answers the envelope. */
export function send(token: string, fields: Fields, language: "cn" | "en" = "en"): Promise<Envelope> {
  return callSigned(`${SVC}/send`, fields, { token, language });
}

/** A staff call with the token (override it with `operatorToken` in fields). */
export function staff(path: "list" | "read" | "reply" | "close", fields: Fields = {}, language: "cn" | "en" = "en"): Promise<Envelope> {
  return callSigned(`${OPS}/${path}`, { operatorToken: SERVICE_OPERATOR_TOKEN, ...fields }, { language });
}

/** Makes the student away from a conversation: last on screen ten minutes ago. */
export async function markAway(conversationId: number) {
  const { db } = await import("../../api/db/client");
  const { serviceConversations } = await import("../../api/db/schema");
  const { eq, sql } = await import("drizzle-orm");
  await db()
    .update(serviceConversations)
    .set({ studentSeenAt: sql`now() - interval '10 minutes'` })
    .where(eq(serviceConversations.id, conversationId));
}

/** Gives the user a phone (+86) and/or a verified e-mail address, for the away notices. */
export async function setContact(userId: number, contact: { mobile?: string; email?: string }) {
  const { db } = await import("../../api/db/client");
  const { users } = await import("../../api/db/schema");
  const { eq } = await import("drizzle-orm");
  await db()
    .update(users)
    .set({
      mobilePrefixId: contact.mobile ? 317 : null,
      mobile: contact.mobile ?? null,
      email: contact.email ?? null,
      emailVerifiedAt: contact.email ? new Date() : null,
    })
    .where(eq(users.id, userId));
}
