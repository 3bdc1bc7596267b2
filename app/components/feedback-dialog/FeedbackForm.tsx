import type { DraftValues } from "~/lib/form-draft";
import { getSelectProps, getTextareaProps } from "@conform-to/react";
import { useTranslation } from "~/lib/translate";
import { FEEDBACK_CONTENT_MAX } from "#core/constants";
import { localHref } from "#core/lang";
import { useLang } from "~/lib/root-data";
import { feedbackSchema } from "#core/schemas/student";
import type { FormActionData } from "~/lib/applications.server";
import type { FeedbackCategory } from "../student-dialog/dialogs.server";
import { describedBy, Field, FormErrors } from "../student-form/Field";
import { FormCheck } from "../student-form/FormCheck";
import * as f from "../student-form/Form.css";
import { useDialogForm } from "../student-form/useDialogForm";
import { useExpiredDraft } from "../student-form/useExpiredDraft";

/** The feedback form: a category and up to 500 characters; posts to /{lang}/feedback. */
export function FeedbackForm({
  categories,
  requestId,
  redirectTo,
  loadError,
  lastResult,
  draft,
}: {
  categories: FeedbackCategory[];
  requestId: string;
  redirectTo: string;
  loadError?: string | null;
  lastResult?: FormActionData | null;
  /** What was typed before a no-JS login. */
  draft?: DraftValues;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { fetcher, result, busy, form, formProps, fields, hydrated } = useDialogForm("feedback", feedbackSchema, lastResult, draft);
  useExpiredDraft(form.id, fetcher.data, fetcher.state === "submitting", form.update);
  const length = String(fields.content.value ?? "").length;
  return (
    <fetcher.Form method="post" action={localHref("/feedback", lang)} {...formProps} className={f.form} data-testid="feedback-form">
      {loadError ? (
        <p className={f.formError} role="alert" data-testid="feedback-load-error">
          {loadError}
        </p>
      ) : null}
      <FormErrors errors={busy ? undefined : form.errors} id={form.errorId} />
      <input type="hidden" name="requestId" value={requestId} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
      <Field meta={fields.cate} label={t("student.feedback.cate")} required>
        <select className={f.input} {...getSelectProps(fields.cate)} aria-describedby={describedBy(fields.cate)}>
          <option value="">{t("student.feedback.chooseCate")}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </Field>
      <Field meta={fields.content} label={t("student.feedback.content")} hint={t("student.feedback.contentHint")} required>
        <textarea className={f.textarea} rows={6} {...getTextareaProps(fields.content)} aria-describedby={describedBy(fields.content, true)} />
      </Field>
      <span className={f.counter} aria-live="polite" data-testid="feedback-counter">
        {t("student.feedback.counter", { count: length, max: FEEDBACK_CONTENT_MAX })}
      </span>
      {result?.check ? <FormCheck key={result.check.round} lang={lang} round={result.check.round} error={result.check.error} /> : null}
      <div className={f.actions}>
        <button type="submit" className={f.button.primary} disabled={busy} data-testid="feedback-submit">
          {busy ? t("student.common.submitting") : t("student.feedback.submit")}
        </button>
      </div>
    </fetcher.Form>
  );
}
