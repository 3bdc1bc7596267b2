import { eq, inArray } from "drizzle-orm";
import type { Lang } from "#core/constants";
import { db } from "../db/client";
import { buildings, orders, refunds } from "../db/schema";
import { ApiError } from "../http/envelope";
import { pick } from "../applications";
import { executeRefunds, refundsNeedingAttention, reopenFailedRefund } from "../payments";
import { audit, authorize, type Actor } from "../staff";
import { ruleText } from "./cancellation";

/**
 * Refunds the provider failed, in staff's hands: a queue of those (and of refunds it has not taken
 * for an hour), and a retry that sends a failed one again. The retry is idempotent: a second click
 * finds the refund pending (or done) and changes nothing; it is audited in the transaction that
 * reopens it, and the provider is called once that commits.
 */
export async function retryRefund(actor: Actor, refundNo: string) {
  await authorize(actor, "refund", "payment");
  const outcome = await db().transaction(async (tx) => {
    const r = await reopenFailedRefund(tx, refundNo);
    if (!r) throw new ApiError("refund_not_found");
    if (r.reopened) {
      await audit(tx, actor, { action: "refund.retry", entity: "refund", record: refundNo, before: { status: "failed", attempts: r.attempts - 1 }, after: { status: "pending", attempts: r.attempts } });
    }
    return r;
  });
  if (outcome.reopened) await executeRefunds([outcome.id]);
  const [now] = await db().select({ status: refunds.status, attempts: refunds.attempts, completedAt: refunds.completedAt }).from(refunds).where(eq(refunds.id, outcome.id)).limit(1);
  return { refundNo, status: now.status, attempts: now.attempts, completedAt: now.completedAt?.toISOString() ?? null };
}

/** The refunds staff must look at, oldest first, with their order and apartment (read:payment). */
export async function refundQueue(actor: Actor, lang: Lang) {
  await authorize(actor, "read", "payment");
  const rows = await refundsNeedingAttention();
  const ids = [...new Set(rows.map((r) => r.refund.orderId))];
  const of = ids.length
    ? await db().select({ id: orders.id, orderNo: orders.orderNo, zh: buildings.nameZh, en: buildings.nameEn }).from(orders).innerJoin(buildings, eq(buildings.id, orders.buildingId)).where(inArray(orders.id, ids))
    : [];
  return rows.map(({ refund: r, paymentNo }) => {
    const o = of.find((x) => x.id === r.orderId);
    return {
      refundNo: r.refundNo,
      orderNo: o?.orderNo ?? "",
      building: o ? pick(lang, o.zh, o.en) : "",
      paymentNo,
      amount: r.amount,
      currency: r.currency,
      rule: ruleText(r.rule, lang),
      status: r.status,
      taken: r.providerRef != null,
      attempts: r.attempts,
      requestedAt: r.requestedAt.toISOString(),
      promisedBy: r.promisedBy.toISOString(),
      failedAt: r.failedAt?.toISOString() ?? null,
    };
  });
}
