import { useLocation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/lib/translate";
import { Dialog } from "../dialog/Dialog";
import * as s from "./LoginDialog.css";

/**
 * Third-party sign-in failed (info of type 'error', read once): an alert titled 'tip' with the
 * message. Its OK closes it; without JavaScript it reloads the page, which no longer has it.
 */
export function ThirdErrorAlert({ message }: { message: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const { pathname, search } = useLocation();
  if (!open) return null;
  return (
    <Dialog
      role="alertdialog"
      closeHref={pathname + search}
      onClose={() => setOpen(false)}
      width={400}
      className={s.alert}
      aria-labelledby="third-error-title"
      aria-describedby="third-error-text"
      data-testid="third-error"
    >
      <h2 id="third-error-title" className={s.title}>
        {t("tip")}
      </h2>
      <p id="third-error-text">{message || t("account.thirdError")}</p>
      <a
        href={pathname + search}
        className={s.primary}
        style={{ display: "grid", placeItems: "center", textDecoration: "none" }}
        onClick={(e) => {
          e.preventDefault();
          setOpen(false);
        }}
      >
        {t("confirm")}
      </a>
    </Dialog>
  );
}
