import { createCookie } from "@remix-run/node";
import { expect, type APIRequestContext, type BrowserContext } from "@playwright/test";
import { signFields, usesCommonSecret } from "#core/sign";
import type { UserInfo } from "#core/user";
import { waitForCode } from "./accounts-helpers";
import { E2E_OUTBOX_KEY, E2E_SECRETS } from "./e2e-env";

/**
 * The account specs' side door: signed calls to the e2e server's API (as the mobile app or
 * the web tier would make them, with the secrets playwright.config.ts starts it with) and the
 * signed user cookie of the browser context (read to learn the token, written to start a page
 * logged in). Codes and captcha answers come from /dev/outbox.json, as in the browser flows.
 */
// Loose by default, like tests/helpers/api.ts: specs read answers of many shapes.
 
export type Envelope<T = any> = { code: number; data: T; msg: string };
export const C = "/rest/common";
export const U = "/rest/user/client";

 
export async function signedCall<T = any>(
  request: APIRequestContext,
  path: string,
  fields: Record<string, string | number | undefined> = {},
  opts: { token?: string; language?: "cn" | "en" } = {},
): Promise<Envelope<T>> {
  const all: Record<string, string> = { language: opts.language ?? "cn", timestamp: String(Date.now()) };
  for (const [k, v] of Object.entries(fields)) if (v !== undefined && v !== "") all[k] = String(v);
  if (opts.token) all.token = opts.token;
  all.signToken = signFields(all, usesCommonSecret(path) ? E2E_SECRETS.commonSign : E2E_SECRETS.sign);
  const res = await request.post(path, { form: all });
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as Envelope<T>;
}

/** A captcha token: a slide challenge answered from the outbox. */
export async function captchaToken(request: APIRequestContext): Promise<string> {
  const challenge = await signedCall(request, `${C}/captcha/new`);
  expect(challenge.code).toBe(0);
  const captchaId = String(challenge.data.captchaId);
  const answer = await waitForCode(request, "captcha", captchaId);
  const checked = await signedCall(request, `${C}/captcha/check`, { captchaId, answer });
  expect(checked.code).toBe(0);
  return checked.data.captchaToken as string;
}

/** SMS login (the account is made on first use) through the API; answers the user info. */
export async function apiLoginBySms(request: APIRequestContext, mobile: string): Promise<UserInfo> {
  const sent = await signedCall(request, `${C}/sms/verifyCode`, { mobilePrefixId: 317, mobile, senceId: 1, captchaToken: await captchaToken(request) });
  expect(sent.code, sent.msg).toBe(0);
  const code = await waitForCode(request, "sms", `+86 ${mobile}`);
  const login = await signedCall<UserInfo>(request, `${U}/login`, { loginType: 1, mobilePrefixId: 317, mobile, verifyCode: code });
  expect(login.code, login.msg).toBe(0);
  return login.data;
}

/**
 * The user the browser context's session stands for, or null. The `user` cookie holds only an
 * opaque session id (app/lib/cookies.server.ts); the dev outbox's session door reads the
 * session the context's cookie names (/dev/session: this machine, with the outbox key).
 */
export async function userFromCookie(context: BrowserContext): Promise<UserInfo | null> {
  const c = (await context.cookies()).find((x) => x.name === "user");
  if (!c) return null;
  const res = await context.request.get("/dev/session", { headers: { "x-outbox-key": E2E_OUTBOX_KEY } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { user: UserInfo | null }).user;
}

/** Starts the browser context logged in as `user` (a session made by the dev session door, as a login makes one). */
export async function setUserCookie(context: BrowserContext, baseURL: string, user: UserInfo) {
  const res = await context.request.post(new URL("/dev/session", baseURL).toString(), {
    headers: { "x-outbox-key": E2E_OUTBOX_KEY, "content-type": "application/json" },
    data: JSON.stringify({ user }),
  });
  expect(res.status(), await res.text()).toBe(200);
  // The context's request shares its cookies: the Set-Cookie above is now the browser's too.
  expect((await context.cookies(baseURL)).some((c) => c.name === "user")).toBe(true);
}

// The no-JS image captcha's id (app/components/login-dialog/captcha.server.ts), same secret.
const captchaIdCookie = createCookie("captcha_id", { secrets: [E2E_SECRETS.session], path: "/" });

/**
 * The letters of the image captcha this browser context was shown without JavaScript: its
 * challenge id from the context's cookie, its answer from the outbox (not merely the newest
 * image captcha, which may be another test's).
 */
export async function imageCaptchaAnswer(context: BrowserContext, request: APIRequestContext): Promise<string> {
  let id = "";
  await expect
    .poll(async () => {
      const c = (await context.cookies()).find((x) => x.name === "captcha_id");
      id = c ? (((await captchaIdCookie.parse(`captcha_id=${c.value}`)) as string | null) ?? "") : "";
      return id;
    })
    .not.toBe("");
  return waitForCode(request, "captcha", id);
}
