import { accountsContract } from "#core/contract/accounts";
import { SCENE_LOGIN, SCENE_RETRIEVE } from "#core/validation";
import type { RequestContext } from "../http/context";
import { implement } from "../http/endpoint";
import { ApiError, Reply } from "../http/envelope";
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
import { clientIp } from "./verify";

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

/** Accounts (core/contract/accounts.ts): login, logout, user info, binding a mobile, passwords, third-party sign-in. */
export const userEndpoints = implement(accountsContract, {
  "/rest/user/client/login": async (input, ctx) => {
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
  "/rest/user/client/logout": async (_input, ctx) => {
    if (ctx.token) await revokeSession(ctx.token);
    return new Reply(null, "logout_ok");
  },
  "/rest/user/client/user/info": async (_input, ctx) => {
    const user = await ctx.requireUser();
    // Profile fields of the student area (gender, birthday, intro, emailVerified, thirdParty).
    return { ...(await userInfo(user, ctx.token!)), ...(await profileExtras(user.id)) };
  },
  "/rest/user/client/user/bindMobile": async (input, ctx) => {
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
  "/rest/user/client/user/updatePwd": async (input, ctx) => {
    const me = await ctx.requireUser();
    const row = (await findById(me.id))!;
    if (row.passwordHash && !(await verifyPassword(row.passwordHash, input.oldPassword ?? ""))) throw new ApiError("old_password_wrong");
    const user = await updateUser(me.id, { passwordHash: await hashPassword(input.newPassword) });
    await revokeAllSessions(me.id);
    const { token } = await createSession(me.id, sessionMeta(ctx));
    return new Reply(await userInfo(user, token), "password_updated");
  },
  "/rest/user/client/retrivePwd/mobile": async (input, ctx) => {
    const target = await mobileTarget(input.mobilePrefixId, input.mobile);
    if (!(await verifyCode({ channel: "sms", target, scene: SCENE_RETRIEVE, code: input.verifyCode }))) throw new ApiError("code_invalid");
    // The code proves the number is the caller's: an unknown number gets an account, as SMS login would.
    const user = await findOrCreateByMobile(input.mobilePrefixId, input.mobile, { registerSource: "web", attribution: { ...ctx.attribution } });
    await updateUser(user.id, { passwordHash: await hashPassword(input.newPassword) });
    await revokeAllSessions(user.id);
    await clearLoginFailures(mobileAccount(input.mobilePrefixId, input.mobile));
    return new Reply(null, "retrieve_ok");
  },
  "/rest/user/client/retrivePwd/email": async (input) => {
    if (!(await verifyCode({ channel: "email", target: input.email, scene: SCENE_RETRIEVE, code: input.verifyCode }))) throw new ApiError("code_invalid");
    const user = await findByEmail(input.email);
    // Only the address's owner can reach this line, so this does not reveal anything to others.
    if (!user) throw new ApiError("code_invalid");
    await updateUser(user.id, { passwordHash: await hashPassword(input.newPassword), emailVerifiedAt: new Date() });
    await revokeAllSessions(user.id);
    await clearLoginFailures(`e:${emailLimitKey(input.email)}`);
    return new Reply(null, "retrieve_ok");
  },
  "/rest/user/client/third/loginType": async (input) => {
    return { list: loginEntries(input.url) };
  },
  "/rest/user/client/third/callback": async (input, ctx) => {
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
  "/rest/user/client/third/reg": async (input, ctx) => {
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
});
