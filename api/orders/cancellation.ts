import { and, eq } from "drizzle-orm";
import type { Lang } from "#core/constants";
import { db } from "../db/client";
import type { Tx } from "../platform/idempotency";
import { applications, orderCases, orders } from "../db/schema";
import { ApiError } from "../http/envelope";
import { moveOrder } from "../applications";
import { cancellationPolicyOf, quoteOf, type CancellationPolicy, type Quote } from "../catalogue";
import { executeRefunds, netPaid, paymentsOf, planRefund } from "../payments";
import { audit, authorize, type Actor } from "../staff";

/**
 * Refunds by rule, not by favour: each apartment's cancellation policy (data, one row per
 * apartment) decides what cancelling gives back today, and the order page says it before the
 * student decides.
 * - Nothing paid yet: the order is cancelled and its unit returns; nothing to refund.
 * - Within the cooling-off days after the first payment: everything paid.
 * - A refused visa (staff see the refusal letter and start it): everything paid less the admin fee.
 * - Later, before moving in: everything paid less the quote's booking and admin fees.
 * - After moving in: nothing by cancelling. A room not as described is a report within 24 hours
 *   of check-in; staff who uphold it (refund:payment) refund everything paid while the money is
 *   still held (the release frozen by the report), and the order ends refunded (refundForCase).
 */
export type RefundRule = "nothing_paid" | "cooling_off" | "visa_refused" | "after_cooling_off" | "after_move_in" | "not_as_described";
const DAY = 86_400_000;

/** The numbers the rules use: the quote's locked policy, else (older quotes) the apartment's today. */
export type Policy = CancellationPolicy;

/** The quote's fees the landlord keeps after the cooling-off period (booking and admin). */
function keptFees(quote: Quote | null): number {
  return (quote?.fees ?? []).filter((f) => f.key === "booking" || f.key === "admin").reduce((a, f) => a + f.amount, 0);
}

export interface RefundToday {
  rule: RefundRule;
  amount: number;
  /** What a refused visa would give back instead (staff start it with the letter); null when it does not apply. */
  visaRefusalAmount: number | null;
  coolingOffUntil: string | null;
  refundWithinDays: number;
  cancellable: boolean;
}

/** What cancelling would refund at `now`, by the apartment's policy; null for orders already ended. */
export function refundToday(o: { status: string; firstPaidAt: Date | null }, paid: number, quote: Quote | null, policy: Policy, now = new Date()): RefundToday | null {
  const base = { refundWithinDays: policy.refundWithinDays, visaRefusalAmount: null, coolingOffUntil: null };
  if (o.status === "pending_payment") return { ...base, rule: "nothing_paid", amount: 0, cancellable: true };
  if (o.status === "checked_in" || o.status === "completed") return { ...base, rule: "after_move_in", amount: 0, cancellable: false };
  if (o.status !== "paid") return null;
  const until = o.firstPaidAt ? new Date(o.firstPaidAt.getTime() + policy.coolingOffDays * DAY) : null;
  const visa = Math.max(0, paid - policy.visaAdminFee);
  if (until && now <= until) return { ...base, rule: "cooling_off", amount: paid, visaRefusalAmount: visa, coolingOffUntil: until.toISOString(), cancellable: true };
  return { ...base, rule: "after_cooling_off", amount: Math.max(0, paid - keptFees(quote)), visaRefusalAmount: visa, coolingOffUntil: until?.toISOString() ?? null, cancellable: true };
}

/** The policy an order's refunds follow: the one locked into its quote when applying, else the apartment's today. */
export async function policyOf(buildingId: number, quote: Quote | null): Promise<Policy> {
  return quote?.policy ?? cancellationPolicyOf(buildingId);
}

/** The order's refund today, with what it needs read from the database. */
export async function refundTodayOf(order: { id: number; status: string; buildingId: number }, quote: Quote | null, now = new Date()) {
  const [policy, paid, all] = await Promise.all([policyOf(order.buildingId, quote), netPaid(order.id), paymentsOf(order.id)]);
  const first = all.filter((p) => p.status === "succeeded" && p.paidAt).sort((a, b) => a.paidAt!.getTime() - b.paidAt!.getTime())[0];
  return refundToday({ status: order.status, firstPaidAt: first?.paidAt ?? null }, paid, quote, policy, now);
}

/**
 * Cancels an order by its rule: the refund rows and the order's move (its unit returns) in one
 * transaction, the provider called once that commits. `visa` only by staff.
 */
async function cancelWith(orderId: number, by: "user" | "staff", visa: boolean, now: Date, onTx?: (tx: Tx, before: string, amount: number) => Promise<void>) {
  const [row] = await db()
    .select({ order: orders, quote: applications.quote })
    .from(orders)
    .leftJoin(applications, eq(applications.id, orders.applicationId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row) throw new ApiError("order_not_found");
  const quote = quoteOf(row.quote);
  const today = await refundTodayOf(row.order, quote, now);
  if (!today?.cancellable) throw new ApiError("order_not_cancellable");
  if (visa && today.rule === "nothing_paid") throw new ApiError("order_not_cancellable");
  const rule: RefundRule = visa ? "visa_refused" : today.rule;
  const amount = visa ? (today.visaRefusalAmount ?? 0) : today.amount;
  const policy = await policyOf(row.order.buildingId, quote);
  const ids = await db().transaction(async (tx) => {
    const [locked] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for("update").limit(1);
    // Someone (a payment, another click) moved it meanwhile: decide again from the start.
    if (locked?.status !== row.order.status) throw new ApiError("order_not_cancellable");
    const planned = amount > 0 ? await planRefund(tx, orderId, amount, rule, now, new Date(now.getTime() + policy.refundWithinDays * DAY)) : [];
    await moveOrder(tx, orderId, row.order.status === "pending_payment" ? "cancelled" : "refunded", by, rule);
    await onTx?.(tx, row.order.status, amount);
    return planned;
  });
  await executeRefunds(ids);
  return { orderNo: row.order.orderNo, rule, refund: amount, currency: row.order.currency };
}

/** The student cancels their order; the refund follows the policy's rule for today. */
export async function cancelOrder(userId: number, orderNo: string, now = new Date()) {
  const [o] = await db().select({ id: orders.id }).from(orders).where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId))).limit(1);
  if (!o) throw new ApiError("order_not_found");
  return cancelWith(o.id, "user", false, now);
}

/** Staff cancel an order for a refused visa (having seen the refusal letter): refunded less the admin fee. */
export async function refundForVisa(actor: Actor, orderNo: string, now = new Date()) {
  await authorize(actor, "refund", "payment");
  const [o] = await db().select({ id: orders.id }).from(orders).where(eq(orders.orderNo, orderNo)).limit(1);
  if (!o) throw new ApiError("order_not_found");
  return cancelWith(o.id, "staff", true, now, async (tx, before, amount) => {
    await audit(tx, actor, { action: "refund", entity: "order", record: orderNo, before: { status: before }, after: { status: "refunded", rule: "visa_refused", amount } });
  });
}

/**
 * Staff uphold a "not as described" report: everything paid is refunded (the money was held, its
 * release frozen by the report, so nothing reached the landlord's ledger), the case closes as
 * refunded and the order ends refunded, its unit back in stock, all in one transaction with the
 * audit entry; the provider is called once it commits.
 */
export async function refundForCase(actor: Actor, orderNo: string, now = new Date()) {
  await authorize(actor, "refund", "payment");
  const [o] = await db()
    .select({ id: orders.id, buildingId: orders.buildingId, currency: orders.currency, quote: applications.quote })
    .from(orders)
    .leftJoin(applications, eq(applications.id, orders.applicationId))
    .where(eq(orders.orderNo, orderNo))
    .limit(1);
  if (!o) throw new ApiError("order_not_found");
  const policy = await policyOf(o.buildingId, quoteOf(o.quote));
  const { ids, amount } = await db().transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, o.id)).for("update").limit(1);
    const [c] = await tx.select().from(orderCases).where(and(eq(orderCases.orderId, o.id), eq(orderCases.status, "open"))).limit(1);
    // Released already (by staff or the sweep), or never reported: not this rule.
    if (!c || locked.status !== "checked_in" || locked.releasedAt) throw new ApiError("case_not_open");
    const paid = await netPaid(o.id, tx);
    const planned = paid > 0 ? await planRefund(tx, o.id, paid, "not_as_described", now, new Date(now.getTime() + policy.refundWithinDays * DAY)) : [];
    await moveOrder(tx, o.id, "refunded", "staff", "not_as_described");
    const by = actor.kind === "staff" ? actor.email : "token";
    await tx.update(orderCases).set({ status: "refunded", resolvedAt: now, resolvedBy: by }).where(eq(orderCases.id, c.id));
    await tx.update(orders).set({ holdFrozenAt: null, releaseAt: null, updatedAt: now }).where(eq(orders.id, o.id));
    await audit(tx, actor, { action: "refund", entity: "order", record: orderNo, before: { status: "checked_in", case: "open" }, after: { status: "refunded", case: "refunded", rule: "not_as_described", amount: paid } });
    return { ids: planned, amount: paid };
  });
  await executeRefunds(ids);
  return { orderNo, rule: "not_as_described" as const, refund: amount, currency: o.currency };
}

const RULE_TEXT: Record<RefundRule, { zh: string; en: string }> = {
  nothing_paid: { zh: "尚未付款：取消后无需退款", en: "Nothing paid yet: cancelling refunds nothing" },
  cooling_off: { zh: "冷静期内取消：全额退款", en: "Within the cooling-off period: a full refund" },
  visa_refused: { zh: "签证被拒（凭拒签信）：扣除手续费后退款", en: "Visa refused (with the refusal letter): refunded less the admin fee" },
  after_cooling_off: { zh: "冷静期后、入住前取消：扣除预订费和管理费后退款", en: "After the cooling-off period, before moving in: refunded less the booking and admin fees" },
  after_move_in: { zh: "入住后取消：不予退款", en: "After moving in: no refund" },
  not_as_described: { zh: "入住 24 小时内报告房源与描述不符，经核实：全额退款", en: "Reported not as described within 24 hours of check-in and upheld: a full refund" },
};

export const ruleText = (rule: string, lang: Lang) => RULE_TEXT[rule as RefundRule]?.[lang === "en" ? "en" : "zh"] ?? rule;
