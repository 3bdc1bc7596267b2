import { feedbackRepliesContract } from "#core/contract/feedback-replies";
import { implement } from "../http/endpoint";
import { Reply } from "../http/envelope";
import { myFeedback, replyToFeedback, staffFeedback } from "../services/feedback-replies";
import { checkOperator } from "./operator";

/** My feedback for the student (own feedback only), and the staff's list and reply behind OPERATOR_TOKEN. */
export const feedbackReplyEndpoints = implement(feedbackRepliesContract, {
  "/feedback/client/mine": async (input, ctx) => myFeedback((await ctx.requireUser()).id, ctx.lang, input),
  "/rest/ops/feedback/list": async (input, ctx) => {
    await checkOperator(input.operatorToken, ctx);
    return staffFeedback(input.status, ctx.lang, input);
  },
  "/rest/ops/feedback/reply": async (input, ctx) => {
    await checkOperator(input.operatorToken, ctx);
    const answered = await replyToFeedback(input.id, input.reply, input.close === "1");
    return new Reply(answered, answered.status === "closed" ? "feedback_closed_ok" : "feedback_replied");
  },
});
