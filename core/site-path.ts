/**
 * A path of this site as a link target written by staff (help centre answers): one leading
 * `/`, no language prefix (the page adds /cn or /en), no `.` or `..` segment, only URL-safe
 * characters, an optional query and fragment. No scheme, no host, nothing a browser could run.
 * The API refuses anything else when staff save; the page checks again before making a link.
 */
const MAX_LENGTH = 200;

export function isSitePath(href: unknown): href is string {
  if (typeof href !== "string" || href.length === 0 || href.length > MAX_LENGTH) return false;
  if (!/^\/(?![/\\])[A-Za-z0-9\-._~/]*(\?[A-Za-z0-9\-._~=&%]*)?(#[A-Za-z0-9\-_]*)?$/.test(href)) return false;
  const path = href.split(/[?#]/)[0];
  if (path.split("/").some((seg) => seg === ".." || seg === ".")) return false;
  return !/^\/(cn|en)(\/|$)/.test(path);
}
