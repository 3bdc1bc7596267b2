import { and, eq, sql } from "drizzle-orm";
import { THIRD_PROVIDERS } from "#core/constants";
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
 */
export type ProviderId = (typeof THIRD_PROVIDERS)[number];
export const PROVIDERS: readonly ProviderId[] = THIRD_PROVIDERS;

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
}

/** The third-party login entries: `{ url, icon, type }` per configured provider for the page at `pageUrl`. */
export function loginEntries(pageUrl: string): Array<{ url: string; icon: string; type: ProviderId }> {
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
  return configured().map((p) => {
    const redirectUri = `${page.origin}/${lang}/oauth/${p.id}/callback`;
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

/** Exchanges an authorization code for the provider's profile of the user. */
export async function fetchProfile(p: Provider, code: string, redirectUri: string): Promise<ThirdProfile> {
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
  const data = { unionId: profile.unionId ?? null, profile: { nickname: profile.nickname, avatar: profile.avatar }, updatedAt: new Date() };
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
