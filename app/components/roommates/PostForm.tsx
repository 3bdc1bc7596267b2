import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { localHref } from "#core/lang";
import { useCitySchools } from "~/lib/use-city-schools";
import { useHydrated } from "~/lib/use-hydrated";
import { ROOMMATE_HABITS, ROOMMATE_LANGUAGES, ROOMMATE_LIMITS, ROOMMATE_ROOM_TYPES, roommatePostSchema } from "#core/schemas/roommate";
import { formatCny } from "~/lib/catalogue";
import { draftField, keptValues } from "~/lib/form-draft";
import { useLang, useFormDraft } from "~/lib/root-data";
import type { PostFormActionData, RoommateCountries, SchoolOption } from "~/lib/roommates.server";
import { describedBy, Field, FieldErrors, FormErrors } from "../student-form/Field";
import * as f from "../student-form/Form.css";
import { monthLabel } from "./Post";
import * as r from "./Roommates.css";

/**
 * The roommate post form, new or edit: a plain POST that works without JavaScript (the action
 * answers errors on this page; "show this city's schools" fills the school choice by a round
 * trip), checked in the browser by the same zod schema the action and the API use. With
 * JavaScript the city's schools load as it is chosen, and the budget shows its CNY equivalent.
 */
export interface PostDefaults {
  cityId?: number;
  schoolId?: number | null;
  month?: string;
  budget?: number;
  roomType?: string;
  habits?: string[];
  languages?: string[];
  content?: string;
  wechat?: string | null;
  email?: string | null;
}

const asList = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : typeof v === "string" && v ? v.split(",") : []);

export function PostForm({
  countries,
  months,
  schools: initialSchools,
  requestId,
  defaults,
  editing,
}: {
  countries: RoommateCountries;
  months: string[];
  schools: SchoolOption[];
  requestId: string;
  defaults: PostDefaults;
  editing: boolean;
}) {
  const actionData = useActionData<PostFormActionData>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const lang = useLang();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const hydrated = useHydrated();
  // What was typed when the session ended, back after logging in again (the page's loader
  // gives the schools of the draft's city: roommates.server.ts, draftCity).
  const kept = useFormDraft("roommate-post");
  const [form, fields] = useForm({
    id: `roommate-post-${requestId}`,
    lastResult: busy ? undefined : actionData?.result,
    defaultValue: {
      cityId: defaults.cityId ? String(defaults.cityId) : "",
      schoolId: defaults.schoolId ? String(defaults.schoolId) : "",
      month: defaults.month ?? "",
      budget: defaults.budget ? String(defaults.budget) : "",
      roomType: defaults.roomType ?? "",
      // Lists preset the checkboxes: conform types a preprocessed field's default as text, but
      // takes an array for a field of several checkboxes, so the list is passed as it is.
      habits: (defaults.habits ?? []) as unknown as string,
      languages: (defaults.languages ?? []) as unknown as string, // as habits, above
      content: defaults.content ?? "",
      wechat: defaults.wechat ?? "",
      email: defaults.email ?? "",
      ...keptValues(kept),
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: roommatePostSchema }),
  });
  const { city, schools, loadingSchools, chooseCity } = useCitySchools(lang, { cityId: defaults.cityId ?? null, schools: initialSchools }, actionData);

  const country = countries.find((c) => c.cities.some((x) => x.id === city));
  const budget = Number(fields.budget.value);
  const cny = country?.cnyPerUnit && country.currency !== "CNY" && Number.isInteger(budget) && budget > 0 ? Math.round(budget * country.cnyPerUnit) : null;
  const length = [...String(fields.content.value ?? "")].length;

  return (
    <Form method="post" {...getFormProps(form)} className={f.form} data-testid="roommate-post-form">
      <input type="hidden" name="requestId" value={requestId} />
      <input {...draftField("roommate-post")} />
      <div className={f.grid2}>
        <Field meta={fields.cityId} label={t("roommates.form.city")} required>
          <select
            className={f.input}
            {...getSelectProps(fields.cityId)}
            aria-describedby={describedBy(fields.cityId)}
            onChange={(e) => void chooseCity(e.currentTarget.value)}
            data-testid="post-city"
          >
            <option value="">{t("roommates.form.chooseCity")}</option>
            {countries.map((co) => (
              <optgroup key={co.id} label={co.name}>
                {co.cities.map((c) => (
                  <option key={c.id} value={c.id}>
                    {t("roommates.form.cityOption", { city: c.name, currency: co.currency })}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          {hydrated ? null : (
            <button type="submit" name="intent" value="schools" formNoValidate className={f.button.link} data-testid="post-load-schools">
              {t("roommates.form.loadSchools")}
            </button>
          )}
        </Field>
        <Field meta={fields.schoolId} label={t("roommates.form.school")}>
          <select
            className={f.input}
            {...getSelectProps(fields.schoolId)}
            key={`${city ?? 0}-${schools.length}`}
            aria-describedby={describedBy(fields.schoolId)}
            disabled={hydrated && loadingSchools}
            aria-busy={loadingSchools}
            data-testid="post-school"
          >
            <option value="">{t("roommates.form.anySchool")}</option>
            {schools.map((sc) => (
              <option key={sc.id} value={sc.id}>
                {sc.name}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className={f.grid2}>
        <Field meta={fields.month} label={t("roommates.form.month")} required>
          <select className={f.input} {...getSelectProps(fields.month)} aria-describedby={describedBy(fields.month)} data-testid="post-month">
            <option value="">{t("roommates.form.chooseMonth")}</option>
            {months.map((m) => (
              <option key={m} value={m}>
                {monthLabel(m, lang)}
              </option>
            ))}
          </select>
        </Field>
        <Field meta={fields.budget} label={t("roommates.form.budget")} hint={country ? t("roommates.form.budgetIn", { currency: country.currency }) : t("roommates.form.budgetHint")} required>
          <input
            className={f.input}
            {...getInputProps(fields.budget, { type: "text" })}
            inputMode="numeric"
            aria-describedby={describedBy(fields.budget, true)}
            data-testid="post-budget-input"
          />
          {cny !== null ? (
            <span className={f.hint} aria-live="polite" data-testid="post-budget-estimate">
              {t("roommates.form.budgetCny", { amount: formatCny(cny), date: country?.cnyAsOf ?? "" })}
            </span>
          ) : null}
        </Field>
      </div>
      <Field meta={fields.roomType} label={t("roommates.form.roomType")} required>
        <select className={f.input} {...getSelectProps(fields.roomType)} aria-describedby={describedBy(fields.roomType)} data-testid="post-room-type">
          <option value="">{t("roommates.form.chooseRoomType")}</option>
          {ROOMMATE_ROOM_TYPES.map((k) => (
            <option key={k} value={k}>
              {t(`roommates.roomTypes.${k}`)}
            </option>
          ))}
        </select>
      </Field>
      <Checks meta={fields.habits as FieldMetadata<unknown>} keys={ROOMMATE_HABITS} prefix="habits" legend={t("roommates.form.habits")} />
      <Checks meta={fields.languages as FieldMetadata<unknown>} keys={ROOMMATE_LANGUAGES} prefix="languages" legend={t("roommates.form.languages")} required />
      <Field meta={fields.content} label={t("roommates.form.content")} hint={t("roommates.form.contentHint")} required>
        <textarea className={f.textarea} rows={5} {...getTextareaProps(fields.content)} aria-describedby={describedBy(fields.content, true)} data-testid="post-content-input" />
      </Field>
      <span className={f.counter} aria-live="polite">
        {t("roommates.form.counter", { count: length, max: ROOMMATE_LIMITS.textMax })}
      </span>
      <fieldset className={f.fieldset}>
        <legend className={f.legend}>{t("roommates.form.contactLegend")}</legend>
        <p className={f.hint}>{t("roommates.form.contactHint")}</p>
        <div className={f.grid2}>
          <Field meta={fields.wechat} label={t("roommates.fields.wechat")}>
            <input className={f.input} {...getInputProps(fields.wechat, { type: "text" })} autoComplete="off" aria-describedby={describedBy(fields.wechat)} data-testid="post-wechat" />
          </Field>
          <Field meta={fields.email} label={t("roommates.fields.email")}>
            <input className={f.input} {...getInputProps(fields.email, { type: "email" })} autoComplete="email" aria-describedby={describedBy(fields.email)} data-testid="post-email" />
          </Field>
        </div>
      </fieldset>
      <FormErrors errors={busy ? undefined : form.errors} id={form.errorId} />
      <div className={f.actions}>
        <button type="submit" className={f.button.primary} disabled={busy} data-testid="post-submit">
          {busy ? t("roommates.form.saving") : editing ? t("roommates.form.update") : t("roommates.form.submit")}
        </button>
        <Link className={f.button.secondary} to={localHref("/user/publish", lang)}>
          {t("roommates.form.cancel")}
        </Link>
      </div>
    </Form>
  );
}

/** A group of checkboxes named after one list field (habits, languages). */
function Checks({ meta, keys, prefix, legend, required }: { meta: FieldMetadata<unknown>; keys: readonly string[]; prefix: "habits" | "languages"; legend: string; required?: boolean }) {
  const { t } = useTranslation();
  const checked = asList(meta.initialValue);
  const invalid = !!meta.errors?.length;
  return (
    <fieldset className={f.fieldset} aria-describedby={invalid ? meta.errorId : undefined} aria-invalid={invalid || undefined} data-testid={`post-${prefix}`}>
      <legend className={f.legend}>
        {legend}
        {required ? (
          <span className={f.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      <div className={r.checks}>
        {keys.map((k) => (
          <label key={k} className={f.choice}>
            <input type="checkbox" name={meta.name} value={k} defaultChecked={checked.includes(k)} />
            {t(`roommates.${prefix}.${k}`)}
          </label>
        ))}
      </div>
      <FieldErrors meta={meta} />
    </fieldset>
  );
}
