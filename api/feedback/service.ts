import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { feedbackContract } from "#core/contract/feedback";
import { db } from "../db/client";
import { feedback, feedbackCategories } from "../db/schema";
import type { RequestContext } from "../http/context";
import { ApiError } from "../http/envelope";
import { once, ownerOf } from "../platform/idempotency";
import { guardFormSend } from "../platform/form-guard";

type FeedbackInput = z.output<(typeof feedbackContract)["/feedback/client/add"]["body"]>;

/**
 * Stores a student's feedback under an active category, with the lead's attribution. One per
 * rendered form: a repeated requestId answers the first feedback (api/platform/idempotency.ts).
 */
export async function submitFeedback(input: FeedbackInput, userId: number, ctx: RequestContext): Promise<number> {
  const [category] = await db()
    .select({ id: feedbackCategories.id, active: feedbackCategories.active })
    .from(feedbackCategories)
    .where(eq(feedbackCategories.id, input.cate));
  if (!category?.active) throw new ApiError("feedback_type_required");
  // Past the per-address and per-account caps a send needs the captcha (checked before storing).
  await guardFormSend("feedback", ctx, userId, input.captchaToken);
  const { id } = await once("feedback/add", ownerOf(ctx, userId), input.requestId, async (tx) => {
    const [row] = await tx
      .insert(feedback)
      .values({ userId, categoryId: category.id, content: input.content, attribution: ctx.attribution })
      .returning({ id: feedback.id });
    return row.id;
  });
  return id;
}
