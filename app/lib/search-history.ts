import { SEARCH_HISTORY_KEY, SEARCH_HISTORY_MAX } from "#core/constants";
import { toSearchItem, type SearchItem } from "./search";

/**
 * Search history: kept in the browser under `searchHistoryArr`, newest first,
 * at most 3 entries (the oldest is dropped when a 4th arrives), no two of the same type and id.
 */
export function addToHistory(history: readonly SearchItem[], item: SearchItem): SearchItem[] {
  const rest = history.filter((h) => !(h.type === item.type && h.id === item.id));
  return [item, ...rest].slice(0, SEARCH_HISTORY_MAX);
}

/** Reads stored JSON leniently: anything malformed counts as no history. */
export function parseHistory(json: string | null | undefined): SearchItem[] {
  if (!json) return [];
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  let out: SearchItem[] = [];
  for (const raw of value.slice().reverse()) {
    const item = toSearchItem(raw);
    if (item) out = addToHistory(out, item);
  }
  return out;
}

export function readHistory(storage: Pick<Storage, "getItem"> | undefined): SearchItem[] {
  try {
    return parseHistory(storage?.getItem(SEARCH_HISTORY_KEY));
  } catch {
    return []; // storage blocked (privacy mode)
  }
}

export function rememberSearch(storage: Pick<Storage, "getItem" | "setItem"> | undefined, item: SearchItem): SearchItem[] {
  const next = addToHistory(readHistory(storage), item);
  try {
    storage?.setItem(SEARCH_HISTORY_KEY, JSON.stringify(next));
  } catch {
    // storage full or blocked: history is a convenience
  }
  return next;
}
