import { parseWithZod } from "@conform-to/zod";
import { callApi, expired } from "~/lib/api.server";
import type { Lang } from "#core/constants";
import { readUser } from "~/lib/cookies.server";
import { getFixedT } from "~/lib/i18n.server";
import { cooperationFormSchema, splitCityPair } from "#core/schemas/student";
import { formError, redirectWithToast, safeBack, sessionExpiredReply, withParams } from "~/lib/applications.server";
import { readForm } from "~/lib/form.server";
import { keepDraft } from "~/lib/form-draft.server";
import { checkDemanded, checkReply, formCheckToken } from "~/lib/form-check.server";

/**
 * POST /{lang}/cooperation: success → back to the page with the dialog closed and a
 * submit_success toast; a non-zero code → submit_fail (with the server's msg); no answer at
 * all → an alert with the msg or submit_fail. Every submission is stored before the toast.
 * A session that ended meanwhile answers 401 with what was typed (sessionExpiredReply).
 */
export async function cooperationAction(request: Request, lang: Lang) {
  const t = getFixedT(lang);
  const form = await readForm(request);
  const from = safeBack(form.get("redirectTo"), lang);
  const back = withParams(from, { dialog: null });
  const submission = parseWithZod(form, { schema: cooperationFormSchema });
  if (!(await readUser(request))) return sessionExpiredReply(submission.reply(), t("session_expired"), from, await keepDraft(request, form, { name: "cooperation", back: from }), request);
  if (submission.status !== "success") return formError(submission.reply(), undefined, undefined, from);
  const { city, ...rest } = submission.value;
  const check = await formCheckToken(request, form, lang);
  if (check.error) return checkReply(submission.reply(), { error: check.error }, from);
  const result = await callApi("/rest/building/client/house/corp/apply", { ...rest, ...splitCityPair(city), captchaToken: check.token }, { request });
  if (expired(result)) return sessionExpiredReply(submission.reply(), t("session_expired"), from, await keepDraft(request, form, { name: "cooperation", back: from }), request);
  if (result.ok) return redirectWithToast(back, { type: "success", key: "submit_success" });
  if (checkDemanded(result, lang)) return checkReply(submission.reply(), { message: result.msg }, from);
  if (result.code === -1) return formError(submission.reply(), result.msg || t("submit_fail"), "alert", from);
  return formError(submission.reply({ formErrors: [result.msg || t("submit_fail")] }), result.msg || t("submit_fail"), "toast", from);
}
