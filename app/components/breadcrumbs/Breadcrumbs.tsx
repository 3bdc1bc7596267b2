import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import * as s from "./Breadcrumbs.css";

export interface Crumb {
  label: string;
  href?: string;
}

/** A breadcrumb trail; the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("discovery.breadcrumb.label")} className={s.nav}>
      <ol className={s.list}>
        {items.map((c, i) => (
          <li key={i} className={s.item}>
            {c.href && i < items.length - 1 ? (
              <Link to={c.href} className={s.link}>
                {c.label}
              </Link>
            ) : (
              <span aria-current={i === items.length - 1 ? "page" : undefined}>{c.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
