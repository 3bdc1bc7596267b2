import { data, redirect } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import type { z } from "zod";
import type { SubmissionResult } from "@conform-to/react";
import { callApi, redirectIfExpired, type ApiResult } from "~/lib/api.server";
import type { Lang } from "#core/constants";
import { clearThirdParty, readThirdParty, readUser, signIn, writeToast } from "~/lib/cookies.server";
import { getFixedT } from "~/lib/i18n.server";
import { savePendingFavouriteAtLogin } from "~/lib/favourites.server";
import { isUserInfo, type UserInfo } from "#core/user";
import { readCaptchaId, clearCaptchaId } from "./captcha.server";
import { writeLoginFlash, type LoginFlash } from "./login.server";
import { codeChannel, isView, SECRET_FIELDS, sendCodeSchema, submitSchemas, type View } from "./views";
import { readForm } from "~/lib/form.server";
import { safeRedirect } from "~/lib/safe-redirect";

/**
 * The login dialog's action (POST /{lang}/login). Every view posts here, with or without
 * JavaScript:
 * - with JavaScript (`_js=1`, a fetcher) it answers JSON: `{ ok, lastResult, message, … }`;
 * - without, it redirects back to the page, carrying the outcome in a one-time cookie, and on
 *   success sets the user cookie and a toast.
 * `intent=sendCode` sends a code (captcha token with JS, the 4-letter image code without).
 */
export interface LoginActionData {
  ok: boolean;
  intent: "submit" | "sendCode";
  lastResult?: SubmissionResult<string[]> | null;
  /** Text already in the page's language. */
  message?: string;
  /** After success: where to go, and the view to move to (retrieval → password login). */
  redirectTo?: string;
  next?: View;
  /** Fields the next view starts with (the e-mail or mobile a password was just reset for). */
  values?: Record<string, string>;
  reloadDelay?: number;
}

/** The site's one safe-redirect rule (app/lib/safe-redirect.ts). */
export { safeRedirect } from "~/lib/safe-redirect";

/** The page behind the dialog: the same URL without login, report. */
export function pageWithout(to: string): string {
  const url = new URL(to, "http://x");
  url.searchParams.delete("login");
  url.searchParams.delete("report");
  return url.pathname + (url.search ? url.search : "");
}
function pageWith(to: string, view: View): string {
  const url = new URL(pageWithout(to), "http://x");
  url.searchParams.set("login", view);
  return url.pathname + url.search;
}

/** A view's name with the value its schema parsed. */
type SubmitValue = { [V in View]: { view: V; v: z.output<(typeof submitSchemas)[V]> } }[View];

export async function loginAction(request: Request, lang: Lang) {
  const t = getFixedT(lang);
  const form = await readForm(request, { lang, resource: true });
  const js = form.get("_js") === "1";
  const view = form.get("view");
  const back = pageWithout(safeRedirect(form.get("redirectTo"), `/${lang}/`));
  if (!isView(view)) throw new Response("Bad Request", { status: 400 });
  const intent = form.get("intent") === "sendCode" ? "sendCode" : "submit";

  const fail = async (message: string, lastResult: SubmissionResult<string[]> | null, extra: Partial<LoginFlash> = {}) => {
    if (js) return data<LoginActionData>({ ok: false, intent, lastResult, message }, { status: 400 });
    const flash: LoginFlash = { view, lastResult, notice: message ? { type: "error", text: message } : null, ...extra };
    throw redirect(pageWith(back, view), { headers: { "Set-Cookie": await writeLoginFlash(flash) } });
  };
  const apiMessage = (r: Extract<ApiResult<unknown>, { ok: false }>) => (r.code === -1 ? t("network_error_tip") : r.msg || t("other_error_tip"));

  // --- sending a code ---------------------------------------------------------------------------
  if (intent === "sendCode") {
    const channel = codeChannel(view);
    if (!channel) throw new Response("Bad Request", { status: 400 });
    const submission = parseWithZod(form, { schema: sendCodeSchema(view, js) });
    if (submission.status !== "success") return fail("", submission.reply({ hideFields: SECRET_FIELDS }));
    // What sendCodeSchema requires: the channel's target, and the captcha of the page's kind.
    const value = submission.value as ({ email: string } | { mobilePrefixId: number; mobile: string }) & { captchaToken?: string; imageCode?: string };
    const headers = new Headers();
    let captchaToken = value.captchaToken ?? "";
    if (!js) {
      const captchaId = await readCaptchaId(request);
      headers.append("Set-Cookie", await clearCaptchaId());
      const checked = captchaId
        ? await callApi("/rest/common/captcha/check", { captchaId, answer: value.imageCode ?? "" }, { request })
        : null;
      if (!checked || !checked.ok) {
        const msg = checked && !checked.ok ? apiMessage(checked) : t("captcha_required");
        return fail("", submission.reply({ fieldErrors: { imageCode: [msg] }, hideFields: SECRET_FIELDS }));
      }
      captchaToken = checked.data.captchaToken;
    }
    const sent =
      "email" in value
        ? await callApi("/rest/common/verifyCode/email", { email: value.email, senceId: channel.scene, captchaToken }, { request })
        : await callApi(
            "/rest/common/sms/verifyCode",
            { mobilePrefixId: value.mobilePrefixId, mobile: value.mobile, senceId: channel.scene, captchaToken },
            { request },
          );
    if (!sent.ok) return fail(apiMessage(sent), submission.reply({ hideFields: SECRET_FIELDS }));
    const message = t(channel.channel === "email" ? "emailCode_sent_tip" : "smsCode_sent_tip");
    if (js) return data<LoginActionData>({ ok: true, intent, message });
    const flash: LoginFlash = {
      view,
      lastResult: submission.reply({ resetForm: false, hideFields: SECRET_FIELDS }),
      notice: { type: "success", text: message },
      sentAt: Date.now(),
    };
    // A success reply carries no values; keep what was typed so the form comes back filled.
    flash.lastResult = {
      initialValue: "email" in value ? { mobilePrefixId: "", mobile: "", email: value.email } : { mobilePrefixId: String(value.mobilePrefixId), mobile: value.mobile, email: "" },
    };
    headers.append("Set-Cookie", await writeLoginFlash(flash));
    throw redirect(pageWith(back, view), { headers });
  }

  // --- submitting a view ------------------------------------------------------------------------
  const submission = parseWithZod(form, { schema: submitSchemas[view] });
  if (submission.status !== "success") return fail("", submission.reply({ hideFields: SECRET_FIELDS }));
  // The value its view's schema parsed, typed by the view (parseWithZod types it by the union of all).
  const submitted = { view, v: submission.value } as SubmitValue;
  // Logins, registration and binding answer the user; retrieval answers null.
  let result: ApiResult<UserInfo | null>;
  switch (submitted.view) {
    case "sms":
    case "register": {
      const { mobilePrefixId, mobile, verifyCode } = submitted.v;
      const third = submitted.view === "register" ? await readThirdParty(request) : null;
      const thirdToken = third?.type === "reg" ? third.info.thirdToken : undefined;
      result = thirdToken
        ? await callApi("/rest/user/client/third/reg", { mobilePrefixId, mobile, verifyCode, registerSource: "web", thirdToken }, { request, token: null })
        : await callApi("/rest/user/client/login", { loginType: "1", mobilePrefixId, mobile, verifyCode }, { request, token: null });
      break;
    }
    case "mobilePwd": {
      const { mobilePrefixId, mobile, password } = submitted.v;
      result = await callApi("/rest/user/client/login", { loginType: "2", mobilePrefixId, mobile, password }, { request, token: null });
      break;
    }
    case "emailPwd": {
      const { email, password } = submitted.v;
      result = await callApi("/rest/user/client/login", { loginType: "3", email, password }, { request, token: null });
      break;
    }
    case "bindMobile": {
      const { mobilePrefixId, mobile, verifyCode } = submitted.v;
      const user = await readUser(request);
      result = await callApi("/rest/user/client/user/bindMobile", { mobilePrefixId, mobile, verifyCode }, { request, token: user?.token ?? null });
      break;
    }
    case "findBySms": {
      const { mobilePrefixId, mobile, verifyCode, newPassword } = submitted.v;
      result = await callApi("/rest/user/client/retrivePwd/mobile", { mobilePrefixId, mobile, verifyCode, newPassword }, { request, token: null });
      break;
    }
    case "findByEmail": {
      const { email, verifyCode, newPassword } = submitted.v;
      result = await callApi("/rest/user/client/retrivePwd/email", { email, verifyCode, newPassword }, { request, token: null });
      break;
    }
  }
  // An ended session (binding with a revoked token): the page behind the dialog reloads as a visitor.
  result = await redirectIfExpired(request, result, back);
  if (!result.ok) return fail(apiMessage(result), submission.reply({ hideFields: SECRET_FIELDS }));

  // Retrieval: show the server's message and move to the matching password view.
  if (view === "findBySms" || view === "findByEmail") {
    const next: View = view === "findBySms" ? "mobilePwd" : "emailPwd";
    const message = result.msg || t("retrieve_password_succeed");
    // The password view opens with the account filled in.
    const values: Record<string, string> =
      submitted.view === "findByEmail"
        ? { email: submitted.v.email }
        : submitted.view === "findBySms"
          ? { mobile: submitted.v.mobile, mobilePrefixId: String(submitted.v.mobilePrefixId) }
          : {};
    if (js) return data<LoginActionData>({ ok: true, intent, message, next, values });
    const flash: LoginFlash = { view: next, notice: { type: "success", text: message }, values };
    throw redirect(pageWith(back, next), { headers: { "Set-Cookie": await writeLoginFlash(flash) } });
  }

  // Login, register, bind: store the user and reload the page.
  const user = result.data;
  if (!isUserInfo(user)) return fail(t("other_error_tip"), submission.reply({ hideFields: SECRET_FIELDS }));
  const headers = new Headers();
  headers.append("Set-Cookie", await signIn(user, request));
  if (view === "register") headers.append("Set-Cookie", await clearThirdParty());
  const key = view === "bindMobile" ? "bind_succeed" : "login_succeed";
  const favourite = view === "bindMobile" ? null : await savePendingFavouriteAtLogin(request, user.token);
  if (favourite) headers.append("Set-Cookie", favourite.setCookie);
  headers.append("Set-Cookie", await writeToast({ type: "success", key: favourite?.saved ? "ux.favSavedAtLogin" : key }));
  if (js) {
    return data<LoginActionData>(
      { ok: true, intent, message: t(key), redirectTo: back, reloadDelay: view === "bindMobile" || view === "register" ? 200 : 0 },
      { headers },
    );
  }
  throw redirect(back, { headers });
}
