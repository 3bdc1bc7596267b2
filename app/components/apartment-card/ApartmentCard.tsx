import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { distanceParts, type ApartmentCardVM } from "~/lib/catalogue";
import { useLang } from "~/lib/root-data";
import { apartmentPath } from "#core/slug";
import { FavouriteButton } from "../favourite/FavouriteButton";
import { DemoMark } from "../trust/DemoMark";
import { Picture } from "../picture/Picture";
import { PHONE_FULL_WIDTH } from "~/styles/media";
import { cardRating, cardRatingValue } from "../reviews/Reviews.css";
import { visuallyHidden } from "~/styles/layout.css";
import * as s from "./ApartmentCard.css";

/**
 * A listing card: photo with the from-price, name, place, distance to the school, tags, availability, favourite.
 * A line of several texts is one string: separate text children are separate text nodes in
 * React's HTML, with a `<!-- -->` between neighbours, on every card of every listing.
 */
export function ApartmentCard({ item, eager, sizes = "(min-width: 1200px) 370px, 33vw" }: { item: ApartmentCardVM; eager?: boolean; sizes?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const href = apartmentPath(lang, item.code);
  const d = item.distance ? distanceParts(item.distance.meters) : undefined;
  return (
    <article className={s.card} data-testid="apartment-card" id={`card-${item.code}`} tabIndex={-1}>
      <div className={s.media}>
        <Picture photo={item.photo} alt="" sizes={`${PHONE_FULL_WIDTH}, ${sizes}`} width={480} height={320} className={s.photo} eager={eager} widths={[320, 480, 640, 960]} />
        <p className={s.price}>
          <span className={s.priceFrom}>{t("discovery.card.from")}</span> <strong>{item.fromPrice}</strong>
          <span className={s.priceUnit}>{t("discovery.card.perUnit", { unit: t(`discovery.units.${item.unit}`) })}</span>
        </p>
        <div className={s.fav}>
          <FavouriteButton code={item.code} name={item.name} isFavourite={item.isFavourite} />
        </div>
      </div>
      <div className={s.body}>
        <h3 className={s.title}>
          <Link to={href} className={s.titleLink} data-testid="apartment-link">
            {item.name}
          </Link>
          {item.demo ? <DemoMark /> : null}
        </h3>
        {item.enName && item.enName !== item.name ? <p className={s.sub}>{item.enName}</p> : null}
        <p className={s.place}>
          {item.countryName ? `${item.cityName} · ${item.countryName}` : item.cityName}
        </p>
        {item.tenancy ? (
          <p className={s.place} data-testid="card-tenancy">
            {t("discovery.card.tenancy", { name: item.tenancy.name, date: item.tenancy.moveIn })}
          </p>
        ) : null}
        {item.fromPriceSecond ? (
          <p className={s.cny} data-testid="card-cny">
            {t("cost.approxCny", { amount: item.fromPriceSecond }) +
              t("discovery.card.perUnit", { unit: t(`discovery.units.${item.unit}`) }) +
              (item.secondAsOf ? ` · ${t("cost.asOf", { date: item.secondAsOf })}` : "")}
          </p>
        ) : null}
        {item.rating ? (
          <p className={cardRating} data-testid="card-rating">
            <span aria-hidden="true" style={{ color: "#b25e00" }}>
              ★
            </span>
            <span aria-hidden="true" className={cardRatingValue}>
              {item.rating.average.toFixed(1)}
            </span>
            <span aria-hidden="true">({item.rating.count})</span>
            <span className={visuallyHidden}>{t("reviews.cardRating", { average: item.rating.average.toFixed(1), count: item.rating.count })}</span>
          </p>
        ) : null}
        {item.distance && d ? (
          <p className={s.distance}>
            {t("discovery.card.distance", { school: item.distance.schoolName, distance: t(`discovery.detail.${d.key}`, { [d.key]: d.value }) }) +
              (item.distance.walkMinutes ? ` · ${t("discovery.card.walk", { minutes: item.distance.walkMinutes })}` : "")}
          </p>
        ) : null}
        {item.tags.length ? (
          <ul className={s.tags} aria-label={t("discovery.detail.facilities")}>
            {item.tags.slice(0, 3).map((tag) => (
              <li key={tag.key} className={s.tag}>
                {tag.label}
              </li>
            ))}
          </ul>
        ) : null}
        <p className={item.soldOut ? s.soldOut : s.available}>
          {item.soldOut
            ? t("discovery.card.soldOut")
            : item.availableFrom
              ? `${t("discovery.card.available", { count: item.availableRoomTypes })} · ${t("discovery.card.availableFrom", { date: item.availableFrom })}`
              : t("discovery.card.available", { count: item.availableRoomTypes })}
        </p>
      </div>
    </article>
  );
}
