import { and, eq, inArray } from "drizzle-orm";
import { db } from "../db/client";
import { applications, instalmentReminders, orders, payments } from "../db/schema";
import { quoteOf } from "../catalogue";
import { notifyOrderText } from "./notify";

/**
 * Instalment reminders: 7 days before an instalment is due, 3 days before and on the day, by SMS
 * or e-mail (the dev outbox in development), while it is unpaid. The sweep sends the reminder of
 * the window an instalment is in (within 7 days: d7; within 3: d3; due or overdue: d0), each once
 * (its row is the guard, so two instances sweeping send one): an order approved 5 days before a
 * due date gets the 7-day one at once, then the others on time.
 */
const DAY = 86_400_000;
export type ReminderKind = "d7" | "d3" | "d0";

export function reminderKind(dueDate: string, now: Date): ReminderKind | null {
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  const days = Math.round((Date.parse(`${dueDate}T00:00:00Z`) - today) / DAY);
  if (days <= 0) return days >= -7 ? "d0" : null; // a week overdue, staff take over
  if (days <= 3) return "d3";
  if (days <= 7) return "d7";
  return null;
}

const TEXT = {
  d7: { zh: "7 天后到期", en: "is due in 7 days" },
  d3: { zh: "3 天后到期", en: "is due in 3 days" },
  d0: { zh: "今天到期", en: "is due today" },
} as const;

/** Sends the reminders due at `now`; returns how many were sent. */
export async function sendInstalmentReminders(now = new Date()): Promise<number> {
  const open = await db()
    .select({ id: orders.id, orderNo: orders.orderNo, currency: orders.currency, quote: applications.quote })
    .from(orders)
    .innerJoin(applications, eq(applications.id, orders.applicationId))
    .where(inArray(orders.status, ["paid", "checked_in"]))
    .limit(2000);
  let sent = 0;
  for (const o of open) {
    const quote = quoteOf(o.quote);
    if (!quote || quote.schedule.length < 2) continue;
    const paid = await db().select({ seq: payments.seq }).from(payments).where(and(eq(payments.orderId, o.id), eq(payments.status, "succeeded")));
    const next = quote.schedule.find((p) => p.seq > 0 && !paid.some((x) => x.seq === p.seq));
    if (!next?.dueDate) continue;
    const kind = reminderKind(next.dueDate, now);
    if (!kind) continue;
    const [fresh] = await db().insert(instalmentReminders).values({ orderId: o.id, seq: next.seq, kind }).onConflictDoNothing().returning({ seq: instalmentReminders.seq });
    if (!fresh) continue;
    const amount = `${next.amount} ${o.currency}`;
    await notifyOrderText(
      o.id,
      `【StudyNest】订单 ${o.orderNo} 第 ${next.seq} 期 ${amount}（${next.dueDate}）${TEXT[kind].zh}，请在订单页付款。`,
      `Order ${o.orderNo}: instalment ${next.seq}, ${amount}, ${TEXT[kind].en} (${next.dueDate}). Pay it from your order page.`,
    );
    sent++;
  }
  return sent;
}
