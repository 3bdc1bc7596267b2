import { operatorContract } from "#core/contract/staff";
import { implement } from "../http/endpoint";
import { hideReview } from "../reviews";
import { checkOperator, moveApplicationByCode, moveOrderByNo } from "./service";

/** `/rest/ops/…`: staff actions, each checked against OPERATOR_TOKEN first. */
export const staffEndpoints = implement(operatorContract, {
  "/rest/ops/intent/status": async (input) => {
    checkOperator(input.operatorToken);
    return moveApplicationByCode(input.applyCode, input.status, input.note);
  },
  "/rest/ops/order/status": async (input) => {
    checkOperator(input.operatorToken);
    return { orderNo: input.orderNo, status: await moveOrderByNo(input.orderNo, input.status, input.note) };
  },
  "/rest/ops/review/hide": async (input) => {
    checkOperator(input.operatorToken);
    return hideReview(input.reviewId, input.hidden === "1", input.reason);
  },
});
