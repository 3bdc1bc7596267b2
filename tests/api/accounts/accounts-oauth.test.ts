import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { callSigned, setupApi } from "../../helpers/api";
import { newIp, newMobile, sendSms, smsCode, U } from "../../helpers/accounts";

/**
 * Third-party sign-in end to end through the signed API, with msw standing in for the
 * providers' token and user-info endpoints (WeChat and GitHub).
 */
process.env.OAUTH_WECHAT_CLIENT_ID = "wx-test-app";
process.env.OAUTH_WECHAT_CLIENT_SECRET = "wx-test-secret";
process.env.OAUTH_WECHAT_AUTHORIZE_URL = "https://wechat.test/connect/qrconnect";
process.env.OAUTH_WECHAT_TOKEN_URL = "https://wechat.test/sns/oauth2/access_token";
process.env.OAUTH_WECHAT_USERINFO_URL = "https://wechat.test/sns/userinfo";
process.env.OAUTH_GITHUB_CLIENT_ID = "gh-test-app";
process.env.OAUTH_GITHUB_CLIENT_SECRET = "gh-test-secret";
process.env.OAUTH_GITHUB_AUTHORIZE_URL = "https://github.test/login/oauth/authorize";
process.env.OAUTH_GITHUB_TOKEN_URL = "https://github.test/login/oauth/access_token";
process.env.OAUTH_GITHUB_USERINFO_URL = "https://github.test/user";

const server = setupServer(
  http.get("https://wechat.test/sns/oauth2/access_token", ({ request }) => {
    const code = new URL(request.url).searchParams.get("code");
    if (code === "bad") return HttpResponse.json({ errcode: 40029, errmsg: "invalid code" });
    return HttpResponse.json({ access_token: `at-${code}`, openid: `openid-${code}`, unionid: `union-${code}` });
  }),
  http.get("https://wechat.test/sns/userinfo", ({ request }) =>
    HttpResponse.json({ nickname: "微信同学", headimgurl: "https://wechat.test/head.png", openid: new URL(request.url).searchParams.get("openid") }),
  ),
  http.post("https://github.test/login/oauth/access_token", async ({ request }) => {
    const body = (await request.json()) as { code: string; client_secret: string };
    if (body.client_secret !== "gh-test-secret") return HttpResponse.json({ error: "bad_verification_code" });
    return HttpResponse.json({ access_token: `gh-${body.code}`, token_type: "bearer" });
  }),
  http.get("https://github.test/user", ({ request }) =>
    HttpResponse.json({ id: 4242, login: "octo", name: "Octo Cat", avatar_url: "https://github.test/a.png", auth: request.headers.get("authorization") }),
  ),
);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: "bypass" });
  await setupApi();
});
afterAll(() => server.close());

async function entries(page = "http://localhost:3000/cn/united-kingdom?login=sms&report=1") {
  const r = await callSigned(`${U}/third/loginType`, { url: page });
  expect(r.code).toBe(0);
  return r.data.list as Array<{ url: string; icon: string; type: string }>;
}

describe("third-party sign-in", () => {
  test("third/loginType lists the configured providers with url and icon", async () => {
    const list = await entries();
    expect(list.map((e) => e.type)).toEqual(["wechat", "github"]);
    const wx = new URL(list[0].url);
    expect(wx.origin + wx.pathname).toBe("https://wechat.test/connect/qrconnect");
    expect(wx.searchParams.get("appid")).toBe("wx-test-app");
    expect(wx.searchParams.get("redirect_uri")).toBe("http://localhost:3000/cn/oauth/wechat/callback");
    expect(list[0].icon).toBe("/icons/wechat.svg");
  });

  test("new identity → reg → third/reg with an SMS code → account; next time it logs straight in", async () => {
    const ip = newIp();
    const opts = { headers: { "x-forwarded-for": ip } };
    const [wx] = await entries();
    const state = new URL(wx.url).searchParams.get("state")!;
    const code = `c${Date.now()}`;
    const first = await callSigned(`${U}/third/callback`, { provider: "wechat", code, state }, opts);
    expect(first.code).toBe(0);
    expect(first.data).toMatchObject({ type: "reg", returnTo: "/cn/united-kingdom", info: { provider: "wechat", nickname: "微信同学" } });

    const mobile = newMobile();
    expect((await sendSms(mobile, 1, opts)).code).toBe(0);
    const reg = await callSigned(
      `${U}/third/reg`,
      { mobilePrefixId: 317, mobile, verifyCode: (await smsCode(mobile))!, registerSource: "web", thirdToken: first.data.info.thirdToken },
      opts,
    );
    expect(reg.code).toBe(0);
    expect(reg.data).toMatchObject({ mobile, userName: "微信同学", avatar: "https://wechat.test/head.png" });

    const again = await callSigned(`${U}/third/callback`, { provider: "wechat", code, state }, opts);
    expect(again.data.type).toBe("login");
    expect(again.data.user.userCode).toBe(reg.data.userCode);
    expect((await callSigned(`${U}/user/info`, {}, { token: again.data.user.token })).code).toBe(0);
  });

  test("GitHub: the token exchange and user info go through msw", async () => {
    const [, gh] = await entries();
    const state = new URL(gh.url).searchParams.get("state")!;
    const r = await callSigned(`${U}/third/callback`, { provider: "github", code: "ghcode", state });
    expect(r.data).toMatchObject({ type: "reg", info: { provider: "github", nickname: "Octo Cat" } });
  });

  test("a provider error, a forged state and a forged ticket are translated refusals", async () => {
    const [wx] = await entries();
    const state = new URL(wx.url).searchParams.get("state")!;
    const bad = await callSigned(`${U}/third/callback`, { provider: "wechat", code: "bad", state }, { language: "en" });
    expect(bad).toMatchObject({ code: 1, msg: "Third-party sign-in failed, please try again" });
    const forged = await callSigned(`${U}/third/callback`, { provider: "wechat", code: "x", state: `${state}x` });
    expect(forged).toMatchObject({ code: 1, msg: "第三方登录信息已失效，请重新登录" });
    const ticket = await callSigned(`${U}/third/reg`, { mobilePrefixId: 317, mobile: newMobile(), verifyCode: "123456", thirdToken: "nope.nope" });
    expect(ticket.code).toBe(1);
  });
});
