import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { kept, ListPage, NoteForm } from "~/components/ops/ConsoleList";
import * as s from "~/components/ops/Ops.css";
import { allows, beijingTime, useOps } from "~/lib/ops";
import { field, opsCall, staffPage } from "~/lib/ops.server";
import { readForm } from "~/lib/form.server";

/** Reported roommate posts, most recently reported first: hide one with the reason its author reads, or show it again. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { lang } = await staffPage(request, (me) => allows(me, "read", "roommate_post"));
  const visible = new URL(request.url).searchParams.get("visible") === "1" ? "1" : "0";
  const list = await opsCall("/rest/ops/roommate/reports", { visible, pageSize: 100 }, request, lang);
  if (!list.ok) throw new Response(list.msg, { status: 403 });
  return data({ list: list.data.list, total: list.data.totalCount, visible }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const { lang } = await staffPage(request, (me) => allows(me, "hide", "roommate_post"));
  const form = await readForm(request);
  const postCode = field(form, "postCode");
  const hide = field(form, "intent") === "hide";
  const r = await opsCall("/rest/ops/roommate/hide", { postCode, hidden: hide ? "1" : "0", reason: hide ? field(form, "reason") : undefined }, request, lang);
  return data({ ok: r.ok, msg: r.msg, id: postCode, values: { reason: r.ok ? "" : field(form, "reason") } }, { status: r.ok ? 200 : 400 });
}

export default function OpsRoommates() {
  const { t } = useOps();
  const { list, total, visible } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <ListPage
      title={t("roommates.title")}
      filters={[
        { to: "?visible=0", label: t("roommates.all"), current: visible === "0" },
        { to: "?visible=1", label: t("roommates.visible"), current: visible === "1" },
      ]}
      total={t("common.total", { count: total })}
      result={result}
      empty={t("roommates.empty")}
      rows={list}
      rowKey={(p) => p.postCode}
      rowProps={(p) => ({ "data-post-code": p.postCode })}
      columns={[
        {
          head: t("roommates.post"),
          cell: (p) => (
            <>
              <span className={s.code}>{p.postCode}</span> <span className={s.muted}>{p.cityName}</span>
              <div className={s.prewrap}>{p.content}</div>
            </>
          ),
        },
        {
          head: t("roommates.reports"),
          cell: (p) => (
            <>
              <strong>{t("roommates.count", { count: p.reportCount })}</strong>
              {p.reports.slice(0, 5).map((r, i) => (
                <div key={i} className={s.muted}>
                  {beijingTime(r.createdAt)} {t(`roommates.reasons.${r.reason}`)}
                  {r.text ? `: ${r.text}` : ""}
                </div>
              ))}
            </>
          ),
        },
        {
          head: t("roommates.state"),
          cell: (p) =>
            p.status === "hidden" ? (
              <NoteForm hidden={{ postCode: p.postCode }} buttons={[{ label: t("roommates.restore"), name: "intent", value: "restore", tone: "secondary" }]}>
                <span>{t("roommates.hiddenBecause", { reason: p.hiddenReason ?? "" })}</span>
              </NoteForm>
            ) : (
              <NoteForm
                hidden={{ postCode: p.postCode }}
                text={{ name: "reason", label: t("roommates.reason"), maxLength: 200, showLabel: true, value: kept(result, p.postCode, "reason") }}
                buttons={[{ label: t("roommates.hide"), name: "intent", value: "hide", tone: "danger" }]}
              />
            ),
        },
      ]}
    />
  );
}
