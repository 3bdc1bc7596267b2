import { feedbackContract, feedbackRepliesContract } from "#core/contract/feedback";
import { Reply } from "../http/envelope";
import { implement, type Endpoint } from "../http/endpoint";
import { feedbackCategoryList } from "../common";
import { submitFeedback } from "./service";
import { myFeedback, replyToFeedback, staffFeedback } from "./replies";
import { checkOperator } from "../staff";

/** The feedback service, under its own prefix /feedback/client/. */
const submitEndpoints = implement(feedbackContract, {
  "/feedback/client/type/list": async (_, ctx) => ({ list: await feedbackCategoryList(ctx.lang) }),
  "/feedback/client/add": async (input, ctx) => {
    const user = await ctx.requireUser();
    const id = await submitFeedback(input, user.id, ctx);
    return new Reply({ id }, "feedback_ok");
  },
});

/** My feedback for the student (own feedback only), and the staff's list and reply behind OPERATOR_TOKEN. */
const replyEndpoints = implement(feedbackRepliesContract, {
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

/** Every endpoint of this domain, for api/app.ts to mount. */
export const feedbackEndpoints: Endpoint[] = [...submitEndpoints, ...replyEndpoints];
