import { eq } from "drizzle-orm";
import { db } from "../db/client";
import { operatorContract } from "#core/contract/operator";
import { orders } from "../db/schema";
import type { RequestContext } from "../http/context";
import { implement } from "../http/endpoint";
import { ApiError } from "../http/envelope";
import { audit, opsActor, tokenActor } from "../staff";
import { decideApplication, moderateReview } from "../console/service";
import { moveOrder } from "../student/applications";

/**
 * Staff actions under /rest/ops/: move an application through review (approval creates its
 * order in pending_payment), an order through payment, check-in and completion, and hide a
 * review. Signed like every call; by a staff session whose role allows it, or by the
 * break-glass OPERATOR_TOKEN.
 *
 *   applyCode=A250921K7QX2M status=reviewing → approved   (order O250921… appears in order/list)
 */

/**
 * The operator token on the endpoints that take nothing else: refused (and counted against the
 * caller's address, with the staff lockout) unless right; a right one is audited as "token".
 */
export async function checkOperator(token: string, ctx: RequestContext): Promise<void> {
  const actor = await tokenActor(token, ctx.attribution.ip);
  await audit(db(), actor, { action: "call", entity: ctx.path });
}

export const operatorEndpoints = implement(operatorContract, {
  "/rest/ops/intent/status": async (input, ctx) => {
    const actor = await opsActor(input, ctx.attribution.ip);
    return decideApplication(actor, input.applyCode, input.status, input.note);
  },
  "/rest/ops/order/status": async (input, ctx) => {
    const actor = await tokenActor(input.operatorToken, ctx.attribution.ip);
    const [order] = await db().select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.orderNo, input.orderNo)).limit(1);
    if (!order) throw new ApiError("order_not_found");
    const status = await db().transaction(async (tx) => {
      const moved = await moveOrder(tx, order.id, input.status, "staff", input.note);
      await audit(tx, actor, { action: "order.status", entity: "order", record: input.orderNo, before: { status: order.status }, after: { status: moved, note: input.note ?? null } });
      return moved;
    });
    return { orderNo: input.orderNo, status };
  },
  "/rest/ops/review/hide": async (input, ctx) => {
    const actor = await opsActor(input, ctx.attribution.ip);
    return moderateReview(actor, input.reviewId, input.hidden === "1", input.reason);
  },
});
