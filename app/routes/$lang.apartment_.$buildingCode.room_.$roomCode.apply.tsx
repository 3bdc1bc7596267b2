import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { describedBy, Field, FieldErrors, FormErrors, type PrefixOption } from "~/components/student-form/Field";
import * as f from "~/components/student-form/Form.css";
import { formatMoney } from "~/components/student/StatusBadge";
import * as s from "~/components/student/Student.css";
import { callApi, loadOrThrow } from "~/lib/api.server";
import { DEFAULT_MOBILE_PREFIX } from "~/lib/constants";
import { localHref } from "~/lib/lang";
import { useLang } from "~/lib/root-data";
import { applicationSchema, GUARANTOR_RELATIONS, PAYMENT_PLANS, STUDENT_LIMITS, todayIso } from "~/lib/schemas/student";
import { failureText, formError, formFields, langOf, mobilePrefixes, newRequestId, redirectWithToast, requireStudent, type FormActionData } from "~/lib/student.server";
import { readForm } from "~/lib/form.server";

/**
 * The room application form (issue 6 §4): /{lang}/apartment/{buildingCode}/room/{roomCode}/apply,
 * linked from the room page's apply button. Phone with prefix, move-in date, lease term,
 * payment plan (radio), notes, applicant and guarantor details, and the protocol checkbox
 * (agreements open in a new tab; submit stays disabled until it is ticked). Success lands on
 * the new application's page.
 */
interface ApplyForm {
  building: { code: string; name: string; address: string; city: string; country: string; currency: string; priceUnit: "week" | "month" };
  room: { code: string; name: string; price: number; leaseTerms: number[]; availableFrom: string; availableTo: string | null; stock: number };
  leaseUnit: "week" | "month";
  moveIn: { from: string; to: string | null };
  defaults: {
    mobilePrefixId: number | null;
    mobile: string | null;
    applicant: { chineseName?: string; surnamePinyin?: string; address?: string } | null;
    guarantor: { name?: string; relation?: string; mobilePrefixId?: number; mobile?: string; email?: string; address?: string } | null;
  };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  langOf(params);
  await requireStudent(request);
  const [form, prefixes] = await Promise.all([
    loadOrThrow<ApplyForm>("/rest/user/client/apply/form", { roomCode: params.roomCode ?? "" }, { request }),
    mobilePrefixes(request),
  ]);
  return { form, prefixes, requestId: newRequestId(), today: todayIso() };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const lang = langOf(params);
  await requireStudent(request);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: applicationSchema });
  if (submission.status !== "success") return formError(submission.reply());
  const result = await callApi<{ applyCode: string }>("/rest/user/client/intent/apply", { ...formFields(form), roomCode: params.roomCode ?? "" }, { request });
  if (!result.ok) {
    const message = failureText(result, lang);
    return formError(submission.reply({ formErrors: [message] }), message, result.code === -1 ? "alert" : "toast");
  }
  return redirectWithToast(localHref(`/user/application/${result.data.applyCode}`, lang), { type: "success", text: result.msg || undefined, key: "student.applications.detailTitle" });
}

export default function ApplyPage() {
  const { form: data, prefixes, requestId, today } = useLoaderData<typeof loader>();
  const actionData = useActionData<FormActionData>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const lang = useLang();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const d = data.defaults;
  const [agreed, setAgreed] = useState(false);
  const [form, fields] = useForm({
    id: "apply",
    lastResult: actionData?.result,
    defaultValue: {
      roomCode: data.room.code,
      mobilePrefixId: String(d.mobilePrefixId ?? DEFAULT_MOBILE_PREFIX.id),
      mobile: d.mobile ?? "",
      moveInDate: data.moveIn.from > today ? data.moveIn.from : today,
      chineseName: d.applicant?.chineseName ?? "",
      surnamePinyin: d.applicant?.surnamePinyin ?? "",
      address: d.applicant?.address ?? "",
      guarantorName: d.guarantor?.name ?? "",
      guarantorRelation: d.guarantor?.relation ?? "",
      guarantorMobilePrefixId: String(d.guarantor?.mobilePrefixId ?? DEFAULT_MOBILE_PREFIX.id),
      guarantorMobile: d.guarantor?.mobile ?? "",
      guarantorEmail: d.guarantor?.email ?? "",
      guarantorAddress: d.guarantor?.address ?? "",
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: applicationSchema }),
  });
  const unit = data.leaseUnit === "week" ? "weeks" : "months";
  const soldOut = data.room.stock <= 0;
  return (
    <div className={s.narrowPage}>
      <section className={s.card} aria-labelledby="apply-title">
        <div>
          <h1 className={s.title} id="apply-title">
            {t("student.apply.title")}
          </h1>
          <p className={s.muted}>{t("student.apply.intro")}</p>
        </div>
        <dl className={s.facts}>
          <div className={s.fact}>
            <dt className={s.factLabel}>{t("student.apply.room")}</dt>
            <dd className={s.factValue} data-testid="apply-room">
              <Link className={s.link} to={localHref(`/apartment/${data.building.code}/room/${data.room.code}`, lang)}>
                {data.building.name} · {data.room.name}
              </Link>
            </dd>
          </div>
          <div className={s.fact}>
            <dt className={s.factLabel}>{t("student.apply.price")}</dt>
            <dd className={s.factValue}>
              {formatMoney(data.room.price, data.building.currency, lang)}
              {t(data.leaseUnit === "week" ? "student.collections.perWeek" : "student.collections.perMonth")}
            </dd>
          </div>
          <div className={s.fact}>
            <dt className={s.factLabel}>{t("student.apply.available")}</dt>
            <dd className={s.factValue}>
              {data.moveIn.from}
              {data.moveIn.to ? ` – ${data.moveIn.to}` : ""}
            </dd>
          </div>
        </dl>
        {soldOut ? <p className={f.formError}>{t("student.apply.soldOut")}</p> : null}

        <Form method="post" {...getFormProps(form)} className={f.form} data-testid="apply-form">
          <FormErrors errors={form.errors} id={form.errorId} />
          <input type="hidden" name="requestId" value={requestId} />
          <input type="hidden" name={fields.roomCode.name} value={data.room.code} />
          <fieldset className={f.fieldset}>
            <legend className={f.legend}>{t("student.apply.contact")}</legend>
            <Field meta={fields.mobile} label={t("student.apply.mobile")} required>
              <div className={f.phoneRow}>
                <PrefixSelectInline name={fields.mobilePrefixId.name} prefixes={prefixes} defaultValue={fields.mobilePrefixId.initialValue} label={t("student.common.prefix")} />
                <input className={f.input} {...getInputProps(fields.mobile, { type: "tel" })} inputMode="numeric" autoComplete="tel-national" aria-describedby={describedBy(fields.mobile)} />
              </div>
            </Field>
            <div className={f.grid2}>
              <Field meta={fields.moveInDate} label={t("student.apply.moveInDate")} required>
                <input
                  className={f.input}
                  {...getInputProps(fields.moveInDate, { type: "date" })}
                  min={data.moveIn.from > today ? data.moveIn.from : today}
                  max={data.moveIn.to ?? undefined}
                  aria-describedby={describedBy(fields.moveInDate)}
                />
              </Field>
              <Field meta={fields.leaseTerm} label={t("student.apply.leaseTerm")} required>
                <select className={f.input} {...getSelectProps(fields.leaseTerm)} aria-describedby={describedBy(fields.leaseTerm)}>
                  <option value="">{t("student.apply.chooseLease")}</option>
                  {data.room.leaseTerms.map((n) => (
                    <option key={n} value={n}>
                      {t(`student.applications.${unit}`, { count: n })}
                    </option>
                  ))}
                </select>
              </Field>
            </div>
            <fieldset className={f.choices} aria-describedby={describedBy(fields.paymentPlan)}>
              <legend className={f.label}>
                {t("student.apply.paymentPlan")}
                <span className={f.requiredMark} aria-hidden="true">
                  *
                </span>
              </legend>
              {PAYMENT_PLANS.map((p) => (
                <label key={p} className={f.choice}>
                  <input type="radio" name={fields.paymentPlan.name} value={p} defaultChecked={fields.paymentPlan.initialValue === p} aria-invalid={fields.paymentPlan.errors ? true : undefined} />
                  {t(`student.apply.plans.${p}`)}
                </label>
              ))}
            </fieldset>
            <FieldErrors meta={fields.paymentPlan} />
            <Field meta={fields.remark} label={`${t("student.apply.remark")} (${t("student.common.optional")})`} hint={t("student.apply.remarkHint")}>
              <textarea className={f.textarea} {...getTextareaProps(fields.remark)} maxLength={STUDENT_LIMITS.applyRemarkMax + 50} aria-describedby={describedBy(fields.remark, true)} />
            </Field>
          </fieldset>

          <fieldset className={f.fieldset}>
            <legend className={f.legend}>{t("student.apply.applicantTitle")}</legend>
            <div className={f.grid2}>
              <Field meta={fields.chineseName} label={t("student.apply.chineseName")} required>
                <input className={f.input} {...getInputProps(fields.chineseName, { type: "text" })} aria-describedby={describedBy(fields.chineseName)} />
              </Field>
              <Field meta={fields.surnamePinyin} label={t("student.apply.surnamePinyin")} required>
                <input className={f.input} {...getInputProps(fields.surnamePinyin, { type: "text" })} aria-describedby={describedBy(fields.surnamePinyin)} autoCapitalize="words" />
              </Field>
            </div>
            <Field meta={fields.address} label={t("student.apply.address")} hint={t("student.apply.addressHint")} required>
              <input className={f.input} {...getInputProps(fields.address, { type: "text" })} aria-describedby={describedBy(fields.address, true)} autoComplete="street-address" />
            </Field>
          </fieldset>

          <fieldset className={f.fieldset}>
            <legend className={f.legend}>{t("student.apply.guarantorTitle")}</legend>
            <div className={f.grid2}>
              <Field meta={fields.guarantorName} label={t("student.apply.guarantorName")} required>
                <input className={f.input} {...getInputProps(fields.guarantorName, { type: "text" })} aria-describedby={describedBy(fields.guarantorName)} />
              </Field>
              <Field meta={fields.guarantorRelation} label={t("student.apply.guarantorRelation")} required>
                <select className={f.input} {...getSelectProps(fields.guarantorRelation)} aria-describedby={describedBy(fields.guarantorRelation)}>
                  <option value="">-</option>
                  {GUARANTOR_RELATIONS.map((r) => (
                    <option key={r} value={r}>
                      {t(`student.apply.relations.${r}`)}
                    </option>
                  ))}
                </select>
              </Field>
            </div>
            <Field meta={fields.guarantorMobile} label={t("student.apply.guarantorMobile")} required>
              <div className={f.phoneRow}>
                <PrefixSelectInline name={fields.guarantorMobilePrefixId.name} prefixes={prefixes} defaultValue={fields.guarantorMobilePrefixId.initialValue} label={t("student.common.prefix")} />
                <input className={f.input} {...getInputProps(fields.guarantorMobile, { type: "tel" })} inputMode="numeric" aria-describedby={describedBy(fields.guarantorMobile)} />
              </div>
            </Field>
            <div className={f.grid2}>
              <Field meta={fields.guarantorEmail} label={`${t("student.apply.guarantorEmail")} (${t("student.common.optional")})`}>
                <input className={f.input} {...getInputProps(fields.guarantorEmail, { type: "email" })} aria-describedby={describedBy(fields.guarantorEmail)} />
              </Field>
              <Field meta={fields.guarantorAddress} label={`${t("student.apply.guarantorAddress")} (${t("student.common.optional")})`}>
                <input className={f.input} {...getInputProps(fields.guarantorAddress, { type: "text" })} aria-describedby={describedBy(fields.guarantorAddress)} />
              </Field>
            </div>
          </fieldset>

          <div className={f.field}>
            <label className={f.choice}>
              <input
                type="checkbox"
                name={fields.agree.name}
                id={fields.agree.id}
                value="on"
                onChange={(e) => setAgreed(e.currentTarget.checked)}
                aria-invalid={fields.agree.errors ? true : undefined}
                aria-describedby={describedBy(fields.agree)}
                data-testid="apply-agree"
              />
              <span>
                {t("student.apply.agreePrefix")}{" "}
                <a className={s.link} href={localHref("/common/payment-agreement", lang)} target="_blank" rel="noopener">
                  {t("student.apply.paymentAgreement")}
                  <span className={f.honeypot}>{t("student.apply.newTab")}</span>
                </a>{" "}
                {t("student.apply.and")}{" "}
                <a className={s.link} href={localHref("/common/service-agreement", lang)} target="_blank" rel="noopener">
                  {t("student.apply.serviceAgreement")}
                  <span className={f.honeypot}>{t("student.apply.newTab")}</span>
                </a>
              </span>
            </label>
            <FieldErrors meta={fields.agree} />
          </div>
          <div className={f.actions}>
            <ApplySubmit agreed={agreed} busy={busy} soldOut={soldOut} />
          </div>
        </Form>
      </section>
    </div>
  );
}

/**
 * Disabled until the protocol is ticked. Before hydration the button is enabled (a disabled
 * button could never be pressed without JavaScript) and the server refuses an unticked box.
 */
function ApplySubmit({ agreed, busy, soldOut }: { agreed: boolean; busy: boolean; soldOut: boolean }) {
  const { t } = useTranslation();
  const [hydrated, setHydrated] = useState(false);
  useHydrated(setHydrated);
  const disabled = busy || soldOut || (hydrated && !agreed);
  return (
    <button type="submit" className={f.button.primary} disabled={disabled} data-testid="apply-submit">
      {busy ? t("student.common.submitting") : t("student.apply.submit")}
    </button>
  );
}

function useHydrated(set: (v: boolean) => void) {
  useEffect(() => set(true), [set]);
}

function PrefixSelectInline({ name, prefixes, defaultValue, label }: { name: string; prefixes: PrefixOption[]; defaultValue?: string; label: string }) {
  const { t } = useTranslation();
  const list = prefixes.length ? prefixes : [DEFAULT_MOBILE_PREFIX];
  return (
    <select className={f.input} name={name} defaultValue={defaultValue ?? String(DEFAULT_MOBILE_PREFIX.id)} aria-label={label}>
      {list.map((p) => (
        <option key={p.id} value={p.id}>
          {t("student.common.prefixLabel", { name: p.name, prefix: p.mobilePrefix })}
        </option>
      ))}
    </select>
  );
}
