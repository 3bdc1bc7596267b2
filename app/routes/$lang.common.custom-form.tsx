import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { countryGroups, findCity, refusal, schoolsOfCity, type CountryGroup, type SchoolOption } from "~/components/requests/requests.server";
import { Steps } from "~/components/requests/Steps";
import { MobilePrefixField, type PrefixOption } from "~/components/mobile-prefix/MobilePrefixField";
import { useHydrated } from "~/lib/use-hydrated";
import { describedBy, Field, FormErrors, Honeypot } from "~/components/student-form/Field";
import * as f from "~/components/student-form/Form.css";
import * as s from "~/components/student/Student.css";
import { callApi } from "~/lib/api.server";
import { DEFAULT_MOBILE_PREFIX } from "#core/constants";
import { readUser } from "~/lib/cookies.server";
import { getFixedT } from "~/lib/i18n.server";
import { localHref } from "#core/lang";
import { useCitySchools } from "~/lib/use-city-schools";
import { useLang } from "~/lib/root-data";
import { findHouseSchema, todayIso } from "#core/schemas/student";
import { isBot, requireLang, mobilePrefixes, newRequestId, redirectWithToast, type FormActionData } from "~/lib/applications.server";
import { readForm } from "~/lib/form.server";
import { checkDemanded, checkReply, formCheckToken } from "~/lib/form-check.server";
import { FormCheck } from "~/components/student-form/FormCheck";

/**
 * Find a house: /{lang}/common/custom-form, open to
 * visitors. Target city (address/all) and school (school/list of that city: a school needs a
 * city first), expected move-in, name, phone with prefix, optional e-mail, WeChat, budget and
 * remark; posted to house/find/apply with a request id (a repeated submit stores one record).
 *
 * Without JavaScript the school select is filled by a round trip: "load this city's schools"
 * posts the form with intent=schools and the page comes back with the typed values kept and
 * the city's schools; `?cityId=` preselects a city the same way. With JavaScript the schools
 * of the chosen city load live. The action checks that the school belongs to the city.
 */
interface ActionData {
  result: SubmissionResult<string[]>;
  cityId: number | null;
  schools: SchoolOption[];
  /** The picture check under the filled form (app/lib/form-check.server.ts). */
  check?: FormActionData["check"];
}

const positiveId = (v: unknown) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const url = new URL(request.url);
  const [address, prefixes, user] = await Promise.all([countryGroups(request), mobilePrefixes(request), readUser(request)]);
  const asked = positiveId(url.searchParams.get("cityId"));
  const cityId = asked && findCity(address.groups, (c) => c.id === asked) ? asked : null;
  return {
    groups: address.groups,
    loadError: address.ok ? null : getFixedT(lang)("other_error_tip"),
    prefixes,
    cityId,
    schools: await schoolsOfCity(request, cityId),
    requestId: newRequestId(),
    today: todayIso(),
    defaults: {
      name: user?.realName || user?.userName || "",
      mobilePrefixId: String(user?.mobilePrefixId ?? DEFAULT_MOBILE_PREFIX.id),
      mobile: user?.mobile ?? "",
      email: user?.email ?? "",
    },
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const lang = requireLang(params);
  const t = getFixedT(lang);
  const form = await readForm(request);
  const here = localHref("/common/custom-form", lang);
  const cityId = positiveId(form.get("cityId"));
  const schools = await schoolsOfCity(request, cityId);
  const submission = parseWithZod(form, { schema: findHouseSchema });
  if (form.get("intent") === "schools") {
    // Without JavaScript: the chosen city's schools, every typed value kept, no errors yet.
    return data<ActionData>({ result: { initialValue: submission.payload } as SubmissionResult<string[]>, cityId, schools });
  }
  // A form-filling bot: answer as if it worked, store nothing.
  if (isBot(form)) return redirectWithToast(here, { type: "success", text: t("student.findHouse.success") });
  if (submission.status !== "success") return data<ActionData>({ result: submission.reply(), cityId, schools }, { status: 400 });
  const { schoolId } = submission.value;
  if (schoolId && !schools.some((s) => s.id === schoolId)) {
    return data<ActionData>({ result: submission.reply({ fieldErrors: { schoolId: ["school_error_tip"] } }), cityId, schools }, { status: 400 });
  }
  const check = await formCheckToken(request, form, lang);
  const withCheck = (reason: { message?: string; error?: string }) => {
    const reply = checkReply(submission.reply(), reason);
    return data<ActionData>({ ...reply.data, cityId, schools }, { status: 400 });
  };
  if (check.error) return withCheck({ error: check.error });
  const result = await callApi("/rest/building/client/house/find/apply", { ...submission.value, captchaToken: check.token }, { request });
  if (checkDemanded(result, lang)) return withCheck({ message: result.msg });
  if (!result.ok) {
    return data<ActionData>({ result: submission.reply({ formErrors: [refusal(result, lang)] }), cityId, schools }, { status: 400 });
  }
  return redirectWithToast(here, { type: "success", text: t("student.findHouse.sent", { reference: result.data.reference }) });
}

export default function FindHousePage() {
  const loaderData = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className={s.narrowPage}>
      <header className={s.hero}>
        <h1 className={s.heroTitle}>{t("student.findHouse.title")}</h1>
        <p className={s.muted}>{t("student.findHouse.intro")}</p>
        <Steps prefix="student.findHouse" />
      </header>
      <section className={s.card} aria-labelledby="find-house-title">
        <h2 className={s.subTitle} id="find-house-title">
          {t("student.findHouse.formTitle")}
        </h2>
        {/* A new request id after each success: the form remounts empty. */}
        <FindHouseForm key={loaderData.requestId} {...loaderData} />
      </section>
    </div>
  );
}

function FindHouseForm({
  groups,
  loadError,
  prefixes,
  cityId: initialCity,
  schools: initialSchools,
  requestId,
  today,
  defaults,
}: {
  groups: CountryGroup[];
  loadError: string | null;
  prefixes: PrefixOption[];
  cityId: number | null;
  schools: SchoolOption[];
  requestId: string;
  today: string;
  defaults: { name: string; mobilePrefixId: string; mobile: string; email: string };
}) {
  const actionData = useActionData<ActionData>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const lang = useLang();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const hydrated = useHydrated();
  const [form, fields] = useForm({
    id: `find-house-${requestId}`,
    lastResult: actionData?.result,
    defaultValue: { ...defaults, cityId: initialCity ? String(initialCity) : "" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: findHouseSchema }),
  });
  // The chosen city and its schools: from the action (no-JS round trip), else the loader; live with JS.
  const { city, schools, loadingSchools, chooseCity } = useCitySchools(lang, { cityId: initialCity, schools: initialSchools }, actionData);

  return (
    <Form method="post" {...getFormProps(form)} className={f.form} data-testid="find-house-form">
      {loadError ? <FormErrors errors={[loadError]} /> : null}
      <Honeypot />
      <input type="hidden" name="requestId" value={requestId} />
      <div className={f.grid2}>
        <Field meta={fields.cityId} label={t("student.findHouse.city")} required>
          <select
            className={f.input}
            {...getSelectProps(fields.cityId)}
            aria-describedby={describedBy(fields.cityId)}
            onChange={(e) => void chooseCity(e.currentTarget.value)}
            data-testid="find-city"
          >
            <option value="">{t("student.findHouse.chooseCity")}</option>
            {groups.map((g) => (
              <optgroup key={g.id} label={g.name}>
                {g.cities.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          {hydrated ? null : (
            <button type="submit" name="intent" value="schools" formNoValidate className={f.button.link} data-testid="load-schools">
              {t("student.findHouse.loadSchools")}
            </button>
          )}
        </Field>
        <Field meta={fields.schoolId} label={t("student.findHouse.school")} hint={city ? undefined : t("student.findHouse.schoolNeedsCity")}>
          <select
            className={f.input}
            {...getSelectProps(fields.schoolId)}
            key={`${city ?? 0}-${schools.length}`}
            aria-describedby={describedBy(fields.schoolId, !city)}
            disabled={hydrated && (!city || loadingSchools)}
            aria-busy={loadingSchools}
            data-testid="find-school"
          >
            <option value="">{city ? t("student.findHouse.chooseSchool") : t("student.findHouse.schoolNeedsCity")}</option>
            {schools.map((sc) => (
              <option key={sc.id} value={sc.id}>
                {sc.name}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className={f.grid2}>
        <Field meta={fields.moveInDate} label={t("student.findHouse.moveInDate")} required>
          <input className={f.input} {...getInputProps(fields.moveInDate, { type: "date" })} min={today} aria-describedby={describedBy(fields.moveInDate)} />
        </Field>
        <Field meta={fields.budget} label={`${t("student.findHouse.budget")} (${t("student.common.optional")})`} hint={t("student.findHouse.budgetHint")}>
          <input className={f.input} {...getInputProps(fields.budget, { type: "text" })} aria-describedby={describedBy(fields.budget, true)} />
        </Field>
      </div>
      <div className={f.grid2}>
        <Field meta={fields.name} label={t("student.findHouse.name")} required>
          <input className={f.input} {...getInputProps(fields.name, { type: "text" })} autoComplete="name" aria-describedby={describedBy(fields.name)} />
        </Field>
        <Field meta={fields.mobile} label={t("student.findHouse.mobile")} required>
          <div className={f.phoneRow}>
            <MobilePrefixField name={fields.mobilePrefixId.name} id={fields.mobilePrefixId.id} prefixes={prefixes} defaultValue={fields.mobilePrefixId.initialValue as string | undefined} controlClassName={f.input} />
            <input className={f.input} {...getInputProps(fields.mobile, { type: "tel" })} inputMode="numeric" autoComplete="tel-national" aria-describedby={describedBy(fields.mobile)} />
          </div>
        </Field>
      </div>
      <div className={f.grid2}>
        <Field meta={fields.email} label={`${t("student.findHouse.email")} (${t("student.common.optional")})`}>
          <input className={f.input} {...getInputProps(fields.email, { type: "email" })} autoComplete="email" aria-describedby={describedBy(fields.email)} />
        </Field>
        <Field meta={fields.wechat} label={`${t("student.findHouse.wechat")} (${t("student.common.optional")})`}>
          <input className={f.input} {...getInputProps(fields.wechat, { type: "text" })} aria-describedby={describedBy(fields.wechat)} />
        </Field>
      </div>
      <Field meta={fields.remark} label={`${t("student.findHouse.remark")} (${t("student.common.optional")})`}>
        <textarea className={f.textarea} {...getTextareaProps(fields.remark)} aria-describedby={describedBy(fields.remark)} />
      </Field>
      {actionData?.check ? <FormCheck key={actionData.check.round} lang={lang} round={actionData.check.round} error={actionData.check.error} /> : null}
      <FormErrors errors={busy ? undefined : form.errors} id={form.errorId} />
      <div className={f.actions}>
        <button type="submit" className={f.button.primary} disabled={busy} data-testid="find-house-submit">
          {busy ? t("student.common.submitting") : t("student.findHouse.submit")}
        </button>
      </div>
    </Form>
  );
}
