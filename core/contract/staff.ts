import { APPLICATION_STATUSES, ORDER_STATUSES } from "../statuses";
import { applicationStatus, orderStatus } from "./applications";
import { defineContract } from "./define";
import { z, zId } from "./zod";

/**
 * Staff actions under /rest/ops/, behind `operatorToken` (the OPERATOR_TOKEN setting; unset,
 * every call is refused): move an application through review (approval creates its order in
 * pending_payment), an order through payment, check-in and completion, and hide a review.
 * Signed like every call.
 */
const tag = "operator";

const operatorToken = () => z.string().min(1, "operator_forbidden").max(200, "operator_forbidden").openapi({ description: "The staff token (OPERATOR_TOKEN)" });
const note = () => z.string().max(200).optional().openapi({ description: "Kept in the status history" });

export const operatorContract = defineContract({
  "/rest/ops/intent/status": {
    summary: "Staff: move an application's status",
    description:
      "Transitions: submitted → reviewing | approved | rejected | cancelled | expired; reviewing → approved | rejected | cancelled | expired. Approval creates the order. The student is told by SMS or e-mail.",
    tag,
    auth: "none",
    body: z.object({ operatorToken: operatorToken(), applyCode: z.string().trim().min(1).max(40), status: z.enum(APPLICATION_STATUSES), note: note() }),
    response: z.object({
      status: applicationStatus,
      orderNo: z.string().optional().openapi({ description: "The order an approval made" }),
    }),
  },
  "/rest/ops/order/status": {
    summary: "Staff: move an order's status",
    description: "pending_payment → paid | cancelled; paid → checked_in | refunded; checked_in → completed.",
    tag,
    auth: "none",
    body: z.object({ operatorToken: operatorToken(), orderNo: z.string().trim().min(1).max(40), status: z.enum(ORDER_STATUSES), note: note() }),
    response: z.object({ orderNo: z.string(), status: orderStatus }),
  },
  "/rest/ops/review/hide": {
    summary: "Staff: hide a review (with the reason its author sees), or show it again",
    description:
      "hidden=1 (default) hides the review from everyone but its author, who sees `reason`; it leaves the apartment's summary at once. hidden=0 shows it again and clears the reason. Review ids are in house/review/list.",
    tag,
    auth: "none",
    body: z
      .object({
        operatorToken: operatorToken(),
        reviewId: zId("msg:review_not_found"),
        hidden: z.enum(["0", "1"]).default("1"),
        reason: z.string().trim().max(200, "msg:review_hide_reason_required").optional(),
      })
      .refine((b) => b.hidden === "0" || (b.reason && b.reason.length > 0), { message: "msg:review_hide_reason_required", path: ["reason"] }),
    response: z.object({ reviewId: z.number().int(), hidden: z.boolean() }),
  },
});
