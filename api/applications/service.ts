import { and, eq, sql } from "drizzle-orm";
import type { Lang } from "#core/constants";
import { db } from "../db/client";
import {
  applicationStatusHistory,
  applications,
  buildings,
  cities,
  countries,
  mobilePrefixes,
  orderStatusHistory,
  orders,
  rooms,
  type APPLICATION_STATUSES,
  type ORDER_STATUSES,
} from "../db/schema";
import { ApiError } from "../http/envelope";
import { env } from "#core/env.server";
import { quoteOf, returnUnit, takeUnit } from "../catalogue";
import { tenancyEnd } from "../catalogue";
import { dayCode } from "../platform/day-code";
import { giftsFollowOrder, giftsForNewOrder } from "../gifts";
import { reviewChanged } from "../reviews";
import type { Tx } from "../platform/idempotency";

/**
 * Application and order lifecycles. An application is `submitted` by the student, moved to
 * `reviewing` and then `approved` or `rejected` by staff (api/platform/operator.ts), `cancelled`
 * by the student while it is still submitted or in review, or `expired` by the system.
 * Approval creates the order in `pending_payment` from the application's locked quote and takes one
 * unit of the room's stock; unpaid past its `payBy` the order expires; payment, check-in and
 * completion follow, and an order that ends unpaid, cancelled or refunded gives its unit back.
 * Every change writes a history row, in the same transaction as the change; an order's gifts
 * (api/gifts/service.ts) are made and moved in that transaction too.
 */
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type Actor = "user" | "staff" | "system";

export const APPLICATION_TRANSITIONS: Record<ApplicationStatus, ApplicationStatus[]> = {
  submitted: ["reviewing", "approved", "rejected", "cancelled", "expired"],
  reviewing: ["approved", "rejected", "cancelled", "expired"],
  approved: [],
  rejected: [],
  cancelled: [],
  expired: [],
};
export const USER_CANCELLABLE: ApplicationStatus[] = ["submitted", "reviewing"];

export const ORDER_TRANSITIONS: Record<OrderStatus, OrderStatus[]> = {
  pending_payment: ["paid", "cancelled", "expired"],
  paid: ["checked_in", "refunded"],
  // A room not as described (a report within 24 h of check-in, upheld by staff before the release) is refunded.
  checked_in: ["completed", "refunded"],
  completed: [],
  cancelled: [],
  refunded: [],
  expired: [],
};
/** The ends of an order that give its room's unit back. */
export const UNIT_RETURNING: OrderStatus[] = ["cancelled", "expired", "refunded"];

export const newApplyCode = () => dayCode("A");
export const newOrderNo = () => dayCode("O");

/** The last night of a tenancy: one rule everywhere, api/catalogue/costs.ts's tenancyEnd. */
export const addTerm = tenancyEnd;

export const pick = (lang: Lang, zh: string | null | undefined, en: string | null | undefined) => (lang === "en" ? en || zh : zh || en) ?? "";

/** A published room with what the application form needs. */
export async function roomForApply(roomCode: string) {
  const [row] = await db()
    .select({
      room: rooms,
      building: {
        id: buildings.id,
        code: buildings.code,
        nameZh: buildings.nameZh,
        nameEn: buildings.nameEn,
        addressZh: buildings.addressZh,
        addressEn: buildings.addressEn,
        currency: buildings.currency,
        priceUnit: buildings.priceUnit,
        photos: buildings.photos,
        cityId: buildings.cityId,
      },
      city: { nameZh: cities.nameZh, nameEn: cities.nameEn },
      country: { nameZh: countries.nameZh, nameEn: countries.nameEn },
    })
    .from(rooms)
    .innerJoin(buildings, eq(buildings.id, rooms.buildingId))
    .innerJoin(cities, eq(cities.id, buildings.cityId))
    .innerJoin(countries, eq(countries.id, buildings.countryId))
    .where(and(eq(rooms.code, roomCode.trim().toLowerCase()), eq(buildings.isPublished, true)))
    .limit(1);
  if (!row) throw new ApiError("room_not_found");
  return row;
}

/** A nationality: a country or region the calling-code list knows (ISO 3166 alpha-2). */
export async function prefixIsoExists(iso2: string): Promise<boolean> {
  const [row] = await db().select({ id: mobilePrefixes.id }).from(mobilePrefixes).where(eq(mobilePrefixes.iso2, iso2.toUpperCase())).limit(1);
  return !!row;
}

export async function prefixExists(id: number, tx: Tx | ReturnType<typeof db> = db()): Promise<boolean> {
  const [row] = await tx.select({ id: mobilePrefixes.id }).from(mobilePrefixes).where(eq(mobilePrefixes.id, id)).limit(1);
  return !!row;
}

/** Moves an application (in `tx`), writes history, and on approval creates its order. */
export async function moveApplication(
  tx: Tx,
  applicationId: number,
  to: ApplicationStatus,
  actor: Actor,
  note?: string,
): Promise<{ status: ApplicationStatus; orderNo?: string }> {
  const [app] = await tx
    .select()
    .from(applications)
    .where(eq(applications.id, applicationId))
    .for("update")
    .limit(1);
  if (!app) throw new ApiError("apply_not_found");
  if (app.status === to) return { status: to };
  if (!APPLICATION_TRANSITIONS[app.status].includes(to)) throw new ApiError("status_transition_invalid");
  await tx.update(applications).set({ status: to, updatedAt: new Date() }).where(eq(applications.id, app.id));
  await tx.insert(applicationStatusHistory).values({ applicationId: app.id, fromStatus: app.status, toStatus: to, actor, note: note ?? null });
  if (to !== "approved") return { status: to };

  // The order's amounts are the quote the student saw when applying (api/catalogue/quote.ts).
  const quote = quoteOf(app.quote);
  if (!quote) throw new ApiError("quote_missing");
  // One unit of the room's stock, taken with the order or not at all (the transaction rolls back).
  if (app.roomId && !(await takeUnit(tx, app.roomId))) throw new ApiError("no_unit_left");
  const payBy = new Date(Date.now() + env().PAYMENT_WINDOW_HOURS * 3_600_000);
  for (let attempt = 0; ; attempt++) {
    const orderNo = newOrderNo();
    const inserted = await tx
      .insert(orders)
      .values({
        orderNo,
        applicationId: app.id,
        userId: app.userId,
        buildingId: app.buildingId,
        roomId: app.roomId,
        amount: quote.total,
        currency: quote.currency,
        rentalStart: app.rentalStart,
        rentalEnd: app.rentalEnd,
        unitHeld: !!app.roomId,
        payBy,
      })
      .onConflictDoNothing()
      .returning({ id: orders.id });
    if (inserted[0]) {
      await tx.insert(orderStatusHistory).values({ orderId: inserted[0].id, fromStatus: null, toStatus: "pending_payment", actor: "system", note: app.applyCode });
      // The apartment's cashback or gift, where its offer applies to this tenancy, becomes the student's record.
      await giftsForNewOrder(tx, inserted[0].id);
      return { status: to, orderNo };
    }
    if (attempt > 5) throw new Error("could not allocate an order number");
  }
}

/** The statuses that make the student a resident who may review the apartment (api/reviews). */
const RESIDENT: readonly OrderStatus[] = ["checked_in", "completed"];

export async function moveOrder(tx: Tx, orderId: number, to: OrderStatus, actor: Actor, note?: string): Promise<OrderStatus> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update").limit(1);
  if (!order) throw new ApiError("order_not_found");
  if (order.status === to) return to;
  if (!ORDER_TRANSITIONS[order.status].includes(to)) throw new ApiError("status_transition_invalid");
  // An order that ends without the student living there gives its unit back.
  const release = order.unitHeld && UNIT_RETURNING.includes(to);
  await tx
    .update(orders)
    .set({ status: to, updatedAt: new Date(), ...(to === "paid" ? { paidAt: new Date() } : {}), ...(release ? { unitHeld: false } : {}) })
    .where(eq(orders.id, order.id));
  if (release && order.roomId) await returnUnit(tx, order.roomId);
  await tx.insert(orderStatusHistory).values({ orderId: order.id, fromStatus: order.status, toStatus: to, actor, note: note ?? null });
  // Its gifts follow: claimable at check-in (or dated), expired with a cancelled or refunded order.
  await giftsFollowOrder(tx, order.id, to);
  // Living there (or no longer) decides whether the student may review the apartment. Announced
  // before the commit: a page read in between keeps the old answer a minute at most.
  if (RESIDENT.includes(order.status) !== RESIDENT.includes(to)) reviewChanged(order.userId);
  return to;
}

export const countAll = sql<number>`count(*) over ()::int`;

/** The student cancels their application (the caller has checked whose it is). */
export async function cancelApplication(applicationId: number): Promise<void> {
  await db().transaction((tx) => moveApplication(tx, applicationId, "cancelled", "user"));
}
