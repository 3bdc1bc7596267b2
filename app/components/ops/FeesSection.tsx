import { Form } from "@remix-run/react";
import type { ApiData } from "#core/contract";
import { INTAKE_KIND_LIST as OFFER_INTAKES, TENANCY_KIND_LIST as OFFER_TENANCIES } from "#core/fees";
import { Notice } from "./Notice";
import * as s from "./Ops.css";

type Fees = ApiData<"/rest/ops/building/fees">;
type Offer = Fees["offers"][number];
/** An action's answer as the apartment page keeps it: which form was refused and what was typed. */
export interface FormResult {
  ok: boolean;
  msg: string;
  form: string;
  values: Record<string, string> | null;
}
type T = (key: string, params?: Record<string, string | number>) => string;

const FEES = ["booking", "deposit", "admin", "utilities"] as const;

/**
 * The apartment's fees (each with when it is charged) and offers, each row its own plain form:
 * a fee's amount, an offer's terms, a new offer. A refused form keeps what was typed, with the
 * server's translated reason above the list.
 */
export function FeesSection({ fees, currency, unit, result, t }: { fees: Fees; currency: string; unit: "week" | "month"; result?: FormResult; t: T }) {
  const kept = (form: string) => (result && !result.ok && result.form === form ? result.values : null);
  return (
    <div className={s.card} data-testid="ops-fees">
      <h2 id="fees-title">{t("fees.title")}</h2>
      <p className={s.muted}>
        {fees.standard ? t("fees.standard") : t("fees.own")} {t("fees.hint")}
      </p>
      {result && /^(fee|offer)/.test(result.form) ? <Notice result={result} /> : null}
      <table className={s.table} aria-labelledby="fees-title">
        <thead>
          <tr>
            <th>{t("fees.name")}</th>
            <th>{t("fees.when")}</th>
            <th>{t("fees.amount", { currency })}</th>
          </tr>
        </thead>
        <tbody>
          {FEES.map((key) => {
            const value = key === "admin" || key === "utilities" ? { basis: "amount" as const, value: fees[key] } : fees[key];
            const typed = kept(`fee:${key}`);
            return (
              <tr key={key} data-fee={key}>
                <td>
                  <span lang="zh">{t(`fees.names.${key}.zh`)}</span> / <span lang="en">{t(`fees.names.${key}.en`)}</span>
                </td>
                <td>{t(`fees.whenCharged.${key}`, { unit: t(`apartments.units.${unit}`) })}</td>
                <td>
                  <Form method="post" className={s.form} noValidate>
                    <input type="hidden" name="fee" value={key} />
                    {key === "booking" || key === "deposit" ? (
                      <select name="basis" className={s.input} defaultValue={typed?.basis ?? value.basis} aria-label={t("fees.basis")}>
                        <option value="amount">{t("fees.fixed", { currency })}</option>
                        <option value="periods">{t("fees.periods", { unit: t(`apartments.units.${unit}`) })}</option>
                      </select>
                    ) : null}
                    <input name="amount" type="number" min={0} step={1} required className={s.input} defaultValue={typed?.amount ?? value.value} aria-label={t("fees.amountOf", { name: t(`fees.label.${key}`) })} />
                    {/* The first button is what Enter presses: saving, not removing. */}
                    <button type="submit" name="intent" value="fee" className={s.button}>
                      {t("common.save")}
                    </button>
                    {(key === "admin" || key === "utilities") && value.value > 0 ? (
                      <button type="submit" name="intent" value="fee-remove" className={s.secondary}>
                        {t("fees.remove")}
                      </button>
                    ) : null}
                  </Form>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {!fees.standard ? (
        <Form method="post" className={s.form}>
          <button type="submit" name="intent" value="fees-reset" className={s.secondary}>
            {t("fees.reset")}
          </button>
        </Form>
      ) : null}
      <h3 id="offers-title">{t("fees.offers")}</h3>
      {fees.offers.length ? null : <p className={s.muted}>{t("fees.noOffers")}</p>}
      <ul className={s.offerList} aria-labelledby="offers-title">
        {fees.offers.map((o) => (
          <li key={o.index} data-offer={o.index} className={s.offer}>
            <OfferForm offer={o} typed={kept(`offer:${o.index}`)} currency={currency} unit={unit} t={t} />
          </li>
        ))}
        <li className={s.offer} data-offer="new">
          <h4>{t("fees.addOffer")}</h4>
          <OfferForm typed={kept("offer:new")} currency={currency} unit={unit} t={t} />
        </li>
      </ul>
    </div>
  );
}

function OfferForm({ offer, typed, currency, unit, t }: { offer?: Offer; typed: Record<string, string> | null; currency: string; unit: "week" | "month"; t: T }) {
  const v = (name: string, stored: string | number | null | undefined) => typed?.[name] ?? (stored == null ? "" : String(stored));
  const ticked = (name: "tenancies" | "intakes", key: string) => (typed ? typed[name].split(",").includes(key) : (offer?.[name] as string[] | undefined)?.includes(key) ?? false);
  return (
    <Form method="post" className={s.form} noValidate>
      {offer ? <input type="hidden" name="index" value={offer.index} /> : null}
      <label className={s.label}>
        {t("fees.offerKind")}
        <select name="key" className={s.input} defaultValue={v("key", offer?.key ?? "cashback")}>
          {(["cashback", "discount", "gift"] as const).map((k) => (
            <option key={k} value={k}>
              {t(`fees.offerKinds.${k}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={s.label}>
        {t("fees.offerAmount", { currency })}
        <input name="amount" type="number" min={0} className={s.input} defaultValue={v("amount", offer?.amount)} />
      </label>
      <label className={s.label}>
        {t("fees.percentOff")}
        <input name="percentOff" type="number" min={1} max={100} className={s.input} defaultValue={v("percentOff", offer?.percentOff)} />
      </label>
      <label className={s.label}>
        {t("fees.itemZh")}
        <input name="itemZh" lang="zh" maxLength={100} className={s.input} defaultValue={v("itemZh", offer?.item?.zh)} />
      </label>
      <label className={s.label}>
        {t("fees.itemEn")}
        <input name="itemEn" lang="en" maxLength={100} className={s.input} defaultValue={v("itemEn", offer?.item?.en)} />
      </label>
      <label className={s.label}>
        {t("fees.minTerm", { unit: t(`apartments.units.${unit}`) })}
        <input name="minTerm" type="number" min={0} className={s.input} defaultValue={v("minTerm", offer?.minTerm)} />
      </label>
      <label className={s.label}>
        {t("fees.claimAfter")}
        <input name="claimAfterDays" type="number" min={0} className={s.input} defaultValue={v("claimAfterDays", offer?.claimAfterDays)} />
      </label>
      <label className={s.label}>
        {t("fees.claimWithin")}
        <input name="claimWithinDays" type="number" min={1} className={s.input} defaultValue={v("claimWithinDays", offer?.claimWithinDays)} />
      </label>
      <fieldset className={s.checks}>
        <legend>{t("fees.tenancies")}</legend>
        {OFFER_TENANCIES.map((k) => (
          <label key={k}>
            <input type="checkbox" name="tenancies" value={k} defaultChecked={ticked("tenancies", k)} /> {t(`fees.tenancyKinds.${k}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className={s.checks}>
        <legend>{t("fees.intakes")}</legend>
        {OFFER_INTAKES.map((k) => (
          <label key={k}>
            <input type="checkbox" name="intakes" value={k} defaultChecked={ticked("intakes", k)} /> {t(`fees.intakeKinds.${k}`)}
          </label>
        ))}
      </fieldset>
      {/* The first button is what Enter presses: saving, not removing. */}
      <button type="submit" name="intent" value="offer" className={s.button}>
        {offer ? t("common.save") : t("fees.add")}
      </button>
      {offer ? (
        <button type="submit" name="intent" value="offer-remove" className={s.danger}>
          {t("fees.remove")}
        </button>
      ) : null}
    </Form>
  );
}
