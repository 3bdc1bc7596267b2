import { useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "~/lib/translate";
import { SEARCH_BLUR_CLOSE_MS, SEARCH_DEBOUNCE_MS } from "#core/constants";
import { localHref } from "#core/lang";
import { useLang } from "~/lib/root-data";
import { displayNames, displayPlace, highlightParts, inLanguage, searchTarget, toSearchItem, type SearchItem } from "~/lib/search";
import { readHistory, rememberSearch } from "~/lib/search-history";
import * as s from "./SearchBox.css";
import { DemoMark } from "../trust/DemoMark";

/**
 * The header's search box: a GET form to /{lang}/search that works without
 * JavaScript; once hydrated, typing asks /{lang}/search.json (debounced 300 ms) and shows the
 * results with the matches highlighted. Up/down move, enter opens the active result (or the
 * first) — typed before the suggestions arrive, it waits for the answer to what is typed and
 * opens its first result; the results page stays for the explicit "search" button (and for
 * Enter without JavaScript) — blur closes after 200 ms, an empty input closes the list. Opened
 * results are kept in the browser's history list (searchHistoryArr).
 */
export interface SearchBoxProps {
  defaultValue?: string;
  countryId?: number;
  cityId?: number;
  variant?: "header" | "hero";
}

type Panel = "closed" | "results" | "empty" | "history";

export function SearchBox({ defaultValue = "", countryId, cityId, variant = "header" }: SearchBoxProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-list`;
  const [keyword, setKeyword] = useState(defaultValue);
  const [results, setResults] = useState<SearchItem[]>([]);
  const [history, setHistory] = useState<SearchItem[]>([]);
  const [panel, setPanel] = useState<Panel>("closed");
  const [active, setActive] = useState(-1);
  const [searched, setSearched] = useState("");
  const debounce = useRef<ReturnType<typeof setTimeout>>();
  const blur = useRef<ReturnType<typeof setTimeout>>();
  const request = useRef<AbortController>();
  /** The search on its way, for Enter to wait on: its keyword and its answer (null if superseded). */
  const pending = useRef<{ value: string; answer: Promise<SearchItem[] | null> }>();
  const typed = useRef(defaultValue);
  typed.current = keyword;
  const [ready, setReady] = useState(false);

  useEffect(() => setKeyword(defaultValue), [defaultValue]);
  useEffect(() => setReady(true), []);
  useEffect(
    () => () => {
      clearTimeout(debounce.current);
      clearTimeout(blur.current);
      request.current?.abort();
    },
    [],
  );

  const shown = panel === "history" ? history : panel === "results" ? results : [];
  /**
   * What Enter may open at once: the list only when it answers what is typed now — history
   * while the box is empty, results for the current keyword. Otherwise (typed within the
   * debounce, or a search still on its way) Enter waits for the answer to what is typed.
   */
  const current = (panel === "history" && !keyword.trim()) || (panel === "results" && searched === keyword.trim());

  function search(value: string): Promise<SearchItem[] | null> {
    const answer = runSearch(value);
    pending.current = { value, answer };
    return answer;
  }

  async function runSearch(value: string): Promise<SearchItem[] | null> {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    const params = new URLSearchParams({ keyword: value });
    if (countryId) params.set("countryId", String(countryId));
    if (cityId) params.set("cityId", String(cityId));
    let list: SearchItem[];
    try {
      const response = await fetch(`${localHref("/search.json", lang)}?${params}`, { signal: controller.signal, headers: { Accept: "application/json" } });
      const body = (await response.json()) as { list?: unknown[] };
      list = (body.list ?? []).map(toSearchItem).filter((x): x is SearchItem => !!x);
    } catch (error) {
      if ((error as Error).name === "AbortError") return null;
      list = []; // A search failure is silent and empties the results
    }
    setResults(list);
    setSearched(value);
    setActive(-1);
    setPanel(list.length ? "results" : "empty");
    return list;
  }

  /** Enter before the suggestions for the typed text arrived: their first result, once they do. */
  async function openWhenAnswered(value: string) {
    clearTimeout(debounce.current);
    const answer = pending.current?.value === value ? pending.current.answer : search(value);
    const list = await answer;
    // Superseded, or typed on meanwhile: the newer text has its own answer.
    if (!list || typed.current.trim() !== value) return;
    if (list.length) open(list[0]);
  }

  function onChange(value: string) {
    setKeyword(value);
    clearTimeout(debounce.current);
    if (!value.trim()) {
      request.current?.abort();
      setResults([]);
      setPanel("closed");
      return;
    }
    // The history answers an empty box only: typing hides it until results for the text arrive.
    if (panel === "history") {
      setPanel("closed");
      setActive(-1);
    }
    debounce.current = setTimeout(() => void search(value.trim()), SEARCH_DEBOUNCE_MS);
  }

  function onFocus() {
    clearTimeout(blur.current);
    if (!keyword.trim()) {
      const h = readHistory(window.localStorage).map((item) => inLanguage(lang, item));
      setHistory(h);
      setActive(-1);
      setPanel(h.length ? "history" : "closed");
    } else if (results.length && searched === keyword.trim()) {
      setPanel("results");
    }
  }

  function onBlur() {
    clearTimeout(blur.current);
    blur.current = setTimeout(() => setPanel("closed"), SEARCH_BLUR_CLOSE_MS);
  }

  function open(item: SearchItem) {
    // Kept with the language its names are in, so a page of the other language shows its own.
    setHistory(rememberSearch(window.localStorage, { ...item, lang: item.lang ?? lang }).map((h) => inLanguage(lang, h)));
    setPanel("closed");
    navigate(searchTarget(lang, item));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!shown.length) return;
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (i + step + shown.length) % shown.length);
    } else if (event.key === "Enter") {
      const value = keyword.trim();
      if (current && shown.length) {
        event.preventDefault();
        open(shown[active >= 0 && active < shown.length ? active : 0]);
      } else if (value && !current) {
        event.preventDefault();
        void openWhenAnswered(value);
      }
    } else if (event.key === "Escape") {
      setPanel("closed");
    }
  }

  const expanded = panel !== "closed";
  const optionId = (i: number) => `${id}-opt-${i}`;
  const hero = variant === "hero";

  return (
    <form method="get" action={localHref("/search", lang)} role="search" className={hero ? s.heroForm : s.form} data-testid="search-box" data-ready={ready ? "" : undefined}>
      <label htmlFor={`${id}-input`} className={s.hidden}>
        {t("search.label")}
      </label>
      <input
        id={`${id}-input`}
        name="keyword"
        type="search"
        className={hero ? s.heroInput : s.input}
        value={keyword}
        onChange={(e) => onChange(e.target.value)}
        onFocus={onFocus}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
        placeholder={t("search.placeholder")}
        autoComplete="off"
        maxLength={50}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={shown.length ? listId : undefined}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        data-testid="search-input"
      />
      <button type="submit" className={hero ? s.heroButton : s.button}>
        {t("search.submit")}
      </button>
      <div className={s.dropdown} hidden={!expanded} data-testid="search-dropdown">
        {panel === "history" ? <p className={s.caption}>{t("discovery.search.history")}</p> : null}
        {panel === "empty" ? (
          <p className={s.empty} role="status" data-testid="search-empty">
            {t("empty_results_tip")}
          </p>
        ) : null}
        {shown.length ? (
        <div id={listId} role="listbox" aria-label={t("discovery.search.listLabel")} className={s.list}>
          {shown.map((item, i) => (
            <a
              key={`${item.type}-${item.id}`}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              tabIndex={-1}
              href={searchTarget(lang, item)}
              className={i === active ? s.optionActive : s.option}
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setActive(i)}
              onClick={(e) => {
                if (e.metaKey || e.ctrlKey || e.shiftKey) return;
                e.preventDefault();
                open(item);
              }}
              data-testid="search-option"
            >
              <SearchItemBody item={item} keyword={panel === "history" ? "" : searched} />
            </a>
          ))}
        </div>
        ) : null}
      </div>
    </form>
  );
}

export function SearchItemBody({ item, keyword }: { item: SearchItem; keyword: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const names = displayNames(lang, item);
  const place = displayPlace(item);
  return (
    <>
      <span className={s.kind} data-kind={item.type}>
        {t(`discovery.search.kinds.${item.type}`)}
      </span>
      <span className={s.names}>
        <span className={s.name}>
          {names.alias ? (
            <>
              <span className={s.alias} data-testid="search-alias">
                <Highlight text={names.alias} keyword={keyword} />
              </span>
              <span aria-hidden="true"> · </span>
            </>
          ) : null}
          <span data-testid="search-name">
            <Highlight text={names.name} keyword={keyword} />
          </span>
          {item.demo ? <DemoMark /> : null}
        </span>
        {names.other ? (
          <span className={s.enName} lang={lang === "en" ? "zh-Hans" : "en"} data-testid="search-other-name">
            <Highlight text={names.other} keyword={keyword} />
          </span>
        ) : null}
      </span>
      <span className={s.meta}>
        {place ? <span data-testid="search-place">{place}</span> : null}
        {item.type !== "house" && item.houseNum > 0 ? <span>{t("discovery.search.houseNum", { count: item.houseNum })}</span> : null}
      </span>
    </>
  );
}

export function Highlight({ text, keyword }: { text: string; keyword: string }) {
  return (
    <>
      {highlightParts(text, keyword).map((p, i) =>
        p.match ? (
          <mark key={i} className={s.mark}>
            {p.text}
          </mark>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </>
  );
}
