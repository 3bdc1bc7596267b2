import { sql } from "drizzle-orm";
import type { Lang } from "#core/constants";
import type { RoommateInterestInput } from "#core/schemas/roommate";
import { query } from "../db/client";
import { ApiError } from "../http/envelope";
import { maskName } from "../reviews";
import { once } from "../platform/idempotency";
import { contactFlag } from "../platform/contact-flag";
import { contactOf, currentMonthStart, flagOf, currentRates, newCode, postByCode, postSelect, publicPost, revealed, statusOf, type PostRow } from "./rows";

/**
 * Interests: a student tells a poster "I'd like to share" with a short message and their own
 * contact details. Neither side's contact is shown while the interest is pending or declined;
 * once the poster accepts, each sees the other's (and keeps seeing them after the post is closed
 * or expires). While staff keep a post hidden, its interests disappear from the sender's list
 * and no contact on it is shown to anyone.
 */
type InterestStatus = "pending" | "accepted" | "declined";

/** Refused unless the post is live and someone else's. */
export async function checkCanSend(postCode: string, userId: number): Promise<PostRow> {
  const post = await postByCode(postCode);
  if (!post || (statusOf(post) !== "live" && post.user_id !== userId)) throw new ApiError("roommate_post_not_found");
  if (post.user_id === userId) throw new ApiError("roommate_interest_own_post");
  return post;
}

/**
 * Stores the interest, once per student and post (a second is refused); a repeated requestId
 * answers the first. Its code and status.
 */
export async function sendInterest(input: RoommateInterestInput, post: PostRow, userId: number, owner: string) {
  // Contact details in the message before the sender's booking: kept as a flag, the poster warned
  // (worked out before the transaction: the embedded database has one connection).
  const flag = await contactFlag(userId, input.message);
  const flagSql = flag ? sql`${`{${flag.join(",")}}`}::text[]` : sql`NULL`;
  const { id } = await once("roommate/interest", owner, input.requestId, async (tx) => {
    // Checked again in the statement: the post still live, the caller's first interest in it.
    const [row] = await query<{ id: number }>(sql`
      INSERT INTO roommate_interests (code, post_id, user_id, message, wechat, email, contact_flag)
      SELECT ${newCode()}, p.id, ${userId}, ${input.message}, ${input.wechat ?? null}, ${input.email ?? null}, ${flagSql}
      FROM roommate_posts p WHERE p.id = ${post.id} AND p.closed_at IS NULL AND p.hidden_at IS NULL AND p.user_id <> ${userId}
        AND p.move_in_month >= ${currentMonthStart()}::date
      ON CONFLICT DO NOTHING RETURNING id`, tx);
    if (!row) throw new ApiError("roommate_interest_exists");
    return row.id;
  });
  const [row] = await query<{ code: string; status: InterestStatus; user_id: number; contact_flag: string[] | null }>(
    sql`SELECT code, status, user_id, contact_flag FROM roommate_interests WHERE id = ${id}`,
  );
  if (!row || row.user_id !== userId) throw new ApiError("roommate_interest_not_found");
  return { code: row.code, status: row.status, contactFlag: flagOf(row.contact_flag) };
}

/**
 * The poster accepts or declines a pending interest in one of their posts. The same answer
 * again is answered as done (a double submit); changing an answer is refused.
 */
export async function answerInterest(interestCode: string, decision: "accept" | "decline", userId: number) {
  const status: InterestStatus = decision === "accept" ? "accepted" : "declined";
  const [found] = await query<{ id: number; status: InterestStatus; hidden_at: string | null; owner_id: number }>(sql`
    SELECT i.id, i.status, p.hidden_at, p.user_id AS owner_id FROM roommate_interests i JOIN roommate_posts p ON p.id = i.post_id
    WHERE i.code = ${interestCode}`);
  // Another student's post: exactly the answer of an interest that does not exist.
  if (!found || found.owner_id !== userId) throw new ApiError("roommate_interest_not_found");
  if (found.hidden_at) throw new ApiError("roommate_post_hidden_cannot_edit");
  if (found.status !== "pending") {
    if (found.status === status) return { code: interestCode, status };
    throw new ApiError("roommate_interest_already_answered");
  }
  const [row] = await query<{ status: InterestStatus }>(sql`
    UPDATE roommate_interests i SET status = ${status}, answered_at = now()
    FROM roommate_posts p
    WHERE i.id = ${found.id} AND p.id = i.post_id AND p.user_id = ${userId} AND p.hidden_at IS NULL AND i.status = 'pending'
    RETURNING i.status`);
  if (!row) throw new ApiError("roommate_interest_already_answered");
  return { code: interestCode, status: row.status };
}

interface SentRow extends PostRow {
  i_code: string;
  i_status: InterestStatus;
  i_message: string;
  i_wechat: string | null;
  i_email: string | null;
  i_created_at: string;
  i_answered_at: string | null;
  i_contact_flag: string[] | null;
}

/**
 * The caller's side of the board: interests they sent (newest first, with the poster's contact
 * once accepted) and their matches, accepted interests in either direction with the other
 * side's contact. Posts staff hid are left out of both.
 */
export async function myInterests(userId: number, lang: Lang) {
  const sent = await query<SentRow>(sql`
    SELECT b.*, i.code AS i_code, i.status AS i_status, i.message AS i_message, i.wechat AS i_wechat, i.email AS i_email,
      i.created_at AS i_created_at, i.answered_at AS i_answered_at, i.contact_flag AS i_contact_flag
    FROM roommate_interests i JOIN (${postSelect()}) b ON b.id = i.post_id
    WHERE i.user_id = ${userId} AND b.hidden_at IS NULL
    ORDER BY i.created_at DESC, i.id DESC`);
  const received = await query<{
    post_code: string;
    city_zh: string;
    city_en: string;
    month: string;
    code: string;
    wechat: string | null;
    email: string | null;
    user_name: string | null;
    answered_at: string;
  }>(sql`
    SELECT p.code AS post_code, ci.name_zh AS city_zh, ci.name_en AS city_en, to_char(p.move_in_month, 'YYYY-MM') AS month,
      i.code, i.wechat, i.email, u.user_name, i.answered_at
    FROM roommate_interests i JOIN roommate_posts p ON p.id = i.post_id JOIN cities ci ON ci.id = p.city_id JOIN users u ON u.id = i.user_id
    WHERE p.user_id = ${userId} AND i.status = 'accepted' AND p.hidden_at IS NULL`);
  const rates = await currentRates();
  const who = (n: string | null) => maskName(n, lang === "en" ? "Student" : "同学");
  const list = sent.map((r) => ({
    code: r.i_code,
    status: r.i_status,
    message: r.i_message,
    contactFlag: flagOf(r.i_contact_flag),
    createdAt: new Date(r.i_created_at).toISOString(),
    answeredAt: r.i_answered_at ? new Date(r.i_answered_at).toISOString() : null,
    /** What the caller sent: their own details. */
    myContact: contactOf({ wechat: r.i_wechat, email: r.i_email }),
    post: { ...publicPost(r, lang, rates), status: statusOf(r) },
    /** The poster's contact, once they accepted. */
    contact: revealed(r.i_status, r) ? contactOf(r) : null,
  }));
  const matches = [
    ...sent
      .filter((r) => revealed(r.i_status, r))
      .map((r) => ({
        interestCode: r.i_code,
        postCode: r.code,
        role: "sender" as const,
        otherName: who(r.user_name),
        cityName: lang === "en" ? r.city_en : r.city_zh,
        month: r.month,
        matchedAt: new Date(r.i_answered_at ?? r.i_created_at).toISOString(),
        contact: contactOf(r),
      })),
    ...received.map((r) => ({
      interestCode: r.code,
      postCode: r.post_code,
      role: "poster" as const,
      otherName: who(r.user_name),
      cityName: lang === "en" ? r.city_en : r.city_zh,
      month: r.month,
      matchedAt: new Date(r.answered_at).toISOString(),
      contact: contactOf(r),
    })),
  ].sort((a, b) => b.matchedAt.localeCompare(a.matchedAt));
  return { list, matches };
}
