import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { z } from "zod";
import { describedBy, Field, FormErrors } from "~/components/student-form/Field";
import * as f from "~/components/student-form/Form.css";
import * as s from "~/components/student/Student.css";
import { callApi, loadOrThrow, redirectIfExpired } from "~/lib/api.server";
import { PASSWORD_INPUT_MAX } from "#core/constants";
import { getFixedT } from "~/lib/i18n.server";
import { localHref } from "#core/lang";
import { useLang } from "~/lib/root-data";
import { publicOrigin } from "#core/env.server";
import { loginHref } from "~/lib/links";
import { bindEmailSchema } from "#core/schemas/student";
import { cookieUser, failureText, formError, requireLang, redirectWithToast, requireStudent, type FormActionData } from "~/lib/applications.server";
import { newPasswordPair, passwordsMatch } from "#core/validation";
import { readForm } from "~/lib/form.server";

/**
 * Account setting: change the password (user/updatePwd, which signs out other
 * sessions), bind an e-mail through an activation mail (user/bindEmail → the link lands on
 * /common/email-activation), bind or change the mobile (the login dialog's BindMobile view:
 * an SMS code to the new number proves it), and unbind or bind third-party accounts
 * (user/third/unbind; user/genBindThird's signed link, finished by the OAuth callback route).
 */
const passwordSchema = z
  .object({ oldPassword: z.string().max(PASSWORD_INPUT_MAX, "pwd_error_tip").optional(), ...newPasswordPair })
  .superRefine(passwordsMatch);

export async function loader({ request, params }: LoaderFunctionArgs) {
  requireLang(params);
  await requireStudent(request);
  const { email, emailVerified, mobile, mobilePrefix, pwdAction, thirdParty } = await loadOrThrow("/rest/user/client/user/info", {}, { request });
  const entries = await redirectIfExpired(request, await callApi("/rest/user/client/user/genBindThird", { type: "list", url: request.url }, { request }));
  // What the page shows (the session token stays in its httpOnly cookie).
  const info = { email, emailVerified, mobile, mobilePrefix, pwdAction, thirdParty };
  return { info, providers: entries.ok && "list" in entries.data ? entries.data.list : [] };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const lang = requireLang(params);
  await requireStudent(request);
  const t = getFixedT(lang);
  const form = await readForm(request);
  const intent = form.get("intent");
  const here = localHref("/user/account-setting", lang);

  if (intent === "password") {
    const submission = parseWithZod(form, { schema: passwordSchema });
    if (submission.status !== "success") return formError(submission.reply());
    const r = await redirectIfExpired(request, await callApi("/rest/user/client/user/updatePwd", { oldPassword: submission.value.oldPassword, newPassword: submission.value.newPassword }, { request }));
    if (!r.ok) return formError(submission.reply({ formErrors: [failureText(r, lang, "save_fail")] }));
    return redirectWithToast(here, { type: "success", key: "student.account.passwordSaved" }, { user: cookieUser(r.data), request });
  }
  if (intent === "email") {
    const submission = parseWithZod(form, { schema: bindEmailSchema });
    if (submission.status !== "success") return formError(submission.reply());
    // From the configured public origin (the request's own only in development): never a link
    // to whatever host the request named.
    const activationUrl = `${publicOrigin(request.url)}${localHref("/common/email-activation", lang)}`;
    const r = await redirectIfExpired(request, await callApi("/rest/user/client/user/bindEmail", { email: submission.value.email, activationUrl }, { request }));
    if (!r.ok) return formError(submission.reply({ formErrors: [failureText(r, lang)] }));
    return redirectWithToast(here, { type: "success", text: t("student.account.activationSent", { email: submission.value.email }) });
  }
  if (intent === "unbind") {
    const r = await redirectIfExpired(request, await callApi("/rest/user/client/user/third/unbind", { type: String(form.get("type") ?? "") }, { request }));
    return redirectWithToast(here, r.ok ? { type: "success", key: "student.account.unbound" } : { type: "error", text: failureText(r, lang) });
  }
  throw new Response("Bad Request", { status: 400 });
}

export default function AccountSettingPage() {
  const { info, providers } = useLoaderData<typeof loader>();
  const actionData = useActionData<FormActionData>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const lastIntent = navigation.formData?.get("intent");
  const [pwdForm, pwd] = useForm({
    id: "password",
    lastResult: actionData?.result?.initialValue?.intent === "password" ? actionData.result : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: passwordSchema }),
  });
  const [emailForm, email] = useForm({
    id: "email",
    lastResult: actionData?.result?.initialValue?.intent === "email" ? actionData.result : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: bindEmailSchema }),
  });
  const bound = new Map(info.thirdParty.map((b) => [b.type, b]));
  const types = [...new Set([...providers.map((p) => p.type), ...bound.keys()])];
  return (
    <section className={s.card} aria-labelledby="account-title">
      <h1 className={s.title} id="account-title">
        {t("student.account.title")}
      </h1>
      <p className={s.muted}>
        <Link className={s.link} to={localHref("/user/my-data", lang)} data-testid="my-data-link">
          {t("myData.title")}: {t("myData.exportTitle")} · {t("myData.deleteTitle")}
        </Link>
      </p>

      <div className={s.settingRow}>
        <h2 className={s.subTitle}>{t("student.account.password")}</h2>
        <Form method="post" {...getFormProps(pwdForm)} className={f.form} data-testid="password-form">
          <input type="hidden" name="intent" value="password" />
          <p className={s.muted}>{t("student.account.passwordHint")}</p>
          <FormErrors errors={pwdForm.errors} id={pwdForm.errorId} />
          {info.pwdAction ? (
            <Field meta={pwd.oldPassword} label={t("student.account.oldPassword")} required>
              <input className={f.input} {...getInputProps(pwd.oldPassword, { type: "password" })} autoComplete="current-password" maxLength={PASSWORD_INPUT_MAX} aria-describedby={describedBy(pwd.oldPassword)} />
            </Field>
          ) : null}
          <div className={f.grid2}>
            <Field meta={pwd.newPassword} label={t("student.account.newPassword")} required>
              <input className={f.input} {...getInputProps(pwd.newPassword, { type: "password" })} autoComplete="new-password" maxLength={PASSWORD_INPUT_MAX} aria-describedby={describedBy(pwd.newPassword)} />
            </Field>
            <Field meta={pwd.confirmPassword} label={t("student.account.confirmPassword")} required>
              <input className={f.input} {...getInputProps(pwd.confirmPassword, { type: "password" })} autoComplete="new-password" maxLength={PASSWORD_INPUT_MAX} aria-describedby={describedBy(pwd.confirmPassword)} />
            </Field>
          </div>
          <div className={f.actions}>
            <button type="submit" className={f.button.primary} disabled={busy && lastIntent === "password"} data-testid="password-submit">
              {t("student.account.changePassword")}
            </button>
          </div>
        </Form>
      </div>

      <div className={s.settingRow}>
        <h2 className={s.subTitle}>{t("student.account.email")}</h2>
        <Form method="post" {...getFormProps(emailForm)} className={f.form} data-testid="email-form">
          <input type="hidden" name="intent" value="email" />
          <p data-testid="account-email">
            {info.email ? (
              <>
                {info.email} · <span className={info.emailVerified ? s.badge.good : s.badge.waiting}>{t(info.emailVerified ? "student.account.emailVerified" : "student.account.emailPending")}</span>
              </>
            ) : (
              <span className={s.muted}>{t("student.account.emailNone")}</span>
            )}
          </p>
          <FormErrors errors={emailForm.errors} id={emailForm.errorId} />
          <Field meta={email.email} label={info.email ? t("student.account.changeEmail") : t("student.account.bindEmail")} required>
            <input className={f.input} {...getInputProps(email.email, { type: "email" })} autoComplete="email" aria-describedby={describedBy(email.email)} />
          </Field>
          <div className={f.actions}>
            <button type="submit" className={f.button.secondary} disabled={busy && lastIntent === "email"} data-testid="email-submit">
              {t("student.account.sendActivation")}
            </button>
          </div>
        </Form>
      </div>

      <div className={s.settingRow}>
        <h2 className={s.subTitle}>{t("student.account.mobile")}</h2>
        <div className={f.form}>
          <p data-testid="account-mobile">{info.mobile ? `+${info.mobilePrefix} ${info.mobile}` : <span className={s.muted}>{t("student.account.mobileNone")}</span>}</p>
          {info.mobile ? <p className={s.muted}>{t("student.account.changeMobileHint")}</p> : null}
          <div className={f.actions}>
            <Link className={f.button.secondary} to={loginHref(location.pathname, location.search, 1, "bindMobile")} preventScrollReset data-testid="change-mobile">
              {t(info.mobile ? "student.account.changeMobile" : "student.account.bindMobile")}
            </Link>
          </div>
        </div>
      </div>

      <div className={s.settingRow} style={{ borderBottom: 0 }}>
        <h2 className={s.subTitle}>{t("student.account.third")}</h2>
        {types.length === 0 ? (
          <p className={s.muted}>{t("student.account.noProviders")}</p>
        ) : (
          <ul className={s.list}>
            {types.map((type) => {
              const entry = providers.find((p) => p.type === type);
              return (
                <li key={type} className={s.headRow} data-testid={`third-${type}`}>
                  <span>
                    {t(`student.account.providers.${type}`, { defaultValue: type })} ·{" "}
                    <span className={bound.has(type) ? s.badge.good : s.badge.neutral}>{t(bound.has(type) ? "student.account.thirdBound" : "student.account.thirdUnbound")}</span>
                  </span>
                  {bound.has(type) ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="unbind" />
                      <input type="hidden" name="type" value={type} />
                      <button type="submit" className={f.button.danger}>
                        {t("student.account.unbind")}
                      </button>
                    </Form>
                  ) : entry ? (
                    <a className={f.button.secondary} href={entry.url}>
                      {t("student.account.bind")}
                    </a>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
