import { beforeAll, describe, expect, test } from "vitest";
import { setupApi } from "../helpers/api";

/**
 * The login dialog without JavaScript carries a failed send's outcome across the redirect in the
 * login_flash cookie. What the student typed comes back, except what must never sit in a
 * cookie: the SMS or e-mail code and every password.
 */
const CODE = "480913";
const PASSWORD = "Secret9pass";

beforeAll(() => setupApi());

/** Without JavaScript every outcome is a redirect (thrown or answered). */
async function post(lang: "cn" | "en", fields: Record<string, string>): Promise<Response> {
  const { loginAction } = await import("../../app/components/login-dialog/action.server");
  const request = new Request(`http://localhost/${lang}/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
    body: new URLSearchParams({ redirectTo: `/${lang}/`, ...fields }),
  });
  try {
    const answer = await loginAction(request, lang);
    if (answer instanceof Response) return answer;
    throw new Error(`expected a redirect, got ${JSON.stringify(answer)}`);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** The flash cookie's JSON (signed, base64 inside), as a string. */
function flashOf(res: Response): string {
  const cookie = (res.headers.getSetCookie?.() ?? []).find((c) => c.startsWith("login_flash="));
  expect(cookie, "a login_flash cookie").toBeTruthy();
  const value = decodeURIComponent(cookie!.split(";")[0].slice("login_flash=".length));
  return `${cookie}\n${Buffer.from(value.slice(0, value.lastIndexOf(".")), "base64").toString("utf8")}`;
}

const mobile = { mobilePrefixId: "317", mobile: "13912345670" };
const email = { email: "nobody-flash@example.com" };

describe.each(["cn", "en"] as const)("login_flash (%s) never carries a typed code or password", (lang) => {
  test.each([
    ["sms", { ...mobile, verifyCode: CODE }],
    ["register", { ...mobile, verifyCode: CODE }],
    ["mobilePwd", { ...mobile, password: PASSWORD }],
    ["emailPwd", { ...email, password: PASSWORD }],
    ["findBySms", { ...mobile, verifyCode: CODE, newPassword: PASSWORD, confirmPassword: PASSWORD }],
    ["findByEmail", { ...email, verifyCode: CODE, newPassword: PASSWORD, confirmPassword: PASSWORD }],
    // Refused by the form's rules before any call (the passwords differ): still no secret kept.
    ["findBySms", { ...mobile, verifyCode: CODE, newPassword: PASSWORD, confirmPassword: `${PASSWORD}x` }],
  ])("%s, refused", async (view, fields) => {
    const res = await post(lang, { view, ...fields });
    expect(res.status).toBe(302);
    const flash = flashOf(res);
    expect(flash).not.toContain(CODE);
    expect(flash).not.toContain(PASSWORD);
    // What is no secret comes back.
    expect(flash).toContain("mobile" in fields ? mobile.mobile : email.email);
  });
});
