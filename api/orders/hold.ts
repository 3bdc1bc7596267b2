import { and, desc, eq, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Lang } from "#core/constants";
import { env } from "#core/env.server";
import { logger } from "#core/log.server";
import { db, query } from "../db/client";
import type { Tx } from "../platform/idempotency";
import { buildings, orderCases, orders, payouts, rooms } from "../db/schema";
import { ApiError } from "../http/envelope";
import { moveOrder, pick } from "../applications";
import { audit, authorize, listScope, ownedBuildingIds, ownsBuilding, scopeOf, type Actor } from "../staff";

/**
 * What happens to money paid before moving in: StudyNest holds it and releases it to the landlord
 * 48 hours after check-in, unless the student reports within 24 hours of check-in that the room
 * is not as described (then the release is frozen and staff look into it).
 */
export const RELEASE_AFTER_CHECK_IN_HOURS = 48;
export const REPORT_WITHIN_HOURS = 24;
const HOUR = 3_600_000;

export function holdRule(lang: Lang): string {
  return lang === "en"
    ? `Held by StudyNest: the landlord receives it ${RELEASE_AFTER_CHECK_IN_HOURS} hours after you check in, unless you report within ${REPORT_WITHIN_HOURS} hours of check-in that the room is not as described.`
    : `由 StudyNest 托管：您入住 ${RELEASE_AFTER_CHECK_IN_HOURS} 小时后才会支付给房东；如入住 ${REPORT_WITHIN_HOURS} 小时内报告房源与描述不符，款项将暂停支付。`;
}

export type HoldStatus = "held" | "frozen" | "released";

interface HoldRow {
  status: string;
  checkedInAt: Date | null;
  releaseAt: Date | null;
  releasedAt: Date | null;
  holdFrozenAt: Date | null;
}

/**
 * The hold as order/info answers it: held (paid, or checked in and waiting for `releaseAt`),
 * frozen (a report is open), released (gone to the landlord); null when nothing was paid or the
 * money went back. `reportBy` is the end of the window in which the student may report.
 */
export function holdOf(o: HoldRow, hasCase: boolean, lang: Lang, now = new Date()) {
  if (o.status !== "paid" && o.status !== "checked_in" && o.status !== "completed") return null;
  const status: HoldStatus = o.releasedAt ? "released" : o.holdFrozenAt ? "frozen" : "held";
  const reportBy = o.checkedInAt ? new Date(o.checkedInAt.getTime() + REPORT_WITHIN_HOURS * HOUR) : null;
  return {
    status,
    releaseAt: (o.releasedAt ?? (status === "held" ? o.releaseAt : null))?.toISOString() ?? null,
    checkedInAt: o.checkedInAt?.toISOString() ?? null,
    releaseRule: holdRule(lang),
    reportBy: reportBy && !hasCase && !o.releasedAt && reportBy > now ? reportBy.toISOString() : null,
  };
}

/**
 * Staff, or the apartment's landlord (checkin:order:own), mark the student's check-in: the release
 * is scheduled 48 hours later. Another landlord's order answers as unknown, so codes cannot be probed.
 */
export async function markCheckIn(actor: Actor, orderNo: string, now = new Date()) {
  const [found] = await db().select({ buildingId: orders.buildingId }).from(orders).where(eq(orders.orderNo, orderNo)).limit(1);
  try {
    await authorize(actor, "checkin", "order", async () => !!found && actor.kind === "staff" && ownsBuilding(actor.id, found.buildingId));
  } catch (e) {
    if (actor.kind === "staff" && scopeOf(actor.role, "checkin", "order") === "own") throw new ApiError("order_not_found");
    throw e;
  }
  if (!found) throw new ApiError("order_not_found");
  return db().transaction(async (tx) => {
    const [o] = await tx.select().from(orders).where(eq(orders.orderNo, orderNo)).for("update").limit(1);
    if (!o) throw new ApiError("order_not_found");
    if (o.status !== "paid") throw new ApiError("order_not_checkin_ready");
    await moveOrder(tx, o.id, "checked_in", "staff", "check-in");
    const releaseAt = new Date(now.getTime() + RELEASE_AFTER_CHECK_IN_HOURS * HOUR);
    await tx.update(orders).set({ checkedInAt: now, releaseAt, updatedAt: now }).where(eq(orders.id, o.id));
    await audit(tx, actor, { action: "check_in", entity: "order", record: orderNo, before: { status: o.status }, after: { status: "checked_in", releaseAt } });
    return { orderNo, status: "checked_in" as const, releaseAt: releaseAt.toISOString() };
  });
}

/**
 * The student reports, within 24 hours of check-in, that the room is not as described: a case
 * opens for staff and the release is frozen until they resolve it. One report per order.
 */
export async function reportNotAsDescribed(userId: number, orderNo: string, reason: string, now = new Date()) {
  return db().transaction(async (tx) => {
    const [o] = await tx.select().from(orders).where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId))).for("update").limit(1);
    if (!o) throw new ApiError("order_not_found");
    if (o.status !== "checked_in" || !o.checkedInAt || o.releasedAt) throw new ApiError("report_window_closed");
    if (now.getTime() > o.checkedInAt.getTime() + REPORT_WITHIN_HOURS * HOUR) throw new ApiError("report_window_closed");
    const [opened] = await tx.insert(orderCases).values({ orderId: o.id, reason }).onConflictDoNothing().returning({ id: orderCases.id });
    if (!opened) throw new ApiError("report_already_made");
    await tx.update(orders).set({ holdFrozenAt: now, updatedAt: now }).where(eq(orders.id, o.id));
    return { orderNo, caseId: opened.id };
  });
}

/**
 * Payout rows for an order's succeeded payments not yet in the ledger (one per payment, the
 * unique payment_id making a second sweep or instance harmless), less what was refunded of each.
 */
async function ledgerPayments(tx: Tx, orderId: number, now: Date): Promise<void> {
  const pct = env().PAYOUT_COMMISSION_PERCENT;
  // A payment refunded (or being refunded) in whole gives the landlord nothing; in part, the rest.
  await tx.execute(sql`
    INSERT INTO payouts (order_id, payment_id, building_id, amount, commission, net, currency, released_at)
    SELECT k.order_id, k.id, k.building_id, k.kept, round(k.kept * ${pct} / 100.0)::int, k.kept - round(k.kept * ${pct} / 100.0)::int, k.currency, ${now}
    FROM (
      SELECT p.order_id, p.id, o.building_id, p.currency,
        p.amount - coalesce((SELECT sum(r.amount) FROM refunds r WHERE r.payment_id = p.id AND r.status <> 'failed'), 0)::int AS kept
      FROM payments p JOIN orders o ON o.id = p.order_id
      WHERE p.order_id = ${orderId} AND p.status = 'succeeded'
    ) k
    WHERE k.kept > 0
    ON CONFLICT (payment_id) DO NOTHING`);
}

/**
 * The release sweep: orders checked in at least 48 hours ago with no open report go to the
 * landlord's payout ledger; orders already released add the payments made since (instalments).
 * Each order in its own transaction under its row lock. Returns how many orders were released.
 */
export async function releaseDueHolds(now = new Date()): Promise<number> {
  const due = await db()
    .select({ id: orders.id })
    .from(orders)
    .where(and(lte(orders.releaseAt, now), isNull(orders.releasedAt), isNull(orders.holdFrozenAt), inArray(orders.status, ["checked_in", "completed"])))
    .limit(500);
  let n = 0;
  for (const { id } of due) {
    const released = await db().transaction(async (tx) => {
      const [o] = await tx.select().from(orders).where(eq(orders.id, id)).for("update").limit(1);
      if (!o || o.releasedAt || o.holdFrozenAt || !o.releaseAt || o.releaseAt > now) return false;
      await ledgerPayments(tx, o.id, now);
      await tx.update(orders).set({ releasedAt: now, updatedAt: now }).where(eq(orders.id, o.id));
      return true;
    });
    if (released) n++;
  }
  // Instalments paid after the release go to the ledger as they come.
  const later = await query<{ id: number }>(sql`
    SELECT DISTINCT p.order_id AS id FROM payments p JOIN orders o ON o.id = p.order_id
    WHERE o.released_at IS NOT NULL AND o.status IN ('checked_in', 'completed') AND p.status = 'succeeded' AND NOT EXISTS (SELECT 1 FROM payouts x WHERE x.payment_id = p.id)
    LIMIT 500`);
  for (const r of later) {
    await db().transaction(async (tx) => ledgerPayments(tx, r.id, now));
  }
  return n;
}

/** Staff resolve a report by releasing the money after all (or uphold it with a refund: refundForCase in ./cancellation.ts). */
export async function resolveCaseByRelease(actor: Actor, orderNo: string, now = new Date()) {
  await authorize(actor, "update", "order");
  return db().transaction(async (tx) => {
    const [o] = await tx.select().from(orders).where(eq(orders.orderNo, orderNo)).for("update").limit(1);
    if (!o) throw new ApiError("order_not_found");
    const [c] = await tx.select().from(orderCases).where(and(eq(orderCases.orderId, o.id), eq(orderCases.status, "open"))).limit(1);
    if (!c) throw new ApiError("case_not_open");
    const by = actor.kind === "staff" ? actor.email : "token";
    await tx.update(orderCases).set({ status: "released", resolvedAt: now, resolvedBy: by }).where(eq(orderCases.id, c.id));
    await ledgerPayments(tx, o.id, now);
    await tx.update(orders).set({ holdFrozenAt: null, releasedAt: now, updatedAt: now }).where(eq(orders.id, o.id));
    await audit(tx, actor, { action: "release", entity: "order", record: orderNo, before: { case: "open" }, after: { case: "released" } });
    return { orderNo, case: "released" as const };
  });
}

/** Orders staff work on after payment: paid (awaiting check-in) or checked in and not yet released, with their hold and any case. */
export async function holdQueue(actor: Actor, lang: Lang) {
  const scope = listScope(actor, "read", "order");
  // A landlord sees the orders of their own apartments only.
  const own = scope === "own" && actor.kind === "staff" ? await ownedBuildingIds(actor.id) : null;
  if (own && !own.length) return [];
  const rows = await db()
    .select({
      orderNo: orders.orderNo,
      status: orders.status,
      amount: orders.amount,
      currency: orders.currency,
      rentalStart: orders.rentalStart,
      paidAt: orders.paidAt,
      checkedInAt: orders.checkedInAt,
      releaseAt: orders.releaseAt,
      releasedAt: orders.releasedAt,
      holdFrozenAt: orders.holdFrozenAt,
      buildingZh: buildings.nameZh,
      buildingEn: buildings.nameEn,
      roomZh: rooms.nameZh,
      roomEn: rooms.nameEn,
      caseReason: orderCases.reason,
      caseStatus: orderCases.status,
      caseOpenedAt: orderCases.openedAt,
    })
    .from(orders)
    .innerJoin(buildings, eq(buildings.id, orders.buildingId))
    .leftJoin(rooms, eq(rooms.id, orders.roomId))
    .leftJoin(orderCases, eq(orderCases.orderId, orders.id))
    .where(and(inArray(orders.status, ["paid", "checked_in"]), isNotNull(orders.paidAt), isNull(orders.releasedAt), own ? inArray(orders.buildingId, own) : undefined))
    // Frozen holds (an open report) first, then by move-in.
    .orderBy(sql`${orders.holdFrozenAt} DESC NULLS LAST`, orders.rentalStart, orders.id)
    .limit(200);
  return rows.map((r) => ({
    orderNo: r.orderNo,
    status: r.status,
    amount: r.amount,
    currency: r.currency,
    rentalStart: r.rentalStart,
    building: pick(lang, r.buildingZh, r.buildingEn),
    room: r.roomZh || r.roomEn ? pick(lang, r.roomZh, r.roomEn) : null,
    paidAt: r.paidAt?.toISOString() ?? null,
    checkedInAt: r.checkedInAt?.toISOString() ?? null,
    hold: (r.releasedAt ? "released" : r.holdFrozenAt ? "frozen" : "held") as HoldStatus,
    releaseAt: (r.releasedAt ?? r.releaseAt)?.toISOString() ?? null,
    case: r.caseStatus ? { status: r.caseStatus, reason: r.caseReason ?? "", openedAt: r.caseOpenedAt!.toISOString() } : null,
  }));
}

/** The payout ledger, newest first: every apartment's for finance, a landlord's own apartments for a landlord. */
export async function payoutLedger(actor: Actor, lang: Lang) {
  const scope = listScope(actor, "read", "payout");
  const own = scope === "own" && actor.kind === "staff" ? await ownedBuildingIds(actor.id) : null;
  if (own && !own.length) return [];
  const rows = await db()
    .select({
      orderNo: orders.orderNo,
      amount: payouts.amount,
      commission: payouts.commission,
      net: payouts.net,
      currency: payouts.currency,
      releasedAt: payouts.releasedAt,
      buildingZh: buildings.nameZh,
      buildingEn: buildings.nameEn,
    })
    .from(payouts)
    .innerJoin(orders, eq(orders.id, payouts.orderId))
    .innerJoin(buildings, eq(buildings.id, payouts.buildingId))
    .where(own ? inArray(payouts.buildingId, own) : undefined)
    .orderBy(desc(payouts.releasedAt), desc(payouts.id))
    .limit(200);
  return rows.map((r) => ({
    orderNo: r.orderNo,
    building: pick(lang, r.buildingZh, r.buildingEn),
    amount: r.amount,
    commission: r.commission,
    net: r.net,
    currency: r.currency,
    releasedAt: r.releasedAt.toISOString(),
  }));
}

/** Used by the order sweep; a failure is logged and tried again at the next one. */
export async function sweepHolds(): Promise<void> {
  try {
    await releaseDueHolds();
  } catch (e) {
    logger.warn({ err: e }, "release sweep failed; the next one tries again");
  }
}
