import { createCookie, type Cookie } from "@remix-run/node";
import { randomUUID } from "node:crypto";
import { DAY_SECONDS, MARKETING_COOKIE_DAYS, USER_COOKIE_DAYS } from "#core/constants";
import { secureCookies } from "#core/env.server";
import { secrets } from "#core/secrets.server";
import { isThirdPartyInfo, isUserInfo, type ThirdPartyInfo, type UserInfo } from "#core/user";
import { dropSession, loadSession, newSessionId, saveSession, SESSION_ID } from "./session-store.server";

/**
 * The site's cookies: user (7 days: an opaque session id, the session itself on the server),
 * third-party info, campaign query (7 days), a visitor id (hooid) and a one-time toast. All
 * httpOnly, SameSite=Lax, Secure in production. Signed cookies accept every secret of
 * SESSION_SECRET's list and are signed with its first (rotation).
 */
const made = new Map<string, Cookie>();

function cookie(name: string, maxAgeDays: number | undefined, signed: boolean): Cookie {
  const key = `${name}:${signed}`;
  let c = made.get(key);
  if (!c) {
    c = createCookie(name, {
      httpOnly: true,
      sameSite: "lax",
      secure: secureCookies(),
      path: "/",
      maxAge: maxAgeDays === undefined ? undefined : maxAgeDays * DAY_SECONDS,
      secrets: signed ? secrets().sessionSecrets : undefined,
    });
    made.set(key, c);
  }
  return c;
}

const userCookie = () => cookie("user", USER_COOKIE_DAYS, true);
const thirdCookie = () => cookie("third_info", 1, true);
const campaignCookie = () => cookie("campaign", MARKETING_COOKIE_DAYS, true);
const hooidCookie = () => cookie("hooid", 365, false);
const toastCookie = () => cookie("toast", undefined, true);

async function parse(c: Cookie, request: Request): Promise<unknown> {
  try {
    return await c.parse(request.headers.get("Cookie"));
  } catch {
    return null; // a tampered or malformed cookie counts as absent: a bad cookie never fails a page
  }
}

/** The session id the request's `user` cookie names (an old cookie that carried the user itself names none). */
async function sessionIdOf(request: Request): Promise<string | null> {
  const value = await parse(userCookie(), request);
  return typeof value === "string" && SESSION_ID.test(value) ? value : null;
}

// A page reads the user several times (root, route, actions): one store read per request.
const readByRequest = new WeakMap<Request, Promise<UserInfo | null>>();

/** The signed-in student of the request's session (token, names, contact details), or null. */
export function readUser(request: Request): Promise<UserInfo | null> {
  let found = readByRequest.get(request);
  if (!found) {
    found = (async () => {
      const id = await sessionIdOf(request);
      const stored = id ? await loadSession(id) : null;
      if (!stored) return null;
      try {
        const value = JSON.parse(stored) as unknown;
        return isUserInfo(value) ? value : null;
      } catch {
        return null;
      }
    })();
    readByRequest.set(request, found);
  }
  return found;
}

const sessionExpiry = () => new Date(Date.now() + USER_COOKIE_DAYS * DAY_SECONDS * 1000);

/**
 * A new session for a sign-in (login, registration, binding, OAuth): the request's previous
 * session, if any, ends, so an id planted in a browser before the sign-in is worth nothing after it.
 */
export async function signIn(user: UserInfo, request: Request): Promise<string> {
  const old = await sessionIdOf(request);
  if (old) await dropSession(old);
  const id = newSessionId();
  await saveSession(id, JSON.stringify(user), sessionExpiry());
  readByRequest.delete(request);
  return userCookie().serialize(id);
}

/** The signed-in user's details changed (profile, password): kept in the same session, or a new one when there is none. */
export async function writeUser(user: UserInfo, request?: Request): Promise<string> {
  const id = (request && (await sessionIdOf(request))) || newSessionId();
  await saveSession(id, JSON.stringify(user), sessionExpiry());
  if (request) readByRequest.delete(request);
  return userCookie().serialize(id);
}

/** Sign-out or an ended session: the server's copy is deleted and the cookie cleared. */
export async function clearUser(request?: Request): Promise<string> {
  const id = request ? await sessionIdOf(request) : null;
  if (id) await dropSession(id);
  return userCookie().serialize("", { maxAge: 0 });
}

export async function readThirdParty(request: Request): Promise<ThirdPartyInfo | null> {
  const value = await parse(thirdCookie(), request);
  return isThirdPartyInfo(value) ? value : null;
}
export const writeThirdParty = (info: ThirdPartyInfo) => thirdCookie().serialize(info);
export const clearThirdParty = () => thirdCookie().serialize("", { maxAge: 0 });

export type Campaign = Record<string, string>;
export async function readCampaign(request: Request): Promise<Campaign> {
  const value = await parse(campaignCookie(), request);
  return value && typeof value === "object" ? (value as Campaign) : {};
}
export const writeCampaign = (c: Campaign) => campaignCookie().serialize(c);

/** A stable anonymous visitor id, sent as hooid/deviceId with every API call. */
export async function readHooid(request: Request): Promise<string | null> {
  const value = await parse(hooidCookie(), request);
  return typeof value === "string" && /^[\w-]{8,64}$/.test(value) ? value : null;
}
export const newHooid = () => randomUUID();
export const writeHooid = (id: string) => hooidCookie().serialize(id);

export interface Toast {
  type: "success" | "error" | "info";
  /** A catalogue key, or a message already in the page's language. */
  key?: string;
  text?: string;
}
export async function readToast(request: Request): Promise<Toast | null> {
  const value = (await parse(toastCookie(), request)) as Toast | null;
  return value && typeof value === "object" && (value.key || value.text) ? value : null;
}
export const writeToast = (t: Toast) => toastCookie().serialize(t);
export const clearToast = () => toastCookie().serialize("", { maxAge: 0 });
