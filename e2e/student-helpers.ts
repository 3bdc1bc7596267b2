import { expect, type APIRequestContext, type Browser, type Locator, type Page } from "@playwright/test";
import { signFields, usesCommonSecret } from "#core/sign";
import { apiLoginBySms, signedCall, U } from "./accounts-api";
import { APPLICANT } from "../tests/helpers/applicant";
import { getCodeWithSlider, hydrated, newMobile, waitForCode } from "./accounts-helpers";
import { E2E_OPERATOR_TOKEN } from "./e2e-env";

/** Helpers for the student-area specs: log in through the dialog, call the signed API, find a room. */
const SIGN_SECRET = "e2e-sign-secret-0123456789"; // playwright.config.ts API_SIGN_SECRET
const COMMON_SIGN_SECRET = "e2e-common-secret-0123456789"; // playwright.config.ts API_COMMON_SIGN_SECRET

 
export async function signedPost<T = any>(request: APIRequestContext, path: string, fields: Record<string, string | number> = {}): Promise<{ code: number; data: T; msg: string }> {
  const all: Record<string, string> = { timestamp: String(Date.now()) };
  for (const [k, v] of Object.entries(fields)) all[k] = String(v);
  all.signToken = signFields(all, usesCommonSecret(path) ? COMMON_SIGN_SECRET : SIGN_SECRET);
  const res = await request.post(path, { form: all });
  return res.json();
}

/** A room that takes applications (stock left), with its apartment's code. */
export async function findRoom(request: APIRequestContext) {
  const home = await signedPost(request, "/rest/building/client/house/index");
  for (const b of home.data.recommendedHouses as { code: string }[]) {
    const info = await signedPost(request, "/rest/building/client/house/info", { buildingCode: b.code });
    const groups = (info.data?.roomGroups ?? []) as { rooms: { code: string; stock: number; leaseTerms: number[] }[] }[];
    const room = groups.flatMap((g) => g.rooms).find((r) => r.stock > 0 && r.leaseTerms.length > 0);
    if (room) return { buildingCode: b.code, roomCode: room.code };
  }
  throw new Error("no room found");
}

/** Logs a fresh user in through the SMS login dialog on `path`; returns the mobile. */
export async function login(page: Page, path = "/cn/sitemap"): Promise<string> {
  const mobile = newMobile();
  const url = new URL(path, "http://x");
  url.searchParams.set("login", "sms");
  await page.goto(url.pathname + url.search);
  await hydrated(page);
  await page.getByTestId("mobile").fill(mobile);
  await getCodeWithSlider(page);
  const code = await waitForCode(page.request, "sms", `+86 ${mobile}`);
  await page.getByTestId("code").fill(code);
  await page.getByTestId("login-submit").click();
  await expect(page.getByTestId("login-dialog")).toHaveCount(0);
  // Attached, not visible: on a phone the user menu sits in the header's closed menu.
  await expect(page.getByTestId("user-menu")).toBeAttached();
  return mobile;
}

/** A page without JavaScript carrying the cookies of `page` (logged in). */
export async function noJsPage(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  return context.newPage();
}

/** A student whose order for `room` (applied, approved by staff) has gone through `statuses` (staff API): one who may review it. */
export async function resident(request: APIRequestContext, room: { buildingCode: string; roomCode: string }, statuses: string[]) {
  const user = await apiLoginBySms(request, newMobile());
  const form = await signedCall(request, `${U}/apply/form`, { roomCode: room.roomCode }, { token: user.token });
  expect(form.code, form.msg).toBe(0);
  const roomInfo = (await signedCall(request, "/rest/building/client/room/info", { roomCode: room.roomCode })).data;
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const applied = await signedCall(
    request,
    `${U}/intent/apply`,
    {
      roomCode: room.roomCode,
      mobilePrefixId: 317,
      mobile: "13912340000",
      moveInDate: roomInfo.availableFrom > tomorrow ? roomInfo.availableFrom : tomorrow,
      leaseTerm: roomInfo.leaseTerms[0],
      paymentPlan: "term",
      agree: "on",
      ...APPLICANT,
    },
    { token: user.token },
  );
  expect(applied.code, applied.msg).toBe(0);
  const applyCode = applied.data.applyCode as string;
  expect((await signedCall(request, "/rest/ops/intent/status", { operatorToken: E2E_OPERATOR_TOKEN, applyCode, status: "approved" })).code).toBe(0);
  const orderNo = (await signedCall(request, `${U}/intent/info`, { applyCode }, { token: user.token })).data.orderNo as string;
  for (const status of statuses) {
    const moved = await signedCall(request, "/rest/ops/order/status", { operatorToken: E2E_OPERATOR_TOKEN, orderNo, status });
    expect(moved.code, moved.msg).toBe(0);
  }
  return { user, orderNo };
}

/** The room application's answers as its form (`apply-form`) takes them, by field name. */
export type ApplicationAnswers = Partial<
  Record<"mobile" | "paymentPlan" | "legalName" | "chineseName" | "dateOfBirth" | "nationality" | "university" | "course" | "yearOfStudy" | "address" | "guarantorName" | "guarantorRelation" | "guarantorMobile", string>
>;
const APPLICATION_SELECTS = new Set(["nationality", "yearOfStudy", "guarantorRelation"]);

/** A Chinese student's answers, guarantor included, as a student types them into the form. */
export const TYPED_APPLICATION = {
  mobile: "13800138000",
  paymentPlan: "term",
  legalName: "ZHANG San",
  chineseName: "张三",
  dateOfBirth: "2004-05-06",
  nationality: "CN",
  university: "University College London",
  course: "MSc Finance",
  yearOfStudy: "masters",
  address: "北京市海淀区中关村大街 1 号",
  guarantorName: "张父",
  guarantorRelation: "parent",
  guarantorMobile: "13900139000",
} satisfies ApplicationAnswers;

/** Fills the application form with `answers`: text typed, choices selected, the payment plan ticked. */
export async function fillApplication(form: Locator, answers: ApplicationAnswers) {
  for (const [name, value] of Object.entries(answers)) {
    if (name === "paymentPlan") await form.locator(`input[name="paymentPlan"][value="${value}"]`).check();
    else if (APPLICATION_SELECTS.has(name)) await form.locator(`select[name="${name}"]`).selectOption(value);
    else await form.locator(`input[name="${name}"]`).fill(value);
  }
}

/** The application form shows `answers` (e.g. brought back by a kept draft). */
export async function expectApplication(form: Locator, answers: ApplicationAnswers) {
  for (const [name, value] of Object.entries(answers)) {
    if (name === "paymentPlan") await expect(form.locator(`input[name="paymentPlan"][value="${value}"]`)).toBeChecked();
    else await expect(form.locator(`${APPLICATION_SELECTS.has(name) ? "select" : "input"}[name="${name}"]`)).toHaveValue(value);
  }
}

/**
 * Clicks a favourite heart and waits for the server's answer: the heart turns at once (the
 * fetcher's pending state), so a navigation right after the click could leave before the save.
 */
export async function toggleFavourite(page: Page, heart: Locator): Promise<void> {
  const answered = page.waitForResponse((r) => r.request().method() === "POST" && /^\/(?:cn|en)\/favorite(?:\.data)?$/.test(new URL(r.url()).pathname));
  await heart.click();
  expect((await answered).ok()).toBe(true);
}
