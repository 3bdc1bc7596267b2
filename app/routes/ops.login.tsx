import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useSearchParams } from "@remix-run/react";
import * as s from "~/components/ops/Ops.css";
import { useOps } from "~/lib/ops";
import { field, opsCall, readStaffToken, requestOpsLang, writeStaffToken } from "~/lib/ops.server";
import { readForm } from "~/lib/form.server";

/**
 * /ops/login: a plain form posting `email` and `password`, then `otp` when the account has a
 * second factor (or must set one up under STAFF_2FA=required). Works without JavaScript.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  if (await readStaffToken(request)) {
    const me = await opsCall("/rest/ops/auth/me", {}, request, await requestOpsLang(request));
    if (me.ok) throw redirect("/ops");
  }
  return null;
}

type LoginAction =
  | { stage: "password"; error: string; email: string }
  | { stage: "otp" | "otp_setup"; challenge: string; secret?: string; otpauthUrl?: string; error?: string };

export async function action({ request }: ActionFunctionArgs) {
  const lang = await requestOpsLang(request);
  const form = await readForm(request);
  const challenge = field(form, "challenge");
  const result = await opsCall(
    "/rest/ops/auth/login",
    challenge ? { challenge, otp: field(form, "otp") } : { email: field(form, "email"), password: String(form.get("password") ?? ""), otp: field(form, "otp") || undefined },
    request,
    lang,
    null,
  );
  if (!result.ok) {
    if (challenge) {
      return data<LoginAction>(
        { stage: (field(form, "stage") as "otp" | "otp_setup") || "otp", challenge, secret: field(form, "secret") || undefined, otpauthUrl: field(form, "otpauthUrl") || undefined, error: result.msg },
        { status: 400 },
      );
    }
    // The e-mail stays filled; the password is never sent back.
    return data<LoginAction>({ stage: "password", error: result.msg, email: field(form, "email") }, { status: 400 });
  }
  const r = result.data;
  if (r.stage === "active") return redirect(r.mustChangePassword ? "/ops/password" : "/ops", { headers: { "Set-Cookie": await writeStaffToken(r.staffToken) } });
  return data<LoginAction>(r.stage === "otp" ? { stage: "otp", challenge: r.challenge } : { stage: "otp_setup", challenge: r.challenge, secret: r.secret, otpauthUrl: r.otpauthUrl });
}

export default function OpsLogin() {
  const { t } = useOps();
  const result = useActionData<typeof action>();
  const second = result && result.stage !== "password" ? result : null;
  const [params] = useSearchParams();
  return (
    <section className={s.login}>
      <h1 className={s.title}>{second?.stage === "otp_setup" ? t("login.setupTitle") : t("login.title")}</h1>
      {params.get("invited") === "1" && !result ? (
        <p role="status" className={s.ok}>
          {t("invite.done")}
        </p>
      ) : null}
      {result?.error ? (
        <p role="alert" className={s.error}>
          {result.error}
        </p>
      ) : null}
      {second ? (
        <Form method="post" className={s.stack}>
          <input type="hidden" name="challenge" value={second.challenge} />
          <input type="hidden" name="stage" value={second.stage} />
          {second.stage === "otp_setup" && second.secret ? (
            <>
              <input type="hidden" name="secret" value={second.secret} />
              <input type="hidden" name="otpauthUrl" value={second.otpauthUrl} />
              <p>{t("login.setupHint")}</p>
              <p>
                {t("login.key")}: <code className={s.code}>{second.secret}</code>
              </p>
              <p>
                <a href={second.otpauthUrl} className={s.code}>
                  {second.otpauthUrl}
                </a>
              </p>
            </>
          ) : (
            <p>{t("login.otpHint")}</p>
          )}
          <label className={s.label}>
            {t("login.otp")}
            <input name="otp" className={s.input} inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]{6,7}" required autoFocus />
          </label>
          <button type="submit" className={s.button}>
            {t("login.verify")}
          </button>
        </Form>
      ) : (
        <Form method="post" className={s.stack}>
          <label className={s.label}>
            {t("login.email")}
            <input name="email" type="email" className={s.input} autoComplete="username" required defaultValue={result?.stage === "password" ? result.email : undefined} />
          </label>
          <label className={s.label}>
            {t("login.password")}
            <input name="password" type="password" className={s.input} autoComplete="current-password" required />
          </label>
          <button type="submit" className={s.button}>
            {t("login.submit")}
          </button>
        </Form>
      )}
    </section>
  );
}
