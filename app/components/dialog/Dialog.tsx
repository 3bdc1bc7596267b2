import { Link, useLocation, useNavigate } from "@remix-run/react";
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useRef } from "react";
import { useTranslation } from "~/lib/translate";
import * as s from "./Dialog.css";

/**
 * The site's one dialog: a native <dialog>.
 *
 * - The server renders it open (`<dialog open>`), so it shows without JavaScript, over the page
 *   (fixed, the page dimmed), and closing is a link (DialogClose) to `closeHref`, the page
 *   without the dialog's URL parameter.
 * - In the browser it becomes modal (showModal): focus stays inside, the page behind is inert,
 *   ::backdrop dims it. Escape, a click on the backdrop and DialogClose close it — by following
 *   `closeHref`, or by `onClose` where the open state is the caller's own. On leaving the page,
 *   focus goes back to what opened it. A dialog without either cannot be closed.
 * - Opening moves focus to the first field (else the browser's first focusable element), and so
 *   does a new `focusKey` (the same dialog showing another view). A field marked
 *   `data-no-autofocus` is passed over (one that hydration hides, such as the prefix select).
 */
interface DialogProps extends Omit<React.DialogHTMLAttributes<HTMLDialogElement>, "open" | "onClose" | "onCancel"> {
  closeHref?: string;
  /** Closing replaces the history entry instead of adding one. */
  replace?: boolean;
  onClose?: () => void;
  /** Width in px (narrower on a phone); absent: as wide as the content. */
  width?: number;
  /** "full": the whole screen (a gallery). */
  look?: "panel" | "full";
  focusKey?: string;
}

interface DialogClosing {
  closeHref?: string;
  replace: boolean;
  preventScrollReset: boolean;
  onClose?: () => void;
}
const ClosingContext = createContext<DialogClosing | null>(null);
/** Layout effects run in the browser only (the server's render has none to run). */
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

const FIELDS = "input:not([type=hidden]):not([type=radio]):not([type=checkbox]), select, textarea";
function firstField(dialog: HTMLElement): HTMLElement | null {
  const fields = Array.from(dialog.querySelectorAll<HTMLInputElement>(FIELDS));
  return fields.find((f) => !f.disabled && f.tabIndex >= 0 && !f.closest("[hidden], noscript, [data-no-autofocus]")) ?? null;
}

export function Dialog({ closeHref, replace = false, onClose, width, look = "panel", focusKey, className, style, children, ...rest }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const closable = closeHref !== undefined || onClose !== undefined;
  // A close within the page keeps the scroll position; one to another page starts at its top.
  const preventScrollReset = closeHref !== undefined && new URL(closeHref, "http://x").pathname === location.pathname;
  const close = useCallback(() => {
    if (onClose) onClose();
    else if (closeHref !== undefined) navigate(closeHref, { replace, preventScrollReset });
  }, [onClose, closeHref, navigate, replace, preventScrollReset]);
  const latest = useRef({ closable, close });
  useBrowserLayoutEffect(() => {
    latest.current = { closable, close };
  });

  useBrowserLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || typeof dialog.showModal !== "function") return;
    // What the user already focused inside a server-rendered dialog keeps the focus; what was
    // focused outside opened it, and gets the focus back.
    const before = document.activeElement;
    const keep = before instanceof HTMLElement && before !== dialog && dialog.contains(before) ? before : null;
    const opener = before instanceof HTMLElement && !keep && before !== document.body ? before : null;
    dialog.removeAttribute("open"); // rendered open (non-modal) for the server's HTML
    dialog.showModal();
    (keep ?? firstField(dialog))?.focus();

    const onCancel = (e: Event) => {
      e.preventDefault(); // the route (or the owner) decides when it closes
      if (latest.current.closable) latest.current.close();
    };
    // Closed by the browser itself (e.g. a repeated Escape): close properly, or stay if it may not.
    const onNativeClose = () => {
      if (latest.current.closable) latest.current.close();
      else dialog.showModal();
    };
    // The backdrop: a press and its release outside the panel (a drag out of a field is no click).
    const outside = (e: MouseEvent) => {
      if (e.target !== dialog) return false;
      const r = dialog.getBoundingClientRect();
      return e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom;
    };
    let pressed = false;
    const onPress = (e: MouseEvent) => {
      pressed = outside(e);
    };
    const onClick = (e: MouseEvent) => {
      if (pressed && outside(e) && latest.current.closable) latest.current.close();
      pressed = false;
    };
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("close", onNativeClose);
    dialog.addEventListener("pointerdown", onPress);
    dialog.addEventListener("click", onClick);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("close", onNativeClose);
      dialog.removeEventListener("pointerdown", onPress);
      dialog.removeEventListener("click", onClick);
      if (dialog.open) dialog.close();
      if (opener?.isConnected && document.activeElement !== opener) opener.focus({ preventScroll: true });
    };
  }, []);

  const shownKey = useRef(focusKey);
  useEffect(() => {
    if (shownKey.current === focusKey || !ref.current) return;
    shownKey.current = focusKey;
    firstField(ref.current)?.focus();
  }, [focusKey]);

  const sized = width ? { width: `calc(100vw - ${s.PHONE_MARGIN * 2}px)`, maxWidth: width, ...style } : style;
  return (
    <ClosingContext.Provider value={closable ? { closeHref, replace, preventScrollReset, onClose } : null}>
      <dialog ref={ref} open className={`${look === "full" ? s.full : s.panel}${className ? ` ${className}` : ""}`} style={sized} {...rest}>
        {children}
      </dialog>
    </ClosingContext.Provider>
  );
}

/** The × of a dialog: a link to its closeHref (which works without JavaScript), or a button running onClose. */
export function DialogClose({ className, testId, label }: { className?: string; testId?: string; label?: string }) {
  const { t } = useTranslation();
  const closing = useContext(ClosingContext);
  if (!closing) return null;
  const name = label ?? t("close");
  const { closeHref, onClose } = closing;
  if (closeHref === undefined) {
    return (
      <button type="button" className={className} onClick={onClose} aria-label={name} data-testid={testId}>
        ×
      </button>
    );
  }
  return (
    <Link
      to={closeHref}
      replace={closing.replace}
      preventScrollReset={closing.preventScrollReset}
      className={className}
      aria-label={name}
      data-testid={testId}
      onClick={
        onClose
          ? (e) => {
              e.preventDefault();
              onClose();
            }
          : undefined
      }
    >
      ×
    </Link>
  );
}

/** `pathname?search` without the given parameters: where closing a route dialog leads. */
export function hrefWithout(pathname: string, search: string, names: readonly string[]): string {
  const params = new URLSearchParams(search);
  for (const n of names) params.delete(n);
  const q = params.toString();
  return pathname + (q ? `?${q}` : "");
}
