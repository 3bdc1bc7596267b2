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
 * `RemixServer` calls `createServerRoutes` through the CommonJS exports of Remix's routes module
 * at render time, so the function on those exports is replaced once, at the server entry's load.
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
    return routes;
  };
}

let installed = false;

/** Replaces the `createServerRoutes` export of Remix's routes module (once per process). */
export function installKeptServerRoutes(): void {
  if (installed) return;
  installed = true;
  const routes = createRequire(import.meta.url)("@remix-run/react/dist/routes.js") as { createServerRoutes: CreateServerRoutes };
  routes.createServerRoutes = keptServerRoutes(routes.createServerRoutes);
}
