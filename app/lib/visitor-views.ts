import { addView, parseStoredViews, storedViews, VISITOR_VIEWS_KEY, type View } from "#core/viewed-history";

/**
 * A visitor's history, kept in the browser (localStorage) until they log in: the apartment and
 * room pages add to it, and the first page after a login sends it to My history and clears it.
 * Storage that is blocked or full loses nothing else: the history is a convenience.
 */
type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function readVisitorViews(storage: Store | undefined): View[] {
  try {
    return parseStoredViews(storage?.getItem(VISITOR_VIEWS_KEY));
  } catch {
    return [];
  }
}

export function rememberVisitorView(storage: Store | undefined, code: string, at: number): void {
  try {
    storage?.setItem(VISITOR_VIEWS_KEY, storedViews(addView(readVisitorViews(storage), { code, at })));
  } catch {
    // blocked or full
  }
}

export function clearVisitorViews(storage: Store | undefined): void {
  try {
    storage?.removeItem(VISITOR_VIEWS_KEY);
  } catch {
    // blocked
  }
}
