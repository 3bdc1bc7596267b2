import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { showLanguageSwitch, switchLangPath } from "#core/lang";
import { useLang } from "~/lib/root-data";
import * as s from "./LangSwitch.css";

/** English(EN) / 简体中文(CN): plain links to the same page under the other prefix, so they work without JavaScript. */
export function LangSwitch() {
  const location = useLocation();
  const lang = useLang();
  const { t } = useTranslation();
  if (!showLanguageSwitch(location.pathname)) return null;
  return (
    <nav aria-label={t("lang.label")} className={s.wrap}>
      {(["en", "cn"] as const).map((to) => (
        <Link
          key={to}
          reloadDocument
          to={switchLangPath(location.pathname, location.search, to)}
          hrefLang={to === "cn" ? "zh-CN" : "en"}
          lang={to === "cn" ? "zh-CN" : "en"}
          aria-current={to === lang ? "true" : undefined}
          className={to === lang ? s.current : s.link}
          data-testid={`lang-${to}`}
        >
          {t(`lang.${to}`)}
        </Link>
      ))}
    </nav>
  );
}
