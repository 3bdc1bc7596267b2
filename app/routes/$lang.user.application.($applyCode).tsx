import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { DocumentsPanel } from "~/components/documents/DocumentsPanel";
import { DOCUMENT_KINDS, DOCUMENT_OPEN_APPLICATION, DOCUMENT_OWNER } from "#core/retention";
import { parseWithZod } from "@conform-to/zod";
import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from "@remix-run/node";
import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
} from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import {
  describedBy,
  Field,
  FormErrors,
} from "~/components/student-form/Field";
import * as f from "~/components/student-form/Form.css";
import { QuoteView } from "~/components/quote/QuoteView";
import {
  Fact,
  formatDateTime,
  formatMoney,
  StatusBadge,
} from "~/components/student/StatusBadge";
import * as s from "~/components/student/Student.css";
import { callApi, loadOrThrow, redirectIfExpired } from "~/lib/api.server";
import { localHref } from "#core/lang";
import { useLang } from "~/lib/root-data";
import { pickupSchema, todayIso } from "#core/schemas/student";
import { failureText, formError, requireLang, newRequestId, redirectWithToast, requireStudent, type FormActionData } from "~/lib/applications.server";
import { readForm } from "~/lib/form.server";

/**
 * One application: its number, times, tenancy, applicant and guarantor, status with history, cancel while the
 * status allows it, and an airport pickup request (apply/jieji). Another user's applyCode is a 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  await requireStudent(request);
  if (!params.applyCode) throw redirect(localHref("/user/applications", lang));
  const detail = await loadOrThrow(
    "/rest/user/client/intent/info",
    { applyCode: params.applyCode },
    { request }
  );
  // Cancelling asks first: ?confirm=cancel shows the question, also without JavaScript.
  const confirming =
    new URL(request.url).searchParams.get("confirm") === "cancel" &&
    detail.canCancel;
  const documents = await loadOrThrow("/rest/user/client/document/list", { applyCode: params.applyCode }, { request });
  return { detail, confirming, requestId: newRequestId(), today: todayIso(), documents };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const lang = requireLang(params);
  await requireStudent(request);
  const form = await readForm(request);
  const here = localHref(`/user/application/${params.applyCode ?? ""}`, lang);
  if (form.get("intent") === "cancel") {
    // Only the confirmation step's button carries confirmed=yes; anything else asks first.
    if (form.get("confirmed") !== "yes") return redirect(`${here}?confirm=cancel`);
    const r = await redirectIfExpired(request, await callApi("/rest/user/client/intent/cancel", { applyCode: params.applyCode ?? "" }, { request }));
    if (!r.ok) return redirectWithToast(here, { type: "error", text: failureText(r, lang) });
    return redirectWithToast(here, { type: "success", key: "student.applications.cancelled" });
  }
  const submission = parseWithZod(form, { schema: pickupSchema });
  if (submission.status !== "success") return formError(submission.reply());
  const r = await redirectIfExpired(request, await callApi("/rest/user/client/apply/jieji", submission.value, { request }));
  if (!r.ok) {
    const message = failureText(r, lang);
    return formError(submission.reply({ formErrors: [message] }), message);
  }
  return redirectWithToast(here, {
    type: "success",
    key: "student.applications.pickupSaved",
  });
}

export default function ApplicationPage() {
  const {
    detail: a,
    confirming,
    requestId,
    today,
    documents,
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<FormActionData>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const { t } = useTranslation();
  const lang = useLang();
  const [form, fields] = useForm({
    id: "pickup",
    lastResult: actionData?.result,
    defaultValue: { applyCode: a.applyCode, passengers: "1" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: pickupSchema }),
  });
  const term = a.leaseTerm
    ? t(`student.applications.${a.leaseUnit === "week" ? "weeks" : "months"}`, {
        count: a.leaseTerm,
      })
    : null;
  const g = a.guarantor;
  return (
    <>
      <section
        className={s.card}
        aria-labelledby="application-title"
        data-testid="application-detail"
      >
        <div className={s.headRow}>
          <h1 className={s.title} id="application-title">
            {t("student.applications.detailTitle")}
          </h1>
          <StatusBadge status={a.status} />
        </div>
        <p className={s.muted}>
          <Link
            className={s.link}
            to={localHref(
              `/apartment/${a.building.code}${
                a.room ? `/room/${a.room.code}` : ""
              }`,
              lang
            )}
          >
            {a.building.name}
            {a.room ? ` · ${a.room.name}` : ""}
          </Link>{" "}
          · {a.building.address}
        </p>
        <dl className={s.facts}>
          <Fact
            label={t("student.applications.applyCode")}
            value={a.applyCode}
            testId="detail-apply-code"
          />
          <Fact
            label={t("student.applications.time")}
            value={formatDateTime(a.createdAt, lang)}
          />
          <Fact
            label={t("student.applications.moveIn")}
            value={a.moveInDate}
            testId="detail-move-in"
          />
          <Fact
            label={t("student.applications.applicant")}
            value={a.applicant?.legalName ?? a.applicant?.chineseName}
            testId="detail-applicant"
          />
          <Fact label={t("student.applications.leaseTerm")} value={term} />
          <Fact
            label={t("student.applications.rental")}
            value={
              a.rentalStart ? `${a.rentalStart} – ${a.rentalEnd ?? ""}` : null
            }
          />
          {a.orderNo ? (
            <Fact
              label={t("student.applications.orderNo")}
              value={
                <Link
                  className={s.link}
                  to={localHref(`/user/order/${a.orderNo}`, lang)}
                >
                  {a.orderNo}
                </Link>
              }
            />
          ) : null}
          {/* Optional or older fields appear only when given. */}
          {a.applicant?.chineseName ? (
            <Fact
              label={t("student.applications.chineseName")}
              value={a.applicant.chineseName}
            />
          ) : null}
          {a.applicant?.surnamePinyin ? (
            <Fact
              label={t("student.applications.surnamePinyin")}
              value={a.applicant.surnamePinyin}
            />
          ) : null}
          <Fact
            label={t("student.apply.dateOfBirth")}
            value={a.applicant?.dateOfBirth}
          />
          <Fact
            label={t("student.apply.nationality")}
            value={
              a.applicant?.nationality
                ? regionName(a.applicant.nationality, lang)
                : null
            }
            testId="detail-nationality"
          />
          <Fact
            label={t("student.apply.university")}
            value={a.applicant?.university}
          />
          <Fact label={t("student.apply.course")} value={a.applicant?.course} />
          <Fact
            label={t("student.apply.yearOfStudy")}
            value={
              a.applicant?.yearOfStudy
                ? t(`student.apply.years.${a.applicant.yearOfStudy}`)
                : null
            }
          />
          <Fact
            label={t("student.applications.address")}
            value={a.applicant?.address}
          />
          {g ? (
            <Fact
              label={t("student.applications.guarantor")}
              value={`${g.name} (${t(
                `student.apply.relations.${g.relation}`
              )}) · +${g.mobilePrefix ?? ""} ${g.mobile}${
                g.email ? ` · ${g.email}` : ""
              }${g.address ? ` · ${g.address}` : ""}`}
            />
          ) : null}
          <Fact
            label={t("student.applications.mobile")}
            value={a.mobile ? `+${a.mobilePrefix ?? ""} ${a.mobile}` : null}
          />
          <Fact
            label={t("student.applications.paymentPlan")}
            value={
              a.paymentPlan ? t(`student.apply.plans.${a.paymentPlan}`) : null
            }
          />
          {a.order ? (
            <Fact
              label={t("student.orders.amount")}
              value={formatMoney(a.order.amount, a.order.currency, lang)}
            />
          ) : null}
          {a.remark ? (
            <Fact label={t("student.applications.remark")} value={a.remark} />
          ) : null}
        </dl>
        {a.quote ? <QuoteView quote={a.quote} /> : null}
        <div className={s.card} data-testid="next-step">
          <h2 className={s.subTitle}>{t("next.title")}</h2>
          <p>{t(`next.step_${a.next.step}`)}</p>
          <p className={s.muted}>
            {t("next.by", { who: t(`next.who_${a.next.who}`) })}
          </p>
          {a.next.who === "adviser" ? (
            <p className={s.muted} data-testid="reply-promise">
              {t("next.promise")}
            </p>
          ) : null}
          <p>
            <Link
              className={s.link}
              to={`${localHref(
                "/user/service",
                lang
              )}?applyCode=${encodeURIComponent(a.applyCode)}`}
              data-testid="ask-adviser"
            >
              {t("service.ask.application")}
            </Link>
          </p>
        </div>
        <h2 className={s.subTitle}>{t("next.timeline")}</h2>
        <ol className={s.timeline} data-testid="status-history">
          {a.history.map((h, i) => (
            <li key={i}>
              <StatusBadge status={h.to} />{" "}
              <span className={s.muted}>
                {formatDateTime(h.at, lang)} · {t(`student.actor.${h.actor}`)}
              </span>
              {h.notifiedAt && h.channel ? (
                <span className={s.muted} data-testid="notified">
                  {" "}
                  ·{" "}
                  {t("next.notified", {
                    channel: t(`next.channel_${h.channel}`),
                    time: formatDateTime(h.notifiedAt, lang),
                  })}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
        {a.canCancel && confirming ? (
          <div
            className={s.card}
            role="alertdialog"
            aria-labelledby="cancel-title"
            aria-describedby="cancel-body"
            data-testid="cancel-confirm"
          >
            <h2 className={s.subTitle} id="cancel-title">
              {t("cancelConfirm.title")}
            </h2>
            <p id="cancel-body">
              {t("cancelConfirm.body", {
                code: a.applyCode,
                room: `${a.building.name}${a.room ? ` · ${a.room.name}` : ""}`,
              })}
            </p>
            <Form method="post" className={f.actions}>
              <input type="hidden" name="confirmed" value="yes" />
              <button
                type="submit"
                name="intent"
                value="cancel"
                className={f.button.danger}
                disabled={busy}
                data-testid="cancel-yes"
              >
                {t("cancelConfirm.yes")}
              </button>
              <Link
                to={localHref(`/user/application/${a.applyCode}`, lang)}
                className={s.link}
                data-testid="cancel-no"
              >
                {t("cancelConfirm.no")}
              </Link>
            </Form>
          </div>
        ) : a.canCancel ? (
          <Link
            to="?confirm=cancel"
            className={f.button.danger}
            data-testid="cancel-application"
          >
            {t("student.applications.cancel")}
          </Link>
        ) : null}
      </section>

      {/* Pickup is offered while the application is alive; a closed one shows only what was asked. */}
      {a.canRequestPickup || a.pickup ? (
        <section
          className={s.card}
          aria-labelledby="pickup-title"
          data-testid="pickup"
        >
          <h2 className={s.subTitle} id="pickup-title">
            {t("student.applications.pickup")}
          </h2>
          {a.pickup ? (
            <p className={f.success} data-testid="pickup-summary">
              {t("student.applications.pickupRequested")}: {a.pickup.flightNo} ·{" "}
              {a.pickup.arrivalDate} {a.pickup.arrivalTime} · {a.pickup.airport}{" "}
              · {a.pickup.passengers}
            </p>
          ) : (
            <p className={s.muted}>{t("student.applications.pickupIntro")}</p>
          )}
          {a.canRequestPickup ? (
            <Form
              method="post"
              {...getFormProps(form)}
              className={f.form}
              data-testid="pickup-form"
            >
              <FormErrors errors={form.errors} id={form.errorId} />
              <input type="hidden" name="requestId" value={requestId} />
              <input
                type="hidden"
                name={fields.applyCode.name}
                value={a.applyCode}
              />
              <div className={f.grid2}>
                <Field
                  meta={fields.flightNo}
                  label={t("student.applications.flightNo")}
                  required
                >
                  <input
                    className={f.input}
                    {...getInputProps(fields.flightNo, { type: "text" })}
                    aria-describedby={describedBy(fields.flightNo)}
                  />
                </Field>
                <Field
                  meta={fields.airport}
                  label={t("student.applications.airport")}
                  required
                >
                  <input
                    className={f.input}
                    {...getInputProps(fields.airport, { type: "text" })}
                    aria-describedby={describedBy(fields.airport)}
                  />
                </Field>
                <Field
                  meta={fields.arrivalDate}
                  label={t("student.applications.arrivalDate")}
                  required
                >
                  <input
                    className={f.input}
                    {...getInputProps(fields.arrivalDate, { type: "date" })}
                    min={today}
                    aria-describedby={describedBy(fields.arrivalDate)}
                  />
                </Field>
                <Field
                  meta={fields.arrivalTime}
                  label={t("student.applications.arrivalTime")}
                  required
                >
                  <input
                    className={f.input}
                    {...getInputProps(fields.arrivalTime, { type: "time" })}
                    aria-describedby={describedBy(fields.arrivalTime)}
                  />
                </Field>
                <Field
                  meta={fields.passengers}
                  label={t("student.applications.passengers")}
                  required
                >
                  <input
                    className={f.input}
                    {...getInputProps(fields.passengers, { type: "number" })}
                    min={1}
                    max={9}
                    aria-describedby={describedBy(fields.passengers)}
                  />
                </Field>
              </div>
              <div className={f.actions}>
                <button
                  type="submit"
                  name="intent"
                  value="pickup"
                  className={f.button.primary}
                  disabled={busy}
                  data-testid="pickup-submit"
                >
                  {t("student.applications.requestPickup")}
                </button>
              </div>
            </Form>
          ) : null}
        </section>
      ) : null}

      {/* The documents the booking asks for, where it asks for them (passport, offer letter or CAS, guarantor). */}
      <DocumentsPanel
        list={documents.list}
        consent={documents.consent}
        target={{ applyCode: a.applyCode }}
        kinds={APPLICATION_DOCUMENT_KINDS.map((kind) => ({ kind, name: t(`documents.kinds.${kind}`) }))}
        canUpload={DOCUMENT_OPEN_APPLICATION.includes(a.status)}
        returnTo={localHref(`/user/application/${a.applyCode}`, lang)}
      />
    </>
  );
}

const APPLICATION_DOCUMENT_KINDS = DOCUMENT_KINDS.filter((k) => DOCUMENT_OWNER[k] === "application");

/** A country or region's name from its ISO code, in the page's language. */
function regionName(iso2: string, lang: string): string {
  try {
    return (
      new Intl.DisplayNames([lang === "en" ? "en" : "zh-CN"], {
        type: "region",
      }).of(iso2.toUpperCase()) ?? iso2
    );
  } catch {
    return iso2;
  }
}
