import { createCookie } from "@remix-run/node";
import { callApi } from "./api.server";
import { readUser, writeToast } from "./cookies.server";
import { secureCookies } from "#core/env.server";
import { secrets } from "#core/secrets.server";

/**
 * Favourites through favorites/house/change. A visitor who taps the heart is sent
 * to the login dialog; the apartment waits in a short-lived signed cookie and is saved by the
 * next page loader that sees a logged-in user (the login action redirects back to the page).
 */
const FAVORITE_CHANGE = "/rest/building/client/favorites/house/change" as const;
const PENDING_SECONDS = 15 * 60;

let pendingCookie: ReturnType<typeof createCookie> | undefined;
function pending() {
  pendingCookie ??= createCookie("pending_fav", {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies(),
    path: "/",
    maxAge: PENDING_SECONDS,
    secrets: [secrets().session],
  });
  return pendingCookie;
}

export const isBuildingCode = (v: unknown): v is string => typeof v === "string" && /^[A-Za-z0-9_-]{1,40}$/.test(v);

export async function changeFavourite(request: Request, buildingCode: string, on: boolean) {
  return callApi(FAVORITE_CHANGE, { buildingCode, action: on ? "add" : "remove" }, { request });
}

export const rememberPendingFavourite = (buildingCode: string) => pending().serialize(buildingCode);

/**
 * For page loaders: when a logged-in user has a pending favourite, save it and return the
 * Set-Cookie headers that clear it and announce it. Errors leave the page untouched.
 */
export async function applyPendingFavourite(request: Request): Promise<Headers | undefined> {
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes("pending_fav=")) return undefined;
  try {
    const code = (await pending().parse(cookieHeader)) as unknown;
    const headers = new Headers();
    headers.append("Set-Cookie", await pending().serialize("", { maxAge: 0 }));
    if (!isBuildingCode(code)) return headers;
    if (!(await readUser(request))) return undefined; // still a visitor: keep it for after login
    const result = await changeFavourite(request, code, true);
    if (result.ok) headers.append("Set-Cookie", await writeToast({ type: "success", key: "discovery.fav.added" }));
    return headers;
  } catch (error) {
    if (error instanceof Response) throw error;
    return undefined;
  }
}

/**
 * For the login action: a favourite a visitor asked for is saved as the
 * login succeeds, with the new session's token, so the reloaded page announces it at once (a
 * page loader doing it would set the notice after the root loader had read the cookies, and it
 * showed one page late). Answers the Set-Cookie that clears it, and whether it was saved.
 */
export async function savePendingFavouriteAtLogin(request: Request, token: string): Promise<{ setCookie: string; saved: boolean } | null> {
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes("pending_fav=")) return null;
  try {
    const code = (await pending().parse(cookieHeader)) as unknown;
    const setCookie = await pending().serialize("", { maxAge: 0 });
    if (!isBuildingCode(code)) return { setCookie, saved: false };
    const result = await callApi(FAVORITE_CHANGE, { buildingCode: code, action: "add" }, { request, token });
    return { setCookie, saved: result.ok };
  } catch {
    return null;
  }
}

/** Merges Set-Cookie headers into a loader's response init. */
export function mergeHeaders(...list: (Headers | undefined)[]): Headers {
  const out = new Headers();
  for (const h of list) h?.forEach((value, key) => out.append(key, value));
  return out;
}
