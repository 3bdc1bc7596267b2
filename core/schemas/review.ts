import { z } from "zod";

/**
 * A verified resident's review: the form in the browser (conform), the web action and
 * house/review/save share this schema, so the server repeats every client-side rule. Messages are
 * keys of core/messages/validation.ts (the web catalogues and the API's message table include it).
 */
export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 1000;
/** Days after its first writing during which the author may still change a review. */
export const REVIEW_EDIT_DAYS = 30;
export const REVIEW_SCORE_FIELDS = ["rating", "location", "value", "management", "facilities"] as const;
export type ReviewScoreField = (typeof REVIEW_SCORE_FIELDS)[number];

/** 1–5 from a radio group or a form-encoded call; anything else is "choose a score". */
const score = () =>
  z.preprocess(
    (v) => (typeof v === "string" ? (/^\s*[1-5]\s*$/.test(v) ? Number(v) : Number.NaN) : v),
    z
      .number({ required_error: "review_score_required", invalid_type_error: "review_score_required" })
      .int("review_score_required")
      .min(1, "review_score_required")
      .max(5, "review_score_required"),
  );

/** Length counted in characters (code points), as the database's char_length does. */
const chars = (s: string) => [...s].length;

export const reviewFields = {
  rating: score(),
  location: score(),
  value: score(),
  management: score(),
  facilities: score(),
  content: z
    .string({ required_error: "review_text_short", invalid_type_error: "review_text_short" })
    .trim()
    .refine((s) => chars(s) >= REVIEW_TEXT_MIN, "review_text_short")
    .refine((s) => chars(s) <= REVIEW_TEXT_MAX, "review_text_long"),
};

export const reviewSchema = z.object({
  buildingCode: z
    .string({ required_error: "building_not_found" })
    .trim()
    .regex(/^[a-z0-9]{1,40}$/i, "building_not_found")
    .transform((s) => s.toLowerCase()),
  ...reviewFields,
});

export type ReviewInput = z.infer<typeof reviewSchema>;
