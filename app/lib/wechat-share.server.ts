import { createHash, randomBytes } from "node:crypto";
import { env } from "#core/env.server";
import { sharedCached } from "#core/shared-cache.server";

/**
 * The WeChat JS-SDK's share configuration, signed on the server (the app secret never leaves
 * it). WeChat's documented steps:
 *
 * 1. access token: GET {api}/cgi-bin/token?grant_type=client_credential&appid=…&secret=…
 *    → `{ access_token, expires_in }` or `{ errcode, errmsg }`;
 * 2. jsapi ticket: GET {api}/cgi-bin/ticket/getticket?access_token=…&type=jsapi
 *    → `{ errcode: 0, errmsg: "ok", ticket, expires_in }`;
 * 3. signature: SHA-1 of `jsapi_ticket=…&noncestr=…&timestamp=…&url=…` (keys in that order,
 *    values unescaped, the page URL without its #fragment).
 *
 * Both the token and the ticket live 7,200 s and WeChat caps how often they may be fetched, so
 * they are cached (in Redis when REDIS_URL is set, so every instance shares one token: a token
 * fetched by one instance would otherwise invalidate the others') and renewed before they end.
 */
export interface WeChatShareConfig {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
}

export class WeChatError extends Error {}

/** Renew this long before WeChat's expiry, so a cached value is never used after it ended. */
const RENEW_EARLY_S = 300;

/** The official account's id and secret, or null when the share is not configured. */
export function wechatCredentials(): { appId: string; secret: string } | null {
  const e = env();
  return e.WECHAT_APP_ID && e.WECHAT_APP_SECRET ? { appId: e.WECHAT_APP_ID, secret: e.WECHAT_APP_SECRET } : null;
}

/** WeChat's in-app browser names itself in the user agent. */
export function isWeChatBrowser(userAgent: string | null | undefined): boolean {
  return /MicroMessenger/i.test(userAgent ?? "");
}

async function wechatGet(path: string, query: Record<string, string>): Promise<Record<string, unknown>> {
  const url = new URL(path, env().WECHAT_API_URL);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  let body: Record<string, unknown>;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    if (!res.ok) throw new WeChatError(`WeChat ${path}: HTTP ${res.status}`);
    body = (await res.json()) as Record<string, unknown>;
  } catch (e) {
    throw e instanceof WeChatError ? e : new WeChatError(`WeChat ${path}: ${(e as Error).message}`);
  }
  if (typeof body.errcode === "number" && body.errcode !== 0) throw new WeChatError(`WeChat ${path}: ${body.errcode} ${String(body.errmsg ?? "")}`);
  return body;
}

/**
 * A value WeChat hands out for `expires_in` seconds, kept (in the shared cache) until a little
 * before it ends. One fetch per process at a time (the cache's single flight): WeChat counts every
 * token request against a daily cap. Redis down: fetched, used once, not kept.
 */
async function cachedExpiring(key: string, load: () => Promise<{ value: string; expiresIn: number }>): Promise<string> {
  const keepMs = ({ expiresIn }: { expiresIn: number }) => Math.max(expiresIn / 2, expiresIn - RENEW_EARLY_S) * 1000;
  const { value } = await sharedCached(key, 0, load, { ttlOf: keepMs });
  return value;
}

async function accessToken(appId: string, secret: string): Promise<string> {
  return cachedExpiring(`wechat:token:${appId}`, async () => {
    const body = await wechatGet("/cgi-bin/token", { grant_type: "client_credential", appid: appId, secret });
    if (typeof body.access_token !== "string") throw new WeChatError("WeChat /cgi-bin/token: no access_token");
    return { value: body.access_token, expiresIn: Number(body.expires_in) || 7_200 };
  });
}

async function jsapiTicket(appId: string, secret: string): Promise<string> {
  return cachedExpiring(`wechat:ticket:${appId}`, async () => {
    const body = await wechatGet("/cgi-bin/ticket/getticket", { access_token: await accessToken(appId, secret), type: "jsapi" });
    if (typeof body.ticket !== "string") throw new WeChatError("WeChat /cgi-bin/ticket/getticket: no ticket");
    return { value: body.ticket, expiresIn: Number(body.expires_in) || 7_200 };
  });
}

/** WeChat's signature of a page URL (its #fragment dropped) with a ticket, a nonce and a timestamp in seconds. */
export function jsapiSignature(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  const page = url.split("#")[0];
  return createHash("sha1").update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${page}`).digest("hex");
}

/** The signed configuration for `pageUrl`, or null when WeChat is not configured. */
export async function shareConfig(pageUrl: string): Promise<WeChatShareConfig | null> {
  const creds = wechatCredentials();
  if (!creds) return null;
  const ticket = await jsapiTicket(creds.appId, creds.secret);
  const nonceStr = randomBytes(12).toString("base64url");
  const timestamp = Math.floor(Date.now() / 1000);
  return { appId: creds.appId, timestamp, nonceStr, signature: jsapiSignature(ticket, nonceStr, timestamp, pageUrl) };
}
