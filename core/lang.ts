import { DEFAULT_LANG, LANGS, LOCALE_OF, type Lang } from "./constants";

/**
 * Language routing (every route under /cn and /en; cn the default) as pure functions, so the
 * server middleware, the switcher and the tests share one definition.
 */
export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGS as readonly string[]).includes(value);
}

export function localeOf(lang: Lang): string {
  return LOCALE_OF[lang];
}

/** Paths that are never language-redirected: the API, the staff console, operational endpoints, files. */
const PASSTHROUGH = [
  /^\/(rest|jcommon|feedback|dev|ops|assets|images|img|locales|__manifest)(\/|$)/,
  /^\/(healthz|readyz|metrics|robots\.txt|favicon\.ico|manifest\.webmanifest)$/,
  /^\/sitemap[\w-]*\.xml$/,
  /\.[a-z0-9]{2,5}$/i, // any file with an extension (public/ assets)
];

export function isPassthroughPath(pathname: string): boolean {
  return PASSTHROUGH.some((re) => re.test(pathname));
}

/** The language named by a path's first segment, if any. */
export function langOfPath(pathname: string): Lang | undefined {
  const first = pathname.split("/")[1];
  return isLang(first) ? first : undefined;
}

/**
 * The language helper pair of pages and loaders. `langOf`: the language a route's `lang` param
 * (or any value) names, else the default language — the language middleware has already sent
 * every page path to a language prefix, so the default only answers paths it lets through.
 * `langOfUrl`: the same from a request's URL (its path's first segment).
 */
export function langOf(value: unknown): Lang {
  return isLang(value) ? value : DEFAULT_LANG;
}

export function langOfUrl(url: string | URL): Lang {
  return langOf(new URL(url, "http://x").pathname.split("/")[1]);
}

/** The path without its language prefix, always starting with "/". */
export function stripLang(pathname: string): string {
  const lang = langOfPath(pathname);
  if (!lang) return pathname || "/";
  const rest = pathname.slice(lang.length + 1);
  return rest === "" ? "/" : rest;
}

/** The current language for an unprefixed path: the lang cookie, then i18n_redirected, then cn. */
export function preferredLang(cookies: Record<string, string | undefined>): Lang {
  if (isLang(cookies.lang)) return cookies.lang;
  if (isLang(cookies.i18n_redirected)) return cookies.i18n_redirected;
  return DEFAULT_LANG;
}

export type LanguageDecision =
  | { kind: "pass" }
  | { kind: "redirect"; location: string }
  | { kind: "page"; lang: Lang; setCookie: boolean };

/**
 * What to do with a request before it reaches Remix:
 * - bare /cn or /en → the same with a trailing slash;
 * - no prefix → the preferred language's prefix, query string kept;
 * - a prefix → render in that language, saving it in the cookie when it changed.
 */
export function decideLanguage(
  pathname: string,
  search: string,
  cookies: Record<string, string | undefined>,
): LanguageDecision {
  if (isPassthroughPath(pathname)) return { kind: "pass" };
  const lang = langOfPath(pathname);
  if (lang) {
    if (pathname === `/${lang}`) return { kind: "redirect", location: `/${lang}/${search}` };
    return { kind: "page", lang, setCookie: cookies.lang !== lang || cookies.i18n_redirected !== lang };
  }
  const target = preferredLang(cookies);
  const rest = pathname === "/" ? "/" : pathname;
  return { kind: "redirect", location: `/${target}${rest}${search}` };
}

/**
 * The language switch: to English puts /en in front of the current path, to
 * Chinese removes it. Our canonical Chinese prefix is /cn (every route exists under both),
 * so "removing /en" lands on the /cn path of the same page.
 */
export function switchLangPath(pathname: string, search: string, to: Lang): string {
  const rest = stripLang(pathname);
  return `/${to}${rest}${search}`;
}

/** A link inside the site for the given language: href("/user/profiles", "en") → "/en/user/profiles". */
export function localHref(path: string, lang: Lang): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  return `/${lang}${clean}`;
}

/** The language switch is hidden on paths starting with /news. */
export function showLanguageSwitch(pathname: string): boolean {
  return !stripLang(pathname).startsWith("/news");
}
