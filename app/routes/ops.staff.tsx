import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ListPage, NoteForm } from "~/components/ops/ConsoleList";
import { Notice } from "~/components/ops/Notice";
import * as s from "~/components/ops/Ops.css";
import { allows, useOps } from "~/lib/ops";
import { field, opsCall, staffPage } from "~/lib/ops.server";
import { readForm } from "~/lib/form.server";

/** Staff and landlords (admins): the accounts, a new one with its one-time password, disable and enable. */
const ROLES = ["adviser", "landlord", "moderator", "finance", "admin"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const { lang } = await staffPage(request, (me) => allows(me, "read", "staff"));
  const list = await opsCall("/rest/ops/staff/list", {}, request, lang);
  if (!list.ok) throw new Response(list.msg, { status: 403 });
  return data({ list: list.data }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const { lang } = await staffPage(request, (me) => allows(me, "create", "staff"));
  const form = await readForm(request);
  if (field(form, "intent") === "disable") {
    const r = await opsCall("/rest/ops/staff/disable", { id: field(form, "id"), disabled: field(form, "disabled") === "1" ? "1" : "0" }, request, lang);
    return data({ ok: r.ok, msg: r.msg, created: null, values: null }, { status: r.ok ? 200 : 400 });
  }
  const values = { email: field(form, "email"), name: field(form, "name"), role: field(form, "role"), lang: field(form, "lang"), buildingCodes: field(form, "buildingCodes") };
  const r = await opsCall("/rest/ops/staff/create", values as never, request, lang);
  if (!r.ok) return data({ ok: false, msg: r.msg, created: null, values }, { status: 400 });
  return data({ ok: true, msg: r.msg, created: r.data, values: null });
}

export default function OpsStaff() {
  const { t, lang } = useOps();
  const { list } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const v = result?.values;
  const createForm = (
    <div className={s.card}>
      <h2>{t("staff.create")}</h2>
      <Notice result={result} />
      {result?.created ? (
        <p>
          {t("staff.created", { email: result.created.email })} <code className={s.code} data-testid="one-time-password">{result.created.password}</code>
        </p>
      ) : null}
      {/* A new form after each account made: with JavaScript the page is not reloaded, and the last account's fields (its apartment codes) must not carry over to the next. */}
      <Form method="post" className={s.form} key={result?.created?.email ?? "create"}>
        <input type="hidden" name="intent" value="create" />
        <label className={s.label}>
          {t("staff.email")}
          <input name="email" type="email" required className={s.input} defaultValue={v?.email} />
        </label>
        <label className={s.label}>
          {t("staff.name")}
          <input name="name" required className={s.input} defaultValue={v?.name} />
        </label>
        <label className={s.label}>
          {t("staff.role")}
          <select name="role" className={s.input} defaultValue={v?.role ?? "adviser"}>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={s.label}>
          {t("staff.lang")}
          <select name="lang" className={s.input} defaultValue={v?.lang ?? lang}>
            <option value="cn">中文</option>
            <option value="en">English</option>
          </select>
        </label>
        <label className={s.label}>
          {t("staff.buildings")}
          <input name="buildingCodes" className={s.input} placeholder={t("staff.buildingsHint")} defaultValue={v?.buildingCodes} />
        </label>
        <button type="submit" className={s.button}>
          {t("staff.createSubmit")}
        </button>
      </Form>
    </div>
  );
  return (
    <ListPage
      title={t("staff.title")}
      intro={createForm}
      empty={t("common.none")}
      rows={list}
      rowKey={(a) => a.id}
      rowProps={(a) => ({ "data-staff-id": a.id })}
      columns={[
        { head: t("staff.name"), cell: (a) => a.name },
        { head: t("staff.email"), cell: (a) => a.email },
        { head: t("staff.role"), cell: (a) => t(`roles.${a.role}`) },
        { head: t("staff.buildings"), cell: (a) => a.buildings.join(", ") || t("common.none") },
        { head: t("staff.totp"), cell: (a) => (a.totpEnabled ? "✓" : t("common.none")) },
        {
          head: t("staff.state"),
          cell: (a) => (
            <NoteForm hidden={{ intent: "disable", id: a.id }} buttons={[{ label: a.disabled ? t("staff.enable") : t("staff.disable"), name: "disabled", value: a.disabled ? "0" : "1", tone: "secondary" }]}>
              {a.disabled ? t("staff.disabled") : t("staff.active")}
            </NoteForm>
          ),
        },
      ]}
    />
  );
}
