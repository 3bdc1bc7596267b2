import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { localHref } from "#core/lang";
import { useDialogEntryHref, useLang, useRootData } from "~/lib/root-data";
import { claimNumber } from "~/lib/stats";
import { CurrencyChooser } from "~/components/currency/CurrencyChooser";
import { footerColumns, SOCIAL_LINKS } from "./footer-links";
import { PersonalSlot } from "~/lib/personal";
import { RenderedOnce } from "~/lib/rendered-once";
import * as s from "./Footer.css";

/** Site footer: link columns, claim, hotline, social links, WeChat QR, feedback entry, filing number. */
export function Footer() {
  const { t } = useTranslation();
  const lang = useLang();
  const data = useRootData();
  const stats = data?.stats;
  return (
    <footer className={s.footer} data-testid="site-footer">
      <div className={s.inner}>
        <RenderedOnce part="footer-columns" className={s.columns}>
          {footerColumns(lang).map((col) => (
            <section key={col.key} aria-labelledby={`footer-col-${col.key}`}>
              <h2 className={s.colTitle} id={`footer-col-${col.key}`}>
                {t(`footer.columns.${col.key}`)}
              </h2>
              <ul className={s.list}>
                {col.links.map((l) => (
                  <li key={l.href}>
                    <Link className={s.link} to={l.href} {...(l.newTab ? { target: "_blank", rel: "noopener" } : {})}>
                      {l.label ?? t(l.labelKey!)}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </RenderedOnce>
        <div className={s.bottom}>
          <div>
            {stats ? (
              <p className={s.claim} data-testid="site-claim">
                {t("site.claim", { cities: claimNumber(stats.cityCount), rooms: claimNumber(stats.roomCount) })}
              </p>
            ) : null}
            <p>
              {t("footer.hotline")}: <span className={s.hotline}>{data?.hotline}</span> ({t("footer.hours")})
            </p>
            <p>
              <Link className={s.link} to={localHref("/sitemap", lang)}>
                {t("footer.sitemap")}
              </Link>
              {" · "}
              <PersonalSlot part="feedback" props={{}}>
                <FeedbackLink />
              </PersonalSlot>
            </p>
            <CurrencyChooser tone="dark" />
          </div>
          <div>
            <p>{t("footer.follow")}</p>
            <ul className={s.social}>
              {SOCIAL_LINKS.map((sl) => (
                <li key={sl.key}>
                  <a className={s.link} href={sl.href} target="_blank" rel="noopener noreferrer">
                    {t(`footer.social.${sl.key}`)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          {data?.qr ? (
            <figure style={{ margin: 0, textAlign: "center" }}>
              <img className={s.qr} src={data.qr.wechat} alt={t("footer.wechat")} width={96} height={96} loading="lazy" />
              <figcaption>{t("footer.wechat")}</figcaption>
            </figure>
          ) : null}
        </div>
        <div className={s.legal}>
          <span>{t("footer.copyright", { year: new Date().getFullYear() })}</span>
          <span data-testid="filing-number">
            {t("footer.filing")}: {data?.filingNumber}
          </span>
        </div>
      </div>
    </footer>
  );
}

/** The feedback entry: its dialog for a student, the login first for a visitor (a personal part: app/lib/personal.tsx). */
export function FeedbackLink() {
  const { t } = useTranslation();
  return (
    <Link className={s.link} to={useDialogEntryHref("feedback")} preventScrollReset data-testid="footer-feedback">
      {t("footer.feedback")}
    </Link>
  );
}
