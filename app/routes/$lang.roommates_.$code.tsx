import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { localHref } from "#core/lang";
import { ROOMMATE_REPORT_REASONS, roommateInterestSchema, roommateReportSchema } from "#core/schemas/roommate";
import { ContactDetails, dateLabel, PostFacts, postTitle, RoommateStatus } from "~/components/roommates/Post";
import * as r from "~/components/roommates/Roommates.css";
import { describedBy, Field, FormErrors } from "~/components/student-form/Field";
import * as f from "~/components/student-form/Form.css";
import * as s from "~/components/student/Student.css";
import { draftField, keptValues } from "~/lib/form-draft";
import { callApi, loadOrThrow, redirectIfExpired } from "~/lib/api.server";
import { readUser } from "~/lib/cookies.server";
import { readForm } from "~/lib/form.server";
import type { RouteHandle } from "~/lib/layout";
import { loginHref } from "~/lib/links";
import { useLang, useFormDraft } from "~/lib/root-data";
import { failureText, requireLang, newRequestId, redirectWithToast, requireStudent } from "~/lib/applications.server";

/** A post can close or be hidden at any moment: visitors' copies are never kept. */
export const handle: RouteHandle = { pageCache: false };

/**
 * One roommate post (/roommates/{code}). Visitors read it and are asked to log in to contact;
 * a logged-in student sends an interest (message and their own contact details), follows its
 * answer here (the poster's contact appears once accepted), and may report the post once. The
 * owner is sent to My publish. Closed, expired and hidden posts are a 404 for everyone else.
 */
type Intent = "interest" | "report";
interface ActionData {
  intent: Intent;
  result: SubmissionResult<string[]>;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  requireLang(params);
  const [info, user] = await Promise.all([
    loadOrThrow("/rest/roommate/client/post/info", { postCode: (params.code ?? "").toLowerCase() }, { request }),
    readUser(request),
  ]);
  return { ...info, loggedIn: !!user, email: user?.email ?? "", requestId: newRequestId() };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const lang = requireLang(params);
  await requireStudent(request);
  const postCode = (params.code ?? "").toLowerCase();
  const here = localHref(`/roommates/${postCode}`, lang);
  const form = await readForm(request, { lang });
  form.set("postCode", postCode);
  const intent: Intent = form.get("intent") === "report" ? "report" : "interest";
  if (intent === "report") {
    const submission = parseWithZod(form, { schema: roommateReportSchema });
    if (submission.status !== "success") return data<ActionData>({ intent, result: submission.reply() }, { status: 400 });
    const r = await redirectIfExpired(request, await callApi("/rest/roommate/client/report", submission.value, { request }));
    if (!r.ok) return data<ActionData>({ intent, result: submission.reply({ formErrors: [failureText(r, lang)] }) }, { status: 400 });
    return redirectWithToast(`${here}#report`, { type: "success", text: r.msg });
  }
  const submission = parseWithZod(form, { schema: roommateInterestSchema });
  if (submission.status !== "success") return data<ActionData>({ intent, result: submission.reply() }, { status: 400 });
  const r = await redirectIfExpired(request, await callApi("/rest/roommate/client/interest/send", submission.value, { request }));
  if (!r.ok) return data<ActionData>({ intent, result: submission.reply({ formErrors: [failureText(r, lang)] }) }, { status: 400 });
  return redirectWithToast(`${here}#interest`, { type: "success", text: r.msg });
}

export default function RoommatePostPage() {
  const { post, viewer, loggedIn, email, requestId } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  // A refused report (no JavaScript) comes back with the form open, showing why.
  const reportAnswered = useActionData<ActionData>()?.intent === "report";
  return (
    <div className={s.narrowPage}>
      <p>
        <Link to={localHref("/roommates", lang)} className={s.link}>
          ← {t("roommates.post.back")}
        </Link>
      </p>
      <article className={s.card} aria-labelledby="post-title" data-testid="roommate-post-page" data-code={post.code}>
        <div className={s.headRow}>
          <h1 className={s.title} id="post-title">
            {postTitle(post, lang, t)}
          </h1>
          {post.status !== "live" ? <RoommateStatus status={post.status} /> : null}
        </div>
        <PostFacts post={post} />
      </article>
      <section className={s.card} id="interest" aria-labelledby="interest-title">
        <h2 className={s.subTitle} id="interest-title">
          {viewer?.interest ? t("roommates.post.yourInterest") : t("roommates.post.interestTitle")}
        </h2>
        {!loggedIn || !viewer ? (
          <>
            <p className={s.muted}>{t("roommates.post.loginToContact")}</p>
            <div>
              <Link className={f.button.primary} to={loginHref(location.pathname, "", 1)} preventScrollReset data-testid="post-login">
                {t("roommates.post.login")}
              </Link>
            </div>
          </>
        ) : viewer.isOwner ? (
          <>
            <p className={s.muted} data-testid="post-own">
              {t("roommates.post.own")}
            </p>
            <div>
              <Link className={f.button.secondary} to={`${localHref("/user/publish", lang)}#post-${post.code}`}>
                {t("roommates.post.manage")}
              </Link>
            </div>
          </>
        ) : viewer.interest ? (
          <div data-testid="my-interest" data-status={viewer.interest.status}>
            <p>
              <RoommateStatus status={viewer.interest.status} />
            </p>
            <p className={r.text}>{viewer.interest.message}</p>
            {viewer.interest.status === "pending" ? <p className={s.muted}>{t("roommates.post.pending", { date: dateLabel(viewer.interest.createdAt, lang) })}</p> : null}
            {viewer.interest.status === "declined" ? <p className={s.muted}>{t("roommates.post.declined")}</p> : null}
            {viewer.interest.contact ? <ContactDetails contact={viewer.interest.contact} label={t("roommates.post.accepted")} testId="poster-contact" /> : null}
          </div>
        ) : viewer.canSendInterest ? (
          <InterestForm postCode={post.code} requestId={requestId} email={email} />
        ) : null}
      </section>
      {viewer && viewer.canReport ? (
        <section className={s.card} id="report" aria-labelledby="report-title">
          <details className={r.details} open={reportAnswered}>
            <summary className={r.summary} id="report-title" data-testid="report-open">
              {t("roommates.post.reportTitle")}
            </summary>
            <ReportForm postCode={post.code} />
          </details>
        </section>
      ) : viewer?.reported ? (
        <p className={s.muted} id="report" data-testid="post-reported">
          {t("roommates.post.reported")}
        </p>
      ) : null}
    </div>
  );
}

function useIntentResult(intent: Intent) {
  const actionData = useActionData<ActionData>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  return { busy, lastResult: !busy && actionData?.intent === intent ? actionData.result : undefined };
}

function InterestForm({ postCode, requestId, email }: { postCode: string; requestId: string; email: string }) {
  const { t } = useTranslation();
  const { busy, lastResult } = useIntentResult("interest");
  // What was typed when the session ended, back after logging in again.
  const kept = useFormDraft("interest");
  const [form, fields] = useForm({
    id: `interest-${requestId}`,
    lastResult,
    defaultValue: { email, ...keptValues(kept) },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: roommateInterestSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className={f.form} data-testid="interest-form">
      <p className={s.muted}>{t("roommates.post.interestIntro")}</p>
      <input type="hidden" name="intent" value="interest" />
      <input {...draftField("interest")} />
      <input type="hidden" name="requestId" value={requestId} />
      <input type="hidden" name={fields.postCode.name} value={postCode} />
      <Field meta={fields.message} label={t("roommates.post.message")} hint={t("roommates.post.messageHint")} required>
        <textarea className={f.textarea} rows={3} {...getTextareaProps(fields.message)} aria-describedby={describedBy(fields.message, true)} data-testid="interest-message-input" />
      </Field>
      <fieldset className={f.fieldset}>
        <legend className={f.legend}>{t("roommates.post.contactLegend")}</legend>
        <p className={f.hint}>{t("roommates.post.contactHint")}</p>
        <div className={f.grid2}>
          <Field meta={fields.wechat} label={t("roommates.fields.wechat")}>
            <input className={f.input} {...getInputProps(fields.wechat, { type: "text" })} autoComplete="off" aria-describedby={describedBy(fields.wechat)} data-testid="interest-wechat" />
          </Field>
          <Field meta={fields.email} label={t("roommates.fields.email")}>
            <input className={f.input} {...getInputProps(fields.email, { type: "email" })} autoComplete="email" aria-describedby={describedBy(fields.email)} data-testid="interest-email" />
          </Field>
        </div>
      </fieldset>
      <FormErrors errors={busy ? undefined : form.errors} id={form.errorId} />
      <div className={f.actions}>
        <button type="submit" className={f.button.primary} disabled={busy} data-testid="interest-submit">
          {busy ? t("roommates.post.sending") : t("roommates.post.send")}
        </button>
      </div>
    </Form>
  );
}

function ReportForm({ postCode }: { postCode: string }) {
  const { t } = useTranslation();
  const { busy, lastResult } = useIntentResult("report");
  const [form, fields] = useForm({
    id: "report-form",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: roommateReportSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className={f.form} data-testid="report-form">
      <p className={s.muted}>{t("roommates.post.reportIntro")}</p>
      <input type="hidden" name="intent" value="report" />
      <input type="hidden" name={fields.postCode.name} value={postCode} />
      <Field meta={fields.reason} label={t("roommates.post.reason")} required>
        <select className={f.input} {...getSelectProps(fields.reason)} aria-describedby={describedBy(fields.reason)} data-testid="report-reason">
          <option value="">{t("roommates.post.chooseReason")}</option>
          {ROOMMATE_REPORT_REASONS.map((k) => (
            <option key={k} value={k}>
              {t(`roommates.reasons.${k}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field meta={fields.text} label={t("roommates.post.reportText")}>
        <textarea className={f.textarea} rows={2} {...getTextareaProps(fields.text)} aria-describedby={describedBy(fields.text)} data-testid="report-text" />
      </Field>
      <FormErrors errors={busy ? undefined : form.errors} id={form.errorId} />
      <div className={f.actions}>
        <button type="submit" className={f.button.secondary} disabled={busy} data-testid="report-submit">
          {t("roommates.post.report")}
        </button>
      </div>
    </Form>
  );
}
