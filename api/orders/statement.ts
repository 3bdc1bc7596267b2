import type { Quote } from "../catalogue";

/**
 * The order as a statement: each part of the locked schedule with what was paid for it and when,
 * what was refunded, and what comes next. Made from the quote and the payment records only, so
 * it says the same as the receipts.
 */
export type PartStatus = "paid" | "next" | "overdue" | "upcoming" | "closed";

interface Paid {
  seq: number;
  status: string;
  amount: number;
  paidAt: Date | null;
  paymentNo: string;
}

export function statementOf(quote: Quote, orderStatus: string, payments: Paid[], refunded: number, now = new Date()) {
  const today = now.toISOString().slice(0, 10);
  const active = orderStatus === "pending_payment" || orderStatus === "paid" || orderStatus === "checked_in" || orderStatus === "completed";
  const ok = payments.filter((p) => p.status === "succeeded");
  const firstUnpaid = quote.schedule.find((p) => !ok.some((x) => x.seq === p.seq))?.seq ?? null;
  const parts = quote.schedule.map((p) => {
    const pay = ok.find((x) => x.seq === p.seq);
    let status: PartStatus;
    if (pay) status = "paid";
    else if (!active) status = "closed";
    else if (p.dueDate && p.dueDate < today) status = "overdue";
    else status = p.seq === firstUnpaid ? "next" : "upcoming";
    return { seq: p.seq, kind: p.kind, dueDate: p.dueDate, amount: p.amount, status, paidAt: pay?.paidAt?.toISOString() ?? null, paymentNo: pay?.paymentNo ?? null };
  });
  const total = quote.schedule.reduce((a, p) => a + p.amount, 0);
  const paid = ok.reduce((a, p) => a + p.amount, 0);
  const next = active ? (parts.find((p) => p.status !== "paid") ?? null) : null;
  return {
    parts,
    total,
    paid,
    refunded,
    outstanding: active ? total - paid : 0,
    next: next ? { seq: next.seq, dueDate: next.dueDate, amount: next.amount } : null,
  };
}
