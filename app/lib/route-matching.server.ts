import { createRequire } from "node:module";
import type { AgnosticRouteMatch, AgnosticRouteObject } from "@remix-run/router";

/**
 * Route matching answered once per route table and path shape, not once per call.
 *
 * Why: React Router's `matchRoutes` flattens and ranks the whole route table (about 130 routes)
 * and builds a regular expression per branch it tries, on every call; one render calls it for
 * the page's path several times (Remix's request handler, the static router's `useRoutes`) and
 * once more for every parent path of the URL (Remix's lazy route discovery, which puts the
 * routes a page may need into its manifest). Under load that was 8–17% of a rendered page's CPU
 * (docs/decisions/032-render-cost.md).
 *
 * Which branch of the table matches depends only on the table and on the path's shape: a
 * segment that is none of the table's static segments can only be matched by a dynamic or splat
 * one, whatever its text, so `/cn/apartment/abc` and `/en/apartment/xyz` are matched by the same
 * routes. The routes a shape matched are kept, by a signature of the table (ids, paths, index and
 * case flags, which the server's and each render's route objects share) and the shape, bounded,
 * least recently used out; a path of a known shape is then matched on that one chain of routes
 * (a few regular expressions instead of the table), which gives its params and pathnames. Keyed
 * by the whole path instead, the pages a visitor opens for the first time (a third of real
 * traffic, and every parent path of each) all missed: 6–7% of the realistic mix's CPU (ADR 036).
 * A path with a percent sign (matched after decoding) or under a basename is matched on the
 * whole table.
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

const MAX_ENTRIES = 4096;

interface Table {
  /** A short number per signature: the kept answers' keys are built from it on every call. */
  signature: number;
  byId: Map<string, AgnosticRouteObject>;
  /** Every static segment of the table's paths, lower-cased. */
  literals: Set<string>;
}
const tables = new WeakMap<AgnosticRouteObject[], Table | null>();
const signatures = new Map<string, number>();

/** The table's signature, its routes by id and its static segments; null when a route has no id (then nothing is kept). */
function tableOf(routes: AgnosticRouteObject[]): Table | null {
  let table = tables.get(routes);
  if (table !== undefined) return table;
  const byId = new Map<string, AgnosticRouteObject>();
  const literals = new Set<string>();
  const parts: string[] = [];
  let complete = true;
  const walk = (list: AgnosticRouteObject[]) => {
    parts.push("[");
    for (const route of list) {
      if (typeof route.id !== "string") complete = false;
      else byId.set(route.id, route);
      parts.push(`${route.id}\u0001${route.path ?? ""}\u0001${route.index ? 1 : 0}${route.caseSensitive ? 1 : 0}`);
      for (const segment of (route.path ?? "").split("/")) {
        if (segment && !segment.startsWith(":") && segment !== "*") literals.add(segment.replace(/\?$/, "").toLowerCase());
      }
      if (route.children?.length) walk(route.children);
    }
    parts.push("]");
  };
  walk(routes);
  const signature = parts.join("\u0002");
  if (complete && !signatures.has(signature)) signatures.set(signature, signatures.size);
  table = complete ? { signature: signatures.get(signature)!, byId, literals } : null;
  tables.set(routes, table);
  return table;
}

function pathnameOf(location: string | { pathname?: string }): string {
  if (typeof location !== "string") return location.pathname || "/";
  const end = location.search(/[?#]/);
  return (end < 0 ? location : location.slice(0, end)) || "/";
}

/** Stands for any segment that is none of the table's static segments (and not empty). */
const ANY = "\u0000";

/** The key of a path's shape in a table: its static segments as they are, any other as ANY. */
function shapeOf(table: Table, pathname: string): string {
  let key = `${table.signature}`;
  for (const segment of pathname.split("/")) key += "/" + (segment === "" || table.literals.has(segment.toLowerCase()) ? segment : ANY);
  return key;
}

/** The chains of routes that shapes matched, as route trees of their own (shared by every table of a signature). */
const chains = new Map<string, AgnosticRouteObject[]>();

function chainOf(table: Table, ids: string[]): AgnosticRouteObject[] {
  const key = `${table.signature}\u0003${ids.join("\u0000")}`;
  let chain = chains.get(key);
  if (!chain) {
    // Copies holding what matching reads, each with its one matched child.
    const top = ids.reduceRight<AgnosticRouteObject | undefined>((child, id) => {
      const { path, index, caseSensitive } = table.byId.get(id)!;
      return (index ? { id, path, index: true, caseSensitive } : { id, path, caseSensitive, children: child ? [child] : undefined }) as AgnosticRouteObject;
    }, undefined)!;
    chain = [top];
    if (chains.size >= MAX_ENTRIES) chains.clear();
    chains.set(key, chain);
  }
  return chain;
}

/** Paths kept per chain of routes (a chain's pages are visited a few at a time). */
const PATHS_PER_CHAIN = 64;
const pathsOnChain = new WeakMap<AgnosticRouteObject[], Map<string, Match[] | null>>();

/**
 * A path's matches on its chain, kept for the next calls: one render asks for the same path six
 * to eight times (the request handler, its static handler, the static router's `useRoutes`, lazy
 * route discovery), and each call flattened, ranked and compiled the chain's paths into regular
 * expressions again: 3–5% of a rendered page's CPU (docs/decisions/039-room-types-first.md).
 */
function matchOnChain(original: MatchRoutes, chain: AgnosticRouteObject[], pathname: string, basename: string): Match[] | null {
  let paths = pathsOnChain.get(chain);
  if (!paths) pathsOnChain.set(chain, (paths = new Map()));
  let matches = paths.get(pathname);
  if (matches === undefined) {
    matches = original(chain, pathname, basename);
    if (paths.size >= PATHS_PER_CHAIN) paths.delete(paths.keys().next().value!);
  } else {
    paths.delete(pathname); // most recently used last
  }
  paths.set(pathname, matches);
  return matches;
}

/** A matcher that keeps which routes `original` matched per path shape (exported for its test). */
export function keptMatcher(original: MatchRoutes): MatchRoutes & { size(): number } {
  /** Shape key → the ids of the routes it matched, or null when none did. */
  const kept = new Map<string, string[] | null>();
  const matcher = (routes: AgnosticRouteObject[], location: string | { pathname?: string }, basename = "/") => {
    const table = tableOf(routes);
    const pathname = pathnameOf(location);
    if (!table || basename !== "/" || pathname.includes("%")) return original(routes, location, basename);
    const key = shapeOf(table, pathname);
    const ids = kept.get(key);
    if (ids === undefined) {
      const matches = original(routes, location, basename);
      if (kept.size >= MAX_ENTRIES) kept.delete(kept.keys().next().value!);
      kept.set(key, matches ? matches.map((m) => m.route.id!) : null);
      return matches;
    }
    kept.delete(key); // most recently used last
    kept.set(key, ids);
    if (ids === null) return null;
    const matches = matchOnChain(original, chainOf(table, ids), pathname, basename);
    // The caller's own route objects, as the whole table's match holds them, in objects of its own.
    return matches && matches.map((m) => ({ ...m, params: { ...m.params }, route: table.byId.get(m.route.id!)! }));
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
