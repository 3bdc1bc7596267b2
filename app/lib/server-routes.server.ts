import { createRequire } from "node:module";

/**
 * Remix's server route objects made once per build, not once per render.
 *
 * Why: `RemixServer` builds the route tree React Router renders (about 130 routes, each with its
 * component, error boundary and a no-op loader) from the build's manifest on every render:
 * 2–3% of a rendered page's CPU (docs/decisions/032-render-cost.md). The tree depends only on
 * the manifest, the route modules and the SPA flag, and nothing mutates it (the static router
 * copies every route into its own data routes), so it is kept while those are the same objects:
 * a new build (Vite's reloads in development) brings a new manifest or new modules and a new tree.
 *
 * The static router then converted that tree into React Router's data routes on every render
 * (2–3% more): for a kept tree, which never changes, that conversion is kept with it.
 *
 * `RemixServer` calls `createServerRoutes`, and the static router `convertRoutesToDataRoutes`,
 * through the CommonJS exports of their modules at render time, so those two functions are
 * replaced once, at the server entry's load.
 */
type RouteModules = Record<string, unknown>;
type CreateServerRoutes = (manifest: Record<string, unknown>, routeModules: RouteModules, future: unknown, isSpaMode: boolean, ...rest: unknown[]) => unknown[];

interface Kept {
  routeModules: RouteModules;
  isSpaMode: boolean;
  routes: unknown[];
}

/** The same modules under the same ids (RemixServer's context makes a new record per request). */
function sameModules(a: RouteModules, b: RouteModules): boolean {
  if (a === b) return true;
  const ids = Object.keys(a);
  if (ids.length !== Object.keys(b).length) return false;
  for (const id of ids) if (a[id] !== b[id]) return false;
  return true;
}

/** The trees `keptServerRoutes` handed out: the same array on every render, never changed. */
const keptTrees = new WeakSet<object>();

/** A `createServerRoutes` that keeps `original`'s tree per manifest (exported for its test). */
export function keptServerRoutes(original: CreateServerRoutes): CreateServerRoutes {
  const kept = new WeakMap<object, Kept>();
  return (manifest, routeModules, future, isSpaMode, ...rest) => {
    // Only the top-level call (Remix recurses through its own binding, with a parent id).
    if (rest.length > 0) return original(manifest, routeModules, future, isSpaMode, ...rest);
    const found = kept.get(manifest);
    if (found && found.isSpaMode === isSpaMode && sameModules(found.routeModules, routeModules)) return found.routes;
    const routes = original(manifest, routeModules, future, isSpaMode);
    kept.set(manifest, { routeModules: { ...routeModules }, isSpaMode, routes });
    keptTrees.add(routes);
    return routes;
  };
}

type ConvertRoutes = (routes: unknown[], mapRouteProperties: unknown, parentPath?: string[], manifest?: Record<string, unknown>) => unknown[];

/**
 * A `convertRoutesToDataRoutes` that converts a kept tree once per way of mapping its routes'
 * properties, and fills the caller's empty manifest (routes by id) from the kept one; any other
 * call is `original`'s (exported for its test).
 */
export function keptDataRoutes(original: ConvertRoutes): ConvertRoutes {
  const kept = new WeakMap<object, { mapRouteProperties: unknown; routes: unknown[]; manifest: Record<string, unknown> }>();
  return (routes, mapRouteProperties, parentPath, manifest) => {
    if (!keptTrees.has(routes) || parentPath !== undefined || (manifest && Object.keys(manifest).length > 0)) return original(routes, mapRouteProperties, parentPath, manifest);
    let found = kept.get(routes);
    if (!found || found.mapRouteProperties !== mapRouteProperties) {
      const made: Record<string, unknown> = {};
      found = { mapRouteProperties, routes: original(routes, mapRouteProperties, undefined, made), manifest: made };
      kept.set(routes, found);
    }
    if (manifest) Object.assign(manifest, found.manifest);
    return found.routes;
  };
}

let installed = false;

/**
 * Replaces the `createServerRoutes` export of Remix's routes module and the
 * `UNSAFE_convertRoutesToDataRoutes` export of @remix-run/router (once per process).
 */
export function installKeptServerRoutes(): void {
  if (installed) return;
  installed = true;
  const load = createRequire(import.meta.url);
  const routes = load("@remix-run/react/dist/routes.js") as { createServerRoutes: CreateServerRoutes };
  routes.createServerRoutes = keptServerRoutes(routes.createServerRoutes);
  const router = load("@remix-run/router") as { UNSAFE_convertRoutesToDataRoutes: ConvertRoutes };
  router.UNSAFE_convertRoutesToDataRoutes = keptDataRoutes(router.UNSAFE_convertRoutesToDataRoutes);
}
