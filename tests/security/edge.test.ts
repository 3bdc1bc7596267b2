import { afterEach, describe, expect, test } from "vitest";
import { resetEnvCache } from "#core/env.server";
import type { ServerBuild } from "@remix-run/node";
import { REFUSED_HEADER, languageRedirect, originVerdictOf, refusal, saveLanguage, withEdge, withSecurityHeaders } from "../../server/remix-edge";
import { NON_HTML_CSP } from "../../server/security";

/**
 * The edge the server build carries for remix-serve (server/remix-edge.ts, ADR 019): the same
 * decisions as the custom server's middleware (tests/security/headers.test.ts), on Fetch
 * requests and responses. The build under remix-serve is checked over HTTP by
 * tests/ops/remix-serve.test.ts.
 */
const site = "http://localhost:4700";
const req = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
  new Request(`${site}${path}`, { ...init, headers: { host: "localhost:4700", ...init.headers } });

afterEach(() => {
  delete process.env.TRUST_PROXY;
  delete process.env.TRUSTED_ORIGINS;
  resetEnvCache();
});

describe("language redirects: an unprefixed path goes to the current language's prefix", () => {
  test.each([
    ["/", {}, "/cn/"],
    ["/cn", {}, "/cn/"],
    ["/en?x=1", {}, "/en/?x=1"],
    ["/common/privacy?a=1", { cookie: "lang=en" }, "/en/common/privacy?a=1"],
    ["/user", { cookie: "i18n_redirected=en" }, "/en/user"],
  ])("%s redirects", (path, headers, location) => {
    const res = languageRedirect(req(path, { headers: headers as Record<string, string> }))!;
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(location);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });
  test("prefixed pages, the API, files and posts are not redirected", () => {
    for (const path of ["/cn/", "/en/apartment/x", "/rest/x", "/healthz", "/robots.txt", "/assets/a.js"]) expect(languageRedirect(req(path)), path).toBeNull();
    expect(languageRedirect(req("/login", { method: "POST" }))).toBeNull();
  });
  test("a prefixed page saves its language once", () => {
    const h = new Headers();
    saveLanguage(req("/en/"), h);
    expect(h.getSetCookie()).toEqual([expect.stringMatching(/^lang=en; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax/), expect.stringMatching(/^i18n_redirected=en;/)]);
    const again = new Headers();
    saveLanguage(req("/en/", { headers: { cookie: "lang=en; i18n_redirected=en" } }), again);
    expect(again.getSetCookie()).toEqual([]);
  });
});

describe("the Origin rule", () => {
  const f = (over: Partial<Parameters<typeof originVerdictOf>[0]>) =>
    originVerdictOf({ method: "POST", pathname: "/cn/logout", host: "localhost:4700", forwardedHost: null, origin: null, referer: null, ...over });
  test.each([
    ["same origin", { origin: site }, true],
    ["no Origin, no Referer", {}, true],
    ["same-site Referer", { referer: `${site}/cn/` }, true],
    ["a GET", { method: "GET", origin: "https://evil.example" }, true],
    ["the API", { pathname: "/rest/user/client/logout", origin: "https://evil.example" }, true],
    ["cross-site Origin", { origin: "https://evil.example" }, false],
    ["another port", { origin: "http://localhost:4701" }, false],
    ["Origin: null", { origin: "null" }, false],
    ["cross-site Referer", { referer: "https://evil.example/p" }, false],
    ["look-alike host", { origin: "http://localhost:4700.evil.example" }, false],
    ["untrusted X-Forwarded-Host", { forwardedHost: "evil.example", origin: "https://evil.example" }, false],
  ])("%s", (_what, over, ok) => {
    expect(f(over as never).ok).toBe(ok);
  });
  test("X-Forwarded-Host counts only with TRUST_PROXY=1; TRUSTED_ORIGINS adds hosts", () => {
    process.env.TRUST_PROXY = "1";
    resetEnvCache();
    expect(f({ forwardedHost: "www.example.com", origin: "https://www.example.com" }).ok).toBe(true);
    process.env.TRUSTED_ORIGINS = "https://m.example.com";
    resetEnvCache();
    expect(f({ origin: "https://m.example.com" }).ok).toBe(true);
  });
  test("a refused post is a plain 403 with no cookie; the diagnostics-channel mark counts", () => {
    const res = refusal(req("/cn/logout", { method: "POST", headers: { origin: "https://evil.example" } }))!;
    expect(res.status).toBe(403);
    expect(res.headers.get("content-type")).toContain("text/plain");
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(refusal(req("/cn/logout", { method: "POST", headers: { [REFUSED_HEADER]: "cross-site origin" } }))?.status).toBe(403);
    expect(refusal(req("/cn/logout", { method: "POST", headers: { origin: site } }))).toBeNull();
  });
});

describe("security headers on Remix's answers", () => {
  test("added where missing, a route's own kept, the API not cached, HSTS only over https", async () => {
    const json = withSecurityHeaders(Response.json({ code: 0 }), req("/rest/x"));
    expect(json.headers.get("content-security-policy")).toBe(NON_HTML_CSP);
    expect(json.headers.get("cache-control")).toBe("no-store");
    expect(json.headers.get("strict-transport-security")).toBeNull();
    const own = withSecurityHeaders(new Response("x", { headers: { "Content-Security-Policy": "default-src 'self'", "X-Frame-Options": "SAMEORIGIN" } }), req("/cn/"));
    expect(own.headers.get("content-security-policy")).toBe("default-src 'self'");
    expect(own.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    // Immutable headers (Response.redirect) are copied, not lost.
    const redirect = withSecurityHeaders(Response.redirect(`${site}/cn/`, 302), req("/x"));
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("x-content-type-options")).toBe("nosniff");
    process.env.TRUST_PROXY = "1";
    resetEnvCache();
    const https = withSecurityHeaders(new Response("x"), req("/cn/", { headers: { "x-forwarded-proto": "https" } }));
    expect(https.headers.get("strict-transport-security")).toContain("max-age=");
  });
});

describe("withEdge wraps every route module and the entry", () => {
  const calls: string[] = [];
  const build = {
    routes: {
      root: { id: "root", path: "", module: { default: () => null, loader: () => (calls.push("root loader"), null) } },
      page: { id: "page", parentId: "root", path: ":lang/page", module: { default: () => null, action: () => (calls.push("page action"), null) } },
      res: { id: "res", parentId: "root", path: ":lang/file", module: { loader: () => new Response("file"), action: () => (calls.push("res action"), new Response("done")) } },
    },
    entry: { module: { default: async () => new Response("<html>", { headers: { "Content-Type": "text/html" } }), handleDataRequest: (r: Response) => r } },
  } as unknown as ServerBuild;
  const edged = withEdge(build);
  const args = (request: Request) => ({ request, params: {}, context: {} }) as never;

  test("loaders redirect first, actions refuse first; the originals are untouched", async () => {
    calls.length = 0;
    await expect(edged.routes.root.module.loader!(args(req("/")))).rejects.toMatchObject({ status: 302 });
    expect(calls).toEqual([]);
    await edged.routes.root.module.loader!(args(req("/cn/")));
    expect(calls).toEqual(["root loader"]);
    // A bare prefix reaches loaders also from /cn/'s single fetch (/cn.data): the document entry redirects it.
    await edged.routes.root.module.loader!(args(req("/cn")));
    expect(calls).toEqual(["root loader", "root loader"]);
    const bare = await edged.entry.module.default(req("/cn?x=1"), 200, new Headers(), {} as never, {} as never);
    expect(bare.status).toBe(302);
    expect(bare.headers.get("location")).toBe("/cn/?x=1");
    calls.length = 1;
    const evil = { method: "POST", headers: { origin: "https://evil.example" } };
    await expect(edged.routes.page.module.action!(args(req("/cn/page", evil)))).rejects.toMatchObject({ status: 403 });
    expect(((await edged.routes.res.module.action!(args(req("/cn/file", evil)))) as Response).status).toBe(403);
    expect(calls).toEqual(["root loader"]);
    expect(build.routes.res.module.loader).not.toBe(edged.routes.res.module.loader);
  });
  test("resource answers and documents get the headers and the language cookies; a refused document post is the plain 403", async () => {
    const file = (await edged.routes.res.module.loader!(args(req("/en/file")))) as Response;
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.getSetCookie().some((c) => c.startsWith("lang=en;"))).toBe(true);
    const doc = await edged.entry.module.default(req("/en/page"), 200, new Headers(), {} as never, {} as never);
    expect(doc.headers.get("x-frame-options")).toBe("DENY");
    expect(doc.headers.getSetCookie().some((c) => c.startsWith("i18n_redirected=en;"))).toBe(true);
    const refused = await edged.entry.module.default(req("/en/page", { method: "POST", headers: { origin: "https://evil.example" } }), 403, new Headers(), {} as never, {} as never);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe("Forbidden: cross-site origin");
  });
});
