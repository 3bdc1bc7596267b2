import { dateTimeFormat } from "~/lib/intl";
import { useTranslation } from "~/lib/translate";
import type { Lang } from "#core/constants";
import type { ReviewVM } from "~/lib/reviews.server";
import * as s from "./Reviews.css";
import { Stars } from "./Stars";

/** One review as the apartment page lists it (and the student's own, above the list). */
export const ASPECTS = ["location", "value", "management", "facilities"] as const;

export const day = (iso: string, lang: Lang) => dateTimeFormat(lang === "en" ? "en-GB" : "zh-CN", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(new Date(iso));
const monthText = (ym: string, lang: Lang) => {
  const [y, m] = ym.split("-").map(Number);
  return dateTimeFormat(lang === "en" ? "en-GB" : "zh-CN", { year: "numeric", month: lang === "en" ? "short" : "long", timeZone: "UTC" }).format(new Date(Date.UTC(y, m - 1, 1)));
};

export function ReviewItem({ review: r, lang }: { review: ReviewVM; lang: Lang }) {
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
