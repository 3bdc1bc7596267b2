import { numberFormat } from "~/lib/intl";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { DataTable } from "~/components/ops/ConsoleList";
import { Notice } from "~/components/ops/Notice";
import * as s from "~/components/ops/Ops.css";
import { allows, beijingTime, useOps, type OpsLang } from "~/lib/ops";
import { field, opsCall, staffPage } from "~/lib/ops.server";
import { readForm } from "~/lib/form.server";

/**
 * Paid orders and the money StudyNest holds for them: mark a student's check-in (the release
 * follows 48 hours later; a landlord for their own apartments too), release a hold a report froze
 * or refund the student when the report is upheld, and the payout ledger (a landlord's own).
 * Its texts are here rather than in the console catalogue: only this page uses them.
 */
const TEXT = {
  cn: {
    title: "订单与托管款项",
    held: "已付款订单",
    empty: "没有待入住或待放款的订单。",
    order: "订单",
    room: "房源",
    paid: "已支付",
    hold: "托管",
    holds: { held: "托管中", frozen: "已冻结（有报告）", released: "已放款" },
    releaseAt: "放款时间",
    report: "学生报告",
    checkIn: "标记入住",
    release: "处理完毕：放款给房东",
    visa: "签证被拒：退款（扣手续费）",
    caseRefund: "报告属实：全额退款给学生",
    refunds: "需处理的退款",
    refundsHint: "支付服务失败的退款，以及一小时内未被受理的退款（系统会自动重试后者）。",
    refundsEmpty: "没有需处理的退款。",
    refund: "退款",
    state: "状态",
    states: { failed: "失败", pending: "未受理", succeeded: "已退款" },
    attempts: "第 {n} 次",
    retry: "重新提交退款",
    payouts: "放款台账",
    payoutsEmpty: "尚无放款记录。",
    amount: "金额",
    commission: "佣金",
    net: "房东实收",
    date: "日期",
  },
  en: {
    title: "Orders and money held",
    held: "Paid orders",
    empty: "No order is waiting for check-in or release.",
    order: "Order",
    room: "Room",
    paid: "Paid",
    hold: "Hold",
    holds: { held: "Held", frozen: "Frozen (reported)", released: "Released" },
    releaseAt: "Release",
    report: "Student's report",
    checkIn: "Mark checked in",
    release: "Resolved: release to the landlord",
    visa: "Visa refused: refund (less the fee)",
    caseRefund: "Report upheld: refund the student in full",
    refunds: "Refunds needing attention",
    refundsHint: "Refunds the payment provider failed, and those it has not taken for an hour (the system keeps retrying those).",
    refundsEmpty: "No refund needs attention.",
    refund: "Refund",
    state: "State",
    states: { failed: "Failed", pending: "Not taken", succeeded: "Refunded" },
    attempts: "attempt {n}",
    retry: "Send the refund again",
    payouts: "Payout ledger",
    payoutsEmpty: "No payout yet.",
    amount: "Amount",
    commission: "Commission",
    net: "Landlord receives",
    date: "Date",
  },
} as const;

const canOrders = (me: Parameters<typeof allows>[0]) => allows(me, "read", "order");
const canPayouts = (me: Parameters<typeof allows>[0]) => allows(me, "read", "payout");
const canPayments = (me: Parameters<typeof allows>[0]) => allows(me, "read", "payment");

export async function loader({ request }: LoaderFunctionArgs) {
  const { me, lang } = await staffPage(request, (m) => canOrders(m) || canPayouts(m));
  const [orders, payouts, refunds] = await Promise.all([
    canOrders(me) ? opsCall("/rest/ops/orders/list", {}, request, lang) : null,
    canPayouts(me) ? opsCall("/rest/ops/payouts/list", {}, request, lang) : null,
    canPayments(me) ? opsCall("/rest/ops/refunds/list", {}, request, lang) : null,
  ]);
  if (refunds && !refunds.ok) throw new Response(refunds.msg, { status: 403 });
  if (orders && !orders.ok) throw new Response(orders.msg, { status: 403 });
  if (payouts && !payouts.ok) throw new Response(payouts.msg, { status: 403 });
  return data(
    {
      orders: orders?.ok ? orders.data.list : null,
      payouts: payouts?.ok ? payouts.data.list : null,
      refunds: refunds?.ok ? refunds.data.list : null,
      canUpdate: allows(me, "update", "order"),
      canCheckIn: allows(me, "checkin", "order"),
      canRefund: allows(me, "refund", "payment"),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const { lang } = await staffPage(request, (me) => allows(me, "update", "order") || allows(me, "checkin", "order") || allows(me, "refund", "payment"));
  const form = await readForm(request);
  const orderNo = field(form, "orderNo");
  const intent = field(form, "intent");
  // The API checks each call's permission again.
  if (intent === "retry-refund") {
    const refundNo = field(form, "refundNo");
    const retried = await opsCall("/rest/ops/refunds/retry", { refundNo }, request, lang);
    return data({ ok: retried.ok, msg: retried.ok ? `${refundNo}: ${retried.msg}` : retried.msg }, { status: retried.ok ? 200 : 400 });
  }
  const r =
    intent === "release"
      ? await opsCall("/rest/ops/orders/release", { orderNo }, request, lang)
      : intent === "visa"
        ? await opsCall("/rest/ops/orders/refund", { orderNo }, request, lang)
        : intent === "case-refund"
          ? await opsCall("/rest/ops/orders/refund-case", { orderNo }, request, lang)
          : await opsCall("/rest/ops/orders/check-in", { orderNo }, request, lang);
  return data({ ok: r.ok, msg: r.ok ? `${orderNo} ✓` : r.msg }, { status: r.ok ? 200 : 400 });
}

const money = (n: number, currency: string, lang: OpsLang) => {
  try {
    return numberFormat(lang === "en" ? "en-GB" : "zh-CN", { style: "currency", currency, maximumFractionDigits: 0 }).format(n);
  } catch {
    return `${n} ${currency}`;
  }
};

/** One action on one order: a plain form (works without JavaScript) posting the order and the intent. */
function OrderAction({ orderNo, intent, className, label, testId = `ops-${intent}` }: { orderNo: string; intent: string; className: string; label: string; testId?: string }) {
  return (
    <Form method="post" className={s.form}>
      <input type="hidden" name="orderNo" value={orderNo} />
      <button type="submit" name="intent" value={intent} className={className} data-testid={testId}>
        {label}
      </button>
    </Form>
  );
}

export default function OpsOrders() {
  const { lang } = useOps();
  const t = TEXT[lang];
  const { orders, payouts, refunds, canUpdate, canCheckIn, canRefund } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section>
      <h1 className={s.title}>{t.title}</h1>
      <Notice result={result} />
      {orders ? (
        <div className={s.card}>
          <h2>{t.held}</h2>
          {orders.length === 0 ? <p>{t.empty}</p> : null}
          <DataTable
            testId="ops-orders"
            rows={orders}
            rowKey={(o) => o.orderNo}
            rowProps={(o) => ({ "data-testid": "ops-order", "data-order": o.orderNo })}
            columns={[
              {
                head: t.order,
                className: () => s.code,
                cell: (o) => (
                  <>
                    {o.orderNo}
                    <div className={s.muted}>{o.rentalStart}</div>
                  </>
                ),
              },
              {
                head: t.room,
                cell: (o) => (
                  <>
                    {o.building}
                    {o.room ? <div className={s.muted}>{o.room}</div> : null}
                  </>
                ),
              },
              {
                head: t.paid,
                cell: (o) => (
                  <>
                    {money(o.amount, o.currency, lang)}
                    <div className={s.muted}>{o.paidAt ? beijingTime(o.paidAt) : ""}</div>
                  </>
                ),
              },
              {
                head: t.hold,
                className: (o) => (o.hold === "frozen" ? s.overdue : undefined),
                cell: (o) => (
                  <>
                    {t.holds[o.hold]}
                    {o.releaseAt ? <div className={s.muted}>{`${t.releaseAt} ${beijingTime(o.releaseAt)}`}</div> : null}
                  </>
                ),
              },
              { head: t.report, cell: (o) => (o.case ? `${o.case.reason} (${beijingTime(o.case.openedAt)})` : "") },
              {
                head: "",
                cell: (o) => (
                  <>
                    {canCheckIn && o.status === "paid" ? <OrderAction orderNo={o.orderNo} intent="check-in" className={s.button} label={t.checkIn} /> : null}
                    {canRefund && o.status === "paid" ? <OrderAction orderNo={o.orderNo} intent="visa" className={s.danger} label={t.visa} testId="ops-visa-refund" /> : null}
                    {canUpdate && o.hold === "frozen" ? <OrderAction orderNo={o.orderNo} intent="release" className={s.secondary} label={t.release} /> : null}
                    {canRefund && o.hold === "frozen" ? <OrderAction orderNo={o.orderNo} intent="case-refund" className={s.danger} label={t.caseRefund} /> : null}
                  </>
                ),
              },
            ]}
          />
        </div>
      ) : null}
      {refunds ? (
        <div className={s.card}>
          <h2>{t.refunds}</h2>
          <p className={s.muted}>{t.refundsHint}</p>
          {refunds.length === 0 ? <p>{t.refundsEmpty}</p> : null}
          <DataTable
            testId="ops-refunds"
            rows={refunds}
            rowKey={(r) => r.refundNo}
            rowProps={(r) => ({ "data-testid": "ops-refund", "data-refund": r.refundNo, "data-status": r.status })}
            columns={[
              {
                head: t.refund,
                className: () => s.code,
                cell: (r) => (
                  <>
                    {r.refundNo}
                    <div className={s.muted}>{r.orderNo}</div>
                  </>
                ),
              },
              {
                head: t.room,
                cell: (r) => (
                  <>
                    {r.building}
                    <div className={s.muted}>{r.rule}</div>
                  </>
                ),
              },
              { head: t.amount, cell: (r) => money(r.amount, r.currency, lang) },
              {
                head: t.state,
                className: (r) => (r.status === "failed" ? s.overdue : undefined),
                cell: (r) => (
                  <>
                    {t.states[r.status]}
                    <div className={s.muted}>{`${t.attempts.replace("{n}", String(r.attempts))} · ${beijingTime(r.failedAt ?? r.requestedAt)}`}</div>
                  </>
                ),
              },
              {
                head: "",
                cell: (r) =>
                  canRefund && r.status === "failed" ? (
                    <Form method="post" className={s.form}>
                      <input type="hidden" name="refundNo" value={r.refundNo} />
                      <button type="submit" name="intent" value="retry-refund" className={s.button} data-testid="ops-refund-retry">
                        {t.retry}
                      </button>
                    </Form>
                  ) : null,
              },
            ]}
          />
        </div>
      ) : null}
      {payouts ? (
        <div className={s.card}>
          <h2>{t.payouts}</h2>
          {payouts.length === 0 ? <p>{t.payoutsEmpty}</p> : null}
          <DataTable
            testId="ops-payouts"
            rows={payouts}
            rowKey={(_, i) => i}
            columns={[
              { head: t.order, className: () => s.code, cell: (p) => p.orderNo },
              { head: t.room, cell: (p) => p.building },
              { head: t.amount, cell: (p) => money(p.amount, p.currency, lang) },
              { head: t.commission, cell: (p) => money(p.commission, p.currency, lang) },
              { head: t.net, cell: (p) => money(p.net, p.currency, lang) },
              { head: t.date, cell: (p) => beijingTime(p.releasedAt) },
            ]}
          />
        </div>
      ) : null}
    </section>
  );
}
