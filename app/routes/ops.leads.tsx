import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { kept, ListPage, NoteForm } from "~/components/ops/ConsoleList";
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
  const id = field(form, "id");
  const values = { note: field(form, "note"), inviteEmail: field(form, "inviteEmail"), buildingCodes: field(form, "buildingCodes") };
  const r = await opsCall(
    "/rest/ops/lead/move",
    { kind: field(form, "kind"), id, status: field(form, "status"), note: values.note || undefined, inviteEmail: values.inviteEmail || undefined, buildingCodes: values.buildingCodes || undefined } as never,
    request,
    lang,
  );
  const invited = r.ok ? r.data.invited : null;
  return data({ ok: r.ok, msg: r.msg, id, invited, values: r.ok ? { note: "", inviteEmail: "", buildingCodes: "" } : values }, { status: r.ok ? 200 : 400 });
}

export default function OpsLeads() {
  const { t } = useOps();
  const { list, kind, status, total } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <ListPage
      title={t("leads.title")}
      filters={[
        ...KINDS.map((k) => ({ to: `?kind=${k}`, label: t(`leads.${k}`), current: kind === k && !status })),
        ...STATUSES.map((st) => ({ to: `?kind=${kind}&status=${st}`, label: t(`leads.statuses.${st}`), current: status === st })),
      ]}
      total={t("common.total", { count: total })}
      result={result}
      intro={
        result?.invited ? (
          <p className={s.muted} data-testid="invited">
            {t("leads.invited", { email: result.invited.email, channel: t(`leads.channels.${result.invited.channel}`) })}
          </p>
        ) : null
      }
      empty={t("leads.empty")}
      rows={list}
      rowKey={(l) => l.id}
      rowProps={(l) => ({ "data-lead-id": l.id })}
      columns={[
        {
          head: t("leads.reference"),
          cell: (l) => (
            <span className={s.code}>
              {l.reference}
              <span className={s.muted}> {beijingTime(l.createdAt)}</span>
            </span>
          ),
        },
        {
          head: t("leads.who"),
          cell: (l) => (
            <>
              {l.name ?? t("common.none")}
              <div className={s.muted}>{l.contact}</div>
            </>
          ),
        },
        { head: t("leads.request"), cell: (l) => l.summary },
        {
          head: t("leads.notes"),
          cell: (l) =>
            l.notes.map((n, i) => (
              <div key={i}>
                <span className={s.muted}>
                  {beijingTime(n.at)} {n.by}:
                </span>{" "}
                {n.body}
              </div>
            )),
        },
        {
          head: t("leads.move"),
          cell: (l) => (
            <NoteForm hidden={{ kind, id: l.id }} text={{ name: "note", label: t("leads.note"), value: kept(result, l.id, "note") }} buttons={[{ label: t("leads.submit") }]}>
              <select name="status" className={s.input} defaultValue={l.status} aria-label={t("leads.move")}>
                {STATUSES.map((st) => (
                  <option key={st} value={st}>
                    {t(`leads.statuses.${st}`)}
                  </option>
                ))}
              </select>
              {kind === "cooperation" ? (
                <>
                  <input name="inviteEmail" type="email" maxLength={200} className={s.input} placeholder={t("leads.inviteEmail")} aria-label={t("leads.inviteEmail")} defaultValue={kept(result, l.id, "inviteEmail")} />
                  <input name="buildingCodes" maxLength={500} className={s.input} placeholder={t("leads.inviteCodes")} aria-label={t("leads.inviteCodes")} defaultValue={kept(result, l.id, "buildingCodes")} />
                </>
              ) : null}
            </NoteForm>
          ),
        },
      ]}
    />
  );
}
