import { getFormProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { SERVICE_MESSAGE_MAX, serviceFormSchema } from "#core/schemas/service";
import { useFormDraft } from "~/lib/root-data";
import { draftField, keptValues } from "~/lib/form-draft";
import type { FormActionData } from "~/lib/applications.server";
import { describedBy, Field, FieldErrors, FormErrors } from "../student-form/Field";
import * as f from "../student-form/Form.css";

interface Choice {
  code: string;
  name: string;
}

/**
 * Write to the advisers: a plain POST to the page, so it works without JavaScript (the action
 * redirects back to the conversation); with it, conform checks the same rules before sending.
 * In a conversation the form carries its id; a new one may be about one of the student's own
 * applications or orders.
 */
export function MessageForm({
  action,
  conversationId,
  requestId,
  about,
  choices,
  lastResult,
}: {
  action: string;
  conversationId: number | null;
  requestId: string;
  about: string | null;
  choices: { applications: Choice[]; orders: Choice[] } | null;
  lastResult?: FormActionData | null;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === action;
  // What was typed when the session ended, back after logging in again.
  const kept = useFormDraft("service");
  const [form, fields] = useForm({
    id: `service-${conversationId ?? "new"}`,
    lastResult: busy ? undefined : lastResult?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    defaultValue: { about: about ?? "", ...keptValues(kept) },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: serviceFormSchema }),
  });
  const length = [...String(fields.content.value ?? "")].length;
  return (
    <Form method="post" action={action} {...getFormProps(form)} className={f.form} data-testid="service-form">
      <FormErrors errors={busy ? undefined : form.errors} id={form.errorId} />
      <input type="hidden" name="requestId" value={requestId} />
      <input {...draftField("service")} />
      {conversationId ? <input type="hidden" name={fields.conversationId.name} value={conversationId} /> : null}
      {choices ? (
        <Field meta={fields.about} label={t("service.form.about")}>
          <select className={f.input} {...getSelectProps(fields.about)} aria-describedby={describedBy(fields.about)} data-testid="service-about">
            <option value="">{t("service.form.aboutNone")}</option>
            {choices.applications.length ? (
              <optgroup label={t("service.form.applications")}>
                {choices.applications.map((c) => (
                  <option key={c.code} value={`application:${c.code}`}>
                    {t("service.subject.application", { code: c.code })} · {c.name}
                  </option>
                ))}
              </optgroup>
            ) : null}
            {choices.orders.length ? (
              <optgroup label={t("service.form.orders")}>
                {choices.orders.map((c) => (
                  <option key={c.code} value={`order:${c.code}`}>
                    {t("service.subject.order", { code: c.code })} · {c.name}
                  </option>
                ))}
              </optgroup>
            ) : null}
          </select>
        </Field>
      ) : null}
      <Field meta={fields.content} label={t("service.form.content")} hint={t("service.form.contentHint")} required>
        <textarea
          className={f.textarea}
          rows={4}
          {...getTextareaProps(fields.content)}
          aria-describedby={describedBy(fields.content, true)}
          data-testid="service-content"
        />
      </Field>
      <div className={f.actions}>
        <button type="submit" className={f.button.primary} disabled={busy} data-testid="service-send">
          {busy ? t("service.form.sending") : t("service.form.send")}
        </button>
        <span className={f.counter} aria-live="polite">
          {t("service.form.counter", { count: length, max: SERVICE_MESSAGE_MAX })}
        </span>
      </div>
      <FieldErrors meta={fields.conversationId} />
    </Form>
  );
}
