import { LANGS } from "#core/constants";

/**
 * The site's one rule for where a `redirectTo` (or `back`, `returnTo`) may send the browser
 *: a path on this site under a language prefix (`/cn/…`, `/en/…`), judged
 * after normalising it the way a browser will — dot segments resolved, backslashes read as
 * slashes, percent-encoded dots decoded — so `/cn/../..//evil.example`, `/\evil.example` and
 * `/cn/%2e%2e/%2e%2e//evil.example` are all refused. Control characters (a line break in a
 * header is a 500 or a header injection), schemes, other hosts and anything longer than 2,000
 * characters are refused too. A refusal answers `fallback`; an accepted path comes back
 * normalised (path and query; a fragment is dropped).
 */
const BASE = "http://same-site.invalid";
const MAX_LENGTH = 2000;

export function safeRedirect(value: FormDataEntryValue | string | null | undefined, fallback: string): string {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || url.username || url.password) return fallback;
  const path = url.pathname;
  // After normalising: still one leading slash, and under a language prefix.
  if (path.startsWith("//") || path.includes("\\")) return fallback;
  if (!LANGS.some((lang) => path === `/${lang}` || path.startsWith(`/${lang}/`))) return fallback;
  return path + url.search;
}

/** A same-site path in the page's language, else that language's home page. */
export function safeBack(value: FormDataEntryValue | string | null | undefined, lang: string): string {
  return safeRedirect(value, `/${lang}/`);
}
