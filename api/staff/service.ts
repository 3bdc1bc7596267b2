import { eq } from "drizzle-orm";
import { env } from "#core/env.server";
import { db } from "../db/client";
import { applications, orders } from "../db/schema";
import { ApiError } from "../http/envelope";
import { safeEqual } from "../platform/crypto";
import { moveApplication, moveOrder, notifyStatus } from "../applications";

/**
 * Staff actions behind OPERATOR_TOKEN (unset: the endpoints refuse every call): move an
 * application through review (approval creates its order in pending_payment), and an order
 * through payment, check-in and completion. Signed like every call, plus `operatorToken`.
 *
 *   applyCode=A250921K7QX2M status=reviewing → approved   (order O250921… appears in order/list)
 */
export function checkOperator(token: string) {
  const expected = env().OPERATOR_TOKEN;
  if (!expected || !safeEqual(token, expected)) throw new ApiError("operator_forbidden");
}

type ApplicationMove = Parameters<typeof moveApplication>;
type OrderMove = Parameters<typeof moveOrder>;

export async function moveApplicationByCode(applyCode: string, status: ApplicationMove[2], note: ApplicationMove[4]) {
  const [app] = await db().select({ id: applications.id }).from(applications).where(eq(applications.applyCode, applyCode)).limit(1);
  if (!app) throw new ApiError("apply_not_found");
  const moved = await db().transaction((tx) => moveApplication(tx, app.id, status, "staff", note));
  // The student hears of it by SMS or e-mail.
  await notifyStatus(app.id);
  return moved;
}

export async function moveOrderByNo(orderNo: string, status: OrderMove[2], note: OrderMove[4]) {
  const [order] = await db().select({ id: orders.id }).from(orders).where(eq(orders.orderNo, orderNo)).limit(1);
  if (!order) throw new ApiError("order_not_found");
  return db().transaction((tx) => moveOrder(tx, order.id, status, "staff", note));
}
