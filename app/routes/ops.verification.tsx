import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Notice } from "~/components/ops/Notice";
import * as s from "~/components/ops/Ops.css";
import { allows, useOps } from "~/lib/ops";
import { field, opsCall, staffPage } from "~/lib/ops.server";
import { readForm } from "~/lib/form.server";

/**
 * Verification: staff record what they checked of an apartment or a landlord (identity,
 * ownership or management agreement, address, photos, a video call), see the records, and revoke
 * a wrong one. Every change goes through /rest/ops/verification/* and is in the audit log.
 */
const SUBJECTS = ["apartment", "landlord"] as const;
const CHECKS = ["identity", "ownership", "address", "photos", "video_call"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const { lang } = await staffPage(request, (me) => allows(me, "verify", "building"));
  const code = (new URL(request.url).searchParams.get("buildingCode") ?? "").trim().toLowerCase();
  const list = await opsCall("/rest/ops/verification/list", { buildingCode: /^[a-z0-9-]{1,40}$/.test(code) ? code : undefined, pageSize: 100 }, request, lang);
  if (!list.ok) throw new Response(list.msg, { status: 403 });
  return data({ ...list.data, buildingCode: code }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const { lang } = await staffPage(request, (me) => allows(me, "verify", "building"));
  const form = await readForm(request);
  const values = Object.fromEntries(["subject", "buildingCode", "landlordId", "check", "note", "checkedOn", "validMonths", "code", "reason"].map((k) => [k, field(form, k)]));
  if (field(form, "intent") === "revoke") {
    const r = await opsCall("/rest/ops/verification/revoke", { code: values.code, reason: values.reason }, request, lang);
    return data({ ok: r.ok, msg: r.msg, values }, { status: r.ok ? 200 : 400 });
  }
  const subject = (SUBJECTS as readonly string[]).includes(values.subject) ? (values.subject as (typeof SUBJECTS)[number]) : "apartment";
  const check = (CHECKS as readonly string[]).includes(values.check) ? (values.check as (typeof CHECKS)[number]) : "photos";
  const r = await opsCall(
    "/rest/ops/verification/record",
    {
      subject,
      check,
      buildingCode: subject === "apartment" ? values.buildingCode || undefined : undefined,
      landlordId: subject === "landlord" && /^\d{1,9}$/.test(values.landlordId) ? Number(values.landlordId) : undefined,
      note: values.note || undefined,
      checkedOn: values.checkedOn || undefined,
      validMonths: /^\d{1,2}$/.test(values.validMonths) ? Number(values.validMonths) : 12,
    },
    request,
    lang,
  );
  // What was typed comes back on a refusal, so nothing is lost.
  return data({ ok: r.ok, msg: r.msg, values: r.ok ? {} : values }, { status: r.ok ? 200 : 400 });
}

export default function OpsVerification() {
  const { t } = useOps();
  const { list, total, buildingCode } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const v = (result?.values ?? {}) as Record<string, string>;
  return (
    <section>
      <h1 className={s.title}>{t("verification.title")}</h1>
      <p className={s.muted}>{t("verification.lead")}</p>
      <Notice result={result} />
      <Form method="post" className={s.card} data-testid="verification-form">
        <h2>{t("verification.record")}</h2>
        <div className={s.form}>
          <label className={s.label}>
            {t("verification.subject")}
            <select name="subject" className={s.input} defaultValue={v.subject || "apartment"}>
              {SUBJECTS.map((x) => (
                <option key={x} value={x}>
                  {t(`verification.subjects.${x}`)}
                </option>
              ))}
            </select>
          </label>
          <label className={s.label}>
            {t("verification.buildingCode")}
            <input name="buildingCode" maxLength={40} className={s.input} defaultValue={v.buildingCode ?? buildingCode} />
          </label>
          <label className={s.label}>
            {t("verification.landlordId")}
            <input name="landlordId" inputMode="numeric" maxLength={9} className={s.input} defaultValue={v.landlordId ?? ""} />
          </label>
          <label className={s.label}>
            {t("verification.check")}
            <select name="check" className={s.input} defaultValue={v.check || "photos"}>
              {CHECKS.map((x) => (
                <option key={x} value={x}>
                  {t(`verification.checks.${x}`)}
                </option>
              ))}
            </select>
          </label>
          <label className={s.label}>
            {t("verification.note")}
            <input name="note" maxLength={500} className={s.input} defaultValue={v.note ?? ""} />
          </label>
          <label className={s.label}>
            {t("verification.checkedOn")}
            <input name="checkedOn" maxLength={10} placeholder="2026-10-02" className={s.input} defaultValue={v.checkedOn ?? ""} />
          </label>
          <label className={s.label}>
            {t("verification.validMonths")}
            <input name="validMonths" inputMode="numeric" maxLength={2} className={s.input} defaultValue={v.validMonths || "12"} />
          </label>
          <button type="submit" name="intent" value="record" className={s.button}>
            {t("verification.submit")}
          </button>
        </div>
      </Form>
      <Form method="get" className={s.tabs}>
        <label className={s.label}>
          {t("verification.filter")}
          <input name="buildingCode" maxLength={40} className={s.input} defaultValue={buildingCode} />
        </label>
        <button type="submit" className={s.secondary}>
          {t("verification.show")}
        </button>
        <span className={s.muted}>{t("common.total", { count: total })}</span>
      </Form>
      {list.length === 0 ? <p>{t("verification.empty")}</p> : null}
      <table className={s.table}>
        <thead>
          <tr>
            <th>{t("verification.what")}</th>
            <th>{t("verification.target")}</th>
            <th>{t("verification.dates")}</th>
            <th>{t("verification.by")}</th>
            <th>{t("verification.state")}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((r) => (
            <tr key={r.code} data-record={r.code}>
              <td>
                {t(`verification.subjects.${r.subject}`)} · {t(`verification.checks.${r.check}`)}
                {r.note ? <div className={s.muted}>{r.note}</div> : null}
              </td>
              <td>{r.building ? `${r.building.name} (${r.building.code})` : r.landlord ? `${r.landlord.name} (#${r.landlord.id})` : ""}</td>
              <td>
                {r.checkedOn} · {r.expiresOn}
              </td>
              <td>
                {r.checkedBy.name}
                {r.checkedBy.staffId ? ` #${r.checkedBy.staffId}` : ""}
              </td>
              <td>
                {r.revokedAt ? (
                  t("verification.revoked", { reason: r.revokedReason ?? "" })
                ) : (
                  <Form method="post" className={s.form}>
                    <span>{r.current ? t("verification.current") : t("verification.expired")}</span>
                    <input type="hidden" name="code" value={r.code} />
                    <label className={s.label}>
                      {t("verification.reason")}
                      <input name="reason" maxLength={300} className={s.input} defaultValue={v.code === r.code ? (v.reason ?? "") : ""} />
                    </label>
                    <button type="submit" name="intent" value="revoke" className={s.danger}>
                      {t("verification.revoke")}
                    </button>
                  </Form>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
