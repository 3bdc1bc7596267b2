import { and, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { applicationReplyBy } from "#core/service-hours";
import type { Lang } from "#core/constants";
import { database, db, query, type Database } from "../db/client";
import {
  applicationHandling,
  applications,
  buildings,
  cancellationPolicies,
  cities,
  cooperationRequests,
  findHouseRequests,
  landlordBuildings,
  leadNotes,
  orders,
  reviews,
  rooms,
  staffAccounts,
} from "../db/schema";
import { ApiError } from "../http/envelope";
import { refreshReviewSummary, reviewChanged, setReviewHidden } from "../reviews";
import { moveApplication, moveOrder, notifyStatus, pick, type ApplicationStatus, type OrderStatus } from "../applications";
import { audit, authorize, createStaffAccount, INVITE_DAYS, inviteLink, listScope, ownedBuildingIds, ownsBuilding, requireAdviser, type Actor } from "../staff";
import { sendMail } from "../platform/mail";
import { sendSms } from "../platform/sms";
import { publicOrigin } from "#core/env.server";
import { ensureQuote } from "../orders";
import { apartmentIdOf, cancellationPolicyOf, refreshBuilding, type CancellationPolicy } from "../catalogue";
import { storeUpload } from "../uploads";

/**
 * What the console does, each action checked against the actor's role and written to the audit
 * log in the transaction of the change. Application decisions go through the students' own
 * application lifecycle (moveApplication), so approval makes the order exactly as before.
 */
export const LANDLORD_ANSWER_HOURS = 48;
const OPEN: ApplicationStatus[] = ["submitted", "reviewing"];

const iso = (d: Date | string) => new Date(d).toISOString();

async function applicationByCode(applyCode: string) {
  const [row] = await db()
    .select({ id: applications.id, status: applications.status, buildingId: applications.buildingId, createdAt: applications.createdAt })
    .from(applications)
    .where(eq(applications.applyCode, applyCode))
    .limit(1);
  if (!row) throw new ApiError("console_application_not_found");
  return row;
}

// ---------------------------------------------------------------------------------------------
// Applications.

export async function applicationQueue(actor: Actor, lang: Lang, opts: { scope: "open" | "all"; page: number; pageSize: number }) {
  const scope = listScope(actor, "read", "application");
  const where: SQL[] = [];
  if (opts.scope === "open") where.push(inArray(applications.status, OPEN));
  if (scope === "own" && actor.kind === "staff") {
    const owned = await ownedBuildingIds(actor.id);
    if (!owned.length) return { total: 0, list: [], advisers: [] };
    where.push(inArray(applications.buildingId, owned));
  }
  const rows = await db()
    .select({
      applyCode: applications.applyCode,
      status: applications.status,
      createdAt: applications.createdAt,
      buildingCode: buildings.code,
      buildingZh: buildings.nameZh,
      buildingEn: buildings.nameEn,
      roomCode: rooms.code,
      roomZh: rooms.nameZh,
      roomEn: rooms.nameEn,
      applicant: applications.applicant,
      moveInDate: applications.moveInDate,
      leaseTerm: applications.leaseTerm,
      leaseUnit: applications.leaseUnit,
      assignedId: applicationHandling.assignedTo,
      assignedName: staffAccounts.name,
      landlordAnswer: applicationHandling.landlordAnswer,
      landlordNote: applicationHandling.landlordNote,
    })
    .from(applications)
    .innerJoin(buildings, eq(buildings.id, applications.buildingId))
    .leftJoin(rooms, eq(rooms.id, applications.roomId))
    .leftJoin(applicationHandling, eq(applicationHandling.applicationId, applications.id))
    .leftJoin(staffAccounts, eq(staffAccounts.id, applicationHandling.assignedTo))
    .where(where.length ? and(...where) : undefined)
    .orderBy(applications.createdAt)
    .limit(2000);
  const now = Date.now();
  const list = rows
    .map((r) => {
      const replyBy = applicationReplyBy(r.createdAt);
      const answerBy = new Date(r.createdAt.getTime() + LANDLORD_ANSWER_HOURS * 3_600_000);
      const open = OPEN.includes(r.status);
      const applicant = (r.applicant ?? {}) as { legalName?: string; chineseName?: string };
      return {
        applyCode: r.applyCode,
        status: r.status,
        createdAt: iso(r.createdAt),
        replyBy: replyBy.toISOString(),
        overdue: open && replyBy.getTime() < now,
        buildingCode: r.buildingCode,
        buildingName: pick(lang, r.buildingZh, r.buildingEn),
        roomCode: r.roomCode,
        roomName: r.roomCode ? pick(lang, r.roomZh, r.roomEn) : null,
        applicantName: (lang === "cn" ? applicant.chineseName || applicant.legalName : applicant.legalName || applicant.chineseName) ?? "",
        moveInDate: r.moveInDate,
        leaseTerm: r.leaseTerm,
        leaseUnit: r.leaseUnit,
        assignedTo: r.assignedId ? { id: r.assignedId, name: r.assignedName ?? "" } : null,
        landlordAnswer: r.landlordAnswer,
        landlordNote: r.landlordNote,
        landlordAnswerBy: answerBy.toISOString(),
        landlordOverdue: open && !r.landlordAnswer && answerBy.getTime() < now,
      };
    })
    // Overdue first, then by the time left on the clock.
    .sort((a, b) => Number(b.overdue) - Number(a.overdue) || a.replyBy.localeCompare(b.replyBy));
  const start = (opts.page - 1) * opts.pageSize;
  const advisers =
    scope === "any"
      ? await db()
          .select({ id: staffAccounts.id, name: staffAccounts.name })
          .from(staffAccounts)
          .where(and(inArray(staffAccounts.role, ["adviser", "admin"]), sql`${staffAccounts.disabledAt} IS NULL`))
          .orderBy(staffAccounts.name)
      : [];
  return { total: list.length, list: list.slice(start, start + opts.pageSize), advisers };
}

export async function assignApplication(actor: Actor, applyCode: string, staffId: number): Promise<void> {
  await authorize(actor, "assign", "application");
  const app = await applicationByCode(applyCode);
  await requireAdviser(staffId);
  await db().transaction(async (tx) => {
    const [before] = await tx.select({ assignedTo: applicationHandling.assignedTo }).from(applicationHandling).where(eq(applicationHandling.applicationId, app.id)).for("update");
    await tx
      .insert(applicationHandling)
      .values({ applicationId: app.id, assignedTo: staffId })
      .onConflictDoUpdate({ target: applicationHandling.applicationId, set: { assignedTo: staffId } });
    await audit(tx, actor, { action: "application.assign", entity: "application", record: applyCode, before: { assignedTo: before?.assignedTo ?? null }, after: { assignedTo: staffId } });
  });
}

/**
 * An adviser's decision (or any staff status move): through the application lifecycle, so
 * approval creates the order; a rejection needs a note, which the student reads.
 */
export async function decideApplication(actor: Actor, applyCode: string, status: ApplicationStatus, note?: string) {
  await authorize(actor, "decide", "application");
  if (status === "rejected" && !note) throw new ApiError("console_note_required");
  const app = await applicationByCode(applyCode);
  // An application made before quotes were locked gets its quote (today's prices) before the order is made from it.
  if (status === "approved") await ensureQuote(app.id);
  const moved = await db().transaction(async (tx) => {
    const result = await moveApplication(tx, app.id, status, "staff", note);
    await audit(tx, actor, {
      action: "application.status",
      entity: "application",
      record: applyCode,
      before: { status: app.status },
      after: { status: result.status, note: note ?? null, orderNo: result.orderNo ?? null },
    });
    return result;
  });
  // The student hears of it by SMS or e-mail.
  await notifyStatus(app.id);
  return moved;
}

/**
 * A landlord's answer for an application to one of their rooms, within 48 hours of its sending;
 * later, the application is an adviser's (the queue shows it as escalated). Accepting moves a
 * submitted application into review; the adviser then approves it (the order) or rejects it.
 */
export async function answerApplication(actor: Actor, applyCode: string, answer: "accepted" | "declined", note?: string): Promise<void> {
  const app = await applicationByCode(applyCode);
  await authorize(actor, "answer", "application", async () => actor.kind === "staff" && ownsBuilding(actor.id, app.buildingId));
  if (!OPEN.includes(app.status)) throw new ApiError("console_application_closed");
  if (Date.now() > app.createdAt.getTime() + LANDLORD_ANSWER_HOURS * 3_600_000) throw new ApiError("console_answer_late");
  await db().transaction(async (tx) => {
    const [before] = await tx.select().from(applicationHandling).where(eq(applicationHandling.applicationId, app.id)).for("update");
    if (before?.landlordAnswer) throw new ApiError("console_answer_done");
    const values = { landlordAnswer: answer, landlordNote: note ?? null, landlordAnsweredAt: new Date(), landlordAnsweredBy: actor.kind === "staff" ? actor.id : null };
    await tx
      .insert(applicationHandling)
      .values({ applicationId: app.id, ...values })
      .onConflictDoUpdate({ target: applicationHandling.applicationId, set: values });
    if (answer === "accepted" && app.status === "submitted") await moveApplication(tx, app.id, "reviewing", "staff", note);
    await audit(tx, actor, { action: "application.answer", entity: "application", record: applyCode, before: { landlordAnswer: null, status: app.status }, after: { landlordAnswer: answer, note: note ?? null } });
  });
  answered?.ids.add(app.buildingId);
  if (answer === "accepted" && app.status === "submitted") await notifyStatus(app.id);
}

/** An order's status (payment, check-in, completion), by the operator token. */
export async function moveOrderByNo(actor: Actor, orderNo: string, status: OrderStatus, note?: string): Promise<OrderStatus> {
  await authorize(actor, "update", "order");
  const [order] = await db().select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.orderNo, orderNo)).limit(1);
  if (!order) throw new ApiError("order_not_found");
  return db().transaction(async (tx) => {
    const moved = await moveOrder(tx, order.id, status, "staff", note);
    await audit(tx, actor, { action: "order.status", entity: "order", record: orderNo, before: { status: order.status }, after: { status: moved, note: note ?? null } });
    return moved;
  });
}

// ---------------------------------------------------------------------------------------------
// Reviews.

export async function reviewList(actor: Actor, lang: Lang, opts: { hidden: "all" | "visible" | "hidden"; page: number; pageSize: number }) {
  await authorize(actor, "read", "review");
  const where = opts.hidden === "hidden" ? sql`${reviews.hiddenAt} IS NOT NULL` : opts.hidden === "visible" ? sql`${reviews.hiddenAt} IS NULL` : undefined;
  const rows = await db()
    .select({
      id: reviews.id,
      buildingCode: buildings.code,
      zh: buildings.nameZh,
      en: buildings.nameEn,
      rating: reviews.rating,
      content: reviews.content,
      createdAt: reviews.createdAt,
      hiddenAt: reviews.hiddenAt,
      hiddenReason: reviews.hiddenReason,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(reviews)
    .innerJoin(buildings, eq(buildings.id, reviews.buildingId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(opts.pageSize)
    .offset((opts.page - 1) * opts.pageSize);
  return {
    total: rows[0]?.total ?? 0,
    list: rows.map((r) => ({
      id: r.id,
      buildingCode: r.buildingCode,
      buildingName: pick(lang, r.zh, r.en),
      rating: r.rating,
      content: r.content,
      createdAt: iso(r.createdAt),
      hidden: !!r.hiddenAt,
      hiddenReason: r.hiddenReason,
    })),
  };
}

/** Hide a review with the reason its author reads, or show it again (the reviews' own rule). */
export async function moderateReview(actor: Actor, reviewId: number, hidden: boolean, reason?: string) {
  await authorize(actor, "hide", "review");
  const { buildingId, authorId } = await db().transaction(async (tx) => {
    const [before] = await tx.select({ hiddenAt: reviews.hiddenAt, hiddenReason: reviews.hiddenReason }).from(reviews).where(eq(reviews.id, reviewId)).for("update");
    if (!before) throw new ApiError("review_not_found");
    const moved = await setReviewHidden(reviewId, hidden, reason, tx);
    await audit(tx, actor, {
      action: hidden ? "review.hide" : "review.restore",
      entity: "review",
      record: reviewId,
      before: { hidden: !!before.hiddenAt, reason: before.hiddenReason },
      after: { hidden, reason: hidden ? (reason ?? null) : null },
    });
    return moved;
  });
  // It leaves (or rejoins) the apartment's summary at once, and its author sees it hidden (or not).
  await refreshReviewSummary(buildingId);
  reviewChanged(authorId);
  return { reviewId, hidden };
}

// ---------------------------------------------------------------------------------------------
// Apartments, rooms, prices and stock.

async function buildingByCode(code: string) {
  const [row] = await db().select().from(buildings).where(eq(buildings.code, code.trim().toLowerCase())).limit(1);
  if (!row) throw new ApiError("console_building_not_found");
  return row;
}

/**
 * A landlord is refused another landlord's apartment with the answer an unknown code gets, so
 * a code cannot be probed for existence either.
 */
export async function authorizeBuilding(actor: Actor, action: "read" | "update", code: string) {
  const building = await buildingByCode(code);
  try {
    await authorize(actor, action, "building", async () => actor.kind === "staff" && ownsBuilding(actor.id, building.id));
  } catch (err) {
    if (actor.kind === "staff" && actor.role === "landlord") throw new ApiError("console_building_not_found");
    throw err;
  }
  return building;
}

export async function buildingList(actor: Actor, lang: Lang, keyword?: string) {
  const scope = listScope(actor, "read", "building");
  const where: SQL[] = [];
  if (scope === "own" && actor.kind === "staff") {
    where.push(sql`${buildings.id} IN (SELECT ${landlordBuildings.buildingId} FROM ${landlordBuildings} WHERE ${landlordBuildings.staffId} = ${actor.id})`);
  }
  if (keyword) {
    const like = `%${keyword.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(buildings.code, like), ilike(buildings.nameEn, like), ilike(buildings.nameZh, like))!);
  } else if (scope === "any") {
    // Staff see the apartments that have a landlord account unless they search.
    where.push(sql`${buildings.id} IN (SELECT ${landlordBuildings.buildingId} FROM ${landlordBuildings})`);
  }
  const rows = await db()
    .select({ code: buildings.code, zh: buildings.nameZh, en: buildings.nameEn, cityZh: cities.nameZh, cityEn: cities.nameEn, published: buildings.isPublished, rooms: buildings.roomCount })
    .from(buildings)
    .innerJoin(cities, eq(cities.id, buildings.cityId))
    .where(and(...where))
    .orderBy(buildings.code)
    .limit(100);
  return rows.map((r) => ({ code: r.code, name: pick(lang, r.zh, r.en), city: pick(lang, r.cityZh, r.cityEn), published: r.published, rooms: r.rooms }));
}

export async function buildingInfo(actor: Actor, lang: Lang, code: string) {
  const b = await authorizeBuilding(actor, "read", code);
  const [list, policy] = await Promise.all([
    db().select({ code: rooms.code, zh: rooms.nameZh, en: rooms.nameEn, price: rooms.price, stock: rooms.stock }).from(rooms).where(eq(rooms.buildingId, b.id)).orderBy(rooms.price, rooms.id),
    cancellationPolicyOf(b.id),
  ]);
  return {
    code: b.code,
    name: pick(lang, b.nameZh, b.nameEn),
    published: b.isPublished,
    currency: b.currency,
    priceUnit: b.priceUnit,
    rooms: list.map((r) => ({ code: r.code, name: pick(lang, r.zh, r.en), price: r.price, stock: r.stock })),
    cancellationPolicy: policy,
    photos: b.photos,
  };
}

const MAX_PHOTOS = 20;

/**
 * A photo uploaded for an apartment: stored (checked and re-encoded) by the uploads domain, then
 * added last to the apartment's photos with its page document rebuilt and the audit entry, in one
 * transaction; the catalogue triggers move the stamp students' pages follow.
 */
export async function addBuildingPhoto(actor: Actor, buildingCode: string, file: File | undefined) {
  const b = await authorizeBuilding(actor, "update", buildingCode);
  if (b.photos.length >= MAX_PHOTOS) throw new ApiError("console_photo_limit");
  const stored = await storeUpload(file, null);
  return db().transaction(async (tx) => {
    const [row] = await tx.select({ photos: buildings.photos }).from(buildings).where(eq(buildings.id, b.id)).for("update");
    if (row.photos.length >= MAX_PHOTOS) throw new ApiError("console_photo_limit");
    const photos = [...row.photos, stored.key];
    await tx.update(buildings).set({ photos, updatedAt: new Date() }).where(eq(buildings.id, b.id));
    await refreshBuilding(tx, b.id);
    await audit(tx, actor, { action: "photo.add", entity: "building", record: b.code, before: { photos: row.photos.length }, after: { photos: photos.length, key: stored.key } });
    return { photos };
  });
}

/** Takes a photo off an apartment (the file stays in storage: a page cached elsewhere may still show it). */
export async function removeBuildingPhoto(actor: Actor, buildingCode: string, key: string) {
  const b = await authorizeBuilding(actor, "update", buildingCode);
  return db().transaction(async (tx) => {
    const [row] = await tx.select({ photos: buildings.photos }).from(buildings).where(eq(buildings.id, b.id)).for("update");
    if (!row.photos.includes(key)) throw new ApiError("console_photo_not_found");
    // A key listed twice (the seed repeats some) goes as one photo.
    const photos = row.photos.filter((p) => p !== key);
    if (!photos.length) throw new ApiError("console_photo_last");
    await tx.update(buildings).set({ photos, updatedAt: new Date() }).where(eq(buildings.id, b.id));
    await refreshBuilding(tx, b.id);
    await audit(tx, actor, { action: "photo.remove", entity: "building", record: b.code, before: { photos: row.photos.length, key }, after: { photos: photos.length } });
    return { photos };
  });
}

/**
 * A photo moved in the apartment's page order: to the front (the cover shown on cards and the
 * gallery's first), or one place earlier or later. Audited with the order before and after.
 */
export async function moveBuildingPhoto(actor: Actor, buildingCode: string, key: string, move: "first" | "earlier" | "later", at?: number) {
  const b = await authorizeBuilding(actor, "update", buildingCode);
  return db().transaction(async (tx) => {
    const [row] = await tx.select({ photos: buildings.photos }).from(buildings).where(eq(buildings.id, b.id)).for("update");
    // The place the console showed, when it still holds the key (a key may be listed twice).
    const from = at !== undefined && row.photos[at] === key ? at : row.photos.indexOf(key);
    if (from < 0) throw new ApiError("console_photo_not_found");
    const to = move === "first" ? 0 : move === "earlier" ? Math.max(0, from - 1) : Math.min(row.photos.length - 1, from + 1);
    const photos = [...row.photos];
    photos.splice(to, 0, ...photos.splice(from, 1));
    if (to !== from) {
      await tx.update(buildings).set({ photos, updatedAt: new Date() }).where(eq(buildings.id, b.id));
      await refreshBuilding(tx, b.id);
      await audit(tx, actor, { action: "photo.move", entity: "building", record: b.code, before: { photos: row.photos }, after: { photos } });
    }
    return { photos };
  });
}

/**
 * An apartment's cancellation policy, by its landlord or staff, audited in the same transaction.
 * Applications made before keep the policy their quote locked; this one applies from now on.
 */
export async function updateCancellationPolicy(actor: Actor, buildingCode: string, next: CancellationPolicy) {
  const b = await authorizeBuilding(actor, "update", buildingCode);
  return db().transaction(async (tx) => {
    const before = await cancellationPolicyOf(b.id, tx);
    await tx
      .insert(cancellationPolicies)
      .values({ buildingId: b.id, ...next, updatedAt: new Date() })
      .onConflictDoUpdate({ target: cancellationPolicies.buildingId, set: { ...next, updatedAt: new Date() } });
    await audit(tx, actor, { action: "policy.update", entity: "building", record: b.code, before, after: next });
    return next;
  });
}

/**
 * A room's price and stock. The apartment's aggregates and its page document are rebuilt in
 * the same transaction, and the catalogue tables' triggers move the catalogue stamp, which every
 * instance's snapshot and page cache follow: students see the new price within seconds.
 */
export async function updateRoom(actor: Actor, buildingCode: string, roomCode: string, price: number, stock: number) {
  const b = await authorizeBuilding(actor, "update", buildingCode);
  return db().transaction(async (tx) => {
    const [room] = await tx
      .select({ id: rooms.id, price: rooms.price, stock: rooms.stock })
      .from(rooms)
      .where(and(eq(rooms.code, roomCode.trim().toLowerCase()), eq(rooms.buildingId, b.id)))
      .for("update");
    if (!room) throw new ApiError("console_room_not_found");
    await tx.update(rooms).set({ price, stock, updatedAt: new Date() }).where(eq(rooms.id, room.id));
    await refreshBuilding(tx, b.id);
    await audit(tx, actor, { action: "room.update", entity: "room", record: roomCode, before: { price: room.price, stock: room.stock }, after: { price, stock, building: b.code } });
    return { price, stock };
  });
}

// ---------------------------------------------------------------------------------------------
// Leads.

type LeadKind = "cooperation" | "find_house";

export async function leadList(actor: Actor, lang: Lang, kind: LeadKind, opts: { status?: string; page: number; pageSize: number }) {
  await authorize(actor, "read", "lead");
  const rows =
    kind === "cooperation"
      ? await db()
          .select({
            id: cooperationRequests.id,
            reference: sql<string>`'CO-' || ${cooperationRequests.id}`,
            status: cooperationRequests.status,
            name: cooperationRequests.name,
            contact: sql<string>`coalesce(${cooperationRequests.mobilePrefix} || ' ', '') || ${cooperationRequests.mobile} || coalesce(' · ' || ${cooperationRequests.email}, '')`,
            summary: sql<string>`${cooperationRequests.houseInfo} || coalesce(' — ' || ${cooperationRequests.remark}, '')`,
            createdAt: cooperationRequests.createdAt,
            total: sql<number>`count(*) over ()::int`,
          })
          .from(cooperationRequests)
          .where(opts.status ? eq(cooperationRequests.status, opts.status) : undefined)
          .orderBy(desc(cooperationRequests.createdAt))
          .limit(opts.pageSize)
          .offset((opts.page - 1) * opts.pageSize)
      : await db()
          .select({
            id: findHouseRequests.id,
            reference: findHouseRequests.reference,
            status: findHouseRequests.status,
            name: findHouseRequests.name,
            contact: sql<string>`concat_ws(' · ', ${findHouseRequests.mobile}, ${findHouseRequests.email}, ${findHouseRequests.wechat})`,
            summary: sql<string>`concat_ws(' · ', (SELECT CASE WHEN ${lang === "en"} THEN c.name_en ELSE c.name_zh END FROM cities c WHERE c.id = ${findHouseRequests.cityId}), ${findHouseRequests.moveInDate}::text, ${findHouseRequests.budget}, ${findHouseRequests.remark})`,
            createdAt: findHouseRequests.createdAt,
            total: sql<number>`count(*) over ()::int`,
          })
          .from(findHouseRequests)
          .where(opts.status ? eq(findHouseRequests.status, opts.status) : undefined)
          .orderBy(desc(findHouseRequests.createdAt))
          .limit(opts.pageSize)
          .offset((opts.page - 1) * opts.pageSize);
  const ids = rows.map((r) => r.id);
  const notes = ids.length
    ? await db()
        .select({ leadId: leadNotes.leadId, body: leadNotes.body, at: leadNotes.createdAt, by: staffAccounts.name })
        .from(leadNotes)
        .innerJoin(staffAccounts, eq(staffAccounts.id, leadNotes.staffId))
        .where(and(eq(leadNotes.kind, kind), inArray(leadNotes.leadId, ids)))
        .orderBy(leadNotes.createdAt)
    : [];
  return {
    total: rows[0]?.total ?? 0,
    list: rows.map(({ total: _t, createdAt, ...r }) => ({
      ...r,
      createdAt: iso(createdAt),
      notes: notes.filter((n) => n.leadId === r.id).map((n) => ({ by: n.by, body: n.body, at: iso(n.at) })),
    })),
  };
}

export interface LeadMove {
  status: string;
  note?: string;
  /** Converting a cooperation request: the landlord's sign-in e-mail (else the request's) and their apartments. */
  inviteEmail?: string;
  buildingCodes?: string;
}

/**
 * A lead along the pipeline. Converting a cooperation request invites its landlord: a landlord
 * account without a password (owning the apartments named), made in the transaction of the move,
 * and after it commits a link to set the password, by e-mail, or by SMS when the request gave no
 * e-mail (the dev outbox records both when no real channel is configured).
 */
export async function moveLead(actor: Actor, kind: LeadKind, id: number, move: LeadMove): Promise<{ invited: { email: string; channel: "email" | "sms" } | null }> {
  await authorize(actor, "update", "lead");
  const { status, note } = move;
  // The invitation is in the converting staff member's language (the request records none).
  const invite = kind === "cooperation" && status === "converted" ? await inviteTarget(id, move, actor.kind === "staff" ? actor.lang : "cn") : null;
  if (invite) await authorize(actor, "create", "staff");
  const origin = invite ? publicOrigin() : null;
  if (invite && !origin) throw new ApiError("console_invite_no_link");
  const staffId = await db().transaction(async (tx) => {
    const table = kind === "cooperation" ? cooperationRequests : findHouseRequests;
    const [before] = await tx.select({ status: table.status }).from(table).where(eq(table.id, id)).for("update");
    if (!before) throw new ApiError("console_lead_not_found");
    await tx.update(table).set({ status }).where(eq(table.id, id));
    if (note && actor.kind === "staff") await tx.insert(leadNotes).values({ kind, leadId: id, staffId: actor.id, body: note });
    const created = invite
      ? await createStaffAccount({ email: invite.email, name: invite.name, role: "landlord", lang: invite.lang, buildingCodes: invite.codes }, actor, { invite: true, tx })
      : null;
    await audit(tx, actor, { action: "lead.move", entity: kind, record: id, before: { status: before.status }, after: { status, note: note ?? null, invited: invite?.email ?? null } });
    return created?.id ?? null;
  });
  if (!invite || staffId === null) return { invited: null };
  const link = inviteLink(staffId, origin!);
  const en = invite.lang === "en";
  if (invite.channel === "email") {
    const subject = en ? "Your StudyNest landlord account" : "您的留学家房东账号";
    const text = en
      ? `Welcome to StudyNest. Open this link within ${INVITE_DAYS} days to set the password of your landlord account (${invite.email}):\n\n${link}\n\nThen sign in at the console to manage your apartments.`
      : `欢迎加入留学家。请在 ${INVITE_DAYS} 天内打开以下链接，为您的房东账号（${invite.email}）设置密码：\n\n${link}\n\n之后即可登录管理后台管理您的公寓。`;
    await sendMail(invite.email, subject, text, link);
  } else {
    const text = en ? `StudyNest: set the password of your landlord account (${invite.email}) within ${INVITE_DAYS} days: ${link}` : `【留学家】请在 ${INVITE_DAYS} 天内设置您的房东账号（${invite.email}）密码：${link}`;
    await sendSms(invite.mobile!, text, link);
  }
  return { invited: { email: invite.email, channel: invite.channel } };
}

/** Whom a converted cooperation request invites, and how the link reaches them. */
async function inviteTarget(id: number, move: LeadMove, lang: "cn" | "en") {
  const [lead] = await db().select().from(cooperationRequests).where(eq(cooperationRequests.id, id)).limit(1);
  if (!lead) throw new ApiError("console_lead_not_found");
  const email = move.inviteEmail || lead.email?.trim().toLowerCase();
  if (!email) throw new ApiError("console_invite_email_required");
  const channel: "email" | "sms" = lead.email ? "email" : "sms";
  return {
    email,
    name: lead.name,
    lang,
    codes: move.buildingCodes ? move.buildingCodes.split(/[\s,，]+/).filter(Boolean) : [],
    channel,
    // `+<prefix> <number>`, as the SMS interface takes it (the form stores the prefix's digits).
    mobile: lead.mobile ? `+${(lead.mobilePrefix ?? "86").replace(/^\+/, "")} ${lead.mobile}` : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Publishing.

/**
 * Publish an apartment or take it off the site. The page document and aggregates are rebuilt in
 * the same transaction, and the catalogue stamp moves, so students' search and pages follow.
 */
export async function publishBuilding(actor: Actor, code: string, published: boolean) {
  await authorize(actor, "publish", "building");
  const b = await buildingByCode(code);
  await db().transaction(async (tx) => {
    await tx.update(buildings).set({ isPublished: published, updatedAt: new Date() }).where(eq(buildings.id, b.id));
    await refreshBuilding(tx, b.id);
    await audit(tx, actor, { action: published ? "building.publish" : "building.unpublish", entity: "building", record: b.code, before: { published: b.isPublished }, after: { published } });
  });
  return { code: b.code, published };
}

// ---------------------------------------------------------------------------------------------
// Landlords' response times, shown to students.

export const RESPONSE_WINDOW_DAYS = 90;

/**
 * The apartments with a landlord's answer in the window, kept in this process for
 * ANSWERED_KEEP_MS: most apartments have none, and their page then needs no aggregate (one per
 * apartment page seen for the first time, before). An answer given on this instance adds its
 * apartment at once; one given on another instance shows within ANSWERED_KEEP_MS, as the web
 * tier's ten minutes of keeping the figure already allowed. An apartment in the set is answered
 * by the aggregate itself, so answers ageing out of the window count exactly.
 */
const ANSWERED_KEEP_MS = 10 * 60_000;
let answered: { at: number; from: Database | undefined; ids: Set<number> } | undefined;
let readingAnswered: Promise<Set<number>> | undefined;

function answeredApartments(): Promise<Set<number>> | Set<number> {
  if (answered && answered.from === database() && Date.now() - answered.at < ANSWERED_KEEP_MS) return answered.ids;
  readingAnswered ??= (async () => {
    const from = database();
    const rows = await query<{ id: number }>(sql`
      SELECT DISTINCT a.building_id AS id FROM application_handling h JOIN applications a ON a.id = h.application_id
      WHERE h.landlord_answered_at IS NOT NULL AND h.landlord_answered_at > now() - make_interval(days => ${RESPONSE_WINDOW_DAYS})`);
    const ids = new Set(rows.map((r) => r.id));
    answered = { at: Date.now(), from, ids };
    return ids;
  })().finally(() => {
    readingAnswered = undefined;
  });
  return readingAnswered;
}

/**
 * The median time from an application to its landlord's answer, over the answers of the last 90
 * days, for one apartment (students read it on the apartment page). An unknown or unpublished
 * apartment answers what one without answers does.
 */
export async function landlordResponse(code: string): Promise<{ medianMinutes: number | null; answers: number }> {
  const id = await apartmentIdOf(code.trim().toLowerCase());
  if (id !== undefined && !(await answeredApartments()).has(id)) return { medianMinutes: null, answers: 0 };
  const [row] = await query<{ median: number | null; answers: number }>(sql`
    SELECT round(percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM h.landlord_answered_at - a.created_at)) / 60)::int AS median,
      count(*)::int AS answers
    FROM application_handling h
    JOIN applications a ON a.id = h.application_id
    JOIN buildings b ON b.id = a.building_id
    WHERE b.code = ${code.trim().toLowerCase()} AND b.is_published
      AND h.landlord_answered_at IS NOT NULL AND h.landlord_answered_at > now() - make_interval(days => ${RESPONSE_WINDOW_DAYS})`);
  return { medianMinutes: row?.answers ? row.median : null, answers: row?.answers ?? 0 };
}
