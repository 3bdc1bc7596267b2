import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";

/**
 * The flags of every cookie the web tier sets, as production writes them (NODE_ENV=production,
 * INSECURE_COOKIES unset): HttpOnly, SameSite=Lax, Secure, Path=/, 7 days for the user and
 * campaign cookies, and
 * the signed ones refusing a tampered value. The language cookies (lang, i18n_redirected) are set
 * by server/language.ts: tests/security/headers.test.ts; the real server's Set-Cookie headers
 * are read again by e2e/security.spec.ts. Each vitest file runs in its own process, so the
 * production environment here does not leak into other suites.
 */
process.env.NODE_ENV = "production";
delete process.env.INSECURE_COOKIES;
process.env.SESSION_SECRET = "cookie-test-session-secret-0123456789";
process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "sec-cookies-"));

type Cookies = typeof import("../../app/lib/cookies.server");
let c: Cookies;
const DAY = 86_400;

const user = { token: "t".repeat(32), userCode: "u1", userName: "alice", mobile: "13800138000", avatar: null };

function attrs(setCookie: string) {
  const [pair, ...rest] = setCookie.split(/;\s*/);
  const map = new Map<string, string | true>();
  for (const a of rest) {
    const [k, v] = a.split("=");
    map.set(k.toLowerCase(), v ?? true);
  }
  return { name: pair.split("=")[0], value: pair.slice(pair.indexOf("=") + 1), map };
}

function expectFlags(setCookie: string, maxAge: number | undefined) {
  const { map } = attrs(setCookie);
  expect(map.get("httponly"), setCookie).toBe(true);
  expect(map.get("secure"), setCookie).toBe(true);
  expect(String(map.get("samesite")).toLowerCase(), setCookie).toBe("lax");
  expect(map.get("path"), setCookie).toBe("/");
  if (maxAge === undefined) expect(map.has("max-age"), setCookie).toBe(false);
  else expect(Number(map.get("max-age")), setCookie).toBe(maxAge);
}

const req = (cookie: string) => new Request("http://localhost/cn/", { headers: { Cookie: cookie } });

beforeAll(async () => {
  const { resetEnvCache } = await import("#core/env.server");
  resetEnvCache();
  c = await import("../../app/lib/cookies.server");
});

describe("cookie flags in production", () => {
  test("user: HttpOnly, Secure, Lax, 7 days, signed", async () => {
    const set = await c.writeUser(user as never);
    expectFlags(set, 7 * DAY);
    expect(await c.readUser(req(set.split(";")[0]))).toMatchObject({ token: user.token });
  });

  test("campaign: 7 days; hooid: a year; third_info: a day; toast: a session cookie", async () => {
    expectFlags(await c.writeCampaign({ utm_source: "x" }), 7 * DAY);
    expectFlags(await c.writeHooid(c.newHooid()), 365 * DAY);
    expectFlags(await c.writeThirdParty({ type: "reg", info: { thirdToken: "t", provider: "github", nickname: "n", avatar: "" } }), DAY);
    expectFlags(await c.writeToast({ type: "success", key: "x" }), undefined);
  });

  test("the short-lived cookies of the login dialog and favourites", async () => {
    const { writeLoginFlash } = await import("../../app/components/login-dialog/login.server");
    const { writeCaptchaId } = await import("../../app/components/login-dialog/captcha.server");
    const { rememberPendingFavourite } = await import("../../app/lib/favourites.server");
    expectFlags(await writeLoginFlash({ view: "sms" } as Parameters<typeof writeLoginFlash>[0]), 120);
    expectFlags(await writeCaptchaId("abc"), 300);
    expectFlags(await rememberPendingFavourite("B1"), 15 * 60);
  });

  test("clearing cookies keeps the flags", async () => {
    expectFlags(await c.clearUser(), 0);
    expectFlags(await c.clearToast(), 0);
  });
});

describe("signed cookies refuse tampering", () => {
  test("a user cookie with a changed value or a forged signature reads as logged out", async () => {
    const pair = (await c.writeUser(user as never)).split(";")[0];
    const value = decodeURIComponent(pair.slice("user=".length));
    const dot = value.lastIndexOf(".");
    const payload = value.slice(0, dot);
    const signature = value.slice(dot + 1);
    // Another user's token under the old signature.
    const forged = Buffer.from(JSON.stringify({ ...user, token: "x".repeat(32) })).toString("base64");
    expect(await c.readUser(req(`user=${encodeURIComponent(`${forged}.${signature}`)}`))).toBeNull();
    // The right payload with a made-up signature, and without any.
    expect(await c.readUser(req(`user=${encodeURIComponent(`${payload}.AAAA`)}`))).toBeNull();
    expect(await c.readUser(req(`user=${encodeURIComponent(payload)}`))).toBeNull();
    expect(await c.readUser(req("user=garbage"))).toBeNull();
    // The same cookie, untouched, still reads.
    expect(await c.readUser(req(pair))).not.toBeNull();
  });

  test("a toast or campaign cookie is signed too (no injected toast text)", async () => {
    const forged = Buffer.from(JSON.stringify({ type: "error", text: "<script>alert(1)</script>" })).toString("base64");
    expect(await c.readToast(req(`toast=${encodeURIComponent(forged)}`))).toBeNull();
    expect(await c.readCampaign(req(`campaign=${encodeURIComponent(forged)}`))).toEqual({});
  });
});
