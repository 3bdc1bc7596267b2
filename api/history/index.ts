/** The history domain as other domains see it: import these, never its inner files. */
// Nothing of it is used elsewhere yet: its endpoints are mounted by api/app.ts, its messages merged by api/messages.ts.
