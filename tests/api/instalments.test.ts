import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { setupApi } from "../helpers/api";
import { approvedOrder, orderInfo, payDue, setEnv, studentWithCookie, type Student } from "../helpers/booking";

/**
 * Instalments after the upfront part: the order is a statement (each part of the locked
 * schedule with its date, paid or next, what was paid and what remains); each instalment is paid
 * the same way, in order; reminders go out 7 days, 3 days and on the due day through the
 * notification channel (the dev outbox here), each once.
 */
const TOKEN = "operator-token-for-instalment-t1";
const DAY = 86_400_000;
let student: Student;

beforeAll(async () => {
  await setupApi();
  await setEnv({ OPERATOR_TOKEN: TOKEN });
  student = await studentWithCookie("instalments");
});
afterAll(async () => {
  await setEnv({ OPERATOR_TOKEN: undefined });
});

describe("instalments", () => {
  test("after the upfront part the statement shows each instalment with its date; the next is paid the same way", async () => {
    const orderNo = await approvedOrder(student.token, TOKEN, { plan: "term" });
    const before = await orderInfo(student.token, orderNo);
    const schedule = before.quote.schedule as { seq: number; amount: number; dueDate: string | null }[];
    expect(schedule.length).toBeGreaterThan(1);
    expect(before.statement).toMatchObject({ paid: 0, refunded: 0, outstanding: before.statement.total, next: { seq: 0, amount: schedule[0].amount } });
    expect(before.statement.total).toBe(schedule.reduce((a, p) => a + p.amount, 0));

    await payDue(student.token, orderNo);
    const upfront = await orderInfo(student.token, orderNo);
    expect(upfront.statement.parts.map((p: { status: string }) => p.status)).toEqual(["paid", "next", ...schedule.slice(2).map(() => "upcoming")]);
    expect(upfront.statement.parts[1]).toMatchObject({ seq: 1, dueDate: schedule[1].dueDate, amount: schedule[1].amount });
    expect(upfront.due).toMatchObject({ seq: 1, amount: schedule[1].amount, dueDate: schedule[1].dueDate });

    const second = await payDue(student.token, orderNo);
    expect(second.amount).toBe(schedule[1].amount);
    const after = await orderInfo(student.token, orderNo);
    expect(after.statement).toMatchObject({ paid: schedule[0].amount + schedule[1].amount, outstanding: after.statement.total - schedule[0].amount - schedule[1].amount });
    expect(after.statement.parts[1]).toMatchObject({ status: "paid", paymentNo: second.paymentNo });
    expect(after.payments.map((p: { seq: number }) => p.seq)).toEqual([0, 1]);
    expect(after.status).toBe("paid");
  });

  test("reminders 7 days, 3 days and on the due day, each once, while unpaid", async () => {
    const { reminderKind, sendInstalmentReminders } = await import("../../api/orders/reminders");
    const { listOutbox } = await import("../../api/platform/outbox");
    const at = (d: string, days: number) => new Date(Date.parse(`${d}T08:00:00Z`) + days * DAY);
    expect(reminderKind("2027-01-10", at("2027-01-10", -8))).toBeNull();
    expect(reminderKind("2027-01-10", at("2027-01-10", -7))).toBe("d7");
    expect(reminderKind("2027-01-10", at("2027-01-10", -4))).toBe("d7");
    expect(reminderKind("2027-01-10", at("2027-01-10", -3))).toBe("d3");
    expect(reminderKind("2027-01-10", at("2027-01-10", 0))).toBe("d0");
    expect(reminderKind("2027-01-10", at("2027-01-10", 2))).toBe("d0");

    const orderNo = await approvedOrder(student.token, TOKEN, { plan: "term", offset: 1 });
    await payDue(student.token, orderNo);
    const due = (await orderInfo(student.token, orderNo)).quote.schedule[1].dueDate as string;
    const mine = async () => (await listOutbox(500)).filter((e) => e.text.includes(orderNo));

    await sendInstalmentReminders(at(due, -10));
    expect(await mine()).toHaveLength(0);
    await sendInstalmentReminders(at(due, -7));
    await sendInstalmentReminders(at(due, -6));
    let sent = await mine();
    expect(sent).toHaveLength(1);
    expect(sent[0].text).toContain("is due in 7 days");
    expect(sent[0].text).toContain("7 天后到期");
    await sendInstalmentReminders(at(due, -3));
    await sendInstalmentReminders(at(due, 0));
    await sendInstalmentReminders(at(due, 0));
    sent = await mine();
    expect(sent.map((e) => e.text.match(/is due (in \d days|today)/)?.[0]).sort()).toEqual(["is due in 3 days", "is due in 7 days", "is due today"]);

    // Paid: the next instalment's reminders, not this one's again.
    await payDue(student.token, orderNo);
    await sendInstalmentReminders(at(due, 1));
    expect((await mine()).filter((e) => e.text.includes(`instalment 1,`))).toHaveLength(3);
  });
});
