import { isRouteErrorResponse, useLocation, useMatches, useRouteError } from "@remix-run/react";
import { stripLang } from "#core/lang";

/**
 * Layout rules (which pages hide the header, its search box, its bottom line, the footer, or
 * keep their own title), declared by the routes themselves: a route module that needs the
 * chrome changed exports `handle: RouteHandle` (see `hideChrome` below), and the root layout,
 * the header and the footer read the merged handles of the matched routes through
 * `useLayout()`. A real page is never judged by the URL's text, so a school or city slug that
 * happens to contain "csp" or "introduce" keeps the normal layout. tests/unit/layout.test.ts
 * checks every rule below against every route file. A not-found page has no route of its own to
 * declare anything: there the header follows the path's text (headerByPathText).
 */
export interface LayoutHandle {
  /** false: no site header (the home root, csp, promotion/gd|bdp|country, common/introduce, common/email-activation). */
  header?: false;
  /** false: no search box in the header (the home page). */
  search?: false;
  /** false: no bottom line under the header (routes with a buildingCode param). */
  bottomLine?: false;
  /** false: no site footer (under /user, apartments listings, common/introduce, common/email-activation). */
  footer?: false;
}

export interface RouteHandle {
  /** Chrome this route (and, for a layout route, every child) hides. */
  layout?: LayoutHandle;
  /**
   * The route sets its own page title (city and school listings, apartment and room
   * detail). Every other page shows the root's default title (app/lib/seo.ts `describe`).
   * Only the deepest matched route's value counts.
   */
  keepsTitle?: true;
  /**
   * false: a visitor's copy of this page is never kept (app/lib/page-cache.server.ts). For pages
   * that show what users post (the roommate board), which moves without the catalogue stamp.
   */
  pageCache?: false;
}

/** What the root layout renders, after merging the matched routes' handles. */
export interface Layout {
  header: boolean;
  search: boolean;
  bottomLine: boolean;
  footer: boolean;
  keepsTitle: boolean;
}

type MatchLike = { handle?: unknown };

function handleOf(match: MatchLike): RouteHandle {
  const h = match.handle;
  return h && typeof h === "object" ? (h as RouteHandle) : {};
}

/**
 * Merges the handles of the matched routes, root first: a part of the chrome is shown unless
 * some matched route hides it (a layout route such as /user hides it for all its children).
 */
export function layoutOf(matches: readonly MatchLike[]): Layout {
  const layout: Layout = { header: true, search: true, bottomLine: true, footer: true, keepsTitle: false };
  for (const m of matches) {
    const rules = handleOf(m).layout ?? {};
    if (rules.header === false) layout.header = false;
    if (rules.search === false) layout.search = false;
    if (rules.bottomLine === false) layout.bottomLine = false;
    if (rules.footer === false) layout.footer = false;
  }
  const leaf = matches.length ? matches[matches.length - 1] : undefined;
  layout.keepsTitle = leaf ? handleOf(leaf).keepsTitle === true : false;
  return layout;
}

/** Texts whose presence in a path hides the header of a page no route claims. */
const HEADERLESS_TEXTS = ["csp", "promotion/gd", "promotion/bdp", "promotion/country", "common/introduce", "common/email-activation"];

/**
 * The header rule by the path's text (the path without its language prefix): no header on the
 * home root and on paths containing csp, promotion/gd, promotion/bdp, promotion/country,
 * common/introduce or common/email-activation.
 */
export function headerByPathText(path: string): boolean {
  if (path === "/" || path === "") return false;
  return !HEADERLESS_TEXTS.some((text) => path.includes(text));
}

/**
 * The layout of a page: the matched routes' handles; on a not-found page (a 404 no route
 * answers with a page of its own) the header follows the path's text instead.
 */
export function layoutFor(matches: readonly MatchLike[], notFoundPath: string | null): Layout {
  const layout = layoutOf(matches);
  if (notFoundPath !== null) layout.header = headerByPathText(notFoundPath);
  return layout;
}

/** The layout of the current page (also inside the root ErrorBoundary: the matches are kept). */
export function useLayout(): Layout {
  const matches = useMatches();
  const error = useRouteError();
  const { pathname } = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return layoutFor(matches, notFound ? stripLang(pathname) : null);
}
