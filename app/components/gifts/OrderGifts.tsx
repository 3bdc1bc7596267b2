import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { localHref } from "#core/lang";
import * as st from "~/components/student/Student.css";
import { useLang } from "~/lib/root-data";
import { GiftAmount, GiftStatusBadge, type GiftVM } from "./GiftCard";
import * as s from "./Gifts.css";

/** The order page's gift: what it is, its status and amount, and the way to claim it under My gift. */
export function OrderGifts({ gifts }: { gifts: GiftVM[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!gifts.length) return null;
  return (
    <section aria-labelledby="order-gift-title" data-testid="order-gifts">
      <h2 className={st.subTitle} id="order-gift-title">
        {t("gifts.orderGift.title")}
      </h2>
      <ul className={st.list}>
        {gifts.map((gift) => (
          <li key={gift.giftNo} className={s.giftCard} data-testid="order-gift" data-gift={gift.giftNo}>
            <div className={s.giftHead}>
              <strong>{gift.name}</strong>
              <GiftStatusBadge gift={gift} />
            </div>
            <GiftAmount gift={gift} />
            <p className={s.note}>{gift.offer.conditions.join(" · ")}</p>
            <Link className={st.link} to={`${localHref("/user/gifts", lang)}#${gift.giftNo}`} data-testid="order-gift-link">
              {t("gifts.orderGift.view")}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
