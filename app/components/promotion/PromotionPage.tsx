import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { ApartmentCard } from "../apartment-card/ApartmentCard";
import { Picture } from "../picture/Picture";
import * as r from "../requests/Requests.css";
import * as f from "../student-form/Form.css";
import * as s from "../student/Student.css";
import { localHref } from "#core/lang";
import { useLang } from "~/lib/root-data";
import type { PromotionData } from "./promotion.server";

/**
 * One promotion page: hero with banner, subtitle and validity, a notice outside the window,
 * the featured apartments of each section (cards link to the apartment pages), the terms
 * (catalogue keys `student.promotion.terms.{termsKey}.1..n`) and the next steps.
 */
export function PromotionPage({
  data,
  termsKey,
  termsCount,
  offers = [],
}: {
  data: PromotionData;
  termsKey: string;
  termsCount: number;
  /** Apartments with an offer running now, listed first under #offers. */
  offers?: PromotionData["sections"];
}) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className={r.wide} data-testid={`promotion-${data.code}`}>
      <header className={r.promoHero}>
        <Picture photo={data.banner} alt="" sizes="1200px" width={1200} height={400} className={r.promoImage} eager widths={[640, 960, 1200]} />
        <div className={r.promoText}>
          <h1 className={r.promoTitle} data-testid="promotion-title">
            {data.title}
          </h1>
          <p className={r.promoSub}>{data.subtitle}</p>
          {data.startsAt || data.endsAt ? (
            <p className={r.promoPeriod} data-testid="promotion-period">
              {t("student.promotion.period", { from: data.startsAt ?? "—", to: data.endsAt ?? "—" })}
            </p>
          ) : (
            <p className={r.promoPeriod}>{t("student.promotion.ongoing")}</p>
          )}
        </div>
      </header>

      {data.state !== "running" ? (
        <p className={f.formError} role="status" data-testid="promotion-state">
          {t(data.state === "upcoming" ? "student.promotion.upcoming" : "student.promotion.ended")}
        </p>
      ) : null}

      {offers.length ? (
        <section id="offers" className={s.content} aria-labelledby="promo-offers" data-testid="current-offers">
          <h2 className={s.title} id="promo-offers">
            {t("ux.offers.title")}
          </h2>
          {offers.map((section, i) => (
            <div key={i} className={s.content}>
              <h3 className={s.subTitle}>{section.title}</h3>
              <div className={r.cardGrid}>
                {section.list.map((item) => (
                  <ApartmentCard key={item.code} item={item} sizes="280px" />
                ))}
              </div>
            </div>
          ))}
        </section>
      ) : null}

      {data.sections.length === 0 ? <p className={s.empty}>{t("student.promotion.noApartments")}</p> : null}
      {data.sections.map((section, i) => (
        <section key={i} className={s.content} aria-labelledby={`promo-section-${i}`} data-testid="promotion-section">
          <h2 className={s.subTitle} id={`promo-section-${i}`}>
            {section.title}
          </h2>
          <div className={r.cardGrid}>
            {section.list.map((item, j) => (
              <ApartmentCard key={item.code} item={item} eager={i === 0 && j < 4} sizes="280px" />
            ))}
          </div>
        </section>
      ))}

      <section className={s.card} aria-labelledby="promo-terms">
        <h2 className={s.subTitle} id="promo-terms">
          {t("student.promotion.termsTitle")}
        </h2>
        <ol className={r.terms} data-testid="promotion-terms">
          {Array.from({ length: termsCount }, (_, i) => (
            <li key={i}>{t(`student.promotion.terms.${termsKey}.${i + 1}`, { from: data.startsAt ?? "", to: data.endsAt ?? "" })}</li>
          ))}
        </ol>
        <div className={f.actions}>
          <Link className={f.button.primary} to={localHref("/academic-year-booking", lang)}>
            {t("student.promotion.bookNow")}
          </Link>
          <Link className={f.button.secondary} to={localHref("/common/custom-form", lang)}>
            {t("student.promotion.findForMe")}
          </Link>
        </div>
      </section>
    </div>
  );
}
