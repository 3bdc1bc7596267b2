import { LOGIN_PASSWORD_MIN, PASSWORD_INPUT_MAX } from "#core/constants";
import { CODE_RE, NEW_PASSWORD_RE, SCENE_LOGIN, SCENE_RETRIEVE } from "#core/validation";
import type { RequestContext } from "../http/context";
import { endpoint } from "../http/endpoint";
import { ApiError, Reply } from "../http/envelope";
import { z, zId } from "#core/contract/zod";
import {
  createUser,
  findByEmail,
  findById,
  findByMobile,
  findOrCreateByMobile,
  prefixById,
  updateUser,
  userInfo,
  type UserRow,
} from "../services/accounts";
import { phoneTarget, verifyCode } from "../services/codes";
import {
  fetchProfile,
  identityById,
  linkIdentity,
  loginEntries,
  openState,
  openThirdTicket,
  providerById,
  thirdTicket,
  upsertIdentity,
} from "../services/oauth";
import { hashPassword, verifyPassword } from "../services/password";
import { clearLoginFailures, mobileAccount, takeAccountAttempt } from "../services/login-lock";
import { emailLimitKey, giveBackLoginIpAttempt, limitIp, takeLoginIpAttempt } from "../services/rate-limit";
import { createSession, revokeAllSessions, revokeSession } from "../services/sessions";
import { bindThird, profileExtras } from "./profile";
import { clientIp, zEmail, zMobile } from "./verify";

/**
 * Accounts (issue 5 §3-5): login by SMS code, mobile + password, e-mail + password; logout;
 * third-party sign-in; binding a mobile; password retrieval and change; basic user info.
 * Answers never tell whether an account exists: wrong account and wrong password are one
 * message, and retrieval sends codes to any number.
 */
const zCode = () => z.string().trim().regex(CODE_RE, "msg:code_format").openapi({ example: "123456" });
const zLoginPassword = () =>
  z
    .string()
    .max(PASSWORD_INPUT_MAX, "msg:login_password_invalid")
    .refine((v) => v.trim().length >= LOGIN_PASSWORD_MIN, "msg:login_password_invalid");
const zNewPassword = () => z.string().regex(NEW_PASSWORD_RE, "msg:password_invalid");

const userInfoResponse = z.object({
  avatar: z.string(),
  email: z.string(),
  mobile: z.string(),
  mobilePrefix: z.string(),
  mobilePrefixId: z.number().nullable(),
  pwdAction: z.number().openapi({ description: "1 when the account has a password" }),
  realName: z.string(),
  token: z.string(),
  userCode: z.string(),
  userName: z.string(),
});

async function mobileTarget(mobilePrefixId: number, mobile: string): Promise<string> {
  const prefix = await prefixById(mobilePrefixId);
  if (!prefix) throw new ApiError("mobile_prefix_not_found");
  return phoneTarget(prefix.mobilePrefix, mobile);
}

function sessionMeta(ctx: RequestContext) {
  return { ip: ctx.attribution.ip, userAgent: ctx.attribution.userAgent, deviceType: ctx.attribution.deviceType };
}

async function logIn(user: UserRow, ctx: RequestContext, key: "login_ok" | "bind_ok" = "login_ok") {
  if (user.disabledAt) throw new ApiError("login_failed");
  const { token } = await createSession(user.id, sessionMeta(ctx));
  return new Reply(await userInfo(user, token), key);
}

const loginBody = z.discriminatedUnion("loginType", [
  z.object({ loginType: z.literal("1"), mobilePrefixId: zId().default(317), mobile: zMobile(), verifyCode: zCode() }),
  z.object({ loginType: z.literal("2"), mobilePrefixId: zId().default(317), mobile: zMobile(), password: zLoginPassword() }),
  z.object({ loginType: z.literal("3"), email: zEmail(), password: zLoginPassword() }),
]);

export const userEndpoints = [
  endpoint({
    path: "/rest/user/client/login",
    summary: "Log in",
    description:
      "loginType 1: mobilePrefixId, mobile, verifyCode (an SMS code of senceId 1; creates the account on first login). 2: mobilePrefixId, mobile, password. 3: email, password. Password logins are limited per account and per IP.",
    tag: "accounts",
    auth: "none",
    body: z.preprocess((v) => v, loginBody),
    response: userInfoResponse,
    async handler(input, ctx) {
      if (input.loginType === "1") {
        const target = await mobileTarget(input.mobilePrefixId, input.mobile);
        if (!(await verifyCode({ channel: "sms", target, scene: SCENE_LOGIN, code: input.verifyCode }))) throw new ApiError("code_invalid");
        const user = await findOrCreateByMobile(input.mobilePrefixId, input.mobile, {
          registerSource: ctx.attribution.deviceType === "pc" || !ctx.attribution.deviceType ? "web" : ctx.attribution.deviceType,
          attribution: { ...ctx.attribution },
        });
        return logIn(user, ctx);
      }
      const account = input.loginType === "2" ? mobileAccount(input.mobilePrefixId, input.mobile) : `e:${emailLimitKey(input.email)}`;
      const ip = clientIp(ctx);
      // Take the attempt first (per IP, then per account), then check the password: at most the
      // limits are ever checked, however many logins arrive at once.
      const byIp = await takeLoginIpAttempt(ip);
      if (!byIp.ok && byIp.reason === "unavailable") throw new ApiError("service_busy");
      if (!byIp.ok) throw new ApiError("login_limit", { minutes: Math.max(1, Math.ceil(byIp.retryAfterSeconds / 60)) });
      const byAccount = await takeAccountAttempt(account);
      if (!byAccount.ok) {
        await giveBackLoginIpAttempt(ip);
        throw new ApiError("login_limit", { minutes: Math.max(1, Math.ceil(byAccount.retryAfterSeconds / 60)) });
      }
      const user = input.loginType === "2" ? await findByMobile(input.mobilePrefixId, input.mobile) : await findByEmail(input.email);
      const ok = await verifyPassword(user?.passwordHash, input.password);
      if (!user || !ok || user.disabledAt) throw new ApiError("login_failed");
      // The IP cap counts failures: a success gives its point back and clears the account's count.
      await Promise.all([clearLoginFailures(account), giveBackLoginIpAttempt(ip)]);
      return logIn(user, ctx);
    },
  }),
  endpoint({
    path: "/rest/user/client/logout",
    summary: "Log out",
    description: "Revokes the session of `token`; answers success whether or not it was live.",
    tag: "accounts",
    auth: "none",
    body: z.object({}),
    async handler(_input, ctx) {
      if (ctx.token) await revokeSession(ctx.token);
      return new Reply(null, "logout_ok");
    },
  }),
  endpoint({
    path: "/rest/user/client/user/info",
    summary: "The logged-in user's info",
    tag: "accounts",
    auth: "required",
    body: z.object({}),
    response: userInfoResponse,
    async handler(_input, ctx) {
      const user = await ctx.requireUser();
      // Profile fields of the student area (gender, birthday, intro, emailVerified, thirdParty).
      return { ...(await userInfo(user, ctx.token!)), ...(await profileExtras(user.id)) };
    },
  }),
  endpoint({
    path: "/rest/user/client/user/bindMobile",
    summary: "Bind or change the logged-in account's mobile",
    description:
      "Binds a mobile to an account without one (e.g. made by third-party sign-in), or changes the account's mobile to a new number (issue 6). verifyCode is an SMS code of senceId 1 sent to the new number, which proves it. The current number again answers mobile_same; a number of another account answers mobile_taken.",
    tag: "accounts",
    auth: "required",
    body: z.object({ mobilePrefixId: zId().default(317), mobile: zMobile(), verifyCode: zCode() }),
    response: userInfoResponse,
    async handler(input, ctx) {
      const me = await ctx.requireUser();
      // Changing: refused before a code is spent when the number is the current one.
      if (me.mobile && me.mobile === input.mobile && me.mobilePrefixId === input.mobilePrefixId) throw new ApiError("mobile_same");
      const target = await mobileTarget(input.mobilePrefixId, input.mobile);
      if (!(await verifyCode({ channel: "sms", target, scene: SCENE_LOGIN, code: input.verifyCode }))) throw new ApiError("code_invalid");
      const other = await findByMobile(input.mobilePrefixId, input.mobile);
      if (other && other.id !== me.id) throw new ApiError("mobile_taken");
      const user = await updateUser(me.id, { mobilePrefixId: input.mobilePrefixId, mobile: input.mobile });
      return new Reply(await userInfo(user, ctx.token!), me.mobile ? "mobile_changed" : "bind_ok");
    },
  }),
  endpoint({
    path: "/rest/user/client/user/updatePwd",
    summary: "Change the password",
    description:
      "oldPassword is required when the account has a password. Revokes every session, the calling one included, and answers the user info with a new token.",
    tag: "accounts",
    auth: "required",
    body: z.object({ oldPassword: z.string().max(PASSWORD_INPUT_MAX).optional(), newPassword: zNewPassword() }),
    response: userInfoResponse,
    async handler(input, ctx) {
      const me = await ctx.requireUser();
      const row = (await findById(me.id))!;
      if (row.passwordHash && !(await verifyPassword(row.passwordHash, input.oldPassword ?? ""))) throw new ApiError("old_password_wrong");
      const user = await updateUser(me.id, { passwordHash: await hashPassword(input.newPassword) });
      await revokeAllSessions(me.id);
      const { token } = await createSession(me.id, sessionMeta(ctx));
      return new Reply(await userInfo(user, token), "password_updated");
    },
  }),
  endpoint({
    path: "/rest/user/client/retrivePwd/mobile",
    summary: "Reset the password with an SMS code",
    description: "verifyCode is an SMS code of senceId 3. Revokes every session of the account.",
    tag: "accounts",
    auth: "none",
    body: z.object({ mobilePrefixId: zId().default(317), mobile: zMobile(), verifyCode: zCode(), newPassword: zNewPassword() }),
    async handler(input, ctx) {
      const target = await mobileTarget(input.mobilePrefixId, input.mobile);
      if (!(await verifyCode({ channel: "sms", target, scene: SCENE_RETRIEVE, code: input.verifyCode }))) throw new ApiError("code_invalid");
      // The code proves the number is the caller's: an unknown number gets an account, as SMS login would.
      const user = await findOrCreateByMobile(input.mobilePrefixId, input.mobile, { registerSource: "web", attribution: { ...ctx.attribution } });
      await updateUser(user.id, { passwordHash: await hashPassword(input.newPassword) });
      await revokeAllSessions(user.id);
      await clearLoginFailures(mobileAccount(input.mobilePrefixId, input.mobile));
      return new Reply(null, "retrieve_ok");
    },
  }),
  endpoint({
    path: "/rest/user/client/retrivePwd/email",
    summary: "Reset the password with an e-mail code",
    description: "verifyCode is an e-mail code of senceId 3. Revokes every session of the account.",
    tag: "accounts",
    auth: "none",
    body: z.object({ email: zEmail(), verifyCode: zCode(), newPassword: zNewPassword() }),
    async handler(input) {
      if (!(await verifyCode({ channel: "email", target: input.email, scene: SCENE_RETRIEVE, code: input.verifyCode }))) throw new ApiError("code_invalid");
      const user = await findByEmail(input.email);
      // Only the address's owner can reach this line, so this does not reveal anything to others.
      if (!user) throw new ApiError("code_invalid");
      await updateUser(user.id, { passwordHash: await hashPassword(input.newPassword), emailVerifiedAt: new Date() });
      await revokeAllSessions(user.id);
      await clearLoginFailures(`e:${emailLimitKey(input.email)}`);
      return new Reply(null, "retrieve_ok");
    },
  }),
  endpoint({
    path: "/rest/user/client/third/loginType",
    summary: "Third-party sign-in entries",
    description: "url: the current page address (the callback returns there). Lists `{ url, icon, type }` for each configured provider.",
    tag: "accounts",
    auth: "none",
    body: z.object({ url: z.string().max(2000) }),
    response: z.object({ list: z.array(z.object({ url: z.string(), icon: z.string(), type: z.string() })) }),
    async handler(input) {
      return { list: loginEntries(input.url) };
    },
  }),
  endpoint({
    path: "/rest/user/client/third/callback",
    summary: "Finish a third-party authorization",
    description:
      "provider, code and state from the provider's redirect. A known identity logs in: `{ type: 'login', user, returnTo }`. A new one: `{ type: 'reg', info: { thirdToken, provider, nickname, avatar }, returnTo }`, finished by third/reg. A state made by user/genBindThird links the identity to that account instead, and needs that account's `token`: `{ type: 'bind', provider, nickname, returnTo }`.",
    tag: "accounts",
    auth: "none",
    body: z.object({ provider: z.string().max(20), code: z.string().min(1).max(512), state: z.string().min(1).max(2000) }),
    async handler(input, ctx) {
      const limited = await limitIp("oauthIp", clientIp(ctx));
      if (!limited.ok) throw new ApiError(limited.reason === "unavailable" ? "service_busy" : "too_many_requests");
      const state = openState(input.state);
      if (!state || state.p !== input.provider) throw new ApiError("third_ticket_invalid");
      const provider = providerById(input.provider);
      if (!provider) throw new ApiError("third_provider_unknown");
      let profile;
      try {
        profile = await fetchProfile(provider, input.code, state.ru);
      } catch {
        throw new ApiError("third_failed");
      }
      const identity = await upsertIdentity(provider.id, profile);
      // Binding from account setting: the signed state names the account, and only
      // that account's own session may finish it (a bind link sent to someone else fails).
      if (state.b !== undefined) return bindThird(state, identity, await ctx.user());
      if (identity.userId) {
        const user = await findById(identity.userId);
        if (user && !user.disabledAt) {
          const { token } = await createSession(user.id, sessionMeta(ctx));
          return { type: "login", user: await userInfo(user, token), returnTo: state.r };
        }
      }
      return {
        type: "reg",
        info: { thirdToken: thirdTicket(identity.id), provider: provider.id, nickname: profile.nickname ?? "", avatar: profile.avatar ?? "" },
        returnTo: state.r,
      };
    },
  }),
  endpoint({
    path: "/rest/user/client/third/reg",
    summary: "Register (or link) a third-party identity with a mobile",
    description:
      "mobilePrefixId, mobile, verifyCode (SMS code, senceId 1), registerSource ('web'), thirdToken from third/callback. Links the identity to the mobile's account, creating it if needed.",
    tag: "accounts",
    auth: "none",
    body: z.object({
      mobilePrefixId: zId().default(317),
      mobile: zMobile(),
      verifyCode: zCode(),
      registerSource: z.string().max(20).default("web"),
      thirdToken: z.string().min(1).max(500),
    }),
    response: userInfoResponse,
    async handler(input, ctx) {
      const identityId = openThirdTicket(input.thirdToken);
      const identity = identityId ? await identityById(identityId) : null;
      if (!identity) throw new ApiError("third_ticket_invalid");
      const target = await mobileTarget(input.mobilePrefixId, input.mobile);
      if (!(await verifyCode({ channel: "sms", target, scene: SCENE_LOGIN, code: input.verifyCode }))) throw new ApiError("code_invalid");
      let user = await findByMobile(input.mobilePrefixId, input.mobile);
      if (!user) {
        const profile = (identity.profile ?? {}) as { nickname?: string | null; avatar?: string | null };
        user = await createUser({
          mobilePrefixId: input.mobilePrefixId,
          mobile: input.mobile,
          userName: profile.nickname || null,
          avatar: profile.avatar || null,
          registerSource: input.registerSource,
          attribution: { ...ctx.attribution, thirdProvider: identity.provider },
        }).catch(async () => (await findByMobile(input.mobilePrefixId, input.mobile))!);
      }
      if (!(await linkIdentity(identity.id, user.id))) throw new ApiError("third_ticket_invalid");
      return logIn(user, ctx, "login_ok");
    },
  }),
];
