import type { DraftValues } from "~/lib/form-draft";
import { getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { useTranslation } from "~/lib/translate";
import { localHref } from "#core/lang";
import { useLang } from "~/lib/root-data";
import { cooperationFormSchema } from "#core/schemas/student";
import type { FormActionData } from "~/lib/applications.server";
import { MobilePrefixField, type PrefixOption } from "../mobile-prefix/MobilePrefixField";
import { describedBy, Field, FormErrors } from "../student-form/Field";
import { FormCheck } from "../student-form/FormCheck";
import * as f from "../student-form/Form.css";
import { useDialogForm } from "../student-form/useDialogForm";
import { useExpiredDraft } from "../student-form/useExpiredDraft";
import * as d from "../student-dialog/StudentDialog.css";
import type { CityGroup } from "../student-dialog/dialogs.server";

/**
 * The house-cooperation form: posts to /{lang}/cooperation. With JavaScript it
 * is a fetcher (the button is disabled while a send runs, so it cannot be sent twice); without,
 * a plain form post. The same schema validates here and in the action; the API repeats it.
 */
export function CooperationForm({
  groups,
  prefixes,
  mobilePrefixId,
  requestId,
  redirectTo,
  lastResult,
  loadError,
  draft,
}: {
  groups: CityGroup[];
  prefixes: PrefixOption[];
  mobilePrefixId: number | null;
  requestId: string;
  redirectTo: string;
  lastResult?: FormActionData | null;
  loadError?: string | null;
  /** What was typed before a no-JS login. */
  draft?: DraftValues;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { fetcher, result, busy, form, formProps, fields, hydrated } = useDialogForm("cooperation", cooperationFormSchema, lastResult, draft);
  useExpiredDraft(form.id, fetcher.data, fetcher.state === "submitting", form.update);
  return (
    <fetcher.Form method="post" action={localHref("/cooperation", lang)} {...formProps} className={f.form} data-testid="cooperation-form">
      <p className={d.intro}>{t("student.coop.intro")}</p>
      {loadError ? <FormErrors errors={[loadError]} /> : null}
      {result?.message && !busy ? (
        <p className={result.kind === "alert" ? f.formError : d.toast} role="alert" data-testid={result.kind === "alert" ? "coop-alert" : "coop-toast"}>
          {result.kind === "alert" ? result.message : `${t("submit_fail")}${result.message && result.message !== t("submit_fail") ? `: ${result.message}` : ""}`}
        </p>
      ) : null}
      <input type="hidden" name="requestId" value={requestId} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
      <Field meta={fields.city} label={t("student.coop.city")} required>
        <select className={f.input} {...getSelectProps(fields.city)} aria-describedby={describedBy(fields.city)}>
          <option value="">{t("student.coop.chooseCity")}</option>
          {groups.map((g) => (
            <optgroup key={g.id} label={g.name}>
              {g.cities.map((c) => (
                <option key={c.id} value={`${g.id}:${c.id}`}>
                  {c.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </Field>
      <Field meta={fields.houseInfo} label={t("student.coop.houseInfo")} required>
        <input className={f.input} {...getInputProps(fields.houseInfo, { type: "text" })} aria-describedby={describedBy(fields.houseInfo)} />
      </Field>
      <div className={f.grid2}>
        <Field meta={fields.name} label={t("student.coop.name")} required>
          <input className={f.input} {...getInputProps(fields.name, { type: "text" })} aria-describedby={describedBy(fields.name)} autoComplete="name" />
        </Field>
        <Field meta={fields.mobile} label={t("student.coop.mobile")} required>
          <div className={f.phoneRow}>
            <MobilePrefixField name={fields.mobilePrefixId.name} prefixes={prefixes} defaultValue={fields.mobilePrefixId.initialValue ?? mobilePrefixId} controlClassName={f.input} />
            <input className={f.input} {...getInputProps(fields.mobile, { type: "tel" })} inputMode="numeric" aria-describedby={describedBy(fields.mobile)} autoComplete="tel-national" />
          </div>
        </Field>
      </div>
      <div className={f.grid2}>
        <Field meta={fields.email} label={`${t("student.coop.email")} (${t("student.common.optional")})`}>
          <input className={f.input} {...getInputProps(fields.email, { type: "email" })} aria-describedby={describedBy(fields.email)} autoComplete="email" />
        </Field>
        <Field meta={fields.wechat} label={`${t("student.coop.wechat")} (${t("student.common.optional")})`}>
          <input className={f.input} {...getInputProps(fields.wechat, { type: "text" })} aria-describedby={describedBy(fields.wechat)} />
        </Field>
      </div>
      <Field meta={fields.remark} label={`${t("student.coop.remark")} (${t("student.common.optional")})`}>
        <textarea className={f.textarea} {...getTextareaProps(fields.remark)} aria-describedby={describedBy(fields.remark)} />
      </Field>
      {result?.check ? <FormCheck key={result.check.round} lang={lang} round={result.check.round} error={result.check.error} /> : null}
      <div className={f.actions}>
        <button type="submit" className={f.button.primary} disabled={busy} aria-disabled={busy} data-testid="coop-submit">
          {busy ? t("student.common.submitting") : t("student.coop.submit")}
        </button>
      </div>
    </fetcher.Form>
  );
}
