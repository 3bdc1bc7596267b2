import { and, desc, eq, sql } from "drizzle-orm";
import { db } from "../db/client";
import { applications, buildings, orderStatusHistory, orders, rooms } from "../db/schema";
import { endpoint, type Endpoint } from "../http/endpoint";
import { ApiError } from "../http/envelope";
import { z, zPageNum, zPageSize } from "#core/contract/zod";
import { pick } from "../student/applications";

/**
 * Orders (issue 6 §6): /rest/user/client/order/{list,info}. An order is made when staff approve
 * an application (api/student/applications.ts); queries are filtered by the session's user.
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

type Row = { [K in keyof typeof columns]: unknown } & Record<string, unknown>;
function shape(r: Row, lang: "cn" | "en") {
  return {
    orderNo: r.orderNo as string,
    status: r.status as string,
    amount: r.amount as number,
    currency: r.currency as string,
    rentalStart: r.rentalStart as string | null,
    rentalEnd: r.rentalEnd as string | null,
    paidAt: r.paidAt as Date | null,
    createdAt: r.createdAt as Date,
    applyCode: (r.applyCode as string | null) ?? null,
    building: { code: r.buildingCode as string, name: pick(lang, r.buildingZh as string, r.buildingEn as string), photo: r.photo as string | null },
    room: r.roomCode ? { code: r.roomCode as string, name: pick(lang, r.roomZh as string, r.roomEn as string) } : null,
  };
}

export const orderEndpoints: Endpoint[] = [
  endpoint({
    path: "/rest/user/client/order/list",
    summary: "The user's orders",
    description: "Newest first. Answers list, pages, totalCount.",
    tag: "orders",
    auth: "required",
    body: z.object({ pageNum: zPageNum(), pageSize: zPageSize(50, 10) }),
    async handler(input, ctx) {
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
        list: rows.map((r) => shape(r as Row, ctx.lang)),
        pageNum: input.pageNum,
        pageSize: input.pageSize,
        totalCount,
        pages: Math.ceil(totalCount / input.pageSize),
      };
    },
  }),
  endpoint({
    path: "/rest/user/client/order/info",
    summary: "One of the user's orders",
    description: "With its status history. Another user's orderNo answers code 1 (does not exist).",
    tag: "orders",
    auth: "required",
    body: z.object({ orderNo: z.string().trim().min(1, "order_not_found").max(40, "order_not_found") }),
    async handler(input, ctx) {
      const me = await ctx.requireUser();
      const [row] = await db()
        .select({ ...columns, id: orders.id })
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
      return { ...shape(row as Row, ctx.lang), history };
    },
  }),
];
