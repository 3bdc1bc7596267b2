import { expect, test, type Browser, type Page } from "@playwright/test";
import { apiLoginBySms, setUserCookie, signedCall, U } from "./accounts-api";
import { newMobile } from "./accounts-helpers";
import { E2E_ADMIN } from "./e2e-env";
import { findRoom, signedPost } from "./student-helpers";
import { APPLICANT } from "../tests/helpers/applicant";

/**
 * The staff console at /ops: the admin (from ADMIN_EMAIL/ADMIN_PASSWORD) signs in and creates
 * an adviser, a landlord and a moderator, each handed a one-time password they replace; the
 * adviser approves a student's application from the queue and the student sees the order; the
 * landlord, without JavaScript, changes a price in their own apartment, the room page shows it,
 * and another apartment is a 404; the moderator hides a review with a reason; the audit log
 * shows every one of these. The admin works in English, the others in Chinese.
 */
test.describe.configure({ mode: "serial" });
test.setTimeout(240_000);

const tag = Math.random().toString(36).slice(2, 7);
const people = {
  adviser: { email: `adviser-${tag}@example.com`, name: `Adviser ${tag}` },
  landlord: { email: `landlord-${tag}@example.com`, name: `Landlord ${tag}` },
  moderator: { email: `moderator-${tag}@example.com`, name: `Moderator ${tag}` },
};
const NEW_PASSWORD = "a-new-console-password-1";

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/ops/login");
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').last().click();
}

/** The first sign-in with a one-time password: the console asks for one's own password first. */
async function firstSignIn(page: Page, email: string, oneTime: string) {
  await signIn(page, email, oneTime);
  await expect(page).toHaveURL(/\/ops\/password$/);
  await page.locator('input[name="currentPassword"]').fill(oneTime);
  await page.locator('input[name="newPassword"]').fill(NEW_PASSWORD);
  await page.locator('form:has(input[name="newPassword"]) button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/ops\/(password|login)$/);
}

async function noJs(browser: Browser): Promise<Page> {
  return (await browser.newContext({ javaScriptEnabled: false })).newPage();
}

let passwords: Record<keyof typeof people, string>;
let room: { buildingCode: string; roomCode: string };

test("the admin signs in (English) and creates an adviser, a landlord and a moderator", async ({ page, request }) => {
  room = await findRoom(request);
  await page.goto("/ops");
  await expect(page).toHaveURL(/\/ops\/login$/);
  // The sign-in page in English, by the staff member's choice.
  const toEnglish = page.getByRole("button", { name: "English" });
  if (await toEnglish.count()) await toEnglish.click();
  await expect(page.getByRole("heading", { name: "Sign in to the console" })).toBeVisible();
  await signIn(page, E2E_ADMIN.email, "wrong-password-123");
  await expect(page.getByRole("alert")).toHaveText("Wrong e-mail or password");
  await expect(page.locator('input[name="email"]')).toHaveValue(E2E_ADMIN.email);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/ops\/applications$/);
  // The account's language (Chinese by default) becomes English, remembered on the account.
  const english = page.getByRole("button", { name: "English" });
  if (await english.count()) await english.click();
  await expect(page.getByRole("heading", { name: "Applications" })).toBeVisible();
  await page.getByRole("link", { name: "Staff" }).click();
  passwords = {} as typeof passwords;
  for (const role of ["adviser", "landlord", "moderator"] as const) {
    const form = page.locator("form:has(input[name=email])");
    await form.locator('input[name="email"]').fill(people[role].email);
    await form.locator('input[name="name"]').fill(people[role].name);
    await form.locator('select[name="role"]').selectOption(role);
    await form.locator('select[name="lang"]').selectOption("cn");
    if (role === "landlord") await form.locator('input[name="buildingCodes"]').fill(room.buildingCode);
    await form.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText(`Account ${people[role].email} created`)).toBeVisible();
    passwords[role] = (await page.getByTestId("one-time-password").textContent()) ?? "";
    expect(passwords[role]).toMatch(/^\w{16}$/);
  }
  await expect(page.getByRole("row", { name: new RegExp(people.landlord.email) })).toContainText(room.buildingCode);
});

test("the adviser (Chinese) approves an application from the queue, with its clock; the student sees the order", async ({ page, request, baseURL }) => {
  const student = await apiLoginBySms(request, newMobile());
  const roomInfo = (await signedCall(request, "/rest/building/client/room/info", { roomCode: room.roomCode })).data;
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const applied = await signedCall(
    request,
    `${U}/intent/apply`,
    { roomCode: room.roomCode, mobilePrefixId: 317, mobile: "13912340001", moveInDate: roomInfo.availableFrom > tomorrow ? roomInfo.availableFrom : tomorrow, leaseTerm: roomInfo.leaseTerms[0], paymentPlan: "term", agree: "on", ...APPLICANT },
    { token: student.token },
  );
  expect(applied.code, applied.msg).toBe(0);
  const applyCode = applied.data.applyCode as string;

  await firstSignIn(page, people.adviser.email, passwords.adviser);
  await expect(page).toHaveURL(/\/ops\/applications$/);
  await expect(page.getByRole("heading", { name: "申请" })).toBeVisible();
  const row = page.locator(`tr[data-apply-code="${applyCode}"]`);
  await expect(row).toContainText(/剩余|已超时/);
  await row.locator('select[name="staffId"]').selectOption({ label: people.adviser.name });
  await row.getByRole("button", { name: "分配" }).click();
  await expect(page.getByRole("status")).toContainText(applyCode);
  await row.locator('input[name="note"]').fill("房间已确认");
  await row.getByRole("button", { name: "通过（生成订单）" }).click();
  const notice = page.getByRole("status");
  await expect(notice).toContainText("等待学生付款");
  const orderNo = /订单 (\S+) /.exec((await notice.textContent()) ?? "")?.[1] ?? "";
  expect(orderNo).toMatch(/^O/);

  const studentPage = await (await page.context().browser()!.newContext()).newPage();
  await setUserCookie(studentPage.context(), baseURL!, student);
  await studentPage.goto(`/en/user/order/${orderNo}`);
  await expect(studentPage.getByText(orderNo).first()).toBeVisible();
});

test("the landlord (no JavaScript) edits a price in their own apartment; the room page shows it; another apartment is a 404", async ({ browser, request }) => {
  const page = await noJs(browser);
  await firstSignIn(page, people.landlord.email, passwords.landlord);
  await page.goto("/ops/apartments");
  await page.locator('a[href^="/ops/apartments/"]').first().click();
  await expect(page).toHaveURL(new RegExp(`/ops/apartments/${room.buildingCode}$`));
  const row = page.locator(`tr[data-room-code="${room.roomCode}"]`);
  const before = Number(await row.locator('input[name="price"]').inputValue());
  const price = before + 111;
  await row.locator('input[name="price"]').fill(String(price));
  await row.getByRole("button", { name: "保存" }).click();
  await expect(page.getByRole("status")).toHaveText("已保存，学生在一分钟内即可看到。");
  await expect(page.locator(`tr[data-room-code="${room.roomCode}"] input[name="price"]`)).toHaveValue(String(price));

  // Students see it within a minute.
  await expect
    .poll(async () => (await signedPost(request, "/rest/building/client/room/info", { roomCode: room.roomCode })).data.price, { timeout: 60_000, intervals: [2_000] })
    .toBe(price);
  const student = await browser.newPage();
  await expect(async () => {
    await student.goto(`/en/apartment/${room.buildingCode}/room/${room.roomCode}`);
    await expect(student.locator("main")).toContainText(price.toLocaleString("en"));
  }).toPass({ timeout: 60_000, intervals: [3_000] });

  // Another landlord's apartment: by URL a 404, by the API the unknown-apartment refusal.
  const home = await signedPost(request, "/rest/building/client/house/index");
  const other = (home.data.recommendedHouses as { code: string }[]).find((b) => b.code !== room.buildingCode)!.code;
  const res = await page.goto(`/ops/apartments/${other}`);
  expect(res?.status()).toBe(404);
});

test("the landlord (no JavaScript) uploads a listings feed with one good and one malformed record; the report shows both", async ({ browser, request }) => {
  const countries = (await signedPost(request, "/rest/building/client/address/all")).data as { id: number; citys: { id: number }[] }[];
  const cityId = countries.find((c) => c.id !== 0 && c.citys.length)!.citys[0].id;
  const good = {
    ref: `E2E-${tag}`,
    name: { zh: "港湾公寓", en: "Harbour House" },
    cityId,
    address: { zh: "港湾路 1 号", en: "1 Harbour Road" },
    lat: 51.5,
    lng: -0.12,
    description: { zh: "靠近校园。", en: "Near campus." },
    currency: "GBP",
    priceUnit: "week",
    rooms: [{ ref: "studio", name: { zh: "单间", en: "Studio" }, roomType: "studio", price: { currency: "GBP", minor: 25500 }, areaM2: 21, bedSize: "double", leaseTerms: [51], availableFrom: "2027-09-01", stock: 3 }],
  };
  const bad = { ...good, ref: `E2E-${tag}-bad`, lat: 200 };
  const page = await noJs(browser);
  await signIn(page, people.landlord.email, NEW_PASSWORD);
  await page.goto("/ops/feed");
  await expect(page.getByRole("heading", { name: "房源数据源" })).toBeVisible();
  await page.locator('input[name="file"]').setInputFiles({ name: "feed.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify({ apartments: [good, bad] })) });
  await page.getByRole("button", { name: "导入" }).click();
  const report = page.getByTestId("feed-report");
  await expect(report).toContainText(`新建（未上线，待审核）：1: E2E-${tag}`);
  await expect(report).toContainText(`E2E-${tag}-bad: lat`);
  await page.goto("/ops/apartments");
  await expect(page.locator("main")).toContainText("港湾公寓");
});

test("the adviser (Chinese, no JavaScript) takes a conversation from the inbox and replies; the student reads it on their service page", async ({ browser, request, baseURL }) => {
  const student = await apiLoginBySms(request, newMobile());
  const sent = await signedCall(request, `${U}/service/send`, { content: "请问还有空房吗？" }, { token: student.token });
  expect(sent.code, sent.msg).toBe(0);
  const id = sent.data.conversationId as number;

  const page = await noJs(browser);
  await signIn(page, people.adviser.email, NEW_PASSWORD);
  await page.goto("/ops/service?status=open&assigned=unassigned");
  await expect(page.getByRole("heading", { name: "在线客服" })).toBeVisible();
  const row = page.locator(`tr[data-conversation-id="${id}"]`);
  await expect(row).toContainText("已等待");
  await row.getByRole("button", { name: "分配" }).click();
  await page.goto("/ops/service?status=open&assigned=mine");
  await expect(page.locator(`tr[data-conversation-id="${id}"]`)).toContainText(people.adviser.name);
  await page.goto(`/ops/service/${id}`);
  await expect(page.getByTestId("thread")).toContainText("请问还有空房吗？");
  await page.locator('textarea[name="content"]').fill("有的，九月起可入住。");
  await page.getByRole("button", { name: "发送" }).click();
  await expect(page.getByRole("status")).toHaveText("回复已发送");
  await expect(page.getByTestId("thread")).toContainText("有的，九月起可入住。");

  const studentPage = await (await browser.newContext()).newPage();
  await setUserCookie(studentPage.context(), baseURL!, student);
  await studentPage.goto(`/cn/user/service?c=${id}`);
  await expect(studentPage.getByTestId("service-message-staff")).toContainText("有的，九月起可入住。");
  await expect(studentPage.getByTestId("service-message-staff")).toContainText(people.adviser.name);
});

test("the moderator hides a review with a reason; the admin's audit log shows every action", async ({ page }) => {
  await firstSignIn(page, people.moderator.email, passwords.moderator);
  await expect(page).toHaveURL(/\/ops\/reviews$/);
  await page.goto("/ops/reviews?hidden=visible");
  const row = page.locator("tr[data-review-id]").first();
  const reviewId = await row.getAttribute("data-review-id");
  await row.locator('input[name="reason"]').fill("含有电话号码");
  await row.getByRole("button", { name: "隐藏" }).click();
  await expect(page.getByRole("status")).toBeVisible();
  await page.goto("/ops/reviews?hidden=hidden");
  await expect(page.locator(`tr[data-review-id="${reviewId}"]`)).toContainText("已隐藏：含有电话号码");
  await page.getByRole("button", { name: "退出登录" }).click();
  await expect(page).toHaveURL(/\/ops\/login$/);

  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  // The sign-in is a fetch with JavaScript on: leaving before its answer would cancel it.
  await expect(page).toHaveURL(/\/ops\/applications$/);
  await page.goto("/ops/audit");
  const log = page.locator("table");
  for (const action of ["staff.create", "application.assign", "application.status", "room.update", "service.assign", "service.reply", "review.hide", "password.change"]) {
    await expect(log.getByText(action, { exact: true }).first()).toBeVisible();
  }
  await page.locator('input[name="actor"]').fill(people.landlord.email);
  await page.getByRole("button", { name: /Apply|筛选/ }).click();
  await expect(log).toContainText("room.update");
  await expect(log).not.toContainText("review.hide");
});
