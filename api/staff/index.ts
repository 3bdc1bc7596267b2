/** The staff domain as other domains see it: import these, never its inner files. */
export { checkOperator } from "./service";
