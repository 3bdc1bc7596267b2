import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { kept, ListPage, NoteForm } from "~/components/ops/ConsoleList";
import * as s from "~/components/ops/Ops.css";
import { allows, beijingTime, opsText, useOps } from "~/lib/ops";
import { field, opsCall, opsMessages, staffPage } from "~/lib/ops.server";
import { readForm } from "~/lib/form.server";

/**
 * Students' gifts and cashback for finance: the claimed ones waiting for payment first, each with
 * the payout details the student gave; marking one paid needs the payment's reference, letting one
 * lapse a reason the student reads, and a gift whose student has moved in becomes claimable here.
 * The student hears of each move by SMS or e-mail (api/gifts/notify.ts).
 */
const STATUSES = ["claimed", "claimable", "pending", "paid", "expired"] as const;
type Status = (typeof STATUSES)[number];
const MOVES = ["paid", "claimable", "expired"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const { lang } = await staffPage(request, (me) => allows(me, "read", "gift"));
  const q = new URL(request.url).searchParams.get("status");
  const status: Status = (STATUSES as readonly string[]).includes(q ?? "") ? (q as Status) : "claimed";
  const list = await opsCall("/rest/ops/gift/list", { status, pageSize: 100 }, request, lang);
  if (!list.ok) throw new Response(list.msg, { status: 403 });
  return data({ list: list.data.list, total: list.data.totalCount, status }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const { lang } = await staffPage(request, (me) => allows(me, "update", "gift"));
  const form = await readForm(request);
  const giftNo = field(form, "giftNo");
  const to = field(form, "intent");
  const note = field(form, "note");
  const reason = field(form, "reason");
  const values = { note, reason };
  if (!(MOVES as readonly string[]).includes(to)) return data({ ok: false, msg: opsMessages(lang).common.error, id: giftNo, values }, { status: 400 });
  const status = to as (typeof MOVES)[number];
  const r = await opsCall(
    "/rest/ops/gift/status",
    { giftNo, status, ...(status === "paid" ? { reference: note } : {}), ...(status === "expired" ? { reason } : {}) },
    request,
    lang,
  );
  const messages = opsMessages(lang);
  const msg = r.ok ? opsText(messages, "gifts.moved", { giftNo, status: opsText(messages, `gifts.statuses.${r.data.status}`) }) : r.msg;
  return data({ ok: r.ok, msg, id: giftNo, values: r.ok ? { note: "", reason: "" } : values }, { status: r.ok ? 200 : 400 });
}

export default function OpsGifts() {
  const { t, me } = useOps();
  const { list, total, status } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const canMove = allows(me, "update", "gift");
  return (
    <ListPage
      title={t("gifts.title")}
      filters={STATUSES.map((st) => ({ to: `?status=${st}`, label: t(`gifts.statuses.${st}`), current: status === st }))}
      total={t("common.total", { count: total })}
      result={result}
      empty={t("gifts.empty")}
      rows={list}
      rowKey={(g) => g.giftNo}
      rowProps={(g) => ({ "data-gift-no": g.giftNo })}
      columns={[
        {
          head: t("gifts.gift"),
          cell: (g) => (
            <>
              {g.name}
              <div className={s.muted}>
                <span className={s.code}>{g.giftNo}</span>
                {g.kind === "cashback" ? ` · ${g.amount} ${g.currency}` : ""}
              </div>
              <div className={s.muted}>
                {g.claimedAt ? t("gifts.claimedAt", { time: beijingTime(g.claimedAt) }) : g.claimBy ? t("gifts.claimBy", { date: g.claimBy }) : null}
              </div>
            </>
          ),
        },
        {
          head: t("gifts.student"),
          cell: (g) => (
            <>
              {g.student.name ?? g.student.userCode}
              <div className={s.muted}>{[g.student.mobile, g.student.email].filter(Boolean).join(" · ")}</div>
            </>
          ),
        },
        {
          head: t("gifts.order"),
          cell: (g) => (
            <>
              <span className={s.code}>{g.orderNo}</span>
              <div className={s.muted}>{g.building.name}</div>
            </>
          ),
        },
        {
          head: t("gifts.payout"),
          cell: (g) =>
            g.payout ? (
              <span className={s.prewrap}>
                {[g.payout.method, g.payout.holderName, g.payout.account, g.payout.sortCode, g.payout.bankName, g.payout.swift, g.payout.bankCountry].filter(Boolean).join("\n")}
              </span>
            ) : (
              <span className={s.muted}>{t("gifts.noPayout")}</span>
            ),
        },
        ...(canMove && status !== "paid" && status !== "expired"
          ? [
              {
                head: "",
                cell: (g: (typeof list)[number]) => (
                  <>
                    {g.status === "claimed" ? (
                      <NoteForm
                        hidden={{ giftNo: g.giftNo }}
                        text={{ name: "note", label: t("gifts.reference"), maxLength: 100, required: true, value: kept(result, g.giftNo, "note") }}
                        buttons={[{ label: t("gifts.markPaid"), name: "intent", value: "paid" }]}
                      />
                    ) : null}
                    {g.status === "pending" ? (
                      <NoteForm hidden={{ giftNo: g.giftNo }} buttons={[{ label: t("gifts.makeClaimable"), name: "intent", value: "claimable", tone: "secondary" }]} />
                    ) : null}
                    <NoteForm
                      hidden={{ giftNo: g.giftNo }}
                      text={{ name: "reason", label: t("gifts.reason"), maxLength: 200, required: true, value: kept(result, g.giftNo, "reason") }}
                      buttons={[{ label: t("gifts.expire"), name: "intent", value: "expired", tone: "danger" }]}
                    />
                  </>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
