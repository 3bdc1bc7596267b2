import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import type { Lang } from "#core/constants";
import { deferred } from "~/lib/deferred";
import { loginHref } from "~/lib/links";
import { PersonalSlot } from "~/lib/personal";
import type { ReviewAccess } from "~/lib/reviews.server";
import * as page from "../section/Section.css";
import * as s from "./Reviews.css";
import { day, ReviewItem } from "./ReviewItem";

/** The form and its validation (conform, zod) load only for a student who may review: visitors never fetch them. */
const ReviewForm = deferred("review-form", () => import("./ReviewForm"));

type MyReviewProps = ReviewAccess & { lang: Lang; name: string; reviewAction: string };

/**
 * The reviews section's part that is the caller's own: their review (hidden or not, editable or
 * not) or the form to write one, or why they cannot ("log in", "not a resident"). A personal part
 * (app/lib/personal.tsx): a signed-in student's apartment page made from the visitors' kept
 * document gets it rendered with their own review state (app/lib/signed-in-pages.server.tsx).
 */
export function MyReviewSlot(props: MyReviewProps) {
  return (
    <PersonalSlot part="review" props={props}>
      <MyReview {...props} />
    </PersonalSlot>
  );
}

export function MyReview({ lang, name, reviewAction, mine, eligibility }: MyReviewProps) {
  const { t } = useTranslation();
  const location = useLocation();
  if (mine) {
    return (
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
            <details>
              <summary className={s.pagerLink} style={{ cursor: "pointer" }}>
                {t("reviews.edit")}
              </summary>
              <ReviewForm action={reviewAction} editing defaults={{ rating: mine.rating, aspects: mine.aspects, content: mine.content }} />
            </details>
          </>
        ) : eligibility.reason === "edit_closed" ? (
          <p className={s.notice}>{t("reviews.editClosed")}</p>
        ) : null}
      </div>
    );
  }
  if (eligibility.canWrite) {
    return (
      <div className={s.mine} data-testid="review-write">
        <h3 className={page.h2} style={{ fontSize: 16 }}>
          {t("reviews.form.title", { name })}
        </h3>
        <p className={s.notice}>{t("reviews.form.intro")}</p>
        <ReviewForm action={reviewAction} editing={false} />
      </div>
    );
  }
  if (eligibility.reason === "login") {
    return (
      <p className={s.notice} data-testid="review-cannot">
        <Link to={loginHref(location.pathname, location.search)} className={s.pagerLink}>
          {t("reviews.cannot.login")}
        </Link>
      </p>
    );
  }
  if (eligibility.reason === "not_resident") {
    return (
      <p className={s.notice} data-testid="review-cannot">
        {t("reviews.cannot.notResident")}
      </p>
    );
  }
  return null;
}
