import { useTranslation } from "~/lib/translate";
import type { ApiData } from "#core/contract";
import * as c from "~/components/cost/Cost.css";
import * as s from "~/components/student/Student.css";
import { formatPrice } from "~/lib/catalogue";
import { convert, formatMoney, rateFigure } from "~/lib/currency";
import { useLang, useSecondCurrency } from "~/lib/root-data";

export type QuoteData = NonNullable<ApiData<"/rest/user/client/order/info">["quote"]>;

/**
 * The quote locked when the student applied, line by line, with the chosen plan's schedule: the
 * application and order pages show this record, never a recomputation.
 *
 * The figures beside it in the student's second currency: the quote stores the CNY rate of the
 * day it was locked, so with CNY chosen the locked CNY figures are shown, marked locked. Any
 * other currency is converted at today's cross rate and the note says so: the student pays in
 * the apartment's currency, so a figure in a third currency only says what that payment makes
 * today, and freezing one would claim a certainty nobody gives (the bank converts on the day of
 * payment). Storing every catalogue currency's rate in each quote would add a migration and a
 * locked figure that helps no decision.
 */
export function QuoteView({ quote: q }: { quote: QuoteData }) {
  const { t } = useTranslation();
  const lang = useLang();
  const money = (n: number) => formatPrice(n, q.currency, lang);
  const second = useSecondCurrency();
  const locked = second.code === "CNY";
  const other = (amount: number, lockedCny: number | null) => {
    const text = locked ? (lockedCny != null && q.currency !== "CNY" ? formatMoney(lockedCny, "CNY", lang) : null) : (convert(amount, q.currency, second, lang)?.text ?? null);
    return text ? ` ${t("cost.approxCny", { amount: text })}` : "";
  };
  const today = locked ? null : rateFigure(q.currency, second);
  const term = t(q.tenancy.leaseUnit === "week" ? "cost.weeks" : "cost.months", { count: q.tenancy.leaseTerm });
  return (
    <section className={s.card} aria-labelledby="quote-title" data-testid="quote">
      <h2 className={s.subTitle} id="quote-title">
        {t("quote.title")}
      </h2>
      <p className={s.muted}>{t("quote.lead", { date: q.lockedAt.slice(0, 10) })}</p>
      <div className={c.breakdown} data-testid="quote-lines">
        <div className={c.line}>
          <strong>{q.tenancy.name}</strong>
          <span>{t("cost.dateRange", { from: q.tenancy.moveIn, to: q.tenancy.moveOut })}</span>
        </div>
        <div className={c.line}>
          <span>
            {t("cost.rent")} ({t("cost.rentDetail", { term, price: money(q.tenancy.price) })})
          </span>
          <span>{money(q.rent)}</span>
        </div>
        {q.fees.map((f) => (
          <div key={f.key} className={c.line}>
            <span>{f.name}</span>
            <span>{money(f.amount)}</span>
          </div>
        ))}
        {q.offers.map((o) => (
          <div key={o.key} className={`${c.line} ${c.off}`}>
            <span>{o.name}</span>
            <span>−{money(o.amount)}</span>
          </div>
        ))}
        <div className={c.totalLine}>
          <span>{t("cost.total")}</span>
          <span data-testid="quote-total">
            {money(q.total)}
            {other(q.total, q.totalCny)}
          </span>
        </div>
        <div className={c.line}>
          <span>{t("cost.deposit")}</span>
          <span>{money(q.deposit)}</span>
        </div>
        <div className={c.line}>
          <span>{t("quote.plan")}</span>
          <span data-testid="quote-plan">{t(`student.apply.plans.${q.plan}`)}</span>
        </div>
      </div>
      <h3 className={s.subTitle}>{t("quote.schedule")}</h3>
      <ol className={c.list} data-testid="quote-schedule">
        {q.schedule.map((p) => (
          <li key={p.seq} className={c.line} data-testid="schedule-item" data-seq={p.seq}>
            <span>
              {p.kind === "upfront" ? t("quote.upfrontDue") : `${t("quote.instalment", { n: p.seq + 1 })} · ${t("quote.dueOn", { date: p.dueDate })}`}
              <span className={c.sub}>{p.lines.map((l) => `${l.name} ${money(l.amount)}`).join(t("cost.listSep"))}</span>
            </span>
            <span data-testid="schedule-amount">
              {money(p.amount)}
              {p.kind === "upfront" ? other(p.amount, q.upfrontCny) : ""}
            </span>
          </li>
        ))}
      </ol>
      {q.policy ? (
        <>
          <h3 className={s.subTitle}>{t("quote.policy")}</h3>
          <p className={c.note} data-testid="quote-policy">
            {q.policy.text}
          </p>
        </>
      ) : null}
      {locked && q.rate && q.currency !== "CNY" ? (
        <p className={c.note} data-testid="quote-rate">
          {t("quote.rate", { rate: Number(q.rate.cny.toPrecision(4)).toString(), currency: q.currency, date: q.rate.asOf })}
        </p>
      ) : null}
      {today ? (
        <p className={c.note} data-testid="quote-rate">
          {t("quote.todayRate", { rate: today.rate, currency: q.currency, second: second.code, date: today.asOf })}
        </p>
      ) : null}
    </section>
  );
}
