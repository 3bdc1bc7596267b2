import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { callSigned, createTestUser, setupApi } from "../helpers/api";
import { loginBySms, newIp, newMobile, sendSms, smsCode, U } from "../helpers/accounts";

/**
 * Account setting through the signed API: changing the mobile with an SMS code to
 * the new number (bindMobile), and binding a third-party account from a signed
 * genBindThird link (third/callback with a `b` state), with msw standing in for WeChat.
 */
process.env.OAUTH_WECHAT_CLIENT_ID = "wx-bind-app";
process.env.OAUTH_WECHAT_CLIENT_SECRET = "wx-bind-secret";
process.env.OAUTH_WECHAT_AUTHORIZE_URL = "https://wechat.test/connect/qrconnect";
process.env.OAUTH_WECHAT_TOKEN_URL = "https://wechat.test/sns/oauth2/access_token";
process.env.OAUTH_WECHAT_USERINFO_URL = "https://wechat.test/sns/userinfo";

const server = setupServer(
  http.get("https://wechat.test/sns/oauth2/access_token", ({ request }) => {
    const code = new URL(request.url).searchParams.get("code");
    return HttpResponse.json({ access_token: `at-${code}`, openid: `openid-${code}` });
  }),
  http.get("https://wechat.test/sns/userinfo", () => HttpResponse.json({ nickname: "绑定同学", headimgurl: "https://wechat.test/b.png" })),
);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: "bypass" });
  await setupApi();
});
afterAll(() => server.close());

async function withMobile(userId: number, mobile: string) {
  const { updateUser } = await import("../../api/accounts/service");
  await updateUser(userId, { mobilePrefixId: 317, mobile });
}

const opts = () => ({ headers: { "x-forwarded-for": newIp() } });

describe("change mobile (user/bindMobile)", () => {
  test("a user with a mobile changes it by proving the new number; the old one is free again", async () => {
    const o = opts();
    const first = newMobile();
    const me = await loginBySms(first, o);
    const same = await callSigned(`${U}/user/bindMobile`, { mobilePrefixId: 317, mobile: first, verifyCode: "123456" }, { ...o, token: me.token, language: "en" });
    expect(same).toMatchObject({ code: 1, msg: "The new mobile number is the same as the current one" });

    const next = newMobile();
    expect((await sendSms(next, 1, o)).code).toBe(0);
    const wrong = await callSigned(`${U}/user/bindMobile`, { mobilePrefixId: 317, mobile: next, verifyCode: "000000" }, { ...o, token: me.token });
    expect(wrong.code).toBe(1);
    const ok = await callSigned(`${U}/user/bindMobile`, { mobilePrefixId: 317, mobile: next, verifyCode: (await smsCode(next))! }, { ...o, token: me.token });
    expect(ok).toMatchObject({ code: 0, msg: "手机号已更换", data: { mobile: next, userCode: me.userCode, token: me.token } });
    const info = await callSigned(`${U}/user/info`, {}, { token: me.token });
    expect(info.data.mobile).toBe(next);

    // The new number finds the same account; the old one is free again.
    const { findByMobile } = await import("../../api/accounts/service");
    expect((await findByMobile(317, next))?.userCode).toBe(me.userCode);
    expect(await findByMobile(317, first)).toBeNull();
  });

  test("another account's number is refused, even with its code", async () => {
    const o = opts();
    const mine = await loginBySms(newMobile(), o);
    const theirs = newMobile();
    await withMobile((await createTestUser()).userId, theirs);
    expect((await sendSms(theirs, 1, o)).code).toBe(0);
    const r = await callSigned(`${U}/user/bindMobile`, { mobilePrefixId: 317, mobile: theirs, verifyCode: (await smsCode(theirs))! }, { ...o, token: mine.token, language: "en" });
    expect(r.code).toBe(1);
    expect((await callSigned(`${U}/user/info`, {}, { token: mine.token })).data.mobile).not.toBe(theirs);
  });

  test("an account without a mobile still binds one (bind_ok), and a visitor gets code 3", async () => {
    const o = opts();
    const { token } = await createTestUser({ userName: "nomobile" });
    const mobile = newMobile();
    expect((await sendSms(mobile, 1, o)).code).toBe(0);
    const r = await callSigned(`${U}/user/bindMobile`, { mobilePrefixId: 317, mobile, verifyCode: (await smsCode(mobile))! }, { ...o, token });
    expect(r).toMatchObject({ code: 0, data: { mobile } });
    expect(r.msg).not.toBe("手机号已更换");
    const visitor = await callSigned(`${U}/user/bindMobile`, { mobilePrefixId: 317, mobile, verifyCode: "123456" }, o);
    expect(visitor.code).toBe(3);
  });
});

describe("bind a third-party account (genBindThird → third/callback)", () => {
  const page = "http://localhost:3000/cn/user/account-setting";
  async function bindState(token: string) {
    const r = await callSigned(`${U}/user/genBindThird`, { type: "wechat", url: page }, { token });
    expect(r.code).toBe(0);
    const url = new URL(r.data.url);
    expect(url.searchParams.get("redirect_uri")).toBe("http://localhost:3000/cn/oauth/wechat/callback");
    return url.searchParams.get("state")!;
  }

  test("the logged-in account that asked links the identity, returns to account setting, and can then log in with it", async () => {
    const alice = await loginBySms(newMobile(), opts());
    const code = `bind${Date.now()}`;
    const state = await bindState(alice.token);
    const r = await callSigned(`${U}/third/callback`, { provider: "wechat", code, state }, { ...opts(), token: alice.token, language: "en" });
    expect(r).toMatchObject({ code: 0, msg: "The third-party account has been bound", data: { type: "bind", provider: "wechat", returnTo: "/cn/user/account-setting" } });
    const info = await callSigned(`${U}/user/info`, {}, { token: alice.token });
    expect(info.data.thirdParty).toEqual([{ type: "wechat", nickname: "绑定同学" }]);

    // Repeating the callback is harmless; a plain sign-in with the identity now logs alice in.
    const again = await callSigned(`${U}/third/callback`, { provider: "wechat", code, state }, { ...opts(), token: alice.token });
    expect(again.data.type).toBe("bind");
    const entries = await callSigned(`${U}/third/loginType`, { url: "http://localhost:3000/cn/" });
    const loginState = new URL(entries.data.list[0].url).searchParams.get("state")!;
    const login = await callSigned(`${U}/third/callback`, { provider: "wechat", code, state: loginState }, opts());
    expect(login.data).toMatchObject({ type: "login", user: { userCode: alice.userCode } });

    // A second WeChat identity for the same account is refused.
    const second = await callSigned(`${U}/third/callback`, { provider: "wechat", code: `${code}b`, state: await bindState(alice.token) }, { ...opts(), token: alice.token });
    expect(second.code).toBe(1);
    expect(second.msg).toBe("您已绑定该类型的第三方账号，请先解除绑定");
  });

  test("a bind link only works for its own session: no session, another user's, or a tampered state fail and link nothing", async () => {
    const alice = await loginBySms(newMobile(), opts());
    const mallory = await loginBySms(newMobile(), opts());
    const code = `victim${Date.now()}`;
    const malloryState = await bindState(mallory.token);
    // Mallory's link opened by alice (logged in) or by a visitor: refused.
    const asAlice = await callSigned(`${U}/third/callback`, { provider: "wechat", code, state: malloryState }, { ...opts(), token: alice.token, language: "en" });
    expect(asAlice).toMatchObject({ code: 1, msg: "This bind link is not for the account you are logged in to; start again from account setting" });
    const asVisitor = await callSigned(`${U}/third/callback`, { provider: "wechat", code, state: malloryState }, opts());
    expect(asVisitor.code).toBe(1);
    const tampered = await callSigned(`${U}/third/callback`, { provider: "wechat", code, state: `${malloryState.slice(0, -2)}xx` }, { ...opts(), token: mallory.token });
    expect(tampered.code).toBe(1);
    for (const token of [alice.token, mallory.token]) {
      expect((await callSigned(`${U}/user/info`, {}, { token })).data.thirdParty).toEqual([]);
    }

    // Alice binds it; Mallory's own bind of the same identity is then refused as taken.
    const bound = await callSigned(`${U}/third/callback`, { provider: "wechat", code, state: await bindState(alice.token) }, { ...opts(), token: alice.token });
    expect(bound.data.type).toBe("bind");
    const taken = await callSigned(`${U}/third/callback`, { provider: "wechat", code, state: await bindState(mallory.token) }, { ...opts(), token: mallory.token, language: "en" });
    expect(taken).toMatchObject({ code: 1, msg: "This third-party account is bound to another account" });
  });

  test("genBindThird needs a session and a configured provider", async () => {
    expect((await callSigned(`${U}/user/genBindThird`, { type: "wechat", url: page })).code).toBe(3);
    const { token } = await createTestUser();
    const gh = await callSigned(`${U}/user/genBindThird`, { type: "github", url: page }, { token });
    expect(gh.code).toBe(1);
    const list = await callSigned(`${U}/user/genBindThird`, { type: "list", url: page }, { token });
    expect(list.data.list.map((e: { type: string }) => e.type)).toEqual(["wechat"]);
  });
});
