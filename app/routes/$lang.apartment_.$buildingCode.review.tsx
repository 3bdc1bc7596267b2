import { dateTimeFormat } from "~/lib/intl";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { ReviewForm } from "~/components/reviews/ReviewForm";
import * as r from "~/components/reviews/Reviews.css";
import * as s from "~/components/student/Student.css";
import { houseInfo } from "~/lib/catalogue.server";
import { getFixedT } from "~/lib/i18n.server";
import { loadReviewAccess, reviewAction } from "~/lib/reviews.server";
import { titled } from "~/lib/seo";
import { apartmentPath } from "#core/slug";
import { requireLang, requireStudent, type FormActionData } from "~/lib/applications.server";
import type { RouteHandle } from "~/lib/layout";

/** A buildingCode param: no header bottom line. */
export const handle: RouteHandle = { layout: { bottomLine: false } };

/**
 * Write or change a review of an apartment. The apartment page's form posts here;
 * visited directly (from an order, or after a post without JavaScript that needs correcting)
 * it shows the same form as a page, or why the student cannot review.
 */
export const action = ({ request, params }: ActionFunctionArgs) => reviewAction(request, requireLang(params), (params.buildingCode ?? "").toLowerCase());

export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  await requireStudent(request);
  const code = (params.buildingCode ?? "").toLowerCase();
  const [house, reviews] = await Promise.all([houseInfo(request, code), loadReviewAccess(request, code)]);
  const t = getFixedT(lang);
  return {
    lang,
    house: { code: house.code, name: house.name },
    reviews,
    back: `${apartmentPath(lang, house.code)}#reviews`,
    title: t("reviews.form.title", { name: house.name }),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? titled(data.title, data.title, [{ name: "robots", content: "noindex" }]) : []);

export default function ReviewPage() {
  const { house, reviews, back, title, lang } = useLoaderData<typeof loader>();
  const actionData = useActionData<FormActionData>();
  const { t } = useTranslation();
  const mine = reviews?.mine;
  const can = reviews?.eligibility.canWrite ?? false;
  return (
    <div className={s.narrowPage}>
      <section className={s.card} aria-labelledby="review-page-title" style={{ maxWidth: 640 }} data-testid="review-page">
        <h1 className={s.title} id="review-page-title">
          {title}
        </h1>
        <p>
          <Link to={back} className={s.link}>
            ← {t("reviews.form.back")}
          </Link>
        </p>
        {mine?.hidden ? (
          <p className={r.hiddenNotice} role="note">
            {t("reviews.hidden", { reason: mine.hiddenReason ?? "" })}
          </p>
        ) : null}
        {can ? (
          <>
            <p className={r.notice}>{t("reviews.form.intro")}</p>
            {mine ? <p className={r.notice}>{t("reviews.editUntil", { date: dateTimeFormat(lang === "en" ? "en-GB" : "zh-CN").format(new Date(mine.editableUntil)) })}</p> : null}
            <ReviewForm
              action={`${apartmentPath(lang, house.code)}/review`}
              editing={!!mine}
              defaults={mine ? { rating: mine.rating, aspects: mine.aspects, content: mine.content } : undefined}
              lastResult={actionData}
            />
          </>
        ) : (
          <p className={r.notice} data-testid="review-cannot">
            {reviews?.eligibility.reason === "edit_closed"
              ? t("reviews.editClosed")
              : reviews?.eligibility.reason === "hidden"
                ? null
                : t("reviews.cannot.notResident")}
          </p>
        )}
      </section>
    </div>
  );
}
