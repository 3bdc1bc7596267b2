import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import type { Lang } from "#core/constants";
import { localHref } from "#core/lang";
import * as s from "./ErrorPage.css";

/**
 * The error page: status and message; a 404 says 'This page could not be found'
 * with a Homepage link; other statuses a translated message (a 4xx may carry the API's message,
 * already in the page's language). Never a stack trace: `detail` is passed in development only.
 */
/** Bare HTTP reason phrases are not worth showing: the translated text says it better. */
const REASON_PHRASES = new Set(["bad request", "unauthorized", "forbidden", "not found", "method not allowed", "service busy", "service unavailable", "internal server error", "unexpected server error"]);

function messageKey(status: number): string {
  if (status === 400) return "error.badRequest";
  if (status === 401 || status === 403) return "error.forbidden";
  if (status === 413) return "error.tooLarge";
  if (status === 415) return "error.unsupportedType";
  if (status === 503) return "error.serviceBusy";
  return "error.generic";
}

export function ErrorPage({ status, message, lang, detail }: { status: number; message?: string; lang: Lang; detail?: string }) {
  const { t } = useTranslation();
  const notFound = status === 404;
  const serverMessage = status < 500 && message && !REASON_PHRASES.has(message.trim().toLowerCase()) ? message : undefined;
  return (
    <section className={s.wrap} data-testid="error-page">
      <p className={s.status}>{status}</p>
      <h1 className={s.title}>{notFound ? t("error.notFound") : t("error.status", { status })}</h1>
      <p className={s.text}>{notFound ? t("error.notFoundText") : serverMessage || t(messageKey(status))}</p>
      {detail ? <pre className={s.detail}>{detail}</pre> : null}
      <Link className={s.home} to={localHref("/", lang)} reloadDocument>
        {t("error.homepage")}
      </Link>
    </section>
  );
}
