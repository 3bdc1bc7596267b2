import { parseWithZod } from "@conform-to/zod";
import { redirect } from "@remix-run/node";
import { callApi } from "~/lib/api.server";
import type { Lang } from "~/lib/constants";
import { getFixedT } from "~/lib/i18n.server";
import { feedbackSchema } from "~/lib/schemas/student";
import { formError, requireStudent, safeBack, withParams } from "~/lib/student.server";
import { readForm } from "~/lib/form.server";

/**
 * POST /{lang}/feedback (spec §8): success → the dialog's success view (`?dialog=feedback&sent=1`);
 * failure → the server's msg, else '您的留言反馈提交失败'.
 */
export async function feedbackAction(request: Request, lang: Lang) {
  await requireStudent(request);
  const t = getFixedT(lang);
  const form = await readForm(request);
  const back = safeBack(form.get("redirectTo"), lang);
  const submission = parseWithZod(form, { schema: feedbackSchema });
  if (submission.status !== "success") return formError(submission.reply());
  const result = await callApi("/feedback/client/add", submission.value, { request });
  if (result.ok) return redirect(withParams(back, { dialog: "feedback", sent: "1" }));
  const message = result.msg || t("feedback_submit_fail");
  return formError(submission.reply({ formErrors: [message] }), message, result.code === -1 ? "alert" : "toast");
}
