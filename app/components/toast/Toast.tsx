import { useEffect, useState } from "react";
import { useTranslation } from "~/lib/translate";
import { useRootData } from "~/lib/root-data";
import * as s from "./Toast.css";

/** The one-time message set by a redirect (toast cookie). Rendered by the server, so it shows without JavaScript. */
export function Toast() {
  const toast = useRootData()?.toast;
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  useEffect(() => setOpen(true), [toast]);
  useEffect(() => {
    if (!toast) return;
    const id = setTimeout(() => setOpen(false), 5000);
    return () => clearTimeout(id);
  }, [toast]);
  if (!toast || !open) return null;
  return (
    <div role={toast.type === "error" ? "alert" : "status"} className={toast.type === "error" ? s.error : s.toast} data-testid="toast">
      <span>{toast.text}</span>
      <button type="button" className={s.close} onClick={() => setOpen(false)} aria-label={t("close")}>
        ×
      </button>
    </div>
  );
}
