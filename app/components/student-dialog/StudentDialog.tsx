import { useLocation } from "@remix-run/react";
import { Dialog, DialogClose, hrefWithout } from "../dialog/Dialog";
import * as s from "./StudentDialog.css";

/** The page behind a student dialog: the current URL without `dialog` and its `sent` flag. */
export function usePageBehind(): string {
  const { pathname, search } = useLocation();
  return hrefWithout(pathname, search, ["dialog", "sent"]);
}

/**
 * A student-area dialog (`?dialog=cooperation|feedback`): the site's dialog with a title and ×
 * in a head row; closing goes back to the page behind it, replacing the dialog's history entry.
 */
export function StudentDialog({ id, title, width, children, testId }: { id: string; title: string; width: number; children: React.ReactNode; testId: string }) {
  const back = usePageBehind();
  return (
    <Dialog closeHref={back} replace width={width} className={s.panel} aria-labelledby={`${id}-title`} data-testid={testId}>
      <div className={s.head}>
        <h2 className={s.title} id={`${id}-title`}>
          {title}
        </h2>
        <DialogClose className={s.close} testId={`${testId}-close`} />
      </div>
      {children}
    </Dialog>
  );
}
