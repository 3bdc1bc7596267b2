import { parseWithZod } from "@conform-to/zod";
import { callApi } from "~/lib/api.server";
import type { Lang } from "~/lib/constants";
import { getFixedT } from "~/lib/i18n.server";
import { cooperationFormSchema, splitCityPair } from "~/lib/schemas/student";
import { formError, redirectWithToast, requireStudent, safeBack, withParams } from "~/lib/student.server";
import { readForm } from "~/lib/form.server";

/**
 * POST /{lang}/cooperation (spec §8): success → back to the page with the dialog closed and a
 * submit_success toast; a non-zero code → submit_fail (with the server's msg); no answer at
 * all → an alert with the msg or submit_fail. Every submission is stored before the toast.
 */
export async function cooperationAction(request: Request, lang: Lang) {
  await requireStudent(request);
  const t = getFixedT(lang);
  const form = await readForm(request);
  const back = withParams(safeBack(form.get("redirectTo"), lang), { dialog: null });
  const submission = parseWithZod(form, { schema: cooperationFormSchema });
  if (submission.status !== "success") return formError(submission.reply());
  const { city, ...rest } = submission.value;
  const result = await callApi("/rest/building/client/house/corp/apply", { ...rest, ...splitCityPair(city) }, { request });
  if (result.ok) return redirectWithToast(back, { type: "success", key: "submit_success" });
  if (result.code === -1) return formError(submission.reply(), result.msg || t("submit_fail"), "alert");
  return formError(submission.reply({ formErrors: [result.msg || t("submit_fail")] }), result.msg || t("submit_fail"), "toast");
}
