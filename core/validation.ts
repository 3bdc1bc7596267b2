import { z } from "zod";
import {
  ACCOUNT_PASSWORD_MAX,
  ACCOUNT_PASSWORD_MIN,
  CODE_LENGTH,
  DEFAULT_MOBILE_PREFIX,
  IMAGE_CODE_LENGTH,
  LOGIN_PASSWORD_MIN,
  MOBILE_MAX_DIGITS,
  MOBILE_MIN_DIGITS,
  PASSWORD_INPUT_MAX,
} from "./constants";

/**
 * The field rules (mobile, code, e-mail, passwords, image code, mobile prefix) as zod schemas,
 * shared by the browser (conform), the web actions and the API. Error messages are catalogue
 * keys (`mobile_error_tip` …); whoever
 * shows them translates with `t(message)`.
 *
 * Conform turns empty inputs into `undefined`, so every required field names its message for
 * the missing case too (`required_error`).
 */
const str = (message: string) => z.string({ required_error: message, invalid_type_error: message });

export const MOBILE_RE = new RegExp(`^\\d{${MOBILE_MIN_DIGITS},${MOBILE_MAX_DIGITS}}$`);
export const CODE_RE = new RegExp(`^\\d{${CODE_LENGTH}}$`);
export const IMAGE_CODE_RE = new RegExp(`^[A-Za-z]{${IMAGE_CODE_LENGTH}}$`);
export const NEW_PASSWORD_RE = new RegExp(
  `^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]{${ACCOUNT_PASSWORD_MIN},${ACCOUNT_PASSWORD_MAX}}$`,
);
// A practical e-mail pattern: one @, a dot in the domain, no spaces.
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Mobile number: 3 to 20 digits. */
export const mobileSchema = str("mobile_error_tip").trim().regex(MOBILE_RE, "mobile_error_tip");
/** SMS or e-mail code: exactly 6 digits. */
export const codeSchema = str("smsCode_error_tip").trim().regex(CODE_RE, "smsCode_error_tip");
/** E-mail address (lower-cased). */
export const emailSchema = str("email_error_tip")
  .trim()
  .max(100, "email_error_tip")
  .regex(EMAIL_RE, "email_error_tip")
  .transform((v) => v.toLowerCase());
/** Password at login: at least 3 characters after trimming, at most 16 typed. */
export const loginPasswordSchema = str("pwd_error_tip")
  .max(PASSWORD_INPUT_MAX, "pwd_error_tip")
  .refine((v) => v.trim().length >= LOGIN_PASSWORD_MIN, "pwd_error_tip");
/** A new account password: 8 to 16 letters and digits, at least one of each. */
export const newPasswordSchema = str("new_pwd_text").regex(NEW_PASSWORD_RE, "new_pwd_text");
/** The image code shown when JavaScript is off: exactly 4 letters. */
export const imageCodeSchema = str("imageCode_error_tip").trim().regex(IMAGE_CODE_RE, "imageCode_error_tip");
/** Mobile prefix id (default China, 317). */
export const mobilePrefixIdSchema = z.coerce
  .number({ invalid_type_error: "mobile_error_tip" })
  .int()
  .positive()
  .default(DEFAULT_MOBILE_PREFIX.id);

/** Scene of a code (`senceId`): 1 login/register/bind, 3 password retrieval. */
export const SCENE_LOGIN = 1;
export const SCENE_RETRIEVE = 3;
export const sceneSchema = z.coerce.number().int().refine((v) => v === SCENE_LOGIN || v === SCENE_RETRIEVE);

/** `newPassword` + `confirmPassword` that must match ('Two password doesn't match'). */
export const newPasswordPair = {
  newPassword: newPasswordSchema,
  confirmPassword: str("password_mismatch"),
};
export function passwordsMatch<T extends { newPassword: string; confirmPassword: string }>(value: T, ctx: z.RefinementCtx) {
  if (value.newPassword !== value.confirmPassword) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["confirmPassword"], message: "password_mismatch" });
  }
}

/**
 * Text may hold any character but NUL (U+0000): PostgreSQL's text type cannot store it, so a
 * NUL that got past validation would fail in the database as "service busy" instead of a
 * refusal of the field. Every field of every API call is checked once, on arrival
 * (api/http/context.ts), whatever its own schema says.
 */
export const NUL_CHAR = "\u0000";
/** The first field (by name) whose value holds a NUL, if any. */
export function fieldWithNul(fields: Record<string, string>): string | undefined {
  return Object.keys(fields).find((name) => name.includes(NUL_CHAR) || fields[name].includes(NUL_CHAR));
}

/** E-mail suggestions: the typed name with each common provider; all-digit input gets none. */
export const EMAIL_PROVIDERS = ["qq.com", "163.com", "126.com", "gmail.com", "outlook.com"] as const;
export function emailSuggestions(input: string): string[] {
  const value = input.trim();
  if (!value || /^\d+$/.test(value) || value.split("@").length > 2) return [];
  const [local, domain = ""] = value.split("@");
  if (!local) return [];
  return EMAIL_PROVIDERS.filter((p) => p.startsWith(domain.toLowerCase()) && p !== domain.toLowerCase()).map((p) => `${local}@${p}`);
}
