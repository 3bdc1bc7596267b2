import { and, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import { serviceHoursText } from "#core/service-hours";
import { db } from "../db/client";
import { serviceConversations } from "../db/schema";
import { logger } from "#core/log.server";
import { accountContact } from "../applications";
import { deliverNotice, type NoticeChannel } from "../platform/notice";

/**
 * The away notice: when an adviser answers a student who is away, the student is told by SMS or
 * e-mail (api/platform/notice.ts), at most once per unread batch.
 *
 * Away: the conversation has not been on the student's screen (page, event stream or polling,
 * each of which marks it seen at least once a minute while open) for AWAY_AFTER_MINUTES.
 * Unread batch: the adviser messages after the last one the student was shown. The claim is one
 * conditional UPDATE, so two replies at once on two instances send one notice.
 */
export const AWAY_AFTER_MINUTES = 5;

export function serviceNoticeText(): string {
  const { opens, closes } = serviceHoursText();
  return `【StudyNest】顾问回复了您的在线咨询，请登录后在“我的 - 在线客服”查看（顾问在线时间：北京时间每天 ${opens}-${closes}）。An adviser has replied to your question: sign in and open My account - Online service to read it (advisers are online ${opens}-${closes} Beijing time, every day).`;
}

export async function noticeIfAway(conversationId: number, messageId: number, userId: number): Promise<NoticeChannel | null> {
  try {
    const c = serviceConversations;
    const claimed = await db()
      .update(c)
      .set({ noticedMessageId: messageId })
      .where(
        and(
          eq(c.id, conversationId),
          or(isNull(c.noticedMessageId), lte(c.noticedMessageId, c.studentReadId)),
          or(isNull(c.studentSeenAt), lt(c.studentSeenAt, sql`now() - ${AWAY_AFTER_MINUTES} * interval '1 minute'`))
        )
      )
      .returning({ id: c.id });
    if (!claimed.length) return null;
    const contact = await accountContact(userId);
    if (!contact) return null;
    return await deliverNotice(contact, serviceNoticeText(), "StudyNest: an adviser has replied / 顾问已回复您的咨询", `S${conversationId}`);
  } catch (e) {
    // The reply is stored whatever happens to its notice.
    logger.warn({ err: e, conversationId }, "service away notice failed");
    return null;
  }
}
