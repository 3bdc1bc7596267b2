/** The reviews domain as other domains see it: import these, never its inner files. */
export { reviewStamp, reviewSummaries, reviewSummaryOf, warmReviewSummaries } from "./summaries";
export type { ReviewSummary } from "./summaries";
export { maskName } from "./service";
export { reviewChanged, setReviewHidden } from "./service";
export { refreshReviewSummary } from "./summaries";
