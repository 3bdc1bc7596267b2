import { EMAIL_RE, MOBILE_RE, SCENE_LOGIN, SCENE_RETRIEVE, CODE_RE, NEW_PASSWORD_RE } from "../validation";
import { defineContract } from "./define";
import { z, zId } from "./zod";
import { LOGIN_PASSWORD_MIN, LOGIN_PROVIDERS, PASSWORD_INPUT_MAX, THIRD_PROVIDERS } from "../constants";
import { userInfo, userProfile } from "./user-info";
import { bindEmailSchema, profileSchema } from "../schemas/student";

/**
 * Codes and the captcha in front of them:
 * common/captcha/new → common/captcha/check → captchaToken → common/sms/verifyCode or
 * common/verifyCode/email. Every refusal is a translated code-1 message.
 */
const verifyTag = "accounts";

export const zMobile = () => z.string().trim().regex(MOBILE_RE, "msg:mobile_invalid").openapi({ example: "13800138000" });
export const zEmail = () =>
  z
    .string()
    .trim()
    .max(100, "msg:email_invalid")
    .regex(EMAIL_RE, "msg:email_invalid")
    .transform((v) => v.toLowerCase())
    .openapi({ example: "student@example.com" });
/** The calling code's id (common/mobile/prefix); China (86) when left out. */
export const zMobilePrefixId = () => zId().default(317).openapi({ description: "id of a common/mobile/prefix entry; 317 (China, 86) when left out" });
const zCaptchaToken = () =>
  z.string({ required_error: "msg:captcha_required" }).min(1, "msg:captcha_required").max(200).openapi({ description: "From common/captcha/check; single use, 2 minutes" });

const challengeCommon = {
  captchaId: z.string(),
  width: z.number().int().openapi({ description: "Width of `image` in pixels" }),
  height: z.number().int().openapi({ description: "Height of `image` in pixels" }),
  expiresIn: z.number().int().openapi({ description: "Seconds the challenge stays answerable" }),
};
const challenge = z.discriminatedUnion("kind", [
  z.object({
    ...challengeCommon,
    kind: z.literal("slide"),
    image: z.string().openapi({ description: "data: URI of the background with the notch" }),
    piece: z.string().openapi({ description: "data: URI of the puzzle piece" }),
    pieceY: z.number().int().openapi({ description: "Top of the piece in image pixels" }),
    pieceSize: z.number().int().openapi({ description: "Side of the square piece in image pixels" }),
  }),
  z.object({
    ...challengeCommon,
    kind: z.literal("image"),
    image: z.string().openapi({ description: "data: URI of the letters to type" }),
    length: z.number().int().openapi({ description: "How many letters the answer has" }),
  }),
]);

export const verifyContract = defineContract({
  "/rest/common/captcha/new": {
    summary: "New captcha challenge",
    description:
      "kind `slide` (default): drag the piece to the notch; the answer is the piece's x offset in image pixels (±5). kind `image`: the answer is the 4 letters. Expires in 2 minutes; 5 wrong answers kill it.",
    tag: verifyTag,
    auth: "none",
    body: z.object({ kind: z.enum(["slide", "image"]).default("slide") }),
    response: challenge,
  },
  "/rest/common/captcha/check": {
    summary: "Answer a captcha challenge",
    description: "A right answer gives a captchaToken that one code send spends (valid 2 minutes).",
    tag: verifyTag,
    auth: "none",
    body: z.object({ captchaId: z.string().min(1).max(64), answer: z.string().trim().min(1).max(16) }),
    response: z.object({ captchaToken: z.string().openapi({ description: "Sent as `captchaToken` with one code request" }) }),
  },
  "/rest/common/sms/verifyCode": {
    summary: "Send an SMS code",
    description: "senceId 1 login, register, bind; 3 password retrieval. Needs a captchaToken. One send per 60 s per number, 5 an hour, 10 a day; per-IP caps too. `data` is null; `msg` says the code was sent.",
    tag: verifyTag,
    auth: "none",
    body: z.object({
      mobilePrefixId: zMobilePrefixId(),
      mobile: zMobile(),
      senceId: z.coerce.number().int().refine((v) => v === SCENE_LOGIN || v === SCENE_RETRIEVE, "msg:field_invalid"),
      captchaToken: zCaptchaToken(),
    }),
    response: z.null(),
  },
  "/rest/common/verifyCode/email": {
    summary: "Send an e-mail code",
    description: "senceId 3 (password retrieval). Needs a captchaToken; same limits as SMS codes. `data` is null; `msg` says the code was sent.",
    tag: verifyTag,
    auth: "none",
    body: z.object({
      email: zEmail(),
      senceId: z.coerce.number().int().refine((v) => v === SCENE_RETRIEVE || v === SCENE_LOGIN, "msg:field_invalid").default(SCENE_RETRIEVE),
      captchaToken: zCaptchaToken(),
    }),
    response: z.null(),
  },
});

/**
 * Accounts: login by SMS code, mobile + password, e-mail + password; logout; third-party
 * sign-in; binding a mobile; password retrieval and change; the user info.
 * Answers never tell whether an account exists: wrong account and wrong password are one
 * message, and retrieval sends codes to any number.
 */
const tag = "accounts";

const zCode = () => z.string().trim().regex(CODE_RE, "msg:code_format").openapi({ example: "123456" });
const zLoginPassword = () =>
  z
    .string()
    .max(PASSWORD_INPUT_MAX, "msg:login_password_invalid")
    .refine((v) => v.trim().length >= LOGIN_PASSWORD_MIN, "msg:login_password_invalid");
const zNewPassword = () => z.string().regex(NEW_PASSWORD_RE, "msg:password_invalid");

const loginBody = z.discriminatedUnion("loginType", [
  z.object({ loginType: z.literal("1").openapi({ description: "By SMS code" }), mobilePrefixId: zMobilePrefixId(), mobile: zMobile(), verifyCode: zCode() }),
  z.object({ loginType: z.literal("2").openapi({ description: "By mobile and password" }), mobilePrefixId: zMobilePrefixId(), mobile: zMobile(), password: zLoginPassword() }),
  z.object({ loginType: z.literal("3").openapi({ description: "By e-mail and password" }), email: zEmail(), password: zLoginPassword() }),
]);

const returnTo = z.string().openapi({ description: "The page the sign-in started from (same-site path and query)" });

/** A third-party sign-in entry: the provider's authorization address, its signed state naming where to come back. */
export const thirdEntry = z.object({
  url: z.string().openapi({ description: "The provider's authorization address" }),
  icon: z.string(),
  type: z.enum(LOGIN_PROVIDERS),
});

const thirdAnswer = z.discriminatedUnion("type", [
  z.object({ type: z.literal("login"), user: userInfo, returnTo }),
  z.object({
    type: z.literal("consent"),
    url: z.string().openapi({ description: "WeChat's consent page (snsapi_userinfo): the silent sign-in found no account, the browser goes there next" }),
    returnTo,
  }),
  z.object({
    type: z.literal("reg"),
    info: z.object({
      thirdToken: z.string().openapi({ description: "Sent to third/reg to finish the registration" }),
      provider: z.string(),
      nickname: z.string().openapi({ description: "The provider's nickname; empty when it gave none" }),
      avatar: z.string().openapi({ description: "The provider's avatar URL; empty when it gave none" }),
    }),
    returnTo,
  }),
  z.object({
    type: z.literal("bind"),
    provider: z.string(),
    nickname: z.string().openapi({ description: "The provider's nickname; empty when it gave none" }),
    returnTo,
  }),
]);

export const accountsContract = defineContract({
  "/rest/user/client/login": {
    summary: "Log in",
    description:
      "loginType 1: mobilePrefixId, mobile, verifyCode (an SMS code of senceId 1; creates the account on first login). 2: mobilePrefixId, mobile, password. 3: email, password. Password logins are limited per account and per IP.",
    tag,
    auth: "none",
    body: loginBody,
    response: userInfo,
  },
  "/rest/user/client/logout": {
    summary: "Log out",
    description: "Revokes the session of `token`; answers success whether or not it was live. `data` is null.",
    tag,
    auth: "none",
    body: z.object({}),
    response: z.null(),
  },
  "/rest/user/client/user/info": {
    summary: "The logged-in user's info",
    description: "The user info with the profile fields of the student area (gender, birthday, intro, emailVerified, thirdParty).",
    tag,
    auth: "required",
    body: z.object({}),
    response: userProfile,
  },
  "/rest/user/client/user/bindMobile": {
    summary: "Bind or change the logged-in account's mobile",
    description:
      "Binds a mobile to an account without one (e.g. made by third-party sign-in), or changes the account's mobile to a new number. verifyCode is an SMS code of senceId 1 sent to the new number, which proves it. The current number again answers mobile_same; a number of another account answers mobile_taken.",
    tag,
    auth: "required",
    body: z.object({ mobilePrefixId: zMobilePrefixId(), mobile: zMobile(), verifyCode: zCode() }),
    response: userInfo,
  },
  "/rest/user/client/user/updatePwd": {
    summary: "Change the password",
    description:
      "oldPassword is required when the account has a password. Revokes every session, the calling one included, and answers the user info with a new token.",
    tag,
    auth: "required",
    body: z.object({ oldPassword: z.string().max(PASSWORD_INPUT_MAX).optional(), newPassword: zNewPassword() }),
    response: userInfo,
  },
  "/rest/user/client/retrivePwd/mobile": {
    summary: "Reset the password with an SMS code",
    description: "verifyCode is an SMS code of senceId 3. Revokes every session of the account. `data` is null.",
    tag,
    auth: "none",
    body: z.object({ mobilePrefixId: zMobilePrefixId(), mobile: zMobile(), verifyCode: zCode(), newPassword: zNewPassword() }),
    response: z.null(),
  },
  "/rest/user/client/retrivePwd/email": {
    summary: "Reset the password with an e-mail code",
    description: "verifyCode is an e-mail code of senceId 3. Revokes every session of the account. `data` is null.",
    tag,
    auth: "none",
    body: z.object({ email: zEmail(), verifyCode: zCode(), newPassword: zNewPassword() }),
    response: z.null(),
  },
  "/rest/user/client/third/loginType": {
    summary: "Third-party sign-in entries",
    description:
      "url: the current page address (the callback returns there). Lists `{ url, icon, type }` for each configured provider. `wechatBrowser: 1` (the page is open in WeChat's own browser): WeChat sign-in is the official account's in-app authorization (`wechat_mp`, when WECHAT_APP_ID/SECRET are set) instead of the website's QR code, which cannot be scanned on the phone that shows it.",
    tag,
    auth: "none",
    body: z.object({ url: z.string().max(2000), wechatBrowser: z.enum(["0", "1"]).optional() }),
    response: z.object({ list: z.array(thirdEntry) }),
  },
  "/rest/user/client/third/callback": {
    summary: "Finish a third-party authorization",
    description:
      "provider, code and state from the provider's redirect. A known identity logs in: `{ type: 'login', user, returnTo }`. WeChat inside its browser (`wechat_mp`) is tried silently first (snsapi_base); when that finds no account, `{ type: 'consent', url }` sends the browser to WeChat's consent page (snsapi_userinfo), whose callback goes on as below. An identity whose UnionID is already linked to an account (through another WeChat app) logs in to that account. A new one: `{ type: 'reg', info: { thirdToken, provider, nickname, avatar }, returnTo }`, finished by third/reg. A state made by user/genBindThird links the identity to that account instead, and needs that account's `token`: `{ type: 'bind', provider, nickname, returnTo }`.",
    tag,
    auth: "none",
    body: z.object({ provider: z.string().max(20), code: z.string().min(1).max(512), state: z.string().min(1).max(2000) }),
    response: thirdAnswer,
  },
  "/rest/user/client/third/reg": {
    summary: "Register (or link) a third-party identity with a mobile",
    description:
      "mobilePrefixId, mobile, verifyCode (SMS code, senceId 1), registerSource ('web'), thirdToken from third/callback. Links the identity to the mobile's account, creating it if needed.",
    tag,
    auth: "none",
    body: z.object({
      mobilePrefixId: zMobilePrefixId(),
      mobile: zMobile(),
      verifyCode: zCode(),
      registerSource: z.string().max(20).default("web"),
      thirdToken: z.string().min(1).max(500),
    }),
    response: userInfo,
  },
});

/**
 * The profile and account settings beyond login: user/update, binding an e-mail through an
 * activation mail (user/bindEmail → user/active/email), third-party unbinding and binding.
 */
const profileTag = "profile";

export const profileContract = defineContract({
  "/rest/user/client/user/update": {
    summary: "Update the profile",
    description:
      "userName (nickname: 2-20 letters, digits or Chinese characters; left out, the current nickname is kept; `avatar` sent alone changes only the avatar), realName (2-20), gender (0 unknown, 1 male, 2 female), birthday (YYYY-MM-DD, not in the future), intro (≤ 200), avatar (a path answered by /jcommon/file/upload). E-mail and mobile change through bindEmail and bindMobile. Answers the user info with the profile fields.",
    tag: profileTag,
    auth: "required",
    body: profileSchema.extend({ userName: profileSchema.shape.userName.optional() }),
    response: userProfile,
  },
  "/rest/user/client/user/bindEmail": {
    summary: "Bind or change the e-mail address",
    description:
      "Sends an activation mail to `email` whose link is `activationUrl?token=…` (activationUrl: the site's /{lang}/common/email-activation page). The address is bound when the link is opened (user/active/email), within 24 hours.",
    tag: profileTag,
    auth: "required",
    body: bindEmailSchema.extend({ activationUrl: z.string().trim().max(300, "activation_link_invalid") }),
    response: z.object({ email: z.string().openapi({ description: "The address the activation mail went to" }) }),
  },
  "/rest/user/client/user/active/email": {
    summary: "Activate an e-mail address from its link",
    description:
      "activeCode: the `token` query parameter of the activation link (named apart from the session `token`). An invalid or expired token answers code 1. Needs no session: the link may be opened in another browser.",
    tag: profileTag,
    auth: "none",
    body: z.object({ activeCode: z.string().trim().min(1, "activation_invalid").max(1000, "activation_invalid") }),
    response: z.object({
      status: z.enum(["success", "used"]).openapi({ description: "`success`: bound now; `used`: the link was opened before and the address is bound" }),
      email: z.string(),
    }),
  },
  "/rest/user/client/user/third/unbind": {
    summary: "Unbind a third-party account",
    description: "type: the provider (wechat, github). Refused when it is the account's only way to log in.",
    tag: profileTag,
    auth: "required",
    body: z.object({ type: z.string().trim().min(1, "third_not_bound").max(20, "third_not_bound") }),
    response: z.object({ type: z.string().openapi({ description: "The provider unbound" }) }),
  },
  "/rest/user/client/user/genBindThird": {
    summary: "Start binding a third-party account",
    description:
      "type: a configured provider; url: the page to come back to. Answers `{ url }`, the provider's authorization address; after it the provider returns to the site's callback, which links the identity to this account. `list` answers every configured provider instead: `{ list, providers }`.",
    tag: profileTag,
    auth: "required",
    body: z.object({ type: z.enum(["list", ...THIRD_PROVIDERS]), url: z.string().trim().url().max(500) }),
    response: z.union([
      z.object({
        list: z.array(thirdEntry).openapi({ description: "Every configured provider's entry, its state naming this account (type `list`)" }),
        providers: z.array(z.enum(THIRD_PROVIDERS)).openapi({ description: "The configured providers" }),
      }),
      z.object({ url: z.string().openapi({ description: "The provider's authorization address (type a provider)" }) }),
    ]),
  },
});
