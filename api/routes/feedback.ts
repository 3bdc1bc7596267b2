import { eq } from "drizzle-orm";
import { FEEDBACK_CONTENT_MAX } from "#core/constants";
import { db } from "../db/client";
import { feedback, feedbackCategories } from "../db/schema";
import { ApiError, Reply } from "../http/envelope";
import { endpoint, type Endpoint } from "../http/endpoint";
import { z, zId } from "#core/contract/zod";
import { feedbackCategoryList } from "../services/reference";
import { requestIdSchema } from "#core/schemas/student";
import { once, ownerOf } from "../student/idempotency";

/** The feedback service, under its own prefix (spec §7 "separate service"). */
const P = "/feedback/client";
const tag = "feedback";

export const feedbackEndpoints: Endpoint[] = [
  endpoint({
    path: `${P}/type/list`,
    summary: "Feedback categories",
    tag,
    auth: "none",
    body: z.object({}),
    response: z.object({ list: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
    handler: async (_, ctx) => ({ list: await feedbackCategoryList(ctx.lang) }),
  }),
  endpoint({
    path: `${P}/add`,
    summary: "Send feedback",
    tag,
    auth: "required",
    body: z.object({
      cate: zId("msg:feedback_type_required"),
      content: z
        .string({ required_error: "msg:feedback_content_required" })
        .trim()
        .min(1, "msg:feedback_content_required")
        .max(FEEDBACK_CONTENT_MAX, "msg:feedback_content_too_long"),
      /** One per rendered form: a repeat answers the first request (api/student/idempotency.ts). */
      requestId: requestIdSchema.optional(),
    }),
    handler: async (input, ctx) => {
      const user = await ctx.requireUser();
      const [category] = await db()
        .select({ id: feedbackCategories.id, active: feedbackCategories.active })
        .from(feedbackCategories)
        .where(eq(feedbackCategories.id, input.cate));
      if (!category?.active) throw new ApiError("feedback_type_required");
      const { id } = await once("feedback/add", ownerOf(ctx, user.id), input.requestId, async (tx) => {
        const [row] = await tx
          .insert(feedback)
          .values({ userId: user.id, categoryId: category.id, content: input.content, attribution: ctx.attribution })
          .returning({ id: feedback.id });
        return row.id;
      });
      return new Reply({ id }, "feedback_ok");
    },
  }),
];
