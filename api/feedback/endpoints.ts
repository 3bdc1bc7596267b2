import { feedbackContract, feedbackRepliesContract } from "#core/contract/feedback";
import { Reply } from "../http/envelope";
import { implement, type Endpoint } from "../http/endpoint";
import { feedbackCategoryList } from "../common";
import { submitFeedback } from "./service";
import { myFeedback, replyToFeedback, staffFeedback } from "./replies";
import { allowedActor, audit } from "../staff";

/** The feedback service, under its own prefix /feedback/client/. */
const submitEndpoints = implement(feedbackContract, {
  "/feedback/client/type/list": async (_, ctx) => ({ list: await feedbackCategoryList(ctx.lang) }),
  "/feedback/client/add": async (input, ctx) => {
    const user = await ctx.requireUser();
    const id = await submitFeedback(input, user.id, ctx);
    return new Reply({ id }, "feedback_ok");
  },
});

/** My feedback for the student (own feedback only), and the staff's list and reply (a moderator's session, or the break-glass operator token). */
const replyEndpoints = implement(feedbackRepliesContract, {
  "/feedback/client/mine": async (input, ctx) => myFeedback((await ctx.requireUser()).id, ctx.lang, input),
  "/rest/ops/feedback/list": async (input, ctx) => {
    await allowedActor(input, ctx, "read", "feedback", true);
    return staffFeedback(input.status, ctx.lang, input);
  },
  "/rest/ops/feedback/reply": async (input, ctx) => {
    const actor = await allowedActor(input, ctx, "reply", "feedback");
    const answered = await replyToFeedback(input.id, input.reply, input.close === "1", (tx, before) =>
      audit(tx, actor, { action: "feedback.reply", entity: "feedback", record: input.id, before, after: { status: input.close === "1" ? "closed" : "answered", reply: input.reply ?? null } }),
    );
    return new Reply(answered, answered.status === "closed" ? "feedback_closed_ok" : "feedback_replied");
  },
});

/** Every endpoint of this domain, for api/app.ts to mount. */
export const feedbackEndpoints: Endpoint[] = [...submitEndpoints, ...replyEndpoints];
