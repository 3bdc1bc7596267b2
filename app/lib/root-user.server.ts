import type { UserInfo } from "#core/user";
import { callApi } from "./api.server";
import { readUser } from "./cookies.server";

/**
 * The signed-in student as the root data carries them (the header's menu and badge, the hearts,
 * the forms' defaults). One function for the root loader and for a signed-in page made from a
 * visitor's document (signed-in-pages.server.ts): both must hand the browser the same data, or
 * its hydration would disagree with the page.
 */
export function rootUserOf(user: UserInfo, serviceUnread: number, saved: readonly string[]) {
  return {
    userName: user.userName ?? null,
    avatar: user.avatar ?? null,
    mobile: user.mobile ?? null,
    /** The default of every mobile-prefix field the user fills in. */
    mobilePrefixId: user.mobilePrefixId ?? null,
    userCode: user.userCode ?? null,
    hasMobile: !!user.mobile,
    /** Adviser replies in the online service the student has not seen yet. */
    serviceUnread,
    /** Codes of the apartments the student saved (the hearts); kept by the API for a minute. */
    saved,
  };
}

export type RootUser = ReturnType<typeof rootUserOf>;

/** The saved apartments' codes of the request's student (none for a visitor or when the API cannot answer). */
export async function savedCodesOf(request: Request): Promise<string[]> {
  if (!(await readUser(request))) return [];
  const r = await callApi("/rest/building/client/favorites/house/codes", {}, { request });
  return r.ok ? [...r.data.list].sort() : [];
}
