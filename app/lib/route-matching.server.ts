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

/** A path's shape in a table: its key (static segments as they are, any other as ANY) and its segments. */
function shapeOf(table: Table, pathname: string): { key: string; segments: string[] } {
  const segments = pathname.split("/");
  let key = `${table.signature}`;
  for (const segment of segments) key += "/" + (isStatic(table, segment) ? segment : ANY);
  return { key, segments };
}

const isStatic = (table: Table, segment: string) => segment === "" || table.literals.has(segment.toLowerCase());

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

/**
 * A shape's matches with a hole for each segment that is not static (segment i is `\u0001i\u0001`):
 * matched once on the shape's chain, they give any path of the shape its matches by putting its
 * segments into the holes of the params and pathnames. Matching a new path on its chain
 * flattened, ranked and compiled the chain's paths into regular expressions, and one render asks
 * for the page's path and each of its parents: 2–4% of the CPU of a page seen for the first
 * time, which is half of real traffic (docs/decisions/040-compression-off-the-loop.md).
 *
 * A segment such a hole stands for can only be matched by a dynamic or splat segment (shapeOf),
 * never by its text, so a hole is matched as any such segment would be. Each template is checked
 * once against the whole table's answer for the path that made it; a shape whose template does
 * not give that answer back is matched on its chain at every call.
 */
type Template = Match[] | null;
/** A character a URL's path never holds (it is percent-encoded there); a path given with one is matched on the whole table. */
const MARK = "\u0001";
const HOLE = new RegExp(`${MARK}(\\d+)${MARK}`, "g");
const holed = (table: Table, segments: string[]) => segments.map((s, i) => (isStatic(table, s) ? s : `${MARK}${i}${MARK}`)).join("/");
const filled = (text: string, segments: string[]) => (text.includes(MARK) ? text.replace(HOLE, (_, i: string) => segments[Number(i)]) : text);

function fromTemplate(template: Match[], segments: string[], table: Table): Match[] {
  return template.map((m) => {
    const params: Record<string, string | undefined> = {};
    for (const key in m.params) {
      const value = m.params[key];
      params[key] = value === undefined ? value : filled(value, segments);
    }
    return { params, pathname: filled(m.pathname, segments), pathnameBase: filled(m.pathnameBase, segments), route: table.byId.get(m.route.id!)! };
  });
}

const sameMatches = (a: Match[] | null, b: Match[] | null) =>
  JSON.stringify(a?.map((m) => [m.route.id, m.params, m.pathname, m.pathnameBase]) ?? null) === JSON.stringify(b?.map((m) => [m.route.id, m.params, m.pathname, m.pathnameBase]) ?? null);

/** A matcher that keeps which routes `original` matched per path shape (exported for its test). */
export function keptMatcher(original: MatchRoutes): MatchRoutes & { size(): number } {
  /** Shape key → the ids of the routes it matched (null when none did) and its template (null when it has none). */
  const kept = new Map<string, { ids: string[]; template: Template } | null>();
  const matcher = (routes: AgnosticRouteObject[], location: string | { pathname?: string }, basename = "/") => {
    const table = tableOf(routes);
    const pathname = pathnameOf(location);
    // Percent signs are matched after decoding; dot segments are React Router's own business;
    // the mark of a template's holes (below) cannot be told from a hole.
    if (!table || basename !== "/" || pathname.includes("%") || pathname.includes(MARK) || /(^|\/)\.\.?(\/|$)/.test(pathname)) return original(routes, location, basename);
    const { key, segments } = shapeOf(table, pathname);
    let shape = kept.get(key);
    if (shape === undefined) {
      const matches = original(routes, location, basename);
      if (kept.size >= MAX_ENTRIES) kept.delete(kept.keys().next().value!);
      if (matches) {
        const ids = matches.map((m) => m.route.id!);
        const template = original(chainOf(table, ids), holed(table, segments), basename);
        shape = { ids, template: template && sameMatches(fromTemplate(template, segments, table), matches) ? template : null };
      } else shape = null;
      kept.set(key, shape);
      return matches;
    }
    kept.delete(key); // most recently used last
    kept.set(key, shape);
    if (shape === null) return null;
    if (shape.template) return fromTemplate(shape.template, segments, table);
    const matches = original(chainOf(table, shape.ids), pathname, basename);
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
