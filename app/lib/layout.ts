import { stripLang } from "./lang";

/**
 * Layout rules of spec §2, as pure functions of the path (without its language prefix) and
 * the route params. The root layout asks these; nothing else decides visibility.
 */
const HEADER_HIDDEN_FRAGMENTS = [
  "csp",
  "promotion/gd",
  "promotion/bdp",
  "promotion/country",
  "common/introduce",
  "common/email-activation",
];
const FOOTER_HIDDEN_FRAGMENTS = ["common/introduce", "common/email-activation"];

function isHome(path: string) {
  return path === "/" || path === "";
}

export function showHeader(pathname: string): boolean {
  const path = stripLang(pathname);
  if (isHome(path)) return false;
  return !HEADER_HIDDEN_FRAGMENTS.some((f) => path.includes(f));
}

export function showHeaderSearch(pathname: string): boolean {
  return !isHome(stripLang(pathname));
}

export function showHeaderBottomLine(params: Record<string, string | undefined>): boolean {
  return !params.buildingCode;
}

/** Any apartments listing: {country}/apartments, {country}/{city}/apartments, …/{school}/apartments. */
export function isApartmentsListing(pathname: string): boolean {
  const segments = stripLang(pathname).split("/").filter(Boolean);
  const i = segments.indexOf("apartments");
  return i >= 1 && i <= 3 && !["apartment", "user", "common", "promotion"].includes(segments[0]);
}

export function showFooter(pathname: string): boolean {
  const path = stripLang(pathname);
  if (path === "/user" || path.startsWith("/user/")) return false;
  if (isApartmentsListing(pathname)) return false;
  return !FOOTER_HIDDEN_FRAGMENTS.some((f) => path.includes(f));
}

/**
 * Routes that keep their own page title: city and school listings, apartment and room detail.
 * Every other navigation resets the title to the site's default.
 */
export const OWN_TITLE_ROUTES = new Set([
  "routes/$lang.$country_.$city_.apartments.$",
  "routes/$lang.$country_.$city_.$school_.apartments.$",
  "routes/$lang.apartment.($buildingCode)",
  "routes/$lang.apartment_.$buildingCode.room.($roomCode)",
]);

export function keepsOwnTitle(routeId: string): boolean {
  return OWN_TITLE_ROUTES.has(routeId);
}
