import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import type { ApiData } from "#core/contract";
import { localHref } from "#core/lang";
import { formatCny } from "~/lib/catalogue";
import { Fact, formatDateTime, formatMoney } from "~/components/student/StatusBadge";
import * as st from "~/components/student/Student.css";
import { useLang } from "~/lib/root-data";
import * as s from "./Gifts.css";

/** A gift as gift/list answers it. */
export type GiftVM = ApiData<"/rest/user/client/gift/list">["list"][number];

const TONE = { pending: "waiting", claimable: "progress", claimed: "progress", paid: "good", expired: "neutral" } as const;

/** A gift's status, coloured by what it means for the student (a handed-over gift reads as such). */
export function GiftStatusBadge({ gift }: { gift: Pick<GiftVM, "status" | "kind"> }) {
  const { t } = useTranslation();
  const key = gift.status === "paid" && gift.kind === "gift" ? "paid_gift" : gift.status;
  return (
    <span className={st.badge[TONE[gift.status]]} data-testid="gift-status" data-status={gift.status}>
      {t(`gifts.status.${key}`)}
    </span>
  );
}

/** The amount in its currency, ≈ CNY with the rate's date beside it. */
export function GiftAmount({ gift }: { gift: GiftVM }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <p className={s.amount} data-testid="gift-amount">
      {formatMoney(gift.amount, gift.currency, lang)}
      {gift.amountCny !== null && gift.rateDate ? <span className={s.cny}>{t("gifts.approxCny", { amount: formatCny(gift.amountCny), date: gift.rateDate })}</span> : null}
    </p>
  );
}

/** What the student should know next, by status. */
function nextNote(gift: GiftVM, t: (k: string, o?: Record<string, unknown>) => string): string | null {
  if (gift.status === "pending") return gift.claimableFrom ? t("gifts.pendingDated", { date: gift.claimableFrom }) : t("gifts.pendingNote");
  if (gift.status === "claimed") return t(gift.kind === "cashback" ? "gifts.claimedNote" : "gifts.claimedGiftNote");
  return null;
}

/** One gift: status, amount, conditions as when booked, its order, dates and (once claimed) the masked payout details. */
export function GiftCard({ gift, children }: { gift: GiftVM; children?: React.ReactNode }) {
  const { t } = useTranslation();
  const lang = useLang();
  const note = nextNote(gift, t);
  return (
    <article id={gift.giftNo} className={s.giftCard} aria-labelledby={`${gift.giftNo}-name`} data-testid="gift-card" data-gift={gift.giftNo}>
      <div className={s.giftHead}>
        <h2 className={s.giftName} id={`${gift.giftNo}-name`}>
          {gift.name}
        </h2>
        <GiftStatusBadge gift={gift} />
      </div>
      <GiftAmount gift={gift} />
      {note ? <p className={s.note}>{note}</p> : null}
      <dl className={st.facts}>
        <Fact
          label={t("gifts.order")}
          value={
            <Link className={st.link} to={localHref(`/user/order/${gift.order.orderNo}`, lang)} data-testid="gift-order">
              {gift.order.orderNo}
            </Link>
          }
        />
        <Fact label={t("gifts.apartment")} value={`${gift.order.building.name}${gift.order.room ? ` · ${gift.order.room.name}` : ""}`} />
        {gift.checkedInOn ? <Fact label={t("gifts.checkedInOn")} value={gift.checkedInOn} /> : null}
        {gift.claimableFrom && gift.status === "pending" ? <Fact label={t("gifts.claimableFrom")} value={gift.claimableFrom} /> : null}
        {gift.claimBy && (gift.status === "pending" || gift.status === "claimable") ? <Fact label={t("gifts.claimBy")} value={gift.claimBy} testId="gift-claim-by" /> : null}
        {gift.claimedAt ? <Fact label={t("gifts.claimedAt")} value={formatDateTime(gift.claimedAt, lang)} /> : null}
        {gift.paidAt ? <Fact label={t("gifts.paidAt")} value={formatDateTime(gift.paidAt, lang)} /> : null}
        {gift.paymentReference ? <Fact label={t("gifts.reference")} value={gift.paymentReference} testId="gift-reference" /> : null}
        {gift.expiredReason ? <Fact label={t("gifts.expiredReason")} value={gift.expiredReason} testId="gift-expired-reason" /> : null}
      </dl>
      <div>
        <h3 className={s.subhead}>{t("gifts.conditions")}</h3>
        <p className={s.note}>{gift.offer.summary}</p>
        {gift.offer.conditions.length ? (
          <ul className={s.conditions} data-testid="gift-conditions">
            {gift.offer.conditions.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {gift.payout ? (
        <div>
          <h3 className={s.subhead}>{t("gifts.payout.title")}</h3>
          <dl className={st.facts} data-testid="gift-payout">
            <Fact label={t("gifts.payout.method")} value={t(`gifts.methods.${gift.payout.method}`)} />
            <Fact label={t("gifts.payout.holderName")} value={gift.payout.holderName} />
            <Fact label={t("gifts.payout.account")} value={gift.payout.account} testId="gift-payout-account" />
            {gift.payout.bankCountry ? <Fact label={t("gifts.payout.bankCountry")} value={gift.payout.bankCountry} /> : null}
            {gift.payout.bankName ? <Fact label={t("gifts.payout.bankName")} value={gift.payout.bankName} /> : null}
            {gift.payout.swift ? <Fact label={t("gifts.payout.swift")} value={gift.payout.swift} /> : null}
            {gift.payout.sortCode ? <Fact label={t("gifts.payout.sortCode")} value={gift.payout.sortCode} /> : null}
          </dl>
        </div>
      ) : null}
      {children}
    </article>
  );
}
