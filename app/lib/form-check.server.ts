import { randomUUID } from "node:crypto";
import { data } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { readCaptchaId } from "~/components/login-dialog/captcha.server";
import type { Lang } from "#core/constants";
import { FORM_GUARD_KEY } from "#core/messages/form-guard";
import { callApi, type ApiResult } from "./api.server";
import { getFixedT } from "./i18n.server";
import type { FormActionData } from "./applications.server";

/**
 * The picture check of the open forms (find-a-house, academic-year booking, feedback,
 * cooperation). After a burst from one address or account the API refuses a send until the
 * sender passes it (api/platform/form-guard.ts); the action then answers the filled form with the check
 * under it (`check`): the 4-letter picture of /{lang}/login/captcha?kind=image, whose id a
 * short-lived cookie keeps, and a field for the letters. The next send carries the letters;
 * `formCheckToken` turns them into the token the API spends. Plain HTML, so it works the same
 * with and without JavaScript.
 */
export const CHECK_FIELD = "imageCode";

/** The token for the letters the form carries; `error` when they are wrong or the picture expired. */
export async function formCheckToken(request: Request, form: FormData, lang: Lang): Promise<{ token?: string; error?: string }> {
  const letters = form.get(CHECK_FIELD);
  if (typeof letters !== "string" || !letters.trim()) return {};
  const captchaId = await readCaptchaId(request);
  if (!captchaId) return { error: getFixedT(lang)("captcha_required") };
  const r = await callApi("/rest/common/captcha/check", { captchaId, answer: letters.trim() }, { request, token: null });
  return r.ok ? { token: r.data.captchaToken } : { error: r.msg || getFixedT(lang)("imageCode_error_tip") };
}

/** Whether the API asked for the picture check (its refusal, in the page's language). */
export function checkDemanded(result: ApiResult<unknown>, lang: Lang): boolean {
  return !result.ok && result.code === 1 && result.msg === getFixedT(lang)(FORM_GUARD_KEY);
}

/**
 * 400 with the typed form and the picture check under it: after the API asked for it
 * (`message`, its refusal), or after wrong letters (`error`).
 */
export function checkReply(result: SubmissionResult<string[]>, reason: { message?: string; error?: string }, back?: string) {
  const check = { round: randomUUID(), ...(reason.error ? { error: reason.error } : {}) };
  return data<FormActionData>({ result, ...(reason.message ? { message: reason.message, kind: "toast" as const } : {}), check, ...(back ? { back } : {}) }, { status: 400 });
}
