import { beforeAll, describe, expect, test } from "vitest";
import { callSigned, createTestUser, setupApi } from "../../helpers/api";
import { loginBySms, newIp, newMobile, sendSms, smsCode, U } from "../../helpers/accounts";

/**
 * Binding a mobile (the BindMobile view; a user with a token but no mobile is forced into it),
 * the per-IP password-login limit, and the root loader forcing the BindMobile view.
 *
 * No API path makes an account without a mobile (SMS login, retrieval and third/reg all bind
 * one), so such accounts exist only as data from elsewhere (imports, accounts made before a
 * mobile was required). The suite seeds one straight into the database (createTestUser) —
 * a test-only path nothing in production exposes — and drives it through the signed API and
 * through the Remix root loader, in process.
 */
let ip: string;
const opts = () => ({ headers: { "x-forwarded-for": ip } });
/** Skips the 60-second resend gap of a number (its hourly count stays). */
async function skipResendGap(mobile: string) {
  const { forgetLimit } = await import("../../../api/platform/rate-limit");
  await forgetLimit("codeResend", `sms:+86 ${mobile}#1`);
}

beforeAll(async () => {
  await setupApi();
});

describe("user/bindMobile", () => {
  test("needs a session: no token answers code 3", async () => {
    const r = await callSigned(`${U}/user/bindMobile`, { mobilePrefixId: 317, mobile: newMobile(), verifyCode: "123456" });
    expect(r).toMatchObject({ code: 3, msg: "用户信息已失效，请重新登录" });
  });

  test("an account without a mobile: code required, a wrong code refused, the right one binds and answers the user info", async () => {
    ip = newIp();
    const { token } = await createTestUser({ userName: "nomobile" });
    const before = await callSigned(`${U}/user/info`, {}, { token });
    expect(before.code).toBe(0);
    expect(before.data.mobile).toBe("");

    const mobile = newMobile();
    const missing = await callSigned(`${U}/user/bindMobile`, { mobilePrefixId: 317, mobile }, { token, language: "en", ...opts() });
    expect(missing.code).toBe(1);
    expect(missing.msg).toBeTruthy();

    expect((await sendSms(mobile, 1, opts())).code).toBe(0);
    const code = (await smsCode(mobile))!;
    const wrongCode = code === "000000" ? "111111" : "000000";
    const wrong = await callSigned(`${U}/user/bindMobile`, { mobilePrefixId: 317, mobile, verifyCode: wrongCode }, { token, language: "en", ...opts() });
    expect(wrong).toMatchObject({ code: 1, msg: "The code is wrong or no longer valid" });
    // A code for another number does not bind this one.
    const other = newMobile();
    const crossed = await callSigned(`${U}/user/bindMobile`, { mobilePrefixId: 317, mobile: other, verifyCode: code }, { token, ...opts() });
    expect(crossed.code).toBe(1);

    const ok = await callSigned(`${U}/user/bindMobile`, { mobilePrefixId: 317, mobile, verifyCode: code }, { token, ...opts() });
    expect(ok).toMatchObject({ code: 0, msg: "绑定成功" });
    expect(ok.data).toMatchObject({ mobile, mobilePrefix: "86", mobilePrefixId: 317, token, userName: "nomobile" });
    const after = await callSigned(`${U}/user/info`, {}, { token });
    expect(after.data.mobile).toBe(mobile);
    // The code was spent.
    const reused = await callSigned(`${U}/user/bindMobile`, { mobilePrefixId: 317, mobile, verifyCode: code }, { token, ...opts() });
    expect(reused.code).toBe(1);
    // Now the number logs in to this account.
    await skipResendGap(mobile);
    const login = await loginBySms(mobile, opts());
    expect(login.userCode).toBe(after.data.userCode);
  });

  test("a number that belongs to another account is refused", async () => {
    ip = newIp();
    const taken = newMobile();
    await loginBySms(taken, opts());
    const { token } = await createTestUser();
    await skipResendGap(taken);
    expect((await sendSms(taken, 1, opts())).code).toBe(0);
    const r = await callSigned(`${U}/user/bindMobile`, { mobilePrefixId: 317, mobile: taken, verifyCode: (await smsCode(taken))! }, { token, ...opts() });
    expect(r.code).toBe(1);
    expect((await callSigned(`${U}/user/info`, {}, { token })).data.mobile).toBe("");
  });
});

describe("password login limits", () => {
  test("per IP: after RATE_IP_LOGIN_FAILS failures on any accounts, even a right password is refused from that address", async () => {
    ip = newIp();
    const mobile = newMobile();
    const user = await loginBySms(mobile, opts());
    expect((await callSigned(`${U}/user/updatePwd`, { newPassword: "abc12345" }, { token: user.token })).code).toBe(0);
    const { env } = await import("#core/env.server");
    const cap = env().RATE_IP_LOGIN_FAILS;
    for (let i = 0; i < cap; i++) {
      // Different accounts each time (and a mix of mobile and e-mail): the per-account limit is never reached.
      const body = i % 2 ? { loginType: 3, email: `nobody${i}.${Date.now()}@example.com`, password: "nope1234" } : { loginType: 2, mobilePrefixId: 317, mobile: newMobile(), password: "nope1234" };
      expect((await callSigned(`${U}/login`, body, opts())).code).toBe(1);
    }
    const refused = await callSigned(`${U}/login`, { loginType: 2, mobilePrefixId: 317, mobile, password: "abc12345" }, { ...opts(), language: "en" });
    expect(refused.code).toBe(1);
    expect(refused.msg).toMatch(/^Too many login attempts; try again in \d+ min$/);
    // Another address is not affected.
    ip = newIp();
    expect((await callSigned(`${U}/login`, { loginType: 2, mobilePrefixId: 317, mobile, password: "abc12345" }, opts())).code).toBe(0);
  });

  test("per account: the lock holds from a fresh address too, and a right password does not lift it", async () => {
    ip = newIp();
    const mobile = newMobile();
    const user = await loginBySms(mobile, opts());
    await callSigned(`${U}/user/updatePwd`, { newPassword: "abc12345" }, { token: user.token });
    const { LOGIN_ACCOUNT_FAILS } = await import("../../../api/platform/rate-limit");
    for (let i = 0; i < LOGIN_ACCOUNT_FAILS; i++) {
      ip = newIp();
      expect((await callSigned(`${U}/login`, { loginType: 2, mobilePrefixId: 317, mobile, password: "nope1234" }, opts())).code).toBe(1);
    }
    ip = newIp();
    const locked = await callSigned(`${U}/login`, { loginType: 2, mobilePrefixId: 317, mobile, password: "abc12345" }, opts());
    expect(locked).toMatchObject({ code: 1 });
    expect(locked.msg).toMatch(/^登录尝试过于频繁/);
  });
});

describe("the root loader (Remix, in process)", () => {
  async function rootFor(cookieUser: Record<string, unknown> | null, path = "/cn/sitemap") {
    const { writeUser } = await import("../../../app/lib/cookies.server");
    const { loadRoot } = await import("../../../app/root.server");
    const headers = new Headers();
    if (cookieUser) headers.set("Cookie", (await writeUser(cookieUser as never)).split(";")[0]);
    const request = new Request(`http://localhost${path}`, { headers });
    const lang = path.split("/")[1];
    const res = await loadRoot({ request, params: { lang }, context: {} });
    return res.data;
  }

  test("a token without a mobile is forced into BindMobile (no close), whatever the URL asks; binding lifts it", async () => {
    ip = newIp();
    const { token } = await createTestUser({ userName: "legacy" });
    const info = (await callSigned(`${U}/user/info`, {}, { token })).data;
    for (const lang of ["cn", "en"]) {
      const root = await rootFor(info, `/${lang}/sitemap?login=emailPwd`);
      expect(root.user).toMatchObject({ userName: "legacy", hasMobile: false });
      expect(root.login).toMatchObject({ view: "bindMobile", forced: true });
      expect(root.login.third).toEqual([]);
      expect(root.login.prefixes[0]).toMatchObject({ id: 317, mobilePrefix: "86" });
    }
    const mobile = newMobile();
    await sendSms(mobile, 1, opts());
    const bound = await callSigned(`${U}/user/bindMobile`, { mobilePrefixId: 317, mobile, verifyCode: (await smsCode(mobile))! }, { token, ...opts() });
    expect(bound.code).toBe(0);
    const after = await rootFor(bound.data);
    expect(after.login).toMatchObject({ view: null, forced: false });
  });

  test("a third-party sign-in waiting for its mobile: the page gets the nickname, never the cookie's ticket", async () => {
    const { writeThirdParty } = await import("../../../app/lib/cookies.server");
    const { loadRoot } = await import("../../../app/root.server");
    const ticket = "third-ticket-secret-0123456789";
    const cookie = (await writeThirdParty({ type: "reg", info: { thirdToken: ticket, provider: "github", nickname: "gh-student", avatar: "" } as never })).split(";")[0];
    const request = new Request("http://localhost/en/sitemap", { headers: { Cookie: cookie } });
    const root = (await loadRoot({ request, params: { lang: "en" }, context: {} })).data;
    expect(root.login).toMatchObject({ view: "register" });
    expect(JSON.stringify(root)).toContain("gh-student");
    expect(JSON.stringify(root)).not.toContain(ticket);
  });

  test("a visitor asking for bindMobile gets the SMS login instead", async () => {
    const root = await rootFor(null, "/en/sitemap?login=bindMobile");
    expect(root.login).toMatchObject({ view: "sms", forced: false });
  });
});
