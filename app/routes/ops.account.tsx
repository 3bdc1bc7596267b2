import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData } from "@remix-run/react";
import { Notice } from "~/components/ops/Notice";
import * as s from "~/components/ops/Ops.css";
import { useOps } from "~/lib/ops";
import { field, opsBack, opsCall, readStaffToken, requireStaff, writeOpsLang } from "~/lib/ops.server";
import { readForm } from "~/lib/form.server";

/** My account: the console's language and the optional second factor (TOTP). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  const intent = field(form, "intent");
  if (intent === "lang") {
    const lang = field(form, "lang") === "en" ? "en" : "cn";
    const back = field(form, "back");
    const headers = { "Set-Cookie": await writeOpsLang(lang) };
    // Signed in: remembered on the account too (the sign-in page has only the cookie).
    if (await readStaffToken(request)) await opsCall("/rest/ops/auth/lang", { lang }, request, lang);
    return redirect(opsBack(back), { headers });
  }
  const { lang } = await requireStaff(request);
  if (intent === "totp-start") {
    const r = await opsCall("/rest/ops/auth/totp/start", {}, request, lang);
    return r.ok ? data({ ok: true, msg: "", secret: r.data.secret, otpauthUrl: r.data.otpauthUrl }) : data({ ok: false, msg: r.msg, secret: "", otpauthUrl: "" }, { status: 400 });
  }
  const r = await opsCall("/rest/ops/auth/totp/confirm", { otp: field(form, "otp") }, request, lang);
  return data({ ok: r.ok, msg: r.msg, secret: r.ok ? "" : field(form, "secret"), otpauthUrl: r.ok ? "" : field(form, "otpauthUrl") }, { status: r.ok ? 200 : 400 });
}

export default function OpsAccount() {
  const { t, me } = useOps();
  const result = useActionData<typeof action>();
  return (
    <section>
      <h1 className={s.title}>{t("account.title")}</h1>
      <div className={s.card}>
        <p>
          {me?.name} · {me?.email} · {t(`roles.${me?.role ?? "none"}`)}
        </p>
      </div>
      <div className={s.card}>
        <h2>{t("account.totp")}</h2>
        <Notice result={result} />
        {me?.totpEnabled || (result?.ok && result.msg) ? (
          <p>{t("account.totpOn")}</p>
        ) : result?.secret ? (
          <Form method="post" className={s.stack}>
            <p>{t("account.totpScan")}</p>
            <p>
              <code className={s.code}>{result.secret}</code>
            </p>
            <p>
              <a href={result.otpauthUrl} className={s.code}>
                {result.otpauthUrl}
              </a>
            </p>
            <input type="hidden" name="secret" value={result.secret} />
            <input type="hidden" name="otpauthUrl" value={result.otpauthUrl} />
            <label className={s.label}>
              {t("login.otp")}
              <input name="otp" className={s.input} inputMode="numeric" autoComplete="one-time-code" required />
            </label>
            <button type="submit" name="intent" value="totp-confirm" className={s.button}>
              {t("account.totpConfirm")}
            </button>
          </Form>
        ) : (
          <Form method="post">
            <p>{t("account.totpOff")}</p>
            <button type="submit" name="intent" value="totp-start" className={s.button}>
              {t("account.totpStart")}
            </button>
          </Form>
        )}
      </div>
    </section>
  );
}
