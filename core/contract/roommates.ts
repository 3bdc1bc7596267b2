import { CONTACT_KINDS } from "../contact-details";
import {
  ROOMMATE_HABITS,
  ROOMMATE_LANGUAGES,
  ROOMMATE_REPORT_REASONS,
  ROOMMATE_ROOM_TYPES,
  roommateAnswerSchema,
  roommateInterestSchema,
  roommatePostRefSchema,
  roommatePostSchema,
  roommateReopenSchema,
  roommateReportSchema,
} from "../schemas/roommate";
import { defineContract } from "./define";
import { opsAuth } from "./staff";
import { z, zId, zMonth, zPageNum, zPageSize } from "./zod";

/**
 * `/rest/roommate/client/…`: the roommate board. Students post what they look for in a city;
 * others send an interest with their own contact details; contacts are shown to both sides only
 * once the poster accepts. `/rest/ops/roommate/…`: staff moderation (a moderator's session, or the break-glass operatorToken).
 */
const tag = "roommates";
const P = "/rest/roommate/client";

const place = z.object({ id: z.number().int(), slug: z.string(), name: z.string().openapi({ description: "In the request's language" }) });
const contact = z
  .object({ wechat: z.string().nullable(), email: z.string().nullable() })
  .openapi({ description: "WeChat ID and/or e-mail (at least one is set)" });
const postStatus = z.enum(["live", "closed", "expired", "hidden"]).openapi({
  description: "live: on the board; closed by its owner; expired: its move-in month has passed; hidden by staff",
});
const interestStatus = z.enum(["pending", "accepted", "declined"]);

const publicPost = z.object({
  code: z.string().openapi({ description: "Public code of the post (URL /{lang}/roommates/{code})", example: "k3qm9xd2af" }),
  city: place,
  country: place,
  school: place.nullable(),
  month: z.string().openapi({ description: "Move-in month, YYYY-MM; the post expires after it", example: "2026-09" }),
  budget: z.number().int().openapi({ description: "Monthly budget in `currency`" }),
  currency: z.string().openapi({ description: "The city's currency (ISO 4217) when the post was written" }),
  budgetCny: z.number().int().nullable().openapi({ description: "The budget in CNY at the newest stored exchange rate; null without a rate" }),
  cnyAsOf: z.string().nullable().openapi({ description: "Date of that rate, YYYY-MM-DD" }),
  roomType: z.enum(ROOMMATE_ROOM_TYPES),
  habits: z.array(z.enum(ROOMMATE_HABITS)),
  languages: z.array(z.enum(ROOMMATE_LANGUAGES)),
  content: z.string().openapi({ description: "Plain text as written (render as text, never as HTML)" }),
  authorName: z.string().openapi({ description: "The author's nickname, masked: L***i, 用**" }),
  contactFlag: z
    .array(z.enum(CONTACT_KINDS))
    .nullable()
    .openapi({ description: "Contact details (phone, wechat, email) in the text, written before the author's booking: show readers a warning" }),
  publishedAt: z.string(),
  updatedAt: z.string(),
});
const ownPost = publicPost.extend({
  status: postStatus,
  hiddenReason: z.string().nullable().openapi({ description: "Why staff hid it (its owner only)" }),
  schoolId: z.number().int().nullable(),
  wechat: z.string().nullable().openapi({ description: "The owner's own contact details" }),
  email: z.string().nullable(),
});
const interestFlag = z
  .array(z.enum(CONTACT_KINDS))
  .nullable()
  .openapi({ description: "Contact details (phone, wechat, email) in the message, written before the sender's booking: show the poster a warning" });

const receivedInterest = z.object({
  code: z.string(),
  status: interestStatus,
  message: z.string().openapi({ description: "Plain text as written" }),
  contactFlag: interestFlag,
  fromName: z.string().openapi({ description: "The sender's nickname, masked" }),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  contact: contact.nullable().openapi({ description: "The sender's contact details: only once accepted, and not while staff hide the post" }),
});
const page = { pageNum: z.number().int(), pageSize: z.number().int(), totalCount: z.number().int(), pages: z.number().int() };

const postCodeField = roommatePostRefSchema.shape.postCode;

const LISTS = "`habits` and `languages` are comma-separated keys (`quiet,non_smoker`); a form may also repeat the field.";

export const roommateContract = defineContract({
  [`${P}/cities`]: {
    summary: "Countries with their currency and cities, for the post form and the board's filter",
    description: "Real cities only (towns generated for the catalogue's size are left out). `cnyPerUnit`: CNY for one unit of the country's currency at the newest stored rate.",
    tag,
    auth: "none",
    body: z.object({}),
    response: z.object({
      countries: z.array(
        place.extend({
          currency: z.string(),
          cnyPerUnit: z.number().nullable(),
          cnyAsOf: z.string().nullable(),
          cities: z.array(place),
        }),
      ),
    }),
  },
  [`${P}/post/list`]: {
    summary: "The roommate board: live posts, newest first",
    description: "Live posts only: open, not hidden by staff, move-in month not passed. Filters: city, school, move-in month. No contact details, ever.",
    tag,
    auth: "none",
    body: z.object({ cityId: zId().optional(), schoolId: zId().optional(), month: zMonth().optional(), pageNum: zPageNum(), pageSize: zPageSize(50, 10) }),
    response: z.object({ list: z.array(publicPost), ...page }),
  },
  [`${P}/post/info`]: {
    summary: "One post",
    description:
      "Anyone may read a live post; its owner also a closed, expired or hidden one (other callers: code 1). With a session token, `viewer` says whether the caller owns it, their interest in it (with the poster's contact details once accepted), whether they may send one, and whether they reported it.",
    tag,
    auth: "none",
    body: roommatePostRefSchema,
    response: z.object({
      post: publicPost.extend({ status: postStatus }),
      viewer: z
        .object({
          isOwner: z.boolean(),
          interest: z
            .object({
              code: z.string(),
              status: interestStatus,
              message: z.string(),
              createdAt: z.string(),
              answeredAt: z.string().nullable(),
              contact: contact.nullable().openapi({ description: "The poster's contact details, once they accepted" }),
            })
            .nullable(),
          canSendInterest: z.boolean(),
          canReport: z.boolean(),
          reported: z.boolean(),
        })
        .nullable(),
    }),
  },
  [`${P}/post/save`]: {
    summary: "Write a roommate post, or change one of the caller's",
    description: `Without postCode: a new post. One open post per student and city: a second one in the same city is refused (code 1, naming the city) and the student edits the first; an expired one there is closed instead. With postCode: changes that post (not while staff hide it); an expired post given a new month is back on the board. Move-in month from this month to 12 months ahead; budget monthly in the city's currency; at least one language; WeChat ID and/or e-mail. ${LISTS} At most 10 posts and edits an hour per student, and RATE_IP_ROOMMATE_POSTS_PER_HOUR (default 30) per client address. A repeated requestId answers the first post.`,
    tag,
    auth: "required",
    body: roommatePostSchema,
    response: z.object({ post: ownPost, created: z.boolean() }),
  },
  [`${P}/post/close`]: {
    summary: "Close one of the caller's posts",
    description: "Takes it off the board; accepted matches keep their contact details. Closing a closed post answers the same.",
    tag,
    auth: "required",
    body: roommatePostRefSchema,
    response: ownPost,
  },
  [`${P}/post/reopen`]: {
    summary: "Put a closed or expired post back on the board",
    description: "`month` (YYYY-MM) is required once the post's move-in month has passed. Refused while staff hide the post or while another post of the caller's is open in the city. Counts as a post write for the limits.",
    tag,
    auth: "required",
    body: roommateReopenSchema,
    response: ownPost,
  },
  [`${P}/post/mine`]: {
    summary: "The caller's posts with the interests each received",
    description: "Newest first, every status. A received interest carries the sender's contact details only once accepted, and none while staff hide the post.",
    tag,
    auth: "required",
    body: z.object({}),
    response: z.object({ list: z.array(ownPost.extend({ interests: z.array(receivedInterest) })) }),
  },
  [`${P}/interest/send`]: {
    summary: "Tell a poster you are interested",
    description:
      "A message (2–300 characters) and the sender's own WeChat ID and/or e-mail, shown to the poster only if they accept. Once per student and post; not to one's own post; only to a live post. At most 20 a day per student, and RATE_IP_ROOMMATE_INTERESTS_PER_DAY (default 60) per client address. A repeated requestId answers the first.",
    tag,
    auth: "required",
    body: roommateInterestSchema,
    response: z.object({ code: z.string(), status: interestStatus, contactFlag: interestFlag }),
  },
  [`${P}/interest/answer`]: {
    summary: "Accept or decline an interest in one of the caller's posts",
    description: "Accepting shows each side the other's contact details. The same answer again is answered as done; a different one is refused. Not while staff hide the post.",
    tag,
    auth: "required",
    body: roommateAnswerSchema,
    response: z.object({ code: z.string(), status: interestStatus }),
  },
  [`${P}/interest/mine`]: {
    summary: "Interests the caller sent, and their matches",
    description:
      "`list`: interests sent, newest first, with the post and (once accepted) the poster's contact details. `matches`: accepted interests in either direction with the other side's contact details. Posts hidden by staff are left out.",
    tag,
    auth: "required",
    body: z.object({}),
    response: z.object({
      list: z.array(
        z.object({
          code: z.string(),
          status: interestStatus,
          message: z.string(),
          contactFlag: interestFlag,
          createdAt: z.string(),
          answeredAt: z.string().nullable(),
          myContact: contact,
          post: publicPost.extend({ status: postStatus }),
          contact: contact.nullable(),
        }),
      ),
      matches: z.array(
        z.object({
          interestCode: z.string(),
          postCode: z.string(),
          role: z.enum(["sender", "poster"]).openapi({ description: "sender: the caller sent the interest; poster: the caller accepted it on their post" }),
          otherName: z.string(),
          cityName: z.string(),
          month: z.string(),
          matchedAt: z.string(),
          contact,
        }),
      ),
    }),
  },
  [`${P}/report`]: {
    summary: "Report a post to staff",
    description: `Once per student and post; not one's own. Reasons: ${ROOMMATE_REPORT_REASONS.join(", ")}; \`text\` up to 300 characters.`,
    tag,
    auth: "required",
    body: roommateReportSchema,
    response: z.object({ postCode: z.string(), reported: z.literal(true) }),
  },
  "/rest/ops/roommate/hide": {
    summary: "Staff: hide a roommate post (with the reason its owner sees), or show it again",
    description:
      "hidden=1 (default) takes the post off the board, its page and the senders' interest lists, and stops every contact on it from being shown; its owner sees `reason`. hidden=0 shows it again and clears the reason. Post codes are in /rest/ops/roommate/reports.",
    tag: "operator",
    auth: "none",
    body: z
      .object({
        ...opsAuth,
        postCode: postCodeField,
        hidden: z.enum(["0", "1"]).default("1"),
        reason: z.string().trim().max(200, "msg:roommate_hide_reason_required").optional(),
      })
      .refine((b) => b.hidden === "0" || (b.reason && b.reason.length > 0), { message: "msg:roommate_hide_reason_required", path: ["reason"] }),
    response: z.object({ postCode: z.string(), hidden: z.boolean(), status: postStatus }),
  },
  "/rest/ops/roommate/reports": {
    summary: "Staff: reported roommate posts, most recently reported first",
    description: "Each post with its report count and latest reports (reason, text). visible=1 lists only posts not hidden yet.",
    tag: "operator",
    auth: "none",
    body: z.object({ ...opsAuth, visible: z.enum(["0", "1"]).default("0"), pageNum: zPageNum(), pageSize: zPageSize(100, 20) }),
    response: z.object({
      list: z.array(
        z.object({
          postCode: z.string(),
          status: postStatus,
          hiddenReason: z.string().nullable(),
          cityName: z.string(),
          authorCode: z.string().openapi({ description: "The author's userCode" }),
          content: z.string(),
          reportCount: z.number().int(),
          latestReportAt: z.string(),
          reports: z.array(z.object({ reason: z.enum(ROOMMATE_REPORT_REASONS), text: z.string().nullable(), createdAt: z.string() })),
        }),
      ),
      ...page,
    }),
  },
});
