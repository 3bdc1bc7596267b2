import { sql } from "drizzle-orm";
import type { RoommateReportReason } from "#core/schemas/roommate";
import { db, query } from "../db/client";
import type { Tx } from "../platform/idempotency";
import { ApiError } from "../http/envelope";
import { currentMonthStart, postByCode, statusOf, type PostStatus } from "./rows";

/**
 * Abuse handling: students report a live post once each (a reason and a few words); staff list
 * the reported posts, most recently reported first, and hide a post with a reason its owner
 * sees (or show it again). A hidden post leaves the board, the post page and the interests of
 * everyone but its owner, and no contact on it is shown while it stays hidden.
 */
export async function reportPost(postCode: string, reason: RoommateReportReason, text: string | undefined, userId: number) {
  const post = await postByCode(postCode);
  if (!post || (statusOf(post) !== "live" && post.user_id !== userId)) throw new ApiError("roommate_post_not_found");
  if (post.user_id === userId) throw new ApiError("roommate_report_own_post");
  const [row] = await query<{ id: number }>(sql`
    INSERT INTO roommate_reports (post_id, user_id, reason, text) VALUES (${post.id}, ${userId}, ${reason}, ${text ?? null})
    ON CONFLICT DO NOTHING RETURNING id`);
  if (!row) throw new ApiError("roommate_report_exists");
  return { postCode, reported: true as const };
}

/** Staff: hide a post with the reason its owner sees, or show it again (the reason is cleared). */
export async function hidePost(postCode: string, hidden: boolean, reason: string | undefined, record?: (tx: Tx, before: { hidden: boolean; reason: string | null }) => Promise<void>) {
  await db().transaction(async (tx) => {
    const [before] = await query<{ hidden: boolean; reason: string | null }>(
      sql`SELECT hidden_at IS NOT NULL AS hidden, hidden_reason AS reason FROM roommate_posts WHERE code = ${postCode} FOR UPDATE`,
      tx,
    );
    if (!before) throw new ApiError("roommate_post_not_found");
    if (hidden) {
      await query(sql`UPDATE roommate_posts SET hidden_at = coalesce(hidden_at, now()), hidden_reason = ${reason ?? ""}, updated_at = now() WHERE code = ${postCode}`, tx);
    } else {
      await query(sql`UPDATE roommate_posts SET hidden_at = NULL, hidden_reason = NULL, updated_at = now() WHERE code = ${postCode}`, tx);
    }
    // The moderator's audit entry, in the transaction of the change.
    await record?.(tx, before);
  });
  const post = await postByCode(postCode);
  return { postCode, hidden, status: statusOf(post!) };
}

interface ReportedRow {
  code: string;
  content: string;
  city_en: string;
  user_code: string;
  closed_at: string | null;
  hidden_at: string | null;
  hidden_reason: string | null;
  expired: boolean;
  report_count: number;
  latest_at: string;
  total: number;
}

/** Staff: posts with reports (optionally only those still shown), the latest reports of each. */
export async function reportedPosts(q: { pageNum: number; pageSize: number; onlyVisible: boolean }) {
  const rows = await query<ReportedRow>(sql`
    SELECT p.code, p.content, ci.name_en AS city_en, u.user_code, p.closed_at, p.hidden_at, p.hidden_reason,
      (p.move_in_month < ${currentMonthStart()}::date) AS expired,
      r.report_count, r.latest_at, count(*) OVER ()::int AS total
    FROM (SELECT post_id, count(*)::int AS report_count, max(created_at) AS latest_at FROM roommate_reports GROUP BY post_id) r
    JOIN roommate_posts p ON p.id = r.post_id JOIN users u ON u.id = p.user_id JOIN cities ci ON ci.id = p.city_id
    ${q.onlyVisible ? sql`WHERE p.hidden_at IS NULL` : sql``}
    ORDER BY r.latest_at DESC, p.id DESC LIMIT ${q.pageSize} OFFSET ${(q.pageNum - 1) * q.pageSize}`);
  const codes = rows.map((r) => r.code);
  const reports = codes.length
    ? await query<{ code: string; reason: RoommateReportReason; text: string | null; created_at: string }>(sql`
        SELECT p.code, rr.reason, rr.text, rr.created_at FROM roommate_reports rr JOIN roommate_posts p ON p.id = rr.post_id
        WHERE p.code IN (${sql.join(codes.map((c) => sql`${c}`), sql`, `)}) ORDER BY rr.created_at DESC, rr.id DESC`)
    : [];
  let totalCount = rows[0]?.total;
  if (totalCount === undefined) {
    const [c] = await query<{ n: number }>(sql`
      SELECT count(DISTINCT r.post_id)::int AS n FROM roommate_reports r JOIN roommate_posts p ON p.id = r.post_id
      ${q.onlyVisible ? sql`WHERE p.hidden_at IS NULL` : sql``}`);
    totalCount = c?.n ?? 0;
  }
  return {
    list: rows.map((r) => ({
      postCode: r.code,
      status: statusOf(r) as PostStatus,
      hiddenReason: r.hidden_at ? r.hidden_reason : null,
      cityName: r.city_en,
      authorCode: r.user_code,
      content: r.content,
      reportCount: r.report_count,
      latestReportAt: new Date(r.latest_at).toISOString(),
      reports: reports
        .filter((x) => x.code === r.code)
        .slice(0, 20)
        .map((x) => ({ reason: x.reason, text: x.text, createdAt: new Date(x.created_at).toISOString() })),
    })),
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    totalCount,
    pages: Math.ceil(totalCount / q.pageSize),
  };
}
