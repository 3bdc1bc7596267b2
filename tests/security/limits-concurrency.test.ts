import { randomInt } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { callSigned, setupApi } from "../helpers/api";
import { C, latestCode, newIp, newMobile, outbox, sendEmail, sendSms, smsCode, U } from "../helpers/accounts";

/**
 * Limits hold under concurrency (every request fired at once) and
 * count people, not spellings. Runs on PGlite, and on PostgreSQL through scripts/test-api-pg.mjs;
 * the Redis mode of the same counters is tests/security/limits-redis.test.ts.
 */
beforeAll(async () => {
  await setupApi();
});

const at = (ip: string) => ({ headers: { "x-forwarded-for": ip }, language: "en" as const });

async function userWithPassword(password: string): Promise<{ mobile: string; email: string }> {
  const { createUser } = await import("../../api/accounts/service");
  const { hashPassword } = await import("../../api/accounts/password");
  const mobile = newMobile();
  const email = `lock${randomInt(1e9)}@example.com`;
  await createUser({ mobilePrefixId: 317, mobile, email, passwordHash: await hashPassword(password) });
  return { mobile, email };
}

describe("password login", () => {
  test("200 wrong passwords at once, the right one among them: at most 5 are checked, none logs in", async () => {
    const { mobile } = await userWithPassword("Right-pass1");
    // From many addresses, so only the per-account lock stands in the way.
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        callSigned(`${U}/login`, { loginType: 2, mobilePrefixId: 317, mobile, password: i === 150 ? "Right-pass1" : `wrong-${i}` }, at(newIp())),
      ),
    );
    const checked = answers.filter((a) => a.msg === "Wrong account or password" || a.code === 0);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.msg.startsWith("Too many login attempts")).length).toBeGreaterThanOrEqual(195);
    // The 151st was not among the first five: it must not have logged in, and now cannot.
    expect(answers[150].code).toBe(1);
    const after = await callSigned(`${U}/login`, { loginType: 2, mobilePrefixId: 317, mobile, password: "Right-pass1" }, at(newIp()));
    expect(after.msg).toMatch(/^Too many login attempts; try again in 1[45] min$/);
  });

  test("the per-IP cap (30) holds at once across accounts", async () => {
    const ip = newIp();
    const accounts = await Promise.all(Array.from({ length: 20 }, () => userWithPassword("Right-pass1")));
    const answers = await Promise.all(
      accounts.flatMap(({ mobile }) =>
        Array.from({ length: 4 }, (_, i) => callSigned(`${U}/login`, { loginType: 2, mobilePrefixId: 317, mobile, password: `nope-${i}` }, at(ip))),
      ),
    );
    expect(answers.filter((a) => a.msg === "Wrong account or password")).toHaveLength(30);
  });

  test("the lock is in the database: forgetting every rate-limit counter (a Redis restart) keeps it", async () => {
    const { email } = await userWithPassword("Right-pass1");
    for (let i = 0; i < 5; i++) await callSigned(`${U}/login`, { loginType: 3, email, password: `bad-${i}` }, at(newIp()));
    const { resetRateLimits } = await import("../../api/platform/rate-limit");
    await resetRateLimits();
    const r = await callSigned(`${U}/login`, { loginType: 3, email, password: "Right-pass1" }, at(newIp()));
    expect(r.msg).toMatch(/^Too many login attempts/);
  });

  test("e-mail spellings share one lock: case, +tag and dots", async () => {
    const { email } = await userWithPassword("Right-pass1");
    const [local, domain] = email.split("@");
    const spellings = [email, email.toUpperCase(), `${local}+a@${domain}`, `${local.slice(0, 2)}.${local.slice(2)}@${domain}`, `${local}+b@${domain}`];
    for (const s of spellings) await callSigned(`${U}/login`, { loginType: 3, email: s, password: "bad-pass" }, at(newIp()));
    const r = await callSigned(`${U}/login`, { loginType: 3, email, password: "Right-pass1" }, at(newIp()));
    expect(r.msg).toMatch(/^Too many login attempts/);
  });

  test("mobile spellings share one lock: leading zeros", async () => {
    const { mobile } = await userWithPassword("Right-pass1");
    for (const s of [mobile, `0${mobile}`, `00${mobile}`, `0${mobile}`, mobile]) {
      await callSigned(`${U}/login`, { loginType: 2, mobilePrefixId: 317, mobile: s, password: "bad-pass" }, at(newIp()));
    }
    const r = await callSigned(`${U}/login`, { loginType: 2, mobilePrefixId: 317, mobile, password: "Right-pass1" }, at(newIp()));
    expect(r.msg).toMatch(/^Too many login attempts/);
  });

  test("a right password within the limit logs in and clears the count", async () => {
    const { mobile } = await userWithPassword("Right-pass1");
    const ip = newIp();
    for (let i = 0; i < 4; i++) await callSigned(`${U}/login`, { loginType: 2, mobilePrefixId: 317, mobile, password: "bad-pass" }, at(ip));
    expect((await callSigned(`${U}/login`, { loginType: 2, mobilePrefixId: 317, mobile, password: "Right-pass1" }, at(ip))).code).toBe(0);
    for (let i = 0; i < 4; i++) await callSigned(`${U}/login`, { loginType: 2, mobilePrefixId: 317, mobile, password: "bad-pass" }, at(ip));
    expect((await callSigned(`${U}/login`, { loginType: 2, mobilePrefixId: 317, mobile, password: "Right-pass1" }, at(ip))).code).toBe(0);
  });
});

describe("captcha", () => {
  test("100 answers to one image challenge at once, the right one among them: at most 5 are checked", async () => {
    const ip = newIp();
    const c = await callSigned(`${C}/captcha/new`, { kind: "image" }, at(ip));
    const [entry] = await outbox("captcha", c.data.captchaId);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => callSigned(`${C}/captcha/check`, { captchaId: c.data.captchaId, answer: i === 50 ? entry.code : "zzzz" }, at(ip))),
    );
    const checked = answers.filter((a) => a.code === 0 || a.msg === "That was not right, please try again");
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(answers[50].code).toBe(1);
    const { db } = await import("../../api/db/client");
    const { captchaChallenges } = await import("../../api/db/schema");
    const { eq } = await import("drizzle-orm");
    const [row] = await db().select().from(captchaChallenges).where(eq(captchaChallenges.id, c.data.captchaId));
    expect(row.attempts).toBe(5);
    expect(row.passedAt).toBeNull();
  });
});

describe("SMS codes", () => {
  test("20 wrong codes at once: exactly 5 tries are counted, then even the right code is dead", async () => {
    const ip = newIp();
    const mobile = newMobile();
    expect((await sendSms(mobile, 1, at(ip))).code).toBe(0);
    const code = (await smsCode(mobile))!;
    const wrong = code === "000000" ? "111111" : "000000";
    const { verifyCode } = await import("../../api/accounts/codes");
    const results = await Promise.all(Array.from({ length: 20 }, () => verifyCode({ channel: "sms", target: `+86 ${mobile}`, scene: 1, code: wrong })));
    expect(results.every((r) => r === false)).toBe(true);
    const { db } = await import("../../api/db/client");
    const { verificationCodes } = await import("../../api/db/schema");
    const { eq } = await import("drizzle-orm");
    const rows = await db().select().from(verificationCodes).where(eq(verificationCodes.target, `+86 ${mobile}`));
    expect(rows.map((r) => r.attempts)).toEqual([5]);
    expect(await verifyCode({ channel: "sms", target: `+86 ${mobile}`, scene: 1, code })).toBe(false);
  });

  test("a right code among concurrent wrong ones is accepted at most once", async () => {
    const ip = newIp();
    const mobile = newMobile();
    expect((await sendSms(mobile, 1, at(ip))).code).toBe(0);
    const code = (await smsCode(mobile))!;
    const { verifyCode } = await import("../../api/accounts/codes");
    const results = await Promise.all(Array.from({ length: 10 }, () => verifyCode({ channel: "sms", target: `+86 ${mobile}`, scene: 1, code })));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  test("leading zeros do not multiply the sends: one number, one resend gap", async () => {
    const ip = newIp();
    const mobile = newMobile();
    expect((await sendSms(mobile, 1, at(ip))).code).toBe(0);
    for (const spelling of [`0${mobile}`, `000${mobile}`]) {
      const r = await sendSms(spelling, 1, at(ip));
      expect(r.msg).toMatch(/^Codes are sent at most once a minute/);
    }
    // The code sent to the number is the code of every spelling of it.
    const code = (await smsCode(mobile))!;
    const login = await callSigned(`${U}/login`, { loginType: 1, mobilePrefixId: 317, mobile: `0${mobile}`, verifyCode: code }, at(ip));
    expect(login.code).toBe(0);
  });
});

describe("e-mail codes", () => {
  test("case, +tag and dots do not multiply the sends; the code still goes to the address asked for", async () => {
    const ip = newIp();
    const local = `stud${randomInt(1e9)}`;
    expect((await sendEmail(`${local}@example.com`, at(ip))).code).toBe(0);
    for (const spelling of [`${local.toUpperCase()}@Example.com`, `${local}+promo@example.com`, `${local.slice(0, 3)}.${local.slice(3)}@example.com`]) {
      const r = await sendEmail(spelling, at(ip));
      expect(r.msg, spelling).toMatch(/^Codes are sent at most once a minute/);
    }
    expect(await latestCode("email", `${local}+promo@example.com`)).toBeUndefined();
  });
});

describe("code sends per IP", () => {
  test("concurrent sends from one IP stop exactly at the hourly cap", async () => {
    const { limitCodeSend, forgetLimit } = await import("../../api/platform/rate-limit");
    const ip = newIp();
    const results = await Promise.all(Array.from({ length: 40 }, () => limitCodeSend(`sms:+86 ${newMobile()}`, 1, ip)));
    expect(results.filter((r) => r.ok)).toHaveLength(20);
    // Refused sends gave their points back to the per-number caps.
    const target = `sms:+86 ${newMobile()}`;
    await forgetLimit("codeIpHour", ip);
    await forgetLimit("codeIpDay", ip);
    expect((await limitCodeSend(target, 1, ip)).ok).toBe(true);
  });
});
