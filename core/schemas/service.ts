import { z } from "zod";
import { requestIdSchema } from "./student";

/**
 * The online service's message form: the page (conform in the browser and the action) and
 * service/send share these rules, so the server repeats every client-side check. Messages are
 * keys of core/messages/validation.ts.
 */
export const SERVICE_MESSAGE_MAX = 1000;

/** Length in characters (code points), as the database's char_length counts. */
const chars = (s: string) => [...s].length;

const positiveId = (message: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? (/^\s*\d{1,9}\s*$/.test(v) ? Number(v) : Number.NaN) : v),
    z.number({ invalid_type_error: message }).int(message).min(1, message)
  );

export const serviceMessageFields = {
  content: z
    .string({ required_error: "service_message_required", invalid_type_error: "service_message_required" })
    .trim()
    .min(1, "service_message_required")
    .refine((s) => chars(s) <= SERVICE_MESSAGE_MAX, "service_message_too_long"),
  /** The conversation written in; none starts a new one. */
  conversationId: positiveId("service_not_found").optional(),
  requestId: requestIdSchema.optional(),
};

const code = (message: string) =>
  z
    .string({ invalid_type_error: message })
    .trim()
    .regex(/^[A-Za-z0-9]{1,40}$/, message)
    .optional();

/**
 * service/send: a message, in a conversation or starting one. A new conversation may be about
 * one of the student's applications (applyCode) or orders (orderNo), not both.
 */
export const serviceSendSchema = z
  .object({
    ...serviceMessageFields,
    applyCode: code("apply_not_found"),
    orderNo: code("order_not_found"),
  })
  .refine((v) => !(v.applyCode && v.orderNo), { message: "service_subject_one", path: ["orderNo"] });

/** The page's form: the subject is one choice, `application:<applyCode>` or `order:<orderNo>`. */
export const SERVICE_ABOUT_RE = /^(application|order):([A-Za-z0-9]{1,40})$/;
export const serviceFormSchema = z.object({
  ...serviceMessageFields,
  about: z.string().trim().regex(SERVICE_ABOUT_RE, "service_subject_one").optional(),
});

/** The API's fields for the page's `about` choice. */
export function subjectFields(about: string | undefined): { applyCode?: string; orderNo?: string } {
  const m = about ? SERVICE_ABOUT_RE.exec(about) : null;
  if (!m) return {};
  return m[1] === "application" ? { applyCode: m[2] } : { orderNo: m[2] };
}
