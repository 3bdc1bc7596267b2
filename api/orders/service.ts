import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { Lang } from "#core/constants";
import { logger } from "#core/log.server";
import { db } from "../db/client";
import { applications, buildings, countries, orderCases, orderStatusHistory, orders, rooms } from "../db/schema";
import { ApiError } from "../http/envelope";
import { BOOKED_PLACE_COLUMNS, bookedPlace, cancellationPolicyOf, codeSeed, feesOf, lockQuote, pricedTenancy, quoteDto, quoteOf, rateOf, type BookedPlaceRow, type PaymentPlan } from "../catalogue";
import { moveOrder, type OrderStatus } from "../applications";
import { nextPayable, paymentsOf, refundsOf, retryRefunds } from "../payments";
import { refundTodayOf, ruleText } from "./cancellation";
import { sendInstalmentReminders } from "./reminders";
import { statementOf } from "./statement";
import { notifyOrderText } from "./notify";
import { holdOf, sweepHolds } from "./hold";

/**
 * What staff (the operator endpoints now, the console later) and the system do to applications
 * and orders: approval with its quote and unit, and the expiry of orders left unpaid.
 */

/**
 * The quote an approval makes its order from: an application made before quotes were locked
 * gets one now, from today's prices.
 */
export async function ensureQuote(applicationId: number): Promise<void> {
  const [row] = await db()
    .select({
      quote: applications.quote,
      moveIn: applications.moveInDate,
      leaseTerm: applications.leaseTerm,
      rentalEnd: applications.rentalEnd,
      plan: applications.paymentPlan,
      price: rooms.price,
      leaseTerms: rooms.leaseTerms,
      fees: buildings.fees,
      tags: buildings.tags,
      code: buildings.code,
      unit: buildings.priceUnit,
      currency: buildings.currency,
      fromPrice: buildings.fromPrice,
      buildingId: buildings.id,
      iso2: countries.iso2,
    })
    .from(applications)
    .innerJoin(buildings, eq(buildings.id, applications.buildingId))
    .innerJoin(countries, eq(countries.id, buildings.countryId))
    .leftJoin(rooms, eq(rooms.id, applications.roomId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  if (!row) throw new ApiError("apply_not_found");
  if (quoteOf(row.quote) || !row.moveIn || !row.leaseTerm) return;
  const pricing = { price: row.price ?? row.fromPrice, leaseTerms: row.leaseTerms ?? [row.leaseTerm], iso2: row.iso2, unit: row.unit, currency: row.currency };
  const t = pricedTenancy(pricing, undefined, row.moveIn, row.leaseTerm, row.rentalEnd ?? row.moveIn);
  const rate = await rateOf(row.currency);
  const plan = (["full", "term", "monthly"].includes(row.plan ?? "") ? row.plan : "full") as PaymentPlan;
  const quote = lockQuote(t, feesOf(row.fees, row.iso2, row.unit, row.tags, codeSeed(row.code)), plan, row.currency, rate, await cancellationPolicyOf(row.buildingId));
  await db().update(applications).set({ quote }).where(and(eq(applications.id, applicationId), sql`${applications.quote} IS NULL`));
}

const ORDER_TEXT = {
  expired: {
    zh: (no: string) => `【StudyNest】您的订单 ${no} 未在付款期限内支付，已失效，床位已释放；如仍需房间请重新申请。`,
    en: (no: string) => `Your order ${no} was not paid in time and has expired; the room is released. Apply again if you still need it.`,
  },
} as const;

/**
 * Tells the student of a change of an order, in both languages: an SMS to the phone given in the
 * application, else the account's phone or verified e-mail (the dev outbox in development).
 */
export async function notifyOrder(orderId: number, what: keyof typeof ORDER_TEXT): Promise<void> {
  const [o] = await db()
    .select({ orderNo: orders.orderNo })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1)
    .catch(() => []);
  if (o) await notifyOrderText(orderId, ORDER_TEXT[what].zh(o.orderNo), ORDER_TEXT[what].en(o.orderNo));
}

/**
 * Orders left unpaid past their payment window expire and give their unit back, each in its own
 * transaction (the row lock in moveOrder makes two instances sweeping at once harmless: the
 * second finds it expired already). Returns how many expired.
 */
export async function expireUnpaidOrders(now = new Date()): Promise<number> {
  const due = await db()
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, "pending_payment"), lt(orders.payBy, now)))
    .limit(500);
  let n = 0;
  for (const { id } of due) {
    const moved = await db().transaction(async (tx) => {
      const [o] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, id)).for("update").limit(1);
      if (o?.status !== "pending_payment") return false;
      await moveOrder(tx, id, "expired", "system", "payment window passed");
      return true;
    });
    if (moved) {
      n++;
      await notifyOrder(id, "expired");
    }
  }
  return n;
}

const SWEEP_MINUTES = 5;
let timer: NodeJS.Timeout | undefined;

export async function sweepOrders(): Promise<void> {
  try {
    await expireUnpaidOrders();
  } catch (e) {
    logger.warn({ err: e }, "order sweep failed; the next one tries again");
  }
  // Money held past its release time goes to the landlords' payout ledger.
  await sweepHolds();
  try {
    await sendInstalmentReminders();
  } catch (e) {
    logger.warn({ err: e }, "instalment reminders failed; the next sweep tries again");
  }
  // Refunds the provider did not take (down, refused) are tried again with the same key.
  try {
    await retryRefunds();
  } catch (e) {
    logger.warn({ err: e }, "refund retry failed; the next sweep tries again");
  }
}

/** Every SWEEP_MINUTES (and at start), like the gift sweep; safe on every instance at once. */
export function startOrderSweep(): void {
  if (timer) return;
  void sweepOrders();
  timer = setInterval(() => void sweepOrders(), SWEEP_MINUTES * 60_000);
  timer.unref();
}

export function stopOrderSweep(): void {
  if (timer) clearInterval(timer);
  timer = undefined;
}

// ---------------------------------------------------------------------------------------------
// The student's orders (order/list, order/info), filtered by the session's user.

/**
 * Orders: /rest/user/client/order/{list,info}. An order is made when staff approve
 * an application (api/applications/service.ts); queries are filtered by the session's user.
 */
const columns = {
  orderNo: orders.orderNo,
  status: orders.status,
  amount: orders.amount,
  currency: orders.currency,
  rentalStart: orders.rentalStart,
  rentalEnd: orders.rentalEnd,
  paidAt: orders.paidAt,
  createdAt: orders.createdAt,
  applyCode: applications.applyCode,
  ...BOOKED_PLACE_COLUMNS,
};

/** A row of `columns`: the room and the application are left-joined, so they may be missing. */
interface Row extends BookedPlaceRow {
  orderNo: string;
  status: OrderStatus;
  amount: number;
  currency: string;
  rentalStart: string | null;
  rentalEnd: string | null;
  paidAt: Date | null;
  createdAt: Date;
  applyCode: string | null;
}
function shape(r: Row, lang: Lang) {
  return {
    orderNo: r.orderNo,
    status: r.status,
    amount: r.amount,
    currency: r.currency,
    rentalStart: r.rentalStart,
    rentalEnd: r.rentalEnd,
    paidAt: r.paidAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    applyCode: r.applyCode,
    ...bookedPlace(r, lang),
  };
}

export async function orderList(userId: number, lang: Lang, pageNum: number, pageSize: number) {
  const rows = await db()
    .select({ ...columns, total: sql<number>`count(*) over ()::int` })
    .from(orders)
    .innerJoin(buildings, eq(buildings.id, orders.buildingId))
    .leftJoin(rooms, eq(rooms.id, orders.roomId))
    .leftJoin(applications, eq(applications.id, orders.applicationId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  let totalCount = rows[0]?.total ?? 0;
  if (!rows.length && pageNum > 1) {
    const [c] = await db().select({ n: sql<number>`count(*)::int` }).from(orders).where(eq(orders.userId, userId));
    totalCount = c?.n ?? 0;
  }
  return {
    list: rows.map((r) => shape(r, lang)),
    pageNum,
    pageSize,
    totalCount,
    pages: Math.ceil(totalCount / pageSize),
  };
}

/** Where the order page serves a receipt (app/routes/$lang.user_.order.$orderNo.receipt.$number.ts). */
const receiptPath = (lang: Lang, orderNo: string, number: string) => `/${lang}/user/order/${orderNo}/receipt/${number}`;

/** One of the user's orders with its history, locked quote, payments and what is due now; another user's reads as missing. */
export async function orderDetail(userId: number, orderNo: string, lang: Lang) {
  const [row] = await db()
    .select({
      ...columns,
      id: orders.id,
      quote: applications.quote,
      payBy: orders.payBy,
      checkedInAt: orders.checkedInAt,
      releaseAt: orders.releaseAt,
      releasedAt: orders.releasedAt,
      holdFrozenAt: orders.holdFrozenAt,
      caseId: orderCases.id,
      buildingId: orders.buildingId,
    })
    .from(orders)
    .innerJoin(buildings, eq(buildings.id, orders.buildingId))
    .leftJoin(rooms, eq(rooms.id, orders.roomId))
    .leftJoin(applications, eq(applications.id, orders.applicationId))
    .leftJoin(orderCases, eq(orderCases.orderId, orders.id))
    .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)))
    .limit(1);
  if (!row) throw new ApiError("order_not_found");
  const history = await db()
    .select({ from: orderStatusHistory.fromStatus, to: orderStatusHistory.toStatus, actor: orderStatusHistory.actor, at: orderStatusHistory.createdAt })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, row.id))
    .orderBy(orderStatusHistory.createdAt, orderStatusHistory.id);
  const quote = quoteOf(row.quote);
  const [paid, refunded, today] = await Promise.all([paymentsOf(row.id), refundsOf(row.id), refundTodayOf({ id: row.id, status: row.status, buildingId: row.buildingId }, quote)]);
  const refundedTotal = refunded.filter((r) => r.status !== "failed").reduce((a, r) => a + r.amount, 0);
  const dueSeq = quote ? nextPayable(quote, row.status, new Set(paid.filter((p) => p.status === "succeeded").map((p) => p.seq)), row.payBy) : null;
  const due = quote && dueSeq !== null ? quote.schedule[dueSeq] : null;
  return {
    ...shape(row, lang),
    history: history.map((h) => ({ ...h, at: h.at.toISOString() })),
    quote: quote ? quoteDto(quote, lang) : null,
    payBy: row.status === "pending_payment" && row.payBy ? row.payBy.toISOString() : null,
    payments: paid.map((p) => ({
      paymentNo: p.paymentNo,
      seq: p.seq,
      amount: p.amount,
      currency: p.currency,
      status: p.status,
      paidAt: p.paidAt?.toISOString() ?? null,
      amountCny: p.rateCny == null ? null : Math.round(p.amount * p.rateCny),
      rateDate: p.rateDate,
      receiptUrl: p.status === "succeeded" ? receiptPath(lang, row.orderNo, p.paymentNo) : null,
    })),
    due: due ? { seq: due.seq, amount: due.amount, amountCny: quote?.rate ? Math.round(due.amount * quote.rate.cny) : null, dueDate: due.dueDate } : null,
    hold: holdOf(row, row.caseId != null, lang),
    refunds: refunded.map((r) => ({
      refundNo: r.refundNo,
      paymentNo: paid.find((p) => p.id === r.paymentId)?.paymentNo ?? "",
      amount: r.amount,
      currency: r.currency,
      rule: r.rule as "cooling_off" | "visa_refused" | "after_cooling_off" | "not_as_described",
      ruleText: ruleText(r.rule, lang),
      status: r.status,
      requestedAt: r.requestedAt.toISOString(),
      promisedBy: r.promisedBy.toISOString(),
      completedAt: r.completedAt?.toISOString() ?? null,
      failedAt: r.failedAt?.toISOString() ?? null,
      attempts: r.attempts,
      receiptUrl: receiptPath(lang, row.orderNo, r.refundNo),
    })),
    refundToday: today ? { ...today, ruleText: ruleText(today.rule, lang) } : null,
    statement: quote ? statementOf(quote, row.status, paid, refundedTotal) : null,
  };
}
