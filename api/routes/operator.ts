import { eq } from "drizzle-orm";
import { env } from "#core/env.server";
import { db } from "../db/client";
import { APPLICATION_STATUSES, ORDER_STATUSES, applications, orders } from "../db/schema";
import { endpoint, type Endpoint } from "../http/endpoint";
import { ApiError } from "../http/envelope";
import { z, zId } from "#core/contract/zod";
import { safeEqual } from "../services/crypto";
import { hideReview } from "../services/reviews";
import { moveApplication, moveOrder } from "../student/applications";
import { notifyStatus } from "../student/notify";

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

const zToken = () => z.string().min(1, "operator_forbidden").max(200, "operator_forbidden");

export const operatorEndpoints: Endpoint[] = [
  endpoint({
    path: "/rest/ops/intent/status",
    summary: "Staff: move an application's status",
    description: "Transitions: submitted → reviewing | approved | rejected | cancelled | expired; reviewing → approved | rejected | cancelled | expired. Approval creates the order.",
    tag: "operator",
    auth: "none",
    body: z.object({ operatorToken: zToken(), applyCode: z.string().trim().min(1).max(40), status: z.enum(APPLICATION_STATUSES), note: z.string().max(200).optional() }),
    async handler(input) {
      checkOperator(input.operatorToken);
      const [app] = await db().select({ id: applications.id }).from(applications).where(eq(applications.applyCode, input.applyCode)).limit(1);
      if (!app) throw new ApiError("apply_not_found");
      const moved = await db().transaction((tx) => moveApplication(tx, app.id, input.status, "staff", input.note));
      // The student hears of it by SMS or e-mail.
      await notifyStatus(app.id);
      return moved;
    },
  }),
  endpoint({
    path: "/rest/ops/order/status",
    summary: "Staff: move an order's status",
    description: "pending_payment → paid | cancelled; paid → checked_in | refunded; checked_in → completed.",
    tag: "operator",
    auth: "none",
    body: z.object({ operatorToken: zToken(), orderNo: z.string().trim().min(1).max(40), status: z.enum(ORDER_STATUSES), note: z.string().max(200).optional() }),
    async handler(input) {
      checkOperator(input.operatorToken);
      const [order] = await db().select({ id: orders.id }).from(orders).where(eq(orders.orderNo, input.orderNo)).limit(1);
      if (!order) throw new ApiError("order_not_found");
      const status = await db().transaction((tx) => moveOrder(tx, order.id, input.status, "staff", input.note));
      return { orderNo: input.orderNo, status };
    },
  }),
  endpoint({
    path: "/rest/ops/review/hide",
    summary: "Staff: hide a review (with the reason its author sees), or show it again",
    description:
      "hidden=1 (default) hides the review from everyone but its author, who sees `reason`; it leaves the apartment's summary at once. hidden=0 shows it again and clears the reason. Review ids are in house/review/list.",
    tag: "operator",
    auth: "none",
    body: z
      .object({
        operatorToken: zToken(),
        reviewId: zId("msg:review_not_found"),
        hidden: z.enum(["0", "1"]).default("1"),
        reason: z.string().trim().max(200, "msg:review_hide_reason_required").optional(),
      })
      .refine((b) => b.hidden === "0" || (b.reason && b.reason.length > 0), { message: "msg:review_hide_reason_required", path: ["reason"] }),
    async handler(input) {
      checkOperator(input.operatorToken);
      return hideReview(input.reviewId, input.hidden === "1", input.reason);
    },
  }),
];
