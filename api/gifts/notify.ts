import { and, asc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import { db } from "../db/client";
import { applications, buildings, giftStatusHistory, gifts, mobilePrefixes, orders, users } from "../db/schema";
import { logger } from "#core/log.server";
import type { Offer } from "../catalogue";
import { deliverNotice } from "../platform/notice";

/**
 * Tells the student when a gift becomes claimable and when it is paid, the way application
 * changes are told (api/platform/notice.ts: SMS to the application's phone, else e-mail to the
 * verified address; the dev outbox in development). Each history row is sent at most once: it is
 * marked before sending, so two instances never both send it; a failed send is logged and never
 * undoes the change. A row whose gift has moved on since (claimable, then expired) is marked and
 * not sent.
 */
const TOLD = ["claimable", "paid"] as const;

function noticeText(g: { giftNo: string; kind: "cashback" | "gift"; amount: number; currency: string; claimBy: string | null; paymentRef: string | null; offer: Offer }, building: { zh: string; en: string }, to: "claimable" | "paid") {
  const what = {
    zh: g.kind === "cashback" ? `入住返现 ${g.amount} ${g.currency}` : `${g.offer.item?.zh ?? "入住礼品"}（价值 ${g.amount} ${g.currency}）`,
    en: g.kind === "cashback" ? `cashback of ${g.currency} ${g.amount}` : `${g.offer.item?.en ?? "move-in gift"} (worth ${g.currency} ${g.amount})`,
  };
  if (to === "claimable") {
    const by = g.claimBy ? { zh: `，请在 ${g.claimBy} 前`, en: ` by ${g.claimBy}` } : { zh: "，请", en: "" };
    return {
      subject: `StudyNest ${g.giftNo}: ready to claim / 可以申领`,
      text: `【StudyNest】您在${building.zh}的${what.zh}（${g.giftNo}）现在可以申领${by.zh}到“我的礼品”提交领取信息。Your ${what.en} for ${building.en} (${g.giftNo}) can now be claimed: claim it under My gift${by.en}.`,
    };
  }
  return {
    subject: `StudyNest ${g.giftNo}: ${g.kind === "cashback" ? "paid" : "handed over"} / 已发放`,
    text: `【StudyNest】您在${building.zh}的${what.zh}（${g.giftNo}）已发放，参考号 ${g.paymentRef ?? ""}。Your ${what.en} for ${building.en} (${g.giftNo}) has been ${g.kind === "cashback" ? "paid" : "handed over"}; reference ${g.paymentRef ?? ""}.`,
  };
}

/** Sends the unsent claimable and paid notices: of some gifts, of one order's, or all. */
export async function deliverGiftNotices(scope: { giftIds?: number[]; orderId?: number } = {}): Promise<number> {
  const filters: SQL[] = [isNull(giftStatusHistory.notifiedAt), inArray(giftStatusHistory.toStatus, [...TOLD])];
  if (scope.giftIds) {
    if (!scope.giftIds.length) return 0;
    filters.push(inArray(giftStatusHistory.giftId, scope.giftIds));
  }
  if (scope.orderId) filters.push(eq(gifts.orderId, scope.orderId));
  const rows = await db()
    .select({
      id: giftStatusHistory.id,
      to: giftStatusHistory.toStatus,
      gift: { giftNo: gifts.giftNo, kind: gifts.kind, status: gifts.status, amount: gifts.amount, currency: gifts.currency, claimBy: gifts.claimBy, paymentRef: gifts.paymentRef, offer: gifts.offer },
      building: { zh: buildings.nameZh, en: buildings.nameEn },
      mobile: applications.mobile,
      prefix: mobilePrefixes.mobilePrefix,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(giftStatusHistory)
    .innerJoin(gifts, eq(gifts.id, giftStatusHistory.giftId))
    .innerJoin(orders, eq(orders.id, gifts.orderId))
    .innerJoin(buildings, eq(buildings.id, orders.buildingId))
    .innerJoin(users, eq(users.id, gifts.userId))
    .leftJoin(applications, eq(applications.id, orders.applicationId))
    .leftJoin(mobilePrefixes, eq(mobilePrefixes.id, applications.mobilePrefixId))
    .where(and(...filters))
    .orderBy(asc(giftStatusHistory.id))
    .limit(500);
  let sent = 0;
  for (const r of rows) {
    const [mine] = await db()
      .update(giftStatusHistory)
      .set({ notifiedAt: new Date() })
      .where(and(eq(giftStatusHistory.id, r.id), isNull(giftStatusHistory.notifiedAt)))
      .returning({ id: giftStatusHistory.id });
    if (!mine || r.gift.status !== r.to) continue;
    try {
      const { text, subject } = noticeText(r.gift, r.building, r.to as (typeof TOLD)[number]);
      if (await deliverNotice(r, text, subject, r.gift.giftNo)) sent++;
    } catch (e) {
      logger.warn({ err: e, giftNo: r.gift.giftNo }, "gift notification failed");
    }
  }
  return sent;
}

const inFlight = new Set<Promise<void>>();

/**
 * After an order's change in a transaction still open: its gifts' notices, once that transaction
 * has ended. The order's row stays locked until then, so taking it again waits exactly for the
 * commit (on PGlite every statement waits for the open transaction anyway); a rolled-back change
 * leaves nothing to send.
 */
export function noticeAfterCommit(orderId: number): void {
  const job: Promise<void> = (async () => {
    await new Promise((resolve) => setImmediate(resolve));
    await db().transaction((tx) => tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for("share"));
    await deliverGiftNotices({ orderId });
  })()
    .catch((e: unknown) => logger.warn({ err: e, orderId }, "gift notifications after an order change failed"))
    .finally(() => inFlight.delete(job));
  inFlight.add(job);
}

/** Resolves when the notices scheduled so far have been sent (tests, and shutdown). */
export async function giftNoticesSent(): Promise<void> {
  while (inFlight.size) await Promise.all([...inFlight]);
}
