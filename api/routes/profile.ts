import { and, eq, sql } from "drizzle-orm";
import { profileContract } from "#core/contract/profile";
import { publicOrigin } from "#core/env.server";
import { db } from "../db/client";
import { thirdPartyIdentities, users } from "../db/schema";
import { implement } from "../http/endpoint";
import { ApiError, Reply } from "../http/envelope";
import { findByEmail, findById, updateUser, userInfo } from "../services/accounts";
import { openTicket, sealTicket } from "../services/crypto";
import { sendMail } from "../services/mail";
import { linkIdentity, loginEntries, PROVIDERS, providerById, type OAuthState } from "../services/oauth";
import type { SessionUser } from "../services/sessions";

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

/** The profile fields beyond the login user info (core/contract/user-info.ts userProfile). */
export async function profileExtras(userId: number) {
  const [row] = await db()
    .select({ gender: users.gender, birthday: users.birthday, intro: users.intro, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const identities = await db()
    .select({ provider: thirdPartyIdentities.provider, profile: thirdPartyIdentities.profile })
    .from(thirdPartyIdentities)
    .where(eq(thirdPartyIdentities.userId, userId));
  return {
    gender: row?.gender ?? 0,
    birthday: row?.birthday ?? "",
    intro: row?.intro ?? "",
    emailVerified: !!row?.emailVerifiedAt,
    thirdParty: identities.map((i) => ({ type: i.provider, nickname: ((i.profile as { nickname?: string } | null)?.nickname ?? "") || "" })),
  };
}

/** The profile and account settings (core/contract/profile.ts). */
export const profileEndpoints = implement(profileContract, {
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
    const [bound] = await db()
      .select({ id: thirdPartyIdentities.id })
      .from(thirdPartyIdentities)
      .where(and(eq(thirdPartyIdentities.userId, me.id), eq(thirdPartyIdentities.provider, input.type)))
      .limit(1);
    if (!bound) throw new ApiError("third_not_bound");
    const [{ others }] = await db()
      .select({ others: sql<number>`count(*)::int` })
      .from(thirdPartyIdentities)
      .where(and(eq(thirdPartyIdentities.userId, me.id), sql`${thirdPartyIdentities.id} <> ${bound.id}`));
    if (!me.mobile && !me.hasPassword && !others) throw new ApiError("third_unbind_last");
    await db().update(thirdPartyIdentities).set({ userId: null, updatedAt: new Date() }).where(eq(thirdPartyIdentities.id, bound.id));
    return new Reply({ type: input.type }, "third_unbound");
  },
  "/rest/user/client/user/genBindThird": async (input, ctx) => {
    const me = await ctx.requireUser();
    const entries = loginEntries(input.url).map((e) => ({ ...e, url: withBind(e.url, me.id) }));
    if (input.type === "list") return { list: entries, providers: PROVIDERS.filter((p) => !!providerById(p)) };
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
  identity: typeof thirdPartyIdentities.$inferSelect,
  me: SessionUser | null,
) {
  if (!me || me.id !== state.b) throw new ApiError("third_bind_session");
  const nickname = ((identity.profile as { nickname?: string } | null)?.nickname ?? "") || "";
  const answer = { type: "bind" as const, provider: identity.provider, nickname, returnTo: state.r };
  if (identity.userId === me.id) return new Reply(answer, "third_bound");
  if (identity.userId) throw new ApiError("third_taken");
  const [own] = await db()
    .select({ id: thirdPartyIdentities.id })
    .from(thirdPartyIdentities)
    .where(and(eq(thirdPartyIdentities.userId, me.id), eq(thirdPartyIdentities.provider, identity.provider)))
    .limit(1);
  if (own) throw new ApiError("third_already_bound");
  if (!(await linkIdentity(identity.id, me.id))) throw new ApiError("third_taken");
  return new Reply(answer, "third_bound");
}
