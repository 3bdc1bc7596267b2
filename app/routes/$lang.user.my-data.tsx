import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { localHref } from "#core/lang";
import { KEPT_AFTER_ACCOUNT_DELETION } from "#core/retention";
import * as f from "~/components/student-form/Form.css";
import * as s from "~/components/student/Student.css";
import { callApi, redirectIfExpired } from "~/lib/api.server";
import { failureText, redirectWithToast, requireLang, requireStudent } from "~/lib/applications.server";
import { clearUser, writeToast } from "~/lib/cookies.server";
import { readForm } from "~/lib/form.server";
import { getFixedT } from "~/lib/i18n.server";
import { useLang } from "~/lib/root-data";
import { useTranslation } from "~/lib/translate";

/**
 * /{lang}/user/my-data: "download my data" (a form posted to ./my-data/export, which answers the JSON file) and
 * "delete my account" in two steps: a fresh code to the account's phone or e-mail, then the code
 * and the confirmation. What the law keeps is listed before anything is deleted. Plain forms:
 * both work without JavaScript.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  requireLang(params);
  await requireStudent(request);
  const url = new URL(request.url);
  // After step 1: where the code went (shown as the API masked it).
  const step = url.searchParams.get("step") === "code" ? { channel: url.searchParams.get("channel") === "email" ? "email" : url.searchParams.get("channel") === "none" ? "none" : "sms", to: (url.searchParams.get("to") ?? "").slice(0, 60) } : null;
  return { step };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const lang = requireLang(params);
  await requireStudent(request);
  const t = getFixedT(lang);
  const here = localHref("/user/my-data", lang);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "deleteCode") {
    const r = await redirectIfExpired(request, await callApi("/rest/user/client/user/delete/code", {}, { request }));
    if (!r.ok) return redirectWithToast(here, { type: "error", text: failureText(r, lang) });
    return redirect(`${here}?${new URLSearchParams({ step: "code", channel: r.data.channel, to: r.data.to })}#delete`);
  }
  if (intent === "delete") {
    const r = await redirectIfExpired(
      request,
      await callApi("/rest/user/client/user/delete", { code: String(form.get("code") ?? "").trim() || null, confirm: form.get("confirm") ? "1" : null }, { request }),
    );
    if (!r.ok) {
      const params = new URLSearchParams({ step: "code", channel: String(form.get("channel") ?? "sms"), to: String(form.get("to") ?? "") });
      return redirectWithToast(`${here}?${params}#delete`, { type: "error", text: failureText(r, lang) });
    }
    // Signed out here too: the session in the browser is deleted with its cookie.
    const headers = new Headers();
    headers.append("Set-Cookie", await clearUser(request));
    headers.append("Set-Cookie", await writeToast({ type: "success", text: t("myData.deleted") }));
    return redirect(`/${lang}/`, { headers });
  }
  return redirect(here);
}

export default function MyDataPage() {
  const { step } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const lang = useLang();
  const kept = KEPT_AFTER_ACCOUNT_DELETION[lang === "en" ? "en" : "zh"];
  return (
    <>
      <section className={s.card} aria-labelledby="my-data-title" data-testid="my-data">
        <h1 className={s.title} id="my-data-title">
          {t("myData.title")}
        </h1>
        <p className={s.muted}>{t("myData.lead")}</p>
        <p>
          <Link className={s.link} to={`${localHref("/common/privacy", lang)}#retention`}>
            {t("myData.privacyLink")}
          </Link>
        </p>
        <h2 className={s.subTitle}>{t("myData.exportTitle")}</h2>
        <p className={s.muted}>{t("myData.exportLead")}</p>
        {/* The answer is a file: a full form submission, so the browser saves it with or without JavaScript. */}
        <Form method="post" action={localHref("/user/my-data/export", lang)} reloadDocument>
          <input type="hidden" name="intent" value="export" />
          <button type="submit" className={f.button.secondary} data-testid="export-data">
            {t("myData.export")}
          </button>
        </Form>
      </section>

      <section className={s.card} aria-labelledby="delete-title" id="delete" data-testid="delete-account">
        <h2 className={s.subTitle} id="delete-title">
          {t("myData.deleteTitle")}
        </h2>
        <p className={s.muted}>{t("myData.deleteLead")}</p>
        <h3 className={s.subTitle}>{t("myData.keptTitle")}</h3>
        <ul data-testid="kept-after-delete">
          {kept.map((k) => (
            <li key={k}>{k}</li>
          ))}
        </ul>
        {step ? (
          <Form method="post" className={f.form} data-testid="delete-confirm-form">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="channel" value={step.channel} />
            <input type="hidden" name="to" value={step.to} />
            {step.channel === "none" ? (
              <p className={s.muted}>{t("myData.noChannel")}</p>
            ) : (
              <>
                <p className={s.muted} role="status">
                  {t("myData.codeSentTo", { to: step.to })}
                </p>
                <div className={f.field}>
                  <label className={f.label} htmlFor="delete-code">
                    {t("myData.code")}
                  </label>
                  <input id="delete-code" name="code" className={f.input} inputMode="numeric" autoComplete="one-time-code" required maxLength={10} data-testid="delete-code" />
                </div>
              </>
            )}
            <label className={f.choice}>
              <input type="checkbox" name="confirm" value="1" required data-testid="delete-confirm" />
              {t("myData.confirm")}
            </label>
            <div className={f.actions}>
              <button type="submit" className={f.button.danger} data-testid="delete-submit">
                {t("myData.deleteButton")}
              </button>
            </div>
          </Form>
        ) : (
          <Form method="post">
            <input type="hidden" name="intent" value="deleteCode" />
            <button type="submit" className={f.button.danger} data-testid="delete-send-code">
              {t("myData.sendCode")}
            </button>
          </Form>
        )}
      </section>
    </>
  );
}
