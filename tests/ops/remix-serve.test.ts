import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  listingSlug,
  nodeMajor,
  rest,
  serverNode,
  skipNote,
  startRemixServe,
  testSecrets,
  webLogin,
  type RunningServer,
} from "../helpers/system";

/**
 * The production build under `remix-serve build/server/index.js` (ADR 019), on Node 24,
 * in-memory database, serves the whole site as server/index.ts does: language redirects,
 * security headers and a per-response CSP nonce, a page of each kind in both languages, the
 * signed API, a login, the Origin check on actions, the client address not taken from a
 * client's X-Forwarded-For, the start log ops read, and a clean stop on SIGTERM.
 */
const why = existsSync("build/server/index.js") && existsSync("build/server/remix.js") ? null : "no build/ (run npm run build first)";
if (why) skipNote("remix-serve", why);

const secrets = testSecrets();
let server: (RunningServer & { remove: () => void }) | undefined;
let base = "";
const CAPTCHAS_PER_HOUR = 4;

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { redirect: "manual", headers });
const post = (path: string, body: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: "POST", redirect: "manual", body: new URLSearchParams(body), headers: { "content-type": "application/x-www-form-urlencoded", ...headers } });

/** The nonce of a document's CSP, and that every script in it carries it. */
async function nonceOf(res: Response): Promise<string> {
  const csp = res.headers.get("content-security-policy") ?? "";
  const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce, csp).toBeTruthy();
  const html = await res.text();
  // Every script that runs; JSON-LD and other data blocks are never executed.
  const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  return nonce!;
}

function expectSecurityHeaders(res: Response, what: string) {
  expect(res.headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(res.headers.get("x-frame-options"), what).toBe("DENY");
  expect(res.headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  expect(res.headers.get("cross-origin-opener-policy"), what).toBe("same-origin");
  expect(res.headers.get("permissions-policy"), what).toContain("camera=()");
  expect(res.headers.get("content-security-policy"), what).toBeTruthy();
}

describe.skipIf(why)("remix-serve serves the whole site", () => {
  beforeAll(async () => {
    server = await startRemixServe({
      env: { ...secrets, DATABASE_URL: "memory://", OUTBOX: "1", LOG_LEVEL: "info", RATE_IP_CAPTCHAS_PER_HOUR: String(CAPTCHAS_PER_HOUR) },
      timeoutMs: 180_000,
    });
    base = server.base;
  });
  afterAll(async () => {
    await server?.stop();
    server?.remove();
  });

  it("runs on Node 24, the Dockerfile's LTS line", () => {
    expect(nodeMajor(serverNode())).toBe(24);
  });

  it("the start log names the data mode, where codes go, the port and the catalogue size", () => {
    const line = server!.output().split("\n").find((l) => l.includes('"msg":"starting:'));
    expect(line, server!.output()).toBeTruthy();
    const log = JSON.parse(line!) as { msg: string; data: string; codes: string; port: string; catalogue: Record<string, number> };
    expect(log.data).toContain("embedded PGlite in memory");
    expect(log.codes).toContain("dev outbox");
    expect(log.port).toBe(String(server!.port));
    expect(log.catalogue.apartments).toBeGreaterThan(0);
    expect(log.catalogue.rooms).toBeGreaterThan(0);
    expect(log.msg).toContain(`port ${server!.port}`);
    // The database was ready before remix-serve listened (it prints its URL once listening).
    const out = server!.output();
    expect(out.indexOf('"msg":"database ready"')).toBeGreaterThan(-1);
    expect(out.indexOf("[remix-serve]")).toBeGreaterThan(out.indexOf('"msg":"database ready"'));
  });

  it("redirects an unprefixed path to the language prefix", async () => {
    const root = await get("/");
    expect(root.status).toBe(302);
    expect(root.headers.get("location")).toBe("/cn/");
    expect(root.headers.get("cache-control")).toBe("no-store");
    expectSecurityHeaders(root, "redirect");
    expect((await get("/en")).headers.get("location")).toBe("/en/");
    expect((await get("/cn?x=1")).headers.get("location")).toBe("/cn/?x=1");
    // A client-side navigation to /cn/ fetches /cn.data: data, not a redirect (no loop).
    const data = await get("/cn.data");
    expect(data.status).toBe(200);
    expect(data.headers.get("content-type")).toContain("text/x-script");
    await data.arrayBuffer();
    const byCookie = await get("/common/privacy?from=test", { cookie: "lang=en" });
    expect(byCookie.status).toBe(302);
    expect(byCookie.headers.get("location")).toBe("/en/common/privacy?from=test");
    expect((await get("/user/collections", { cookie: "i18n_redirected=en" })).headers.get("location")).toBe("/en/user/collections");
    // Never a form post turned into a GET; the API, files and probes are not redirected.
    expect((await get("/healthz")).status).toBe(200);
    expect((await get("/robots.txt")).status).toBe(200);
  });

  it("documents carry the security headers and a fresh CSP nonce per response; a prefix saves its language", async () => {
    const a = await get("/cn/");
    expect(a.status).toBe(200);
    expectSecurityHeaders(a, "/cn/");
    const nonceA = await nonceOf(a);
    const b = await get("/en/");
    expect(b.status).toBe(200);
    const nonceB = await nonceOf(b);
    expect(nonceB).not.toBe(nonceA);
    const cookies = b.headers.getSetCookie();
    expect(cookies.some((c) => /^lang=en;.*HttpOnly/i.test(c))).toBe(true);
    expect(cookies.some((c) => c.startsWith("i18n_redirected=en;"))).toBe(true);
    // Already saved: not set again.
    const again = await get("/en/", { cookie: "lang=en; i18n_redirected=en" });
    expect(again.headers.getSetCookie().filter((c) => c.startsWith("lang="))).toEqual([]);
    await again.arrayBuffer();
    // The 404 page under a prefix is a document too.
    const missing = await get("/en/no/such/page");
    expect(missing.status).toBe(404);
    await nonceOf(missing);
    // Non-HTML answers get the restrictive policy; the API is never cached.
    const api = await get("/rest/openapi.json");
    expect(api.status).toBe(200);
    expectSecurityHeaders(api, "/rest/openapi.json");
    expect(api.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(api.headers.get("cache-control")).toBe("no-store");
    await api.arrayBuffer();
  });

  it("serves a page of each kind in both languages, and the signed API under /rest", async () => {
    const list = await rest(base, "/rest/building/client/house/list", { countryId: 1, pageSize: 1 }, secrets);
    expect(list.status).toBe(200);
    expect(list.body.code).toBe(0);
    const slug = await listingSlug(base, secrets);
    const home = await rest(base, "/rest/building/client/house/index", {}, secrets);
    expect(home.body.code).toBe(0);
    let room: { buildingCode: string; roomCode: string } | undefined;
    for (const h of home.body.data.recommendedHouses as { code: string }[]) {
      const info = await rest(base, "/rest/building/client/house/info", { buildingCode: h.code }, secrets);
      const code = (info.body.data?.roomGroups ?? []).flatMap((g: { rooms: { code: string }[] }) => g.rooms)[0]?.code as string | undefined;
      if (code) {
        room = { buildingCode: h.code, roomCode: code };
        break;
      }
    }
    expect(room).toBeTruthy();
    for (const lang of ["cn", "en"]) {
      for (const path of [`/${lang}/`, `/${lang}/${slug}`, `/${lang}/apartment/${room!.buildingCode}`, `/${lang}/apartment/${room!.buildingCode}/room/${room!.roomCode}`, `/${lang}/common/privacy`]) {
        const res = await get(path);
        expect(res.status, path).toBe(200);
        expectSecurityHeaders(res, path);
        await nonceOf(res);
      }
      // The user centre opens on the profile, which sends a visitor who is not logged in to the login dialog.
      const user = await get(`/${lang}/user`);
      expect(user.status, `/${lang}/user`).toBe(302);
      expect(user.headers.get("location")).toBe(`/${lang}/user/profiles`);
      const profile = await get(`/${lang}/user/profiles`);
      expect(profile.status).toBe(302);
      expect(profile.headers.get("location")).toContain("login=");
    }
    // The common file service and the feedback prefix answer through the same resource routes.
    const jcommon = await fetch(`${base}/jcommon/no-such-endpoint`, { method: "POST" });
    expect(jcommon.status).toBeLessThan(500);
    expect(jcommon.headers.get("cache-control")).toBe("no-store");
    await jcommon.arrayBuffer();
    const feedback = await fetch(`${base}/feedback/no-such-endpoint`, { method: "POST" });
    expect(feedback.status).toBeLessThan(500);
    expect(feedback.headers.get("cache-control")).toBe("no-store");
    await feedback.arrayBuffer();
  });

  it("logs a user in (SMS code from the dev outbox, web form without JavaScript)", async () => {
    const cookie = await webLogin(base, secrets);
    const user = await get("/cn/user/profiles", { cookie });
    expect(user.status).toBe(200);
    await nonceOf(user);
  });

  it("refuses cross-site posts to actions with 403 before they run; the site's own posts work", async () => {
    const cookie = await webLogin(base, secrets);
    const attempts: Array<[string, Record<string, string>]> = [
      ["/cn/logout", { origin: "https://evil.example" }],
      ["/cn/logout.data", { origin: "https://evil.example" }],
      ["/cn/user/profiles", { origin: "https://evil.example" }],
      ["/cn/user/profiles.data", { origin: "null" }],
      ["/cn/feedback", { referer: "https://evil.example/page" }],
      ["/cn/favorite", { origin: `http://127.0.0.1:${server!.port + 1}` }],
    ];
    for (const [path, headers] of attempts) {
      const res = await post(path, { userName: "pwned", intent: "profile", content: "csrf", redirectTo: "/cn/" }, { cookie, ...headers });
      expect(res.status, path).toBe(403);
      expect(await res.text(), path).toMatch(/^Forbidden: /);
      expect(res.headers.getSetCookie(), path).toEqual([]);
    }
    // Still logged in: the logout above did not run.
    expect((await get("/cn/user/profiles", { cookie })).status).toBe(200);
    const out = await post("/cn/logout", {}, { cookie, origin: base });
    expect(out.status).toBe(302);
    expect(out.headers.getSetCookie().some((c) => c.startsWith("user=;") || /^user=[^;]*;.*Max-Age=0/i.test(c) || /Expires=Thu, 01 Jan 1970/i.test(c))).toBe(true);
  });

  it("takes the client address from the socket, not from a client's X-Forwarded-For (TRUST_PROXY unset)", async () => {
    // Per-IP captcha limit: earlier tests used some; spoofed addresses must all count as this one.
    let refused = 0;
    for (let i = 0; i < CAPTCHAS_PER_HOUR + 1; i++) {
      const r = await rest(base, "/rest/common/captcha/new", { kind: "image" }, secrets, { headers: { "x-forwarded-for": `198.51.100.${i + 1}` } });
      if (r.body.code !== 0) refused++;
    }
    expect(refused).toBeGreaterThan(0);
  });

  it("stops cleanly on SIGTERM", async () => {
    const code = await server!.stop();
    expect(code).toBe(0);
    expect(server!.output()).toContain('"msg":"stopped"');
  });
});
