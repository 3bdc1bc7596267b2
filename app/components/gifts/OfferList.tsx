import { useTranslation } from "~/lib/translate";
import type { OfferText } from "#core/contract/gifts";
import * as s from "./Gifts.css";


/** The apartment's offers, each with its conditions, as house/info and room/info state them from its fee data. */
export function OfferList({ offers, className, headingClass }: { offers: OfferText[]; className?: string; headingClass?: string }) {
  const { t } = useTranslation();
  if (!offers.length) return null;
  return (
    <section id="offers" className={className} aria-labelledby="h-offers" data-testid="offer-list">
      <h2 id="h-offers" className={headingClass}>
        {t("gifts.offers.title")}
      </h2>
      <p className={s.note}>{t("gifts.offers.lead")}</p>
      <ul className={s.offers}>
        {offers.map((o, i) => (
          <li key={`${o.key}-${i}`} className={s.offer} data-testid="offer" data-offer={o.key}>
            <p className={s.offerName}>{o.name}</p>
            <p className={s.offerSummary}>{o.summary}</p>
            {o.conditions.length ? (
              <ul className={s.conditions}>
                {o.conditions.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
