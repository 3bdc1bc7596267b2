import { randomInt } from "node:crypto";
import { callSigned, setupApi, type CallOptions, type Envelope } from "./api";

/**
 * Account flows over the signed API, for tests: the captcha answer and the codes are read from
 * the dev outbox (/dev/outbox.json), exactly as a tester would.
 */
export const C = "/rest/common";
export const U = "/rest/user/client";

/** A fresh mobile number per test, so per-number limits do not interfere. */
export const newMobile = () => `139${String(randomInt(10_000_000, 99_999_999))}`;
/** A fresh client IP per test, so per-IP caps do not interfere. */
export const newIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export async function outbox(kind?: "sms" | "email" | "captcha", to?: string) {
  await setupApi();
  const { listOutbox } = await import("../../api/platform/outbox");
  return (await listOutbox(500)).filter((e) => (!kind || e.kind === kind) && (!to || e.to === to));
}

export async function latestCode(kind: "sms" | "email", to: string): Promise<string | undefined> {
  return (await outbox(kind, to))[0]?.code;
}

export async function captchaToken(opts: CallOptions = {}): Promise<string> {
  const challenge = await callSigned(`${C}/captcha/new`, {}, opts);
  if (challenge.code !== 0) throw new Error(`captcha/new: ${challenge.msg}`);
  const answer = (await outbox("captcha", challenge.data.captchaId))[0]!.code;
  const checked = await callSigned(`${C}/captcha/check`, { captchaId: challenge.data.captchaId, answer }, opts);
  if (checked.code !== 0) throw new Error(`captcha/check: ${checked.msg}`);
  return checked.data.captchaToken;
}

export async function sendSms(mobile: string, senceId = 1, opts: CallOptions = {}): Promise<Envelope> {
  return callSigned(`${C}/sms/verifyCode`, { mobilePrefixId: 317, mobile, senceId, captchaToken: await captchaToken(opts) }, opts);
}

export async function sendEmail(email: string, opts: CallOptions = {}): Promise<Envelope> {
  return callSigned(`${C}/verifyCode/email`, { email, senceId: 3, captchaToken: await captchaToken(opts) }, opts);
}

export const smsCode = (mobile: string) => latestCode("sms", `+86 ${mobile}`);

/** SMS login (creating the account on first use); returns the answer's user info. */
export async function loginBySms(mobile: string, opts: CallOptions = {}) {
  const sent = await sendSms(mobile, 1, opts);
  if (sent.code !== 0) throw new Error(`sms: ${sent.msg}`);
  const r = await callSigned(`${U}/login`, { loginType: 1, mobilePrefixId: 317, mobile, verifyCode: (await smsCode(mobile))! }, opts);
  if (r.code !== 0) throw new Error(`login: ${r.msg}`);
  return r.data as { token: string; mobile: string; userCode: string; pwdAction: number };
}
