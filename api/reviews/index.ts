/** The reviews domain as other domains see it: import these, never its inner files. */
export { reviewStamp, reviewSummaries, reviewSummaryOf } from "./summaries";
export type { ReviewSummary } from "./summaries";
export { maskName } from "./service";
export { hideReview } from "./service";
