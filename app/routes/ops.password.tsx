import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData } from "@remix-run/react";
import { NewPasswordField } from "~/components/ops/NewPasswordField";
import { Notice } from "~/components/ops/Notice";
import * as s from "~/components/ops/Ops.css";
import { useOps } from "~/lib/ops";
import { opsCall, requireStaff } from "~/lib/ops.server";
import { readForm } from "~/lib/form.server";

/** Set one's own password: required after a one-time password, open to anyone signed in. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const { lang } = await requireStaff(request);
  const form = await readForm(request);
  const r = await opsCall("/rest/ops/auth/password", { currentPassword: String(form.get("currentPassword") ?? ""), newPassword: String(form.get("newPassword") ?? "") }, request, lang);
  if (r.ok) return redirect("/ops");
  return data({ ok: false, msg: r.msg }, { status: 400 });
}

export default function OpsPassword() {
  const { t } = useOps();
  const result = useActionData<typeof action>();
  return (
    <section className={s.card}>
      <h1 className={s.title}>{t("password.title")}</h1>
      <p>{t("password.hint")}</p>
      <Notice result={result} />
      <Form method="post" className={s.stack}>
        <label className={s.label}>
          {t("password.current")}
          <input name="currentPassword" type="password" autoComplete="current-password" className={s.input} required />
        </label>
        <NewPasswordField label={t("password.next")} />
        <button type="submit" className={s.button}>
          {t("password.submit")}
        </button>
      </Form>
    </section>
  );
}
