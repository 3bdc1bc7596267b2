import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import type { RateVM, TenancyCostVM } from "~/lib/costs";
import * as s from "./Cost.css";

/** The rate's line under every figure in the second currency: which rate, of which day. */
export function RateNote({ rate }: { rate: RateVM | null }) {
  const { t } = useTranslation();
  if (!rate) return null;
  return (
    <p className={s.note} data-testid="rate-note">
      {t("cost.rateNote", { rate: rate.rate, currency: rate.currency, second: rate.second, date: rate.asOf })}
    </p>
  );
}

function termLabel(t: (k: string, o?: Record<string, unknown>) => string, c: TenancyCostVM) {
  return t(c.leaseUnit === "week" ? "cost.weeks" : "cost.months", { count: c.leaseTerm });
}

/**
 * Every tenancy of a room with its dates, rent, fees, offers, total (≈ CNY), deposit and what is
 * due up front. On a phone each row is a card of its own: every cell carries its column's name
 * (`data-label`), which the phone layout shows beside the figure instead of the header row.
 */
export function CostTable({ costs, rate, applyHref }: { costs: TenancyCostVM[]; rate: RateVM | null; applyHref?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <div className={s.wrap}>
        <table className={s.table} data-testid="cost-table">
          <thead className={s.head}>
            <tr>
              <th className={s.th} scope="col">{t("cost.tenancy")}</th>
              <th className={s.th} scope="col">{t("cost.rent")}</th>
              <th className={s.th} scope="col">{t("cost.fees")}</th>
              <th className={s.th} scope="col">{t("cost.offers")}</th>
              <th className={s.th} scope="col">{t("cost.total")}</th>
              <th className={s.th} scope="col">{t("cost.deposit")}</th>
              <th className={s.th} scope="col">{t("cost.upfront")}</th>
            </tr>
          </thead>
          <tbody>
            {costs.map((c) => (
              <tr key={c.code} className={s.row} data-testid="cost-row" data-tenancy={c.code}>
                <th className={s.td} scope="row">
                  <strong className={c.available ? undefined : s.unavailable}>{c.name}</strong>
                  <span className={s.sub}>{t("cost.dateRange", { from: c.moveIn, to: c.moveOut })}</span>
                  {c.available ? (
                    applyHref ? (
                      <Link to={`${applyHref}?tenancy=${c.code}`} className={s.apply} data-testid="apply-tenancy">
                        {t("cost.applyTenancy")}
                      </Link>
                    ) : null
                  ) : (
                    <span className={s.sub}>{t("cost.notAvailable")}</span>
                  )}
                </th>
                <td className={s.num} data-label={t("cost.rent")}>
                  {c.rent}
                  <span className={s.sub}>{t("cost.rentDetail", { term: termLabel(t, c), price: c.price })}</span>
                </td>
                <td className={s.td} data-label={t("cost.fees")}>
                  <ul className={s.list}>
                    {c.fees.map((f) => (
                      <li key={f.key}>
                        {f.name} {f.amount}
                      </li>
                    ))}
                  </ul>
                </td>
                <td className={s.td} data-label={t("cost.offers")}>
                  {c.offers.length ? (
                    <ul className={s.list}>
                      {c.offers.map((o) => (
                        <li key={o.key} className={s.off}>
                          {o.name} {o.amount}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    "—"
                  )}
                </td>
                <td className={s.num} data-label={t("cost.total")}>
                  <span className={s.strong} data-testid="cost-total">
                    {c.total}
                  </span>
                  {c.totalSecond ? (
                    <span className={s.sub} data-testid="cost-total-cny">
                      {t("cost.approxCny", { amount: c.totalSecond })}
                    </span>
                  ) : null}
                </td>
                <td className={s.num} data-label={t("cost.deposit")}>
                  {c.deposit}
                </td>
                <td className={s.td} data-label={t("cost.upfront")} data-testid="cost-upfront">
                  <UpfrontByPlan cost={c} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <RateNote rate={rate} />
    </>
  );
}

/** One tenancy's cost, line by line (the application shows it before submitting). */
export function CostBreakdown({ cost: c, rate }: { cost: TenancyCostVM; rate: RateVM | null }) {
  const { t } = useTranslation();
  return (
    <div className={s.breakdown} data-testid="cost-breakdown" data-tenancy={c.code}>
      <div className={s.line}>
        <span>
          {t("cost.rent")} ({t("cost.rentDetail", { term: termLabel(t, c), price: c.price })})
        </span>
        <span>{c.rent}</span>
      </div>
      {c.fees.map((f) => (
        <div key={f.key} className={s.line}>
          <span>{f.name}</span>
          <span>{f.amount}</span>
        </div>
      ))}
      {c.offers.map((o) => (
        <div key={o.key} className={`${s.line} ${s.off}`}>
          <span>{o.name}</span>
          <span>{o.amount}</span>
        </div>
      ))}
      <div className={s.totalLine}>
        <span>{t("cost.total")}</span>
        <span>
          {c.total}
          {c.totalSecond ? ` ${t("cost.approxCny", { amount: c.totalSecond })}` : ""}
        </span>
      </div>
      <div className={s.line}>
        <span>{t("cost.deposit")}</span>
        <span>{c.deposit}</span>
      </div>
      <div className={s.line}>
        <span>{t("cost.upfront")}</span>
      </div>
      <UpfrontByPlan cost={c} />
      <RateNote rate={rate} />
    </div>
  );
}

/**
 * What each payment plan makes due before moving in, and what that is made of: the fees the
 * tenancy really has, the deposit and the rent's first part (or all of it, paid in full).
 */
export function UpfrontByPlan({ cost: c }: { cost: TenancyCostVM }) {
  const { t } = useTranslation();
  const fees = c.upfrontFees.join(t("cost.listSep"));
  return (
    <ul className={s.list}>
      {c.plans.map((p) => (
        <li key={p.plan} data-testid="plan-upfront" data-plan={p.plan}>
          {t("cost.planUpfront", { plan: t(`student.apply.plans.${p.plan}`), amount: p.upfront })}
          {p.upfrontSecond ? ` ${t("cost.approxCny", { amount: p.upfrontSecond })}` : ""}
          <span className={s.sub}>{p.instalments > 1 ? t("cost.upfrontDetail", { fees, count: p.instalments }) : t("cost.upfrontFull", { fees })}</span>
        </li>
      ))}
    </ul>
  );
}
