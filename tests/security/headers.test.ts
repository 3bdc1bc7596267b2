import { request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { API_PREFIXES } from "../../api/app";
import { languageMiddleware } from "../../server/language";
import { API_PATH_PREFIXES, NON_HTML_CSP, sameOriginActions, securityHeaders } from "../../server/security";

/**
 * The server's security middleware (server/security.ts, server/language.ts) in front of stand-in
 * handlers, one per kind of response the real server gives: the headers every response carries,
 * the restrictive CSP on non-HTML answers, no-store on the API, HSTS only over https from a
 * trusted proxy, the language cookies' flags, and the Origin check on posts. The real server is
 * checked over HTTP by e2e/security.spec.ts.
 */
const HTML_CSP = "default-src 'self'; script-src 'nonce-abc' 'strict-dynamic'; frame-ancestors 'none'";

function makeApp(trustProxy: number | string | false) {
  const app = express();
  app.set("trust proxy", trustProxy);
  app.use(securityHeaders());
  app.get("/healthz", (_req, res) => res.type("text/plain").send("ok"));
  app.use(languageMiddleware(true));
  app.use(sameOriginActions());
  // Stand-ins for what Remix answers (app/entry.server.tsx sets the HTML CSP itself).
  app.get("/cn/", (_req, res) => res.setHeader("Content-Security-Policy", HTML_CSP).type("html").send("<!doctype html><p>page</p>"));
  app.get("/cn/missing", (_req, res) => res.status(404).setHeader("Content-Security-Policy", HTML_CSP).type("html").send("<p>404</p>"));
  app.get("/cn.data", (_req, res) => res.type("text/x-script").send("[]"));
  // A resource route that sets nosniff itself (the manual download): appended, as Remix does.
  app.get("/cn/manuals/download/x", (_req, res) => res.append("X-Content-Type-Options", "nosniff").type("application/pdf").send("%PDF"));
  app.get("/sitemap.xml", (_req, res) => res.type("application/xml").send("<urlset/>"));
  app.get("/images/640/seed/01.webp", (_req, res) => res.type("image/webp").send(Buffer.from("RIFF")));
  app.all("/rest/*", (_req, res) => {
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.end('{"code":0}');
  });
  app.get("/rest-cached/openapi.json", (_req, res) => res.json({}));
  app.post("/cn/logout", (_req, res) => res.redirect(302, "/cn/"));
  app.post("/cn/logout.data", (_req, res) => res.type("text/x-script").send("[]"));
  return app;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

let servers: Server[] = [];
async function listen(app: express.Express): Promise<number> {
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  servers.push(server);
  return (server.address() as AddressInfo).port;
}

function call(port: number, method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, method, path, headers: { host: `localhost:${port}`, ...headers } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end(method === "POST" ? "a=1" : undefined);
  });
}

let loopback: number; // trust proxy "loopback" (a proxy on this machine; server/index.ts trusts one only with TRUST_PROXY=1)
let untrusted: number; // trust proxy off: forwarded headers are ignored
let proxied: number; // TRUST_PROXY=1

beforeAll(async () => {
  loopback = await listen(makeApp("loopback"));
  untrusted = await listen(makeApp(false));
  proxied = await listen(makeApp(1));
});
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  servers = [];
});

const COMMON = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
};

describe("headers on every kind of response", () => {
  const kinds: Array<[string, string, string, (a: Answer) => void]> = [
    ["HTML page", "GET", "/cn/", (a) => expect(a.headers["content-security-policy"]).toBe(HTML_CSP)],
    ["404 page", "GET", "/cn/missing", (a) => expect(a.headers["content-security-policy"]).toBe(HTML_CSP)],
    ["language redirect", "GET", "/", (a) => expect(a.status).toBe(302)],
    ["single-fetch .data", "GET", "/cn.data", () => undefined],
    ["sitemap.xml", "GET", "/sitemap.xml", () => undefined],
    ["image", "GET", "/images/640/seed/01.webp", () => undefined],
    ["healthz", "GET", "/healthz", () => undefined],
    ["resource route setting a header itself", "GET", "/cn/manuals/download/x", () => undefined],
    ["API JSON", "POST", "/rest/building/client/house/index", (a) => expect(a.headers["cache-control"]).toBe("no-store")],
    ["API 405", "GET", "/rest/building/client/house/index", (a) => expect(a.headers["cache-control"]).toBe("no-store")],
  ];
  for (const [name, method, path, extra] of kinds) {
    test(name, async () => {
      const a = await call(loopback, method, path);
      expect(a.status).toBeLessThan(500);
      for (const [h, v] of Object.entries(COMMON)) expect(a.headers[h], h).toBe(v);
      expect(a.headers["permissions-policy"]).toContain("camera=()");
      // Exactly one policy: HTML keeps its nonce policy, everything else the restrictive one.
      const csp = a.headers["content-security-policy"];
      expect(typeof csp).toBe("string");
      if (!String(a.headers["content-type"] ?? "").startsWith("text/html")) expect(csp).toBe(NON_HTML_CSP);
      expect(String(csp)).toContain("frame-ancestors 'none'");
      expect(a.headers["strict-transport-security"]).toBeUndefined();
      extra(a);
    });
  }

  test("the server's API prefix list matches the API's", () => {
    expect([...API_PATH_PREFIXES]).toEqual([...API_PREFIXES]);
  });

  test("HSTS only over https said by a trusted proxy", async () => {
    expect((await call(proxied, "GET", "/healthz", { "x-forwarded-proto": "https" })).headers["strict-transport-security"]).toBe(
      "max-age=31536000; includeSubDomains",
    );
    expect((await call(proxied, "GET", "/healthz")).headers["strict-transport-security"]).toBeUndefined();
    expect((await call(untrusted, "GET", "/healthz", { "x-forwarded-proto": "https" })).headers["strict-transport-security"]).toBeUndefined();
  });

  test("language cookies: HttpOnly, SameSite=Lax, Secure when asked, 365 days", async () => {
    const a = await call(loopback, "GET", "/cn/");
    const cookies = a.headers["set-cookie"] ?? [];
    for (const name of ["lang", "i18n_redirected"]) {
      const c = cookies.find((x) => x.startsWith(`${name}=`));
      expect(c, name).toBeDefined();
      expect(c).toContain("HttpOnly");
      expect(c).toContain("SameSite=Lax");
      expect(c).toContain("Secure");
      expect(c).toContain("Path=/");
      expect(c).toContain(`Max-Age=${365 * 86400}`);
    }
  });
});

describe("Origin check on posts to Remix actions", () => {
  const site = (port: number) => `http://localhost:${port}`;
  const cases: Array<[string, (port: number) => Record<string, string>, number]> = [
    ["same origin", (p) => ({ origin: site(p) }), 302],
    ["same origin, https scheme from a TLS proxy", (p) => ({ origin: `https://localhost:${p}` }), 302],
    ["no Origin, same-site Referer", (p) => ({ referer: `${site(p)}/cn/user` }), 302],
    ["neither Origin nor Referer (non-browser client)", () => ({}), 302],
    ["cross-site Origin", () => ({ origin: "https://evil.example" }), 403],
    ["cross-site Origin, same-site Referer", (p) => ({ origin: "https://evil.example", referer: `${site(p)}/cn/` }), 403],
    ["another port on the same host", (p) => ({ origin: `http://localhost:${p + 1}` }), 403],
    ["opaque Origin: null", () => ({ origin: "null" }), 403],
    ["no Origin, cross-site Referer", () => ({ referer: "https://evil.example/page" }), 403],
    ["a look-alike host", (p) => ({ origin: `http://localhost:${p}.evil.example` }), 403],
  ];
  for (const [name, headers, status] of cases) {
    test(`${name}: ${status}`, async () => {
      const h = { "content-type": "application/x-www-form-urlencoded", ...headers(loopback) };
      expect((await call(loopback, "POST", "/cn/logout", h)).status).toBe(status);
      // Single-fetch posts are the same action.
      expect((await call(loopback, "POST", "/cn/logout.data", h)).status).toBe(status === 302 ? 200 : 403);
    });
  }

  test("the refusal happens before the action and says why", async () => {
    const a = await call(loopback, "POST", "/cn/logout", { origin: "https://evil.example" });
    expect(a.body).toContain("cross-site origin");
    expect(a.headers["x-content-type-options"]).toBe("nosniff");
    expect(a.headers["content-security-policy"]).toBe(NON_HTML_CSP);
  });

  test("the signed API is exempt: its calls carry a token, never a cookie", async () => {
    const a = await call(loopback, "POST", "/rest/user/client/logout", { origin: "https://evil.example" });
    expect(a.status).toBe(200);
  });

  test("GET is never refused (and never changes state: e2e/security.spec.ts)", async () => {
    expect((await call(loopback, "GET", "/cn/", { origin: "https://evil.example" })).status).toBe(200);
  });

  test("behind a trusted proxy the expected host is X-Forwarded-Host", async () => {
    const h = { "x-forwarded-host": "www.example-housing.com", "x-forwarded-proto": "https" };
    expect((await call(proxied, "POST", "/cn/logout", { ...h, origin: "https://www.example-housing.com" })).status).toBe(302);
    expect((await call(proxied, "POST", "/cn/logout", { ...h, origin: `http://localhost:${proxied}` })).status).toBe(403);
    // From an untrusted peer X-Forwarded-Host is ignored, so it cannot whitelist another site.
    expect((await call(untrusted, "POST", "/cn/logout", { "x-forwarded-host": "evil.example", origin: "https://evil.example" })).status).toBe(403);
  });
});
