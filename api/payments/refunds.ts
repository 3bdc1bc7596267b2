import { and, asc, desc, eq, inArray, isNull, lte, or } from "drizzle-orm";
import { logger } from "#core/log.server";
import { db } from "../db/client";
import { payments, refunds } from "../db/schema";
import { dayCode } from "../platform/day-code";
import type { Tx } from "../platform/idempotency";
import { ApiError } from "../http/envelope";
import { paymentProvider } from "./configured";

/**
 * Refunds through the provider. A refund is decided (how much, by which rule: api/orders) and its
 * rows written in the transaction that cancels the order; the provider is called after that
 * commits, one call per payment refunded, each with its own idempotency key, so a retry (the
 * order sweep retries refunds the provider did not take) refunds once. A refund the provider
 * accepted as pending stays pending until its event says it settled or failed. A failed one is
 * retried by staff (reopenFailedRefund): a new attempt with a key of its own, since the provider
 * would answer the old key with the old failure.
 */

/** What is left to refund of each succeeded payment of an order (its amount less its refunds), newest first. */
async function refundable(tx: Tx, orderId: number) {
  const paid = await tx.select().from(payments).where(and(eq(payments.orderId, orderId), eq(payments.status, "succeeded"))).orderBy(desc(payments.id));
  const done = paid.length ? await tx.select().from(refunds).where(inArray(refunds.paymentId, paid.map((p) => p.id))) : [];
  return paid.map((p) => ({ payment: p, left: p.amount - done.filter((r) => r.paymentId === p.id && r.status !== "failed").reduce((a, r) => a + r.amount, 0) }));
}

/** The total paid on an order less what was (or is being) refunded. */
export async function netPaid(orderId: number, tx: Tx | ReturnType<typeof db> = db()): Promise<number> {
  return (await refundable(tx as Tx, orderId)).reduce((a, x) => a + x.left, 0);
}

/**
 * Writes the refund rows for `amount` of an order (the newest payments first), in the caller's
 * transaction. Returns their ids, to execute once it commits.
 */
export async function planRefund(tx: Tx, orderId: number, amount: number, rule: string, requestedAt: Date, promisedBy: Date): Promise<number[]> {
  let rest = amount;
  const ids: number[] = [];
  for (const { payment, left } of await refundable(tx, orderId)) {
    if (rest <= 0) break;
    const part = Math.min(rest, left);
    if (part <= 0) continue;
    const refundNo = dayCode("R");
    const [row] = await tx
      .insert(refunds)
      .values({ refundNo, orderId, paymentId: payment.id, amount: part, currency: payment.currency, rule, requestedAt, promisedBy, idempotencyKey: `refund:${payment.paymentNo}:${refundNo}` })
      .returning({ id: refunds.id });
    ids.push(row.id);
    rest -= part;
  }
  return ids;
}

/** Calls the provider for each pending refund in `ids` not yet taken by it; records its answer and when it completed. */
export async function executeRefunds(ids: number[]): Promise<void> {
  if (!ids.length) return;
  const provider = paymentProvider();
  const rows = await db()
    .select({ refund: refunds, payment: payments })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(inArray(refunds.id, ids), eq(refunds.status, "pending"), isNull(refunds.providerRef)))
    .orderBy(asc(refunds.id));
  for (const { refund: r, payment: p } of rows) {
    if (p.provider !== provider.name || !p.providerRef) {
      logger.warn({ refundNo: r.refundNo, provider: p.provider }, "refund's payment was taken by another provider than the configured one: left for staff");
      continue;
    }
    try {
      const done = await provider.refund({ refundNo: r.refundNo, paymentRef: p.providerRef, amount: r.amount, currency: r.currency, idempotencyKey: r.idempotencyKey });
      await db()
        .update(refunds)
        .set({ providerRef: done.providerRef, status: done.status, completedAt: done.status === "succeeded" ? new Date() : null, ...(done.status === "failed" ? { failedAt: new Date() } : {}) })
        .where(eq(refunds.id, r.id));
    } catch (e) {
      // Not taken (provider down, refused call): the sweep tries again with the same key.
      logger.warn({ err: e instanceof Error ? e.message : e, refundNo: r.refundNo }, "refund not taken by the provider; retried by the sweep");
    }
  }
}

/** The sweep: refunds the provider has not taken yet, requested at least a minute ago (not racing the request that made them). */
export async function retryRefunds(now = new Date()): Promise<void> {
  const rows = await db()
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.status, "pending"), isNull(refunds.providerRef), lte(refunds.requestedAt, new Date(now.getTime() - 60_000))))
    .limit(200);
  await executeRefunds(rows.map((r) => r.id));
}

/** An order's refunds, oldest first (order/info). */
export async function refundsOf(orderId: number) {
  return db().select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
}

/**
 * Reopens a failed refund for another attempt, in the caller's transaction (which audits it):
 * pending again, not taken, its attempt counted and named in a new idempotency key. A refund that
 * is not failed (a second click, another staff member first) is left as it is: the call is
 * idempotent. Refused when the payment's other refunds have since taken what it would give back.
 * Answers the refund's id to execute once the transaction commits, or null when nothing reopened.
 */
export async function reopenFailedRefund(tx: Tx, refundNo: string): Promise<{ id: number; reopened: boolean; attempts: number; status: string } | null> {
  const [row] = await tx.select({ refund: refunds, payment: payments }).from(refunds).innerJoin(payments, eq(payments.id, refunds.paymentId)).where(eq(refunds.refundNo, refundNo)).for("update").limit(1);
  if (!row) return null;
  const r = row.refund;
  if (r.status !== "failed") return { id: r.id, reopened: false, attempts: r.attempts, status: r.status };
  const others = await tx.select({ amount: refunds.amount, status: refunds.status, id: refunds.id }).from(refunds).where(eq(refunds.paymentId, r.paymentId));
  const taken = others.filter((x) => x.id !== r.id && x.status !== "failed").reduce((a, x) => a + x.amount, 0);
  if (taken + r.amount > row.payment.amount) throw new ApiError("refund_not_retryable");
  const attempts = r.attempts + 1;
  await tx
    .update(refunds)
    .set({ status: "pending", providerRef: null, completedAt: null, attempts, idempotencyKey: `refund:${row.payment.paymentNo}:${r.refundNo}:${attempts}` })
    .where(eq(refunds.id, r.id));
  return { id: r.id, reopened: true, attempts, status: "pending" };
}

/** Refunds staff must look at: failed ones, and pending ones the provider has not taken for an hour (the sweep keeps trying those). */
export async function refundsNeedingAttention(now = new Date()) {
  return db()
    .select({ refund: refunds, paymentNo: payments.paymentNo })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(or(eq(refunds.status, "failed"), and(eq(refunds.status, "pending"), isNull(refunds.providerRef), lte(refunds.requestedAt, new Date(now.getTime() - HOUR)))))
    .orderBy(asc(refunds.requestedAt))
    .limit(200);
}
const HOUR = 3_600_000;
