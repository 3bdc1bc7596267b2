import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Notice } from "~/components/ops/Notice";
import * as s from "~/components/ops/Ops.css";
import { allows, beijingTime, useOps } from "~/lib/ops";
import { field, opsCall, staffPage } from "~/lib/ops.server";
import { readForm } from "~/lib/form.server";

/** Leads as a pipeline (new, contacted, converted, closed): cooperation and find-a-house requests, with notes. */
const KINDS = ["cooperation", "find_house"] as const;
const STATUSES = ["new", "contacted", "converted", "closed"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const { lang } = await staffPage(request, (me) => allows(me, "read", "lead"));
  const params = new URL(request.url).searchParams;
  const kind = params.get("kind") === "find_house" ? "find_house" : "cooperation";
  const st = params.get("status");
  const status = (STATUSES as readonly string[]).includes(st ?? "") ? (st as (typeof STATUSES)[number]) : undefined;
  const list = await opsCall("/rest/ops/lead/list", { kind, status, pageSize: 100 }, request, lang);
  if (!list.ok) throw new Response(list.msg, { status: 403 });
  return data({ ...list.data, kind, status: status ?? null }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const { lang } = await staffPage(request, (me) => allows(me, "update", "lead"));
  const form = await readForm(request);
  const r = await opsCall("/rest/ops/lead/move", { kind: field(form, "kind"), id: field(form, "id"), status: field(form, "status"), note: field(form, "note") || undefined } as never, request, lang);
  return data({ ok: r.ok, msg: r.msg }, { status: r.ok ? 200 : 400 });
}

export default function OpsLeads() {
  const { t } = useOps();
  const { list, kind, status, total } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section>
      <h1 className={s.title}>{t("leads.title")}</h1>
      <div className={s.tabs}>
        {KINDS.map((k) => (
          <Link key={k} to={`?kind=${k}`} aria-current={kind === k && !status ? "page" : undefined}>
            {t(`leads.${k}`)}
          </Link>
        ))}
        {STATUSES.map((st) => (
          <Link key={st} to={`?kind=${kind}&status=${st}`} aria-current={status === st ? "page" : undefined}>
            {t(`leads.statuses.${st}`)}
          </Link>
        ))}
        <span className={s.muted}>{t("common.total", { count: total })}</span>
      </div>
      <Notice result={result} />
      {list.length === 0 ? <p>{t("leads.empty")}</p> : null}
      <table className={s.table}>
        <thead>
          <tr>
            <th>{t("leads.reference")}</th>
            <th>{t("leads.who")}</th>
            <th>{t("leads.request")}</th>
            <th>{t("leads.notes")}</th>
            <th>{t("leads.move")}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((l) => (
            <tr key={l.id}>
              <td className={s.code}>
                {l.reference}
                <div className={s.muted}>{beijingTime(l.createdAt)}</div>
              </td>
              <td>
                {l.name ?? t("common.none")}
                <div className={s.muted}>{l.contact}</div>
              </td>
              <td>{l.summary}</td>
              <td>
                {l.notes.map((n, i) => (
                  <div key={i}>
                    <span className={s.muted}>
                      {beijingTime(n.at)} {n.by}:
                    </span>{" "}
                    {n.body}
                  </div>
                ))}
              </td>
              <td>
                <Form method="post" className={s.form}>
                  <input type="hidden" name="kind" value={kind} />
                  <input type="hidden" name="id" value={l.id} />
                  <select name="status" className={s.input} defaultValue={l.status} aria-label={t("leads.move")}>
                    {STATUSES.map((st) => (
                      <option key={st} value={st}>
                        {t(`leads.statuses.${st}`)}
                      </option>
                    ))}
                  </select>
                  <input name="note" maxLength={500} className={s.input} placeholder={t("leads.note")} aria-label={t("leads.note")} />
                  <button type="submit" className={s.button}>
                    {t("leads.submit")}
                  </button>
                </Form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
