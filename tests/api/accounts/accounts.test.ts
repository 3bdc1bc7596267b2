import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { callSigned, setupApi } from "../../helpers/api";
import { C, captchaToken, latestCode, loginBySms, newIp, newMobile, outbox, sendEmail, sendSms, smsCode, U } from "../../helpers/accounts";

let ip: string;
const opts = () => ({ headers: { "x-forwarded-for": ip } });

beforeAll(async () => {
  await setupApi();
});
afterAll(async () => {
  const { setSmsGateway } = await import("../../../api/platform/sms");
  setSmsGateway(undefined);
});

describe("captcha", () => {
  test("a slide challenge is answered from the outbox within the tolerance, once", async () => {
    ip = newIp();
    const c = await callSigned(`${C}/captcha/new`, {}, opts());
    expect(c.code).toBe(0);
    expect(c.data).toMatchObject({ kind: "slide", width: 300, height: 160 });
    expect(c.data.image).toMatch(/^data:image\/png;base64,/);
    const [entry] = await outbox("captcha", c.data.captchaId);
    expect(entry).toMatchObject({ kind: "captcha", to: c.data.captchaId });
    const ok = await callSigned(`${C}/captcha/check`, { captchaId: c.data.captchaId, answer: String(Number(entry.code) + 3) }, opts());
    expect(ok.code).toBe(0);
    expect(ok.data.captchaToken).toBeTruthy();
    const again = await callSigned(`${C}/captcha/check`, { captchaId: c.data.captchaId, answer: entry.code }, opts());
    expect(again.code).toBe(1);
  });

  test("an image challenge takes its 4 letters in any case; a wrong answer is refused", async () => {
    ip = newIp();
    const c = await callSigned(`${C}/captcha/new`, { kind: "image" }, opts());
    expect(c.data.kind).toBe("image");
    const [entry] = await outbox("captcha", c.data.captchaId);
    expect(entry.code).toMatch(/^[A-Za-z]{4}$/);
    const wrong = await callSigned(`${C}/captcha/check`, { captchaId: c.data.captchaId, answer: "zzzz" }, { ...opts(), language: "en" });
    expect(wrong).toMatchObject({ code: 1, msg: "That was not right, please try again" });
    const ok = await callSigned(`${C}/captcha/check`, { captchaId: c.data.captchaId, answer: entry.code.toUpperCase() }, opts());
    expect(ok.code).toBe(0);
  });

  test("a code send needs a captcha token, and a token is spent once", async () => {
    ip = newIp();
    const mobile = newMobile();
    const none = await callSigned(`${C}/sms/verifyCode`, { mobilePrefixId: 317, mobile, senceId: 1 }, { ...opts(), language: "en" });
    expect(none).toMatchObject({ code: 1, msg: "Please complete the security check first" });
    const token = await captchaToken(opts());
    expect((await callSigned(`${C}/sms/verifyCode`, { mobilePrefixId: 317, mobile, senceId: 1, captchaToken: token }, opts())).code).toBe(0);
    const reused = await callSigned(`${C}/sms/verifyCode`, { mobilePrefixId: 317, mobile: newMobile(), senceId: 1, captchaToken: token }, opts());
    expect(reused.code).toBe(1);
  });

  test("an unsupported senceId is refused with a message that names the field, in both languages", async () => {
    ip = newIp();
    const cn = await callSigned(`${C}/sms/verifyCode`, { mobilePrefixId: 317, mobile: newMobile(), senceId: 2 }, opts());
    expect(cn).toMatchObject({ code: 1, msg: "参数 senceId 无效" });
    const en = await callSigned(`${C}/sms/verifyCode`, { mobilePrefixId: 317, mobile: newMobile(), senceId: 7 }, { ...opts(), language: "en" });
    expect(en).toMatchObject({ code: 1, msg: "senceId is invalid" });
    const mail = await callSigned("/rest/common/verifyCode/email", { email: "a@example.com", senceId: 9 }, opts());
    expect(mail.msg).toBe("参数 senceId 无效");
  });
});

describe("SMS login", () => {
  test("captcha → code from the outbox → login type 1 → a token user/info accepts", async () => {
    ip = newIp();
    const mobile = newMobile();
    const sent = await sendSms(mobile, 1, opts());
    expect(sent).toMatchObject({ code: 0, msg: "验证码已发送，请注意查收短信" });
    const code = await smsCode(mobile);
    expect(code).toMatch(/^\d{6}$/);
    const [sms] = await outbox("sms", `+86 ${mobile}`);
    expect(sms.text).toContain(code);
    const login = await callSigned(`${U}/login`, { loginType: 1, mobilePrefixId: 317, mobile, verifyCode: code }, opts());
    expect(login.code).toBe(0);
    expect(login.data).toMatchObject({ mobile, mobilePrefix: "86", mobilePrefixId: 317, pwdAction: 0 });
    expect(login.data.token).toMatch(/^[\w-]{43}$/);
    const info = await callSigned(`${U}/user/info`, {}, { token: login.data.token });
    expect(info.code).toBe(0);
    expect(info.data.userCode).toBe(login.data.userCode);
  });

  test("a second send within 60 s is refused (translated), never a crash", async () => {
    ip = newIp();
    const mobile = newMobile();
    expect((await sendSms(mobile, 1, opts())).code).toBe(0);
    const again = await sendSms(mobile, 1, { ...opts(), language: "en" });
    expect(again.code).toBe(1);
    expect(again.msg).toMatch(/^Codes are sent at most once a minute; try again in \d+ s$/);
  });

  test("the 6th send in an hour to one number is refused", async () => {
    ip = newIp();
    const mobile = newMobile();
    const { forgetLimit } = await import("../../../api/platform/rate-limit");
    for (let i = 0; i < 5; i++) {
      expect((await sendSms(mobile, 1, opts())).code).toBe(0);
      await forgetLimit("codeResend", `sms:+86 ${mobile}#1`); // skip the 60 s gap, keep the hourly count
    }
    const sixth = await sendSms(mobile, 1, opts());
    expect(sixth).toMatchObject({ code: 1, msg: "验证码发送次数过多，请稍后再试" });
  });

  test("per-IP caps refuse sends to many numbers from one address", async () => {
    ip = newIp();
    const { env } = await import("#core/env.server");
    const cap = env().RATE_IP_CODES_PER_HOUR;
    for (let i = 0; i < cap; i++) expect((await sendSms(newMobile(), 1, opts())).code).toBe(0);
    expect((await sendSms(newMobile(), 1, opts())).code).toBe(1);
  });

  test("5 wrong codes kill the code: the 6th try, even right, is refused", async () => {
    ip = newIp();
    const mobile = newMobile();
    await sendSms(mobile, 1, opts());
    const code = (await smsCode(mobile))!;
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const r = await callSigned(`${U}/login`, { loginType: 1, mobilePrefixId: 317, mobile, verifyCode: wrong }, opts());
      expect(r).toMatchObject({ code: 1, msg: "验证码错误或已失效" });
    }
    const right = await callSigned(`${U}/login`, { loginType: 1, mobilePrefixId: 317, mobile, verifyCode: code }, opts());
    expect(right.code).toBe(1);
  });

  test("an expired code is refused", async () => {
    ip = newIp();
    const mobile = newMobile();
    await sendSms(mobile, 1, opts());
    const code = (await smsCode(mobile))!;
    const { db } = await import("../../../api/db/client");
    const { verificationCodes } = await import("../../../api/db/schema");
    const { eq } = await import("drizzle-orm");
    await db().update(verificationCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verificationCodes.target, `+86 ${mobile}`));
    const r = await callSigned(`${U}/login`, { loginType: 1, mobilePrefixId: 317, mobile, verifyCode: code }, opts());
    expect(r.code).toBe(1);
  });

  test("a used code is refused the second time", async () => {
    ip = newIp();
    const mobile = newMobile();
    await sendSms(mobile, 1, opts());
    const code = (await smsCode(mobile))!;
    const body = { loginType: 1, mobilePrefixId: 317, mobile, verifyCode: code };
    expect((await callSigned(`${U}/login`, body, opts())).code).toBe(0);
    expect((await callSigned(`${U}/login`, body, opts())).code).toBe(1);
  });

  test("bad input is a translated code 1", async () => {
    const r = await callSigned(`${U}/login`, { loginType: 1, mobilePrefixId: 317, mobile: "12", verifyCode: "123456" }, { language: "en" });
    expect(r).toMatchObject({ code: 1, msg: "Enter a valid mobile number" });
  });
});

describe("sessions", () => {
  test("logout revokes the token: the same token then answers code 3", async () => {
    ip = newIp();
    const user = await loginBySms(newMobile(), opts());
    expect((await callSigned(`${U}/user/info`, {}, { token: user.token })).code).toBe(0);
    expect((await callSigned(`${U}/logout`, {}, { token: user.token })).code).toBe(0);
    const after = await callSigned(`${U}/user/info`, {}, { token: user.token });
    expect(after).toMatchObject({ code: 3, msg: "用户信息已失效，请重新登录" });
  });
});

describe("passwords", () => {
  test("password login works after setting one; a wrong password is refused; change revokes the old token", async () => {
    ip = newIp();
    const mobile = newMobile();
    const user = await loginBySms(mobile, opts());
    const set = await callSigned(`${U}/user/updatePwd`, { newPassword: "abc12345" }, { token: user.token });
    expect(set.code).toBe(0);
    expect(set.data.pwdAction).toBe(1);
    expect((await callSigned(`${U}/user/info`, {}, { token: user.token })).code).toBe(3);
    expect((await callSigned(`${U}/user/info`, {}, { token: set.data.token })).code).toBe(0);

    const ok = await callSigned(`${U}/login`, { loginType: 2, mobilePrefixId: 317, mobile, password: "abc12345" }, opts());
    expect(ok.code).toBe(0);
    const bad = await callSigned(`${U}/login`, { loginType: 2, mobilePrefixId: 317, mobile, password: "wrong-pass" }, opts());
    expect(bad).toMatchObject({ code: 1, msg: "账号或密码错误" });
    // No account: the same message (nothing tells whether an account exists).
    const none = await callSigned(`${U}/login`, { loginType: 2, mobilePrefixId: 317, mobile: newMobile(), password: "abc12345" }, opts());
    expect(none).toMatchObject({ code: 1, msg: "账号或密码错误" });
  });

  test("password login is limited per account", async () => {
    ip = newIp();
    const mobile = newMobile();
    const user = await loginBySms(mobile, opts());
    await callSigned(`${U}/user/updatePwd`, { newPassword: "abc12345" }, { token: user.token });
    const { LOGIN_ACCOUNT_FAILS } = await import("../../../api/platform/rate-limit");
    for (let i = 0; i < LOGIN_ACCOUNT_FAILS; i++) {
      expect((await callSigned(`${U}/login`, { loginType: 2, mobilePrefixId: 317, mobile, password: "nope1234" }, opts())).code).toBe(1);
    }
    const locked = await callSigned(`${U}/login`, { loginType: 2, mobilePrefixId: 317, mobile, password: "abc12345" }, { ...opts(), language: "en" });
    expect(locked.msg).toMatch(/^Too many login attempts/);
  });

  test("retrieval by mobile sets a new password of 8-16 letters and digits, at least one of each", async () => {
    ip = newIp();
    const mobile = newMobile();
    await loginBySms(mobile, opts());
    expect((await sendSms(mobile, 3, opts())).code).toBe(0);
    const code = (await smsCode(mobile))!;
    const weak = await callSigned(`${U}/retrivePwd/mobile`, { mobilePrefixId: 317, mobile, verifyCode: code, newPassword: "abcdefgh" }, opts());
    expect(weak).toMatchObject({ code: 1, msg: "密码为 8-16 位字母和数字组合" });
    const r = await callSigned(`${U}/retrivePwd/mobile`, { mobilePrefixId: 317, mobile, verifyCode: code, newPassword: "newpass123" }, opts());
    expect(r).toMatchObject({ code: 0, msg: "密码已重置，请使用新密码登录" });
    expect((await callSigned(`${U}/login`, { loginType: 2, mobilePrefixId: 317, mobile, password: "newpass123" }, opts())).code).toBe(0);
  });

  test("retrieval by e-mail, then e-mail login", async () => {
    ip = newIp();
    const mobile = newMobile();
    const user = await loginBySms(mobile, opts());
    const email = `s${mobile}@example.com`;
    const { updateUser } = await import("../../../api/accounts/service");
    const info = await callSigned(`${U}/user/info`, {}, { token: user.token });
    const { findByMobile } = await import("../../../api/accounts/service");
    const row = (await findByMobile(317, mobile))!;
    expect(row.userCode).toBe(info.data.userCode);
    await updateUser(row.id, { email });
    expect((await sendEmail(email, opts())).code).toBe(0);
    const code = (await latestCode("email", email))!;
    const r = await callSigned(`${U}/retrivePwd/email`, { email, verifyCode: code, newPassword: "mailpass9" }, opts());
    expect(r.code).toBe(0);
    expect((await callSigned(`${U}/login`, { loginType: 3, email: email.toUpperCase(), password: "mailpass9" }, opts())).code).toBe(0);
  });
});

describe("gateways", () => {
  test("with a gateway set, the SMS goes through it", async () => {
    ip = newIp();
    const { setSmsGateway } = await import("../../../api/platform/sms");
    const sent: Array<{ to: string; text: string }> = [];
    setSmsGateway({ send: async (to, text) => void sent.push({ to, text }) });
    const mobile = newMobile();
    expect((await sendSms(mobile, 1, { ...opts(), language: "en" })).code).toBe(0);
    setSmsGateway(undefined);
    expect(sent).toHaveLength(1);
    expect(sent[0].to).toBe(`+86 ${mobile}`);
    expect(sent[0].text).toMatch(/^\[StudyNest\] Your verification code is \d{6}/);
    // The outbox is on here, yet holds only what reached no one: not a code the gateway took.
    expect(await outbox("sms", `+86 ${mobile}`)).toEqual([]);
  });

  test("with SMTP set, the mail goes through it and is not recorded in the outbox", async () => {
    ip = newIp();
    const { setMailTransport } = await import("../../../api/platform/mail");
    const nodemailer = (await import("nodemailer")).default;
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const sent: string[] = [];
    const original = transport.sendMail.bind(transport);
    transport.sendMail = ((mail: { to: string }) => {
      sent.push(mail.to);
      return original(mail);
    }) as typeof transport.sendMail;
    setMailTransport(transport);
    const email = `smtp${newMobile()}@example.com`;
    try {
      expect((await sendEmail(email, opts())).code).toBe(0);
    } finally {
      setMailTransport(undefined);
    }
    expect(sent).toEqual([email]);
    expect(await outbox("email", email)).toEqual([]);
  });

  test("a failing gateway is a translated refusal", async () => {
    ip = newIp();
    const { setSmsGateway } = await import("../../../api/platform/sms");
    setSmsGateway({ send: async () => Promise.reject(new Error("down")) });
    const r = await sendSms(newMobile(), 1, opts());
    setSmsGateway(undefined);
    expect(r).toMatchObject({ code: 1, msg: "验证码发送失败，请稍后再试" });
  });
});
