import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { findPrefix, type PrefixOption } from "./prefixes";
import * as s from "./MobilePrefixField.css";

/** Keys typed within this many milliseconds of each other make one search ("un" → United Kingdom). */
const TYPEAHEAD_MS = 700;
const PAGE = 8;
/** Between the button and the list, in px. */
const GAP = 4;

/**
 * The hydrated mobile-prefix chooser: a button showing the choice and a list box under it.
 * Keys: ↓/↑ (or Enter/Space) on the button open the list; in the list ↑ ↓ Home End PageUp
 * PageDown move, typing a name or a code jumps to it, Enter or Space chooses, Escape closes
 * without choosing (and does not close the dialog around it), Tab leaves. A click chooses;
 * a click elsewhere closes.
 */
export function PrefixChooser({
  options,
  value,
  onChange,
  label,
  optionLabel,
  controlClassName,
}: {
  options: readonly PrefixOption[];
  value: number;
  onChange: (id: number) => void;
  label: string;
  optionLabel: (p: PrefixOption) => string;
  controlClassName: string;
}) {
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const typed = useRef({ text: "", at: 0 });
  const [open, setOpen] = useState(false);
  const chosen = Math.max(0, options.findIndex((p) => p.id === value));
  const [active, setActive] = useState(chosen);
  const current = options[chosen];
  const optionId = (i: number) => `${listId}-${options[i].id}`;

  // Over everything (the top layer, where the browser has popovers), so that the scrolling box
  // of a dialog does not cut the list off; placed under its button (above, if there is no room).
  useLayoutEffect(() => {
    const el = list.current;
    const anchor = button.current;
    if (!open || !el || !anchor || typeof el.showPopover !== "function") return;
    el.setAttribute("popover", "manual");
    el.showPopover();
    const place = () => {
      const r = anchor.getBoundingClientRect();
      const h = el.offsetHeight;
      const below = r.bottom + GAP + h <= window.innerHeight || r.top - GAP - h < 0;
      Object.assign(el.style, { position: "fixed", inset: "auto", margin: "0", left: `${r.left}px`, top: `${below ? r.bottom + GAP : r.top - GAP - h}px`, minWidth: `${r.width}px` });
    };
    place();
    const onScroll = (e: Event) => {
      if (e.target !== el) place();
    };
    window.addEventListener("scroll", onScroll, true);
    window.addEventListener("resize", place);
    return () => {
      window.removeEventListener("scroll", onScroll, true);
      window.removeEventListener("resize", place);
    };
  }, [open]);
  useEffect(() => {
    if (open) list.current?.focus();
  }, [open]);
  // The active entry in view, scrolling the list only (never the dialog or the page around it).
  useEffect(() => {
    const el = list.current;
    const option = el?.children[active] as HTMLElement | undefined;
    if (!open || !el || !option) return;
    if (option.offsetTop < el.scrollTop) el.scrollTop = option.offsetTop;
    else if (option.offsetTop + option.offsetHeight > el.scrollTop + el.clientHeight) el.scrollTop = option.offsetTop + option.offsetHeight - el.clientHeight;
  }, [open, active]);

  const show = () => {
    setActive(chosen);
    typed.current.text = "";
    setOpen(true);
  };
  const hide = () => {
    setOpen(false);
    button.current?.focus();
  };
  const choose = (i: number) => {
    onChange(options[i].id);
    hide();
  };
  const move = (i: number) => setActive(Math.min(options.length - 1, Math.max(0, i)));

  const onListKey = (e: React.KeyboardEvent) => {
    const { key } = e;
    const searching = typed.current.text !== "" && Date.now() - typed.current.at < TYPEAHEAD_MS;
    const printable = key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey;
    if (printable && (key !== " " || searching)) {
      e.preventDefault();
      const text = (searching ? typed.current.text : "") + key;
      typed.current = { text, at: Date.now() };
      // A first key looks past the current entry; the same key again walks the entries it
      // starts ("u", "u": the next U) unless the repeat itself matches (a code such as "44").
      const whole = text.length > 1 ? findPrefix(options, text, active) : -1;
      const same = [...text].every((c) => c === key);
      const found = whole >= 0 ? whole : findPrefix(options, same ? key : text, same ? active + 1 : active);
      if (found >= 0) setActive(found);
      return;
    }
    const moves: Record<string, number> = {
      ArrowDown: active + 1,
      ArrowUp: active - 1,
      Home: 0,
      End: options.length - 1,
      PageDown: active + PAGE,
      PageUp: active - PAGE,
    };
    if (key in moves) {
      e.preventDefault();
      move(moves[key]);
    } else if (key === "Enter" || key === " ") {
      e.preventDefault();
      choose(active);
    } else if (key === "Escape") {
      e.preventDefault(); // keeps the surrounding <dialog> open
      hide();
    } else if (key === "Tab") {
      setOpen(false);
    }
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className={`${controlClassName} ${s.button}`}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={`${label}: ${optionLabel(current)}`}
        data-testid="prefix-button"
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown" || e.key === "ArrowUp") {
            e.preventDefault();
            show();
          }
        }}
      >
        {optionLabel(current)}
      </button>
      {open ? (
        <ul
          ref={list}
          id={listId}
          role="listbox"
          tabIndex={-1}
          aria-label={label}
          aria-activedescendant={optionId(active)}
          className={s.list}
          data-testid="prefix-list"
          onKeyDown={onListKey}
          onBlur={(e) => {
            // Leaving for the button: its click closes the list.
            if (e.relatedTarget !== button.current) setOpen(false);
          }}
        >
          {options.map((p, i) => (
            <li
              key={p.id}
              id={optionId(i)}
              role="option"
              aria-selected={p.id === value}
              className={i === active ? s.optionActive : s.option}
              onClick={() => choose(i)}
              onMouseMove={() => (i === active ? undefined : setActive(i))}
            >
              {optionLabel(p)}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
