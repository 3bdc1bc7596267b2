import { reviewSchema } from "#core/schemas/review";
import { ApiError, Reply } from "../http/envelope";
import { endpoint, type Endpoint } from "../http/endpoint";
import { z, zCode, zPageNum, zPageSize } from "#core/contract/zod";
import { limitReviewSave } from "../services/rate-limit";
import { listReviews, saveReview } from "../services/reviews";

/** `/rest/building/client/house/review/…`: verified residents' reviews (ADR 016). */
const P = "/rest/building/client/house/review";
const tag = "reviews";

const score = z.number().int().min(1).max(5);
const aspects = z.object({ location: score, value: score, management: score, facilities: score });
const nullableScore = z.number().nullable();
export const reviewSummarySchema = z
  .object({
    average: nullableScore.openapi({ description: "Overall score of the visible reviews, one decimal; null without reviews" }),
    count: z.number().int(),
    aspects: z.object({ location: nullableScore, value: nullableScore, management: nullableScore, facilities: nullableScore }),
  })
  .openapi("ReviewSummary");

const review = z.object({
  id: z.number().int(),
  rating: score,
  aspects,
  content: z.string().openapi({ description: "Plain text as written (render as text, never as HTML)" }),
  authorName: z.string().openapi({ description: "The author's name, masked: L***i, 张**" }),
  tenancy: z.object({ from: z.string().nullable(), to: z.string().nullable() }).openapi({ description: "The stay of the verifying order, YYYY-MM" }),
  verified: z.literal(true),
  createdAt: z.string(),
  updatedAt: z.string(),
  edited: z.boolean(),
});
const mine = review.extend({
  hidden: z.boolean(),
  hiddenReason: z.string().nullable().openapi({ description: "Why staff hid it (the author's own review only)" }),
  editableUntil: z.string(),
});
const eligibility = z.object({
  canWrite: z.boolean(),
  reason: z.enum(["login", "not_resident", "edit_closed", "hidden"]).nullable(),
});

export const reviewEndpoints: Endpoint[] = [
  endpoint({
    path: `${P}/list`,
    summary: "An apartment's reviews, newest first",
    description:
      "Visible reviews with the summary. With a session token, also the caller's own review (hidden or not, with staff's reason) and whether the caller may write or change one.",
    tag,
    auth: "none",
    body: z.object({ buildingCode: zCode(), pageNum: zPageNum(), pageSize: zPageSize(50, 10) }),
    response: z.object({
      summary: reviewSummarySchema,
      list: z.array(review),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
      totalCount: z.number().int(),
      pages: z.number().int(),
      mine: mine.nullable(),
      eligibility,
    }),
    handler: async (input, ctx) => {
      const user = ctx.token ? await ctx.user() : null;
      return listReviews(input, user?.id, ctx.lang);
    },
  }),
  endpoint({
    path: `${P}/save`,
    summary: "Write or change the caller's review of an apartment",
    description:
      "Verified residents only: the caller needs an order for the apartment that reached checked_in or completed. One review per student and apartment; a second save changes it, for 30 days after first writing and unless staff hid it. Scores 1–5, text 20–1,000 characters. At most 10 saves an hour per user.",
    tag,
    auth: "required",
    body: reviewSchema,
    response: z.object({ review: mine, created: z.boolean() }),
    handler: async (input, ctx) => {
      const user = await ctx.requireUser();
      const limit = await limitReviewSave(user.id);
      if (!limit.ok) throw new ApiError(limit.reason === "unavailable" ? "service_busy" : "review_limit");
      const { review: saved, created } = await saveReview(input, user.id, ctx.lang);
      return new Reply({ review: saved, created }, created ? "review_saved" : "review_updated");
    },
  }),
];
