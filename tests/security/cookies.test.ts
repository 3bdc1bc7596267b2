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
// A rotated list: the first signs, the second (the previous secret) is still accepted.
process.env.SESSION_SECRET = "cookie-test-session-secret-0123456789,cookie-test-old-session-secret-0000";
process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "sec-cookies-"));

type Cookies = typeof import("../../app/lib/cookies.server");
let c: Cookies;
const DAY = 86_400;

// Long enough that a random 43-character session id cannot contain one by chance (a 2-character
// user code did, about once in a hundred runs).
const user = { token: "t".repeat(32), userCode: "uc-7f3c9e21", userName: "alice", realName: "Alice Zhang", email: "alice@example.com", mobile: "13800138000", avatar: null };

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
  // The sessions live in the database (no REDIS_URL, no remote API).
  const { setupApi } = await import("../helpers/api");
  await setupApi();
  c = await import("../../app/lib/cookies.server");
}, 120_000);

/** Every reading of a cookie value a person could make: as sent, URL-decoded, base64-decoded. */
function readings(value: string): string[] {
  const decoded = decodeURIComponent(value);
  const parts = decoded.split(".");
  const out = [value, decoded];
  for (const p of parts) {
    for (const enc of ["base64", "base64url"] as const) out.push(Buffer.from(p, enc).toString("utf8"));
  }
  return out;
}

describe("the user cookie holds an opaque session id, nothing personal", () => {
  test("no token, e-mail, mobile or name in it, however it is decoded; the session reads back on the server", async () => {
    const set = await c.writeUser(user as never);
    const { value } = attrs(set);
    for (const text of readings(value)) {
      for (const secret of [user.token, user.email, user.mobile, user.realName, user.userName, user.userCode]) {
        expect(text, `cookie reading contains ${secret}`).not.toContain(secret);
      }
    }
    // What it carries: a signed 32-byte random id.
    const id = JSON.parse(Buffer.from(decodeURIComponent(value).slice(0, decodeURIComponent(value).lastIndexOf(".")), "base64").toString("utf8"));
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await c.readUser(req(set.split(";")[0]))).toMatchObject({ token: user.token, email: user.email });
  });

  test("the server's copy is sealed and keyed by a hash: the database holds no token or contact detail either", async () => {
    const { query } = await import("../../api/db/client");
    const { sql } = await import("drizzle-orm");
    await c.writeUser(user as never);
    const rows = await query<{ id_hash: string; data: string }>(sql`SELECT id_hash, data FROM web_sessions`);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.id_hash).toMatch(/^[0-9a-f]{64}$/);
      for (const secret of [user.token, user.email, user.mobile, user.realName]) expect(r.data).not.toContain(secret);
    }
  });

  test("sign-out deletes the server's copy: the old cookie, replayed, is signed out", async () => {
    const pair = (await c.writeUser(user as never)).split(";")[0];
    expect(await c.readUser(req(pair))).not.toBeNull();
    await c.clearUser(req(pair));
    expect(await c.readUser(req(pair))).toBeNull();
  });

  test("a sign-in ends the session the browser had before (no fixation)", async () => {
    const before = (await c.writeUser(user as never)).split(";")[0];
    const after = (await c.signIn({ ...user, token: "n".repeat(32) } as never, req(before))).split(";")[0];
    expect(after).not.toBe(before);
    expect(await c.readUser(req(before))).toBeNull();
    expect(await c.readUser(req(after))).toMatchObject({ token: "n".repeat(32) });
  });

  test("a cookie of the old kind (the user itself, signed) reads as signed out", async () => {
    const { createCookie } = await import("@remix-run/node");
    const old = createCookie("user", { secrets: ["cookie-test-session-secret-0123456789"] });
    const pair = (await old.serialize(user)).split(";")[0];
    expect(await c.readUser(req(pair))).toBeNull();
  });

  test("rotation: a cookie signed with the previous secret still reads; one signed with an unknown secret does not", async () => {
    const { createCookie } = await import("@remix-run/node");
    const set = await c.writeUser(user as never);
    const id = JSON.parse(Buffer.from(decodeURIComponent(attrs(set).value).split(".")[0], "base64").toString("utf8")) as string;
    const signedWith = async (secret: string) => (await createCookie("user", { secrets: [secret] }).serialize(id)).split(";")[0];
    expect(await c.readUser(req(await signedWith("cookie-test-old-session-secret-0000")))).toMatchObject({ token: user.token });
    expect(await c.readUser(req(await signedWith("someone-elses-secret-000000000000")))).toBeNull();
  });
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
