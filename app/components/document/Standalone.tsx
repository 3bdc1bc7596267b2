import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/translate";
import { LangSwitch } from "~/components/lang-switch/LangSwitch";
import { localHref } from "#core/lang";
import { useLang, useRootData } from "~/lib/root-data";
import * as s from "./Document.css";

/**
 * The frame of pages the layout rules show without the site header and footer
 * (common/introduce*, common/email-activation): a slim bar with the logo and the language
 * switch above, copyright and filing number below.
 */
export function Standalone({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const lang = useLang();
  const data = useRootData();
  return (
    <>
      <header className={s.topBar} data-testid="standalone-bar">
        <div className={s.topBarInner}>
          <Link to={localHref("/", lang)} className={s.logo}>
            <img src="/logo.svg" alt="" width={32} height={32} />
            <span>{t("site.name")}</span>
          </Link>
          <LangSwitch />
        </div>
      </header>
      {children}
      <div className={s.bottomBar}>
        <span>{t("footer.copyright", { year: new Date().getFullYear() })}</span>
        <span data-testid="filing-number">
          {t("footer.filing")}: {data?.filingNumber}
        </span>
      </div>
    </>
  );
}
