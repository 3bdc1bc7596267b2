import { and, eq, isNotNull, ne, sql } from "drizzle-orm";
import { LOGIN_PROVIDERS, THIRD_PROVIDERS, WECHAT_IN_APP } from "#core/constants";
import { env, type Env } from "#core/env.server";
import { db } from "../db/client";
import { thirdPartyIdentities } from "../db/schema";
import { openTicket, sealTicket } from "../platform/crypto";

/**
 * Third-party sign-in: OAuth 2 authorization-code providers configured by env. A provider is
 * offered when its client id and secret are set; its endpoints default to the real ones and can
 * be pointed elsewhere (tests, a local stub).
 *
 * The authorize URL carries a signed, 10-minute `state` naming the provider, the redirect URI
 * and the page to return to. The callback exchanges the code for the provider's user and keeps
 * the identity; an identity without an account is finished by `third/reg` with a `thirdToken`.
 *
 * Inside WeChat's own browser the website's QR sign-in cannot work (the code is on the phone
 * that would scan it); there WeChat sign-in is the official account's web authorization
 * (`wechat_mp`, WECHAT_APP_ID/WECHAT_APP_SECRET), as WeChat documents it:
 *
 * 1. authorize: {WECHAT_OAUTH_AUTHORIZE_URL}?appid&redirect_uri&response_type=code&scope&state#wechat_redirect,
 *    first with scope `snsapi_base` (silent: no page is shown, the callback gets a code);
 * 2. code → token: GET {WECHAT_API_URL}/sns/oauth2/access_token?appid&secret&code&grant_type=authorization_code
 *    → `{ access_token, expires_in, refresh_token, openid, scope, is_snapshotuser?, unionid? }`
 *    or `{ errcode, errmsg }`;
 * 3. when the silent step finds no account: the same authorize with `snsapi_userinfo` (WeChat
 *    asks the student's consent), then GET {WECHAT_API_URL}/sns/userinfo?access_token&openid&lang=zh_CN
 *    → `{ openid, nickname, sex, province, city, country, headimgurl, privilege, unionid? }`.
 *
 * The same person has another openid in every WeChat app but one UnionID (when the apps share an
 * open-platform account): an identity whose UnionID is linked to an account signs in to it.
 */
export type ProviderId = (typeof LOGIN_PROVIDERS)[number];
export const PROVIDERS: readonly ProviderId[] = LOGIN_PROVIDERS;
/** The providers a student binds from account setting (the in-app one links itself by UnionID). */
export const BINDABLE_PROVIDERS = THIRD_PROVIDERS;

export interface ThirdProfile {
  providerUserId: string;
  unionId?: string | null;
  nickname?: string | null;
  avatar?: string | null;
}

interface Provider {
  id: ProviderId;
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
}

function configured(e: Env = env()): Provider[] {
  const list: Provider[] = [];
  if (e.OAUTH_WECHAT_CLIENT_ID && e.OAUTH_WECHAT_CLIENT_SECRET) {
    list.push({
      id: "wechat",
      clientId: e.OAUTH_WECHAT_CLIENT_ID,
      clientSecret: e.OAUTH_WECHAT_CLIENT_SECRET,
      authorizeUrl: e.OAUTH_WECHAT_AUTHORIZE_URL,
      tokenUrl: e.OAUTH_WECHAT_TOKEN_URL,
      userinfoUrl: e.OAUTH_WECHAT_USERINFO_URL,
    });
  }
  if (e.WECHAT_APP_ID && e.WECHAT_APP_SECRET) {
    list.push({
      id: WECHAT_IN_APP,
      clientId: e.WECHAT_APP_ID,
      clientSecret: e.WECHAT_APP_SECRET,
      authorizeUrl: e.WECHAT_OAUTH_AUTHORIZE_URL,
      tokenUrl: new URL("/sns/oauth2/access_token", e.WECHAT_API_URL).toString(),
      userinfoUrl: new URL("/sns/userinfo", e.WECHAT_API_URL).toString(),
    });
  }
  if (e.OAUTH_GITHUB_CLIENT_ID && e.OAUTH_GITHUB_CLIENT_SECRET) {
    list.push({
      id: "github",
      clientId: e.OAUTH_GITHUB_CLIENT_ID,
      clientSecret: e.OAUTH_GITHUB_CLIENT_SECRET,
      authorizeUrl: e.OAUTH_GITHUB_AUTHORIZE_URL,
      tokenUrl: e.OAUTH_GITHUB_TOKEN_URL,
      userinfoUrl: e.OAUTH_GITHUB_USERINFO_URL,
    });
  }
  return list;
}

export function providerById(id: string): Provider | null {
  return configured().find((p) => p.id === id) ?? null;
}

export interface OAuthState {
  p: ProviderId;
  /** redirect_uri used at authorize time, needed again for the token exchange. */
  ru: string;
  /** The page (path + query, same origin) to return to. */
  r: string;
  /** Set by user/genBindThird: the account the identity is to be linked to (a bind from account setting). */
  b?: number;
  /** WeChat in its browser: the scope asked (`base` silent first, then `userinfo` with consent). */
  s?: "base" | "userinfo";
}

type InAppScope = NonNullable<OAuthState["s"]>;

/** WeChat's web authorization address for `scope`, with a signed state; WeChat requires the #wechat_redirect. */
export function inAppAuthorizeUrl(p: Provider, scope: InAppScope, state: Omit<OAuthState, "p" | "s">): string {
  const url = new URL(p.authorizeUrl);
  url.searchParams.set("appid", p.clientId);
  url.searchParams.set("redirect_uri", state.ru);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("scope", scope === "base" ? "snsapi_base" : "snsapi_userinfo");
  url.searchParams.set("state", sealTicket("oauth-state", { ...state, p: WECHAT_IN_APP, s: scope } satisfies OAuthState, 600));
  url.hash = "wechat_redirect";
  return url.toString();
}

/**
 * The third-party login entries: `{ url, icon, type }` per configured provider for the page at
 * `pageUrl`. In WeChat's browser (`wechatBrowser`) WeChat sign-in is the in-app authorization
 * when it is configured, and the website's QR sign-in is left out there (it cannot be scanned
 * on the phone that shows it); elsewhere the in-app one is never offered (it works only in WeChat).
 */
export function loginEntries(pageUrl: string, wechatBrowser = false): Array<{ url: string; icon: string; type: ProviderId }> {
  let page: URL;
  try {
    page = new URL(pageUrl);
  } catch {
    return [];
  }
  if (page.protocol !== "http:" && page.protocol !== "https:") return [];
  const lang = page.pathname.split("/")[1] === "en" ? "en" : "cn";
  const back = new URLSearchParams(page.search);
  back.delete("login");
  back.delete("report");
  const returnTo = page.pathname + (back.toString() ? `?${back}` : "");
  const providers = configured();
  const inApp = wechatBrowser && providers.some((p) => p.id === WECHAT_IN_APP);
  const offered = providers.filter((p) => (p.id === WECHAT_IN_APP ? inApp : !(inApp && p.id === "wechat")));
  return offered.map((p) => {
    const redirectUri = `${page.origin}/${lang}/oauth/${p.id}/callback`;
    if (p.id === WECHAT_IN_APP) return { url: inAppAuthorizeUrl(p, "base", { ru: redirectUri, r: returnTo }), icon: "/icons/wechat.svg", type: p.id };
    const state = sealTicket("oauth-state", { p: p.id, ru: redirectUri, r: returnTo } satisfies OAuthState, 600);
    const url = new URL(p.authorizeUrl);
    if (p.id === "wechat") {
      url.searchParams.set("appid", p.clientId);
      url.searchParams.set("redirect_uri", redirectUri);
      url.searchParams.set("response_type", "code");
      url.searchParams.set("scope", "snsapi_login");
      url.searchParams.set("state", state);
      url.hash = "wechat_redirect";
    } else {
      url.searchParams.set("client_id", p.clientId);
      url.searchParams.set("redirect_uri", redirectUri);
      url.searchParams.set("scope", "read:user");
      url.searchParams.set("state", state);
    }
    return { url: url.toString(), icon: `/icons/${p.id}.svg`, type: p.id };
  });
}

export function openState(state: string | undefined | null): OAuthState | null {
  return openTicket<OAuthState>("oauth-state", state);
}

async function getJson(url: string, init?: RequestInit): Promise<Record<string, unknown>> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`provider answered ${res.status}`);
  return (await res.json()) as Record<string, unknown>;
}

/** WeChat's answers carry failures as `{ errcode, errmsg }` with HTTP 200. */
function wechatFailure(body: Record<string, unknown>): string | null {
  return typeof body.errcode === "number" && body.errcode !== 0 ? `${body.errcode} ${String(body.errmsg ?? "")}` : null;
}

/**
 * WeChat in its browser: the code of either scope for the student's openid (and UnionID when WeChat
 * gives it); with `snsapi_userinfo` also the nickname and avatar. A snapshot-mode visitor
 * (`is_snapshotuser: 1`, a page opened from a Moments preview) has a stand-in openid: refused.
 */
async function inAppProfile(p: Provider, code: string, scope: InAppScope): Promise<ThirdProfile> {
  const tokenUrl = new URL(p.tokenUrl);
  tokenUrl.searchParams.set("appid", p.clientId);
  tokenUrl.searchParams.set("secret", p.clientSecret);
  tokenUrl.searchParams.set("code", code);
  tokenUrl.searchParams.set("grant_type", "authorization_code");
  const token = await getJson(tokenUrl.toString());
  const failed = wechatFailure(token);
  if (failed || typeof token.access_token !== "string" || typeof token.openid !== "string") throw new Error(failed ?? "no token");
  if (token.is_snapshotuser === 1) throw new Error("snapshot-mode visitor");
  const unionId = typeof token.unionid === "string" ? token.unionid : null;
  if (scope === "base") return { providerUserId: token.openid, unionId };
  const infoUrl = new URL(p.userinfoUrl);
  infoUrl.searchParams.set("access_token", token.access_token);
  infoUrl.searchParams.set("openid", token.openid);
  infoUrl.searchParams.set("lang", "zh_CN");
  const info = await getJson(infoUrl.toString());
  const infoFailed = wechatFailure(info);
  if (infoFailed) throw new Error(infoFailed);
  return {
    providerUserId: token.openid,
    unionId: typeof info.unionid === "string" ? info.unionid : unionId,
    nickname: typeof info.nickname === "string" && info.nickname ? info.nickname : null,
    avatar: typeof info.headimgurl === "string" && info.headimgurl ? info.headimgurl : null,
  };
}

/** Exchanges an authorization code for the provider's profile of the user (`scope`: WeChat in its browser). */
export async function fetchProfile(p: Provider, code: string, redirectUri: string, scope: InAppScope = "userinfo"): Promise<ThirdProfile> {
  if (p.id === WECHAT_IN_APP) return inAppProfile(p, code, scope);
  if (p.id === "wechat") {
    const tokenUrl = new URL(p.tokenUrl);
    tokenUrl.searchParams.set("appid", p.clientId);
    tokenUrl.searchParams.set("secret", p.clientSecret);
    tokenUrl.searchParams.set("code", code);
    tokenUrl.searchParams.set("grant_type", "authorization_code");
    const token = await getJson(tokenUrl.toString());
    if (typeof token.access_token !== "string" || typeof token.openid !== "string") throw new Error(String(token.errmsg ?? "no token"));
    const infoUrl = new URL(p.userinfoUrl);
    infoUrl.searchParams.set("access_token", token.access_token);
    infoUrl.searchParams.set("openid", token.openid);
    const info = await getJson(infoUrl.toString());
    return {
      providerUserId: token.openid,
      unionId: (info.unionid ?? token.unionid ?? null) as string | null,
      nickname: (info.nickname as string) ?? null,
      avatar: (info.headimgurl as string) ?? null,
    };
  }
  const token = await getJson(p.tokenUrl, {
    method: "POST",
    headers: { accept: "application/json", "content-type": "application/json" },
    body: JSON.stringify({ client_id: p.clientId, client_secret: p.clientSecret, code, redirect_uri: redirectUri }),
  });
  if (typeof token.access_token !== "string") throw new Error(String(token.error_description ?? token.error ?? "no token"));
  const info = await getJson(p.userinfoUrl, {
    headers: { accept: "application/json", authorization: `Bearer ${token.access_token}`, "user-agent": "StudyNest" },
  });
  if (info.id === undefined || info.id === null) throw new Error("no user id");
  return {
    providerUserId: String(info.id),
    nickname: ((info.name as string) || (info.login as string)) ?? null,
    avatar: (info.avatar_url as string) ?? null,
  };
}

/** Stores (or refreshes) the identity; returns its row. */
export async function upsertIdentity(provider: ProviderId, profile: ThirdProfile) {
  const [existing] = await db()
    .select()
    .from(thirdPartyIdentities)
    .where(and(eq(thirdPartyIdentities.provider, provider), eq(thirdPartyIdentities.providerUserId, profile.providerUserId)))
    .limit(1);
  // The silent WeChat step knows no nickname or avatar (undefined): what was kept stays, and a
  // UnionID once known is not forgotten by an answer that leaves it out.
  const keepsProfile = profile.nickname === undefined && profile.avatar === undefined;
  const data = {
    unionId: profile.unionId ?? existing?.unionId ?? null,
    ...(keepsProfile && existing ? {} : { profile: { nickname: profile.nickname ?? null, avatar: profile.avatar ?? null } }),
    updatedAt: new Date(),
  };
  if (existing) {
    const [row] = await db().update(thirdPartyIdentities).set(data).where(eq(thirdPartyIdentities.id, existing.id)).returning();
    return row;
  }
  const [row] = await db()
    .insert(thirdPartyIdentities)
    .values({ provider, providerUserId: profile.providerUserId, ...data })
    .onConflictDoUpdate({ target: [thirdPartyIdentities.provider, thirdPartyIdentities.providerUserId], set: data })
    .returning();
  return row;
}

/**
 * An identity without an account whose UnionID another identity (another WeChat app: the website's
 * QR sign-in, the official account) already links to an account: linked to that account too.
 * Returns the identity as it is now.
 */
export async function linkByUnionId(identity: IdentityRow): Promise<IdentityRow> {
  if (identity.userId || !identity.unionId) return identity;
  const [linked] = await db()
    .select({ userId: thirdPartyIdentities.userId })
    .from(thirdPartyIdentities)
    .where(and(eq(thirdPartyIdentities.unionId, identity.unionId), isNotNull(thirdPartyIdentities.userId), ne(thirdPartyIdentities.id, identity.id)))
    .orderBy(thirdPartyIdentities.id)
    .limit(1);
  if (!linked?.userId || !(await linkIdentity(identity.id, linked.userId))) return identity;
  return (await identityById(identity.id)) ?? identity;
}

/** A ticket for `third/reg`: names an identity that has no account yet (30 minutes). */
export function thirdTicket(identityId: number): string {
  return sealTicket("third-reg", { i: identityId }, 30 * 60);
}
export function openThirdTicket(ticket: string | undefined | null): number | null {
  return openTicket<{ i: number }>("third-reg", ticket)?.i ?? null;
}

export async function linkIdentity(identityId: number, userId: number): Promise<boolean> {
  const [row] = await db().select().from(thirdPartyIdentities).where(eq(thirdPartyIdentities.id, identityId)).limit(1);
  if (!row) return false;
  if (row.userId && row.userId !== userId) return false;
  if (!row.userId) await db().update(thirdPartyIdentities).set({ userId, updatedAt: new Date() }).where(eq(thirdPartyIdentities.id, identityId));
  return true;
}

export async function identityById(identityId: number) {
  const [row] = await db().select().from(thirdPartyIdentities).where(eq(thirdPartyIdentities.id, identityId)).limit(1);
  return row ?? null;
}

export type IdentityRow = typeof thirdPartyIdentities.$inferSelect;

/** The user's identity at `provider`, or null when none is bound. */
export async function boundIdentity(userId: number, provider: string): Promise<{ id: number } | null> {
  const [row] = await db()
    .select({ id: thirdPartyIdentities.id })
    .from(thirdPartyIdentities)
    .where(and(eq(thirdPartyIdentities.userId, userId), eq(thirdPartyIdentities.provider, provider)))
    .limit(1);
  return row ?? null;
}

/** How many identities the user has bound besides `identityId` (unbinding the last way in is refused). */
export async function otherIdentityCount(userId: number, identityId: number): Promise<number> {
  const [{ others }] = await db()
    .select({ others: sql<number>`count(*)::int` })
    .from(thirdPartyIdentities)
    .where(and(eq(thirdPartyIdentities.userId, userId), sql`${thirdPartyIdentities.id} <> ${identityId}`));
  return others;
}

/** Detaches the identity from its account; the identity row stays for a later login or binding. */
export async function unlinkIdentity(identityId: number): Promise<void> {
  await db().update(thirdPartyIdentities).set({ userId: null, updatedAt: new Date() }).where(eq(thirdPartyIdentities.id, identityId));
}
