import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Lang } from "~/lib/constants";
import { localHref } from "~/lib/lang";
import * as s from "./ErrorPage.css";

/**
 * The error page (spec §2, §8): status and message; a 404 says 'This page could not be found'
 * with a Homepage link. Never a stack trace: server messages are shown only for 4xx.
 */
export function ErrorPage({ status, message, lang }: { status: number; message?: string; lang: Lang }) {
  const { t } = useTranslation();
  const notFound = status === 404;
  return (
    <section className={s.wrap} data-testid="error-page">
      <p className={s.status}>{status}</p>
      <h1 className={s.title}>{notFound ? t("error.notFound") : t("error.status", { status })}</h1>
      <p className={s.text}>{notFound ? t("error.notFoundText") : status === 503 ? t("error.serviceBusy") : message || t("error.generic")}</p>
      <Link className={s.home} to={localHref("/", lang)} reloadDocument>
        {t("error.homepage")}
      </Link>
    </section>
  );
}
