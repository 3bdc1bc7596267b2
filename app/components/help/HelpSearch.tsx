import { Link } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "~/lib/translate";
import type { ApiData } from "#core/contract";
import { SEARCH_BLUR_CLOSE_MS, SEARCH_DEBOUNCE_MS } from "#core/constants";
import { localHref } from "#core/lang";
import { helpHref } from "~/lib/help";
import { useLang } from "~/lib/root-data";
import { visuallyHidden } from "~/styles/layout.css";
import * as s from "./Help.css";
import { Highlighted } from "./Highlighted";

type Found = ApiData<"/rest/help/search">;

/**
 * The help centre's search: a GET form to /{lang}/help?q=… (the results page, which works
 * without JavaScript). Once hydrated, typing asks /{lang}/help.json (debounced) and lists the
 * best matches under the box, highlighted, each a link to its question; Enter still opens the
 * results page. Arrow down moves into the list, Escape closes it.
 */
export function HelpSearch({ defaultValue = "" }: { defaultValue?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const [keyword, setKeyword] = useState(defaultValue);
  const [found, setFound] = useState<Found | null>(null);
  const [open, setOpen] = useState(false);
  const debounce = useRef<ReturnType<typeof setTimeout>>();
  const blur = useRef<ReturnType<typeof setTimeout>>();
  const request = useRef<AbortController>();
  const input = useRef<HTMLInputElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => setReady(true), []);
  useEffect(() => setKeyword(defaultValue), [defaultValue]);
  useEffect(
    () => () => {
      clearTimeout(debounce.current);
      clearTimeout(blur.current);
      request.current?.abort();
    },
    [],
  );

  function ask(value: string) {
    clearTimeout(debounce.current);
    request.current?.abort();
    if (!value.trim()) {
      setFound(null);
      return;
    }
    debounce.current = setTimeout(() => {
      const controller = new AbortController();
      request.current = controller;
      fetch(`${localHref("/help.json", lang)}?${new URLSearchParams({ q: value.trim() })}`, { signal: controller.signal })
        .then((r) => (r.ok ? (r.json() as Promise<Found>) : null))
        .then((data) => {
          if (data && !controller.signal.aborted) setFound(data);
        })
        .catch(() => undefined);
    }, SEARCH_DEBOUNCE_MS);
  }

  const links = () => [...(panel.current?.querySelectorAll<HTMLAnchorElement>("a") ?? [])];
  function onKeyDown(e: KeyboardEvent<HTMLElement>) {
    if (e.key === "Escape") {
      setOpen(false);
      input.current?.focus();
      return;
    }
    if (e.key !== "ArrowDown" && e.key !== "ArrowUp") return;
    const list = links();
    if (!list.length) return;
    e.preventDefault();
    const at = list.indexOf(document.activeElement as HTMLAnchorElement);
    const next = e.key === "ArrowDown" ? Math.min(at + 1, list.length - 1) : at - 1;
    if (next < 0) input.current?.focus();
    else list[next].focus();
  }

  const shown = open && keyword.trim() && found && found.keyword === keyword.trim();
  const panelId = `${id}-instant`;
  return (
    <form
      method="get"
      action={helpHref(lang)}
      role="search"
      className={s.searchForm}
      onKeyDown={onKeyDown}
      onFocus={() => {
        clearTimeout(blur.current);
        setOpen(true);
      }}
      onBlur={() => {
        blur.current = setTimeout(() => setOpen(false), SEARCH_BLUR_CLOSE_MS);
      }}
      data-testid="help-search"
      data-ready={ready ? "1" : undefined}
    >
      <label htmlFor={`${id}-q`} className={visuallyHidden}>
        {t("help.search.label")}
      </label>
      <input
        ref={input}
        id={`${id}-q`}
        name="q"
        type="search"
        className={s.searchInput}
        value={keyword}
        maxLength={100}
        placeholder={t("help.search.placeholder")}
        autoComplete="off"
        aria-controls={panelId}
        onChange={(e) => {
          setKeyword(e.target.value);
          setOpen(true);
          ask(e.target.value);
        }}
        data-testid="help-search-input"
      />
      <button type="submit" className={s.searchButton}>
        {t("help.search.submit")}
      </button>
      <div id={panelId} ref={panel} className={shown ? s.instant : visuallyHidden} role="region" aria-label={t("help.search.suggestions")} data-testid="help-instant">
        {shown ? (
          found.list.length ? (
            <ul className={s.plainList}>
              {found.list.map((hit) => (
                <li key={`${hit.categorySlug}/${hit.slug}`}>
                  <Link to={helpHref(lang, hit.categorySlug, hit.slug)} className={s.instantItem}>
                    <Highlighted segments={hit.title} />
                    <span className={s.muted}> · {hit.categoryName}</span>
                  </Link>
                </li>
              ))}
              {found.total > found.list.length ? (
                <li>
                  <Link to={`${helpHref(lang)}?${new URLSearchParams({ q: keyword.trim() })}`} className={s.instantItem}>
                    {t("help.search.all", { count: found.total })}
                  </Link>
                </li>
              ) : null}
            </ul>
          ) : (
            <p className={s.instantNote}>{t("help.search.none")}</p>
          )
        ) : null}
      </div>
    </form>
  );
}
