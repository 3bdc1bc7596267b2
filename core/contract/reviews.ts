import { reviewSchema } from "../schemas/review";
import { defineContract } from "./define";
import { z, zCode, zPageNum, zPageSize } from "./zod";

/** `/rest/building/client/house/review/…`: verified residents' reviews (ADR 016). */
const tag = "reviews";

const score = z.number().int().min(1).max(5);
const aspects = z.object({ location: score, value: score, management: score, facilities: score });
const nullableScore = z.number().nullable();

/** An apartment's review summary (house/review/list, house/info). */
export const reviewSummary = z
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

export const reviewsContract = defineContract({
  "/rest/building/client/house/review/list": {
    summary: "An apartment's reviews, newest first",
    description:
      "Visible reviews with the summary. With a session token, also the caller's own review (hidden or not, with staff's reason) and whether the caller may write or change one.",
    tag,
    auth: "none",
    body: z.object({ buildingCode: zCode(), pageNum: zPageNum(), pageSize: zPageSize(50, 10) }),
    response: z.object({
      summary: reviewSummary,
      list: z.array(review),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
      totalCount: z.number().int(),
      pages: z.number().int(),
      mine: mine.nullable(),
      eligibility,
    }),
  },
  "/rest/building/client/house/review/mine": {
    summary: "The caller's own review of an apartment and whether they may write or change one",
    description:
      "What review/list answers for the caller alone (its mine and eligibility), without the list: what a signed-in apartment page asks on every view. Kept per student for a minute at most, dropped at once when the student writes a review, staff hide or show it, or one of the student's orders enters or leaves check-in.",
    tag,
    auth: "required",
    body: z.object({ buildingCode: zCode() }),
    response: z.object({ mine: mine.nullable(), eligibility }),
  },
  "/rest/building/client/house/review/save": {
    summary: "Write or change the caller's review of an apartment",
    description:
      "Verified residents only: the caller needs an order for the apartment that reached checked_in or completed. One review per student and apartment; a second save changes it, for 30 days after first writing and unless staff hid it. Scores 1–5, text 20–1,000 characters. At most 10 saves an hour per user.",
    tag,
    auth: "required",
    body: reviewSchema,
    response: z.object({ review: mine, created: z.boolean() }),
  },
});
