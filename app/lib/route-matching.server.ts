import { createRequire } from "node:module";
import type { AgnosticRouteMatch, AgnosticRouteObject, Params } from "@remix-run/router";

/**
 * Route matching answered once per route table and path, not once per call.
 *
 * Why: React Router's `matchRoutes` flattens and ranks the whole route table (about 130 routes)
 * and builds a regular expression per branch it tries, on every call; one render calls it for
 * the page's path several times (Remix's request handler, the static router's `useRoutes`) and
 * once more for every parent path of the URL (Remix's lazy route discovery, which puts the
 * routes a page may need into its manifest). Under load that was 8–17% of a rendered page's CPU
 * (docs/decisions/032-render-cost.md). The answer depends only on the route table and the
 * path, so it is kept: by a signature of the table (ids, paths, index and case flags, which the
 * server's and each render's route objects share) and the path after the basename, bounded,
 * least recently used out.
 *
 * The callers reach `matchRoutes` through the CommonJS exports of @remix-run/router at call
 * time (server-runtime's routeMatching, react-router's useRoutes, Remix's fog-of-war), so the
 * function on those exports is replaced once, at the server entry's load. The router's own
 * internal call, in the static handler's `query` (every document's loaders), cannot be reached
 * that way and was still 4–6% of a page's CPU: that handler is given, per matched chain of
 * routes, a handler of that chain alone (`prunedStaticHandler`), whose own matching tries a
 * few branches instead of the whole table.
 */

type Match = AgnosticRouteMatch<string, AgnosticRouteObject>;
type MatchRoutes = (routes: AgnosticRouteObject[], location: string | { pathname?: string }, basename?: string) => Match[] | null;
interface Kept {
  id: string;
  params: Params;
  pathname: string;
  pathnameBase: string;
}

const MAX_ENTRIES = 4096;

interface Table {
  /** A short number per signature: the kept answers' keys are built from it on every call. */
  signature: number;
  byId: Map<string, AgnosticRouteObject>;
}
const tables = new WeakMap<AgnosticRouteObject[], Table | null>();
const signatures = new Map<string, number>();

/** The table's signature and its routes by id; null when a route has no id (then nothing is kept). */
function tableOf(routes: AgnosticRouteObject[]): Table | null {
  let table = tables.get(routes);
  if (table !== undefined) return table;
  const byId = new Map<string, AgnosticRouteObject>();
  const parts: string[] = [];
  let complete = true;
  const walk = (list: AgnosticRouteObject[]) => {
    parts.push("[");
    for (const route of list) {
      if (typeof route.id !== "string") complete = false;
      else byId.set(route.id, route);
      parts.push(`${route.id}\u0001${route.path ?? ""}\u0001${route.index ? 1 : 0}${route.caseSensitive ? 1 : 0}`);
      if (route.children?.length) walk(route.children);
    }
    parts.push("]");
  };
  walk(routes);
  const signature = parts.join("\u0002");
  if (complete && !signatures.has(signature)) signatures.set(signature, signatures.size);
  table = complete ? { signature: signatures.get(signature)!, byId } : null;
  tables.set(routes, table);
  return table;
}

function pathnameOf(location: string | { pathname?: string }): string {
  if (typeof location !== "string") return location.pathname || "/";
  const end = location.search(/[?#]/);
  return (end < 0 ? location : location.slice(0, end)) || "/";
}

/** A matcher that keeps `original`'s answers (exported for its test). */
export function keptMatcher(original: MatchRoutes): MatchRoutes & { size(): number } {
  const kept = new Map<string, Kept[] | null>();
  const matcher = (routes: AgnosticRouteObject[], location: string | { pathname?: string }, basename = "/") => {
    const table = tableOf(routes);
    if (!table) return original(routes, location, basename);
    const key = `${table.signature}\u0003${basename}\u0003${pathnameOf(location)}`;
    let answer = kept.get(key);
    if (answer === undefined) {
      const matches = original(routes, location, basename);
      answer = matches ? matches.map((m) => ({ id: m.route.id!, params: m.params, pathname: m.pathname, pathnameBase: m.pathnameBase })) : null;
      if (kept.size >= MAX_ENTRIES) kept.delete(kept.keys().next().value!);
    } else {
      kept.delete(key); // most recently used last
    }
    kept.set(key, answer);
    // Fresh objects for every caller, holding this table's route objects.
    return answer ? answer.map((m) => ({ route: table.byId.get(m.id)!, params: { ...m.params }, pathname: m.pathname, pathnameBase: m.pathnameBase })) : null;
  };
  return Object.assign(matcher, { size: () => kept.size });
}

interface StaticHandler {
  dataRoutes: AgnosticRouteObject[];
  query(request: Request, options?: unknown): Promise<unknown>;
}
type CreateStaticHandler = (routes: AgnosticRouteObject[], options?: { basename?: string }) => StaticHandler;

/** The methods `query` answers itself (others get its 405 from the whole table). */
const QUERY_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]);
/** Distinct chains of matched routes kept (a site has about as many as it has pages' routes). */
const MAX_CHAINS = 1024;

/**
 * A static handler whose `query` runs on the chain of routes the kept matcher found for the
 * request's path: a tree of copies of those routes only (each with its one matched child), made
 * into a handler once per chain. Its matches, params, loaders and errors are the whole table's,
 * since the chain is a branch of that table and the best branch of the table wins in it too; a
 * path nothing matches, and a method `query` refuses, go to the whole table (exported for its test).
 */
export function prunedStaticHandler(original: CreateStaticHandler, match: MatchRoutes): CreateStaticHandler {
  return (routes, options) => {
    const handler = original(routes, options);
    const basename = options?.basename ?? "/";
    const chains = new Map<string, StaticHandler>();
    const query = (request: Request, queryOptions?: unknown) => {
      if (!QUERY_METHODS.has(request.method.toUpperCase())) return handler.query(request, queryOptions);
      const matches = match(handler.dataRoutes, new URL(request.url).pathname, basename);
      if (!matches) return handler.query(request, queryOptions);
      const key = matches.map((m) => m.route.id).join("\u0000");
      let chain = chains.get(key);
      if (!chain) {
        const top = matches.reduceRight<AgnosticRouteObject | undefined>((child, m) => ({ ...m.route, children: child ? [child] : undefined }) as AgnosticRouteObject, undefined)!;
        chain = original([top], options);
        if (chains.size >= MAX_CHAINS) chains.clear();
        chains.set(key, chain);
      }
      return chain.query(request, queryOptions);
    };
    return { ...handler, query };
  };
}

let installed = false;

/**
 * Replaces @remix-run/router's exported matchRoutes with the kept one, and its exported
 * createStaticHandler (Remix's request handler makes one per build) with the pruned one (once
 * per process).
 */
export function installKeptRouteMatching(): void {
  if (installed) return;
  installed = true;
  const router = createRequire(import.meta.url)("@remix-run/router") as { matchRoutes: MatchRoutes; createStaticHandler: CreateStaticHandler };
  router.matchRoutes = keptMatcher(router.matchRoutes);
  router.createStaticHandler = prunedStaticHandler(router.createStaticHandler, router.matchRoutes);
}
