import { getFormProps, useForm, type FieldMetadata } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { useFetcher, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { Trans } from "react-i18next";
import { useTranslation } from "~/lib/translate";
import { DEFAULT_MOBILE_PREFIX, type Lang } from "#core/constants";
import { localHref } from "#core/lang";
import { emailSchema, mobileSchema } from "#core/validation";
import type { LoginActionData } from "./action.server";
import { CodeField } from "./CodeField";
import { useDialogHrefs } from "./dialog-hrefs";
import { EmailField } from "./EmailField";
import { MobileField, PasswordField } from "./fields";
import type { LoginDialogData } from "./login.server";
import { codeChannel, LOGIN_VIEWS, submitSchemas, type View } from "./views";
import * as s from "./LoginDialog.css";

const SUBMIT_LABEL: Record<View, string> = {
  sms: "login",
  mobilePwd: "login",
  emailPwd: "login",
  register: "register",
  findBySms: "retrieve",
  findByEmail: "retrieve",
  bindMobile: "bind",
};

/**
 * One form for every view: a plain post to /{lang}/login (`view`, `redirectTo`) that works
 * without JavaScript; hydrated, it goes through a fetcher (`_js=1`). The view decides the fields
 * (mobile or e-mail; password, code, new password). Success reloads the page (login, register,
 * bind) or moves to the password view with the account filled in (retrieval).
 */
export function ViewForm({ view, login, lang, hydrated, onSucceeded }: { view: View; login: LoginDialogData; lang: Lang; hydrated: boolean; onSucceeded: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const fetcher = useFetcher<LoginActionData>({ key: `login-${view}` });
  const { page } = useDialogHrefs();
  const actionData = fetcher.data && fetcher.data.intent === "submit" ? fetcher.data : undefined;
  const flash = login.flash;
  const [succeeded, setSucceeded] = useState<string | null>(null);
  const schema = submitSchemas[view];
  const startValues = (location.state as { loginValues?: Record<string, string> } | null)?.loginValues ?? flash?.values;
  const [form, fields] = useForm({
    id: `login-${view}`,
    defaultValue: startValues,
    lastResult: fetcher.state === "idle" ? (actionData?.lastResult ?? flash?.lastResult ?? null) : null,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      return parseWithZod(formData, { schema });
    },
  });

  // After a JS submission: success stores the user (cookie set by the action) and reloads the page.
  // It runs as soon as the answer is in (the fetcher is then still revalidating). A retrieval
  // moves to the password view only once the fetcher is idle: a revalidation still running
  // would land after the navigation and bring the retrieval view back.
  const done = useRef<unknown>(null);
  useEffect(() => {
    if (fetcher.state === "submitting" || !actionData?.ok || done.current === actionData) return;
    if (actionData.next && fetcher.state !== "idle") return;
    done.current = actionData;
    if (actionData.next) {
      navigate(`${location.pathname}?${new URLSearchParams({ login: actionData.next })}`, {
        preventScrollReset: true,
        replace: true,
        state: { loginNotice: actionData.message, loginValues: actionData.values },
      });
      return;
    }
    if (actionData.redirectTo) {
      setSucceeded(actionData.message ?? "");
      onSucceeded();
      const to = actionData.redirectTo;
      setTimeout(() => window.location.assign(to), actionData.reloadDelay ?? 0);
    }
  }, [actionData, fetcher.state, location.pathname, navigate, onSucceeded]);

  const stateNotice = (location.state as { loginNotice?: string } | null)?.loginNotice;
  const notice: { type: "error" | "success"; text: string } | null =
    actionData && !actionData.ok && actionData.message
      ? { type: "error", text: actionData.message }
      : !actionData && stateNotice
        ? { type: "success", text: stateNotice }
        : !actionData && flash?.notice
          ? { type: flash.notice.type, text: flash.notice.text ?? (flash.notice.key ? t(flash.notice.key) : "") }
          : null;

  const usesMobile = view !== "emailPwd" && view !== "findByEmail";
  // The views share one form whose fields differ per view: conform types `fields` from the union
  // of the views' schemas, so a field is looked up by name and read as text, as the inputs send it.
  const field = (name: string) => (fields as unknown as Record<string, FieldMetadata<string>>)[name];
  /** The code's target from the form, or null after showing why it is not valid. */
  const codeTarget = (): Record<string, string> | null => {
    const formEl = document.getElementById(form.id);
    if (!(formEl instanceof HTMLFormElement)) return null;
    const data = new FormData(formEl);
    const name = usesMobile ? "mobile" : "email";
    const value = String(data.get(name) ?? "");
    if (!(usesMobile ? mobileSchema : emailSchema).safeParse(value).success) {
      form.validate({ name });
      (formEl.elements.namedItem(name) as HTMLInputElement | null)?.focus();
      return null;
    }
    return usesMobile ? { mobilePrefixId: String(data.get("mobilePrefixId") ?? DEFAULT_MOBILE_PREFIX.id), mobile: value } : { email: value };
  };
  const busy = fetcher.state !== "idle";
  const label = succeeded !== null ? succeeded || t("login_succeed") : busy ? t("account.submit.loading") : t(`account.submit.${SUBMIT_LABEL[view]}`);

  return (
    <fetcher.Form method="post" action={localHref("/login", lang)} className={s.form} {...getFormProps(form)} data-testid="login-form">
      <input type="hidden" name="view" value={view} />
      <input type="hidden" name="redirectTo" value={page} />
      {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
      {notice && notice.text ? (
        <p className={notice.type === "error" ? s.notice : s.noticeOk} role={notice.type === "error" ? "alert" : "status"} data-testid="login-notice">
          {notice.text}
        </p>
      ) : null}
      {usesMobile ? (
        <MobileField prefixes={login.prefixes} prefixField={fields.mobilePrefixId as FieldMetadata<number>} field={field("mobile")} />
      ) : (
        <EmailField field={field("email")} listId={`email-suggest-${view}`} />
      )}
      {view === "mobilePwd" || view === "emailPwd" ? (
        <PasswordField field={field("password")} label={t("account.fields.password")} placeholder={t("account.placeholders.password")} autoComplete="current-password" />
      ) : null}
      {codeChannel(view) ? (
        <CodeField
          view={view}
          lang={lang}
          hydrated={hydrated}
          field={field("verifyCode")}
          imageCodeErrors={field("imageCode")?.errors}
          sentAt={flash?.sentAt}
          redirectTo={page}
          target={codeTarget}
        />
      ) : null}
      {view === "findBySms" || view === "findByEmail" ? (
        <>
          <PasswordField field={field("newPassword")} label={t("account.fields.newPassword")} placeholder={t("account.placeholders.newPassword")} autoComplete="new-password" />
          <PasswordField field={field("confirmPassword")} label={t("account.fields.confirmPassword")} placeholder={t("account.placeholders.confirmPassword")} autoComplete="new-password" />
        </>
      ) : null}
      {form.errors?.length ? <p className={s.error}>{form.errors.map((e) => t(e)).join(" ")}</p> : null}
      <button type="submit" name="intent" value="submit" className={s.primary} disabled={busy || succeeded !== null} data-testid="login-submit">
        {label}
      </button>
      {LOGIN_VIEWS.includes(view) ? (
        <p className={s.agreement} data-testid="login-agreement">
          <Trans
            i18nKey="account.agreement"
            components={{
              terms: <a className={s.agreementLink} href={localHref("/common/user-agreement", lang)} target="_blank" rel="noopener" data-testid="link-user-agreement" />,
              privacy: <a className={s.agreementLink} href={localHref("/common/privacy", lang)} target="_blank" rel="noopener" data-testid="link-privacy" />,
            }}
          />
        </p>
      ) : null}
    </fetcher.Form>
  );
}
