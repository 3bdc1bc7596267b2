import { eq } from "drizzle-orm";
import { guardFormSend } from "../form-guard";
import { feedbackContract } from "#core/contract/feedback";
import { db } from "../db/client";
import { feedback, feedbackCategories } from "../db/schema";
import { ApiError, Reply } from "../http/envelope";
import { implement } from "../http/endpoint";
import { feedbackCategoryList } from "../services/reference";
import { once, ownerOf } from "../student/idempotency";

/** The feedback service, under its own prefix /feedback/client/. */
export const feedbackEndpoints = implement(feedbackContract, {
  "/feedback/client/type/list": async (_, ctx) => ({ list: await feedbackCategoryList(ctx.lang) }),
  "/feedback/client/add": async (input, ctx) => {
    const user = await ctx.requireUser();
    const [category] = await db()
      .select({ id: feedbackCategories.id, active: feedbackCategories.active })
      .from(feedbackCategories)
      .where(eq(feedbackCategories.id, input.cate));
    if (!category?.active) throw new ApiError("feedback_type_required");
    await guardFormSend("feedback", ctx, user.id, input.captchaToken);
    // One per rendered form: a repeated requestId answers the first feedback (api/student/idempotency.ts).
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
