/** The help domain as other domains see it: import these, never its inner files. */
export { startHelpWatch, stopHelpWatch } from "./service";
export { parseMarkup } from "./markup";
export type { HelpBlock } from "./markup";
