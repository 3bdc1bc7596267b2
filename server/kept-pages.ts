import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import { parse, serialize } from "cookie";
import type { CachedDocument, DocumentRequest } from "#core/server-entry";
import { decideLanguage } from "#core/lang";
import { newNonce } from "#core/nonce.server";
import { DAY_SECONDS, I18N_REDIRECT_COOKIE_DAYS } from "#core/constants";
import { recordRequest, requestIdOf } from "./observability";
import { SECURITY_HEADERS } from "./security";
import { arrivedAt } from "./admission";

/**
 * The hit path of the custom server (docs/decisions/031-real-traffic.md): a visitor's document
 * kept by the app (app/lib/page-cache.server.ts) is answered from Node's own request event,
 * before express and its middleware chain, with exactly what that chain would have added to it:
 * the request id, its histogram sample and log line (observability.ts), the security headers
 * (security.ts; HSTS over https), the language cookies of the page's language (language.ts's
 * decision), a fresh CSP nonce. Anything else — a miss, a render other visitors wait for, a
 * request with a body, a query string, a language redirect — answers false and takes the
 * ordinary way through express.
 */
export type AnswerKept = (req: DocumentRequest, nonce: string) => CachedDocument | undefined;

export interface KeptPagesOptions {
  /** TRUST_PROXY=1: X-Forwarded-Proto is believed (as express's `trust proxy` then does). */
  trustProxy: boolean;
  secureCookies: boolean;
}

export function keptPages(answerKept: AnswerKept, options: KeptPagesOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  const cookieOptions = { path: "/", maxAge: I18N_REDIRECT_COOKIE_DAYS * DAY_SECONDS, httpOnly: true, sameSite: "lax" as const, secure: options.secureCookies };
  // language.ts's two cookies for each language, made once (no Expires: they do not move).
  const languageCookies = new Map(["cn", "en"].map((lang) => [lang, [serialize("lang", lang, cookieOptions), serialize("i18n_redirected", lang, cookieOptions)]]));

  return (req, res) => {
    const url = req.url ?? "";
    if ((req.method !== "GET" && req.method !== "HEAD") || !(url.startsWith("/cn/") || url.startsWith("/en/")) || url.includes("?")) return false;
    if (req.headers["content-length"] || req.headers["transfer-encoding"]) return false;
    // Paths a URL parser would rewrite (dot segments, escapes, backslashes) take the ordinary way.
    if (/\/\.|%|\\/.test(url)) return false;
    const started = arrivedAt(req) ?? performance.now();
    const cookie = req.headers.cookie;
    const decision = decideLanguage(url, "", parse(cookie ?? ""));
    if (decision.kind !== "page") return false;
    const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
    const header = (name: string) => first(req.headers[name.toLowerCase()]);
    // express's req.protocol: TLS on the socket, or a trusted proxy's X-Forwarded-Proto.
    const forwardedProto = options.trustProxy ? header("x-forwarded-proto")?.split(",")[0].trim() : undefined;
    const protocol = (req.socket as TLSSocket).encrypted ? "https" : forwardedProto || "http";
    const host = header("x-forwarded-host") ?? header("host");
    const nonce = newNonce();
    const hit = answerKept({ method: req.method, url: `${protocol}://${host}${url}`, header }, nonce);
    if (!hit) return false;

    const id = requestIdOf(header("x-request-id"));
    const headers: OutgoingHttpHeaders = { "X-Request-Id": id, ...SECURITY_HEADERS };
    if (protocol === "https") headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
    const setCookies: string[] = decision.setCookie ? [...languageCookies.get(decision.lang)!] : [];
    // The page's own headers win over the defaults (as security.ts keeps a route's value).
    const lower = new Map(Object.keys(headers).map((n) => [n.toLowerCase(), n]));
    for (const [name, value] of hit.headers) {
      const key = name.toLowerCase();
      if (key === "set-cookie") {
        setCookies.push(value);
        continue;
      }
      const existing = lower.get(key);
      if (existing && existing !== name) delete headers[existing];
      lower.set(key, name);
      headers[name] = value;
    }
    if (setCookies.length) headers["Set-Cookie"] = setCookies;
    headers["Content-Length"] = hit.body.length;
    res.writeHead(hit.status, headers);
    res.end(req.method === "HEAD" ? undefined : hit.body);
    const path = url.split("#")[0];
    recordRequest(id, req.method, path, hit.routeId ?? "other", hit.status, performance.now() - started);
    return true;
  };
}
