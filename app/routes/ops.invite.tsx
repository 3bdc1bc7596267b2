import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { NewPasswordField } from "~/components/ops/NewPasswordField";
import { Notice } from "~/components/ops/Notice";
import * as s from "~/components/ops/Ops.css";
import { useOps } from "~/lib/ops";
import { field, opsCall, requestOpsLang } from "~/lib/ops.server";
import { readForm } from "~/lib/form.server";

/**
 * /ops/invite?token=…: an invited account (a landlord from a converted lead) sets its password,
 * then signs in. The token travels in the form, so it works without JavaScript; the API refuses a
 * used or expired one.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return data({ token: token.slice(0, 1000) }, { headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const lang = await requestOpsLang(request);
  const form = await readForm(request);
  const r = await opsCall("/rest/ops/auth/invite", { inviteToken: field(form, "token"), newPassword: String(form.get("newPassword") ?? "") }, request, lang, null);
  if (r.ok) return redirect("/ops/login?invited=1");
  return data({ ok: false, msg: r.msg }, { status: 400 });
}

export default function OpsInvite() {
  const { t } = useOps();
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section className={s.login}>
      <h1 className={s.title}>{t("invite.title")}</h1>
      <p>{t("invite.hint")}</p>
      <Notice result={result} />
      <Form method="post" className={s.stack}>
        <input type="hidden" name="token" value={token} />
        <NewPasswordField label={t("password.next")} />
        <button type="submit" className={s.button}>
          {t("invite.submit")}
        </button>
      </Form>
    </section>
  );
}
