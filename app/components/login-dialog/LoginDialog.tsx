import { getFormProps, getInputProps, useForm, type FieldMetadata } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, Link, useFetcher, useLocation, useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { CODE_LENGTH, CODE_RESEND_SECONDS, DEFAULT_MOBILE_PREFIX, LOGIN_DIALOG_WIDTH, PASSWORD_INPUT_MAX, type Lang } from "#core/constants";
import { localHref } from "#core/lang";
import { useLang, useRootData } from "~/lib/root-data";
import { showDialogOnPhone } from "~/styles/media";
import { emailSchema, emailSuggestions, mobileSchema } from "#core/validation";
import type { LoginActionData } from "./action.server";
import type { LoginDialogData, MobilePrefix } from "./login.server";
import { SliderCaptcha } from "./SliderCaptcha";
import { codeChannel, LOGIN_VIEWS, SPEC_NAME, submitSchemas, type View } from "./views";
import * as s from "./LoginDialog.css";


/** What the host renders once this module is loaded (app/lib/deferred.tsx). */
export default function LoginDialogPanel({
  login,
  view,
  onSucceeded,
}: {
  login: LoginDialogData;
  view: View | null;
  onSucceeded: (view: View) => void;
}) {
  return (
    <>
      {login.thirdError !== null ? <ThirdErrorAlert message={login.thirdError} /> : null}
      {view ? <LoginDialog key={view} login={login} view={view} onSucceeded={() => onSucceeded(view)} /> : null}
    </>
  );
}

function useHydrated() {
  const [h, setH] = useState(false);
  useEffect(() => setH(true), []);
  return h;
}

/** The URL of the page behind the dialog, and of another view of it. */
function useDialogHrefs() {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete("login");
  params.delete("report");
  const page = location.pathname + (params.toString() ? `?${params}` : "");
  // Closing goes back to the page; a visitor's `?dialog=` (which opened this view) goes too,
  // or the page would ask for the login again. After logging in, `page` keeps it.
  const visitor = !useRootData()?.user;
  const closeParams = new URLSearchParams(params);
  if (visitor) for (const k of ["dialog", "sent"]) closeParams.delete(k);
  const closeHref = location.pathname + (closeParams.toString() ? `?${closeParams}` : "");
  const report = new URLSearchParams(location.search).get("report");
  const viewHref = (view: View, r?: 1 | 2) => {
    const p = new URLSearchParams(params);
    p.set("login", view);
    if (r) p.set("report", String(r));
    else if (report) p.set("report", report);
    return `${location.pathname}?${p}`;
  };
  return { page, closeHref, viewHref };
}

function ThirdErrorAlert({ message }: { message: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const location = useLocation();
  const okRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => okRef.current?.focus(), []);
  if (!open) return null;
  return (
    <div className={s.backdrop}>
      <div className={s.alert} role="alertdialog" aria-modal="true" aria-labelledby="third-error-title" aria-describedby="third-error-text" data-testid="third-error">
        <h2 id="third-error-title" className={s.title}>
          {t("tip")}
        </h2>
        <p id="third-error-text">{message || t("account.thirdError")}</p>
        <Link
          ref={okRef}
          to={location.pathname + location.search}
          className={s.primary}
          style={{ display: "grid", placeItems: "center", textDecoration: "none" }}
          onClick={(e) => {
            e.preventDefault();
            setOpen(false);
          }}
        >
          {t("confirm")}
        </Link>
      </div>
    </div>
  );
}

function LoginDialog({ login, view, onSucceeded }: { login: LoginDialogData; view: View; onSucceeded: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { closeHref } = useDialogHrefs();
  const panelRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const titleId = useId();

  const close = useCallback(() => {
    if (!login.forced) navigate(closeHref, { preventScrollReset: true });
  }, [login.forced, navigate, closeHref]);

  // Focus the first field; keep Tab inside the dialog; Esc closes (when it may be closed).
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    showDialogOnPhone(panel.parentElement);
    const first = panel.querySelector<HTMLElement>("input:not([type=hidden]):not([type=radio]), button, a[href]");
    first?.focus();
  }, [view]);
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === "Escape") {
      e.preventDefault();
      close();
      return;
    }
    if (e.key !== "Tab" || !panelRef.current) return;
    const items = Array.from(
      panelRef.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), summary, [tabindex]:not([tabindex="-1"])'),
    ).filter((el) => el.offsetParent !== null);
    if (!items.length) return;
    const firstEl = items[0];
    const lastEl = items[items.length - 1];
    if (e.shiftKey && document.activeElement === firstEl) {
      e.preventDefault();
      lastEl.focus();
    } else if (!e.shiftKey && document.activeElement === lastEl) {
      e.preventDefault();
      firstEl.focus();
    }
  };

  const title = view === "register" ? t("welcome_join") : view === "bindMobile" ? t("bind_mobile") : t(`account.titles.${view}`);
  const subtitle = view === "sms" || view === "register" || view === "bindMobile" ? t(`account.subtitles.${view}`) : null;
  const showThird = lang === "cn" && LOGIN_VIEWS.includes(view) && login.third.length > 0;

  return (
    <div
      className={s.backdrop}
      data-testid="login-backdrop"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) close();
      }}
    >
      <div
        ref={panelRef}
        className={s.panel}
        style={{ width: LOGIN_DIALOG_WIDTH[lang] }}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="login-dialog"
        data-view={SPEC_NAME[view]}
        data-report={login.report ?? undefined}
        onKeyDown={hydrated ? onKeyDown : undefined}
      >
        {login.forced ? null : (
          <Link to={closeHref} preventScrollReset className={s.close} aria-label={t("account.close")} data-testid="login-close">
            ×
          </Link>
        )}
        <h2 id={titleId} className={s.title}>
          {title}
        </h2>
        {subtitle ? <p className={s.subtitle}>{view === "register" && login.thirdName ? `${login.thirdName} · ${subtitle}` : subtitle}</p> : null}
        <ViewForm view={view} login={login} lang={lang} hydrated={hydrated} onSucceeded={onSucceeded} />
        <ViewLinks view={view} forced={login.forced} />
        {showThird ? (
          <div className={s.third} data-testid="third-party">
            <p className={s.thirdTitle}>{t("account.thirdParty")}</p>
            <ul className={s.thirdList}>
              {login.third.map((entry) => (
                <li key={entry.url}>
                  <a className={s.thirdLink} href={entry.url} data-testid={`third-${entry.type ?? "link"}`}>
                    <img src={entry.icon} alt="" width={32} height={32} />
                    <span>{entry.type ? t(`account.thirdNames.${entry.type}`, { defaultValue: entry.type }) : t("account.thirdParty")}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </div>
  );
}

function ViewLinks({ view, forced }: { view: View; forced: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { viewHref, page } = useDialogHrefs();
  const L = ({ to, label, r }: { to: View; label: string; r?: 1 | 2 }) => (
    <Link className={s.link} to={viewHref(to, r)} preventScrollReset replace data-testid={`to-${to}`}>
      {t(`account.links.${label}`)}
    </Link>
  );
  if (view === "bindMobile") {
    if (!forced) return null;
    return (
      <div className={s.links}>
        <span />
        <Form method="post" action={localHref("/logout", lang)} reloadDocument>
          <input type="hidden" name="redirectTo" value={page} />
          <button type="submit" className={s.link}>
            {t("userMenu.signOut")}
          </button>
        </Form>
      </div>
    );
  }
  const sets: Record<Exclude<View, "bindMobile">, React.ReactNode> = {
    sms: (
      <>
        <span style={{ display: "flex", gap: 12 }}>
          <L to="mobilePwd" label="mobilePwd" />
          <L to="emailPwd" label="emailPwd" />
        </span>
        <L to="register" label="register" r={2} />
      </>
    ),
    mobilePwd: (
      <>
        <span style={{ display: "flex", gap: 12 }}>
          <L to="sms" label="sms" />
          <L to="emailPwd" label="emailPwd" />
        </span>
        <span style={{ display: "flex", gap: 12 }}>
          <L to="findBySms" label="findBySms" />
          <L to="register" label="register" r={2} />
        </span>
      </>
    ),
    emailPwd: (
      <>
        <span style={{ display: "flex", gap: 12 }}>
          <L to="sms" label="sms" />
          <L to="mobilePwd" label="mobilePwd" />
        </span>
        <span style={{ display: "flex", gap: 12 }}>
          <L to="findByEmail" label="findBySms" />
          <L to="register" label="register" r={2} />
        </span>
      </>
    ),
    register: (
      <>
        <span />
        <L to="sms" label="login" r={1} />
      </>
    ),
    findBySms: (
      <>
        <L to="findByEmail" label="findByEmail" />
        <L to="mobilePwd" label="back" />
      </>
    ),
    findByEmail: (
      <>
        <L to="findBySms" label="findBySmsInstead" />
        <L to="emailPwd" label="back" />
      </>
    ),
  };
  return <div className={s.links}>{sets[view]}</div>;
}

const SUBMIT_LABEL: Record<View, string> = {
  sms: "login",
  mobilePwd: "login",
  emailPwd: "login",
  register: "register",
  findBySms: "retrieve",
  findByEmail: "retrieve",
  bindMobile: "bind",
};

function ViewForm({
  view,
  login,
  lang,
  hydrated,
  onSucceeded,
}: {
  view: View;
  login: LoginDialogData;
  lang: Lang;
  hydrated: boolean;
  onSucceeded: () => void;
}) {
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
  // It runs as soon as the answer is in (the fetcher is then still revalidating).
  const done = useRef<unknown>(null);
  useEffect(() => {
    if (fetcher.state === "submitting" || !actionData?.ok || done.current === actionData) return;
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

  const channel = codeChannel(view);
  const usesMobile = view !== "emailPwd" && view !== "findByEmail";
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
        <MobileField prefixes={login.prefixes} prefixField={fields.mobilePrefixId as FieldMetadata<number>} field={fields.mobile as FieldMetadata<string>} />
      ) : (
        <EmailField field={fields.email as FieldMetadata<string>} view={view} />
      )}
      {view === "mobilePwd" || view === "emailPwd" ? (
        <PasswordField field={fields.password as FieldMetadata<string>} label={t("account.fields.password")} placeholder={t("account.placeholders.password")} autoComplete="current-password" />
      ) : null}
      {channel ? (
        <CodeField
          view={view}
          lang={lang}
          hydrated={hydrated}
          field={fields.verifyCode as FieldMetadata<string>}
          imageCodeErrors={(fields as unknown as Record<string, FieldMetadata<string>>).imageCode?.errors}
          sentAt={flash?.sentAt}
          formId={form.id}
          onInvalidTarget={() => form.validate({ name: usesMobile ? "mobile" : "email" })}
        />
      ) : null}
      {view === "findBySms" || view === "findByEmail" ? (
        <>
          <PasswordField field={fields.newPassword as FieldMetadata<string>} label={t("account.fields.newPassword")} placeholder={t("account.placeholders.newPassword")} autoComplete="new-password" />
          <PasswordField field={fields.confirmPassword as FieldMetadata<string>} label={t("account.fields.confirmPassword")} placeholder={t("account.placeholders.confirmPassword")} autoComplete="new-password" />
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

/**
 * Blur validation skips an empty field: the dialog focuses its first field on open, and a click
 * elsewhere (a view link, sign out) would otherwise put an error under it mid-click, moving the
 * target away from the pointer. Empty fields are still caught on submit. (conform listens for
 * focusout on the document, where Remix roots React too; React's listener was added first, so
 * it can stop conform's.)
 */
function skipEmptyBlur(e: React.FocusEvent<HTMLInputElement>) {
  if (!e.currentTarget.value) e.nativeEvent.stopImmediatePropagation();
}

function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <p id={id} className={s.error} data-testid="field-error">
      {t(errors[0])}
    </p>
  );
}

function MobileField({ prefixes, prefixField, field }: { prefixes: MobilePrefix[]; prefixField: FieldMetadata<number>; field: FieldMetadata<string> }) {
  const { t } = useTranslation();
  const list = prefixes.length ? prefixes : [DEFAULT_MOBILE_PREFIX];
  const initial = Number(prefixField.initialValue ?? DEFAULT_MOBILE_PREFIX.id);
  const [selected, setSelected] = useState<number>(list.some((p) => p.id === initial) ? initial : (list[0]?.id ?? DEFAULT_MOBILE_PREFIX.id));
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const current = list.find((p) => p.id === selected) ?? list[0];
  return (
    <div className={s.field}>
      <label htmlFor={field.id} className={s.srOnly}>
        {t("account.fields.mobile")}
      </label>
      <div className={s.row}>
        <details className={s.prefix} ref={detailsRef} data-testid="prefix-chooser">
          <summary className={s.prefixSummary} aria-label={`${t("account.fields.mobilePrefix")}: ${current.name} (+${current.mobilePrefix})`}>
            +{current.mobilePrefix}
          </summary>
          <div className={s.prefixList} role="radiogroup" aria-label={t("account.fields.mobilePrefix")} data-testid="prefix-list">
            {list.map((p) => (
              <label key={p.id} className={s.prefixOption}>
                <input
                  type="radio"
                  name={prefixField.name}
                  value={p.id}
                  checked={p.id === selected}
                  onChange={() => {
                    setSelected(p.id);
                    if (detailsRef.current) detailsRef.current.open = false;
                  }}
                />
                {`${p.name} (+${p.mobilePrefix})`}
              </label>
            ))}
          </div>
        </details>
        <input
          {...getInputProps(field, { type: "tel" })}
          key={field.key}
          className={s.input}
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={20}
          placeholder={t("account.placeholders.mobile")}
          data-testid="mobile"
          onBlur={skipEmptyBlur}
        />
      </div>
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

function EmailField({ field, view }: { field: FieldMetadata<string>; view: View }) {
  const { t } = useTranslation();
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const listId = `email-suggest-${view}`;
  return (
    <div className={s.field}>
      <label htmlFor={field.id} className={s.srOnly}>
        {t("account.fields.email")}
      </label>
      <input
        {...getInputProps(field, { type: "email" })}
        key={field.key}
        className={s.input}
        list={listId}
        autoComplete="email"
        maxLength={100}
        placeholder={t("account.placeholders.email")}
        onInput={(e) => setSuggestions(emailSuggestions((e.target as HTMLInputElement).value))}
        data-testid="email"
        onBlur={skipEmptyBlur}
      />
      <datalist id={listId} aria-label={t("account.suggestions")} data-testid="email-suggestions">
        {suggestions.map((v) => (
          <option key={v} value={v} />
        ))}
      </datalist>
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

function PasswordField({ field, label, placeholder, autoComplete }: { field: FieldMetadata<string>; label: string; placeholder: string; autoComplete: string }) {
  return (
    <div className={s.field}>
      <label htmlFor={field.id} className={s.srOnly}>
        {label}
      </label>
      <input
        {...getInputProps(field, { type: "password" })}
        key={field.key}
        className={s.input}
        maxLength={PASSWORD_INPUT_MAX}
        autoComplete={autoComplete}
        placeholder={placeholder}
        data-testid={field.name}
        onBlur={skipEmptyBlur}
      />
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

/**
 * The code input and its get-code button. With JavaScript the button validates the mobile or
 * e-mail, runs the slider captcha, sends through a fetcher and counts 60 seconds down; without,
 * it is a submit button of the same form (`intent=sendCode`) and the 4-letter picture code
 * (inside <noscript>) stands in for the slider.
 */
function CodeField({
  view,
  lang,
  hydrated,
  field,
  imageCodeErrors,
  sentAt,
  formId,
  onInvalidTarget,
}: {
  view: View;
  lang: Lang;
  hydrated: boolean;
  field: FieldMetadata<string>;
  imageCodeErrors?: string[];
  sentAt?: number;
  formId: string;
  /** Shows the mobile or e-mail field's own error (the code button validates it first). */
  onInvalidTarget: () => void;
}) {
  const { t } = useTranslation();
  const channel = codeChannel(view)!;
  const sender = useFetcher<LoginActionData>({ key: `send-code-${view}` });
  const { page } = useDialogHrefs();
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [everSent, setEverSent] = useState(false);
  const handled = useRef<unknown>(null);

  // Server-rendered countdown after a send without JavaScript (static; the server enforces it).
  const staticLeft = sentAt ? Math.ceil((sentAt + CODE_RESEND_SECONDS * 1000 - now) / 1000) : 0;
  const left = endsAt ? Math.max(0, Math.ceil((endsAt - now) / 1000)) : hydrated ? 0 : Math.max(0, staticLeft);

  useEffect(() => {
    if (!endsAt) return;
    const id = setInterval(() => {
      const n = Date.now();
      setNow(n);
      if (n >= endsAt) {
        setEndsAt(null); // countdown over: 'get code again', captcha state reset (a new one per send)
        clearInterval(id);
      }
    }, 250);
    return () => clearInterval(id);
  }, [endsAt]);

  useEffect(() => {
    if (sender.state !== "idle" || !sender.data || handled.current === sender.data) return;
    handled.current = sender.data;
    if (sender.data.ok) {
      setMessage(sender.data.message ?? "");
      setError(null);
      setEverSent(true);
      setNow(Date.now());
      setEndsAt(Date.now() + CODE_RESEND_SECONDS * 1000);
    } else {
      const fieldError = sender.data.lastResult?.error ? Object.values(sender.data.lastResult.error).flat()[0] : null;
      setError(sender.data.message || (fieldError ? t(fieldError) : t("other_error_tip")));
      setMessage(null);
    }
  }, [sender.state, sender.data, t]);

  const targetInput = () => {
    const formEl = document.getElementById(formId) as HTMLFormElement | null;
    return formEl;
  };

  const onGetCode = () => {
    const formEl = targetInput();
    if (!formEl) return;
    const fd = new FormData(formEl);
    const target = String(fd.get(channel.channel === "email" ? "email" : "mobile") ?? "");
    const check = (channel.channel === "email" ? emailSchema : mobileSchema).safeParse(target);
    if (!check.success) {
      onInvalidTarget();
      setError(null);
      setMessage(null);
      (formEl.elements.namedItem(channel.channel === "email" ? "email" : "mobile") as HTMLInputElement | null)?.focus();
      return;
    }
    setError(null);
    setCaptchaOpen(true);
  };

  const onPassed = (captchaToken: string) => {
    setCaptchaOpen(false);
    const formEl = targetInput();
    if (!formEl) return;
    const fd = new FormData(formEl);
    const body = new FormData();
    body.set("view", view);
    body.set("intent", "sendCode");
    body.set("_js", "1");
    body.set("redirectTo", page);
    body.set("captchaToken", captchaToken);
    if (channel.channel === "email") body.set("email", String(fd.get("email") ?? ""));
    else {
      body.set("mobilePrefixId", String(fd.get("mobilePrefixId") ?? DEFAULT_MOBILE_PREFIX.id));
      body.set("mobile", String(fd.get("mobile") ?? ""));
    }
    sender.submit(body, { method: "post", action: localHref("/login", lang) });
  };

  const sending = sender.state !== "idle";
  const blocked = left > 0 || sending;
  const buttonLabel = left > 0 ? t("account.seconds", { n: left }) : everSent || sentAt ? t("get_code_again") : t("get_code");

  return (
    <div className={s.field}>
      <label htmlFor={field.id} className={s.srOnly}>
        {t("account.fields.code")}
      </label>
      <div className={s.row}>
        <input
          {...getInputProps(field, { type: "text" })}
          key={field.key}
          className={s.input}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          placeholder={t("account.placeholders.code")}
          data-testid="code"
          onBlur={skipEmptyBlur}
        />
        {hydrated ? (
          <button type="button" className={s.codeButton} onClick={onGetCode} disabled={blocked} data-testid="get-code" aria-live="polite">
            {buttonLabel}
          </button>
        ) : (
          <button type="submit" name="intent" value="sendCode" formNoValidate className={s.codeButton} disabled={left > 0} data-testid="get-code">
            {buttonLabel}
          </button>
        )}
      </div>
      <FieldError id={field.errorId} errors={field.errors} />
      {error ? (
        <p className={s.error} role="alert" data-testid="code-error">
          {error}
        </p>
      ) : null}
      {message ? (
        <p className={s.hint} role="status" data-testid="code-sent">
          {message}
        </p>
      ) : null}
      <noscript>
        <div className={s.field}>
          <label htmlFor={`imageCode-${view}`}>{t("account.fields.imageCode")}</label>
          <div className={s.imageCode}>
            <input id={`imageCode-${view}`} name="imageCode" className={s.input} maxLength={4} autoComplete="off" placeholder={t("account.placeholders.imageCode")} />
            <img src={`/${lang}/login/captcha?kind=image&v=${view}`} alt={t("account.fields.imageCode")} width={120} height={40} />
          </div>
          <p className={s.hint}>{t("account.imageCodeHint")}</p>
          {imageCodeErrors?.length ? <p className={s.error}>{t(imageCodeErrors[0])}</p> : null}
        </div>
      </noscript>
      {captchaOpen ? <SliderCaptcha lang={lang} onPassed={onPassed} onClose={() => setCaptchaOpen(false)} /> : null}
    </div>
  );
}
