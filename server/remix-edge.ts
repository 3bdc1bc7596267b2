import type { ServerBuild } from "@remix-run/node";
import { parse, serialize } from "cookie";
import { decideLanguage, isLang } from "#core/lang";
import { DAY_SECONDS, I18N_REDIRECT_COOKIE_DAYS } from "#core/constants";
import { API_PATH_PREFIXES, NON_HTML_CSP, SECURITY_HEADERS, hostOf, trustedHosts, type OriginVerdict } from "./security";
import { trustProxy, secureCookies } from "#core/env.server";

/**
 * What server/index.ts does in front of Remix with express middleware (ADR 004), done inside
 * the Remix server build instead, for servers that run the build as it is: `remix-serve`
 * (ADR 019). Remix v2 has no request middleware, so `withEdge` wraps the build's own parts:
 *
 * - every route's loader first answers the language redirect (an unprefixed path →
 *   the prefix from the `lang` cookie), before any of the route's work; the document entry
 *   answers bare /cn → /cn/ (a loader cannot tell /cn from /cn/'s single-fetch /cn.data);
 * - every route's action first checks the Origin (cross-site posts refused with 403, the
 *   action never runs); documents and single-fetch answers of a refused post are a plain 403;
 * - documents (entry `handleRequest`), single-fetch answers (`handleDataRequest`) and resource
 *   routes' answers carry the security headers, the restrictive CSP where the answer has none,
 *   `no-store` on the API; a prefixed page saves its language in the `lang` and
 *   `i18n_redirected` cookies. The CSP nonce of documents is made in app/entry.server.tsx.
 *
 * The decisions are the same functions the custom server uses (core/lang.ts decideLanguage,
 * the header list and Origin rule of server/security.ts). What only a server in front of
 * Remix can do stays in server/index.ts: headers on static files, /readyz that turns 503 while
 * draining, /metrics, the client address from a trusted proxy set by express.
 */

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const firstValue = (v: string | null) => v?.split(",")[0]?.trim() || undefined;
const isApiPath = (path: string) => API_PATH_PREFIXES.some((p) => path.startsWith(p));

/** The request came over https: its URL says so, or a trusted proxy's X-Forwarded-Proto does. */
function isSecure(request: Request, url: URL): boolean {
  if (url.protocol === "https:") return true;
  return trustProxy() && firstValue(request.headers.get("x-forwarded-proto"))?.toLowerCase() === "https";
}

/** What the Origin rule looks at, from a Fetch Request or a Node IncomingMessage. */
export interface OriginFields {
  method: string;
  pathname: string;
  /** Host header. */
  host: string | null;
  forwardedHost: string | null;
  origin: string | null;
  referer: string | null;
}

/**
 * The Origin rule of server/security.ts checkOrigin: a state-changing request to the web tier
 * must name this host (with port) in its Origin, or when it sends none, its Referer; neither
 * passes (non-browser clients), `Origin: null` does not. The host is the Host header, or
 * X-Forwarded-Host when a proxy is trusted (TRUST_PROXY=1). The API prefixes are exempt (signed
 * calls, token in a form field, never a cookie).
 */
export function originVerdictOf(f: OriginFields, extra = trustedHosts()): OriginVerdict {
  if (SAFE_METHODS.has(f.method) || isApiPath(f.pathname)) return { ok: true };
  const forwarded = trustProxy() ? firstValue(f.forwardedHost) : undefined;
  const host = (forwarded ?? f.host ?? "").toLowerCase();
  const source = f.origin ?? f.referer;
  if (source === null || source === "") return { ok: true };
  const sourceHost = hostOf(source);
  if (!sourceHost) return { ok: false, reason: f.origin !== null ? "opaque origin" : "unreadable referer" };
  if (sourceHost === host || extra.has(sourceHost)) return { ok: true };
  return { ok: false, reason: `cross-site ${f.origin !== null ? "origin" : "referer"}` };
}

/**
 * Set by server/client-address.ts (remix-serve) on a request the Origin rule refuses, whose
 * Origin and Referer it then removes: Remix's own check of document posts would otherwise
 * answer them with an empty 500 before any action or entry code runs. Always cleared from what
 * clients send.
 */
export const REFUSED_HEADER = "x-edge-refused";

export function originVerdict(request: Request): OriginVerdict {
  const marked = request.headers.get(REFUSED_HEADER);
  if (marked) return { ok: false, reason: marked };
  const h = request.headers;
  const url = new URL(request.url);
  return originVerdictOf({ method: request.method, pathname: url.pathname, host: h.get("host") ?? url.host, forwardedHost: h.get("x-forwarded-host"), origin: h.get("origin"), referer: h.get("referer") });
}

/** The security headers on a response of the Remix app (mutates and answers `response`). */
export function withSecurityHeaders(response: Response, request: Request): Response {
  let res = response;
  try {
    res.headers.set("X-Content-Type-Options", res.headers.get("X-Content-Type-Options") ?? SECURITY_HEADERS["X-Content-Type-Options"]);
  } catch {
    // Immutable headers (Response.redirect, a fetch answer): copy into a response we own.
    res = new Response(response.body, response);
  }
  const url = new URL(request.url);
  const h = res.headers;
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (!h.has(name)) h.set(name, value);
  if (isSecure(request, url) && !h.has("Strict-Transport-Security")) h.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  if (!h.has("Content-Security-Policy")) h.set("Content-Security-Policy", NON_HTML_CSP);
  if (isApiPath(url.pathname) && !h.has("Cache-Control")) h.set("Cache-Control", "no-store");
  return res;
}

/** A post refused by the Origin check: 403, plain text, nothing else (no cookie). */
export function refusal(request: Request): Response | null {
  const verdict = originVerdict(request);
  if (verdict.ok) return null;
  const res = new Response(`Forbidden: ${verdict.reason}`, { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  return withSecurityHeaders(res, request);
}


/** The language redirect a request gets before any route runs (server/language.ts does the same), or null. */
export function languageRedirect(request: Request): Response | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null; // never turn a form post into a GET
  const url = new URL(request.url);
  const decision = decideLanguage(url.pathname, url.search, parse(request.headers.get("cookie") ?? ""));
  if (decision.kind !== "redirect") return null;
  const res = new Response(null, { status: 302, headers: { Location: decision.location, "Cache-Control": "no-store", Vary: "Cookie" } });
  return withSecurityHeaders(res, request);
}

/** A prefixed page saves its language (365 days, HttpOnly like every other cookie). */
export function saveLanguage(request: Request, headers: Headers): void {
  if (request.method !== "GET" && request.method !== "HEAD") return;
  const url = new URL(request.url);
  const decision = decideLanguage(url.pathname, url.search, parse(request.headers.get("cookie") ?? ""));
  if (decision.kind !== "page" || !decision.setCookie) return;
  const opts = { path: "/", maxAge: I18N_REDIRECT_COOKIE_DAYS * DAY_SECONDS, httpOnly: true, sameSite: "lax" as const, secure: secureCookies() };
  headers.append("Set-Cookie", serialize("lang", decision.lang, opts));
  headers.append("Set-Cookie", serialize("i18n_redirected", decision.lang, opts));
}

const isBarePrefix = (pathname: string) => /^\/[^/]+$/.test(pathname) && isLang(pathname.slice(1));

type RouteModule = ServerBuild["routes"][string]["module"];
type Args = { request: Request };

function wrapModule(module: RouteModule): RouteModule {
  const resource = module.default == null && module.ErrorBoundary == null;
  const finish = (result: unknown, request: Request) => {
    if (!resource || !(result instanceof Response)) return result;
    const res = withSecurityHeaders(result, request);
    saveLanguage(request, res.headers);
    return res;
  };
  const wrapped: Record<string, unknown> = { ...module };
  if (module.loader) {
    const loader = module.loader as (args: Args) => unknown;
    wrapped.loader = async (args: Args) => {
      // Not for a bare /cn or /en: a single-fetch request for /cn/ is /cn.data, which reaches the
      // loaders as /cn too; documents get that redirect in the entry instead (below).
      const redirect = isBarePrefix(new URL(args.request.url).pathname) ? null : languageRedirect(args.request);
      if (redirect) throw redirect;
      try {
        return finish(await loader(args), args.request);
      } catch (thrown) {
        throw finish(thrown, args.request);
      }
    };
  }
  if (module.action) {
    const action = module.action as (args: Args) => unknown;
    wrapped.action = async (args: Args) => {
      const refused = refusal(args.request);
      // A resource route answers with the 403 itself; a page's action throws it, and the
      // document or single-fetch answer is then replaced by the same plain 403 (below).
      if (refused) {
        if (resource) return refused;
        throw refused;
      }
      try {
        return finish(await action(args), args.request);
      } catch (thrown) {
        throw finish(thrown, args.request);
      }
    };
  }
  // `wrapped` is the module with its loader and action replaced by ones taking the same request
  // (typed by what they read, `Args`); the build's module type names Remix's full argument types.
  return wrapped as unknown as RouteModule;
}

type EntryModule = ServerBuild["entry"]["module"];

/** The server build with the edge (see above) inside: same routes, same entry, wrapped. */
export function withEdge(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) routes[id] = { ...route, module: wrapModule(route.module) };
  const entry = build.entry.module;
  const handleDocument = entry.default;
  const handleData = entry.handleDataRequest;
  const module: EntryModule = {
    ...entry,
    async default(request, status, headers, context, loadContext) {
      const refused = refusal(request) ?? languageRedirect(request);
      if (refused) return refused;
      const response = await handleDocument(request, status, headers, context, loadContext);
      const res = withSecurityHeaders(response, request);
      saveLanguage(request, res.headers);
      return res;
    },
    async handleDataRequest(response, args) {
      const refused = refusal(args.request);
      if (refused) return refused;
      const res = handleData ? await handleData(response, args) : response;
      return withSecurityHeaders(res, args.request);
    },
  };
  return { ...build, routes, entry: { module } };
}
