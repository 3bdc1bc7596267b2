import { and, desc, eq, sql } from "drizzle-orm";
import type { Lang } from "#core/constants";
import { db } from "../db/client";
import { planned } from "../db/planned";
import { airportPickups, applicationStatusHistory, applications, buildings, mobilePrefixes, orders, rooms } from "../db/schema";
import { ApiError } from "../http/envelope";
import { BOOKED_PLACE_COLUMNS, bookedPlace, quoteDto, quoteOf } from "../catalogue";
import { pick, USER_CANCELLABLE, type ApplicationStatus } from "./service";

/**
 * A student's applications as they read them: the list page and one application with its
 * history, order, pickup and next step. Every query is filtered by the user id, so another
 * user's applyCode reads as "does not exist", never as data.
 */

/** The user's own application by its code, else `apply_not_found`. */
export async function ownApplication(userId: number, applyCode: string) {
  const [row] = await db()
    .select()
    .from(applications)
    .where(and(eq(applications.applyCode, applyCode), eq(applications.userId, userId)))
    .limit(1);
  if (!row) throw new ApiError("apply_not_found");
  return row;
}

async function countOf(userId: number, status?: ApplicationStatus): Promise<number> {
  const where = status ? and(eq(applications.userId, userId), eq(applications.status, status)) : eq(applications.userId, userId);
  const [row] = await db().select({ n: sql<number>`count(*)::int` }).from(applications).where(where);
  return row?.n ?? 0;
}

/** One page of the user's applications, newest first, optionally of one status. */
export async function listApplications(userId: number, lang: Lang, page: { status?: ApplicationStatus; pageNum: number; pageSize: number }) {
  const where = page.status ? and(eq(applications.userId, userId), eq(applications.status, page.status)) : eq(applications.userId, userId);
  // Every view of a student's applications page: prepared once (planned.ts).
  const rows = await planned(
    db()
      .select({
        applyCode: applications.applyCode,
        status: applications.status,
        createdAt: applications.createdAt,
        moveInDate: applications.moveInDate,
        leaseTerm: applications.leaseTerm,
        leaseUnit: applications.leaseUnit,
        rentalStart: applications.rentalStart,
        rentalEnd: applications.rentalEnd,
        applicant: applications.applicant,
        ...BOOKED_PLACE_COLUMNS,
        orderNo: orders.orderNo,
        orderStatus: orders.status,
        total: sql<number>`count(*) over ()::int`,
      })
      .from(applications)
      .innerJoin(buildings, eq(buildings.id, applications.buildingId))
      .leftJoin(rooms, eq(rooms.id, applications.roomId))
      .leftJoin(orders, eq(orders.applicationId, applications.id))
      .where(where)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize),
  );
  // A page past the end has no row to carry the total: count apart.
  const totalCount = rows[0]?.total ?? (page.pageNum > 1 ? await countOf(userId, page.status) : 0);
  return {
    list: rows.map((r) => ({
      applyCode: r.applyCode,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      moveInDate: r.moveInDate,
      leaseTerm: r.leaseTerm,
      leaseUnit: r.leaseUnit,
      rentalStart: r.rentalStart,
      rentalEnd: r.rentalEnd,
      applicantName: r.applicant?.legalName ?? r.applicant?.chineseName ?? null,
      ...bookedPlace(r, lang),
      orderNo: r.orderNo,
      orderStatus: r.orderStatus,
      canCancel: USER_CANCELLABLE.includes(r.status),
    })),
    pageNum: page.pageNum,
    pageSize: page.pageSize,
    totalCount,
    pages: Math.ceil(totalCount / page.pageSize),
  };
}

/** What happens next and who takes the step, per status. */
const NEXT_STEP: Record<ApplicationStatus, { step: ApplicationStatus; who: "adviser" | "you" | "none" }> = {
  submitted: { step: "submitted", who: "adviser" },
  reviewing: { step: "reviewing", who: "adviser" },
  approved: { step: "approved", who: "you" },
  rejected: { step: "rejected", who: "you" },
  cancelled: { step: "cancelled", who: "none" },
  expired: { step: "expired", who: "none" },
};

/** One application as its page shows it (the caller has checked whose it is). */
export async function applicationDetail(id: number, lang: Lang) {

  const [r] = await db()
    .select({
      app: applications,
      building: { code: buildings.code, nameZh: buildings.nameZh, nameEn: buildings.nameEn, addressZh: buildings.addressZh, addressEn: buildings.addressEn, currency: buildings.currency, photo: sql<string | null>`${buildings.photos}[1]` },
      room: { code: rooms.code, nameZh: rooms.nameZh, nameEn: rooms.nameEn, price: rooms.price },
      prefix: mobilePrefixes.mobilePrefix,
    })
    .from(applications)
    .innerJoin(buildings, eq(buildings.id, applications.buildingId))
    .leftJoin(rooms, eq(rooms.id, applications.roomId))
    .leftJoin(mobilePrefixes, eq(mobilePrefixes.id, applications.mobilePrefixId))
    .where(eq(applications.id, id))
    .limit(1);
  const [history, orderRows, pickups] = await Promise.all([
    db()
      .select({ from: applicationStatusHistory.fromStatus, to: applicationStatusHistory.toStatus, actor: applicationStatusHistory.actor, note: applicationStatusHistory.note, at: applicationStatusHistory.createdAt, notifiedAt: applicationStatusHistory.notifiedAt })
      .from(applicationStatusHistory)
      .where(eq(applicationStatusHistory.applicationId, id))
      .orderBy(applicationStatusHistory.createdAt, applicationStatusHistory.id),
    db().select({ orderNo: orders.orderNo, status: orders.status, amount: orders.amount, currency: orders.currency }).from(orders).where(eq(orders.applicationId, id)).limit(1),
    db()
      .select({ flightNo: airportPickups.flightNo, arrivalDate: airportPickups.arrivalDate, arrivalTime: airportPickups.arrivalTime, airport: airportPickups.airport, passengers: airportPickups.passengers, remark: airportPickups.remark, status: airportPickups.status })
      .from(airportPickups)
      .where(eq(airportPickups.applicationId, id))
      .orderBy(desc(airportPickups.createdAt))
      .limit(1),
  ]);
  const a = r.app;
  const quote = quoteOf(a.quote);
  const guarantor = a.guarantor;
  let guarantorPrefix: string | undefined;
  if (guarantor?.mobilePrefixId) {
    const [p] = await db().select({ p: mobilePrefixes.mobilePrefix }).from(mobilePrefixes).where(eq(mobilePrefixes.id, guarantor.mobilePrefixId)).limit(1);
    guarantorPrefix = p?.p;
  }
  return {
    applyCode: a.applyCode,
    status: a.status,
    createdAt: a.createdAt.toISOString(),
    moveInDate: a.moveInDate,
    leaseTerm: a.leaseTerm,
    leaseUnit: a.leaseUnit,
    rentalStart: a.rentalStart,
    rentalEnd: a.rentalEnd,
    mobilePrefix: r.prefix,
    mobile: a.mobile,
    paymentPlan: a.paymentPlan,
    remark: a.remark,
    applicant: a.applicant,
    guarantor: guarantor ? { ...guarantor, mobilePrefix: guarantorPrefix } : null,
    building: { code: r.building.code, name: pick(lang, r.building.nameZh, r.building.nameEn), address: pick(lang, r.building.addressZh, r.building.addressEn), photo: r.building.photo, currency: r.building.currency },
    room: r.room?.code ? { code: r.room.code, name: pick(lang, r.room.nameZh, r.room.nameEn), price: r.room.price } : null,
    order: orderRows[0] ?? null,
    orderNo: orderRows[0]?.orderNo ?? null,
    pickup: pickups[0] ?? null,
    history: history.map((h) => ({ ...h, at: h.at.toISOString(), notifiedAt: h.notifiedAt?.toISOString() ?? null, channel: h.notifiedAt ? (a.mobile ? ("sms" as const) : ("email" as const)) : null })),
    next: NEXT_STEP[a.status],
    replyPromise: { workingDays: 1, hours: "09:00-18:00", timeZone: "Asia/Shanghai" },
    canCancel: USER_CANCELLABLE.includes(a.status),
    canRequestPickup: ["submitted", "reviewing", "approved"].includes(a.status),
    quote: quote ? quoteDto(quote, lang) : null,
  };
}
