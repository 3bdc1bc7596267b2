/** The common domain as other domains see it: import these, never its inner files. */
export { feedbackCategoryList } from "./service";
