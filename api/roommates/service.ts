import { sql } from "drizzle-orm";
import type { Lang } from "#core/constants";
import type { RoommatePostInput } from "#core/schemas/roommate";
import { db, query, type Db } from "../db/client";
import { ApiError } from "../http/envelope";
import { cacheKey, cached, STAMPED_TTL_MS } from "../catalogue";
import { maskName } from "../reviews";
import { once } from "../platform/idempotency";
import { contactFlag } from "../platform/contact-flag";
import {
  contactOf,
  currentMonthStart,
  flagOf,
  currentRates,
  LIVE,
  newCode,
  postByCode,
  postSelect,
  publicPost,
  revealed,
  statusOf,
  type PostRow,
} from "./rows";

/**
 * Roommate posts: the board (live posts, filtered and paged), one post as its viewer may see it,
 * and the owner's writes. One open post per student and city (a partial unique index): a second
 * post in a city where the student already has one is refused, naming the city, so nothing the
 * student wrote before is overwritten and the interests it received stay with it; the student
 * edits that post instead. An expired open post does not count: posting again in its city closes it.
 */

/** Countries with their currency (and CNY per unit) and real cities: the post form's and the board's city choices. */
export async function roommateCities(lang: Lang) {
  const places = await cached(
    cacheKey("roommate-cities", { lang }),
    async () => {
      const [countries, cities] = await Promise.all([
        query<{ id: number; slug: string; name_zh: string; name_en: string; currency: string }>(
          sql`SELECT id, slug, name_zh, name_en, currency FROM countries ORDER BY popularity DESC, id`,
        ),
        query<{ id: number; slug: string; name_zh: string; name_en: string; country_id: number }>(
          sql`SELECT id, slug, name_zh, name_en, country_id FROM cities WHERE NOT synthetic ORDER BY popularity DESC, id`,
        ),
      ]);
      return countries
        .map((co) => ({
          id: co.id,
          slug: co.slug,
          name: lang === "en" ? co.name_en : co.name_zh,
          currency: co.currency,
          cities: cities.filter((c) => c.country_id === co.id).map((c) => ({ id: c.id, slug: c.slug, name: lang === "en" ? c.name_en : c.name_zh })),
        }))
        .filter((co) => co.cities.length > 0);
    },
    STAMPED_TTL_MS,
  );
  const rates = await currentRates();
  // A copy: the cached list is shared by every caller.
  return { countries: places.map((co) => ({ ...co, cnyPerUnit: rates.get(co.currency)?.cny ?? null, cnyAsOf: rates.get(co.currency)?.asOf ?? null })) };
}

export interface BoardQuery {
  cityId?: number;
  schoolId?: number;
  month?: string;
  pageNum: number;
  pageSize: number;
}

/** Live posts, newest first, by city, school and move-in month. */
export async function board(q: BoardQuery, lang: Lang) {
  const where = [LIVE()];
  if (q.cityId) where.push(sql`p.city_id = ${q.cityId}`);
  if (q.schoolId) where.push(sql`p.school_id = ${q.schoolId}`);
  if (q.month) where.push(sql`p.move_in_month = ${`${q.month}-01`}::date`);
  const rows = await query<PostRow & { total: number }>(sql`
    SELECT b.*, count(*) OVER ()::int AS total FROM (${postSelect()} WHERE ${sql.join(where, sql` AND `)}) b
    ORDER BY b.published_at DESC, b.id DESC LIMIT ${q.pageSize} OFFSET ${(q.pageNum - 1) * q.pageSize}`);
  let totalCount = rows[0]?.total;
  if (totalCount === undefined) {
    const [c] = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM roommate_posts p JOIN users u ON u.id = p.user_id WHERE ${sql.join(where, sql` AND `)}`);
    totalCount = c?.n ?? 0;
  }
  const rates = await currentRates();
  return {
    list: rows.map((r) => publicPost(r, lang, rates)),
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    totalCount,
    pages: Math.ceil(totalCount / q.pageSize),
  };
}

/**
 * One post. Others see it while it is live (else "no longer online"); its owner always, with its
 * status. A logged-in viewer also gets their own interest in it (with the poster's contact once
 * accepted), whether they may send one, and whether they reported it.
 */
export async function postInfo(code: string, viewerId: number | null, lang: Lang) {
  const post = await postByCode(code);
  const isOwner = !!viewerId && post?.user_id === viewerId;
  if (!post || (!isOwner && statusOf(post) !== "live")) throw new ApiError("roommate_post_not_found");
  const rates = await currentRates();
  let viewer = null;
  if (viewerId) {
    const [interest] = await query<{ code: string; status: string; message: string; created_at: string; answered_at: string | null }>(sql`
      SELECT code, status, message, created_at, answered_at FROM roommate_interests WHERE post_id = ${post.id} AND user_id = ${viewerId}`);
    const [report] = await query<{ id: number }>(sql`SELECT id FROM roommate_reports WHERE post_id = ${post.id} AND user_id = ${viewerId}`);
    viewer = {
      isOwner,
      interest: interest
        ? {
            code: interest.code,
            status: interest.status as "pending" | "accepted" | "declined",
            message: interest.message,
            createdAt: new Date(interest.created_at).toISOString(),
            answeredAt: interest.answered_at ? new Date(interest.answered_at).toISOString() : null,
            contact: revealed(interest.status, post) ? contactOf(post) : null,
          }
        : null,
      canSendInterest: !isOwner && !interest && statusOf(post) === "live",
      canReport: !isOwner && !report,
      reported: !!report,
    };
  }
  return { post: { ...publicPost(post, lang, rates), status: statusOf(post) }, viewer };
}

/** The owner's view of their post: status, staff's reason, their own contact details. */
export function ownPost(p: PostRow, lang: Lang, rates: Awaited<ReturnType<typeof currentRates>>) {
  return {
    ...publicPost(p, lang, rates),
    status: statusOf(p),
    hiddenReason: p.hidden_at ? p.hidden_reason : null,
    schoolId: p.school_id,
    wechat: p.wechat,
    email: p.email,
  };
}

/** The caller's posts, newest first, each with the interests it received. */
export async function myPosts(userId: number, lang: Lang) {
  const posts = await query<PostRow>(sql`${postSelect()} WHERE p.user_id = ${userId} ORDER BY p.created_at DESC, p.id DESC`);
  const interests = posts.length
    ? await query<{
        post_id: number;
        code: string;
        status: string;
        message: string;
        wechat: string | null;
        email: string | null;
        created_at: string;
        answered_at: string | null;
        user_name: string | null;
        contact_flag: string[] | null;
      }>(sql`
        SELECT i.post_id, i.code, i.status, i.message, i.wechat, i.email, i.created_at, i.answered_at, u.user_name, i.contact_flag
        FROM roommate_interests i JOIN users u ON u.id = i.user_id
        WHERE i.post_id IN ${sql`(${sql.join(posts.map((p) => sql`${p.id}`), sql`, `)})`}
        ORDER BY i.created_at DESC, i.id DESC`)
    : [];
  const rates = await currentRates();
  return {
    list: posts.map((p) => ({
      ...ownPost(p, lang, rates),
      interests: interests
        .filter((i) => i.post_id === p.id)
        .map((i) => ({
          code: i.code,
          status: i.status as "pending" | "accepted" | "declined",
          message: i.message,
          contactFlag: flagOf(i.contact_flag),
          fromName: maskName(i.user_name, lang === "en" ? "Student" : "同学"),
          createdAt: new Date(i.created_at).toISOString(),
          answeredAt: i.answered_at ? new Date(i.answered_at).toISOString() : null,
          // The sender's contact, once the owner accepted (and while staff have not hidden the post).
          contact: revealed(i.status, p) ? contactOf(i) : null,
        })),
    })),
  };
}

/** The post's city and school as stored: the city's currency, and the school only if it is in that city. */
async function placeOf(cityId: number, schoolId: number | undefined): Promise<{ currency: string; cityName: { zh: string; en: string } }> {
  const [city] = await query<{ currency: string; name_zh: string; name_en: string }>(sql`
    SELECT co.currency, ci.name_zh, ci.name_en FROM cities ci JOIN countries co ON co.id = ci.country_id WHERE ci.id = ${cityId}`);
  if (!city) throw new ApiError("roommate_city_required");
  if (schoolId) {
    const [school] = await query<{ id: number }>(sql`SELECT id FROM schools WHERE id = ${schoolId} AND city_id = ${cityId}`);
    if (!school) throw new ApiError("school_error_tip");
  }
  return { currency: city.currency, cityName: { zh: city.name_zh, en: city.name_en } };
}

/** A student's roommate writes one at a time (their user row locked), so the one-per-city rule holds under concurrency. */
async function lockStudent(tx: Db, userId: number) {
  await query(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`, tx);
}

/**
 * The caller's open post in the city other than `exceptId`, after closing an expired one there:
 * refused with the city's name (and why, when staff hid it).
 */
async function refuseSecondPost(tx: Db, userId: number, cityId: number, cityName: { zh: string; en: string }, lang: Lang, exceptId = 0) {
  await query(sql`
    UPDATE roommate_posts SET closed_at = now(), updated_at = now()
    WHERE user_id = ${userId} AND city_id = ${cityId} AND closed_at IS NULL AND move_in_month < ${currentMonthStart()}::date AND id <> ${exceptId}`, tx);
  const [other] = await query<{ hidden_at: string | null }>(sql`
    SELECT hidden_at FROM roommate_posts WHERE user_id = ${userId} AND city_id = ${cityId} AND closed_at IS NULL AND id <> ${exceptId}`, tx);
  if (other) {
    throw new ApiError(other.hidden_at ? "roommate_post_exists_hidden" : "roommate_post_exists_in_city", { city: lang === "en" ? cityName.en : cityName.zh });
  }
}

function values(input: RoommatePostInput) {
  return {
    month: `${input.month}-01`,
    habits: sql`${`{${input.habits.join(",")}}`}::text[]`,
    languages: sql`${`{${input.languages.join(",")}}`}::text[]`,
  };
}

/** A new post, or a change to one of the caller's own (postCode). Answers the post as its owner sees it. */
export async function savePost(input: RoommatePostInput, userId: number, owner: string, lang: Lang) {
  const { currency, cityName } = await placeOf(input.cityId, input.schoolId);
  const v = values(input);
  // Contact details in the text before the author's booking: kept as a flag, readers warned.
  const flag = await contactFlag(userId, input.content);
  const flagSql = flag ? sql`${`{${flag.join(",")}}`}::text[]` : sql`NULL`;
  const schoolId = input.schoolId ?? null;
  if (input.postCode) {
    const mine = await postByCode(input.postCode);
    // Another student's post answers exactly like one that does not exist.
    if (!mine || mine.user_id !== userId) throw new ApiError("roommate_post_not_found");
    if (mine.hidden_at) throw new ApiError("roommate_post_hidden_cannot_edit");
    await db().transaction(async (tx) => {
      await lockStudent(tx, userId);
      if (!mine.closed_at && mine.city_id !== input.cityId) await refuseSecondPost(tx, userId, input.cityId, cityName, lang, mine.id);
      // An expired post given a new month is back on the board, at the top.
      await query(sql`
        UPDATE roommate_posts SET city_id = ${input.cityId}, school_id = ${schoolId}, move_in_month = ${v.month}::date, budget = ${input.budget},
          currency = ${currency}, room_type = ${input.roomType}, habits = ${v.habits}, languages = ${v.languages}, content = ${input.content},
          wechat = ${input.wechat ?? null}, email = ${input.email ?? null}, contact_flag = ${flagSql}, updated_at = now(),
          published_at = CASE WHEN move_in_month < ${currentMonthStart()}::date THEN now() ELSE published_at END
        WHERE id = ${mine.id} AND user_id = ${userId} AND hidden_at IS NULL`, tx);
    });
    return { post: await ownPostByCode(mine.code, lang), created: false };
  }
  const { id } = await once("roommate/post", owner, input.requestId, async (tx) => {
    await lockStudent(tx, userId);
    await refuseSecondPost(tx, userId, input.cityId, cityName, lang);
    const [row] = await query<{ id: number }>(sql`
      INSERT INTO roommate_posts (code, user_id, city_id, school_id, move_in_month, budget, currency, room_type, habits, languages, content, wechat, email, contact_flag)
      VALUES (${newCode()}, ${userId}, ${input.cityId}, ${schoolId}, ${v.month}::date, ${input.budget}, ${currency}, ${input.roomType},
        ${v.habits}, ${v.languages}, ${input.content}, ${input.wechat ?? null}, ${input.email ?? null}, ${flagSql})
      RETURNING id`, tx);
    return row.id;
  });
  const [row] = await query<{ code: string; user_id: number }>(sql`SELECT code, user_id FROM roommate_posts WHERE id = ${id}`);
  // A requestId of another student's form is never theirs to read back (once() keys by owner, so this holds).
  if (!row || row.user_id !== userId) throw new ApiError("roommate_post_not_found");
  return { post: await ownPostByCode(row.code, lang), created: true };
}

export async function ownPostByCode(code: string, lang: Lang) {
  const post = await postByCode(code);
  if (!post) throw new ApiError("roommate_post_not_found");
  return ownPost(post, lang, await currentRates());
}

/** The caller's post (another's answers "not found"). */
async function ownRow(code: string, userId: number): Promise<PostRow> {
  const post = await postByCode(code);
  if (!post || post.user_id !== userId) throw new ApiError("roommate_post_not_found");
  return post;
}

/** Off the board (already closed: the same answer). Its accepted matches keep their contacts. */
export async function closePost(code: string, userId: number, lang: Lang) {
  const post = await ownRow(code, userId);
  await query(sql`UPDATE roommate_posts SET closed_at = coalesce(closed_at, now()), updated_at = now() WHERE id = ${post.id} AND user_id = ${userId}`);
  return ownPostByCode(code, lang);
}

/**
 * Back on the board: a closed post, or an expired one with a new month (required once its month
 * has passed). Refused while staff keep it hidden, or when another post of the caller's is open
 * in the city.
 */
export async function reopenPost(code: string, month: string | undefined, userId: number, lang: Lang) {
  const post = await ownRow(code, userId);
  if (post.hidden_at) throw new ApiError("roommate_post_hidden_cannot_edit");
  if (statusOf(post) === "live" && !month) return ownPostByCode(code, lang);
  if (post.expired && !month) throw new ApiError("roommate_reopen_month_required");
  const [city] = await query<{ name_zh: string; name_en: string }>(sql`SELECT name_zh, name_en FROM cities WHERE id = ${post.city_id}`);
  await db().transaction(async (tx) => {
    await lockStudent(tx, userId);
    await refuseSecondPost(tx, userId, post.city_id, { zh: city.name_zh, en: city.name_en }, lang, post.id);
    await query(sql`
      UPDATE roommate_posts SET closed_at = NULL, published_at = now(), updated_at = now(),
        move_in_month = coalesce(${month ? `${month}-01` : null}::date, move_in_month)
      WHERE id = ${post.id} AND user_id = ${userId} AND hidden_at IS NULL`, tx);
  });
  return ownPostByCode(code, lang);
}
