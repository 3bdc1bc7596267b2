import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";

// The web tier's signing client, pointed at a remote API host (API_BASE_URL) that msw plays.
const REMOTE = "http://api.remote.test";
process.env.API_BASE_URL = REMOTE;
process.env.API_SIGN_SECRET = "client-test-sign-secret-0001";
process.env.API_COMMON_SIGN_SECRET = "client-test-common-secret-01";
process.env.SESSION_SECRET = "client-test-session-secret-1";

const { resetEnvCache } = await import("#core/env.server");
resetEnvCache();
const { callApi, expired, loadOrThrow, redirectIfExpired } = await import("~/lib/api.server");
const { writeCampaign, writeHooid, writeUser } = await import("~/lib/cookies.server");
const { signFields } = await import("#core/sign");

/** A user cookie's value as login answers it. */
const cookieUser = (fields: Partial<UserInfo> & { token: string }): UserInfo => ({
  avatar: "",
  email: "",
  mobile: "13800138000",
  mobilePrefix: "86",
  mobilePrefixId: 317,
  pwdAction: 0,
  realName: "",
  userCode: "U1",
  userName: "",
  ...fields,
});

type Seen = { path: string; fields: Record<string, string>; ip: string | null };
const seen: Seen[] = [];
let answer: { code: number; data: unknown; msg: string } = { code: 0, data: { ok: 1 }, msg: "" };

const server = setupServer(
  http.post(`${REMOTE}/rest/*`, async ({ request }) => {
    const fields = Object.fromEntries(new URLSearchParams(await request.text()));
    seen.push({ path: new URL(request.url).pathname, fields, ip: request.headers.get("x-forwarded-for") });
    return HttpResponse.json(answer);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  seen.length = 0;
  answer = { code: 0, data: { ok: 1 }, msg: "" };
});
afterAll(() => server.close());

import { peerHeaderValue } from "#core/client-ip.server";
import type { UserInfo } from "#core/user";

async function pageRequest(path: string, cookies: string[] = []) {
  return new Request(`https://site.test${path}`, {
    // The client as server/index.ts vouches for it (a raw X-Forwarded-For is not believed).
    headers: { cookie: cookies.map((c) => c.split(";")[0]).join("; "), "user-agent": "Mozilla/5.0 (Windows NT 10.0)", "x-studynest-peer": peerHeaderValue("203.0.113.7") },
  });
}

describe("signing client over HTTP (API_BASE_URL)", () => {
  it("adds the shared fields, drops null ones and signs with the main secret", async () => {
    const request = await pageRequest("/en/united-kingdom", [
      await writeUser(cookieUser({ token: "tok-123", userName: "Ann" })),
      await writeHooid("visitor-0001-abcd"),
      await writeCampaign({ utm_source: "wx", shareUid: "u7" }),
    ]);
    const result = await callApi("/rest/building/client/house/search", { keyword: "london", countryId: null, cityId: undefined }, { request });
    expect(result).toEqual({ ok: true, data: { ok: 1 }, msg: "" });
    const { fields, path, ip } = seen[0];
    expect(path).toBe("/rest/building/client/house/search");
    expect(ip).toBe("203.0.113.7");
    expect(fields).toMatchObject({
      keyword: "london",
      language: "en",
      token: "tok-123",
      hooid: "visitor-0001-abcd",
      deviceId: "visitor-0001-abcd",
      deviceType: "pc",
      apiVersion: "1.0",
      systemVersion: "windows",
      entranceCode: "pc",
      sourceCode: "nature",
      utm_source: "wx",
      shareUid: "u7",
    });
    expect(fields).not.toHaveProperty("countryId");
    expect(Math.abs(Number(fields.timestamp) - Date.now())).toBeLessThan(5_000);
    const { signToken, ...rest } = fields;
    expect(signToken).toBe(signFields(rest, "client-test-sign-secret-0001"));
  });

  it("signs common paths with the common secret and sends no token for a visitor", async () => {
    await callApi("/rest/common/mobile/prefix", {}, { request: await pageRequest("/cn/") });
    const { signToken, ...rest } = seen[0].fields;
    expect(rest.language).toBe("cn");
    expect(rest).not.toHaveProperty("token");
    expect(signToken).toBe(signFields(rest, "client-test-common-secret-01"));
  });

  it("turns code 1 into a typed failure", async () => {
    answer = { code: 1, data: null, msg: "bad input" };
    const result = await callApi("/rest/building/client/house/info", { buildingCode: "x" }, { request: await pageRequest("/cn/") });
    expect(result).toEqual({ ok: false, code: 1, msg: "bad input" });
    await expect(loadOrThrow("/rest/building/client/house/info", {}, { request: await pageRequest("/cn/") })).rejects.toMatchObject({ status: 404 });
  });

  it("answers code 3 as a value; redirectIfExpired and loadOrThrow turn it into the reload that forgets the user, with the notice", async () => {
    answer = { code: 3, data: null, msg: "login expired" };
    const request = await pageRequest("/en/user/profiles?tab=1", [await writeUser(cookieUser({ token: "old" }))]);
    const result = await callApi("/rest/user/client/user/info", {}, { request });
    expect(result).toEqual({ ok: false, code: 3, msg: "login expired" });
    expect(expired(result)).toBe(true);
    for (const thrown of [
      await redirectIfExpired(request, result).catch((e: unknown) => e),
      await loadOrThrow("/rest/user/client/user/info", {}, { request }).catch((e: unknown) => e),
    ]) {
      expect(thrown).toBeInstanceOf(Response);
      const response = thrown as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/en/user/profiles?tab=1");
      const cookies = response.headers.get("set-cookie") ?? "";
      expect(cookies).toMatch(/user=;.*Max-Age=0/);
      expect(cookies).toMatch(/toast=/);
    }
    // A route may send the reload elsewhere (the login dialog: the page behind it).
    const elsewhere = (await redirectIfExpired(request, result, "/en/sitemap").catch((e: unknown) => e)) as Response;
    expect(elsewhere.headers.get("location")).toBe("/en/sitemap");
  });

  it("passes every other outcome through redirectIfExpired untouched", async () => {
    answer = { code: 1, data: null, msg: "bad input" };
    const request = await pageRequest("/cn/");
    const refused = await callApi("/rest/building/client/house/info", { buildingCode: "x" }, { request });
    expect(expired(refused)).toBe(false);
    expect(await redirectIfExpired(request, refused)).toBe(refused);
  });

  it("reports a network failure as code -1 (callers show network_error_tip)", async () => {
    server.use(http.post(`${REMOTE}/rest/*`, () => HttpResponse.error()));
    const result = await callApi("/rest/building/client/house/index", {}, { request: await pageRequest("/cn/") });
    expect(result).toEqual({ ok: false, code: -1, msg: "" });
  });
});
