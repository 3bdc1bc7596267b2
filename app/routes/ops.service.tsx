import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { ListPage, NoteForm } from "~/components/ops/ConsoleList";
import * as s from "~/components/ops/Ops.css";
import { allows, beijingTime, spanText, useOps } from "~/lib/ops";
import { field, opsCall, staffPage } from "~/lib/ops.server";
import { readForm } from "~/lib/form.server";

/**
 * The online service's inbox: conversations waiting longest first, filtered by state and by
 * whose they are (unassigned, mine, everyone's). An adviser takes one, hands it to another
 * adviser or gives it back here, and answers it on its own page.
 */
const STATES = ["open", "closed", "all"] as const;
const WHOSE = ["unassigned", "mine", "all"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const { lang } = await staffPage(request, (me) => allows(me, "read", "conversation"));
  const params = new URL(request.url).searchParams;
  const pick = <T extends string>(values: readonly T[], v: string | null, fallback: T): T => ((values as readonly string[]).includes(v ?? "") ? (v as T) : fallback);
  const status = pick(STATES, params.get("status"), "open");
  const assigned = pick(WHOSE, params.get("assigned"), "all");
  const list = await opsCall("/rest/ops/service/list", { status, assigned, pageSize: 100 }, request, lang);
  if (!list.ok) throw new Response(list.msg, { status: 403 });
  return data({ list: list.data.list, total: list.data.totalCount, advisers: list.data.advisers, status, assigned }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const { lang, me } = await staffPage(request, (me) => allows(me, "assign", "conversation"));
  const form = await readForm(request);
  const id = field(form, "conversationId");
  // Take it, hand it to the adviser chosen, or give it back (the API checks the adviser).
  const intent = field(form, "intent");
  const staffId = intent === "take" ? me.id : intent === "assign" ? Number(field(form, "staffId")) || 0 : 0;
  const r = await opsCall("/rest/ops/service/assign", { conversationId: id, staffId } as never, request, lang);
  return data({ ok: r.ok, msg: r.msg }, { status: r.ok ? 200 : 400 });
}

export default function OpsService() {
  const { t, lang, me } = useOps();
  const { list, total, advisers, status, assigned } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const whoseLabel = { unassigned: t("service.unassigned"), mine: t("service.mine"), all: t("service.everyone") };
  return (
    <ListPage
      title={t("service.title")}
      filters={[
        ...STATES.map((st) => ({ to: `?status=${st}&assigned=${assigned}`, label: t(`service.${st}`), current: status === st })),
        ...WHOSE.map((w) => ({ to: `?status=${status}&assigned=${w}`, label: whoseLabel[w], current: assigned === w })),
      ]}
      total={t("common.total", { count: total })}
      result={result}
      empty={t("service.empty")}
      rows={list}
      rowKey={(c) => c.id}
      rowProps={(c) => ({ "data-conversation-id": c.id })}
      columns={[
        {
          head: t("service.student"),
          cell: (c) => (
            <>
              <Link to={`/ops/service/${c.id}`}>{c.student.name || c.student.userCode}</Link>
              <div className={s.muted}>{c.student.userCode}</div>
            </>
          ),
        },
        { head: t("service.subject"), cell: (c) => (c.subject ? `${c.subject.code} · ${c.subject.name}` : t("common.none")) },
        {
          head: t("service.last"),
          cell: (c) =>
            c.lastMessage ? (
              <>
                <span className={s.muted}>
                  {beijingTime(c.lastMessage.createdAt)} {c.lastMessage.author === "staff" ? t("service.you") : t("service.studentSays")}:
                </span>{" "}
                {c.lastMessage.preview}
              </>
            ) : (
              t("common.none")
            ),
        },
        {
          head: t("service.waiting"),
          cell: (c) =>
            c.waitingSeconds !== null ? <span className={s.overdue}>{t("service.waitingFor", { time: spanText(c.waitingSeconds * 1000, lang) })}</span> : <span className={s.muted}>{t("service.answered")}</span>,
        },
        {
          head: t("service.assigned"),
          cell: (c) => (
            <>
            <NoteForm
              hidden={{ conversationId: c.id }}
              buttons={
                c.assignedTo?.id === me?.id
                  ? [{ label: t("service.nobody"), name: "intent", value: "release", tone: "secondary" }]
                  : [{ label: t("service.assign"), name: "intent", value: "take" }]
              }
            >
              <span>{c.assignedTo ? c.assignedTo.name : t("service.nobody")}</span>
            </NoteForm>
            {allows(me, "assign", "conversation") && advisers.some((a) => a.id !== c.assignedTo?.id) ? (
              <Form method="post" className={s.form} data-testid="ops-hand-over">
                <input type="hidden" name="conversationId" value={c.id} />
                <select name="staffId" className={s.input} aria-label={t("service.assignTo")} defaultValue="">
                  <option value="" disabled>
                    {t("service.assignTo")}
                  </option>
                  {advisers
                    .filter((a) => a.id !== c.assignedTo?.id)
                    .map((a) => (
                      <option key={a.id} value={a.id}>
                        {a.name}
                      </option>
                    ))}
                </select>
                <button type="submit" name="intent" value="assign" className={s.secondary}>
                  {t("service.handOver")}
                </button>
              </Form>
            ) : null}
            </>
          ),
        },
      ]}
    />
  );
}
