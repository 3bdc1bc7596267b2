/** The gifts domain as other domains see it: import these, never its inner files. */
export { giftsFollowOrder, giftsForNewOrder } from "./service";
