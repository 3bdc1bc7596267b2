import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { NoteForm } from "~/components/ops/ConsoleList";
import { Notice } from "~/components/ops/Notice";
import * as s from "~/components/ops/Ops.css";
import { allows, beijingTime, useOps } from "~/lib/ops";
import { field, opsCall, staffPage } from "~/lib/ops.server";
import { readForm } from "~/lib/form.server";

/**
 * One conversation of the online service: the whole thread, a reply (the student's open page
 * shows it at once, an away student gets one notice) and closing it.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { lang } = await staffPage(request, (me) => allows(me, "read", "conversation"));
  const thread = await opsCall("/rest/ops/service/read", { conversationId: params.id ?? "" } as never, request, lang);
  if (!thread.ok) throw new Response(thread.msg, { status: 404 });
  return data(thread.data, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { lang } = await staffPage(request, (me) => allows(me, "reply", "conversation"));
  const form = await readForm(request);
  const conversationId = params.id ?? "";
  if (field(form, "intent") === "close") {
    const r = await opsCall("/rest/ops/service/close", { conversationId } as never, request, lang);
    return data({ ok: r.ok, msg: r.msg, content: "" }, { status: r.ok ? 200 : 400 });
  }
  const content = field(form, "content");
  const r = await opsCall("/rest/ops/service/reply", { conversationId, content } as never, request, lang);
  // A refused reply comes back in its box.
  return data({ ok: r.ok, msg: r.msg, content: r.ok ? "" : content }, { status: r.ok ? 200 : 400 });
}

export default function OpsConversation() {
  const { t } = useOps();
  const { conversation: c, messages } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section>
      <p>
        <Link to="/ops/service">← {t("service.back")}</Link>
      </p>
      <h1 className={s.title}>
        {t("service.thread", { id: c.id })} <span className={s.muted}>{c.student.name || c.student.userCode}</span>
      </h1>
      {c.subject ? (
        <p>
          {t("service.subject")}: {c.subject.code} · {c.subject.name}
        </p>
      ) : null}
      <Notice result={result} />
      <ol className={s.card} data-testid="thread">
        {messages.map((m) => (
          <li key={m.id} data-author={m.author}>
            <span className={s.muted}>
              {beijingTime(m.createdAt)} {m.author === "staff" ? `${t("service.you")}${m.adviserName ? ` ${m.adviserName}` : ""}` : t("service.studentSays")}:
            </span>{" "}
            <span className={s.prewrap}>{m.content}</span>
          </li>
        ))}
      </ol>
      {c.status === "closed" ? <p className={s.muted}>{t("service.closedNote")}</p> : null}
      {c.status === "open" ? (
        <div className={s.card}>
          <NoteForm
            key={messages.length}
            hidden={{ intent: "reply" }}
            text={{ name: "content", label: t("service.replyLabel"), multiline: true, required: true, maxLength: 1000, showLabel: true, value: result && !result.ok ? result.content : "" }}
            buttons={[{ label: t("service.send") }]}
          />
          <NoteForm hidden={{ intent: "close" }} buttons={[{ label: t("service.close"), tone: "secondary" }]} />
        </div>
      ) : null}
    </section>
  );
}
