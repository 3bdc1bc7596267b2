import { sql } from "drizzle-orm";
import type { Lang } from "#core/constants";
import { REVIEW_EDIT_DAYS, type ReviewInput } from "#core/schemas/review";
import { PersonalCache, personalDataChanged, personalTopic } from "#core/personal-cache.server";
import { db, query, type Db } from "../db/client";
import { planned } from "../db/planned";
import { ApiError } from "../http/envelope";
import { apartmentIdOf } from "../catalogue";
import { refreshReviewSummary, reviewSummaryOf } from "./summaries";

/**
 * Verified residents' reviews (ADR 016). Only a student whose order for the apartment
 * reached checked_in or completed may write one, once per apartment; the author may change it
 * for REVIEW_EDIT_DAYS after first writing it, unless staff hid it. Staff hide a review with a
 * reason (api/platform/operator.ts) that its author sees; other visitors no longer see it, and it
 * leaves the apartment's summary.
 */
const DAY_MS = 86_400_000;
const RESIDENT_STATUSES = sql`('checked_in', 'completed')`;

/** "Li Wei" → "L***i", "张三丰" → "张**", "a" → "a*": enough to tell reviewers apart, never the name. */
export function maskName(name: string | null | undefined, fallback: string): string {
  const chars = [...(name ?? "").trim()];
  if (!chars.length) return fallback;
  const han = /\p{Script=Han}/u.test(chars[0]);
  if (chars.length === 1) return `${chars[0]}*`;
  if (han) return `${chars[0]}${"*".repeat(Math.min(chars.length - 1, 2))}`;
  return chars.length === 2 ? `${chars[0]}*` : `${chars[0]}***${chars[chars.length - 1]}`;
}

const month = (d: string | null) => (d ? d.slice(0, 7) : null);

interface ReviewRow {
  id: number;
  user_id: number;
  building_id: number;
  rating: number;
  location: number;
  value: number;
  management: number;
  facilities: number;
  content: string;
  hidden_at: string | null;
  hidden_reason: string | null;
  created_at: string;
  updated_at: string;
  user_name: string | null;
  rental_start: string | null;
  rental_end: string | null;
}

const REVIEW_SELECT = sql`SELECT r.id, r.user_id, r.building_id, r.rating, r.location, r.value, r.management, r.facilities, r.content,
    r.hidden_at, r.hidden_reason, r.created_at, r.updated_at, u.user_name, o.rental_start::text AS rental_start, o.rental_end::text AS rental_end
  FROM reviews r JOIN users u ON u.id = r.user_id JOIN orders o ON o.id = r.order_id`;

const iso = (v: string | Date) => new Date(v).toISOString();

function publicReview(r: ReviewRow, lang: Lang) {
  const created = new Date(r.created_at).getTime();
  const updated = new Date(r.updated_at).getTime();
  return {
    id: r.id,
    rating: r.rating,
    aspects: { location: r.location, value: r.value, management: r.management, facilities: r.facilities },
    content: r.content,
    authorName: maskName(r.user_name, lang === "en" ? "Resident" : "住户"),
    tenancy: { from: month(r.rental_start), to: month(r.rental_end) },
    verified: true as const,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    edited: updated - created > 60_000,
  };
}

async function buildingIdOf(code: string): Promise<number> {
  const [row] = await query<{ id: number }>(sql`SELECT id FROM buildings WHERE code = ${code} AND is_published`);
  if (!row) throw new ApiError("building_not_found");
  return row.id;
}

/** The caller's latest order for the apartment that reached check-in, if any. */
async function residentOrder(userId: number, buildingId: number): Promise<{ id: number } | undefined> {
  const [row] = await query<{ id: number }>(sql`
    SELECT id FROM orders WHERE user_id = ${userId} AND building_id = ${buildingId} AND status IN ${RESIDENT_STATUSES}
    ORDER BY rental_start DESC NULLS LAST, id DESC LIMIT 1`);
  return row;
}

async function ownReview(userId: number, buildingId: number): Promise<ReviewRow | undefined> {
  const [row] = await query<ReviewRow>(sql`${REVIEW_SELECT} WHERE r.user_id = ${userId} AND r.building_id = ${buildingId}`);
  return row;
}

const editableUntil = (r: ReviewRow) => new Date(new Date(r.created_at).getTime() + REVIEW_EDIT_DAYS * DAY_MS);

/** What the caller may do: review, edit their review, or why not. */
export type Eligibility = { canWrite: boolean; reason: "login" | "not_resident" | "edit_closed" | "hidden" | null };

function eligibility(userId: number | undefined, resident: boolean, mine: ReviewRow | undefined): Eligibility {
  if (!userId) return { canWrite: false, reason: "login" };
  if (mine?.hidden_at) return { canWrite: false, reason: "hidden" };
  if (mine && editableUntil(mine).getTime() < Date.now()) return { canWrite: false, reason: "edit_closed" };
  if (!mine && !resident) return { canWrite: false, reason: "not_resident" };
  return { canWrite: true, reason: null };
}

function mineDto(r: ReviewRow, lang: Lang) {
  return {
    ...publicReview(r, lang),
    hidden: !!r.hidden_at,
    hiddenReason: r.hidden_reason,
    editableUntil: editableUntil(r).toISOString(),
  };
}

/**
 * What one student's reviews and stays say on every apartment page (their review of it, and
 * whether they lived there), read once per student and kept in this process: a signed-in
 * apartment page asks it on every view, and a student has a handful of reviews and stays
 * (docs/decisions/033-signed-in-pages.md). Dropped by personalTopic, announced when the student
 * writes a review, when staff hide or show it, and when one of their orders enters or leaves
 * check-in; a minute bounds the rest (the edit window closing, other instances without Redis).
 */
interface StudentReviews {
  /** Building code → the student's review of it. */
  reviews: ReadonlyMap<string, ReviewRow>;
  /** Codes of the apartments the student's orders reached check-in at. */
  resident: ReadonlySet<string>;
}

const studentReviews = new PersonalCache<number, StudentReviews>({ ttlMs: 60_000, max: 20_000, topicsOfKey: (userId) => [personalTopic(userId)] });

function studentReviewsOf(userId: number): Promise<StudentReviews> {
  return studentReviews.get(userId, async () => {
    const [reviews, resident] = await Promise.all([
      query<ReviewRow & { code: string }>(sql`SELECT own.*, b.code FROM (${REVIEW_SELECT} WHERE r.user_id = ${userId}) own JOIN buildings b ON b.id = own.building_id`),
      query<{ code: string }>(sql`SELECT DISTINCT b.code FROM orders o JOIN buildings b ON b.id = o.building_id WHERE o.user_id = ${userId} AND o.status IN ${RESIDENT_STATUSES}`),
    ]);
    return { reviews: new Map(reviews.map((r) => [r.code, r])), resident: new Set(resident.map((r) => r.code)) };
  });
}

/** The caller's own review of the apartment and whether they may write or change one (house/review/mine, and list's own part). */
export async function reviewStateOf(userId: number | undefined, buildingCode: string, lang: Lang) {
  if (!userId) return { mine: null, eligibility: eligibility(undefined, false, undefined) };
  const own = await studentReviewsOf(userId);
  const mine = own.reviews.get(buildingCode);
  return { mine: mine ? mineDto(mine, lang) : null, eligibility: eligibility(userId, own.resident.has(buildingCode), mine) };
}

export async function listReviews(
  input: { buildingCode: string; pageNum: number; pageSize: number },
  userId: number | undefined,
  lang: Lang,
) {
  const buildingId = (await apartmentIdOf(input.buildingCode)) ?? (await buildingIdOf(input.buildingCode));
  const [summary, own] = await Promise.all([reviewSummaryOf(buildingId), reviewStateOf(userId, input.buildingCode, lang)]);
  const page = { summary, pageNum: input.pageNum, pageSize: input.pageSize, ...own };
  // The summaries count every apartment's visible reviews (kept in memory, as fresh as the
  // summary this answer shows): most apartments have none, and their list needs no statement.
  if (summary.count === 0) return { ...page, list: [], totalCount: 0, pages: 0 };
  // Planned once (api/db/planned.ts): one apartment's reviews by its index.
  // The page's rows carry their total, so the list and its count are read together (a second
  // statement only for a page past the end).
  const rows = await query<ReviewRow & { total: number }>(planned(sql`SELECT page.*,
      (SELECT count(*)::int FROM reviews WHERE building_id = ${buildingId} AND hidden_at IS NULL) AS total
    FROM (${REVIEW_SELECT} WHERE r.building_id = ${buildingId} AND r.hidden_at IS NULL
      ORDER BY r.created_at DESC, r.id DESC LIMIT ${input.pageSize} OFFSET ${(input.pageNum - 1) * input.pageSize}) page
    ORDER BY page.created_at DESC, page.id DESC`));
  let totalCount = rows[0]?.total;
  if (totalCount === undefined) {
    const [c] = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM reviews WHERE building_id = ${buildingId} AND hidden_at IS NULL`);
    totalCount = c?.n ?? 0;
  }
  return { ...page, list: rows.map((r) => publicReview(r, lang)), totalCount, pages: Math.ceil(totalCount / input.pageSize) };
}

/** Writes the caller's review of the apartment, or changes it; answers it as its author sees it. */
export async function saveReview(input: Omit<ReviewInput, "requestId">, userId: number, lang: Lang) {
  const buildingId = await buildingIdOf(input.buildingCode);
  const [mine, order] = await Promise.all([ownReview(userId, buildingId), residentOrder(userId, buildingId)]);
  const allowed = eligibility(userId, !!order, mine);
  if (!allowed.canWrite) {
    throw new ApiError(allowed.reason === "hidden" ? "review_hidden_cannot_edit" : allowed.reason === "edit_closed" ? "review_edit_closed" : "review_not_resident");
  }
  const scores = sql`${input.rating}, ${input.location}, ${input.value}, ${input.management}, ${input.facilities}`;
  let id: number;
  if (mine) {
    // Still editable: within the window and not hidden (checked again in the statement, so a hide
    // or the window closing between the check and the write cannot be overwritten).
    const [row] = await query<{ id: number }>(sql`
      UPDATE reviews SET rating = ${input.rating}, location = ${input.location}, value = ${input.value},
        management = ${input.management}, facilities = ${input.facilities}, content = ${input.content}, updated_at = now()
      WHERE id = ${mine.id} AND user_id = ${userId} AND hidden_at IS NULL
        AND created_at > now() - make_interval(days => ${REVIEW_EDIT_DAYS})
      RETURNING id`);
    if (!row) throw new ApiError("review_edit_closed");
    id = row.id;
  } else {
    // Once per student and apartment: a concurrent second first-writing meets the unique key
    // and becomes nothing (the first one stands; the caller sees it as theirs).
    const [row] = await query<{ id: number }>(sql`
      INSERT INTO reviews (user_id, building_id, order_id, rating, location, value, management, facilities, content)
      VALUES (${userId}, ${buildingId}, ${order!.id}, ${scores}, ${input.content})
      ON CONFLICT (user_id, building_id) DO NOTHING RETURNING id`);
    id = row?.id ?? (await ownReview(userId, buildingId))!.id;
  }
  await refreshReviewSummary(buildingId);
  reviewChanged(userId);
  const saved = await ownReview(userId, buildingId);
  return { review: mineDto(saved!, lang), created: !mine, id };
}

/**
 * Staff: hide a review with the reason its author will see, or show it again, in `on` (the
 * caller's transaction, which also writes the audit entry); answers its apartment and its author:
 * once that transaction has committed, the caller refreshes the apartment's summary and announces
 * the author's change (reviewChanged).
 */
export async function setReviewHidden(reviewId: number, hidden: boolean, reason: string | undefined, on: Db = db()): Promise<{ buildingId: number; authorId: number }> {
  const [row] = hidden
    ? await query<{ building_id: number; user_id: number }>(sql`
        UPDATE reviews SET hidden_at = coalesce(hidden_at, now()), hidden_reason = ${reason ?? ""} WHERE id = ${reviewId} RETURNING building_id, user_id`, on)
    : await query<{ building_id: number; user_id: number }>(sql`
        UPDATE reviews SET hidden_at = NULL, hidden_reason = NULL WHERE id = ${reviewId} RETURNING building_id, user_id`, on);
  if (!row) throw new ApiError("review_not_found");
  return { buildingId: row.building_id, authorId: row.user_id };
}

/** A student's reviews or stays changed (their review written or moderated, an order entering or leaving check-in): their kept review state goes. */
export const reviewChanged = (userId: number) => personalDataChanged(userId);
