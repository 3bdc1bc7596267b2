import { z } from "zod";
import { EMAIL_RE } from "../validation";
import { requestIdSchema } from "./student";

/**
 * The roommate board's forms as zod schemas: the post form (conform in the browser, the page
 * action and roommate/post/save), the interest form, the report form and the answers. Messages
 * are keys of core/messages/validation.ts, so the browser, a no-JavaScript post and the API
 * say the same thing. Lists (habits, languages) arrive as repeated checkboxes from a form and
 * as one comma-separated field from a signed API call (signing needs scalar fields); both parse.
 */

/** What the student is looking for: a room of their own in a shared flat, and so on. */
export const ROOMMATE_ROOM_TYPES = ["private_room", "ensuite", "shared_room", "whole_flat", "any"] as const;
export type RoommateRoomType = (typeof ROOMMATE_ROOM_TYPES)[number];

/** Living habits, a fixed list so every post is translated in both languages. */
export const ROOMMATE_HABITS = ["early_riser", "night_owl", "non_smoker", "quiet", "pet_friendly", "cooks_often", "tidy", "social"] as const;
export type RoommateHabit = (typeof ROOMMATE_HABITS)[number];

/** Languages a student speaks (ISO 639 codes; `yue` is Cantonese). */
export const ROOMMATE_LANGUAGES = ["zh", "yue", "en", "fr", "de", "es", "it", "ja", "ko", "ru", "ar", "pt", "nl"] as const;
export type RoommateLanguage = (typeof ROOMMATE_LANGUAGES)[number];

export const ROOMMATE_REPORT_REASONS = ["spam", "scam", "offensive", "fake", "contact_in_text", "other"] as const;
export type RoommateReportReason = (typeof ROOMMATE_REPORT_REASONS)[number];

export const ROOMMATE_INTEREST_DECISIONS = ["accept", "decline"] as const;

export const ROOMMATE_LIMITS = {
  textMin: 10,
  textMax: 500,
  messageMin: 2,
  messageMax: 300,
  reportTextMax: 300,
  budgetMin: 1,
  budgetMax: 9_999_999,
  /** How far ahead a move-in month may be: this month and the next 12. */
  monthsAhead: 12,
  emailMax: 100,
} as const;

/** Public codes of posts and interests: 10 lower-case letters and digits (never the row id). */
export const ROOMMATE_CODE_RE = /^[a-z0-9]{10}$/;
/** A WeChat ID as WeChat allows it: 6 to 20 characters, a letter first, then letters, digits, `_` or `-`. */
export const WECHAT_ID_RE = /^[A-Za-z][A-Za-z0-9_-]{5,19}$/;
export const MONTH_RE = /^\d{4}-(0[1-9]|1[0-2])$/;

/** `YYYY-MM` of `now` (UTC), and `n` months later. */
export function monthOf(now = new Date(), plus = 0): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + plus, 1));
  return d.toISOString().slice(0, 7);
}

/** The move-in months a post may name today: this month and the next twelve. */
export function postableMonths(now = new Date()): string[] {
  return Array.from({ length: ROOMMATE_LIMITS.monthsAhead + 1 }, (_, i) => monthOf(now, i));
}

/** Length counted in characters (code points), as the database's char_length does. */
const chars = (s: string) => [...s].length;

const text = (message: string, min: number, max: number) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .refine((s) => chars(s) >= min && chars(s) <= max, message);

const optionalText = (message: string, max: number) =>
  z
    .string({ invalid_type_error: message })
    .trim()
    .refine((s) => chars(s) <= max, message)
    .optional()
    .transform((v) => (v ? v : undefined));

const code = (message: string) => z.string({ required_error: message, invalid_type_error: message }).trim().toLowerCase().regex(ROOMMATE_CODE_RE, message);

const positiveId = (message: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? (/^\s*\d{1,10}\s*$/.test(v) ? Number(v) : Number.NaN) : v),
    z.number({ required_error: message, invalid_type_error: message }).int(message).min(1, message).max(2_147_483_647, message),
  );

/** An optional id: an empty select sends "", which means none. */
const optionalId = (message: string) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), positiveId(message).optional());

/** Repeated checkboxes (an array, or one string when one is ticked) or one comma-separated field. */
function keyList<T extends readonly [string, ...string[]]>(keys: T, message: string) {
  return z.preprocess(
    (v) => {
      const items = v === undefined || v === null ? [] : Array.isArray(v) ? v : String(v).split(",");
      return [...new Set(items.map((x) => String(x).trim()).filter(Boolean))];
    },
    z.array(z.enum(keys, { errorMap: () => ({ message }) }), { invalid_type_error: message }).max(keys.length, message),
  );
}

const month = z
  .string({ required_error: "roommate_month_invalid", invalid_type_error: "roommate_month_invalid" })
  .trim()
  .regex(MONTH_RE, "roommate_month_invalid")
  .refine((m) => m >= monthOf() && m <= monthOf(new Date(), ROOMMATE_LIMITS.monthsAhead), "roommate_month_invalid");

const wechat = z
  .string({ invalid_type_error: "roommate_wechat_invalid" })
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || WECHAT_ID_RE.test(v), "roommate_wechat_invalid");

const email = z
  .string({ invalid_type_error: "email_error_tip" })
  .trim()
  .optional()
  .transform((v) => (v ? v.toLowerCase() : undefined))
  .refine((v) => v === undefined || (v.length <= ROOMMATE_LIMITS.emailMax && EMAIL_RE.test(v)), "email_error_tip");

/** WeChat ID and/or e-mail: at least one, so the other side can reach the student once both agree. */
export function contactGiven(v: { wechat?: string; email?: string }, ctx: z.RefinementCtx) {
  if (!v.wechat && !v.email) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["wechat"], message: "roommate_contact_required" });
}

/** The post form's own fields (the web action adds nothing; the API takes the same). */
export const roommatePostFields = {
  /** Set when editing one of the caller's posts; absent for a new post. */
  postCode: z.preprocess((v) => (v === "" ? undefined : v), code("roommate_post_not_found").optional()),
  cityId: positiveId("roommate_city_required"),
  schoolId: optionalId("school_error_tip"),
  month,
  budget: z.preprocess(
    (v) => (typeof v === "string" ? (/^\s*\d{1,9}\s*$/.test(v) ? Number(v) : Number.NaN) : v),
    z
      .number({ required_error: "roommate_budget_invalid", invalid_type_error: "roommate_budget_invalid" })
      .int("roommate_budget_invalid")
      .min(ROOMMATE_LIMITS.budgetMin, "roommate_budget_invalid")
      .max(ROOMMATE_LIMITS.budgetMax, "roommate_budget_invalid"),
  ),
  roomType: z.enum(ROOMMATE_ROOM_TYPES, { errorMap: () => ({ message: "roommate_room_type_required" }) }),
  habits: keyList(ROOMMATE_HABITS, "roommate_habits_invalid"),
  languages: keyList(ROOMMATE_LANGUAGES, "roommate_languages_required"),
  content: text("roommate_text_invalid", ROOMMATE_LIMITS.textMin, ROOMMATE_LIMITS.textMax),
  wechat,
  email,
  requestId: requestIdSchema.optional(),
};

/** The rules across fields: a language at least, not both early riser and night owl, a contact. */
export function roommatePostRules(
  v: { languages: readonly string[]; habits: readonly string[]; wechat?: string; email?: string },
  ctx: z.RefinementCtx,
) {
  if (v.languages.length === 0) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["languages"], message: "roommate_languages_required" });
  if (v.habits.includes("early_riser") && v.habits.includes("night_owl")) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["habits"], message: "roommate_habits_conflict" });
  }
  contactGiven(v, ctx);
}

export const roommatePostSchema = z.object(roommatePostFields).superRefine(roommatePostRules);
export type RoommatePostInput = z.infer<typeof roommatePostSchema>;

/** A validated post as the fields of a signed call: lists joined by commas, empty values left out. */
export function roommatePostCallFields(v: RoommatePostInput) {
  return {
    postCode: v.postCode,
    cityId: v.cityId,
    schoolId: v.schoolId,
    month: v.month,
    budget: v.budget,
    roomType: v.roomType,
    habits: v.habits.join(",") || undefined,
    languages: v.languages.join(","),
    content: v.content,
    wechat: v.wechat,
    email: v.email,
    requestId: v.requestId,
  };
}

/** "I'm interested": a short message and the sender's own contact details (shown to the poster only once accepted). */
export const roommateInterestFields = {
  postCode: code("roommate_post_not_found"),
  message: text("roommate_message_invalid", ROOMMATE_LIMITS.messageMin, ROOMMATE_LIMITS.messageMax),
  wechat,
  email,
  requestId: requestIdSchema.optional(),
};
export const roommateInterestSchema = z.object(roommateInterestFields).superRefine(contactGiven);
export type RoommateInterestInput = z.infer<typeof roommateInterestSchema>;

/** The poster's answer to an interest. */
export const roommateAnswerSchema = z.object({
  interestCode: code("roommate_interest_not_found"),
  decision: z.enum(ROOMMATE_INTEREST_DECISIONS, { errorMap: () => ({ message: "roommate_decision_invalid" }) }),
});

/** A report: a reason from the list and, optionally, a few words. */
export const roommateReportSchema = z.object({
  postCode: code("roommate_post_not_found"),
  reason: z.enum(ROOMMATE_REPORT_REASONS, { errorMap: () => ({ message: "roommate_report_reason_required" }) }),
  text: optionalText("roommate_report_text_too_long", ROOMMATE_LIMITS.reportTextMax),
});

/** Close a post; reopen it (a new move-in month, required once the old one has passed). */
export const roommatePostRefSchema = z.object({ postCode: code("roommate_post_not_found") });
export const roommateReopenSchema = z.object({
  postCode: code("roommate_post_not_found"),
  month: z.preprocess((v) => (v === "" ? undefined : v), month.optional()),
});
