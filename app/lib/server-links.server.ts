import { createElement, Fragment, useContext, type ForwardRefRenderFunction, type ReactElement } from "react";
import { Link } from "@remix-run/react";
// Remix does not re-export it; the same react-router-dom module Remix renders with.
import { UNSAFE_NavigationContext } from "react-router-dom";

/**
 * Remix's `<Link>` rendered on the server without React Router's client machinery.
 *
 * Why: a page renders 30–140 links (the header and footer alone hold about 45), and each one ran
 * two forwardRef components and a dozen hooks on the server — Remix's wrapper (`useHref`, the
 * prefetch behaviour's state, refs and effects, five composed handlers) and React Router's link
 * (`useHref` again, `useResolvedPath`, `useLinkClickHandler` with `useNavigate` and its
 * callbacks) — through the production UMD build's namespace getters, only to print
 * `<a … data-discover="true" href="…">`. That was 5% of a home or listing page's CPU and 16% of an
 * apartment page's (140 links; docs/decisions/032-render-cost.md). On the server none of the
 * hooks has an effect: no handler is serialised, no effect runs, and prefetching never starts
 * before hydration.
 *
 * So, for the common case — a path from the site's root (`to` a string starting with one `/`)
 * under the basename `/` — the server prints the same element Remix and React Router print:
 * the caller's props in their order (less the link's own options), `data-discover`, `href`,
 * `target`, inside the same fragment with the same empty second child, so the HTML and the tree
 * the browser hydrates are the same (tests/unit/server-links.test.tsx compares both renders
 * over every kind of link the site uses). Anything else (relative paths, objects, absolute URLs,
 * a basename, a `to` ending in a bare `?` or `#`, which React Router trims) goes to Remix's own
 * render. The browser's bundle is untouched: this replaces the render function of the server's
 * copy of `Link` only, once, at the server entry's load.
 */

/** The props React Router's link takes for itself (react-router-dom's Link): never attributes. */
const OWN = new Set(["onClick", "relative", "reloadDocument", "replace", "state", "target", "preventScrollReset", "viewTransition", "prefetch", "discover", "to"]);

interface LinkProps {
  to?: unknown;
  prefetch?: string;
  discover?: string;
  reloadDocument?: boolean;
  target?: string;
  href?: unknown;
  [prop: string]: unknown;
}

/**
 * A string path from the root that React Router would print unchanged: not protocol-relative
 * (`//host`, an absolute URL to it), and without the bare `?` or `#` it drops.
 */
export function printsAsIs(to: unknown): to is string {
  return (
    typeof to === "string" &&
    to.charCodeAt(0) === 47 &&
    to.charCodeAt(1) !== 47 &&
    to.charCodeAt(1) !== 92 &&
    !to.endsWith("?") &&
    !to.endsWith("#") &&
    !to.includes("?#")
  );
}

/** What Remix's Link, then React Router's, render on the server for such a path. */
function fastLink(props: LinkProps): ReactElement {
  const attributes: Record<string, unknown> = {};
  for (const key in props) if (!OWN.has(key)) attributes[key] = props[key];
  // Remix's wrapper: discover="render" (the default) marks the link for lazy route discovery,
  // unless the link reloads the document.
  const discover = props.discover ?? "render";
  if (discover === "render" && !props.reloadDocument) attributes["data-discover"] = "true";
  attributes.href = props.to;
  attributes.target = props.target;
  // The same fragment and second child (the prefetch links, never rendered on the server).
  return createElement(Fragment, null, createElement("a", attributes), null);
}

type Render = ForwardRefRenderFunction<HTMLAnchorElement, LinkProps>;

let installed = false;

/** Replace the server's Link render with the fast one (idempotent). */
export function installServerLinks(): void {
  if (installed) return;
  installed = true;
  // A forwardRef component is `{ $$typeof, render }`; React calls `render` at each render, so
  // replacing it reaches every `<Link>` of the server's copy. The type does not show `render`.
  const link = Link as unknown as { render: Render };
  link.render = serverLinkRender(link.render);
}

/** The fast render in front of `original`, which keeps every case the fast one does not print. */
export function serverLinkRender(original: Render): Render {
  const ServerLink: Render = (props, ref) => {
    // The basename is part of every href; the site has none, a deployment under a path would.
    const { basename } = useContext(UNSAFE_NavigationContext);
    if (basename !== "/" || !printsAsIs(props.to) || props.href !== undefined) return original(props, ref);
    return fastLink(props);
  };
  return ServerLink;
}
