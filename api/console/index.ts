/** The console's work: applications, reviews, apartments and prices, leads. */
export { consoleEndpoints } from "./endpoints";
export { decideApplication, moderateReview } from "./service";
export { escalateUnanswered, startEscalationSweep, stopEscalationSweep } from "./escalation";
export { pullDueFeeds, startFeedPulls, stopFeedPulls } from "./feed-pull";
