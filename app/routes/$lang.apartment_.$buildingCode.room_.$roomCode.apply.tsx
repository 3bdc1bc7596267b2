import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { secondCurrency } from "~/lib/currency.server";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/lib/translate";
import { CostBreakdown } from "~/components/cost/CostTable";
import { MobilePrefixField } from "~/components/mobile-prefix/MobilePrefixField";
import { draftField, keptValues } from "~/lib/form-draft";
import { useHydrated } from "~/lib/use-hydrated";
import { describedBy, Field, FieldErrors, FormErrors } from "~/components/student-form/Field";
import * as f from "~/components/student-form/Form.css";
import { formatMoney } from "~/components/student/StatusBadge";
import * as s from "~/components/student/Student.css";
import { callApi, loadOrThrow, redirectIfExpired } from "~/lib/api.server";
import { DEFAULT_MOBILE_PREFIX } from "#core/constants";
import { costVMs, rateVM, type TenancyCostVM } from "~/lib/costs";
import { localHref } from "#core/lang";
import { useLang, useFormDraft } from "~/lib/root-data";
import { applicationSchemaFor, GUARANTOR_RELATIONS, PAYMENT_PLANS, STUDENT_LIMITS, todayIso, YEARS_OF_STUDY } from "#core/schemas/student";
import { failureText, formError, formFields, requireLang, mobilePrefixes, newRequestId, redirectWithToast, requireStudent, type FormActionData } from "~/lib/applications.server";
import { readForm } from "~/lib/form.server";
import type { RouteHandle } from "~/lib/layout";

/** A buildingCode param: no header bottom line. */
export const handle: RouteHandle = { layout: { bottomLine: false } };

/**
 * The room application form: /{lang}/apartment/{buildingCode}/room/{roomCode}/apply,
 * linked from the room page's apply button. Phone with prefix, the tenancy (radio, with the chosen
 * one's cost breakdown), payment plan (radio), notes, the applicant (legal name in any
 * script, optional Chinese name, birth date, nationality, address), studies (university from the
 * catalogue or typed, course, year), the guarantor where the apartment requires one (optional
 * elsewhere), and the protocol checkbox
 * (agreements open in a new tab; submit stays disabled until it is ticked). Success lands on
 * the new application's page.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  requireLang(params);
  await requireStudent(request);
  const [form, prefixes, second] = await Promise.all([
    loadOrThrow("/rest/user/client/apply/form", { roomCode: params.roomCode ?? "" }, { request }),
    mobilePrefixes(request),
    secondCurrency(request),
  ]);
  const lang = requireLang(params);
  const costs = costVMs(form.tenancies, form.costs, form.building.currency, lang, second);
  // A tenancy chosen on the room page (?tenancy=…), else the first one that can be booked.
  const wanted = new URL(request.url).searchParams.get("tenancy");
  const chosen = costs.find((c) => c.code === wanted && c.available)?.code ?? costs.find((c) => c.available)?.code ?? "";
  const nationalities = [...new Map(prefixes.filter((p) => p.iso2).map((p) => [p.iso2!, { iso2: p.iso2!, name: p.name }])).values()].sort((a, b) =>
    a.name.localeCompare(b.name, lang === "en" ? "en" : "zh-CN"),
  );
  return { form, prefixes, nationalities, costs, chosen, rate: rateVM(form.building.currency, second), requestId: newRequestId(), today: todayIso() };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const lang = requireLang(params);
  await requireStudent(request);
  const form = await readForm(request);
  // The page says whether the apartment requires a guarantor; the API checks it again.
  const submission = parseWithZod(form, { schema: applicationSchemaFor({ guarantorRequired: form.get("guarantorRequired") === "1" }) });
  if (submission.status !== "success") return formError(submission.reply());
  const { guarantorRequired: _g, ...fields } = formFields(form);
  const result = await redirectIfExpired(request, await callApi("/rest/user/client/intent/apply", { ...fields, roomCode: params.roomCode ?? "" }, { request }));
  if (!result.ok) {
    const message = failureText(result, lang);
    return formError(submission.reply({ formErrors: [message] }), message, result.code === -1 ? "alert" : "toast");
  }
  return redirectWithToast(localHref(`/user/application/${result.data.applyCode}`, lang), { type: "success", text: result.msg || undefined, key: "student.applications.detailTitle" });
}

export default function ApplyPage() {
  const { form: data, prefixes, nationalities, costs, chosen, rate, requestId } = useLoaderData<typeof loader>();
  const actionData = useActionData<FormActionData>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const lang = useLang();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const d = data.defaults;
  const [agreed, setAgreed] = useState(false);
  const schema = applicationSchemaFor({ guarantorRequired: data.guarantorRequired });
  // What was typed when the session ended, back after logging in again.
  const kept = useFormDraft("apply");
  const [form, fields] = useForm({
    id: "apply",
    lastResult: actionData?.result,
    defaultValue: {
      roomCode: data.room.code,
      tenancyCode: chosen,
      mobilePrefixId: String(d.mobilePrefixId ?? DEFAULT_MOBILE_PREFIX.id),
      mobile: d.mobile ?? "",
      legalName: d.applicant?.legalName ?? "",
      chineseName: d.applicant?.chineseName ?? "",
      dateOfBirth: d.applicant?.dateOfBirth ?? "",
      nationality: d.applicant?.nationality ?? "",
      university: d.applicant?.university ?? "",
      course: d.applicant?.course ?? "",
      yearOfStudy: d.applicant?.yearOfStudy ?? "",
      address: d.applicant?.address ?? "",
      guarantorName: d.guarantor?.name ?? "",
      guarantorRelation: d.guarantor?.relation ?? "",
      // A new guarantor's phone most likely shares the student's calling code.
      guarantorMobilePrefixId: String(d.guarantor?.mobilePrefixId ?? d.mobilePrefixId ?? DEFAULT_MOBILE_PREFIX.id),
      guarantorMobile: d.guarantor?.mobile ?? "",
      guarantorEmail: d.guarantor?.email ?? "",
      guarantorAddress: d.guarantor?.address ?? "",
      ...keptValues(kept),
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const [tenancy, setTenancy] = useState(String(fields.tenancyCode.initialValue ?? chosen));
  const selected = costs.find((c) => c.code === tenancy) ?? costs.find((c) => c.code === chosen);
  const g = data.guarantorRequired;
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
        </dl>
        {soldOut ? <p className={f.formError}>{t("student.apply.soldOut")}</p> : null}

        <Form method="post" {...getFormProps(form)} className={f.form} data-testid="apply-form">
          <FormErrors errors={form.errors} id={form.errorId} />
          <input type="hidden" name="requestId" value={requestId} />
          <input {...draftField("apply")} />
          <input type="hidden" name={fields.roomCode.name} value={data.room.code} />
          <fieldset className={f.fieldset}>
            <legend className={f.legend}>{t("student.apply.contact")}</legend>
            <Field meta={fields.mobile} label={t("student.apply.mobile")} required>
              <div className={f.phoneRow}>
                <MobilePrefixField name={fields.mobilePrefixId.name} id={fields.mobilePrefixId.id} prefixes={prefixes} defaultValue={fields.mobilePrefixId.initialValue} controlClassName={f.input} />
                <input className={f.input} {...getInputProps(fields.mobile, { type: "tel" })} inputMode="numeric" autoComplete="tel-national" aria-describedby={describedBy(fields.mobile)} />
              </div>
            </Field>
            <fieldset className={f.choices} aria-describedby={describedBy(fields.tenancyCode)} data-testid="apply-tenancies">
              <legend className={f.label}>
                {t("cost.chooseTenancy")}
                <span className={f.requiredMark} aria-hidden="true">
                  *
                </span>
              </legend>
              <span className={f.hint}>{t("cost.chooseTenancyHint")}</span>
              {costs.map((c) => (
                <label key={c.code} className={f.choice} data-testid="tenancy-option">
                  <input
                    type="radio"
                    name={fields.tenancyCode.name}
                    value={c.code}
                    defaultChecked={fields.tenancyCode.initialValue === c.code}
                    disabled={!c.available}
                    onChange={() => setTenancy(c.code)}
                    aria-invalid={fields.tenancyCode.errors ? true : undefined}
                  />
                  <span>
                    {c.name} · {t("cost.dateRange", { from: c.moveIn, to: c.moveOut })} · {t("cost.total")} {c.total}
                    {c.totalSecond ? ` ${t("cost.approxCny", { amount: c.totalSecond })}` : ""}
                    {c.available ? "" : ` · ${t("cost.notAvailable")}`}
                  </span>
                </label>
              ))}
            </fieldset>
            <FieldErrors meta={fields.tenancyCode} />
            {selected ? (
              <div aria-live="polite">
                <p className={f.label}>{t("cost.breakdown")}</p>
                <CostBreakdown cost={selected} rate={rate} />
              </div>
            ) : null}
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
                  <PlanLabel plan={p} cost={selected} />
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
              <Field meta={fields.legalName} label={t("student.apply.legalName")} hint={t("student.apply.legalNameHint")} required>
                <input className={f.input} {...getInputProps(fields.legalName, { type: "text" })} aria-describedby={describedBy(fields.legalName, true)} autoComplete="name" />
              </Field>
              <Field meta={fields.chineseName} label={t("student.apply.chineseNameOptional")}>
                <input className={f.input} {...getInputProps(fields.chineseName, { type: "text" })} aria-describedby={describedBy(fields.chineseName)} autoComplete="off" />
              </Field>
            </div>
            <div className={f.grid2}>
              <Field meta={fields.dateOfBirth} label={t("student.apply.dateOfBirth")} required>
                <input className={f.input} {...getInputProps(fields.dateOfBirth, { type: "date" })} aria-describedby={describedBy(fields.dateOfBirth)} autoComplete="bday" />
              </Field>
              <Field meta={fields.nationality} label={t("student.apply.nationality")} required>
                <select className={f.input} {...getSelectProps(fields.nationality)} aria-describedby={describedBy(fields.nationality)}>
                  <option value="">{t("student.apply.chooseNationality")}</option>
                  {nationalities.map((n) => (
                    <option key={n.iso2} value={n.iso2}>
                      {n.name}
                    </option>
                  ))}
                </select>
              </Field>
            </div>
            <Field meta={fields.address} label={t("student.apply.address")} hint={t("student.apply.addressHint")} required>
              <input className={f.input} {...getInputProps(fields.address, { type: "text" })} aria-describedby={describedBy(fields.address, true)} autoComplete="street-address" />
            </Field>
          </fieldset>

          <fieldset className={f.fieldset}>
            <legend className={f.legend}>{t("student.apply.studyTitle")}</legend>
            <Field meta={fields.university} label={t("student.apply.university")} hint={t("student.apply.universityHint")} required>
              <input className={f.input} {...getInputProps(fields.university, { type: "text" })} list="apply-universities" autoComplete="organization" aria-describedby={describedBy(fields.university, true)} />
            </Field>
            <datalist id="apply-universities">
              {data.universities.map((u) => (
                <option key={u.id} value={u.name} />
              ))}
            </datalist>
            <div className={f.grid2}>
              <Field meta={fields.course} label={t("student.apply.course")} required>
                <input className={f.input} {...getInputProps(fields.course, { type: "text" })} aria-describedby={describedBy(fields.course)} autoComplete="off" />
              </Field>
              <Field meta={fields.yearOfStudy} label={t("student.apply.yearOfStudy")} required>
                <select className={f.input} {...getSelectProps(fields.yearOfStudy)} aria-describedby={describedBy(fields.yearOfStudy)}>
                  <option value="">{t("student.apply.chooseYear")}</option>
                  {YEARS_OF_STUDY.map((y) => (
                    <option key={y} value={y}>
                      {t(`student.apply.years.${y}`)}
                    </option>
                  ))}
                </select>
              </Field>
            </div>
          </fieldset>

          <input type="hidden" name="guarantorRequired" value={g ? "1" : "0"} />
          <fieldset className={f.fieldset} data-testid="apply-guarantor">
            <legend className={f.legend}>{g ? t("student.apply.guarantorTitle") : t("student.apply.guarantorOptional")}</legend>
            {g ? null : <p className={s.muted}>{t("student.apply.guarantorNotRequired")}</p>}
            <div className={f.grid2}>
              <Field meta={fields.guarantorName} label={t("student.apply.guarantorName")} required={g}>
                <input className={f.input} {...getInputProps(fields.guarantorName, { type: "text" })} aria-describedby={describedBy(fields.guarantorName)} autoComplete="off" />
              </Field>
              <Field meta={fields.guarantorRelation} label={t("student.apply.guarantorRelation")} required={g}>
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
            <Field meta={fields.guarantorMobile} label={t("student.apply.guarantorMobile")} required={g}>
              <div className={f.phoneRow}>
                <MobilePrefixField name={fields.guarantorMobilePrefixId.name} id={fields.guarantorMobilePrefixId.id} prefixes={prefixes} defaultValue={fields.guarantorMobilePrefixId.initialValue} controlClassName={f.input} />
                <input className={f.input} {...getInputProps(fields.guarantorMobile, { type: "tel" })} inputMode="numeric" autoComplete="off" aria-describedby={describedBy(fields.guarantorMobile)} />
              </div>
            </Field>
            <div className={f.grid2}>
              <Field meta={fields.guarantorEmail} label={`${t("student.apply.guarantorEmail")} (${t("student.common.optional")})`}>
                <input className={f.input} {...getInputProps(fields.guarantorEmail, { type: "email" })} inputMode="email" autoComplete="off" aria-describedby={describedBy(fields.guarantorEmail)} />
              </Field>
              <Field meta={fields.guarantorAddress} label={`${t("student.apply.guarantorAddress")} (${t("student.common.optional")})`}>
                <input className={f.input} {...getInputProps(fields.guarantorAddress, { type: "text" })} aria-describedby={describedBy(fields.guarantorAddress)} />
              </Field>
            </div>
          </fieldset>

          <section className={f.field} aria-labelledby="apply-policy" data-testid="apply-policy">
            <h3 id="apply-policy" className={s.subTitle}>
              {t("quote.policy")}
            </h3>
            <p>{data.cancellationPolicy.text}</p>
            <p className={s.muted}>{t("quote.policyLocked")}</p>
          </section>
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
          <div className={`${f.actions} ${f.stickyActions}`}>
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
  const hydrated = useHydrated();
  const disabled = busy || soldOut || (hydrated && !agreed);
  return (
    <button type="submit" className={f.button.primary} disabled={disabled} data-testid="apply-submit">
      {busy ? t("student.common.submitting") : t("student.apply.submit")}
    </button>
  );
}

/** A payment plan with what it makes due before moving in for the chosen tenancy (it follows the choice). */
function PlanLabel({ plan, cost }: { plan: (typeof PAYMENT_PLANS)[number]; cost: TenancyCostVM | undefined }) {
  const { t } = useTranslation();
  const p = cost?.plans.find((x) => x.plan === plan);
  const name = t(`student.apply.plans.${plan}`);
  if (!p) return <span>{name}</span>;
  return (
    <span data-testid="plan-option" data-plan={plan}>
      {p.instalments > 1 ? t("cost.planCount", { plan: name, count: p.instalments }) : name} · {t("cost.upfront")} {p.upfront}
      {p.upfrontSecond ? ` ${t("cost.approxCny", { amount: p.upfrontSecond })}` : ""}
    </span>
  );
}
