import { randomBytes } from "node:crypto";
import { redirect } from "@remix-run/node";
import type { ApiData, ApiFields, ApiPath } from "#core/contract";
import { clientAddress, PEER_HEADER, peerHeaderValue } from "#core/client-ip.server";
import { CODE_NOT_LOGGED_IN, CODE_OK, REQUEST_TIMEOUT_MS, type Lang } from "#core/constants";
import { campaignFields } from "./attribution";
import { clearUser, readCampaign, readHooid, readUser, writeToast } from "./cookies.server";
import { keepDraft } from "./form-draft.server";
import { pageQuery } from "./links";
import { formOf } from "./form.server";
import { langOfUrl } from "#core/lang";
import { secrets } from "#core/secrets.server";
import { signFields, usesCommonSecret, type SignableFields } from "#core/sign";
import { transport } from "../api-transport.server";
import { reportApiCall } from "#core/request-context.server";

/**
 * The signing fetch wrapper: the only way the web tier reaches data.
 * It adds the shared request fields, drops null fields, signs, sends through the
 * transport (in-process, or HTTP to API_BASE_URL), times out after 30 s, and turns the
 * envelope into a typed result. Every outcome is a value: success, a refusal (code 1), an ended
 * session (code 3, `expired(result)`), no answer (code -1). What a route does with an ended
 * session is its own choice: `redirectIfExpired` turns it into the reload with the notice.
 */
export type ApiResult<T> = { ok: true; data: T; msg: string } | ApiFailure;
/** `unavailable`: the API answered HTTP 503 (its database is unreachable for now). */
export type ApiFailure = { ok: false; code: number; msg: string; unavailable?: boolean };

export type Fields = Record<string, string | number | boolean | null | undefined>;

declare const checkedForm: unique symbol;
/**
 * A form's fields sent as typed (`formFields` in applications.server.ts), for a form the page has
 * just checked with the schema the API applies to the same body: the one way past the
 * contract's field types, so a call built by hand must name every required field.
 */
export type FormFields = Fields & { readonly [checkedForm]: true };

export interface CallOptions {
  /** The incoming request: gives language, user token, visitor id, campaign and client IP. */
  request: Request;
  /** Override the token (e.g. right after login, before the cookie is sent back). */
  token?: string | null;
  /** Files (avatar upload): sent as multipart, not signed. */
  files?: Record<string, Blob>;
}

export async function sharedFields(request: Request, token?: string | null): Promise<SignableFields> {
  const url = new URL(request.url);
  const language: Lang = langOfUrl(url);
  const [user, hooid, campaign] = await Promise.all([readUser(request), readHooid(request), readCampaign(request)]);
  const ua = request.headers.get("user-agent") ?? "";
  return {
    language,
    hooid: hooid ?? undefined,
    deviceType: "pc",
    deviceId: hooid ?? undefined,
    apiVersion: "1.0",
    systemVersion: systemOf(ua),
    ...campaignFields(campaign),
    token: token === undefined ? user?.token : (token ?? undefined),
    timestamp: Date.now(),
    // The API accepts a writing call once per signToken (replay guard): two calls with the same
    // fields in the same millisecond must still differ.
    nonce: randomBytes(9).toString("base64url"),
  };
}

function systemOf(ua: string): string {
  if (/Windows/.test(ua)) return "windows";
  if (/Mac OS X/.test(ua)) return "macos";
  if (/Android/.test(ua)) return "android";
  if (/iPhone|iPad/.test(ua)) return "ios";
  if (/Linux/.test(ua)) return "linux";
  return "other";
}

/**
 * A signed call answering the API's raw Response, for the few endpoints that answer a file
 * instead of an envelope (operationHandbook/download); null when the API did not answer.
 */
export async function fetchApi<P extends ApiPath>(path: P, fields: ApiFields<P>, options: CallOptions): Promise<Response | null> {
  const init = await signedInit(path, fields, options);
  try {
    return await transport(path, init);
  } catch {
    return null;
  }
}

async function signedInit(path: string, fields: Fields, options: CallOptions): Promise<RequestInit> {
  const all: SignableFields = { ...(await sharedFields(options.request, options.token)) };
  for (const [k, v] of Object.entries(fields)) if (v !== null && v !== undefined) all[k] = v;
  const secret = usesCommonSecret(path) ? secrets().commonSign : secrets().sign;
  all.signToken = signFields(all, secret);

  let body: URLSearchParams | FormData;
  if (options.files) {
    const form = new FormData();
    for (const [k, v] of Object.entries(all)) if (v !== undefined && v !== null) form.set(k, String(v));
    for (const [k, f] of Object.entries(options.files)) form.set(k, f);
    body = form;
  } else {
    body = new URLSearchParams();
    for (const [k, v] of Object.entries(all)) if (v !== undefined && v !== null && v !== "") body.set(k, String(v));
  }
  const headers = new Headers();
  // The client, as the server in front vouched for it: to the in-process API in the keyed
  // header, to a remote API (API_BASE_URL, which trusts us as its proxy) as X-Forwarded-For.
  const ip = clientAddress(options.request);
  if (ip) {
    headers.set(PEER_HEADER, peerHeaderValue(ip));
    headers.set("x-forwarded-for", ip);
  }
  return { method: "POST", body, headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) };
}

/** A call to an endpoint of the contract: its fields' names and its answer's type come from core/contract. */
export async function callApi<P extends ApiPath>(path: P, fields: ApiFields<P> | FormFields, options: CallOptions): Promise<ApiResult<ApiData<P>>> {
  const init = await signedInit(path, fields, options);
  let envelope: { code: number; data: ApiData<P>; msg: string };
  let unavailable: boolean;
  const started = performance.now();
  try {
    const response = await transport(path, init);
    unavailable = response.status === 503;
    envelope = (await response.json()) as typeof envelope;
  } catch {
    reportApiCall(path, performance.now() - started, -1);
    return { ok: false, code: -1, msg: "" }; // network or timeout: callers show network_error_tip
  }
  reportApiCall(path, performance.now() - started, envelope.code);
  if (envelope.code === CODE_OK) return { ok: true, data: envelope.data, msg: envelope.msg ?? "" };
  return { ok: false, code: envelope.code, msg: envelope.msg ?? "", ...(unavailable ? { unavailable } : {}) };
}

/** The API answered code 3: the token the call carried is no longer a session (revoked, password changed, expired). */
export function expired(result: ApiResult<unknown>): result is ApiFailure & { code: typeof CODE_NOT_LOGGED_IN } {
  return !result.ok && result.code === CODE_NOT_LOGGED_IN;
}

/**
 * Where a route wants it: an ended session (code 3) becomes the reload that forgets the user and
 * shows the translated notice, thrown as Remix loaders and actions throw redirects; any other
 * result is handed back. `to` is the page to reload (default: the request's own page).
 */
export async function redirectIfExpired<R extends ApiResult<unknown>>(request: Request, result: R, to?: string): Promise<R> {
  if (expired(result)) throw await sessionExpired(request, to);
  return result;
}

/**
 * The reload after an ended session: forget the user and come back to the page, which shows the
 * translated notice. A form being sent is kept for after the login (form-draft.server.ts).
 */
export async function sessionExpired(request: Request, to?: string): Promise<Response> {
  const url = new URL(request.url);
  // The page's own query stays (which conversation, which post).
  const target = to ?? url.pathname + pageQuery(url);
  const headers = new Headers();
  const form = request.method === "GET" ? undefined : formOf(request);
  const draft = form ? await keepDraft(request, form, { user: (await readUser(request))?.userCode ?? null }) : null;
  if (draft) headers.append("Set-Cookie", draft);
  headers.append("Set-Cookie", await clearUser(request));
  headers.append("Set-Cookie", await writeToast({ type: "error", key: "session_expired" }));
  return redirect(target, { headers });
}

/**
 * For loaders: the data, or a thrown Response: the reload of an ended session
 * (redirectIfExpired), or a 404/503 the error boundary shows ("service busy" in the page's
 * language when the API or its database cannot answer).
 */
export async function loadOrThrow<P extends ApiPath>(path: P, fields: ApiFields<P>, options: CallOptions, notFoundOnCode1 = true): Promise<ApiData<P>> {
  const result = await redirectIfExpired(options.request, await callApi(path, fields, options));
  if (result.ok) return result.data;
  if (result.unavailable) throw new Response(result.msg || "Service busy", { status: 503, headers: { "Retry-After": "5" } });
  if (result.code === 1 && notFoundOnCode1) throw new Response(result.msg || "Not Found", { status: 404 });
  throw new Response(result.msg || "Service busy", { status: 503 });
}
