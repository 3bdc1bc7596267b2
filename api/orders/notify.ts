import { eq } from "drizzle-orm";
import { logger } from "#core/log.server";
import { db } from "../db/client";
import { applications, mobilePrefixes, orders } from "../db/schema";
import { accountContact } from "../applications";
import { deliverNotice } from "../platform/notice";

/**
 * Tells the student something about an order, in both languages (Chinese first): an SMS to the
 * phone given in the application, else the account's phone or verified e-mail (the dev outbox in
 * development). A failure is logged, never thrown: the change it reports has happened.
 */
export async function notifyOrderText(orderId: number, zh: string, en: string): Promise<void> {
  try {
    const [o] = await db()
      .select({ orderNo: orders.orderNo, userId: orders.userId, mobile: applications.mobile, prefix: mobilePrefixes.mobilePrefix })
      .from(orders)
      .leftJoin(applications, eq(applications.id, orders.applicationId))
      .leftJoin(mobilePrefixes, eq(mobilePrefixes.id, applications.mobilePrefixId))
      .where(eq(orders.id, orderId))
      .limit(1);
    if (!o) return;
    const account = await accountContact(o.userId);
    const contact = o.mobile && o.prefix ? { mobile: o.mobile, prefix: o.prefix, email: null, emailVerifiedAt: null } : account;
    if (!contact) return;
    await deliverNotice(contact, `${zh} ${en}`, `StudyNest ${o.orderNo}`, o.orderNo);
  } catch (e) {
    logger.warn({ err: e, orderId }, "order notification failed");
  }
}
