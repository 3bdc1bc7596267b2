import { eq } from "drizzle-orm";
import { feedbackContract, feedbackRepliesContract } from "#core/contract/feedback";
import { db } from "../db/client";
import { feedback, feedbackCategories } from "../db/schema";
import { ApiError, Reply } from "../http/envelope";
import { implement, type Endpoint } from "../http/endpoint";
import { feedbackCategoryList } from "../common";
import { once, ownerOf } from "../platform/idempotency";
import { myFeedback, replyToFeedback, staffFeedback } from "./replies";
import { checkOperator } from "../staff";

/** The feedback service, under its own prefix /feedback/client/. */
const submitEndpoints = implement(feedbackContract, {
  "/feedback/client/type/list": async (_, ctx) => ({ list: await feedbackCategoryList(ctx.lang) }),
  "/feedback/client/add": async (input, ctx) => {
    const user = await ctx.requireUser();
    const [category] = await db()
      .select({ id: feedbackCategories.id, active: feedbackCategories.active })
      .from(feedbackCategories)
      .where(eq(feedbackCategories.id, input.cate));
    if (!category?.active) throw new ApiError("feedback_type_required");
    // One per rendered form: a repeated requestId answers the first feedback (api/platform/idempotency.ts).
    const { id } = await once("feedback/add", ownerOf(ctx, user.id), input.requestId, async (tx) => {
      const [row] = await tx
        .insert(feedback)
        .values({ userId: user.id, categoryId: category.id, content: input.content, attribution: ctx.attribution })
        .returning({ id: feedback.id });
      return row.id;
    });
    return new Reply({ id }, "feedback_ok");
  },
});

/** My feedback for the student (own feedback only), and the staff's list and reply behind OPERATOR_TOKEN. */
const replyEndpoints = implement(feedbackRepliesContract, {
  "/feedback/client/mine": async (input, ctx) => myFeedback((await ctx.requireUser()).id, ctx.lang, input),
  "/rest/ops/feedback/list": async (input, ctx) => {
    checkOperator(input.operatorToken);
    return staffFeedback(input.status, ctx.lang, input);
  },
  "/rest/ops/feedback/reply": async (input) => {
    checkOperator(input.operatorToken);
    const answered = await replyToFeedback(input.id, input.reply, input.close === "1");
    return new Reply(answered, answered.status === "closed" ? "feedback_closed_ok" : "feedback_replied");
  },
});

/** Every endpoint of this domain, for api/app.ts to mount. */
export const feedbackEndpoints: Endpoint[] = [...submitEndpoints, ...replyEndpoints];
