import type { Request, RequestHandler, Response } from "express";
import { DRAIN_LIMIT } from "#core/body";
import { PEER_HEADER, peerHeaderValue } from "#core/client-ip.server";
import { env } from "#core/env.server";

/**
 * Headers every response carries (docs/decisions/007-security.md). The Content-Security-Policy
 * with its per-request nonce is set on HTML responses by app/entry.server.tsx (the nonce is
 * made in server/index.ts and handed over through the load context); every other response
 * (JSON, `.data`, images, text, static files, redirects) gets the restrictive policy below when
 * it reaches the wire without one, and API answers are never cached.
 */
export const NON_HTML_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The API's path prefixes (api/app.ts API_PREFIXES, repeated here so the server bundle does not
 * pull in the API; tests/security/headers.test.ts keeps the two lists equal). Their calls are
 * signed and carry a token in a form field, never a cookie, so they are exempt from the Origin
 * check: a cross-site page cannot make them act as the visitor.
 */
export const API_PATH_PREFIXES = ["/rest/", "/jcommon/", "/feedback/"] as const;

const isApiPath = (path: string) => API_PATH_PREFIXES.some((p) => path.startsWith(p));

/** Runs `fn` just before the status line and headers are written (whoever writes them). */
function beforeHeaders(res: Response, fn: () => void) {
  const writeHead = res.writeHead;
  let done = false;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    if (!done) {
      done = true;
      fn();
    }
    return (writeHead as (...a: unknown[]) => Response).apply(this, args);
  } as typeof res.writeHead;
}

const OWN_HEADERS = ["X-Content-Type-Options", "Referrer-Policy", "Permissions-Policy", "X-Frame-Options", "Cross-Origin-Opener-Policy", "Strict-Transport-Security"];

/** The headers every response carries (HSTS aside: only over https). Also set by server/remix-edge.ts under remix-serve. */
export const SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
} as const;

export function securityHeaders(): RequestHandler {
  return (req, res, next) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    // req.secure follows X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY=1 only).
    if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    const api = isApiPath(req.path);
    beforeHeaders(res, () => {
      // @remix-run/express appends a route's headers: where a route set one of these itself,
      // send one value (the route's), not a repeated header.
      for (const name of OWN_HEADERS) {
        const value = res.getHeader(name);
        if (Array.isArray(value)) res.setHeader(name, value[value.length - 1]);
      }
      if (!res.getHeader("Content-Security-Policy")) res.setHeader("Content-Security-Policy", NON_HTML_CSP);
      if (api && !res.getHeader("Cache-Control")) res.setHeader("Cache-Control", "no-store");
      // An answer written before the request's body was read to its end (a redirect to the login
      // before an action reads its form, a refusal) left the unread rest in front of the next
      // request on a keep-alive connection: it stalled there until the idle timeout reset it
      //. Now the rest is read away and thrown away after the answer when it
      // is at most DRAIN_LIMIT, so the connection stays usable; a longer or unknown-length body
      // gets `Connection: close` and the socket is dropped once the answer is out.
      if (!req.complete) {
        const declared = Number(req.headers["content-length"] ?? Number.NaN);
        if (!(declared <= DRAIN_LIMIT)) res.setHeader("Connection", "close");
        res.once("finish", () => {
          if (req.complete) return;
          req.removeAllListeners("data");
          let seen = 0;
          req.on("data", (chunk: Buffer) => {
            seen += chunk.length;
            if (seen > DRAIN_LIMIT) req.socket.destroy();
          });
          req.resume();
        });
      }
    });
    next();
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The host (with port) the client addressed: X-Forwarded-Host only from a trusted proxy. */
function expectedHost(req: Request): string | undefined {
  const trust = req.app.get("trust proxy fn") as ((addr: string | undefined, i: number) => boolean) | undefined;
  const forwarded = req.get("x-forwarded-host");
  if (forwarded && trust?.(req.socket.remoteAddress, 0)) return forwarded.split(",")[0].trim().toLowerCase();
  return req.get("host")?.toLowerCase();
}

/** The host (with port) of an http(s) URL, lower-cased; null for anything else. */
export function hostOf(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.host.toLowerCase();
  } catch {
    return null;
  }
}

/** Extra origins allowed to post (comma-separated, e.g. a second domain behind the same proxy). */
export function trustedHosts(): Set<string> {
  const list = env().TRUSTED_ORIGINS.split(",").map((s) => s.trim()).filter(Boolean);
  return new Set(list.map(hostOf).filter((h): h is string => !!h));
}

export type OriginVerdict = { ok: true } | { ok: false; reason: string };

/**
 * Whether a state-changing request to the web tier comes from this site: its Origin (or, when a
 * client sends none, its Referer) must name the host the request was sent to. A request naming
 * neither passes (non-browser clients, very old browsers); `Origin: null` (sandboxed frames,
 * privacy redirects) does not. Only the host and port are compared, not the scheme, so a TLS
 * proxy that does not say X-Forwarded-Proto does not lock users out; a cross-site page can set
 * neither header, so that is enough.
 */
export function checkOrigin(req: Request, extra = trustedHosts()): OriginVerdict {
  if (SAFE_METHODS.has(req.method) || isApiPath(req.path)) return { ok: true };
  const host = expectedHost(req);
  const origin = req.get("origin");
  const referer = req.get("referer");
  const source = origin ?? referer;
  if (source === undefined || source === "") return { ok: true };
  const sourceHost = hostOf(source);
  if (!sourceHost) return { ok: false, reason: origin !== undefined ? "opaque origin" : "unreadable referer" };
  if (sourceHost === host || extra.has(sourceHost)) return { ok: true };
  return { ok: false, reason: `cross-site ${origin !== undefined ? "origin" : "referer"}` };
}

/**
 * Refuses cross-site posts to Remix actions (documents and single-fetch `.data`) with 403 before
 * any action runs. SameSite=Lax on the cookies already keeps the session out of such posts;
 * this is the second lock.
 */
export function sameOriginActions(): RequestHandler {
  return (req, res, next) => {
    const verdict = checkOrigin(req);
    if (verdict.ok) return next();
    res.status(403).type("text/plain").setHeader("Cache-Control", "no-store");
    res.send(`Forbidden: ${verdict.reason}`);
  };
}

/**
 * Tells the app who the client is (core/client-ip.server.ts): the address express trusts
 * (the socket peer; with TRUST_PROXY=1 the proxy's X-Forwarded-For) and the socket peer itself,
 * keyed with this process's secret. A header of that name from the client is dropped first.
 */
export function vouchForPeer(): RequestHandler {
  return (req, _res, next) => {
    delete req.headers[PEER_HEADER];
    const socket = req.socket.remoteAddress;
    if (socket) req.headers[PEER_HEADER] = peerHeaderValue(req.ip ?? socket, socket);
    next();
  };
}
