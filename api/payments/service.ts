import { and, asc, eq } from "drizzle-orm";
import { logger } from "#core/log.server";
import { db } from "../db/client";
import { applications, orders, paymentEvents, payments, refunds } from "../db/schema";
import { ApiError } from "../http/envelope";
import { quoteOf, type Quote } from "../catalogue";
import { rateOf } from "../catalogue";
import { moveOrder } from "../applications";
import { dayCode } from "../platform/day-code";
import { paymentProvider } from "./configured";
import type { PaymentEvent } from "./provider";

/**
 * Paying an order's schedule. The amount of each part comes from the order's locked quote (the
 * client names only the order and, for an instalment, its number); each attempt is a `payments`
 * row with an idempotency key per order, part and attempt, so a double click or a retry reuses the
 * pending attempt and the provider charges once. Only a verified provider event (`applyEvent`)
 * marks a payment succeeded; the upfront part's success moves the order to `paid`.
 */

async function orderWithQuote(orderNo: string) {
  const [row] = await db()
    .select({ order: orders, quote: applications.quote })
    .from(orders)
    .leftJoin(applications, eq(applications.id, orders.applicationId))
    .where(eq(orders.orderNo, orderNo))
    .limit(1);
  return row ? { order: row.order, quote: quoteOf(row.quote) } : null;
}

/** The parts of the schedule already paid (succeeded), by seq. */
async function paidParts(orderId: number): Promise<Set<number>> {
  const rows = await db().select({ seq: payments.seq }).from(payments).where(and(eq(payments.orderId, orderId), eq(payments.status, "succeeded")));
  return new Set(rows.map((r) => r.seq));
}

/** The next part of the schedule that can be paid now, or null (none due, or the order is not in a state to take money). */
export function nextPayable(quote: Quote, status: string, paid: Set<number>, payBy: Date | null, now = new Date()): number | null {
  const unpaid = quote.schedule.find((p) => !paid.has(p.seq));
  if (!unpaid) return null;
  if (unpaid.seq === 0) return status === "pending_payment" && (!payBy || payBy > now) ? 0 : null;
  return status === "paid" || status === "checked_in" ? unpaid.seq : null;
}

export interface StartedPayment {
  paymentNo: string;
  redirectUrl: string;
  amount: number;
  currency: string;
}

/**
 * Starts (or resumes) the payment of one part of the student's order. `origin` and `returnPath`
 * build the provider page's way back (to the order page).
 */
export async function startPayment(userId: number, orderNo: string, seq: number | undefined, origin: string, returnPath: string): Promise<StartedPayment> {
  const found = await orderWithQuote(orderNo);
  // Someone else's order reads as one that does not exist.
  if (!found || found.order.userId !== userId) throw new ApiError("order_not_found");
  const { order, quote } = found;
  if (!quote) throw new ApiError("order_not_payable");
  const paid = await paidParts(order.id);
  const next = nextPayable(quote, order.status, paid, order.payBy);
  if (next === null) throw new ApiError("order_not_payable");
  const part = seq ?? next;
  // Instalments are paid in order; a part already paid or not yet open is refused.
  if (part !== next) throw new ApiError("instalment_not_due");
  const amount = quote.schedule[part].amount;
  const provider = paymentProvider();

  const attempts = await db()
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.seq, part)))
    .orderBy(asc(payments.id));
  let payment = attempts.find((p) => p.status === "pending" && p.provider === provider.name);
  if (!payment) {
    const rate = await rateOf(order.currency);
    for (let tries = 0; !payment; tries++) {
      const [row] = await db()
        .insert(payments)
        .values({
          paymentNo: dayCode("P"),
          orderId: order.id,
          seq: part,
          provider: provider.name,
          idempotencyKey: `${order.orderNo}:${part}:${attempts.length + 1}`,
          amount,
          currency: order.currency,
          returnPath,
          rateCny: rate?.cny ?? null,
          rateDate: rate?.asOf ?? null,
        })
        .onConflictDoNothing()
        .returning();
      if (row) payment = row;
      else {
        // The same attempt made by a concurrent click: use it.
        const [same] = await db().select().from(payments).where(eq(payments.idempotencyKey, `${order.orderNo}:${part}:${attempts.length + 1}`)).limit(1);
        if (same) payment = same;
        else if (tries > 5) throw new Error("could not allocate a payment number");
      }
    }
  }
  const back = `${origin}${payment.returnPath}`;
  const started = await provider.start({
    paymentNo: payment.paymentNo,
    amount: payment.amount,
    currency: payment.currency,
    idempotencyKey: payment.idempotencyKey,
    description: `StudyNest ${order.orderNo} #${part + 1}`,
    successUrl: back,
    cancelUrl: back,
  });
  if (payment.providerRef !== started.providerRef) {
    await db().update(payments).set({ providerRef: started.providerRef, updatedAt: new Date() }).where(eq(payments.id, payment.id));
  }
  return { paymentNo: payment.paymentNo, redirectUrl: started.redirectUrl, amount: payment.amount, currency: payment.currency };
}

export type EventOutcome = "applied" | "duplicate" | "ignored";

/**
 * Applies one verified provider event, once: its id is recorded in the same transaction, so a
 * replay finds it and changes nothing. Correct in any order: a success is final (a late failure of
 * the same payment does not undo it), and a failure only closes a pending attempt. An event whose
 * amount or currency differ from the payment's is refused whole (nothing written).
 */
export async function applyEvent(providerName: string, e: PaymentEvent): Promise<EventOutcome> {
  return db().transaction(async (tx) => {
    const [fresh] = await tx.insert(paymentEvents).values({ provider: providerName, eventId: e.id, type: e.type }).onConflictDoNothing().returning({ id: paymentEvents.eventId });
    if (!fresh) return "duplicate";
    if (e.type === "refund" && e.refund) {
      // Only a pending refund moves: a settled one is final whatever arrives later.
      const moved = await tx
        .update(refunds)
        .set({ status: e.refund.status, completedAt: e.refund.status === "succeeded" ? new Date() : null, ...(e.refund.status === "failed" ? { failedAt: new Date() } : {}) })
        .where(and(eq(refunds.providerRef, e.refund.ref), eq(refunds.status, "pending")))
        .returning({ id: refunds.id });
      return moved.length && e.refund.status !== "pending" ? "applied" : "ignored";
    }
    if (e.type === "other" || !e.paymentNo) return "ignored";
    const [p] = await tx.select().from(payments).where(eq(payments.paymentNo, e.paymentNo)).for("update").limit(1);
    if (!p || p.provider !== providerName) return "ignored";
    if (e.type === "succeeded") {
      if (e.amount !== p.amount || e.currency !== p.currency) {
        logger.warn({ paymentNo: p.paymentNo, amount: e.amount, currency: e.currency }, "payment event amount differs from the payment's: refused");
        throw new ApiError("webhook_refused");
      }
      if (p.status === "succeeded") return "ignored";
      await tx.update(payments).set({ status: "succeeded", paidAt: new Date(), providerRef: e.providerRef ?? p.providerRef, updatedAt: new Date() }).where(eq(payments.id, p.id));
      const [o] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, p.orderId)).for("update").limit(1);
      if (p.seq === 0 && o?.status === "pending_payment") await moveOrder(tx, p.orderId, "paid", "system", p.paymentNo);
      else if (p.seq === 0) logger.warn({ paymentNo: p.paymentNo, status: o?.status }, "upfront payment succeeded on an order no longer awaiting it: refund it");
      return "applied";
    }
    if (p.status !== "pending") return "ignored";
    await tx.update(payments).set({ status: "failed", updatedAt: new Date() }).where(eq(payments.id, p.id));
    return "applied";
  });
}

/** Verifies a webhook's raw body and signature with the configured provider, then applies it. */
export async function receiveWebhook(providerName: string, rawBody: string, signature: string | null): Promise<EventOutcome> {
  const provider = paymentProvider();
  if (provider.name !== providerName) throw new ApiError("webhook_refused");
  let event: PaymentEvent;
  try {
    event = provider.verify(rawBody, signature);
  } catch (e) {
    logger.warn({ err: e instanceof Error ? e.message : e, provider: providerName }, "webhook refused");
    throw new ApiError("webhook_refused");
  }
  return applyEvent(providerName, event);
}

/** The student left the provider's page: a pending attempt is closed (a later success would still count). */
export async function abandonPayment(paymentNo: string): Promise<void> {
  await db().update(payments).set({ status: "abandoned", updatedAt: new Date() }).where(and(eq(payments.paymentNo, paymentNo), eq(payments.status, "pending")));
}

/** One payment by its number, for the development checkout page. */
export async function paymentByNo(paymentNo: string) {
  const [row] = await db()
    .select({ payment: payments, orderNo: orders.orderNo })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.paymentNo, paymentNo))
    .limit(1);
  return row ?? null;
}

/** An order's payments, oldest first (order/info). */
export async function paymentsOf(orderId: number) {
  return db().select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));
}
