import { randomInt } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { accountsContract } from "#core/contract/accounts";
import { commonContract } from "#core/contract/common";
import { profileContract } from "#core/contract/accounts";
import { uploadContract } from "#core/contract/uploads";
import { verifyContract } from "#core/contract/accounts";
import { callSigned, send, setupApi, type Fields } from "../../helpers/api";
import { C, captchaToken, latestCode, loginBySms, newIp, newMobile, smsCode, U } from "../../helpers/accounts";

/**
 * The accounts, codes, reference, upload and profile answers keep their contract
 * (core/contract/accounts.ts, verify.ts, common.ts, upload.ts, profile.ts) in each language: in
 * tests every answer is checked against its response schema, and one that breaks it is code 1.
 * Third-party callback and registration need the providers' stand-ins: accounts-oauth.test.ts.
 */
const called = new Set<string>();
const ELSEWHERE = new Set(["/rest/user/client/third/callback", "/rest/user/client/third/reg"]);

async function ok(path: string, fields: Fields = {}, opts: { token?: string; language?: "cn" | "en"; files?: Record<string, Blob> } = {}) {
  called.add(path);
  const r = await callSigned(path, fields, { ...opts, ...fresh() });
  expect(r.code, `${path} ${r.msg}`).toBe(0);
  return r.data;
}

/** A new client address per call, so the per-IP caps of codes and captchas do not add up across tests. */
const fresh = () => ({ headers: { "x-forwarded-for": newIp() } });

const PNG_1x1 = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

beforeAll(async () => {
  await setupApi();
});

describe.each(["cn", "en"] as const)("answers keep the contract (%s)", (language) => {
  test("reference lists and the captcha", async () => {
    const prefixes = await ok(`${C}/mobile/prefix`, {}, { language });
    expect(prefixes.list[0]).toMatchObject({ id: 317, mobilePrefix: "86" });
    const v2 = await ok(`${C}/mobile/prefix/v2`, {}, { language });
    expect(v2.groups.length).toBeGreaterThan(0);
    expect((await ok(`${C}/client/grade/list`, {}, { language })).list.length).toBeGreaterThan(0);
    expect((await ok(`${C}/mdy/area`, {}, { language })).list[0].countries.length).toBeGreaterThan(0);
    const topic = await ok(`${C}/topic/page/config`, { code: "recommend" }, { language });
    expect(topic.sections[0].list.length).toBeGreaterThan(0);
    await ok(`${C}/topic/page/config`, { code: "national-day-delsk" }, { language });
    for (const kind of ["slide", "image"] as const) expect((await ok(`${C}/captcha/new`, { kind }, { language })).kind).toBe(kind);
    called.add(`${C}/captcha/check`); // captchaToken() answers it
    expect(await captchaToken(fresh())).toBeTruthy();
  });

  test("logins, the user info, the profile and the account settings", async () => {
    const mobile = newMobile();
    const user = await loginBySms(mobile, { language, ...fresh() });
    called.add(`${C}/sms/verifyCode`).add(`${U}/login`);
    const { token } = user;
    const info = await ok(`${U}/user/info`, {}, { language, token });
    expect(info).toMatchObject({ mobile, mobilePrefix: "86", gender: 0, emailVerified: false, thirdParty: [] });

    const upload = await ok("/jcommon/file/upload", {}, { language, token, files: { file: new Blob([PNG_1x1], { type: "image/png" }) } });
    const saved = await ok(`${U}/user/update`, { userName: "Tester1", gender: 2, birthday: "2000-02-29", intro: "hi", avatar: upload.url }, { language, token });
    expect(saved).toMatchObject({ userName: "Tester1", gender: 2, birthday: "2000-02-29", avatar: upload.url });

    const withPassword = await ok(`${U}/user/updatePwd`, { newPassword: "abc12345" }, { language, token });
    expect(withPassword.pwdAction).toBe(1);
    const again = await ok(`${U}/login`, { loginType: 2, mobilePrefixId: 317, mobile, password: "abc12345" }, { language });
    expect(again.token).not.toBe(user.token);

    const email = `acct${randomInt(1e9)}@example.com`;
    const activationUrl = `http://localhost/${language}/common/email-activation`;
    expect(await ok(`${U}/user/bindEmail`, { email, activationUrl }, { language, token: again.token })).toEqual({ email });
    const { listOutbox } = await import("../../../api/platform/outbox");
    const mail = (await listOutbox(500)).find((e) => e.kind === "email" && e.to === email);
    const activeCode = new URL(mail!.code).searchParams.get("token");
    expect(await ok(`${U}/user/active/email`, { activeCode }, { language })).toEqual({ status: "success", email });
    expect(await ok(`${U}/user/active/email`, { activeCode }, { language })).toEqual({ status: "used", email });
    const byEmail = await ok(`${U}/login`, { loginType: 3, email, password: "abc12345" }, { language });

    const list = await ok(`${U}/user/genBindThird`, { type: "list", url: `http://localhost/${language}/user/account-setting` }, { language, token: byEmail.token });
    expect(Array.isArray(list.list) && Array.isArray(list.providers)).toBe(true);
    called.add(`${U}/user/third/unbind`); // refused without a bound identity; bound: student-account.test.ts
    expect((await callSigned(`${U}/user/third/unbind`, { type: "github" }, { language, token: byEmail.token })).code).toBe(1);
    expect((await ok(`${U}/third/loginType`, { url: `http://localhost/${language}/` }, { language })).list).toBeInstanceOf(Array);

    const newMobileNumber = newMobile();
    called.add(`${U}/user/bindMobile`);
    const sent = await callSigned(`${C}/sms/verifyCode`, { mobilePrefixId: 317, mobile: newMobileNumber, senceId: 1, captchaToken: await captchaToken(fresh()) }, fresh());
    expect(sent.code, sent.msg).toBe(0);
    const moved = await ok(`${U}/user/bindMobile`, { mobilePrefixId: 317, mobile: newMobileNumber, verifyCode: (await smsCode(newMobileNumber))! }, { language, token: byEmail.token });
    expect(moved.mobile).toBe(newMobileNumber);

    // A number of its own: one code per number a minute.
    const forgotten = newMobile();
    const retrieveSms = await callSigned(`${C}/sms/verifyCode`, { mobilePrefixId: 317, mobile: forgotten, senceId: 3, captchaToken: await captchaToken(fresh()) }, fresh());
    expect(retrieveSms.code, retrieveSms.msg).toBe(0);
    expect(await ok(`${U}/retrivePwd/mobile`, { mobilePrefixId: 317, mobile: forgotten, verifyCode: (await smsCode(forgotten))!, newPassword: "xyz12345" }, { language })).toBeNull();
    expect(await ok(`${C}/verifyCode/email`, { email, senceId: 3, captchaToken: await captchaToken(fresh()) }, { language })).toBeNull();
    expect(await ok(`${U}/retrivePwd/email`, { email, verifyCode: (await latestCode("email", email))!, newPassword: "qwe12345" }, { language })).toBeNull();
    expect(await ok(`${U}/logout`, {}, { language, token: byEmail.token })).toBeNull();
  });
});

test("every endpoint of the groups was called here or in accounts-oauth.test.ts", () => {
  const paths = Object.keys({ ...accountsContract, ...verifyContract, ...commonContract, ...uploadContract, ...profileContract });
  expect(paths.filter((p) => !called.has(p) && !ELSEWHERE.has(p))).toEqual([]);
});

test("the OpenAPI document shows the fields of every login variant", async () => {
  const doc = (await (await send(new Request("http://in-process/rest/openapi.json"))).json()) as {
    paths: Record<string, { post: { requestBody: { content: Record<string, { schema: unknown }> } } }>;
  };
  const schema = JSON.stringify(doc.paths[`${U}/login`].post.requestBody.content["application/x-www-form-urlencoded"].schema);
  for (const field of ["loginType", "mobilePrefixId", "mobile", "verifyCode", "password", "email", "signToken"]) expect(schema).toContain(`"${field}"`);
});
