import { reviewsContract } from "#core/contract/reviews";
import { ApiError, Reply } from "../http/envelope";
import { implement } from "../http/endpoint";
import { limitReviewSave } from "../platform/rate-limit";
import { listReviews, reviewStateOf, saveReview } from "./service";

/** `/rest/building/client/house/review/…`: verified residents' reviews (ADR 016). */
export const reviewEndpoints = implement(reviewsContract, {
  "/rest/building/client/house/review/list": async (input, ctx) => {
    const user = ctx.token ? await ctx.user() : null;
    return listReviews(input, user?.id, ctx.lang);
  },
  "/rest/building/client/house/review/mine": async (input, ctx) => {
    const user = await ctx.requireUser();
    return reviewStateOf(user.id, input.buildingCode, ctx.lang);
  },
  "/rest/building/client/house/review/save": async (input, ctx) => {
    const user = await ctx.requireUser();
    const limit = await limitReviewSave(user.id);
    if (!limit.ok) throw new ApiError(limit.reason === "unavailable" ? "service_busy" : "review_limit");
    const { review: saved, created } = await saveReview(input, user.id, ctx.lang);
    return new Reply({ review: saved, created }, created ? "review_saved" : "review_updated");
  },
});
