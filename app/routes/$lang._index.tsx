import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LangSwitch } from "~/components/lang-switch/LangSwitch";
import { HeaderSearch } from "~/components/header/HeaderSearch";
import { localHref } from "~/lib/lang";
import { useLang, useRootData } from "~/lib/root-data";
import { claimNumber } from "~/lib/stats";

export default function Home() {
  const { t } = useTranslation();
  const lang = useLang();
  const stats = useRootData()?.stats;
  return (
    <div>
      <nav>
        <Link to={localHref("/", lang)}>{t("site.name")}</Link>
        <LangSwitch />
      </nav>
      <h1>{t("site.title")}</h1>
      {stats ? <p>{t("site.claim", { cities: claimNumber(stats.cityCount), rooms: claimNumber(stats.roomCount) })}</p> : null}
      <HeaderSearch />
    </div>
  );
}
