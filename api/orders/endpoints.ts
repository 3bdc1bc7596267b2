import { and, desc, eq, sql } from "drizzle-orm";
import type { Lang } from "#core/constants";
import { db } from "../db/client";
import { applications, buildings, orderStatusHistory, orders, rooms } from "../db/schema";
import { orderContract } from "#core/contract/orders";
import { implement } from "../http/endpoint";
import { ApiError } from "../http/envelope";
import { pick, type OrderStatus } from "../applications";
import { holdRule } from "./hold";
import { quoteDto, quoteOf } from "../catalogue";
import { nextPayable, paymentsOf } from "../payments";

/**
 * Orders: /rest/user/client/order/{list,info}. An order is made when staff approve
 * an application (api/applications/service.ts); queries are filtered by the session's user.
 */
const columns = {
  orderNo: orders.orderNo,
  status: orders.status,
  amount: orders.amount,
  currency: orders.currency,
  rentalStart: orders.rentalStart,
  rentalEnd: orders.rentalEnd,
  paidAt: orders.paidAt,
  createdAt: orders.createdAt,
  applyCode: applications.applyCode,
  buildingCode: buildings.code,
  buildingZh: buildings.nameZh,
  buildingEn: buildings.nameEn,
  photo: sql<string | null>`${buildings.photos}[1]`,
  roomCode: rooms.code,
  roomZh: rooms.nameZh,
  roomEn: rooms.nameEn,
};

/** A row of `columns`: the room and the application are left-joined, so they may be missing. */
interface Row {
  orderNo: string;
  status: OrderStatus;
  amount: number;
  currency: string;
  rentalStart: string | null;
  rentalEnd: string | null;
  paidAt: Date | null;
  createdAt: Date;
  applyCode: string | null;
  buildingCode: string;
  buildingZh: string;
  buildingEn: string;
  photo: string | null;
  roomCode: string | null;
  roomZh: string | null;
  roomEn: string | null;
}
function shape(r: Row, lang: Lang) {
  return {
    orderNo: r.orderNo,
    status: r.status,
    amount: r.amount,
    currency: r.currency,
    rentalStart: r.rentalStart,
    rentalEnd: r.rentalEnd,
    paidAt: r.paidAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    applyCode: r.applyCode,
    building: { code: r.buildingCode, name: pick(lang, r.buildingZh, r.buildingEn), photo: r.photo },
    room: r.roomCode ? { code: r.roomCode, name: pick(lang, r.roomZh, r.roomEn) } : null,
  };
}

export const orderEndpoints = implement(orderContract, {
  "/rest/user/client/order/list": async (input, ctx) => {
    const me = await ctx.requireUser();
    const rows = await db()
      .select({ ...columns, total: sql<number>`count(*) over ()::int` })
      .from(orders)
      .innerJoin(buildings, eq(buildings.id, orders.buildingId))
      .leftJoin(rooms, eq(rooms.id, orders.roomId))
      .leftJoin(applications, eq(applications.id, orders.applicationId))
      .where(eq(orders.userId, me.id))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize);
    let totalCount = rows[0]?.total ?? 0;
    if (!rows.length && input.pageNum > 1) {
      const [c] = await db().select({ n: sql<number>`count(*)::int` }).from(orders).where(eq(orders.userId, me.id));
      totalCount = c?.n ?? 0;
    }
    return {
      list: rows.map((r) => shape(r, ctx.lang)),
      pageNum: input.pageNum,
      pageSize: input.pageSize,
      totalCount,
      pages: Math.ceil(totalCount / input.pageSize),
    };
  },
  "/rest/user/client/order/info": async (input, ctx) => {
    const me = await ctx.requireUser();
    const [row] = await db()
      .select({ ...columns, id: orders.id, quote: applications.quote, payBy: orders.payBy })
      .from(orders)
      .innerJoin(buildings, eq(buildings.id, orders.buildingId))
      .leftJoin(rooms, eq(rooms.id, orders.roomId))
      .leftJoin(applications, eq(applications.id, orders.applicationId))
      .where(and(eq(orders.orderNo, input.orderNo), eq(orders.userId, me.id)))
      .limit(1);
    if (!row) throw new ApiError("order_not_found");
    const history = await db()
      .select({ from: orderStatusHistory.fromStatus, to: orderStatusHistory.toStatus, actor: orderStatusHistory.actor, at: orderStatusHistory.createdAt })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, row.id))
      .orderBy(orderStatusHistory.createdAt, orderStatusHistory.id);
    const quote = quoteOf(row.quote);
    const paid = await paymentsOf(row.id);
    const dueSeq = quote ? nextPayable(quote, row.status, new Set(paid.filter((p) => p.status === "succeeded").map((p) => p.seq)), row.payBy) : null;
    const due = quote && dueSeq !== null ? quote.schedule[dueSeq] : null;
    return {
      ...shape(row, ctx.lang),
      history: history.map((h) => ({ ...h, at: h.at.toISOString() })),
      quote: quote ? quoteDto(quote, ctx.lang) : null,
      payBy: row.status === "pending_payment" && row.payBy ? row.payBy.toISOString() : null,
      payments: paid.map((p) => ({
        paymentNo: p.paymentNo,
        seq: p.seq,
        amount: p.amount,
        currency: p.currency,
        status: p.status,
        paidAt: p.paidAt?.toISOString() ?? null,
        amountCny: p.rateCny == null ? null : Math.round(p.amount * p.rateCny),
        rateDate: p.rateDate,
      })),
      due: due ? { seq: due.seq, amount: due.amount, amountCny: quote?.rate ? Math.round(due.amount * quote.rate.cny) : null, dueDate: due.dueDate } : null,
      hold: row.status === "paid" ? { status: "held" as const, releaseRule: holdRule(ctx.lang) } : null,
    };
  },
});
