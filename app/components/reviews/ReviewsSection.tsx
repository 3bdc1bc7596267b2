import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import type { Lang } from "#core/constants";
import type { ReviewPage } from "~/lib/reviews.server";
import * as page from "../section/Section.css";
import * as s from "./Reviews.css";
import { Stars } from "./Stars";
import { MyReviewSlot } from "./MyReview";
import { ASPECTS, ReviewItem } from "./ReviewItem";

/** The apartment page's reviews: summary, the caller's own review or form, and the list newest first. */
export function ReviewsSection({
  lang,
  name,
  reviews,
  reviewAction,
  pageHref,
}: {
  lang: Lang;
  name: string;
  reviews: ReviewPage | null;
  reviewAction: string;
  pageHref: (n: number) => string;
}) {
  const { t } = useTranslation();
  if (!reviews) return null;
  const { summary, mine, eligibility } = reviews;
  return (
    <section id="reviews" className={s.item} aria-labelledby="h-reviews" data-testid="reviews" style={{ borderTop: "none" }}>
      <h2 id="h-reviews" className={page.h2}>
        {t("reviews.title")}
      </h2>
      {summary.count && summary.average !== null ? (
        <div className={s.summary} aria-label={t("reviews.summaryLabel")} role="group" data-testid="review-summary">
          <div>
            <div className={s.big}>{summary.average.toFixed(1)}</div>
            <Stars score={summary.average} />
            <div className={s.countLine}>{t("reviews.count", { count: summary.count })}</div>
          </div>
          <dl className={s.aspects}>
            {ASPECTS.map((k) => (
              <div key={k} className={s.aspect}>
                <dt className={s.aspectTerm}>{t(`reviews.aspects.${k}`)}</dt>
                <dd className={s.aspectValue}>{summary.aspects[k]?.toFixed(1) ?? "–"}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : (
        <p className={s.notice} data-testid="reviews-none">
          {t("reviews.none")}
        </p>
      )}

      <MyReviewSlot lang={lang} name={name} reviewAction={reviewAction} mine={mine} eligibility={eligibility} />

      {reviews.list.length ? (
        <ol className={s.list} aria-label={t("reviews.listLabel")} data-testid="review-list">
          {reviews.list.map((r) => (
            <li key={r.id} className={s.item} data-testid="review-item">
              <ReviewItem review={r} lang={lang} />
            </li>
          ))}
        </ol>
      ) : null}
      {reviews.pages > 1 ? (
        <nav className={s.pager} aria-label={t("reviews.listLabel")}>
          {reviews.pageNum > 1 ? (
            <Link to={pageHref(reviews.pageNum - 1)} className={s.pagerLink} preventScrollReset>
              {t("reviews.previous")}
            </Link>
          ) : null}
          {reviews.pageNum < reviews.pages ? (
            <Link to={pageHref(reviews.pageNum + 1)} className={s.pagerLink} preventScrollReset>
              {t("reviews.more")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
