import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { kept, ListPage, NoteForm } from "~/components/ops/ConsoleList";
import * as s from "~/components/ops/Ops.css";
import { allows, beijingTime, useOps } from "~/lib/ops";
import { field, opsCall, staffPage } from "~/lib/ops.server";
import { readForm } from "~/lib/form.server";

/** Feedback from students: waiting ones oldest first; a reply the student reads under My feedback, or closing it. */
const STATUSES = ["received", "answered", "closed", "all"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const { lang } = await staffPage(request, (me) => allows(me, "read", "feedback"));
  const q = new URL(request.url).searchParams.get("status");
  const status = (STATUSES as readonly string[]).includes(q ?? "") ? (q as (typeof STATUSES)[number]) : "received";
  const list = await opsCall("/rest/ops/feedback/list", { status, pageSize: 50 }, request, lang);
  if (!list.ok) throw new Response(list.msg, { status: 403 });
  return data({ list: list.data.list, total: list.data.totalCount, status }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const { lang } = await staffPage(request, (me) => allows(me, "reply", "feedback"));
  const form = await readForm(request);
  const id = field(form, "id");
  const reply = field(form, "reply");
  const close = field(form, "intent") === "close" ? "1" : "0";
  const r = await opsCall("/rest/ops/feedback/reply", { id, reply: reply || undefined, close } as never, request, lang);
  return data({ ok: r.ok, msg: r.msg, id, values: { reply: r.ok ? "" : reply } }, { status: r.ok ? 200 : 400 });
}

export default function OpsFeedback() {
  const { t } = useOps();
  const { list, total, status } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <ListPage
      title={t("feedback.title")}
      filters={STATUSES.map((st) => ({ to: `?status=${st}`, label: t(`feedback.statuses.${st}`), current: status === st }))}
      total={t("common.total", { count: total })}
      result={result}
      empty={t("feedback.empty")}
      rows={list}
      rowKey={(f) => f.id}
      rowProps={(f) => ({ "data-feedback-id": f.id })}
      columns={[
        {
          head: t("feedback.from"),
          cell: (f) => (
            <>
              {f.userName ?? f.userCode}
              <div className={s.muted}>
                {beijingTime(f.createdAt)} · {f.category}
              </div>
            </>
          ),
        },
        { head: t("feedback.content"), cell: (f) => <span className={s.prewrap}>{f.content}</span> },
        {
          head: t("feedback.replies"),
          cell: (f) =>
            f.replies.map((r, i) => (
              <div key={i}>
                <span className={s.muted}>{beijingTime(r.createdAt)}:</span> {r.content}
              </div>
            )),
        },
        {
          head: t("feedback.reply"),
          cell: (f) =>
            f.status === "closed" ? (
              <span className={s.muted}>{t("feedback.statuses.closed")}</span>
            ) : (
              <NoteForm
                hidden={{ id: f.id }}
                text={{ name: "reply", label: t("feedback.reply"), multiline: true, maxLength: 1000, value: kept(result, f.id, "reply") }}
                buttons={[
                  { label: t("feedback.send"), name: "intent", value: "reply" },
                  { label: t("feedback.close"), name: "intent", value: "close", tone: "secondary" },
                ]}
              />
            ),
        },
      ]}
    />
  );
}
