import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Notice } from "~/components/ops/Notice";
import * as s from "~/components/ops/Ops.css";
import { allows, beijingTime, spanText, useOps } from "~/lib/ops";
import { field, opsCall, opsMessages, staffPage } from "~/lib/ops.server";
import { readForm } from "~/lib/form.server";

/**
 * The applications queue: open ones by default, overdue first, each with its reply clock (one
 * working day, Beijing time). Advisers assign, approve (the order is made) or reject with a
 * note; a landlord sees only their rooms' applications and accepts or declines within 48 hours.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { lang } = await staffPage(request, (me) => allows(me, "read", "application"));
  const scope = new URL(request.url).searchParams.get("scope") === "all" ? "all" : "open";
  const queue = await opsCall("/rest/ops/application/queue", { scope, pageSize: 100 }, request, lang);
  if (!queue.ok) throw new Response(queue.msg, { status: 403 });
  return data({ ...queue.data, scope, now: Date.now() }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const { lang } = await staffPage(request, (me) => allows(me, "read", "application"));
  const form = await readForm(request);
  const applyCode = field(form, "applyCode");
  const note = field(form, "note") || undefined;
  const intent = field(form, "intent");
  let r;
  if (intent === "assign") r = await opsCall("/rest/ops/application/assign", { applyCode, staffId: field(form, "staffId") }, request, lang);
  else if (intent === "accepted" || intent === "declined") r = await opsCall("/rest/ops/application/answer", { applyCode, answer: intent, note }, request, lang);
  else {
    const moved = await opsCall("/rest/ops/intent/status", { applyCode, status: intent === "approve" ? "approved" : "rejected", note }, request, lang);
    if (moved.ok && moved.data.orderNo) return data({ ok: true, msg: `${applyCode}: ${opsMessages(lang).applications.orderMade.replace("{{orderNo}}", moved.data.orderNo)}`, applyCode, note: "" });
    r = moved;
  }
  return data({ ok: r.ok, msg: `${applyCode}: ${r.msg}`, applyCode, note: r.ok ? "" : (note ?? "") }, { status: r.ok ? 200 : 400 });
}

export default function OpsApplications() {
  const { t, me, lang } = useOps();
  const { list, advisers, scope, now, total } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const decides = allows(me, "decide", "application");
  const answers = allows(me, "answer", "application");
  return (
    <section>
      <h1 className={s.title}>{t("applications.title")}</h1>
      <div className={s.tabs}>
        <Link to="?scope=open" aria-current={scope === "open" ? "page" : undefined}>
          {t("applications.open")}
        </Link>
        <Link to="?scope=all" aria-current={scope === "all" ? "page" : undefined}>
          {t("applications.all")}
        </Link>
        <span className={s.muted}>
          {t("common.total", { count: total })} · {t("applications.clockHint")}
        </span>
      </div>
      <Notice result={result} />
      {list.length === 0 ? <p>{t("applications.empty")}</p> : null}
      <table className={s.table}>
        <thead>
          <tr>
            <th>{t("applications.code")}</th>
            <th>{t("applications.applicant")}</th>
            <th>{t("applications.room")}</th>
            <th>{t("applications.moveIn")}</th>
            <th>{t("applications.clock")}</th>
            <th>{t("applications.status")}</th>
            <th>{t("applications.landlord")}</th>
            {decides ? <th>{t("applications.assigned")}</th> : null}
            <th>{t("applications.decision")}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((a) => {
            const left = new Date(a.replyBy).getTime() - now;
            const open = a.status === "submitted" || a.status === "reviewing";
            const keptNote = result && !result.ok && result.applyCode === a.applyCode ? result.note : "";
            return (
              <tr key={a.applyCode} data-apply-code={a.applyCode}>
                <td className={s.code}>{a.applyCode}</td>
                <td>{a.applicantName}</td>
                <td>
                  {a.buildingName}
                  {a.roomName ? ` · ${a.roomName}` : ""}
                </td>
                <td>
                  {a.moveInDate ?? t("common.none")}
                  {a.leaseTerm ? ` · ${t(a.leaseUnit === "month" ? "applications.leaseMonths" : "applications.leaseWeeks", { count: a.leaseTerm })}` : ""}
                </td>
                <td>
                  {open ? (
                    <span className={a.overdue ? s.overdue : undefined}>
                      {a.overdue ? t("applications.overdueBy", { time: spanText(left, lang) }) : t("applications.dueIn", { time: spanText(left, lang) })}
                    </span>
                  ) : (
                    t("common.none")
                  )}
                  <div className={s.muted}>{beijingTime(a.replyBy)}</div>
                </td>
                <td>{t(`applications.statuses.${a.status}`)}</td>
                <td>
                  {a.landlordAnswer ? (
                    <>
                      {t(`applications.${a.landlordAnswer}`)}
                      {a.landlordNote ? <div className={s.muted}>{a.landlordNote}</div> : null}
                    </>
                  ) : a.landlordOverdue ? (
                    <span className={s.overdue}>{t("applications.landlordLate")}</span>
                  ) : open ? (
                    <span className={s.muted}>{t("applications.landlordDue", { time: beijingTime(a.landlordAnswerBy) })}</span>
                  ) : (
                    t("common.none")
                  )}
                </td>
                {decides ? (
                  <td>
                    <Form method="post" className={s.form}>
                      <input type="hidden" name="applyCode" value={a.applyCode} />
                      <select name="staffId" className={s.input} defaultValue={a.assignedTo?.id ?? ""} aria-label={t("applications.assigned")}>
                        <option value="" disabled>
                          {t("applications.unassigned")}
                        </option>
                        {advisers.map((x) => (
                          <option key={x.id} value={x.id}>
                            {x.name}
                          </option>
                        ))}
                      </select>
                      <button type="submit" name="intent" value="assign" className={s.secondary}>
                        {t("applications.assign")}
                      </button>
                    </Form>
                  </td>
                ) : null}
                <td>
                  {open && decides ? (
                    <Form method="post" className={s.form}>
                      <input type="hidden" name="applyCode" value={a.applyCode} />
                      <label className={s.label}>
                        {t("applications.note")}
                        <input name="note" maxLength={200} className={s.input} defaultValue={keptNote} />
                      </label>
                      <button type="submit" name="intent" value="approve" className={s.button}>
                        {t("applications.approve")}
                      </button>
                      <button type="submit" name="intent" value="reject" className={s.danger}>
                        {t("applications.reject")}
                      </button>
                    </Form>
                  ) : open && answers && !a.landlordAnswer && !a.landlordOverdue ? (
                    <Form method="post" className={s.form}>
                      <input type="hidden" name="applyCode" value={a.applyCode} />
                      <label className={s.label}>
                        {t("applications.answerNote")}
                        <input name="note" maxLength={200} className={s.input} defaultValue={keptNote} />
                      </label>
                      <button type="submit" name="intent" value="accepted" className={s.button}>
                        {t("applications.accept")}
                      </button>
                      <button type="submit" name="intent" value="declined" className={s.danger}>
                        {t("applications.decline")}
                      </button>
                    </Form>
                  ) : (
                    t("common.none")
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
