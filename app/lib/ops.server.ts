import { createCookie, redirect } from "@remix-run/node";
import type { ApiData, ApiFields, ApiPath } from "#core/contract";
import { CODE_NOT_LOGGED_IN, CODE_OK } from "#core/constants";
import { secureCookies } from "#core/env.server";
import cn from "~/locales/cn/ops";
import en from "~/locales/en/ops";
import { fetchApi } from "./api.server";
import type { OpsLang, OpsMe, OpsMessages } from "./ops";

/**
 * The console's server side: its own session cookie (apart from students', 12 hours like the
 * session it holds), its language (the staff member's choice, remembered on the account and in a
 * cookie for the sign-in page), and its calls to /rest/ops/* with the session.
 *
 * Both cookies have path "/", not "/ops": with JavaScript, Remix loads a page's data from
 * `<path>.data`, and the console's home `/ops` loads from `/ops.data`, which a cookie of path
 * "/ops" does not match (RFC 6265 path-match needs a "/" after the prefix). The browser then sent
 * no session, and a signed-in admin was sent back to /ops/login. The names keep them apart from
 * the students' cookies, and only the console's routes read them.
 */
export const OPS_COOKIE_PATH = "/";
const sessionCookie = createCookie("ops_session", { httpOnly: true, sameSite: "lax", path: OPS_COOKIE_PATH, maxAge: 12 * 3600 });
const langCookie = createCookie("ops_lang", { httpOnly: true, sameSite: "lax", path: OPS_COOKIE_PATH, maxAge: 365 * 86_400 });

const secure = () => ({ secure: secureCookies() });

export async function readStaffToken(request: Request): Promise<string | null> {
  const value = (await sessionCookie.parse(request.headers.get("Cookie")).catch(() => null)) as unknown;
  return typeof value === "string" && value ? value : null;
}
export const writeStaffToken = (token: string) => sessionCookie.serialize(token, secure());
export const clearStaffToken = () => sessionCookie.serialize("", { ...secure(), maxAge: 0 });
export const writeOpsLang = (lang: OpsLang) => langCookie.serialize(lang, secure());

/** The language before sign-in: the remembered choice, else the browser's preference. */
export async function requestOpsLang(request: Request): Promise<OpsLang> {
  const saved = (await langCookie.parse(request.headers.get("Cookie")).catch(() => null)) as unknown;
  if (saved === "cn" || saved === "en") return saved;
  const accept = request.headers.get("accept-language") ?? "";
  return /^\s*en/i.test(accept) ? "en" : "cn";
}

export const opsMessages = (lang: OpsLang): OpsMessages => (lang === "en" ? en : cn);

export type OpsResult<T> = { ok: true; data: T; msg: string } | { ok: false; code: number; msg: string };

/**
 * A /rest/ops/* call with the staff session and language. A refused session (code 3) is not the
 * student's: it never touches the student's cookies.
 */
export async function opsCall<P extends ApiPath>(
  path: P,
  fields: Omit<ApiFields<P>, "staffToken">,
  request: Request,
  lang: OpsLang,
  token?: string | null,
  /** Files of a multipart call (an apartment's photo). */
  files?: Record<string, Blob>,
): Promise<OpsResult<ApiData<P>>> {
  const staffToken = token === undefined ? await readStaffToken(request) : token;
  // The session is added here, so callers name only their own fields; the API refuses a call
  // without it. The call's field type includes staffToken, which `fields` (typed without it)
  // cannot show TypeScript, hence the cast of the whole.
  const all = { ...fields, language: lang, ...(staffToken ? { staffToken } : {}) } as unknown as ApiFields<P>;
  const res = await fetchApi(path, all, { request, token: null, files });
  if (!res) return { ok: false, code: -1, msg: opsMessages(lang).common.error };
  const body = (await res.json().catch(() => null)) as { code: number; data: ApiData<P>; msg: string } | null;
  if (!body) return { ok: false, code: -1, msg: opsMessages(lang).common.error };
  return body.code === CODE_OK ? { ok: true, data: body.data, msg: body.msg } : { ok: false, code: body.code, msg: body.msg };
}

/** The signed-in staff member, or a redirect to /ops/login (or to /ops/password while the password is someone else's). */
export async function requireStaff(request: Request): Promise<{ me: OpsMe; lang: OpsLang }> {
  const token = await readStaffToken(request);
  const lang = await requestOpsLang(request);
  if (!token) throw redirect("/ops/login");
  const me = await opsCall("/rest/ops/auth/me", { staffToken: token }, request, lang, token);
  if (!me.ok) {
    if (me.code === CODE_NOT_LOGGED_IN || me.code === 1) throw redirect("/ops/login", { headers: { "Set-Cookie": await clearStaffToken() } });
    throw new Response(me.msg, { status: 503 });
  }
  const path = new URL(request.url).pathname;
  if (me.data.mustChangePassword && path !== "/ops/password") throw redirect("/ops/password");
  return { me: me.data, lang: me.data.lang };
}

/** For a page: the signed-in staff member, with a refusal as a 403 when the role does not allow the page at all. */
export async function staffPage(request: Request, allowed: (me: OpsMe) => boolean) {
  const found = await requireStaff(request);
  if (!allowed(found.me)) throw new Response(opsMessages(found.lang).common.error, { status: 403 });
  return found;
}

/** A form's text field, trimmed ('' when absent). */
export function field(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === "string" ? v.trim() : "";
}

/**
 * An editor's fields at once, as they go to the API and back into the form when it is refused:
 * each trimmed, with the browser's CRLF line ends (textareas) made plain.
 */
export function fields<K extends string>(form: FormData, names: readonly K[]): Record<K, string> {
  return Object.fromEntries(names.map((name) => [name, field(form, name).replace(/\r\n?/g, "\n")])) as Record<K, string>;
}

/** Where a console form may send the browser back to: a console path on this site, else /ops. */
export function opsBack(value: string): string {
  // eslint-disable-next-line no-control-regex
  if (!value.startsWith("/") || value.startsWith("//") || /[\u0000-\u001f\u007f\\]/.test(value) || value.length > 2000) return "/ops";
  const url = new URL(value, "http://same-site.invalid");
  if (url.origin !== "http://same-site.invalid" || !/^\/ops(\/|$)/.test(url.pathname)) return "/ops";
  return url.pathname + url.search;
}
