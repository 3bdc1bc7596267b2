import { createCookie, type Cookie } from "@remix-run/node";
import { randomUUID } from "node:crypto";
import { DAY_SECONDS, MARKETING_COOKIE_DAYS, USER_COOKIE_DAYS } from "#core/constants";
import { secureCookies } from "#core/env.server";
import { secrets } from "#core/secrets.server";
import { isThirdPartyInfo, isUserInfo, type ThirdPartyInfo, type UserInfo } from "#core/user";

/**
 * The site's cookies: user (7 days), third-party info, campaign query (7 days),
 * a visitor id (hooid) and a one-time toast. All httpOnly, SameSite=Lax, Secure in production.
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
      secrets: signed ? [secrets().session] : undefined,
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

export async function readUser(request: Request): Promise<UserInfo | null> {
  const value = await parse(userCookie(), request);
  return isUserInfo(value) ? value : null;
}
export const writeUser = (user: UserInfo) => userCookie().serialize(user);
export const clearUser = () => userCookie().serialize("", { maxAge: 0 });

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
