import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { localHref } from "#core/lang";
import { useLang, useRootData } from "~/lib/root-data";
import { claimNumber } from "~/lib/stats";
import * as s from "./Document.css";

/** The figures and call to action in the hero of the company pages. */
export function AboutHero() {
  const { t } = useTranslation();
  const lang = useLang();
  const data = useRootData();
  const stats = data?.stats;
  return (
    <>
      <dl className={s.stats} aria-label={t("about.statsLabel")}>
        {stats ? (
          <>
            <div className={s.stat}>
              <dt className={s.statLabel}>{t("about.cities")}</dt>
              <dd className={s.statValue}>{claimNumber(stats.cityCount)}+</dd>
            </div>
            <div className={s.stat}>
              <dt className={s.statLabel}>{t("about.rooms")}</dt>
              <dd className={s.statValue}>{claimNumber(stats.roomCount)}+</dd>
            </div>
          </>
        ) : null}
        {data?.hotline ? (
          <div className={s.stat}>
            <dt className={s.statLabel}>{t("about.hotline")}</dt>
            <dd className={s.statValue}>{data.hotline}</dd>
          </div>
        ) : null}
      </dl>
      <Link className={s.heroCta} to={localHref("/", lang)}>
        {t("about.startSearch")}
      </Link>
    </>
  );
}
