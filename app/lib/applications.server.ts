import { randomUUID } from "node:crypto";
import { data, redirect } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import type { ApiData } from "#core/contract";
import { callApi, type ApiResult, type FormFields } from "./api.server";
import { DEFAULT_LANG, type Lang } from "#core/constants";
import { clearUser, readUser, writeToast, writeUser, type Toast } from "./cookies.server";
import { getFixedT } from "./i18n.server";
import { isLang } from "#core/lang";
import { loginHref, pageQuery } from "./links";
import { readForm } from "./form.server";
import { FORM_BODY_LIMIT } from "#core/body";
import { keepDraft } from "./form-draft.server";
import type { UserInfo } from "#core/user";

/**
 * Server glue of the student area: who the user is, request ids for idempotent
 * submits, the honeypot, and turning an API answer into a form result or a redirect + toast.
 */
/** A route's language, or a 404 for a `lang` param that names none (student pages and their actions). */
export function requireLang(params: { lang?: string }): Lang {
  if (!isLang(params.lang)) throw new Response("Not Found", { status: 404 });
  return params.lang;
}

/**
 * The logged-in user, or a redirect to the same page with the login dialog open
 * (`?login=sms&report=1`): after logging in the dialog closes on the page the visitor wanted.
 * A form sent after the session ended is kept for after the login (form-draft.server.ts).
 */
export async function requireStudent(request: Request): Promise<UserInfo> {
  const user = await readUser(request);
  if (user) return user;
  const url = new URL(request.url);
  if (request.method !== "GET") {
    // Drafts come from text forms of a declared, allowed size (what browsers send); an upload or
    // an oversized body is not read for one: the login prompt as before.
    const text = request.headers.get("content-type")?.startsWith("application/x-www-form-urlencoded");
    const length = Number(request.headers.get("content-length") ?? NaN);
    const draft = text && length <= FORM_BODY_LIMIT ? await keepDraft(request, await readForm(request)) : null;
    // The page's own query stays (which conversation, which post).
    throw redirect(loginHref(url.pathname, pageQuery(url), 1), draft ? { headers: { "Set-Cookie": draft } } : undefined);
  }
  // Already asking to log in: answer 401, whose boundary shows the page frame under the dialog.
  if (url.searchParams.has("login")) throw new Response("Unauthorized", { status: 401 });
  throw redirect(loginHref(url.pathname, url.search, 1));
}

/** One id per rendered form; a repeated submit of it answers the first record (api/platform/idempotency.ts). */
export const newRequestId = () => randomUUID();

/** Name of the hidden field people leave empty and form-filling bots do not. */
export const HONEYPOT_FIELD = "website";
export function isBot(form: FormData): boolean {
  const v = form.get(HONEYPOT_FIELD);
  return typeof v === "string" && v.length > 0;
}

/** Only same-site paths (app/lib/safe-redirect.ts, the site's one rule). */
export { safeBack } from "./safe-redirect";

/** A path with query parameters removed or set. */
export function withParams(path: string, set: Record<string, string | null>): string {
  const url = new URL(path, "http://x");
  for (const [k, v] of Object.entries(set)) {
    if (v === null) url.searchParams.delete(k);
    else url.searchParams.set(k, v);
  }
  return url.pathname + url.search;
}

/**
 * Form fields as API fields, for a form already checked with the schema the API applies: strings
 * only (files are sent separately), honeypot and conform internals dropped.
 */
export function formFields(form: FormData, drop: string[] = []): FormFields {
  const out = {} as FormFields;
  for (const [k, v] of form.entries()) {
    if (typeof v !== "string" || k === HONEYPOT_FIELD || k.startsWith("__") || drop.includes(k)) continue;
    out[k] = v;
  }
  return out;
}

/** The message of a failed call: the server's `msg`, else network_error_tip / the fallback key. */
export function failureText(result: Extract<ApiResult<unknown>, { ok: false }>, lang: Lang, fallbackKey = "submit_fail"): string {
  const t = getFixedT(lang);
  if (result.code === -1) return t("network_error_tip");
  return result.msg || t(fallbackKey);
}

export interface FormActionData {
  result: SubmissionResult<string[]>;
  /** A refusal from the server, already in the page's language. */
  message?: string;
  /** `toast`: the call answered a non-zero code; `alert`: it did not answer (network, timeout). */
  kind?: "toast" | "alert";
  /** The page the form was sent from (a no-JS answer keeps it for the next send). */
  back?: string;
  /** The session ended while sending (API code 3): alert `message`, keep the typed form, reload. */
  expired?: boolean;
  /**
   * Sent too often from here: show the picture check under the typed form
   * (form-check.server.ts): a new picture each round, and why the last letters were refused.
   */
  check?: { round: string; error?: string };
}

/** 400 with conform's result (and a server message for the form as a whole). */
export function formError(result: SubmissionResult<string[]>, message?: string, kind?: "toast" | "alert", back?: string) {
  return data<FormActionData>({ result, message, kind, ...(back ? { back } : {}) }, { status: 400 });
}

/**
 * A dialog form sent after the session ended (no user cookie, or the API answered code 3):
 * 401 with the typed values, the translated notice and the cookie cleared. With JavaScript the
 * form alerts, keeps the draft and reloads; without, the page shows the form again,
 * filled, under a login prompt, and `draftCookie` keeps it across the login.
 */
export async function sessionExpiredReply(result: SubmissionResult<string[]>, message: string, back: string, draftCookie: string | null | undefined, request: Request) {
  const headers = new Headers();
  headers.append("Set-Cookie", await clearUser(request));
  // A no-JS post: the typed fields also wait for after the login (form-draft.server.ts).
  if (draftCookie) headers.append("Set-Cookie", draftCookie);
  return data<FormActionData>({ result, message, kind: "alert", back, expired: true }, { status: 401, headers });
}

export async function redirectWithToast(to: string, toast: Toast, init?: { user: UserInfo; request: Request }): Promise<Response> {
  const headers = new Headers();
  headers.append("Set-Cookie", await writeToast(toast));
  if (init) headers.append("Set-Cookie", await writeUser(init.user, init.request));
  return redirect(to, { headers });
}

/**
 * The user cookie's value after an answer carrying the user info (profile update, password
 * change): its user fields only (not the profile's), its token included (a password change
 * issues a new one).
 */
export function cookieUser(fresh: UserInfo): UserInfo {
  const { avatar, email, mobile, mobilePrefix, mobilePrefixId, pwdAction, realName, token, userCode, userName } = fresh;
  return { avatar, email, mobile, mobilePrefix, mobilePrefixId, pwdAction, realName, token, userCode, userName };
}

/** A calling code (iso2 serves the nationality choices). */
export type PrefixItem = ApiData<"/rest/common/mobile/prefix">["list"][number];
/** The mobile-prefix list, empty when the call fails (a silent failure). */
export async function mobilePrefixes(request: Request): Promise<PrefixItem[]> {
  const r = await callApi("/rest/common/mobile/prefix", {}, { request });
  return r.ok ? r.data.list : [];
}

export { DEFAULT_LANG };
