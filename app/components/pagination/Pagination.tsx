import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { pageItems } from "~/lib/pagination";
import * as s from "./Pagination.css";

/** Round numbered page buttons, as plain links so they work without JavaScript. */
export function Pagination({ page, pages, hrefOf }: { page: number; pages: number; hrefOf: (page: number) => string }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("discovery.listing.pagination")} className={s.nav} data-testid="pagination">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} className={s.step} rel="prev" aria-label={t("discovery.listing.prev")}>
          ‹
        </Link>
      ) : (
        <span className={s.stepDisabled} aria-hidden="true">
          ‹
        </span>
      )}
      <ul className={s.list}>
        {pageItems(page, pages).map((p, i) =>
          p === "gap" ? (
            <li key={`gap-${i}`} className={s.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span className={s.current} aria-current="page" aria-label={t("discovery.listing.page", { page: p })}>
                  {p}
                </span>
              ) : (
                <Link to={hrefOf(p)} className={s.button} aria-label={t("discovery.listing.page", { page: p })}>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
      </ul>
      {page < pages ? (
        <Link to={hrefOf(page + 1)} className={s.step} rel="next" aria-label={t("discovery.listing.next")}>
          ›
        </Link>
      ) : (
        <span className={s.stepDisabled} aria-hidden="true">
          ›
        </span>
      )}
    </nav>
  );
}
