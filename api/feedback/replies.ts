import { asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Lang } from "#core/constants";
import { db } from "../db/client";
import { FEEDBACK_STATUSES, feedback, feedbackCategories, feedbackReplies, users } from "../db/schema";
import type { Tx } from "../platform/idempotency";
import { ApiError } from "../http/envelope";

/**
 * My feedback and the staff's answers: every feedback a student sent (through the dialog or
 * /feedback/client/add), its status — received until staff answer it (answered) or close it
 * (closed) — and the staff's replies, oldest first.
 */
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

interface Page {
  pageNum: number;
  pageSize: number;
}

const pageOf = (total: number, page: Page) => ({ totalCount: total, pageNum: page.pageNum, pageSize: page.pageSize, pages: Math.ceil(total / page.pageSize) });

async function repliesOf(ids: number[]): Promise<Map<number, { content: string; createdAt: string }[]>> {
  const out = new Map<number, { content: string; createdAt: string }[]>();
  if (!ids.length) return out;
  const rows = await db()
    .select({ feedbackId: feedbackReplies.feedbackId, content: feedbackReplies.content, createdAt: feedbackReplies.createdAt })
    .from(feedbackReplies)
    .where(inArray(feedbackReplies.feedbackId, ids))
    .orderBy(asc(feedbackReplies.createdAt), asc(feedbackReplies.id));
  for (const r of rows) {
    const list = out.get(r.feedbackId) ?? [];
    list.push({ content: r.content, createdAt: r.createdAt.toISOString() });
    out.set(r.feedbackId, list);
  }
  return out;
}

/** Feedback rows matching `where`, in `order`, with their category (in `lang`), author and replies. */
async function feedbackPage(where: SQL | undefined, order: SQL[], lang: Lang, page: Page) {
  const [rows, [{ n }]] = await Promise.all([
    db()
      .select({
        id: feedback.id,
        content: feedback.content,
        status: feedback.status,
        createdAt: feedback.createdAt,
        categoryZh: feedbackCategories.nameZh,
        categoryEn: feedbackCategories.nameEn,
        userCode: users.userCode,
        userName: users.userName,
      })
      .from(feedback)
      .innerJoin(feedbackCategories, eq(feedbackCategories.id, feedback.categoryId))
      .innerJoin(users, eq(users.id, feedback.userId))
      .where(where)
      .orderBy(...order)
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize),
    db().select({ n: count() }).from(feedback).where(where),
  ]);
  const replies = await repliesOf(rows.map((r) => r.id));
  const list = rows.map((r) => ({
    id: r.id,
    category: lang === "en" ? r.categoryEn : r.categoryZh,
    content: r.content,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    replies: replies.get(r.id) ?? [],
    userCode: r.userCode,
    userName: r.userName,
  }));
  return { list, ...pageOf(n, page) };
}

/** The student's own feedback, newest first. */
export async function myFeedback(userId: number, lang: Lang, page: Page) {
  const { list, ...rest } = await feedbackPage(eq(feedback.userId, userId), [desc(feedback.createdAt), desc(feedback.id)], lang, page);
  return { list: list.map(({ userCode: _code, userName: _name, ...item }) => item), ...rest };
}

/** For staff: feedback in one status (received: what is waiting for an answer, oldest first), or all, newest first. */
export async function staffFeedback(status: FeedbackStatus | "all", lang: Lang, page: Page) {
  if (status === "received") return feedbackPage(eq(feedback.status, "received"), [asc(feedback.createdAt), asc(feedback.id)], lang, page);
  return feedbackPage(status === "all" ? undefined : eq(feedback.status, status), [desc(feedback.createdAt), desc(feedback.id)], lang, page);
}

/**
 * A staff reply (the feedback becomes answered), or closing it (closed), with or without a last
 * reply. A closed feedback takes no more replies.
 */
export async function replyToFeedback(id: number, reply: string | undefined, close: boolean, record?: (tx: Tx, before: { status: FeedbackStatus }) => Promise<void>) {
  return db().transaction(async (tx) => {
    const [row] = await tx.select({ status: feedback.status }).from(feedback).where(eq(feedback.id, id)).for("update");
    if (!row) throw new ApiError("feedback_not_found");
    if (row.status === "closed") throw new ApiError("feedback_closed");
    if (reply) await tx.insert(feedbackReplies).values({ feedbackId: id, content: reply });
    const status: FeedbackStatus = close ? "closed" : "answered";
    await tx.update(feedback).set({ status }).where(eq(feedback.id, id));
    // The staff member's audit entry, in the transaction of the reply.
    await record?.(tx, { status: row.status as FeedbackStatus });
    const replies = await tx
      .select({ content: feedbackReplies.content, createdAt: feedbackReplies.createdAt })
      .from(feedbackReplies)
      .where(eq(feedbackReplies.feedbackId, id))
      .orderBy(asc(feedbackReplies.createdAt), asc(feedbackReplies.id));
    return { id, status, replies: replies.map((r) => ({ content: r.content, createdAt: r.createdAt.toISOString() })) };
  });
}
