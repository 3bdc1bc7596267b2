import { defineContract } from "./define";
import { z } from "./zod";

/**
 * The student's data is theirs (api/privacy): "download my data" (every record of theirs, their
 * documents with them, as one JSON file) and "delete my account" (confirmed by a fresh code to
 * the account's phone or e-mail; what the law keeps is kept without the person, the rest erased).
 */
const tag = "privacy";

export const privacyContract = defineContract({
  "/rest/user/client/user/export": {
    summary: "Download my data: every record of the caller's, as one JSON file",
    description:
      "The profile, sign-in identities and sessions, applications, orders with their payments and refunds, gifts, favourites, viewing history, messages with advisers, roommate posts and interests, feedback and its replies, reviews, consents, and the documents (each file base64 in `contentBase64`). Answers the file itself (application/json, an attachment).",
    tag,
    auth: "required",
    body: z.object({}),
    response: { file: "application/json" },
  },
  "/rest/user/client/user/delete/code": {
    summary: "Delete my account, step 1: send a fresh code to the account's phone (else its e-mail)",
    description: "`channel` says where it went, `to` the masked number or address. An account with neither needs no code (step 2 with confirm only).",
    tag,
    auth: "required",
    body: z.object({}),
    response: z.object({ channel: z.enum(["sms", "email", "none"]), to: z.string() }),
  },
  "/rest/user/client/user/delete": {
    summary: "Delete my account, step 2: with the code and the confirmation",
    description:
      "Erases the profile, identities, sessions (every device is signed out), documents (files deleted), favourites, history, messages, roommate posts and interests, feedback and consents; clears the personal details of applications; keeps orders, payments, refunds and gifts as the law requires, no longer linked to a person (the account stays only as an anonymous, disabled id); reviews stay, anonymous.",
    tag,
    auth: "required",
    body: z.object({
      code: z.string().trim().max(10).optional(),
      confirm: z.string().trim().max(8).optional().openapi({ description: "1 / on: the student confirms" }),
    }),
    response: z.object({ deleted: z.literal(true), kept: z.array(z.string()).openapi({ description: "What is kept, anonymised, in the request's language" }) }),
  },
});
