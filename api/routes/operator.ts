import { eq } from "drizzle-orm";
import { env } from "#core/env.server";
import { db } from "../db/client";
import { operatorContract } from "#core/contract/operator";
import { applications, orders } from "../db/schema";
import { implement } from "../http/endpoint";
import { ApiError } from "../http/envelope";
import { safeEqual } from "../services/crypto";
import { hideReview } from "../services/reviews";
import { moveApplicationByStaff } from "../orders/service";
import { moveOrder } from "../student/applications";

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

export const operatorEndpoints = implement(operatorContract, {
  "/rest/ops/intent/status": async (input) => {
    checkOperator(input.operatorToken);
    const [app] = await db().select({ id: applications.id }).from(applications).where(eq(applications.applyCode, input.applyCode)).limit(1);
    if (!app) throw new ApiError("apply_not_found");
    // The student hears of it by SMS or e-mail; approval makes the order from the quote and takes a unit.
    return moveApplicationByStaff(app.id, input.status, "staff", input.note);
  },
  "/rest/ops/order/status": async (input) => {
    checkOperator(input.operatorToken);
    const [order] = await db().select({ id: orders.id }).from(orders).where(eq(orders.orderNo, input.orderNo)).limit(1);
    if (!order) throw new ApiError("order_not_found");
    const status = await db().transaction((tx) => moveOrder(tx, order.id, input.status, "staff", input.note));
    return { orderNo: input.orderNo, status };
  },
  "/rest/ops/review/hide": async (input) => {
    checkOperator(input.operatorToken);
    return hideReview(input.reviewId, input.hidden === "1", input.reason);
  },
});
