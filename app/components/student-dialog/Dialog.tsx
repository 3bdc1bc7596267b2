import { Link, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import * as s from "./Dialog.css";
import { showDialogOnPhone } from "~/styles/media";

/** The page behind a dialog: the current URL without `dialog` and the dialog's own flags. */
export function pageBehind(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const k of ["dialog", "sent"]) params.delete(k);
  const q = params.toString();
  return pathname + (q ? `?${q}` : "");
}

/**
 * A modal dialog whose open state lives in the URL (`?dialog=…`, DESIGN.md §5): the backdrop
 * and the close icon are links to the page behind it, so it opens and closes without
 * JavaScript; with JavaScript, Escape closes it too and focus moves into it.
 */
export function RouteDialog({ id, title, width, children, testId }: { id: string; title: string; width: number; children: React.ReactNode; testId: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const back = pageBehind(location.pathname, location.search);
  const panel = useRef<HTMLDivElement>(null);
  const closeLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    showDialogOnPhone(panel.current?.parentElement);
    const first = panel.current?.querySelector<HTMLElement>("select, input:not([type=hidden]), textarea, button");
    (first ?? panel.current)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") closeLink.current?.click();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  return (
    <div className={s.root}>
      <Link to={back} preventScrollReset replace className={s.backdrop} aria-hidden="true" tabIndex={-1} data-testid={`${testId}-backdrop`} />
      <div ref={panel} className={s.panel} style={{ maxWidth: width }} role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} tabIndex={-1} data-testid={testId}>
        <div className={s.head}>
          <h2 className={s.title} id={`${id}-title`}>
            {title}
          </h2>
          <Link ref={closeLink} to={back} preventScrollReset replace className={s.close} aria-label={t("close")} data-testid={`${testId}-close`}>
            ×
          </Link>
        </div>
        {children}
      </div>
    </div>
  );
}
