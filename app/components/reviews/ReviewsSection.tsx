import { dateTimeFormat } from "~/lib/intl";
import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import type { Lang } from "#core/constants";
import { deferred } from "~/lib/deferred";
import { loginHref } from "~/lib/links";
import type { ReviewPage, ReviewVM } from "~/lib/reviews.server";
import type { FormActionData } from "~/lib/applications.server";
import * as page from "../section/Section.css";
import * as s from "./Reviews.css";
import { Stars } from "./Stars";

/** The form and its validation (conform, zod) load only for a student who may review: visitors never fetch them. */
const ReviewForm = deferred("review-form", () => import("./ReviewForm"));

const ASPECTS = ["location", "value", "management", "facilities"] as const;

const day = (iso: string, lang: Lang) => dateTimeFormat(lang === "en" ? "en-GB" : "zh-CN", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(new Date(iso));
const monthText = (ym: string, lang: Lang) => {
  const [y, m] = ym.split("-").map(Number);
  return dateTimeFormat(lang === "en" ? "en-GB" : "zh-CN", { year: "numeric", month: lang === "en" ? "short" : "long", timeZone: "UTC" }).format(new Date(Date.UTC(y, m - 1, 1)));
};

/** The apartment page's reviews: summary, the caller's own review or form, and the list newest first. */
export function ReviewsSection({
  lang,
  name,
  reviews,
  reviewAction,
  pageHref,
  lastResult,
}: {
  lang: Lang;
  name: string;
  reviews: ReviewPage | null;
  reviewAction: string;
  pageHref: (n: number) => string;
  lastResult?: FormActionData | null;
}) {
  const { t } = useTranslation();
  const location = useLocation();
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

      {mine ? (
        <div className={s.mine} data-testid="my-review">
          <h3 className={page.h2} style={{ fontSize: 16 }}>
            {t("reviews.yours")}
          </h3>
          {mine.hidden ? (
            <p className={s.hiddenNotice} role="note" data-testid="my-review-hidden">
              {t("reviews.hidden", { reason: mine.hiddenReason ?? "" })}
            </p>
          ) : null}
          <ReviewItem review={mine} lang={lang} />
          {eligibility.canWrite ? (
            <>
              <p className={s.notice}>{t("reviews.editUntil", { date: day(mine.editableUntil, lang) })}</p>
              <details open={!!lastResult}>
                <summary className={s.pagerLink} style={{ cursor: "pointer" }}>
                  {t("reviews.edit")}
                </summary>
                <ReviewForm action={reviewAction} editing defaults={{ rating: mine.rating, aspects: mine.aspects, content: mine.content }} lastResult={lastResult} />
              </details>
            </>
          ) : eligibility.reason === "edit_closed" ? (
            <p className={s.notice}>{t("reviews.editClosed")}</p>
          ) : null}
        </div>
      ) : eligibility.canWrite ? (
        <div className={s.mine} data-testid="review-write">
          <h3 className={page.h2} style={{ fontSize: 16 }}>
            {t("reviews.form.title", { name })}
          </h3>
          <p className={s.notice}>{t("reviews.form.intro")}</p>
          <ReviewForm action={reviewAction} editing={false} lastResult={lastResult} />
        </div>
      ) : eligibility.reason === "login" ? (
        <p className={s.notice} data-testid="review-cannot">
          <Link to={loginHref(location.pathname, location.search)} className={s.pagerLink}>
            {t("reviews.cannot.login")}
          </Link>
        </p>
      ) : eligibility.reason === "not_resident" ? (
        <p className={s.notice} data-testid="review-cannot">
          {t("reviews.cannot.notResident")}
        </p>
      ) : null}

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

function ReviewItem({ review: r, lang }: { review: ReviewVM; lang: Lang }) {
  const { t } = useTranslation();
  return (
    <article>
      <div className={s.itemHead}>
        <span className={s.author}>{r.authorName}</span>
        <span className={s.verified} title={t("reviews.verifiedHint")} data-testid="verified">
          <span aria-hidden="true">✓</span>
          {r.tenancy.from
            ? t("reviews.verifiedStay", { from: r.tenancy.from, to: r.tenancy.to ?? t("reviews.now") })
            : t("reviews.verified")}
        </span>
        <Stars score={r.rating} size="sm" />
      </div>
      <p className={s.meta}>
        {r.tenancy.from
          ? r.tenancy.to
            ? t("reviews.tenancy", { from: monthText(r.tenancy.from, lang), to: monthText(r.tenancy.to, lang) })
            : t("reviews.tenancyOpen", { from: monthText(r.tenancy.from, lang) })
          : null}
        {r.tenancy.from ? " · " : null}
        {t("reviews.written", { date: day(r.createdAt, lang) })}
        {r.edited ? ` · ${t("reviews.edited", { date: day(r.updatedAt, lang) })}` : null}
      </p>
      <p className={s.text} data-testid="review-text">
        {r.content}
      </p>
      <dl className={s.itemAspects}>
        {ASPECTS.map((k) => (
          <div key={k} style={{ display: "flex", gap: 4 }}>
            <dt>{t(`reviews.aspects.${k}`)}</dt>
            <dd style={{ margin: 0 }}>{r.aspects[k]}/5</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
