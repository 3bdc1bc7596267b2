import { accountsContract, verifyContract, profileContract } from "#core/contract/accounts";
import { SCENE_LOGIN, SCENE_RETRIEVE } from "#core/validation";
import { clientIp, type RequestContext } from "../http/context";
import { implement, type Endpoint } from "../http/endpoint";
import { ApiError, Reply } from "../http/envelope";
import { createUser, findByEmail, findById, findByMobile, findOrCreateByMobile, prefixById, profileExtras, updateUser, userInfo, type UserRow } from "./service";
import { phoneTarget, refusal, verifyCode, sendCode } from "./codes";
import {
  boundIdentity,
  fetchProfile,
  identityById,
  linkIdentity,
  loginEntries,
  openState,
  openThirdTicket,
  otherIdentityCount,
  providerById,
  thirdTicket,
  unlinkIdentity,
  upsertIdentity,
  BINDABLE_PROVIDERS,
  inAppAuthorizeUrl,
  linkByUnionId,
  type IdentityRow,
  type OAuthState,
} from "./oauth";
import { hashPassword, verifyPassword } from "./password";
import { clearLoginFailures, mobileAccount, takeAccountAttempt } from "../platform/login-lock";
import { emailLimitKey, giveBackLoginIpAttempt, limitIp, takeLoginIpAttempt } from "../platform/rate-limit";
import { createSession, revokeAllSessions, revokeSession } from "../platform/sessions";
import { publicOrigin } from "#core/env.server";
import { checkAnswer, newChallenge, spendToken } from "../platform/captcha";
import { openTicket, sealTicket } from "../platform/crypto";
import { sendMail } from "../platform/mail";
import type { SessionUser } from "../platform/sessions";

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
const userEndpoints = implement(accountsContract, {
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
    return { list: loginEntries(input.url, input.wechatBrowser === "1") };
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
      profile = await fetchProfile(provider, input.code, state.ru, state.s);
    } catch {
      throw new ApiError("third_failed");
    }
    const kept = await upsertIdentity(provider.id, profile);
    // Binding from account setting: the signed state names the account, and only
    // that account's own session may finish it (a bind link sent to someone else fails).
    if (state.b !== undefined) return bindThird(state, kept, await ctx.user());
    // The same WeChat user through another WeChat app (same UnionID) already has an account.
    const identity = await linkByUnionId(kept);
    // WeChat's silent step found no account: ask for consent (nickname, avatar, UnionID), whose
    // callback comes back here with scope userinfo.
    if (!identity.userId && state.s === "base") {
      return { type: "consent" as const, url: inAppAuthorizeUrl(provider, "userinfo", { ru: state.ru, r: state.r }), returnTo: state.r };
    }
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

/** The caller's address as the rate limits count it. */


/** Codes and the captcha in front of them (core/contract/accounts.ts). */
const verifyEndpoints = implement(verifyContract, {
  "/rest/common/captcha/new": async (input, ctx) => {
    const limited = await limitIp("captchaIp", clientIp(ctx));
    if (!limited.ok) throw new ApiError(limited.reason === "unavailable" ? "service_busy" : "too_many_requests");
    return newChallenge(input.kind, ctx.attribution.ip ?? null);
  },
  "/rest/common/captcha/check": async (input) => {
    const result = await checkAnswer(input.captchaId, input.answer);
    if (!result.ok) throw new ApiError(result.reason);
    return { captchaToken: result.captchaToken };
  },
  "/rest/common/sms/verifyCode": async (input, ctx) => {
    const prefix = await prefixById(input.mobilePrefixId);
    if (!prefix) throw new ApiError("mobile_prefix_not_found");
    if (!(await spendToken(input.captchaToken))) throw new ApiError("captcha_expired");
    const result = await sendCode({
      channel: "sms",
      target: phoneTarget(prefix.mobilePrefix, input.mobile),
      scene: input.senceId,
      ip: clientIp(ctx),
      lang: ctx.lang,
    });
    if (!result.ok) throw refusal(result);
    return new Reply(null, "sms_sent");
  },
  "/rest/common/verifyCode/email": async (input, ctx) => {
    if (!(await spendToken(input.captchaToken))) throw new ApiError("captcha_expired");
    const result = await sendCode({ channel: "email", target: input.email, scene: input.senceId, ip: clientIp(ctx), lang: ctx.lang });
    if (!result.ok) throw refusal(result);
    return new Reply(null, "email_sent");
  },
});

/**
 * The profile and account settings beyond login: user/update, the profile fields user/info adds
 * (profileExtras), binding an e-mail through an activation mail (user/bindEmail →
 * user/active/email), and third-party unbinding and binding.
 */
const ACTIVATION_TTL_SECONDS = 24 * 60 * 60;
const ACTIVATION_PURPOSE = "email-activation";
const ACTIVATION_PATH_RE = /^\/(cn|en)\/common\/email-activation$/;
/** An uploaded file's path (as /jcommon/file/upload answers it) or an https URL. */
const AVATAR_RE = /^(\/(?!\/)[A-Za-z0-9._~\-/]+|https:\/\/[^\s"'<>]+)$/;

/** The profile and account settings (core/contract/accounts.ts). */
const profileEndpoints = implement(profileContract, {
  "/rest/user/client/user/update": async (input, ctx) => {
    const me = await ctx.requireUser();
    if (input.avatar && !AVATAR_RE.test(input.avatar)) throw new ApiError("avatar_invalid");
    const profileGiven = input.userName || input.realName || input.gender || input.birthday || input.intro;
    // `avatar` alone changes only the avatar; otherwise the profile is replaced, and a
    // userName left out keeps the current one (a save never blocks on a name the user did not
    // touch, even one an older rule let through).
    const row =
      !profileGiven && input.avatar
        ? await updateUser(me.id, { avatar: input.avatar })
        : await updateUser(me.id, {
            ...(input.userName ? { userName: input.userName } : {}),
            realName: input.realName ?? null,
            gender: input.gender === undefined ? null : Number(input.gender),
            birthday: input.birthday ?? null,
            intro: input.intro ?? null,
            ...(input.avatar ? { avatar: input.avatar } : {}),
          });
    return new Reply({ ...(await userInfo(row, ctx.token!)), ...(await profileExtras(me.id)) }, "profile_saved");
  },
  "/rest/user/client/user/bindEmail": async (input, ctx) => {
    const me = await ctx.requireUser();
    let link: URL;
    try {
      link = new URL(input.activationUrl);
    } catch {
      throw new ApiError("activation_link_invalid");
    }
    if (!/^https?:$/.test(link.protocol) || !ACTIVATION_PATH_RE.test(link.pathname)) throw new ApiError("activation_link_invalid");
    // The caller chooses the page (its language), never the site: the link is on the
    // configured public origin whatever host the caller named (its own only in development).
    const origin = publicOrigin(link.origin);
    if (!origin) throw new ApiError("activation_link_invalid");
    link = new URL(`${link.pathname}`, origin);
    const row = await findById(me.id);
    if (row && row.email?.toLowerCase() === input.email && row.emailVerifiedAt) throw new ApiError("email_same");
    const other = await findByEmail(input.email);
    if (other && other.id !== me.id) throw new ApiError("email_taken");
    const token = sealTicket(ACTIVATION_PURPOSE, { u: me.id, e: input.email }, ACTIVATION_TTL_SECONDS);
    link.search = "";
    link.searchParams.set("token", token);
    const en = ctx.lang === "en";
    const subject = en ? "Activate your e-mail address - StudyNest" : "激活您的邮箱 - 留学家";
    const text = en
      ? `Open this link within 24 hours to bind ${input.email} to your StudyNest account:\n\n${link}\n\nIf you did not ask for this, ignore this e-mail.`
      : `请在 24 小时内打开以下链接，将 ${input.email} 绑定到您的留学家账号：\n\n${link}\n\n如果这不是您本人的操作，请忽略本邮件。`;
    await sendMail(input.email, subject, text, link.toString());
    return new Reply({ email: input.email }, "activation_sent");
  },
  "/rest/user/client/user/active/email": async (input) => {
    const ticket = openTicket<{ u: number; e: string }>(ACTIVATION_PURPOSE, input.activeCode);
    if (!ticket || typeof ticket.u !== "number" || typeof ticket.e !== "string") throw new ApiError("activation_invalid");
    const user = await findById(ticket.u);
    if (!user || user.disabledAt) throw new ApiError("activation_invalid");
    if (user.email?.toLowerCase() === ticket.e && user.emailVerifiedAt) return { status: "used" as const, email: ticket.e };
    const other = await findByEmail(ticket.e);
    if (other && other.id !== user.id) throw new ApiError("email_taken");
    try {
      await updateUser(user.id, { email: ticket.e, emailVerifiedAt: new Date() });
    } catch {
      throw new ApiError("email_taken"); // the unique index lost a race
    }
    return new Reply({ status: "success", email: ticket.e }, "activation_ok");
  },
  "/rest/user/client/user/third/unbind": async (input, ctx) => {
    const me = await ctx.requireUser();
    const bound = await boundIdentity(me.id, input.type);
    if (!bound) throw new ApiError("third_not_bound");
    const others = await otherIdentityCount(me.id, bound.id);
    if (!me.mobile && !me.hasPassword && !others) throw new ApiError("third_unbind_last");
    await unlinkIdentity(bound.id);
    return new Reply({ type: input.type }, "third_unbound");
  },
  "/rest/user/client/user/genBindThird": async (input, ctx) => {
    const me = await ctx.requireUser();
    const entries = loginEntries(input.url).map((e) => ({ ...e, url: withBind(e.url, me.id) }));
    if (input.type === "list") return { list: entries, providers: BINDABLE_PROVIDERS.filter((p) => !!providerById(p)) };
    const entry = entries.find((e) => e.type === input.type);
    if (!entry) throw new ApiError("third_provider_unavailable");
    return { url: entry.url };
  },
});

/** Re-seals the authorize URL's state with `b` (the user to link to), read by the callback. */
function withBind(authorizeUrl: string, userId: number): string {
  const url = new URL(authorizeUrl);
  const state = openTicket<Record<string, unknown>>("oauth-state", url.searchParams.get("state"));
  if (!state) return authorizeUrl;
  const { exp: _exp, ...payload } = state;
  url.searchParams.set("state", sealTicket("oauth-state", { ...payload, b: userId }, 600));
  return url.toString();
}

/**
 * The end of a bind started by user/genBindThird (called by third/callback when the state
 * carries `b`): only the session of the account the signed state names may finish it, so a bind
 * link cannot be used to attach someone else's identity to an attacker's account. An identity
 * already linked to another account is refused; one of the same provider per account.
 */
export async function bindThird(
  state: OAuthState,
  identity: IdentityRow,
  me: SessionUser | null,
) {
  if (!me || me.id !== state.b) throw new ApiError("third_bind_session");
  const nickname = identity.profile?.nickname || "";
  const answer = { type: "bind" as const, provider: identity.provider, nickname, returnTo: state.r };
  if (identity.userId === me.id) return new Reply(answer, "third_bound");
  if (identity.userId) throw new ApiError("third_taken");
  if (await boundIdentity(me.id, identity.provider)) throw new ApiError("third_already_bound");
  if (!(await linkIdentity(identity.id, me.id))) throw new ApiError("third_taken");
  return new Reply(answer, "third_bound");
}

/** Every endpoint of this domain, for api/app.ts to mount. */
export const accountEndpoints: Endpoint[] = [...userEndpoints, ...verifyEndpoints, ...profileEndpoints];
