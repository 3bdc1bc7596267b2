import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { keptPages, type AnswerKept } from "../../server/kept-pages";
import { SECURITY_HEADERS } from "../../server/security";

/**
 * The custom server's hit path (server/kept-pages.ts, ADR 031): a kept page is answered before
 * express with what the middleware chain would have added — security headers, request id,
 * language cookies — and everything that is not a plain visitor's GET of a page falls through.
 */
const asked: string[] = [];
const answerKept: AnswerKept = (req, nonce) => {
  asked.push(req.url);
  if (!new URL(req.url).pathname.startsWith("/cn/kept") && !new URL(req.url).pathname.startsWith("/en/kept")) return undefined;
  return {
    status: 200,
    headers: [["Content-Type", "text/html; charset=utf-8"], ["x-frame-options", "SAMEORIGIN"], ["Content-Security-Policy", `script-src 'nonce-${nonce}'`], ["Set-Cookie", "hooid=abc; Path=/"]],
    body: Buffer.from(`<script nonce="${nonce}"></script>`),
    routeId: "routes/$lang._index",
  };
};

let base = "";
let trustingBase = "";
const servers: http.Server[] = [];
async function serve(trustProxy: boolean): Promise<string> {
  const hit = keptPages(answerKept, { trustProxy, secureCookies: false });
  const server = http.createServer((req, res) => {
    if (hit(req, res)) return;
    res.writeHead(299, { "x-fell-through": "1" }).end("express");
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  base = await serve(false);
  trustingBase = await serve(true);
});
afterAll(() => servers.forEach((s) => s.close()));

describe("a kept page answered before express", () => {
  test("carries the security headers, a request id, the page's own value over a default, and its language cookies", async () => {
    const res = await fetch(`${base}/cn/kept`);
    expect(res.status).toBe(200);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (name !== "X-Frame-Options") expect(res.headers.get(name)).toBe(value);
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get("strict-transport-security")).toBeNull();
    const cookies = res.headers.getSetCookie();
    expect(cookies).toEqual(["lang=cn; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax", "i18n_redirected=cn; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax", "hooid=abc; Path=/"]);
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(await res.text()).toBe(`<script nonce="${nonce}"></script>`);
    expect(res.headers.get("content-length")).toBe(String(`<script nonce="${nonce}"></script>`.length));
  });

  test("a fresh nonce every time; no language cookies when the visitor's already say so; a caller's plain request id is kept", async () => {
    const a = await fetch(`${base}/en/kept`, { headers: { cookie: "lang=en; i18n_redirected=en", "x-request-id": "abc-123" } });
    const b = await fetch(`${base}/en/kept`, { headers: { cookie: "lang=en; i18n_redirected=en" } });
    expect(a.headers.get("content-security-policy")).not.toBe(b.headers.get("content-security-policy"));
    expect(a.headers.getSetCookie()).toEqual(["hooid=abc; Path=/"]);
    expect(a.headers.get("x-request-id")).toBe("abc-123");
  });

  test("HSTS only over https, and X-Forwarded-Proto believed only from a trusted proxy", async () => {
    const untrusted = await fetch(`${base}/cn/kept`, { headers: { "x-forwarded-proto": "https" } });
    expect(untrusted.headers.get("strict-transport-security")).toBeNull();
    expect(asked.at(-1)).toMatch(/^http:\/\//);
    const trusted = await fetch(`${trustingBase}/cn/kept`, { headers: { "x-forwarded-proto": "https" } });
    expect(trusted.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(asked.at(-1)).toMatch(/^https:\/\//);
  });

  test("a HEAD gets the headers and no body", async () => {
    const res = await fetch(`${base}/cn/kept`, { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-length")).not.toBeNull();
    expect(await res.text()).toBe("");
  });
});

describe("everything else takes the ordinary way", () => {
  test.each([
    ["a page not kept", "/cn/other", "GET"],
    ["a query string", "/cn/kept?utm_source=x", "GET"],
    ["a post", "/cn/kept", "POST"],
    ["outside the languages", "/healthz", "GET"],
    ["a bare language prefix (redirected)", "/cn", "GET"],
    ["dot segments", "/cn/../en/kept", "GET"],
    ["escapes", "/cn/%6Bept", "GET"],
  ])("%s", async (_what, path, method) => {
    const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
      // The path as written (a URL would resolve its dot segments before sending).
      const { hostname, port } = new URL(base);
      const req = http.request({ hostname, port, path, method }, resolve);
      req.on("error", reject);
      req.end(method === "POST" ? "a=1" : undefined);
    });
    res.resume();
    expect(res.statusCode).toBe(299);
    expect(res.headers["x-fell-through"]).toBe("1");
  });
});
