import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetEnvCache } from "#core/env.server";
import { clearSharedCache } from "#core/shared-cache.server";
import { isWeChatBrowser, jsapiSignature, shareConfig, WeChatError } from "~/lib/wechat-share.server";
import { loader } from "~/routes/wechat.share";

/**
 * The WeChat share card's signature: msw answers as WeChat's API does (its documented request
 * parameters and response bodies for the access token and the jsapi ticket, errors included).
 */
const API = "https://wechat-api.test";
const calls: { token: URL[]; ticket: URL[] } = { token: [], ticket: [] };
let tokenAnswer: Record<string, unknown> = { access_token: "ACCESS_TOKEN_1", expires_in: 7200 };
let ticketAnswer: Record<string, unknown> = { errcode: 0, errmsg: "ok", ticket: "TICKET_1", expires_in: 7200 };

const server = setupServer(
  http.get(`${API}/cgi-bin/token`, ({ request }) => {
    calls.token.push(new URL(request.url));
    return HttpResponse.json(tokenAnswer);
  }),
  http.get(`${API}/cgi-bin/ticket/getticket`, ({ request }) => {
    calls.ticket.push(new URL(request.url));
    return HttpResponse.json(ticketAnswer);
  }),
);

function configure(on: boolean) {
  for (const [k, v] of Object.entries({ WECHAT_APP_ID: "wx-app-id", WECHAT_APP_SECRET: "wx-app-secret", WECHAT_API_URL: API })) {
    if (on) process.env[k] = v;
    else delete process.env[k];
  }
  resetEnvCache();
}

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => {
  server.close();
  configure(false);
});
beforeEach(async () => {
  calls.token = [];
  calls.ticket = [];
  tokenAnswer = { access_token: "ACCESS_TOKEN_1", expires_in: 7200 };
  ticketAnswer = { errcode: 0, errmsg: "ok", ticket: "TICKET_1", expires_in: 7200 };
  await clearSharedCache();
  configure(true);
});
afterEach(() => configure(false));

describe("the JS-SDK signature", () => {
  it("is WeChat's documented example", () => {
    const ticket = "sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg";
    expect(jsapiSignature(ticket, "Wm3WZYTPz0wzccnW", 1414587457, "http://mp.weixin.qq.com?params=value")).toBe("0f9de62fce790f9a083d5c99e95740ceb90c27ed");
  });
  it("signs the page without its #fragment", () => {
    expect(jsapiSignature("t", "n", 1, "https://x.test/cn/a?b=1#rooms")).toBe(jsapiSignature("t", "n", 1, "https://x.test/cn/a?b=1"));
  });
});

describe("shareConfig", () => {
  it("is null, and asks WeChat nothing, without WECHAT_APP_ID/WECHAT_APP_SECRET", async () => {
    configure(false);
    expect(await shareConfig("https://x.test/cn/")).toBeNull();
    expect(calls.token).toHaveLength(0);
  });

  it("asks for the token and the ticket as WeChat documents, and signs the page with that ticket", async () => {
    const config = (await shareConfig("https://x.test/cn/apartment/abc?x=1#photos"))!;
    expect(calls.token).toHaveLength(1);
    expect(Object.fromEntries(calls.token[0].searchParams)).toEqual({ grant_type: "client_credential", appid: "wx-app-id", secret: "wx-app-secret" });
    expect(Object.fromEntries(calls.ticket[0].searchParams)).toEqual({ access_token: "ACCESS_TOKEN_1", type: "jsapi" });
    expect(config.appId).toBe("wx-app-id");
    expect(config.timestamp).toBeGreaterThan(Date.now() / 1000 - 5);
    expect(config.nonceStr).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(config.signature).toBe(jsapiSignature("TICKET_1", config.nonceStr, config.timestamp, "https://x.test/cn/apartment/abc?x=1"));
  });

  it("keeps the token and the ticket: a second page asks WeChat nothing, with a new nonce", async () => {
    const a = (await shareConfig("https://x.test/cn/"))!;
    const b = (await shareConfig("https://x.test/en/"))!;
    expect(calls.token).toHaveLength(1);
    expect(calls.ticket).toHaveLength(1);
    expect(a.nonceStr).not.toBe(b.nonceStr);
  });

  it("renews the token and the ticket five minutes before WeChat's expires_in ends", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    let config;
    try {
      await shareConfig("https://x.test/cn/");
      vi.setSystemTime(Date.now() + (7200 - 300 - 1) * 1000);
      await shareConfig("https://x.test/cn/");
      expect(calls.ticket).toHaveLength(1);
      ticketAnswer = { errcode: 0, errmsg: "ok", ticket: "TICKET_2", expires_in: 7200 };
      vi.setSystemTime(Date.now() + 2000);
      config = (await shareConfig("https://x.test/cn/"))!;
    } finally {
      vi.useRealTimers();
    }
    expect(calls.token).toHaveLength(2);
    expect(calls.ticket).toHaveLength(2);
    expect(config.signature).toBe(jsapiSignature("TICKET_2", config.nonceStr, config.timestamp, "https://x.test/cn/"));
  });

  it("turns WeChat's error answers into a WeChatError (and keeps nothing)", async () => {
    tokenAnswer = { errcode: 40013, errmsg: "invalid appid" };
    await expect(shareConfig("https://x.test/cn/")).rejects.toBeInstanceOf(WeChatError);
    tokenAnswer = { access_token: "ACCESS_TOKEN_1", expires_in: 7200 };
    ticketAnswer = { errcode: 40001, errmsg: "invalid credential" };
    await expect(shareConfig("https://x.test/cn/")).rejects.toThrow(/40001/);
  });
});

describe("/wechat/share", () => {
  const get = (query: string, host = "x.test") => loader({ request: new Request(`https://${host}/wechat/share${query}`), params: {}, context: {} });

  it("answers the signed configuration for a page of this site", async () => {
    const res = await get(`?url=${encodeURIComponent("https://x.test/cn/apartment/abc")}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = await res.json();
    expect(body.signature).toBe(jsapiSignature("TICKET_1", body.nonceStr, body.timestamp, "https://x.test/cn/apartment/abc"));
  });

  it("refuses another site's page, or no page, with 400", async () => {
    expect((await get(`?url=${encodeURIComponent("https://evil.test/cn/")}`)).status).toBe(400);
    expect((await get("?url=not-a-url")).status).toBe(400);
    expect((await get("")).status).toBe(400);
    expect(calls.token).toHaveLength(0);
  });

  it("is 404 when WeChat is not configured, 502 when WeChat does not answer", async () => {
    configure(false);
    expect((await get(`?url=${encodeURIComponent("https://x.test/cn/")}`)).status).toBe(404);
    configure(true);
    server.use(http.get(`${API}/cgi-bin/token`, () => HttpResponse.error()));
    expect((await get(`?url=${encodeURIComponent("https://x.test/cn/")}`)).status).toBe(502);
  });
});

describe("isWeChatBrowser", () => {
  it("knows WeChat's in-app browser by its user agent", () => {
    expect(isWeChatBrowser("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN")).toBe(true);
    expect(isWeChatBrowser("Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36")).toBe(false);
    expect(isWeChatBrowser(null)).toBe(false);
  });
});
