import { LOGIN_PASSWORD_MIN, PASSWORD_INPUT_MAX, THIRD_PROVIDERS } from "../constants";
import { CODE_RE, NEW_PASSWORD_RE } from "../validation";
import { defineContract } from "./define";
import { userInfo, userProfile } from "./user-info";
import { zEmail, zMobile, zMobilePrefixId } from "./verify";
import { z } from "./zod";

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
  type: z.enum(THIRD_PROVIDERS),
});

const thirdAnswer = z.discriminatedUnion("type", [
  z.object({ type: z.literal("login"), user: userInfo, returnTo }),
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
    description: "url: the current page address (the callback returns there). Lists `{ url, icon, type }` for each configured provider.",
    tag,
    auth: "none",
    body: z.object({ url: z.string().max(2000) }),
    response: z.object({ list: z.array(thirdEntry) }),
  },
  "/rest/user/client/third/callback": {
    summary: "Finish a third-party authorization",
    description:
      "provider, code and state from the provider's redirect. A known identity logs in: `{ type: 'login', user, returnTo }`. A new one: `{ type: 'reg', info: { thirdToken, provider, nickname, avatar }, returnTo }`, finished by third/reg. A state made by user/genBindThird links the identity to that account instead, and needs that account's `token`: `{ type: 'bind', provider, nickname, returnTo }`.",
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
