import { and, desc, eq, sql } from "drizzle-orm";
import { guardFormSend } from "../form-guard";
import type { Lang } from "#core/constants";
import { PAYMENT_PLANS, YEARS_OF_STUDY, GUARANTOR_RELATIONS } from "#core/schemas/student";
import { intentContract, type applicantDetails, type guarantorDetails, applyContract, applicantContract, leadContract } from "#core/contract/applications";
import { db } from "../db/client";
import { airportPickups, applicantProfiles, applicationStatusHistory, applications, buildings, mobilePrefixes, orders, rooms, schools, bookings, cities, findHouseRequests } from "../db/schema";
import type { RequestContext } from "../http/context";
import { implement, type Endpoint } from "../http/endpoint";
import { ApiError, Reply } from "../http/envelope";
import type { z } from "#core/contract/zod";
import { roomCostsByCode } from "../catalogue";
import { tenancyEnd, type Tenancy } from "../catalogue";
import { lockQuote, pricedTenancy, quoteDto, quoteOf } from "../catalogue";
import { moveApplication, newApplyCode, pick, prefixExists, prefixIsoExists, roomForApply, USER_CANCELLABLE, type ApplicationStatus } from "./service";
import { once, ownerOf } from "../platform/idempotency";
import { notifyStatus } from "./notify";
import { randomInt } from "node:crypto";

/**
 * Room applications: /rest/user/client/intent/{apply, apply/house, list, info, cancel}. Every
 * query is filtered by the session's user id, so another user's applyCode reads as "does not
 * exist" (code 1), never as data.
 */

/** The applicant and guarantor as applications and the saved details keep them (jsonb). */
export type ApplicantJson = z.infer<typeof applicantDetails>;
export type GuarantorJson = z.infer<typeof guarantorDetails>;

/** The room, its apartment and the form's choices; shared by apply/house and apply/form. */
export async function applyContext(roomCode: string, lang: Lang) {
  const { room, building, city, country } = await roomForApply(roomCode);
  const [costs, universities] = await Promise.all([
    roomCostsByCode(room.code, lang),
    db()
      .select({ id: schools.id, nameZh: schools.nameZh, nameEn: schools.nameEn })
      .from(schools)
      .where(eq(schools.cityId, building.cityId))
      .orderBy(desc(schools.popularity), schools.id)
      .limit(100),
  ]);
  return {
    tenancies: costs.tenancies.map(({ code, kind, name, moveIn, moveOut, leaseTerm, leaseUnit, price, available }) => ({ code, kind, name, moveIn, moveOut, leaseTerm, leaseUnit, price, available })),
    costs: costs.costs,
    exchangeRate: costs.exchangeRate,
    guarantorRequired: costs.guarantorRequired,
    universities: universities.map((u) => ({ id: u.id, name: pick(lang, u.nameZh, u.nameEn) })),
    yearsOfStudy: [...YEARS_OF_STUDY],
    building: {
      code: building.code,
      name: pick(lang, building.nameZh, building.nameEn),
      address: pick(lang, building.addressZh, building.addressEn),
      city: pick(lang, city.nameZh, city.nameEn),
      country: pick(lang, country.nameZh, country.nameEn),
      photo: building.photos[0] ?? null,
      currency: building.currency,
      priceUnit: building.priceUnit,
    },
    room: {
      code: room.code,
      name: pick(lang, room.nameZh, room.nameEn),
      roomType: room.roomType,
      price: room.price,
      leaseTerms: room.leaseTerms,
      availableFrom: room.availableFrom,
      availableTo: room.availableTo,
      stock: room.stock,
    },
    leaseUnit: building.priceUnit,
    paymentPlans: [...PAYMENT_PLANS],
  };
}

/** The applicant and guarantor details the user keeps for the next application (null until saved). */
export async function savedDetails(userId: number) {
  const [row] = await db().select().from(applicantProfiles).where(eq(applicantProfiles.userId, userId)).limit(1);
  return {
    applicant: (row?.applicant as ApplicantJson | null) ?? null,
    guarantor: (row?.guarantor as GuarantorJson | null) ?? null,
  };
}

async function ownApplication(ctx: RequestContext, applyCode: string) {
  const me = await ctx.requireUser();
  const [row] = await db()
    .select()
    .from(applications)
    .where(and(eq(applications.applyCode, applyCode), eq(applications.userId, me.id)))
    .limit(1);
  if (!row) throw new ApiError("apply_not_found");
  return row;
}

const intentEndpoints = implement(intentContract, {
  "/rest/user/client/intent/apply/house": async (input, ctx) => {
    const me = await ctx.requireUser();
    const [context, saved] = await Promise.all([applyContext(input.roomCode, ctx.lang), savedDetails(me.id)]);
    return { ...context, ...saved, contact: { mobilePrefixId: me.mobilePrefixId, mobile: me.mobile, realName: me.realName } };
  },
  "/rest/user/client/intent/apply": async (input, ctx) => {
    const me = await ctx.requireUser();
    const { room, building } = await roomForApply(input.roomCode);
    if (room.stock <= 0) throw new ApiError("room_sold_out");
    const offer = await roomCostsByCode(room.code, ctx.lang);
    // The guarantor only where the apartment requires one.
    if (offer.guarantorRequired && (!input.guarantorName || !input.guarantorRelation || !input.guarantorMobile)) {
      throw new ApiError("guarantor_required");
    }
    let moveInDate: string;
    let leaseTerm: number;
    let rentalEnd: string;
    let tenancy: Tenancy | undefined;
    if (input.tenancyCode) {
      tenancy = offer.tenancies.find((t) => t.code === input.tenancyCode);
      if (!tenancy) throw new ApiError("tenancy_not_offered");
      if (!tenancy.available) throw new ApiError("room_sold_out");
      moveInDate = tenancy.moveIn;
      leaseTerm = tenancy.leaseTerm;
      rentalEnd = tenancy.moveOut;
    } else {
      // Older clients: a free move-in date within the coming year and a lease term the room offers.
      moveInDate = input.moveInDate!;
      leaseTerm = input.leaseTerm!;
      if (!room.leaseTerms.includes(leaseTerm)) throw new ApiError("lease_term_not_offered");
      const yearAhead = new Date(Date.now() + 548 * 86_400_000).toISOString().slice(0, 10);
      if (moveInDate > yearAhead) throw new ApiError("move_in_out_of_range");
      rentalEnd = tenancyEnd(moveInDate, leaseTerm, building.priceUnit);
    }
    if (!(await prefixExists(input.mobilePrefixId)) || (input.guarantorMobile && !(await prefixExists(input.guarantorMobilePrefixId)))) {
      throw new ApiError("mobile_prefix_not_found");
    }
    if (!(await prefixIsoExists(input.nationality))) throw new ApiError("nationality_error_tip");
    const applicant: ApplicantJson = {
      legalName: input.legalName,
      ...(input.chineseName ? { chineseName: input.chineseName } : {}),
      ...(input.surnamePinyin ? { surnamePinyin: input.surnamePinyin } : {}),
      dateOfBirth: input.dateOfBirth,
      nationality: input.nationality,
      university: input.university,
      course: input.course,
      yearOfStudy: input.yearOfStudy,
      address: input.address,
    };
    const guarantor: GuarantorJson | null =
      input.guarantorName && input.guarantorRelation && input.guarantorMobile
        ? {
            name: input.guarantorName,
            relation: input.guarantorRelation,
            mobilePrefixId: input.guarantorMobilePrefixId,
            mobile: input.guarantorMobile,
            ...(input.guarantorEmail ? { email: input.guarantorEmail } : {}),
            ...(input.guarantorAddress ? { address: input.guarantorAddress } : {}),
          }
        : null;
    // The price the student sees now is the price they book at: locked into the application.
    const quote = lockQuote(
      pricedTenancy({ price: room.price, leaseTerms: room.leaseTerms, iso2: offer.iso2, unit: building.priceUnit, currency: building.currency }, tenancy, moveInDate, leaseTerm, rentalEnd),
      offer.fees,
      input.paymentPlan,
      building.currency,
      offer.exchangeRate,
    );
    const { id } = await once("intent/apply", ownerOf(ctx, me.id), input.requestId, async (tx) => {
      for (let attempt = 0; ; attempt++) {
        const [row] = await tx
          .insert(applications)
          .values({
            applyCode: newApplyCode(),
            userId: me.id,
            buildingId: building.id,
            roomId: room.id,
            moveInDate,
            leaseTerm,
            leaseUnit: building.priceUnit,
            rentalStart: moveInDate,
            rentalEnd,
            mobilePrefixId: input.mobilePrefixId,
            mobile: input.mobile,
            applicant,
            guarantor,
            remark: input.remark ?? null,
            paymentPlan: input.paymentPlan,
            quote,
            attribution: ctx.attribution,
          })
          .onConflictDoNothing()
          .returning({ id: applications.id });
        if (row) {
          await tx.insert(applicationStatusHistory).values({ applicationId: row.id, fromStatus: null, toStatus: "submitted", actor: "user" });
          await tx
            .insert(applicantProfiles)
            .values({ userId: me.id, applicant, guarantor })
            .onConflictDoUpdate({ target: applicantProfiles.userId, set: guarantor ? { applicant, guarantor, updatedAt: new Date() } : { applicant, updatedAt: new Date() } });
          return row.id;
        }
        if (attempt > 5) throw new Error("could not allocate an apply code");
      }
    });
    const [row] = await db().select({ applyCode: applications.applyCode, status: applications.status }).from(applications).where(eq(applications.id, id));
    await notifyStatus(id);
    return new Reply(row, "apply_ok");
  },
  "/rest/user/client/intent/list": async (input, ctx) => {
    const me = await ctx.requireUser();
    const where = input.status ? and(eq(applications.userId, me.id), eq(applications.status, input.status)) : eq(applications.userId, me.id);
    const rows = await db()
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
        buildingCode: buildings.code,
        buildingZh: buildings.nameZh,
        buildingEn: buildings.nameEn,
        photo: sql<string | null>`${buildings.photos}[1]`,
        roomCode: rooms.code,
        roomZh: rooms.nameZh,
        roomEn: rooms.nameEn,
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
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize);
    const totalCount = rows[0]?.total ?? (input.pageNum > 1 ? await countOf(me.id, input.status) : 0);
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
        applicantName: (r.applicant as ApplicantJson | null)?.legalName ?? (r.applicant as ApplicantJson | null)?.chineseName ?? null,
        building: { code: r.buildingCode, name: pick(ctx.lang, r.buildingZh, r.buildingEn), photo: r.photo },
        room: r.roomCode ? { code: r.roomCode, name: pick(ctx.lang, r.roomZh, r.roomEn) } : null,
        orderNo: r.orderNo,
        orderStatus: r.orderStatus,
        canCancel: USER_CANCELLABLE.includes(r.status),
      })),
      pageNum: input.pageNum,
      pageSize: input.pageSize,
      totalCount,
      pages: Math.ceil(totalCount / input.pageSize),
    };
  },
  "/rest/user/client/intent/info": async (input, ctx) => {
    const app = await ownApplication(ctx, input.applyCode);
    return applicationDetail(app.id, ctx.lang);
  },
  "/rest/user/client/intent/cancel": async (input, ctx) => {
    const app = await ownApplication(ctx, input.applyCode);
    if (app.status !== "cancelled" && !USER_CANCELLABLE.includes(app.status)) throw new ApiError("apply_cannot_cancel");
    await db().transaction((tx) => moveApplication(tx, app.id, "cancelled", "user"));
    await notifyStatus(app.id);
    return new Reply({ applyCode: app.applyCode, status: "cancelled" as ApplicationStatus }, "apply_cancelled");
  },
});

/** What happens next and who takes the step, per status. */
const NEXT_STEP: Record<ApplicationStatus, { step: ApplicationStatus; who: "adviser" | "you" | "none" }> = {
  submitted: { step: "submitted", who: "adviser" },
  reviewing: { step: "reviewing", who: "adviser" },
  approved: { step: "approved", who: "you" },
  rejected: { step: "rejected", who: "you" },
  cancelled: { step: "cancelled", who: "none" },
  expired: { step: "expired", who: "none" },
};

async function countOf(userId: number, status?: ApplicationStatus): Promise<number> {
  const where = status ? and(eq(applications.userId, userId), eq(applications.status, status)) : eq(applications.userId, userId);
  const [row] = await db().select({ n: sql<number>`count(*)::int` }).from(applications).where(where);
  return row?.n ?? 0;
}

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
  const guarantor = a.guarantor as GuarantorJson | null;
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
    applicant: a.applicant as ApplicantJson | null,
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

/**
 * The application form's definition (apply/form) and the airport pickup request (apply/jieji),
 * under /rest/user/client/apply/.
 */
const applyEndpoints = implement(applyContract, {
  "/rest/user/client/apply/form": async (input, ctx) => {
    const me = await ctx.requireUser();
    const [context, saved] = await Promise.all([applyContext(input.roomCode, ctx.lang), savedDetails(me.id)]);
    return {
      ...context,
      relations: [...GUARANTOR_RELATIONS],
      moveIn: { from: context.room.availableFrom, to: context.room.availableTo },
      defaults: {
        mobilePrefixId: me.mobilePrefixId,
        mobile: me.mobile,
        applicant: saved.applicant,
        guarantor: saved.guarantor,
      },
    };
  },
  "/rest/user/client/apply/jieji": async (input, ctx) => {
    const me = await ctx.requireUser();
    const [app] = await db()
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .where(and(eq(applications.applyCode, input.applyCode), eq(applications.userId, me.id)))
      .limit(1);
    if (!app) throw new ApiError("apply_not_found");
    if (!["submitted", "reviewing", "approved"].includes(app.status)) throw new ApiError("pickup_not_allowed");
    const values = {
      flightNo: input.flightNo.replace(/\s+/g, "").toUpperCase(),
      arrivalDate: input.arrivalDate,
      arrivalTime: input.arrivalTime,
      airport: input.airport,
      passengers: input.passengers,
      remark: input.remark ?? null,
    };
    const { id } = await once("apply/jieji", ownerOf(ctx, me.id), input.requestId, async (tx) => {
      const [pending] = await tx
        .select({ id: airportPickups.id })
        .from(airportPickups)
        .where(and(eq(airportPickups.applicationId, app.id), eq(airportPickups.status, "new")))
        .limit(1);
      if (pending) {
        await tx.update(airportPickups).set(values).where(eq(airportPickups.id, pending.id));
        return pending.id;
      }
      const [row] = await tx
        .insert(airportPickups)
        .values({ ...values, applicationId: app.id, userId: me.id, attribution: ctx.attribution })
        .returning({ id: airportPickups.id });
      return row.id;
    });
    return new Reply({ id, applyCode: input.applyCode }, "pickup_ok");
  },
});

/**
 * The applicant's and guarantor's details a user keeps for applications:
 * /rest/user/client/applicant/{info,update} and /rest/user/client/guarantee/{info,update}.
 * Each application also keeps its own copy, so later edits never rewrite a sent application.
 */
const applicantEndpoints = implement(applicantContract, {
  "/rest/user/client/applicant/info": async (_input, ctx) => {
    const me = await ctx.requireUser();
    return (await savedDetails(me.id)).applicant;
  },
  "/rest/user/client/applicant/update": async (input, ctx) => {
    const me = await ctx.requireUser();
    const applicant: ApplicantJson = { chineseName: input.chineseName, surnamePinyin: input.surnamePinyin, address: input.address };
    await db()
      .insert(applicantProfiles)
      .values({ userId: me.id, applicant })
      .onConflictDoUpdate({ target: applicantProfiles.userId, set: { applicant, updatedAt: new Date() } });
    return applicant;
  },
  "/rest/user/client/guarantee/info": async (_input, ctx) => {
    const me = await ctx.requireUser();
    return (await savedDetails(me.id)).guarantor;
  },
  "/rest/user/client/guarantee/update": async (input, ctx) => {
    const me = await ctx.requireUser();
    if (!(await prefixExists(input.guarantorMobilePrefixId))) throw new ApiError("mobile_prefix_not_found");
    const guarantor: GuarantorJson = {
      name: input.guarantorName,
      relation: input.guarantorRelation,
      mobilePrefixId: input.guarantorMobilePrefixId,
      mobile: input.guarantorMobile,
      ...(input.guarantorEmail ? { email: input.guarantorEmail } : {}),
      ...(input.guarantorAddress ? { address: input.guarantorAddress } : {}),
    };
    await db()
      .insert(applicantProfiles)
      .values({ userId: me.id, guarantor })
      .onConflictDoUpdate({ target: applicantProfiles.userId, set: { guarantor, updatedAt: new Date() } });
    return guarantor;
  },
});

/**
 * Requests visitors and users send, each stored with its attribution before the
 * answer: find-a-house (`/rest/building/client/house/find/apply`) and the academic-year room
 * booking (`/rest/building/client/booking/apply`). A repeated `requestId` answers the first record.
 * The sender is told a random reference ("FH-7K3QM-9XD2A"), never the row's sequential id, which
 * would tell anyone how many requests the site gets and let them guess others' numbers.
 */

/** Crockford's base 32 (no I, L, O, U): 10 characters are 50 random bits. */
const REF_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export function newReference(prefix: "FH" | "BK"): string {
  const c = () => Array.from({ length: 5 }, () => REF_ALPHABET[randomInt(32)]).join("");
  return `${prefix}-${c()}-${c()}`;
}

const leadEndpoints = implement(leadContract, {
  "/rest/building/client/house/find/apply": async (input, ctx) => {
    const user = await ctx.user();
    const [city] = await db().select({ id: cities.id }).from(cities).where(eq(cities.id, input.cityId)).limit(1);
    if (!city) throw new ApiError("target_city_required");
    if (input.schoolId) {
      const [school] = await db()
        .select({ id: schools.id })
        .from(schools)
        .where(and(eq(schools.id, input.schoolId), eq(schools.cityId, input.cityId)))
        .limit(1);
      if (!school) throw new ApiError("school_error_tip");
    }
    if (!(await prefixExists(input.mobilePrefixId))) throw new ApiError("mobile_prefix_not_found");
    await guardFormSend("find-house", ctx, user?.id, input.captchaToken);
    const { id } = await once("house/find/apply", ownerOf(ctx, user?.id), input.requestId, async (tx) => {
      const [row] = await tx
        .insert(findHouseRequests)
        .values({
          reference: newReference("FH"),
          userId: user?.id ?? null,
          cityId: input.cityId,
          schoolId: input.schoolId ?? null,
          moveInDate: input.moveInDate,
          name: input.name,
          mobilePrefixId: input.mobilePrefixId,
          mobile: input.mobile,
          email: input.email ?? null,
          wechat: input.wechat ?? null,
          budget: input.budget ?? null,
          remark: input.remark ?? null,
          attribution: ctx.attribution,
        })
        .returning({ id: findHouseRequests.id });
      return row.id;
    });
    const [row] = await db().select({ reference: findHouseRequests.reference }).from(findHouseRequests).where(eq(findHouseRequests.id, id));
    return new Reply({ reference: row.reference }, "find_house_ok");
  },
  "/rest/building/client/booking/apply": async (input, ctx) => {
    const user = await ctx.user();
    const [building] = await db()
      .select({ id: buildings.id })
      .from(buildings)
      .where(and(eq(buildings.code, input.buildingCode.toLowerCase()), eq(buildings.isPublished, true)))
      .limit(1);
    if (!building) throw new ApiError("booking_building_required");
    if (!(await prefixExists(input.mobilePrefixId))) throw new ApiError("mobile_prefix_not_found");
    await guardFormSend("booking", ctx, user?.id, input.captchaToken);
    const { id } = await once("booking/apply", ownerOf(ctx, user?.id), input.requestId, async (tx) => {
      const [row] = await tx
        .insert(bookings)
        .values({
          reference: newReference("BK"),
          userId: user?.id ?? null,
          buildingId: building.id,
          fullName: input.fullName,
          mobilePrefixId: input.mobilePrefixId,
          mobile: input.mobile,
          consultantId: input.consultantId ?? null,
          others: input.others ?? null,
          attribution: ctx.attribution,
        })
        .returning({ id: bookings.id });
      return row.id;
    });
    const [row] = await db().select({ reference: bookings.reference }).from(bookings).where(eq(bookings.id, id));
    return new Reply({ reference: row.reference }, "booking_ok");
  },
});

/** Every endpoint of this domain, for api/app.ts to mount. */
export const applicationEndpoints: Endpoint[] = [...intentEndpoints, ...applyEndpoints, ...applicantEndpoints, ...leadEndpoints];
