import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { OrderGifts } from "~/components/gifts/OrderGifts";
import { QuoteView } from "~/components/quote/QuoteView";
import { Fact, formatDateTime, formatMoney, StatusBadge } from "~/components/student/StatusBadge";
import * as s from "~/components/student/Student.css";
import { callApi, loadOrThrow, redirectIfExpired } from "~/lib/api.server";
import * as f from "~/components/student-form/Form.css";
import { formatCny, formatPrice } from "~/lib/catalogue";
import { convert } from "~/lib/currency";
import { OpenInBrowser } from "~/components/wechat/OpenInBrowser";
import { browserStepFor } from "~/lib/wechat-pay.server";
import { publicOrigin } from "#core/env.server";
import { giftsOfOrder } from "~/lib/gifts.server";
import { localHref } from "#core/lang";
import { useLang, useSecondCurrency } from "~/lib/root-data";
import { failureText, redirectWithToast, requireLang, requireStudent } from "~/lib/applications.server";
import { PayOnlyHere } from "~/components/trust/PayWarnings";
import { DocumentsPanel } from "~/components/documents/DocumentsPanel";
import { readForm } from "~/lib/form.server";

/** One order with its status history. Another user's orderNo is a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  requireLang(params);
  await requireStudent(request);
  const [order, gifts, documents] = await Promise.all([
    loadOrThrow("/rest/user/client/order/info", { orderNo: params.orderNo ?? "" }, { request }),
    giftsOfOrder(request, params.orderNo ?? ""),
    // This order's refusal letter and its application's documents.
    loadOrThrow("/rest/user/client/document/list", { orderNo: params.orderNo ?? "" }, { request }),
  ]);
  // Cancelling asks first, saying what it refunds: ?confirm=cancel shows the question, also without JavaScript.
  const confirming = new URL(request.url).searchParams.get("confirm") === "cancel" && !!order.refundToday?.cancellable;
  // Inside WeChat the provider's page cannot take the payment: the open-in-browser step instead.
  const browserStep = order.due ? browserStepFor(request, requireLang(params), { orderNo: order.orderNo, payBy: order.payBy }) : null;
  return { order, gifts, confirming, browserStep, documents };
}

/**
 * The pay button: a plain form posted here (with or without JavaScript). It names the order and
 * the part only; the API takes the amount from the locked quote and answers where to pay (the
 * provider's page, or the development checkout), where the student is sent.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const lang = requireLang(params);
  await requireStudent(request);
  const orderNo = params.orderNo ?? "";
  const here = localHref(`/user/order/${orderNo}`, lang);
  const form = await readForm(request);
  if (form.get("intent") === "report") {
    // What the student wrote comes back with the message when it is refused, so nothing is lost.
    const reason = String(form.get("reason") ?? "").slice(0, 2000);
    const r = await redirectIfExpired(request, await callApi("/rest/user/client/order/report", { orderNo, reason }, { request }));
    if (!r.ok) return data({ reportError: failureText(r, lang), reason }, { status: 400 });
    return redirectWithToast(here, { type: "success", key: "booking.report.sent" });
  }
  if (form.get("intent") === "cancel") {
    // Only the confirmation's button carries confirmed=yes; anything else asks first.
    if (form.get("confirmed") !== "yes") return redirect(`${here}?confirm=cancel`);
    const r = await redirectIfExpired(request, await callApi("/rest/user/client/order/cancel", { orderNo }, { request }));
    if (!r.ok) return redirectWithToast(here, { type: "error", text: failureText(r, lang) });
    return redirectWithToast(here, { type: "success", key: "booking.cancel.done" });
  }
  if (form.get("intent") !== "pay") return redirect(here);
  // A pay posted from inside WeChat (a page kept from before) starts nothing: the page shows the step.
  if (browserStepFor(request, lang, { orderNo })) return redirect(here, 303);
  const part = String(form.get("instalment") ?? "");
  const origin = publicOrigin(request.url) ?? new URL(request.url).origin;
  const r = await redirectIfExpired(
    request,
    await callApi(
      "/rest/user/client/order/pay",
      { orderNo, instalment: /^\d{1,2}$/.test(part) ? Number(part) : undefined, returnUrl: `${origin}${here}` },
      { request },
    ),
  );
  if (!r.ok) return redirectWithToast(here, { type: "error", text: failureText(r, lang) });
  return redirect(r.data.redirectUrl, 303);
}

export default function OrderPage() {
  const { order: o, gifts, confirming, browserStep, documents } = useLoaderData<typeof loader>();
  const reported = useActionData<{ reportError?: string; reason?: string }>();
  const { t } = useTranslation();
  const lang = useLang();
  // Beside an amount: its CNY figure at the rate the API gives, or with another second currency
  // chosen, that currency at today's cross rate (app/lib/currency.ts).
  const second = useSecondCurrency();
  const secondOf = (amount: number, currency: string, cny: number | null | undefined) =>
    second.code === "CNY" ? (cny != null && currency !== "CNY" ? formatCny(cny) : null) : (convert(amount, currency, second, lang)?.text ?? null);
  // The latest attempt at what is due now failed: say so beside the button to try again.
  const lastFailed = o.due ? o.payments.filter((p) => p.seq === o.due?.seq).at(-1)?.status === "failed" : false;
  return (
    <>
    <section className={s.card} aria-labelledby="order-title" data-testid="order-detail">
      <div className={s.headRow}>
        <h1 className={s.title} id="order-title">
          {t("student.orders.detailTitle")}
        </h1>
        <StatusBadge status={o.status} />
      </div>
      <PayOnlyHere />
      <p className={s.muted}>
        {o.building.name}
        {o.room ? ` · ${o.room.name}` : ""}
      </p>
      <dl className={s.facts}>
        <Fact label={t("student.orders.orderNo")} value={o.orderNo} />
        <Fact label={t("student.orders.amount")} value={formatMoney(o.amount, o.currency, lang)} />
        <Fact label={t("student.orders.created")} value={formatDateTime(o.createdAt, lang)} />
        <Fact label={t("student.orders.rental")} value={o.rentalStart ? `${o.rentalStart} – ${o.rentalEnd ?? ""}` : null} />
        <Fact label={t("student.orders.paidAt")} value={o.paidAt ? formatDateTime(o.paidAt, lang) : null} />
        <Fact
          label={t("student.orders.application")}
          value={o.applyCode ? <Link className={s.link} to={localHref(`/user/application/${o.applyCode}`, lang)}>{o.applyCode}</Link> : null}
        />
      </dl>
      {o.payBy ? (
        <p className={s.muted} data-testid="order-pay-by">
          {t("quote.payBy", { time: formatDateTime(o.payBy, lang) })}
        </p>
      ) : null}
      {o.due ? (
        <section className={s.card} aria-labelledby="pay-title" data-testid="pay">
          <h2 className={s.subTitle} id="pay-title">
            {t("booking.pay.title")}
          </h2>
          <p>{o.due.seq === 0 ? t("booking.pay.upfront") : t("booking.pay.instalment", { n: o.due.seq, date: o.due.dueDate ?? "" })}</p>
          {lastFailed ? (
            <p className={f.formError} role="alert" data-testid="pay-failed">
              {t("booking.pay.failed")}
            </p>
          ) : null}
          {/* A document post, also with JavaScript: the answer is a redirect to another site or to a page outside the app. */}
          {browserStep ? (
            <OpenInBrowser {...browserStep} payBy={browserStep.payBy ? formatDateTime(browserStep.payBy, lang) : null} />
          ) : (
            <Form method="post" reloadDocument className={f.actions}>
              <input type="hidden" name="intent" value="pay" />
              <input type="hidden" name="instalment" value={o.due.seq} />
              <button type="submit" className={f.button.primary} data-testid="pay-button">
                {t("booking.pay.button", { amount: formatPrice(o.due.amount, o.currency, lang) })}
              </button>
            </Form>
          )}
          {secondOf(o.due.amount, o.currency, o.due.amountCny) ? (
            <p className={s.muted} data-testid="pay-cny">
              {second.code === "CNY"
                ? t("booking.pay.cny", { amount: secondOf(o.due.amount, o.currency, o.due.amountCny) })
                : t("booking.pay.todayRate", { amount: secondOf(o.due.amount, o.currency, o.due.amountCny) })}
            </p>
          ) : null}
          <p className={s.muted}>{t("booking.pay.note", { currency: o.currency })}</p>
        </section>
      ) : null}
      {o.hold ? (
        <section className={s.card} aria-labelledby="held-title" data-testid="hold">
          <h2 className={s.subTitle} id="held-title">
            {t("booking.held.title")}
          </h2>
          <p data-testid="hold-status" data-status={o.hold.status}>
            {o.hold.status === "released"
              ? t("booking.held.released", { time: formatDateTime(o.hold.releaseAt, lang) })
              : o.hold.status === "frozen"
                ? t("booking.held.frozen")
                : o.hold.releaseAt
                  ? t("booking.held.releasing", { time: formatDateTime(o.hold.releaseAt, lang) })
                  : t("booking.held.paid")}
          </p>
          <p className={s.muted} data-testid="hold-rule">
            {o.hold.releaseRule}
          </p>
          {o.hold.reportBy ? (
            <Form method="post" className={f.form} data-testid="report-form">
              <input type="hidden" name="intent" value="report" />
              <label htmlFor="report-reason">{t("booking.report.label", { time: formatDateTime(o.hold.reportBy, lang) })}</label>
              <textarea
                id="report-reason"
                name="reason"
                rows={4}
                minLength={10}
                maxLength={1000}
                required
                defaultValue={reported?.reason ?? ""}
                aria-invalid={reported?.reportError ? true : undefined}
                aria-describedby={reported?.reportError ? "report-error" : undefined}
                className={f.textarea}
              />
              {reported?.reportError ? (
                <p id="report-error" className={f.formError} role="alert" data-testid="report-error">
                  {reported.reportError}
                </p>
              ) : null}
              <div className={f.actions}>
                <button type="submit" className={f.button.danger} data-testid="report-submit">
                  {t("booking.report.submit")}
                </button>
              </div>
            </Form>
          ) : null}
        </section>
      ) : null}
      {o.statement ? (
        <section className={s.card} aria-labelledby="statement-title" data-testid="statement">
          <h2 className={s.subTitle} id="statement-title">
            {t("booking.statement.title")}
          </h2>
          <dl className={s.facts}>
            <Fact label={t("booking.statement.total")} value={formatPrice(o.statement.total, o.currency, lang)} />
            <Fact label={t("booking.statement.paid")} value={formatPrice(o.statement.paid, o.currency, lang)} testId="statement-paid" />
            <Fact label={t("booking.statement.refunded")} value={formatPrice(o.statement.refunded, o.currency, lang)} testId="statement-refunded" />
            <Fact label={t("booking.statement.outstanding")} value={formatPrice(o.statement.outstanding, o.currency, lang)} testId="statement-outstanding" />
            <Fact
              label={t("booking.statement.next")}
              value={
                o.statement.next
                  ? `${formatPrice(o.statement.next.amount, o.currency, lang)}${o.statement.next.dueDate ? ` · ${o.statement.next.dueDate}` : ""}`
                  : t("booking.statement.nothingNext")
              }
              testId="statement-next"
            />
          </dl>
          <ol className={s.list}>
            {o.statement.parts.map((p) => (
              <li key={p.seq} className={s.muted} data-testid="statement-part" data-status={p.status}>
                <strong>{p.seq === 0 ? t("booking.payments.part0") : t("booking.payments.partN", { n: p.seq })}</strong>
                {p.dueDate ? ` · ${t("booking.statement.dueOn", { date: p.dueDate })}` : ""} · {formatPrice(p.amount, o.currency, lang)} ·{" "}
                {t(`booking.statement.status_${p.status}`)}
                {p.paidAt ? ` · ${t("booking.payments.paidAt", { time: formatDateTime(p.paidAt, lang) })}` : ""}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {o.payments.length ? (
        <section aria-labelledby="payments-title" data-testid="payments">
          <h2 className={s.subTitle} id="payments-title">
            {t("booking.payments.title")}
          </h2>
          <ul className={s.list}>
            {o.payments.map((p) => (
              <li key={p.paymentNo} className={s.muted} data-testid="payment" data-status={p.status}>
                {p.seq === 0 ? t("booking.payments.part0") : t("booking.payments.partN", { n: p.seq })} · {p.paymentNo} · {formatPrice(p.amount, p.currency, lang)}
                {secondOf(p.amount, p.currency, p.amountCny) ? ` (≈ ${secondOf(p.amount, p.currency, p.amountCny)})` : ""} · {t(`booking.payments.status_${p.status}`)}
                {p.paidAt ? ` · ${t("booking.payments.paidAt", { time: formatDateTime(p.paidAt, lang) })}` : ""}
                {p.receiptUrl ? (
                  <>
                    {" · "}
                    <a className={s.link} href={p.receiptUrl} download data-testid="receipt-link">
                      {t("booking.receipt")}
                    </a>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {o.refunds.length ? (
        <section aria-labelledby="refunds-title" data-testid="refunds">
          <h2 className={s.subTitle} id="refunds-title">
            {t("booking.refunds.title")}
          </h2>
          <ul className={s.list}>
            {o.refunds.map((r) => (
              <li key={r.refundNo} className={s.muted} data-testid="refund" data-status={r.status}>
                {r.refundNo} · {formatPrice(r.amount, r.currency, lang)} · {t(`booking.refunds.status_${r.status}`)} · {r.ruleText}
                {" · "}
                {r.completedAt
                  ? t("booking.refunds.completed", { time: formatDateTime(r.completedAt, lang) })
                  : r.status === "failed" && r.failedAt
                    ? t("booking.refunds.failed", { time: formatDateTime(r.failedAt, lang) })
                    : t("booking.refunds.promised", { time: formatDateTime(r.promisedBy, lang) })}
                {r.attempts > 1 ? ` · ${t("booking.refunds.attempt", { n: r.attempts })}` : null}
                {" · "}
                <a className={s.link} href={r.receiptUrl} download data-testid="refund-receipt-link">
                  {t("booking.receipt")}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {o.refundToday?.cancellable ? (
        <section className={s.card} aria-labelledby="cancel-title" data-testid="cancel">
          <h2 className={s.subTitle} id="cancel-title">
            {t("booking.cancel.title")}
          </h2>
          <p data-testid="refund-today" data-amount={o.refundToday.amount}>
            {o.refundToday.rule === "nothing_paid"
              ? o.refundToday.ruleText
              : t("booking.cancel.today", { amount: formatPrice(o.refundToday.amount, o.currency, lang), rule: o.refundToday.ruleText })}
          </p>
          {o.refundToday.coolingOffUntil && o.refundToday.rule === "cooling_off" ? (
            <p className={s.muted}>{t("booking.cancel.coolingOff", { time: formatDateTime(o.refundToday.coolingOffUntil, lang) })}</p>
          ) : null}
          {o.refundToday.visaRefusalAmount != null ? (
            <p className={s.muted}>{t("booking.cancel.visa", { amount: formatPrice(o.refundToday.visaRefusalAmount, o.currency, lang) })}</p>
          ) : null}
          {o.refundToday.rule !== "nothing_paid" ? <p className={s.muted}>{t("booking.cancel.promise", { days: o.refundToday.refundWithinDays })}</p> : null}
          {confirming ? (
            <div role="alertdialog" aria-labelledby="cancel-confirm-title" data-testid="cancel-confirm">
              <p id="cancel-confirm-title">
                <strong>
                  {o.refundToday.rule === "nothing_paid"
                    ? t("booking.cancel.confirmUnpaid")
                    : t("booking.cancel.confirm", { amount: formatPrice(o.refundToday.amount, o.currency, lang) })}
                </strong>
              </p>
              <Form method="post" className={f.actions}>
                <input type="hidden" name="confirmed" value="yes" />
                <button type="submit" name="intent" value="cancel" className={f.button.danger} data-testid="cancel-yes">
                  {t("booking.cancel.yes")}
                </button>
                <Link to={localHref(`/user/order/${o.orderNo}`, lang)} className={s.link} data-testid="cancel-no">
                  {t("booking.cancel.no")}
                </Link>
              </Form>
            </div>
          ) : (
            <Form method="post" className={f.actions}>
              <button type="submit" name="intent" value="cancel" className={f.button.secondary} data-testid="cancel-order">
                {t("booking.cancel.button")}
              </button>
            </Form>
          )}
        </section>
      ) : null}
      {o.quote ? <QuoteView quote={o.quote} /> : null}
      <p>
        <Link className={s.link} to={`${localHref("/user/service", lang)}?orderNo=${encodeURIComponent(o.orderNo)}`} data-testid="ask-adviser">
          {t("service.ask.order")}
        </Link>
      </p>
      {o.status === "checked_in" || o.status === "completed" ? (
        <p>
          <Link className={s.link} to={`${localHref(`/apartment/${o.building.code}`, lang)}/review`} data-testid="order-review">
            {t("reviews.orderCta")}
          </Link>
        </p>
      ) : null}
      <OrderGifts gifts={gifts} />
      <h2 className={s.subTitle}>{t("student.applications.history")}</h2>
      <ol className={s.timeline}>
        {o.history.map((h, i) => (
          <li key={i}>
            <StatusBadge status={h.to} /> <span className={s.muted}>{formatDateTime(h.at, lang)} · {t(`student.actor.${h.actor}`)}</span>
          </li>
        ))}
      </ol>
    </section>
    {/* A refusal letter for a refund of money paid before moving in; the application's documents listed too. */}
    <DocumentsPanel
      list={documents.list}
      consent={documents.consent}
      target={{ orderNo: o.orderNo }}
      kinds={[{ kind: "visa_refusal", name: t("documents.kinds.visa_refusal") }]}
      canUpload={o.status === "paid"}
      returnTo={localHref(`/user/order/${o.orderNo}`, lang)}
    />
    </>
  );
}
