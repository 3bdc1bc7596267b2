/**
 * My history's shared rules: how many items a student's history keeps, and the form a visitor's
 * views travel in from the browser (where the apartment and room pages keep them) to the API at
 * login: `code@epochMs` items joined by commas, newest first, e.g.
 * `m24ckf6e@1767225600000,m24ckf6e-02@1767225500000` (an apartment, then one of its rooms).
 */
export const HISTORY_MAX = 100;
/** localStorage key of a visitor's views: JSON `[{ c: code, t: epochMs }]`, newest first. */
export const VISITOR_VIEWS_KEY = "viewedHistory";

export interface View {
  /** A building code, or a room code (`<building code>-NN`). */
  code: string;
  /** When it was viewed (epoch ms). */
  at: number;
}

/** Building codes and room codes, as zCode (core/contract/zod.ts) accepts them. */
const CODE_RE = /^[a-z0-9]{1,30}(-[a-z0-9]{1,9})?$/;
const ITEM_RE = /^([a-z0-9]{1,30}(?:-[a-z0-9]{1,9})?)@(\d{10,13})$/;
/** Longest encoded list: HISTORY_MAX items of at most 54 characters and their commas. */
export const VIEWS_FIELD_MAX = HISTORY_MAX * 55;

export const isViewCode = (code: unknown): code is string => typeof code === "string" && CODE_RE.test(code);

/** Newest first, one entry per code, at most HISTORY_MAX: what a visitor's browser keeps. */
export function addView(views: readonly View[], view: View): View[] {
  return [view, ...views.filter((v) => v.code !== view.code)].slice(0, HISTORY_MAX);
}

export function encodeViews(views: readonly View[]): string {
  return views
    .slice(0, HISTORY_MAX)
    .map((v) => `${v.code}@${Math.trunc(v.at)}`)
    .join(",");
}

/** The encoded list back as views; null when any item is malformed or there are too many. */
export function decodeViews(text: string): View[] | null {
  if (!text) return [];
  const parts = text.split(",");
  if (parts.length > HISTORY_MAX) return null;
  const out: View[] = [];
  for (const part of parts) {
    const m = ITEM_RE.exec(part.trim());
    if (!m) return null;
    out.push({ code: m[1], at: Number(m[2]) });
  }
  return out;
}

/** A stored JSON list read leniently: malformed entries are dropped, never thrown. */
export function parseStoredViews(json: string | null | undefined): View[] {
  if (!json) return [];
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const out: View[] = [];
  for (const raw of value) {
    const item = raw as { c?: unknown; t?: unknown } | null;
    if (item && isViewCode(item.c) && typeof item.t === "number" && Number.isFinite(item.t) && item.t > 0 && !out.some((v) => v.code === item.c)) {
      out.push({ code: item.c, at: item.t });
    }
  }
  return out.slice(0, HISTORY_MAX);
}

export const storedViews = (views: readonly View[]) => JSON.stringify(views.map((v) => ({ c: v.code, t: v.at })));
