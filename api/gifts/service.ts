import { and, asc, desc, eq, inArray, lt, lte, sql, type SQL } from "drizzle-orm";
import type { Lang } from "#core/constants";
import type { GiftStatus as CoreGiftStatus, Payout } from "#core/schemas/gift";
import { db } from "../db/client";
import { applications, buildings, countries, giftStatusHistory, gifts, orders, rooms, users, type GIFT_STATUSES } from "../db/schema";
import { ApiError } from "../http/envelope";
import { claimWindow, codeSeed, feesOf, GIFT_KINDS, offerApplies, offerText, tenancyAt, type GiftKind, type Offer, type Unit } from "../catalogue";
import { currentRates } from "../catalogue";
import { dayCode } from "../platform/day-code";
import { deliverGiftNotices, noticeAfterCommit } from "./notify";
import type { Tx } from "../platform/idempotency";
import { openPayout, sealPayout } from "./payout-seal";

/**
 * My gift: an apartment's cashback (money after moving in) or gift (a thing, with its value) as
 * the student's own record. The order's transaction makes and moves it (api/applications/service.ts):
 *
 * - an order is placed (its application approved): for each kind, the apartment's first offer that
 *   applies to the tenancy (api/catalogue/costs.ts offerApplies) becomes a `pending` gift, with the
 *   amount, the currency and the offer as it is that day;
 * - the order reaches checked_in: the claim window starts that day (claimWindow) and the gift is
 *   `claimable`, or stays `pending` with the day it becomes claimable;
 * - the order is cancelled or refunded: its pending and claimable gifts expire.
 *
 * Then the student claims it (`claimed`, a cashback with its payout details, which can be
 * corrected until staff pay it), staff pay it (`paid`, with a reference) or let it lapse
 * (`expired`, with a reason), and the days move it (settleGifts: claimable from its day, expired
 * when its last day to claim has passed unclaimed). Every change writes a history row; the
 * student is told of `claimable` and `paid` (api/gifts/notify.ts).
 */
export type GiftStatus = (typeof GIFT_STATUSES)[number];
// The contract's list of statuses (core) and the database's are one list.
const sameStatuses: [GiftStatus, CoreGiftStatus] extends [CoreGiftStatus, GiftStatus] ? true : never = true;
void sameStatuses;

type Actor = "user" | "staff" | "system";
const DAY_MS = 86_400_000;
export const todayUtc = () => new Date().toISOString().slice(0, 10);
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Why the system let a gift lapse (stored as `system:<key>`, shown in the reader's language). */
const SYSTEM_REASONS = {
  order_cancelled: { zh: "订单已取消", en: "The order was cancelled" },
  order_refunded: { zh: "订单已退款", en: "The order was refunded" },
  claim_window_passed: { zh: "已超过申领期限", en: "The last day to claim it has passed" },
} as const;
type SystemReason = keyof typeof SYSTEM_REASONS;

async function insertHistory(tx: Tx, rows: { giftId: number; from: GiftStatus | null; to: GiftStatus; actor: Actor; note?: string | null }[]) {
  if (!rows.length) return;
  await tx.insert(giftStatusHistory).values(rows.map((r) => ({ giftId: r.giftId, fromStatus: r.from, toStatus: r.to, actor: r.actor, note: r.note ?? null })));
}

// ---- made and moved with the order -----------------------------------------------------------

/** In the transaction that creates order `orderId`: its gifts, for the offers that apply to its tenancy. */
export async function giftsForNewOrder(tx: Tx, orderId: number): Promise<void> {
  const [row] = await tx
    .select({
      userId: orders.userId,
      orderNo: orders.orderNo,
      currency: orders.currency,
      rentalStart: orders.rentalStart,
      leaseTerm: applications.leaseTerm,
      fees: buildings.fees,
      tags: buildings.tags,
      code: buildings.code,
      unit: buildings.priceUnit,
      iso2: countries.iso2,
      price: rooms.price,
      leaseTerms: rooms.leaseTerms,
    })
    .from(orders)
    .innerJoin(buildings, eq(buildings.id, orders.buildingId))
    .innerJoin(countries, eq(countries.id, buildings.countryId))
    .leftJoin(applications, eq(applications.id, orders.applicationId))
    .leftJoin(rooms, eq(rooms.id, orders.roomId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row) return;
  const fees = feesOf(row.fees, row.iso2, row.unit, row.tags, codeSeed(row.code));
  const offers = fees.offers.filter((o): o is Offer & { key: GiftKind } => o.key !== "discount" && (o.amount ?? 0) > 0);
  if (!offers.length) return;
  const term = row.leaseTerm ?? 0;
  // The tenancy's kind and intake, as the room offered it; unknown for an older client's free dates.
  const tenancy =
    row.rentalStart && row.price !== null && row.leaseTerms ? tenancyAt({ price: row.price, leaseTerms: row.leaseTerms, stock: 1 }, row.iso2, row.unit, row.rentalStart, term) : undefined;
  const facts = { kind: tenancy?.kind ?? null, intake: tenancy?.intake ?? null, leaseTerm: term };
  for (const kind of GIFT_KINDS) {
    const offer = offers.find((o) => o.key === kind && offerApplies(o, facts));
    if (!offer) continue;
    for (let attempt = 0; ; attempt++) {
      const [made] = await tx
        .insert(gifts)
        .values({ giftNo: dayCode("G"), userId: row.userId, orderId, kind, amount: offer.amount!, currency: row.currency, priceUnit: row.unit, offer, status: "pending" })
        .onConflictDoNothing()
        .returning({ id: gifts.id });
      if (made) {
        await insertHistory(tx, [{ giftId: made.id, from: null, to: "pending", actor: "system", note: row.orderNo }]);
        break;
      }
      const [exists] = await tx.select({ id: gifts.id }).from(gifts).where(and(eq(gifts.orderId, orderId), eq(gifts.kind, kind))).limit(1);
      if (exists) break;
      if (attempt > 5) throw new Error("could not allocate a gift number");
    }
  }
}

/** In the transaction that moves order `orderId` to `to`: its gifts follow. */
export async function giftsFollowOrder(tx: Tx, orderId: number, to: string, today = todayUtc()): Promise<void> {
  const list = await tx.select().from(gifts).where(eq(gifts.orderId, orderId)).for("update");
  if (!list.length) return;
  const history: Parameters<typeof insertHistory>[1] = [];
  for (const g of list) {
    if (to === "checked_in" && g.status === "pending" && !g.checkedInOn) {
      const { afterDays, withinDays } = claimWindow(g.offer);
      const claimableFrom = addDays(today, afterDays);
      const status: GiftStatus = afterDays === 0 ? "claimable" : "pending";
      await tx.update(gifts).set({ status, checkedInOn: today, claimableFrom, claimBy: addDays(today, withinDays), updatedAt: new Date() }).where(eq(gifts.id, g.id));
      if (status === "claimable") history.push({ giftId: g.id, from: "pending", to: "claimable", actor: "system", note: "checked_in" });
    } else if ((to === "cancelled" || to === "refunded") && (g.status === "pending" || g.status === "claimable")) {
      const reason: SystemReason = to === "cancelled" ? "order_cancelled" : "order_refunded";
      await tx.update(gifts).set({ status: "expired", expiredReason: `system:${reason}`, updatedAt: new Date() }).where(eq(gifts.id, g.id));
      history.push({ giftId: g.id, from: g.status, to: "expired", actor: "system", note: to });
    }
  }
  await insertHistory(tx, history);
  // The student is told once the order's change is committed.
  if (history.some((h) => h.to === "claimable")) noticeAfterCommit(orderId);
}

/**
 * What the days do: pending gifts whose day has come become claimable, claimable ones past their
 * last day to claim expire. For one student (before reading their gifts) or for everyone (the
 * periodic sweep). Each row moves once however many instances run it (the status is in the WHERE).
 * Answers the ids of the gifts that became claimable.
 */
export async function settleGifts(opts: { userId?: number; today?: string } = {}): Promise<number[]> {
  const today = opts.today ?? todayUtc();
  const mine = (where: SQL) => (opts.userId ? and(where, eq(gifts.userId, opts.userId))! : where);
  return db().transaction(async (tx) => {
    const opened = await tx
      .update(gifts)
      .set({ status: "claimable", updatedAt: new Date() })
      .where(mine(and(eq(gifts.status, "pending"), lte(gifts.claimableFrom, today))!))
      .returning({ id: gifts.id });
    await insertHistory(tx, opened.map((g) => ({ giftId: g.id, from: "pending" as const, to: "claimable" as const, actor: "system" as const, note: "claim_day" })));
    const lapsed = await tx
      .update(gifts)
      .set({ status: "expired", expiredReason: "system:claim_window_passed", updatedAt: new Date() })
      .where(mine(and(eq(gifts.status, "claimable"), lt(gifts.claimBy, today))!))
      .returning({ id: gifts.id });
    await insertHistory(tx, lapsed.map((g) => ({ giftId: g.id, from: "claimable" as const, to: "expired" as const, actor: "system" as const, note: "claim_window_passed" })));
    return opened.map((g) => g.id);
  });
}

// ---- the student's claim ---------------------------------------------------------------------

/** The student's gift `giftNo`, locked for the change; another student's reads as "does not exist". */
async function ownGift(tx: Tx, userId: number, giftNo: string) {
  const [g] = await tx
    .select()
    .from(gifts)
    .where(and(eq(gifts.giftNo, giftNo), eq(gifts.userId, userId)))
    .for("update")
    .limit(1);
  if (!g) throw new ApiError("gift_not_found");
  return g;
}

const REFUSAL: Record<GiftStatus, "gift_not_claimable" | "gift_already_claimed" | "gift_already_paid" | "gift_expired" | null> = {
  pending: "gift_not_claimable",
  claimable: null,
  claimed: "gift_already_claimed",
  paid: "gift_already_paid",
  expired: "gift_expired",
};

/** A claimable gift becomes claimed, a cashback with its payout details (checked by the caller). Once. */
export async function claimGift(tx: Tx, userId: number, giftNo: string, payout: Payout | null): Promise<number> {
  const g = await ownGift(tx, userId, giftNo);
  const refusal = REFUSAL[g.status];
  if (refusal) throw new ApiError(refusal);
  await tx
    .update(gifts)
    .set({ status: "claimed", payout: g.kind === "cashback" ? sealPayout(g.id, payout) : null, claimedAt: new Date(), updatedAt: new Date() })
    .where(eq(gifts.id, g.id));
  await insertHistory(tx, [{ giftId: g.id, from: "claimable", to: "claimed", actor: "user" }]);
  return g.id;
}

/** A claimed cashback's payout details replaced, until staff pay it. */
export async function correctClaim(tx: Tx, userId: number, giftNo: string, payout: Payout): Promise<number> {
  const g = await ownGift(tx, userId, giftNo);
  if (g.kind !== "cashback") throw new ApiError("gift_nothing_to_correct");
  if (g.status !== "claimed") throw new ApiError(g.status === "claimable" ? "gift_not_claimed" : (REFUSAL[g.status] ?? "gift_not_claimed"));
  await tx.update(gifts).set({ payout: sealPayout(g.id, payout), updatedAt: new Date() }).where(eq(gifts.id, g.id));
  await insertHistory(tx, [{ giftId: g.id, from: "claimed", to: "claimed", actor: "user", note: "corrected" }]);
  return g.id;
}

// ---- staff -----------------------------------------------------------------------------------

/**
 * Staff set a gift to claimable (from pending, once its order reached check-in), paid (from
 * claimed, with the payment's reference) or expired (from pending, claimable or claimed, with a
 * reason the student reads). Setting the status it has changes nothing.
 */
export async function staffMoveGift(
  giftNo: string,
  to: "claimable" | "paid" | "expired",
  detail: { reference?: string; reason?: string },
  today = todayUtc(),
  // The staff audit entry, written in the move's own transaction (before and after).
  onMoved?: (tx: Tx, change: { giftNo: string; from: GiftStatus; to: GiftStatus; note: string | null }) => Promise<void>,
): Promise<{ id: number; status: GiftStatus; moved: boolean }> {
  return db().transaction(async (tx) => {
    const [g] = await tx
      .select({ gift: gifts, orderStatus: orders.status })
      .from(gifts)
      .innerJoin(orders, eq(orders.id, gifts.orderId))
      .where(eq(gifts.giftNo, giftNo))
      .for("update", { of: gifts })
      .limit(1);
    if (!g) throw new ApiError("gift_not_found");
    const gift = g.gift;
    if (gift.status === to) return { id: gift.id, status: to, moved: false };
    const now = new Date();
    if (to === "claimable") {
      if (gift.status !== "pending") throw new ApiError("status_transition_invalid");
      if (g.orderStatus !== "checked_in" && g.orderStatus !== "completed") throw new ApiError("gift_not_checked_in");
      const checkedInOn = gift.checkedInOn ?? today;
      const claimBy = gift.claimBy ?? addDays(checkedInOn, claimWindow(gift.offer).withinDays);
      await tx.update(gifts).set({ status: "claimable", checkedInOn, claimableFrom: today, claimBy: claimBy < today ? today : claimBy, updatedAt: now }).where(eq(gifts.id, gift.id));
    } else if (to === "paid") {
      if (gift.status !== "claimed") throw new ApiError("status_transition_invalid");
      await tx.update(gifts).set({ status: "paid", paidAt: now, paymentRef: detail.reference!, updatedAt: now }).where(eq(gifts.id, gift.id));
    } else {
      if (gift.status === "paid") throw new ApiError("status_transition_invalid");
      await tx.update(gifts).set({ status: "expired", expiredReason: detail.reason!, updatedAt: now }).where(eq(gifts.id, gift.id));
    }
    const note = to === "paid" ? detail.reference! : to === "expired" ? detail.reason! : null;
    await insertHistory(tx, [{ giftId: gift.id, from: gift.status, to, actor: "staff", note }]);
    await onMoved?.(tx, { giftNo, from: gift.status, to, note });
    return { id: gift.id, status: to, moved: true };
  });
}

// ---- what the student and staff read ---------------------------------------------------------

/** The last four characters; an e-mail address keeps its first letter and its domain. */
export function maskAccount(account: string): string {
  const at = account.indexOf("@");
  if (at > 0) return `${account[0]}•••${account.slice(at)}`;
  const tail = account.slice(-4);
  return `•••• ${tail}`;
}
const maskSortCode = (s: string) => `••-••-${s.slice(-2)}`;

function maskedPayout(p: Payout | null) {
  if (!p) return null;
  return {
    method: p.method,
    holderName: p.holderName,
    account: maskAccount(p.account),
    bankCountry: p.bankCountry ?? null,
    bankName: p.bankName ?? null,
    swift: p.swift ?? null,
    sortCode: p.sortCode ? maskSortCode(p.sortCode) : null,
  };
}

const name = (lang: Lang, zh: string | null | undefined, en: string | null | undefined) => (lang === "en" ? en || zh : zh || en) ?? "";

function reasonText(reason: string | null, lang: Lang): string | null {
  if (!reason) return null;
  const key = reason.startsWith("system:") ? (reason.slice(7) as SystemReason) : null;
  if (key && key in SYSTEM_REASONS) return SYSTEM_REASONS[key][lang === "en" ? "en" : "zh"];
  return reason;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The student's gifts (one order's with `orderNo`), newest first, as gift/list and gift/info answer them. */
export async function studentGifts(
  userId: number,
  lang: Lang,
  opts: { giftNo?: string; orderNo?: string; status?: GiftStatus; pageNum?: number; pageSize?: number } = {},
) {
  const opened = await settleGifts({ userId });
  if (opened.length) await deliverGiftNotices({ giftIds: opened });
  const pageSize = opts.pageSize ?? 20;
  const pageNum = opts.pageNum ?? 1;
  const where = and(
    eq(gifts.userId, userId),
    opts.giftNo ? eq(gifts.giftNo, opts.giftNo) : undefined,
    opts.orderNo ? eq(orders.orderNo, opts.orderNo) : undefined,
    opts.status ? eq(gifts.status, opts.status) : undefined,
  );
  const rows = await db()
    .select({
      gift: gifts,
      orderNo: orders.orderNo,
      orderStatus: orders.status,
      rentalStart: orders.rentalStart,
      rentalEnd: orders.rentalEnd,
      buildingCode: buildings.code,
      buildingZh: buildings.nameZh,
      buildingEn: buildings.nameEn,
      roomCode: rooms.code,
      roomZh: rooms.nameZh,
      roomEn: rooms.nameEn,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(gifts)
    .innerJoin(orders, eq(orders.id, gifts.orderId))
    .innerJoin(buildings, eq(buildings.id, orders.buildingId))
    .leftJoin(rooms, eq(rooms.id, orders.roomId))
    .where(where)
    .orderBy(desc(gifts.createdAt), desc(gifts.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  const ids = rows.map((r) => r.gift.id);
  const history = ids.length
    ? await db()
        .select({ giftId: giftStatusHistory.giftId, from: giftStatusHistory.fromStatus, to: giftStatusHistory.toStatus, actor: giftStatusHistory.actor, at: giftStatusHistory.createdAt })
        .from(giftStatusHistory)
        .where(inArray(giftStatusHistory.giftId, ids))
        .orderBy(asc(giftStatusHistory.createdAt), asc(giftStatusHistory.id))
    : [];
  const rates = await currentRates();
  const list = rows.map((r) => {
    const g = r.gift;
    const offer = g.offer;
    const rate = rates.get(g.currency);
    const text = offerText(offer, g.priceUnit as Unit, g.currency, lang);
    return {
      giftNo: g.giftNo,
      kind: g.kind,
      status: g.status,
      name: g.kind === "gift" && offer.item ? name(lang, offer.item.zh, offer.item.en) : text.name,
      amount: g.amount,
      currency: g.currency,
      amountCny: rate && g.currency !== "CNY" ? Math.round(g.amount * rate.cny) : g.currency === "CNY" ? g.amount : null,
      rateDate: rate && g.currency !== "CNY" ? rate.asOf : null,
      offer: text,
      checkedInOn: g.checkedInOn,
      claimableFrom: g.claimableFrom,
      claimBy: g.claimBy,
      claimedAt: iso(g.claimedAt),
      paidAt: iso(g.paidAt),
      paymentReference: g.paymentRef,
      expiredReason: reasonText(g.expiredReason, lang),
      payout: maskedPayout(openPayout(g.id, g.payout)),
      canClaim: g.status === "claimable",
      canCorrect: g.kind === "cashback" && g.status === "claimed",
      order: {
        orderNo: r.orderNo,
        status: r.orderStatus,
        rentalStart: r.rentalStart,
        rentalEnd: r.rentalEnd,
        building: { code: r.buildingCode, name: name(lang, r.buildingZh, r.buildingEn) },
        room: r.roomCode ? { code: r.roomCode, name: name(lang, r.roomZh, r.roomEn) } : null,
      },
      history: history
        .filter((h) => h.giftId === g.id)
        .map((h) => ({ from: h.from, to: h.to, actor: h.actor as Actor, at: h.at.toISOString() })),
      createdAt: g.createdAt.toISOString(),
    };
  });
  let totalCount = rows[0]?.total ?? 0;
  if (!rows.length && pageNum > 1) {
    const [c] = await db().select({ n: sql<number>`count(*)::int` }).from(gifts).innerJoin(orders, eq(orders.id, gifts.orderId)).where(where);
    totalCount = c?.n ?? 0;
  }
  return { list, pageNum, pageSize, totalCount, pages: Math.ceil(totalCount / pageSize) };
}

/** Staff's list: gifts in `status` (claimed: waiting for payment), oldest claim first, with what paying needs. */
export async function staffGifts(status: GiftStatus, lang: Lang, pageNum: number, pageSize: number) {
  await settleGifts();
  const rows = await db()
    .select({
      gift: gifts,
      orderNo: orders.orderNo,
      buildingCode: buildings.code,
      buildingZh: buildings.nameZh,
      buildingEn: buildings.nameEn,
      userCode: users.userCode,
      realName: users.realName,
      userName: users.userName,
      mobile: users.mobile,
      email: users.email,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(gifts)
    .innerJoin(orders, eq(orders.id, gifts.orderId))
    .innerJoin(buildings, eq(buildings.id, orders.buildingId))
    .innerJoin(users, eq(users.id, gifts.userId))
    .where(eq(gifts.status, status))
    .orderBy(sql`${gifts.claimedAt} ASC NULLS LAST`, asc(gifts.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  const totalCount = rows[0]?.total ?? 0;
  return {
    list: rows.map((r) => {
      const g = r.gift;
      const offer = g.offer;
      const p = openPayout(g.id, g.payout);
      return {
        giftNo: g.giftNo,
        kind: g.kind,
        status: g.status,
        name: g.kind === "gift" && offer.item ? name(lang, offer.item.zh, offer.item.en) : offerText(offer, g.priceUnit as Unit, g.currency, lang).name,
        amount: g.amount,
        currency: g.currency,
        claimBy: g.claimBy,
        claimedAt: iso(g.claimedAt),
        orderNo: r.orderNo,
        building: { code: r.buildingCode, name: name(lang, r.buildingZh, r.buildingEn) },
        student: { userCode: r.userCode, name: r.realName || r.userName || null, mobile: r.mobile ?? null, email: r.email ?? null },
        payout: p
          ? { method: p.method, holderName: p.holderName, account: p.account, bankCountry: p.bankCountry ?? null, bankName: p.bankName ?? null, swift: p.swift ?? null, sortCode: p.sortCode ?? null }
          : null,
      };
    }),
    pageNum,
    pageSize,
    totalCount,
    pages: Math.ceil(totalCount / pageSize),
  };
}

/** The kind of the student's own gift (another student's giftNo reads as gift_not_found). */
export async function giftKindOf(userId: number, giftNo: string) {
  const [g] = await db().select({ kind: gifts.kind }).from(gifts).where(and(eq(gifts.giftNo, giftNo), eq(gifts.userId, userId))).limit(1);
  if (!g) throw new ApiError("gift_not_found");
  return g.kind;
}
