import { parseWithZod } from "@conform-to/zod";
import { redirect } from "@remix-run/node";
import { callApi, expired } from "~/lib/api.server";
import type { Lang } from "#core/constants";
import { readUser } from "~/lib/cookies.server";
import { getFixedT } from "~/lib/i18n.server";
import { feedbackSchema } from "#core/schemas/student";
import { formError, safeBack, sessionExpiredReply, withParams } from "~/lib/applications.server";
import { readForm } from "~/lib/form.server";
import { keepDraft } from "~/lib/form-draft.server";
import { checkDemanded, checkReply, formCheckToken } from "~/lib/form-check.server";

/**
 * POST /{lang}/feedback: success → the dialog's success view (`?dialog=feedback&sent=1`)
 * on the page it was sent from; failure → the server's msg, else '您的留言反馈提交失败'. Every
 * answer carries that page along (`back`), so a no-JS correction still returns there.
 */
export async function feedbackAction(request: Request, lang: Lang) {
  const t = getFixedT(lang);
  const form = await readForm(request);
  const back = safeBack(form.get("redirectTo"), lang);
  const submission = parseWithZod(form, { schema: feedbackSchema });
  if (!(await readUser(request))) return sessionExpiredReply(submission.reply(), t("session_expired"), back, await keepDraft(request, form, { name: "feedback", back }), request);
  if (submission.status !== "success") return formError(submission.reply(), undefined, undefined, back);
  const check = await formCheckToken(request, form, lang);
  if (check.error) return checkReply(submission.reply(), { error: check.error }, back);
  const result = await callApi("/feedback/client/add", { ...submission.value, captchaToken: check.token }, { request });
  if (expired(result)) return sessionExpiredReply(submission.reply(), t("session_expired"), back, await keepDraft(request, form, { name: "feedback", back }), request);
  if (result.ok) return redirect(withParams(back, { dialog: "feedback", sent: "1" }));
  if (checkDemanded(result, lang)) return checkReply(submission.reply(), { message: result.msg }, back);
  const message = result.msg || t("feedback_submit_fail");
  return formError(submission.reply({ formErrors: [message] }), message, result.code === -1 ? "alert" : "toast", back);
}
