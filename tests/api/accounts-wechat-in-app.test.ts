import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { callSigned, setupApi } from "../helpers/api";
import { newIp, newMobile, sendSms, smsCode, U } from "../helpers/accounts";

/**
 * WeChat sign-in inside WeChat's own browser, through the third-party sign-in interface, with
 * msw answering as WeChat documents its web authorization: sns/oauth2/access_token (code →
 * `{ access_token, expires_in, refresh_token, openid, scope, unionid? }` or `{ errcode, errmsg }`)
 * and sns/userinfo (`{ openid, nickname, sex, province, city, country, headimgurl, privilege,
 * unionid }`). The website's QR sign-in (another WeChat app: other openids, the same UnionID)
 * is configured beside it, to link the two by UnionID.
 */
process.env.WECHAT_APP_ID = "wx-mp-app";
process.env.WECHAT_APP_SECRET = "wx-mp-secret";
process.env.WECHAT_API_URL = "https://wechat-mp.test";
process.env.WECHAT_OAUTH_AUTHORIZE_URL = "https://open-mp.test/connect/oauth2/authorize";
process.env.OAUTH_WECHAT_CLIENT_ID = "wx-web-app";
process.env.OAUTH_WECHAT_CLIENT_SECRET = "wx-web-secret";
process.env.OAUTH_WECHAT_AUTHORIZE_URL = "https://wechat-web.test/connect/qrconnect";
process.env.OAUTH_WECHAT_TOKEN_URL = "https://wechat-web.test/sns/oauth2/access_token";
process.env.OAUTH_WECHAT_USERINFO_URL = "https://wechat-web.test/sns/userinfo";

/**
 * Codes the fake WeChat hands out: `<scope>.<person>` (scope base or info), `bad`, `snap.<person>`.
 * A person's openid differs per app; their UnionID is the same. `known` people have authorized
 * before, so even the silent step's token carries their UnionID.
 */
const known = new Set<string>();
const userinfoCalls: string[] = [];
const server = setupServer(
  http.get("https://wechat-mp.test/sns/oauth2/access_token", ({ request }) => {
    const q = new URL(request.url).searchParams;
    if (q.get("appid") !== "wx-mp-app" || q.get("secret") !== "wx-mp-secret" || q.get("grant_type") !== "authorization_code") {
      return HttpResponse.json({ errcode: 40013, errmsg: "invalid appid" });
    }
    const code = q.get("code") ?? "";
    if (code === "bad") return HttpResponse.json({ errcode: 40029, errmsg: "invalid code" });
    const [scope, person] = code.split(".");
    const token = { access_token: `mp-at-${person}-${scope}`, expires_in: 7200, refresh_token: `mp-rt-${person}`, openid: `mp-${person}` };
    if (scope === "snap") return HttpResponse.json({ ...token, scope: "snsapi_base", is_snapshotuser: 1 });
    if (scope === "base") return HttpResponse.json({ ...token, scope: "snsapi_base", ...(known.has(person) ? { unionid: `union-${person}` } : {}) });
    return HttpResponse.json({ ...token, scope: "snsapi_userinfo", unionid: `union-${person}` });
  }),
  http.get("https://wechat-mp.test/sns/userinfo", ({ request }) => {
    const q = new URL(request.url).searchParams;
    userinfoCalls.push(q.get("access_token") ?? "");
    const token = q.get("access_token") ?? "";
    // Only a snsapi_userinfo token may read the profile (48001 otherwise, as WeChat answers).
    if (!token.endsWith("-info") || q.get("lang") !== "zh_CN") return HttpResponse.json({ errcode: 48001, errmsg: "api unauthorized" });
    const person = token.slice("mp-at-".length, -"-info".length);
    if (q.get("openid") !== `mp-${person}`) return HttpResponse.json({ errcode: 40003, errmsg: "invalid openid" });
    return HttpResponse.json({
      openid: `mp-${person}`,
      nickname: "微信里的同学",
      sex: 0,
      province: "",
      city: "",
      country: "",
      headimgurl: "https://wx.qlogo.test/mmopen/head/132",
      privilege: [],
      unionid: `union-${person}`,
    });
  }),
  // The website's QR sign-in: another app, so another openid for the same person.
  http.get("https://wechat-web.test/sns/oauth2/access_token", ({ request }) => {
    const person = new URL(request.url).searchParams.get("code") ?? "";
    return HttpResponse.json({ access_token: `web-at-${person}`, expires_in: 7200, refresh_token: "r", openid: `web-${person}`, scope: "snsapi_login", unionid: `union-${person}` });
  }),
  http.get("https://wechat-web.test/sns/userinfo", ({ request }) =>
    HttpResponse.json({ openid: new URL(request.url).searchParams.get("openid"), nickname: "网站上的同学", headimgurl: "https://wx.qlogo.test/web/132" }),
  ),
);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: "bypass" });
  await setupApi();
});
afterAll(() => server.close());

const PAGE = "http://localhost:3000/cn/united-kingdom?login=sms&report=1";
async function entries(wechatBrowser: boolean) {
  const r = await callSigned(`${U}/third/loginType`, { url: PAGE, ...(wechatBrowser ? { wechatBrowser: "1" } : {}) });
  expect(r.code, r.msg).toBe(0);
  return r.data.list as Array<{ url: string; icon: string; type: string }>;
}
const stateOf = (url: string) => new URL(url).searchParams.get("state")!;
const person = () => `p${Date.now()}${Math.floor(Math.random() * 1e6)}`;

async function callback(provider: string, code: string, state: string, ip: string) {
  return callSigned(`${U}/third/callback`, { provider, code, state }, { headers: { "x-forwarded-for": ip } });
}

/** A student registered through third/reg with an SMS code, from a `reg` answer. */
async function register(thirdToken: string, ip: string) {
  const mobile = newMobile();
  const opts = { headers: { "x-forwarded-for": ip } };
  expect((await sendSms(mobile, 1, opts)).code).toBe(0);
  const reg = await callSigned(`${U}/third/reg`, { mobilePrefixId: 317, mobile, verifyCode: (await smsCode(mobile))!, registerSource: "web", thirdToken }, opts);
  expect(reg.code, reg.msg).toBe(0);
  return reg.data as { userCode: string; userName: string; avatar: string };
}

describe("the entries", () => {
  test("in WeChat's browser: the official account's silent authorization, and no QR sign-in", async () => {
    const list = await entries(true);
    expect(list.map((e) => e.type)).toEqual(["wechat_mp"]);
    const url = new URL(list[0].url);
    expect(url.origin + url.pathname).toBe("https://open-mp.test/connect/oauth2/authorize");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      appid: "wx-mp-app",
      redirect_uri: "http://localhost:3000/cn/oauth/wechat_mp/callback",
      response_type: "code",
      scope: "snsapi_base",
    });
    expect(url.hash).toBe("#wechat_redirect");
    expect(list[0].icon).toBe("/icons/wechat.svg");
  });

  test("elsewhere: the website's QR sign-in only (the in-app one works only inside WeChat)", async () => {
    expect((await entries(false)).map((e) => e.type)).toEqual(["wechat"]);
  });
});

describe("signing in inside WeChat", () => {
  test("a new student: silent step → consent → registration with a phone; next time silent all the way", async () => {
    const ip = newIp();
    const who = person();
    const [entry] = await entries(true);
    const silent = await callback("wechat_mp", `base.${who}`, stateOf(entry.url), ip);
    expect(silent.code, silent.msg).toBe(0);
    expect(silent.data.type).toBe("consent");
    expect(silent.data.returnTo).toBe("/cn/united-kingdom");
    const consent = new URL(silent.data.url);
    expect(consent.origin + consent.pathname).toBe("https://open-mp.test/connect/oauth2/authorize");
    expect(consent.searchParams.get("scope")).toBe("snsapi_userinfo");
    expect(consent.searchParams.get("redirect_uri")).toBe("http://localhost:3000/cn/oauth/wechat_mp/callback");
    expect(consent.hash).toBe("#wechat_redirect");

    const agreed = await callback("wechat_mp", `info.${who}`, stateOf(silent.data.url), ip);
    expect(agreed.data).toMatchObject({ type: "reg", returnTo: "/cn/united-kingdom", info: { provider: "wechat_mp", nickname: "微信里的同学", avatar: "https://wx.qlogo.test/mmopen/head/132" } });
    const account = await register(agreed.data.info.thirdToken, ip);
    expect(account).toMatchObject({ userName: "微信里的同学", avatar: "https://wx.qlogo.test/mmopen/head/132" });

    // The next visit: the silent step alone signs in, and no profile is read.
    const calls = userinfoCalls.length;
    const [again] = await entries(true);
    const back = await callback("wechat_mp", `base.${who}`, stateOf(again.url), ip);
    expect(back.data.type).toBe("login");
    expect(back.data.user.userCode).toBe(account.userCode);
    expect(back.data.user.userName).toBe("微信里的同学");
    expect(userinfoCalls.length).toBe(calls);
  });

  test("an account made with the website's QR sign-in is found by UnionID after consent, and then silently", async () => {
    const ip = newIp();
    const who = person();
    // On a computer: the website's WeChat QR sign-in, then a phone.
    const [web] = await entries(false);
    const first = await callback("wechat", who, stateOf(web.url), ip);
    expect(first.data.type).toBe("reg");
    const account = await register(first.data.info.thirdToken, ip);

    // In WeChat on the phone: another openid; the silent step has no UnionID yet, so consent.
    const [entry] = await entries(true);
    const silent = await callback("wechat_mp", `base.${who}`, stateOf(entry.url), ip);
    expect(silent.data.type).toBe("consent");
    const agreed = await callback("wechat_mp", `info.${who}`, stateOf(silent.data.url), ip);
    expect(agreed.data.type).toBe("login");
    expect(agreed.data.user.userCode).toBe(account.userCode);
    // The website's nickname stays the account's: the in-app identity only links.
    expect(agreed.data.user.userName).toBe("网站上的同学");

    const [again] = await entries(true);
    expect((await callback("wechat_mp", `base.${who}`, stateOf(again.url), ip)).data.user.userCode).toBe(account.userCode);
  });

  test("a student who authorized before: the silent step's UnionID alone signs in, no consent page", async () => {
    const ip = newIp();
    const who = person();
    const [web] = await entries(false);
    const account = await register((await callback("wechat", who, stateOf(web.url), ip)).data.info.thirdToken, ip);
    known.add(who);
    const [entry] = await entries(true);
    const silent = await callback("wechat_mp", `base.${who}`, stateOf(entry.url), ip);
    expect(silent.data.type).toBe("login");
    expect(silent.data.user.userCode).toBe(account.userCode);
  });

  test("WeChat's refusals and a snapshot-page visitor are translated failures; a state of another provider is refused", async () => {
    const ip = newIp();
    const [entry] = await entries(true);
    const state = stateOf(entry.url);
    expect(await callSigned(`${U}/third/callback`, { provider: "wechat_mp", code: "bad", state }, { language: "en", headers: { "x-forwarded-for": ip } })).toMatchObject({
      code: 1,
      msg: "Third-party sign-in failed, please try again",
    });
    expect(await callback("wechat_mp", `snap.${person()}`, state, ip)).toMatchObject({ code: 1, msg: "第三方登录失败，请重试" });
    expect(await callback("wechat", `base.${person()}`, state, ip)).toMatchObject({ code: 1, msg: "第三方登录信息已失效，请重新登录" });
  });
});

describe("the pages", () => {
  const WECHAT_UA =
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN";

  test("the login dialog offers WeChat's in-app sign-in to WeChat's browser only", async () => {
    const { loginDialogData } = await import("~/components/login-dialog/login.server");
    const dialog = async (ua: string) =>
      (await loginDialogData(new Request("http://localhost:3000/cn/united-kingdom?login=sms", { headers: { "user-agent": ua } }), "cn", null, null)).data.third.map((e) => e.type);
    expect(await dialog(WECHAT_UA)).toEqual(["wechat_mp"]);
    expect(await dialog("Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0")).toEqual(["wechat"]);
  });

  test("the callback page sends the browser on to WeChat's consent page when the silent step finds no account", async () => {
    const { loader } = await import("~/routes/$lang.oauth.$provider.callback");
    const [entry] = await entries(true);
    const url = `http://localhost:3000/cn/oauth/wechat_mp/callback?code=base.${person()}&state=${encodeURIComponent(stateOf(entry.url))}`;
    const thrown = await loader({ request: new Request(url, { headers: { "user-agent": WECHAT_UA, "x-forwarded-for": newIp() } }), params: { lang: "cn", provider: "wechat_mp" }, context: {} }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(Response);
    const to = new URL((thrown as Response).headers.get("location")!);
    expect(to.origin + to.pathname).toBe("https://open-mp.test/connect/oauth2/authorize");
    expect(to.searchParams.get("scope")).toBe("snsapi_userinfo");
  });
});
