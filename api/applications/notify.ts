import { and, desc, eq, isNull } from "drizzle-orm";
import { db } from "../db/client";
import { applicationStatusHistory, applications, mobilePrefixes, users } from "../db/schema";
import { logger } from "#core/log.server";
import { deliverNotice, type NoticeChannel, type NoticeContact } from "../platform/notice";
import type { ApplicationStatus } from "./service";

/**
 * Tells the student of each status change of an application: an SMS to the
 * application's phone, or an e-mail to the account's verified address when there is no phone;
 * in development both land in the dev outbox. The history row records when it was sent, and the
 * application page shows it. A failed send is logged and never undoes the change.
 * The sending itself is api/platform/notice.ts, shared with the gift and online-service notices.
 */
const STATUS = {
  submitted: { zh: "已提交", en: "submitted" },
  reviewing: { zh: "审核中", en: "in review" },
  approved: { zh: "已通过", en: "approved" },
  rejected: { zh: "未通过", en: "not approved" },
  cancelled: { zh: "已取消", en: "cancelled" },
  expired: { zh: "已过期", en: "expired" },
} as const;
const NEXT = {
  submitted: { zh: "顾问将在 1 个工作日内（北京时间 9:00–18:00）联系您", en: "an adviser replies within 1 working day, 9:00–18:00 Beijing time" },
  reviewing: { zh: "公寓确认床位后顾问会通知您结果", en: "your adviser tells you the apartment's answer" },
  approved: { zh: "请在订单中支付入住前应付款项", en: "pay the amount due before moving in from your order" },
  rejected: { zh: "可请顾问推荐其他房间", en: "ask your adviser for another room" },
  cancelled: { zh: "无需操作", en: "nothing more to do" },
  expired: { zh: "如仍需房间请重新申请", en: "apply again if you still need a room" },
} as const;

export function notificationText(applyCode: string, status: ApplicationStatus): string {
  return `【StudyNest】您的申请 ${applyCode} ${STATUS[status].zh}，下一步：${NEXT[status].zh}。Your application ${applyCode} is ${STATUS[status].en}; next: ${NEXT[status].en}.`;
}

/** The account's own phone and verified e-mail address. */
export async function accountContact(userId: number): Promise<NoticeContact | null> {
  const [row] = await db()
    .select({ mobile: users.mobile, prefix: mobilePrefixes.mobilePrefix, email: users.email, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .leftJoin(mobilePrefixes, eq(mobilePrefixes.id, users.mobilePrefixId))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function notifyStatus(applicationId: number): Promise<NoticeChannel | null> {
  try {
    const [row] = await db()
      .select({
        applyCode: applications.applyCode,
        status: applications.status,
        mobile: applications.mobile,
        prefix: mobilePrefixes.mobilePrefix,
        email: users.email,
        emailVerifiedAt: users.emailVerifiedAt,
      })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.userId))
      .leftJoin(mobilePrefixes, eq(mobilePrefixes.id, applications.mobilePrefixId))
      .where(eq(applications.id, applicationId))
      .limit(1);
    if (!row) return null;
    const [latest] = await db()
      .select({ id: applicationStatusHistory.id })
      .from(applicationStatusHistory)
      .where(and(eq(applicationStatusHistory.applicationId, applicationId), isNull(applicationStatusHistory.notifiedAt)))
      .orderBy(desc(applicationStatusHistory.id))
      .limit(1);
    if (!latest) return null; // already told
    const text = notificationText(row.applyCode, row.status);
    const channel = await deliverNotice(row, text, `StudyNest ${row.applyCode}: ${STATUS[row.status].en} / ${STATUS[row.status].zh}`, row.applyCode);
    if (channel) await db().update(applicationStatusHistory).set({ notifiedAt: new Date() }).where(eq(applicationStatusHistory.id, latest.id)).then(() => undefined);
    return channel;
  } catch (e) {
    logger.warn({ err: e, applicationId }, "status notification failed");
    return null;
  }
}
