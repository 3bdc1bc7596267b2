import { z } from "zod";
import {
  codeSchema,
  emailSchema,
  imageCodeSchema,
  loginPasswordSchema,
  mobilePrefixIdSchema,
  mobileSchema,
  newPasswordPair,
  passwordsMatch,
  SCENE_LOGIN,
  SCENE_RETRIEVE,
} from "#core/validation";

/**
 * The login dialog's seven views (SMS, mobile or e-mail password, register after third-party
 * sign-in, retrieve by SMS or e-mail, bind a mobile), their URL slugs (`?login=<slug>`) and the
 * form schema of each, shared by the browser (conform) and the action.
 */
export const VIEWS = ["sms", "mobilePwd", "emailPwd", "register", "findBySms", "findByEmail", "bindMobile"] as const;
export type View = (typeof VIEWS)[number];

/** The views' conventional names (LoginBySms …), put on the dialog as `data-view`. */
export const SPEC_NAME: Record<View, string> = {
  sms: "LoginBySms",
  mobilePwd: "LoginByMobilePwd",
  emailPwd: "LoginByEmailPwd",
  register: "RegisterByMobile",
  findBySms: "FindBySms",
  findByEmail: "FindByEmail",
  bindMobile: "BindMobile",
};

export const LOGIN_VIEWS: readonly View[] = ["sms", "mobilePwd", "emailPwd"];

export function isView(v: unknown): v is View {
  return typeof v === "string" && (VIEWS as readonly string[]).includes(v);
}

/** Which channel a view's code goes by, and for which scene; null for views without a code. */
export function codeChannel(view: View): { channel: "sms" | "email"; scene: number } | null {
  switch (view) {
    case "sms":
    case "register":
    case "bindMobile":
      return { channel: "sms", scene: SCENE_LOGIN };
    case "findBySms":
      return { channel: "sms", scene: SCENE_RETRIEVE };
    case "findByEmail":
      return { channel: "email", scene: SCENE_RETRIEVE };
    default:
      return null;
  }
}

const mobileFields = { mobilePrefixId: mobilePrefixIdSchema, mobile: mobileSchema };

export const submitSchemas = {
  sms: z.object({ ...mobileFields, verifyCode: codeSchema }),
  mobilePwd: z.object({ ...mobileFields, password: loginPasswordSchema }),
  emailPwd: z.object({ email: emailSchema, password: loginPasswordSchema }),
  register: z.object({ ...mobileFields, verifyCode: codeSchema }),
  findBySms: z.object({ ...mobileFields, verifyCode: codeSchema, ...newPasswordPair }).superRefine(passwordsMatch),
  findByEmail: z.object({ email: emailSchema, verifyCode: codeSchema, ...newPasswordPair }).superRefine(passwordsMatch),
  bindMobile: z.object({ ...mobileFields, verifyCode: codeSchema }),
} satisfies Record<View, z.ZodTypeAny>;

/** Sending a code: the target only, plus the captcha (a token with JavaScript, 4 letters without). */
export function sendCodeSchema(view: View, js: boolean) {
  const captcha: z.ZodRawShape = js
    ? { captchaToken: z.string({ required_error: "captcha_required" }).min(1) }
    : { imageCode: imageCodeSchema };
  return codeChannel(view)?.channel === "email"
    ? z.object({ email: emailSchema, ...captcha })
    : z.object({ ...mobileFields, ...captcha });
}

/**
 * Fields never echoed back into a page or a cookie (the no-JS outcome travels in the
 * login_flash cookie): passwords, captcha answers and the typed SMS or e-mail code.
 */
export const SECRET_FIELDS = ["password", "newPassword", "confirmPassword", "captchaToken", "imageCode", "verifyCode"];
