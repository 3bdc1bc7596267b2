import type { RequestHandler } from "express";
import { parse, serialize } from "cookie";
import { decideLanguage } from "#core/lang";
import { DAY_SECONDS, I18N_REDIRECT_COOKIE_DAYS } from "#core/constants";

/**
 * Language prefixes before Remix sees the request: unprefixed paths redirect to the
 * current language, bare /cn and /en get their slash, and a prefixed page saves its language
 * in the lang and i18n_redirected cookies (365 days).
 */
export function languageMiddleware(secure: boolean): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD" && req.method !== "POST") return next();
    const url = new URL(req.originalUrl, "http://x");
    const cookies = parse(req.headers.cookie ?? "");
    const decision = decideLanguage(url.pathname, url.search, cookies);
    if (decision.kind === "pass") return next();
    if (decision.kind === "redirect") {
      if (req.method === "POST") return next(); // never turn a form post into a GET
      res.setHeader("Cache-Control", "no-store");
      res.setHeader("Vary", "Cookie");
      return res.redirect(302, decision.location);
    }
    if (decision.setCookie && req.method !== "POST") {
      // Read by the server only (no script reads them), so HttpOnly like every other cookie.
      const opts = { path: "/", maxAge: I18N_REDIRECT_COOKIE_DAYS * DAY_SECONDS, httpOnly: true, sameSite: "lax" as const, secure };
      res.append("Set-Cookie", serialize("lang", decision.lang, opts));
      res.append("Set-Cookie", serialize("i18n_redirected", decision.lang, opts));
    }
    next();
  };
}
