import { and, eq } from "drizzle-orm";
import PDFDocument from "pdfkit";
import type { Lang } from "#core/constants";
import { db } from "../db/client";
import { applications, buildings, orders, payments, refunds, rooms } from "../db/schema";
import { ApiError } from "../http/envelope";
import { pick } from "../applications";
import { pdfFonts, quoteDto, quoteOf } from "../catalogue";
import { ruleText } from "./cancellation";

/**
 * Receipts: a PDF per succeeded payment and per refund, in the reader's language, made from the
 * records when asked (so it always says what the records say): the order, the room, the locked
 * quote's lines, the part paid with its lines, the amount in the apartment's currency and its
 * CNY equivalent at the payment's own rate. Fonts embedded as the handbooks do (a Chinese receipt
 * opens on a machine without CJK fonts). Only the order's student gets one; anyone else is told
 * the order does not exist.
 */
const T = {
  zh: {
    title: "收据",
    refundTitle: "退款凭证",
    no: "收据编号",
    refundNo: "退款编号",
    order: "订单号",
    date: "日期",
    room: "房源",
    tenancy: "租期",
    part: "款项",
    upfront: "入住前应付",
    instalment: (n: number) => `第 ${n} 期`,
    paid: "实付金额",
    refunded: "退款金额",
    cny: (amount: string, rate: string, date: string) => `约 ${amount}（按 ${date} 汇率 ${rate}）`,
    quote: "锁定报价",
    rent: "租金",
    deposit: "押金",
    total: "总计（不含押金）",
    rule: "退款规则",
    status: "状态",
    statuses: { pending: "处理中", succeeded: "已完成", failed: "失败" } as Record<string, string>,
    promised: "承诺到账",
    completed: "完成时间",
    payment: "原支付单号",
    held: "款项由 StudyNest 托管，入住 48 小时后支付给房东。",
    footer: "StudyNest 留学家 · 本凭证由系统根据支付记录生成",
  },
  en: {
    title: "Receipt",
    refundTitle: "Refund receipt",
    no: "Receipt number",
    refundNo: "Refund number",
    order: "Order",
    date: "Date",
    room: "Room",
    tenancy: "Tenancy",
    part: "Part",
    upfront: "Due before moving in",
    instalment: (n: number) => `Instalment ${n}`,
    paid: "Amount paid",
    refunded: "Amount refunded",
    cny: (amount: string, rate: string, date: string) => `≈ ${amount} (at ${rate}, the rate of ${date})`,
    quote: "Locked quote",
    rent: "Rent",
    deposit: "Deposit",
    total: "Total (deposit apart)",
    rule: "Refund rule",
    status: "Status",
    statuses: { pending: "In progress", succeeded: "Completed", failed: "Failed" } as Record<string, string>,
    promised: "Promised by",
    completed: "Completed",
    payment: "Original payment",
    held: "Held by StudyNest and released to the landlord 48 hours after check-in.",
    footer: "StudyNest · made from our payment records",
  },
};

const money = (n: number, currency: string, lang: Lang) => {
  try {
    return new Intl.NumberFormat(lang === "en" ? "en-GB" : "zh-CN", { style: "currency", currency, maximumFractionDigits: 0 }).format(n);
  } catch {
    return `${n} ${currency}`;
  }
};
const cnyText = (n: number) => `¥${Math.round(n).toLocaleString("en-US")}`;
const day = (d: Date) => d.toISOString().slice(0, 16).replace("T", " ") + " UTC";

async function orderOf(userId: number, orderId: number) {
  const [row] = await db()
    .select({ order: orders, quote: applications.quote, bZh: buildings.nameZh, bEn: buildings.nameEn, rZh: rooms.nameZh, rEn: rooms.nameEn })
    .from(orders)
    .innerJoin(buildings, eq(buildings.id, orders.buildingId))
    .leftJoin(rooms, eq(rooms.id, orders.roomId))
    .leftJoin(applications, eq(applications.id, orders.applicationId))
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  if (!row) throw new ApiError("order_not_found");
  return row;
}

/** The receipt of a payment (P…) or a refund (R…) of one of the user's orders, as a PDF response. */
export async function receiptFile(userId: number, number: string, lang: Lang): Promise<Response> {
  const t = lang === "en" ? T.en : T.zh;
  const lines: [string, string][] = [];
  let title: string;
  let fileName: string;
  let order: Awaited<ReturnType<typeof orderOf>>;
  if (number.startsWith("R")) {
    const [r] = await db().select({ refund: refunds, paymentNo: payments.paymentNo }).from(refunds).innerJoin(payments, eq(payments.id, refunds.paymentId)).where(eq(refunds.refundNo, number)).limit(1);
    if (!r) throw new ApiError("order_not_found");
    order = await orderOf(userId, r.refund.orderId);
    title = t.refundTitle;
    fileName = `refund-${r.refund.refundNo}.pdf`;
    lines.push(
      [t.refundNo, r.refund.refundNo],
      [t.order, order.order.orderNo],
      [t.payment, r.paymentNo],
      [t.date, day(r.refund.requestedAt)],
      [t.refunded, money(r.refund.amount, r.refund.currency, lang)],
      [t.rule, ruleText(r.refund.rule, lang)],
      [t.status, t.statuses[r.refund.status] ?? r.refund.status],
      [t.promised, day(r.refund.promisedBy)],
    );
    if (r.refund.completedAt) lines.push([t.completed, day(r.refund.completedAt)]);
  } else {
    const [p] = await db().select().from(payments).where(and(eq(payments.paymentNo, number), eq(payments.status, "succeeded"))).limit(1);
    if (!p) throw new ApiError("order_not_found");
    order = await orderOf(userId, p.orderId);
    title = t.title;
    fileName = `receipt-${p.paymentNo}.pdf`;
    lines.push([t.no, p.paymentNo], [t.order, order.order.orderNo], [t.date, day(p.paidAt ?? p.updatedAt)], [t.part, p.seq === 0 ? t.upfront : t.instalment(p.seq)], [t.paid, money(p.amount, p.currency, lang)]);
    if (p.rateCny != null && p.currency !== "CNY") lines.push(["", t.cny(cnyText(p.amount * p.rateCny), Number(p.rateCny.toPrecision(4)).toString(), p.rateDate ?? "")]);
    const part = quoteOf(order.quote)?.schedule[p.seq];
    if (part) {
      const dto = quoteDto(quoteOf(order.quote)!, lang).schedule[p.seq];
      for (const l of dto.lines) lines.push([`  ${l.name}`, money(l.amount, p.currency, lang)]);
    }
  }
  const room = `${pick(lang, order.bZh, order.bEn)}${order.rZh || order.rEn ? ` · ${pick(lang, order.rZh, order.rEn)}` : ""}`;
  lines.splice(2, 0, [t.room, room]);
  if (order.order.rentalStart) lines.splice(3, 0, [t.tenancy, `${order.order.rentalStart} – ${order.order.rentalEnd ?? ""}`]);
  const quote = quoteOf(order.quote);
  const quoteLines: [string, string][] = [];
  if (quote) {
    const q = quoteDto(quote, lang);
    quoteLines.push([q.tenancy.name, ""], [t.rent, money(q.rent, q.currency, lang)]);
    for (const f of q.fees) quoteLines.push([f.name, money(f.amount, q.currency, lang)]);
    for (const o of q.offers) quoteLines.push([o.name, `−${money(o.amount, q.currency, lang)}`]);
    quoteLines.push([t.total, money(q.total, q.currency, lang)], [t.deposit, money(q.deposit, q.currency, lang)]);
  }
  const body = await renderReceipt(title, lines, t.quote, quoteLines, number.startsWith("R") ? null : t.held, t.footer, lang);
  return new Response(new Uint8Array(body), {
    status: 200,
    headers: {
      "content-type": "application/pdf",
      "content-length": String(body.length),
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "private, no-store",
    },
  });
}

function renderReceipt(title: string, lines: [string, string][], quoteTitle: string, quoteLines: [string, string][], note: string | null, footer: string, lang: Lang): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: 60, pdfVersion: "1.4", lang: lang === "en" ? "en-GB" : "zh-CN", info: { Title: title, Author: "StudyNest", Creator: "StudyNest" }, displayTitle: true });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const f = pdfFonts();
  doc.registerFont("regular", f.regular);
  doc.registerFont("bold", f.bold);
  doc.font("bold").fontSize(20).text(`StudyNest · ${title}`, { lineGap: 8 });
  const row = (label: string, value: string, font = "regular") => {
    const y = doc.y;
    doc.font(font).fontSize(11).fillColor("#444444").text(label, 60, y, { width: 200 });
    const after = doc.y;
    doc.font(font).fontSize(11).fillColor("#000000").text(value, 270, y, { width: 265 });
    doc.y = Math.max(after, doc.y) + 4;
  };
  doc.moveDown(0.5);
  for (const [label, value] of lines) row(label, value);
  if (quoteLines.length) {
    doc.moveDown(1);
    doc.font("bold").fontSize(14).fillColor("#000000").text(quoteTitle, 60, doc.y, { lineGap: 4 });
    doc.moveDown(0.3);
    for (const [label, value] of quoteLines) row(label, value);
  }
  if (note) {
    doc.moveDown(1);
    doc.font("regular").fontSize(10).fillColor("#444444").text(note, 60, doc.y, { width: 475 });
  }
  doc.moveDown(2);
  doc.font("regular").fontSize(9).fillColor("#888888").text(footer, 60, doc.y, { width: 475 });
  doc.end();
  return done;
}
