import { createCookie } from "@remix-run/node";
import { isWeChatBrowser } from "~/lib/wechat-share.server";
import type { SubmissionResult } from "@conform-to/react";
import type { ApiData } from "#core/contract";
import { callApi } from "~/lib/api.server";
import { DEFAULT_MOBILE_PREFIX, type Lang } from "#core/constants";
import { clearThirdParty } from "~/lib/cookies.server";
import { secureCookies } from "#core/env.server";
import { secrets } from "#core/secrets.server";
import type { ThirdPartyInfo } from "#core/user";
import { isView, LOGIN_VIEWS, type View } from "./views";

/**
 * Server side of the login dialog: what the root loader hands it (view, prefixes, third-party
 * entries, the outcome of a form posted without JavaScript), and the one-time cookie that
 * carries that outcome across the redirect.
 */
export interface LoginFlash {
  view: View;
  lastResult?: SubmissionResult<string[]> | null;
  /** A message to show in the dialog (server msg or a catalogue key in `key`). */
  notice?: { type: "error" | "success"; text?: string; key?: string } | null;
  /** Epoch ms of a successful code send (no-JS countdown). */
  sentAt?: number;
  /** Fields the view starts with (after a password reset: the account's e-mail or mobile). */
  values?: Record<string, string>;
}

let flashCookie: ReturnType<typeof createCookie> | undefined;
function flash() {
  flashCookie ??= createCookie("login_flash", {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies(),
    path: "/",
    maxAge: 120,
    secrets: [secrets().session],
  });
  return flashCookie;
}
export const writeLoginFlash = (f: LoginFlash) => flash().serialize(f);
export const clearLoginFlash = () => flash().serialize("", { maxAge: 0 });
async function readLoginFlash(request: Request): Promise<LoginFlash | null> {
  try {
    const v = (await flash().parse(request.headers.get("Cookie"))) as LoginFlash | null;
    return v && typeof v === "object" && isView(v.view) ? v : null;
  } catch {
    return null;
  }
}

/** A calling code as the dialog's chooser shows it. */
export type MobilePrefix = Pick<ApiData<"/rest/common/mobile/prefix">["list"][number], "id" | "mobilePrefix" | "name">;
export type ThirdEntry = ApiData<"/rest/user/client/third/loginType">["list"][number];

export interface LoginDialogData {
  view: View | null;
  report: string | null;
  /** Token without a mobile: the BindMobile view, which cannot be closed. */
  forced: boolean;
  prefixes: MobilePrefix[];
  third: ThirdEntry[];
  flash: LoginFlash | null;
  /** Third-party info of type 'error': the alert's message. */
  thirdError: string | null;
  /** Third-party info of type 'reg': the nickname to greet. */
  thirdName: string | null;
}

const DEFAULT_PREFIXES: MobilePrefix[] = [{ ...DEFAULT_MOBILE_PREFIX }];

async function prefixes(request: Request): Promise<MobilePrefix[]> {
  const r = await callApi("/rest/common/mobile/prefix", {}, { request, token: null });
  const list = r.ok ? r.data.list.map(({ id, mobilePrefix, name }) => ({ id, mobilePrefix, name })) : [];
  return list.length ? list : DEFAULT_PREFIXES;
}

async function thirdEntries(request: Request): Promise<ThirdEntry[]> {
  const url = new URL(request.url);
  // In WeChat's own browser, WeChat sign-in is WeChat's in-app authorization (no QR code).
  const wechatBrowser = isWeChatBrowser(request.headers.get("user-agent")) ? "1" : undefined;
  const r = await callApi("/rest/user/client/third/loginType", { url: url.toString(), wechatBrowser }, { request, token: null });
  return r.ok ? r.data.list : [];
}

const isStudentDialog = (v: string | null) => v === "cooperation" || v === "feedback";

/** For the root loader: the dialog's data, and cookies to set (flash and third-party error read once). */
export async function loginDialogData(
  request: Request,
  lang: Lang,
  user: { hasMobile: boolean } | null,
  thirdParty: ThirdPartyInfo | null,
): Promise<{ data: LoginDialogData; setCookies: string[] }> {
  const url = new URL(request.url);
  const setCookies: string[] = [];
  const flashValue = await readLoginFlash(request);
  if (flashValue) setCookies.push(await clearLoginFlash());

  let thirdError: string | null = null;
  if (thirdParty?.type === "error") {
    thirdError = thirdParty.info;
    setCookies.push(await clearThirdParty());
  }
  const asked = url.searchParams.get("login");
  let view: View | null = isView(asked) ? asked : null;
  let forced = false;
  if (user && !user.hasMobile) {
    view = "bindMobile";
    forced = true;
  } else if (user) {
    // Logged in: nothing to log in to; bindMobile stays open, as account setting's "change mobile".
    view = view === "bindMobile" ? view : null;
  } else if (thirdParty?.type === "reg" && (!view || view === "register")) {
    view = "register";
  } else if (view === "bindMobile") {
    view = "sms"; // binding needs a login
  } else if (!view && isStudentDialog(url.searchParams.get("dialog"))) {
    // A visitor asked for the cooperation or feedback dialog (a link, or the reload after a
    // session ended while sending): the login view, as the header's entries do.
    view = "sms";
  }
  const thirdName = thirdParty?.type === "reg" ? thirdParty.info.nickname : null;

  const data: LoginDialogData = {
    view,
    report: url.searchParams.get("report") ?? (view && !user && isStudentDialog(url.searchParams.get("dialog")) ? "1" : null),
    forced,
    prefixes: [],
    third: [],
    flash: flashValue && flashValue.view === view ? flashValue : null,
    thirdError,
    thirdName,
  };
  if (view) {
    const [p, t] = await Promise.all([
      view === "emailPwd" || view === "findByEmail" ? Promise.resolve(DEFAULT_PREFIXES) : prefixes(request),
      lang === "cn" && LOGIN_VIEWS.includes(view) ? thirdEntries(request) : Promise.resolve([]),
    ]);
    data.prefixes = p;
    data.third = t;
  }
  return { data, setCookies };
}
