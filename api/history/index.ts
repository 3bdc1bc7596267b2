/** The history domain as other domains see it: import these, never its inner files. */
// Its endpoints are mounted by api/app.ts, its messages merged by api/messages.ts.
// Views wait a moment to be written together: whoever reads or erases a student's history, or stops the process, writes them first.
export { writeWaitingViews } from "./service";
