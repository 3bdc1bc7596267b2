import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { secondCurrency } from "~/lib/currency.server";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { ApartmentCard } from "~/components/apartment-card/ApartmentCard";
import { apartmentsOfCity, countryGroups, findCity, nextAcademicYear, refusal } from "~/components/requests/requests.server";
import * as r from "~/components/requests/Requests.css";
import { Steps } from "~/components/requests/Steps";
import { MobilePrefixField } from "~/components/mobile-prefix/MobilePrefixField";
import { describedBy, Field, FormErrors, Honeypot } from "~/components/student-form/Field";
import * as f from "~/components/student-form/Form.css";
import * as s from "~/components/student/Student.css";
import { callApi } from "~/lib/api.server";
import { toCardVM, type ApiCard, type ApiHouse } from "~/lib/catalogue.server";
import { DEFAULT_MOBILE_PREFIX } from "#core/constants";
import { readUser } from "~/lib/cookies.server";
import { getFixedT } from "~/lib/i18n.server";
import { localHref } from "#core/lang";
import { useLang } from "~/lib/root-data";
import { bookingSchema } from "#core/schemas/student";
import { formError, isBot, requireLang, mobilePrefixes, newRequestId, redirectWithToast, safeBack, type FormActionData } from "~/lib/applications.server";
import { isSlug } from "#core/slug";
import { readForm } from "~/lib/form.server";
import { checkDemanded, checkReply, formCheckToken } from "~/lib/form-check.server";
import { FormCheck } from "~/components/student-form/FormCheck";

/**
 * Academic-year booking: /{lang}/academic-year-booking/{address?}. A landing
 * page for booking next academic year's room early: popular cities (house/index) and featured
 * apartments; `{address}` is a city slug (narrows the apartments to that city) or an apartment
 * code (also preselects it). The booking form (apartment, full name, phone with prefix,
 * consultant ID ≤ 10, others) posts to booking/apply with a request id; visitors allowed.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const address = params.address?.toLowerCase();
  if (address !== undefined && !isSlug(address)) throw new Response("Not Found", { status: 404 });
  const [home, address_, prefixes, user] = await Promise.all([
    callApi("/rest/building/client/house/index", {}, { request, token: null }),
    countryGroups(request),
    mobilePrefixes(request),
    readUser(request),
  ]);
  let city = address ? findCity(address_.groups, (c) => c.slug === address) : null;
  let building: ApiHouse | null = null;
  if (address && !city) {
    const info = await callApi("/rest/building/client/house/info", { buildingCode: address }, { request, token: null });
    if (!info.ok) throw new Response("Not Found", { status: 404 });
    building = info.data;
    city = findCity(address_.groups, (c) => c.id === building!.city.id);
  }
  const second = await secondCurrency(request);
  const apartments: ApiCard[] = city ? await apartmentsOfCity(request, city.id) : home.ok ? home.data.recommendedHouses : [];
  const options = apartments.map((a) => ({ code: a.code, name: a.name, city: a.city.name }));
  // The preselected apartment is always offered, even past the first page of its city.
  if (building && !options.some((o) => o.code === building!.code)) options.unshift({ code: building.code, name: building.name, city: building.city.name });
  const featured = [...apartments].sort((a, b) => Number(b.code === building?.code) - Number(a.code === building?.code)).slice(0, 6);
  return {
    year: nextAcademicYear().label,
    city: city ? { slug: city.slug, name: city.name, country: city.country.name } : null,
    building: building ? { code: building.code, name: building.name } : null,
    hotCities: home.ok ? home.data.hotCities.slice(0, 10).map((c) => ({ slug: c.slug, name: c.name })) : [],
    featured: featured.map((a) => toCardVM(a, lang, second)),
    options,
    prefixes,
    requestId: newRequestId(),
    defaults: {
      buildingCode: building?.code ?? "",
      fullName: user?.realName || user?.userName || "",
      mobilePrefixId: String(user?.mobilePrefixId ?? DEFAULT_MOBILE_PREFIX.id),
      mobile: user?.mobile ?? "",
    },
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const lang = requireLang(params);
  const t = getFixedT(lang);
  const form = await readForm(request);
  const here = safeBack(new URL(request.url).pathname, lang);
  if (isBot(form)) return redirectWithToast(here, { type: "success", text: t("student.booking.success") });
  const submission = parseWithZod(form, { schema: bookingSchema });
  if (submission.status !== "success") return formError(submission.reply());
  const check = await formCheckToken(request, form, lang);
  if (check.error) return checkReply(submission.reply(), { error: check.error });
  const result = await callApi("/rest/building/client/booking/apply", { ...submission.value, captchaToken: check.token }, { request });
  if (checkDemanded(result, lang)) return checkReply(submission.reply(), { message: result.msg });
  if (!result.ok) return formError(submission.reply({ formErrors: [refusal(result, lang)] }));
  return redirectWithToast(here, { type: "success", text: t("student.booking.sent", { reference: result.data.reference }) });
}

export default function AcademicYearBookingPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const lang = useLang();
  const base = localHref("/academic-year-booking", lang);
  return (
    <div className={r.wide}>
      <header className={s.hero}>
        <h1 className={s.heroTitle} data-testid="booking-title">
          {data.city ? t("student.booking.titleIn", { city: data.city.name }) : t("student.booking.title")}
        </h1>
        <p className={s.muted}>{t("student.booking.year", { year: data.year })}</p>
        <p className={s.muted}>{t("student.booking.intro")}</p>
        <Steps prefix="student.booking" />
      </header>

      {data.hotCities.length ? (
        <nav aria-label={t("student.booking.cities")}>
          <ul className={s.chips}>
            <li>
              <Link className={s.chip} to={base} aria-current={data.city ? undefined : "true"}>
                {t("student.booking.allCities")}
              </Link>
            </li>
            {data.hotCities.map((c) => (
              <li key={c.slug}>
                <Link className={s.chip} to={`${base}/${c.slug}`} aria-current={data.city?.slug === c.slug ? "true" : undefined} data-testid={`booking-city-${c.slug}`}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <div className={r.twoCols}>
        <section aria-labelledby="booking-featured" className={s.content}>
          <h2 className={s.subTitle} id="booking-featured">
            {t("student.booking.featured")}
          </h2>
          {data.featured.length ? (
            <div className={r.cardGrid} data-testid="booking-featured">
              {data.featured.map((item) => (
                <ApartmentCard key={item.code} item={item} sizes="280px" />
              ))}
            </div>
          ) : (
            <p className={s.empty}>{t("student.common.empty")}</p>
          )}
        </section>
        <section className={`${s.card} ${r.sticky}`} aria-labelledby="booking-form-title">
          <h2 className={s.subTitle} id="booking-form-title">
            {t("student.booking.formTitle")}
          </h2>
          <BookingForm key={data.requestId} />
        </section>
      </div>
    </div>
  );
}

function BookingForm() {
  const { options, prefixes, requestId, defaults } = useLoaderData<typeof loader>();
  const actionData = useActionData<FormActionData>();
  const lang = useLang();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: `booking-${requestId}`,
    lastResult: actionData?.result,
    defaultValue: { ...defaults, consultantId: "", others: "" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: bookingSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className={f.form} data-testid="booking-form">
      <Honeypot />
      <input type="hidden" name="requestId" value={requestId} />
      <Field meta={fields.buildingCode} label={t("student.booking.building")} required>
        <select className={f.input} {...getSelectProps(fields.buildingCode)} aria-describedby={describedBy(fields.buildingCode)} data-testid="booking-building">
          <option value="">{t("student.booking.chooseBuilding")}</option>
          {options.map((o) => (
            <option key={o.code} value={o.code}>
              {o.city ? `${o.name} · ${o.city}` : o.name}
            </option>
          ))}
        </select>
      </Field>
      <Field meta={fields.fullName} label={t("student.booking.fullName")} required>
        <input className={f.input} {...getInputProps(fields.fullName, { type: "text" })} autoComplete="name" aria-describedby={describedBy(fields.fullName)} />
      </Field>
      <Field meta={fields.mobile} label={t("student.booking.mobile")} required>
        <div className={f.phoneRow}>
          <MobilePrefixField name={fields.mobilePrefixId.name} id={fields.mobilePrefixId.id} prefixes={prefixes} defaultValue={fields.mobilePrefixId.initialValue as string | undefined} controlClassName={f.input} />
          <input className={f.input} {...getInputProps(fields.mobile, { type: "tel" })} inputMode="numeric" autoComplete="tel-national" aria-describedby={describedBy(fields.mobile)} />
        </div>
      </Field>
      <Field meta={fields.consultantId} label={`${t("student.booking.consultantId")} (${t("student.common.optional")})`} hint={t("student.booking.consultantHint")}>
        <input className={f.input} {...getInputProps(fields.consultantId, { type: "text" })} aria-describedby={describedBy(fields.consultantId, true)} />
      </Field>
      <Field meta={fields.others} label={`${t("student.booking.others")} (${t("student.common.optional")})`}>
        <textarea className={f.textarea} {...getTextareaProps(fields.others)} placeholder={t("student.booking.othersHint")} aria-describedby={describedBy(fields.others)} />
      </Field>
      {actionData?.check ? <FormCheck key={actionData.check.round} lang={lang} round={actionData.check.round} error={actionData.check.error} /> : null}
      <FormErrors errors={busy ? undefined : form.errors} id={form.errorId} />
      <div className={f.actions}>
        <button type="submit" className={f.button.primary} disabled={busy} data-testid="booking-submit">
          {busy ? t("student.common.submitting") : t("student.booking.submit")}
        </button>
      </div>
    </Form>
  );
}
