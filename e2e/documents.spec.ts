import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";
import type { UserInfo } from "#core/user";
import { apiLoginBySms, setUserCookie, signedCall, U } from "./accounts-api";
import { newMobile, waitForCode } from "./accounts-helpers";
import { bookableRoom } from "./booking-helpers";
import { APPLICANT } from "../tests/helpers/applicant";
import { E2E_ADMIN } from "./e2e-env";

/**
 * Documents where the booking needs them and the student's data: a passport page uploaded on the
 * application's page with the separate consent (with and without JavaScript, both languages),
 * listed with the day it will be deleted, downloaded by its owner only; "My documents"; the page
 * at phone width; "download my data" and "delete my account".
 */
let png: Buffer;
test.beforeAll(async () => {
  png = await sharp({ create: { width: 120, height: 80, channels: 3, background: "#2255aa" } }).png().toBuffer();
});

async function studentWithApplication(request: APIRequestContext, nth: number): Promise<{ user: UserInfo; mobile: string; applyCode: string }> {
  const mobile = newMobile();
  const user = await apiLoginBySms(request, mobile);
  const room = await bookableRoom(request, nth);
  const form = await signedCall(request, `${U}/apply/form`, { roomCode: room.roomCode }, { token: user.token });
  const tenancy = (form.data.tenancies as { code: string; available: boolean }[]).find((t) => t.available)!;
  const applied = await signedCall(
    request,
    `${U}/intent/apply`,
    { roomCode: room.roomCode, tenancyCode: tenancy.code, mobilePrefixId: 317, mobile: "13912340000", paymentPlan: "term", agree: "on", ...APPLICANT },
    { token: user.token },
  );
  expect(applied.code, applied.msg).toBe(0);
  return { user, mobile, applyCode: applied.data.applyCode as string };
}

async function signedInPage(browser: Browser, baseURL: string, user: UserInfo, options: { javaScriptEnabled?: boolean; viewport?: { width: number; height: number } } = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: options.javaScriptEnabled ?? true, viewport: options.viewport });
  await setUserCookie(context, baseURL, user);
  return context.newPage();
}

const CASES = [
  { lang: "en", javaScriptEnabled: true, uploaded: "Uploaded: passport.png, kept until", kept: "Kept until", consent: "I agree to the above", nth: 3 },
  { lang: "cn", javaScriptEnabled: false, uploaded: "已上传：passport.png，保留至", kept: "保留至", consent: "我同意以上内容", nth: 4 },
  { lang: "en", javaScriptEnabled: false, uploaded: "Uploaded: passport.png, kept until", kept: "Kept until", consent: "I agree to the above", nth: 5 },
] as const;

for (const c of CASES) {
  test(`a passport page uploaded on the application's page, with the separate consent, kept until a date, read only by its owner (${c.lang}, ${c.javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({ browser, baseURL, request }) => {
    const { user, applyCode } = await studentWithApplication(request, c.nth);
    const page = await signedInPage(browser, baseURL!, user, { javaScriptEnabled: c.javaScriptEnabled });
    await page.goto(`/${c.lang}/user/application/${applyCode}`);
    const section = page.getByTestId("documents");
    await expect(section).toBeVisible();
    await expect(section.getByTestId("document-consent")).toContainText(c.lang === "en" ? "outside China" : "中国境外");

    // Without ticking the consent the browser asks for it (required); the server would refuse too.
    await section.getByTestId("document-kind").selectOption("passport");
    await section.getByTestId("document-file").setInputFiles({ name: "passport.png", mimeType: "image/png", buffer: png });
    await section.getByLabel(c.consent).check();
    await section.getByTestId("document-submit").click();
    await expect(page.getByTestId("toast")).toContainText(c.uploaded);
    await expect(page).toHaveURL(new RegExp(`/${c.lang}/user/application/${applyCode}$`));
    const item = page.getByTestId("document");
    await expect(item).toHaveCount(1);
    await expect(item.getByTestId("document-kept-until")).toContainText(c.kept);
    // The consent is asked once: the next upload form says when it was given.
    await expect(page.getByTestId("consent-given")).toBeVisible();

    // The owner downloads the file; another student gets the 404 page for the same address.
    const href = (await item.getByTestId("document-download").getAttribute("href"))!;
    const mine = await page.request.get(href);
    expect(mine.status()).toBe(200);
    expect(mine.headers()["content-type"]).toBe("image/png");
    expect(mine.headers()["content-disposition"]).toContain("attachment");
    const bob = await apiLoginBySms(request, newMobile());
    const other = await signedInPage(browser, baseURL!, bob);
    const theirs = await other.request.get(href);
    expect(theirs.status()).toBe(404);
    expect(await theirs.text()).not.toContain("PNG");
    await other.context().close();

    // "My documents" lists it with the application it belongs to; deleting it there removes it.
    await page.goto(`/${c.lang}/user/documents`);
    await expect(page.getByTestId("my-documents").getByTestId("document")).toHaveCount(1);
    await expect(page.getByTestId("my-documents")).toContainText(applyCode);
    await page.getByTestId("document-delete").click();
    await expect(page.getByTestId("toast")).toContainText(c.lang === "en" ? "The document has been deleted" : "文件已删除");
    await expect(page.getByTestId("my-documents").getByTestId("document")).toHaveCount(0);
    expect((await page.request.get(href)).status()).toBe(404);
    await page.context().close();
  });
}

test("a file that is not a PDF, JPEG or PNG is refused with a translated message", async ({ browser, baseURL, request }) => {
  const { user, applyCode } = await studentWithApplication(request, 6);
  const page = await signedInPage(browser, baseURL!, user, { javaScriptEnabled: false });
  await page.goto(`/cn/user/application/${applyCode}`);
  await page.getByTestId("document-file").setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") });
  await page.getByTestId("document-consent-box").check();
  await page.getByTestId("document-submit").click();
  await expect(page.getByTestId("toast")).toHaveText(/仅支持 PDF、JPG 或 PNG 文件/);
  await expect(page.getByTestId("document")).toHaveCount(0);
  await page.context().close();
});

test("the documents section at phone width (390 px): nothing wider than the screen, the form usable", async ({ browser, baseURL, request }) => {
  const { user, applyCode } = await studentWithApplication(request, 7);
  const page = await signedInPage(browser, baseURL!, user, { viewport: { width: 390, height: 844 } });
  await page.goto(`/en/user/application/${applyCode}`);
  const section = page.getByTestId("documents");
  await section.scrollIntoViewIfNeeded();
  await section.getByTestId("document-file").setInputFiles({ name: "passport.png", mimeType: "image/png", buffer: png });
  await section.getByTestId("document-consent-box").check();
  await section.getByTestId("document-submit").click();
  await expect(page.getByTestId("toast")).toContainText("Uploaded: passport.png");
  await expect(page.getByTestId("document")).toHaveCount(1);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const box = await page.getByTestId("document-download").boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await page.context().close();
});

for (const javaScriptEnabled of [true, false]) {
  test(`download my data, then delete my account with a fresh code (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({ browser, baseURL, request }) => {
    const mobile = newMobile();
    const user = await apiLoginBySms(request, mobile);
    const page = await signedInPage(browser, baseURL!, user, { javaScriptEnabled });
    await page.goto("/en/user/account-setting");
    await page.getByTestId("my-data-link").click();
    await expect(page).toHaveURL(/\/en\/user\/my-data$/);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-data").click()]);
    expect(download.suggestedFilename()).toMatch(/^studynest-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await (await import("node:fs/promises")).readFile((await download.path())!, "utf8"));
    expect(data.profile.mobile).toBe(mobile);
    expect(JSON.stringify(data)).not.toContain("password_hash");

    await expect(page.getByTestId("kept-after-delete")).toContainText("kept anonymised");
    await page.getByTestId("delete-send-code").click();
    await expect(page.getByTestId("delete-confirm-form")).toContainText("A code was sent to +86 ");
    const code = await waitForCode(request, "sms", `+86 ${mobile}`);
    await page.getByTestId("delete-code").fill(code);
    await page.getByTestId("delete-confirm").check();
    await page.getByTestId("delete-submit").click();
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.getByTestId("toast")).toContainText("Your account has been deleted");
    // Signed out: the corner asks to sign in again, and the old session answers "not signed in".
    const info = await signedCall(request, `${U}/user/info`, {}, { token: user.token });
    expect(info.code).toBe(3);
    await page.goto("/en/user/documents");
    await expect(page.getByTestId("my-documents")).toHaveCount(0);
    await page.context().close();
  });
}

test("the privacy page states each kind of data, why and for how long, from the rules the site applies", async ({ page }) => {
  await page.goto("/en/common/privacy#retention");
  const section = page.locator("#retention");
  await expect(section).toContainText("12 months after the tenancy ends");
  await expect(section).toContainText("90 days after the refund is decided");
  await page.goto("/cn/common/privacy#retention");
  await expect(page.locator("#retention")).toContainText("租期结束后 12 个月");
});

test("staff read a student's documents in the console, and each reading is in the audit log", async ({ browser, baseURL, request }) => {
  const { user, applyCode } = await studentWithApplication(request, 8);
  const up = await request.post(`${U}/document/upload`, {
    multipart: await (async () => {
      const { signFields } = await import("#core/sign");
      const { E2E_SECRETS } = await import("./e2e-env");
      const all: Record<string, string> = { language: "en", timestamp: String(Date.now()), token: user.token, kind: "passport", applyCode, consent: "1" };
      all.signToken = signFields(all, E2E_SECRETS.sign);
      return { ...all, file: { name: "passport.png", mimeType: "image/png", buffer: png } };
    })(),
  });
  const uploaded = await up.json();
  expect(uploaded.code, uploaded.msg).toBe(0);
  const documentCode = uploaded.data.documentCode as string;

  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto("/ops/login");
  await page.locator('input[name="email"]').fill(E2E_ADMIN.email);
  await page.locator('input[name="password"]').fill(E2E_ADMIN.password);
  await page.locator('form button[type="submit"]').last().click();
  await expect(page).not.toHaveURL(/\/ops\/login/);
  await page.goto(`/ops/documents?applyCode=${applyCode}`);
  const row = page.locator(`tr[data-document="${documentCode}"]`);
  await expect(row).toBeVisible();
  const href = (await row.getByTestId("ops-document-download").getAttribute("href"))!;
  const file = await page.request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("image/png");
  // A student's session is not a staff session: the same address sends them to the console's sign-in.
  const student = await signedInPage(browser, baseURL!, user);
  const refused = await student.request.get(href, { maxRedirects: 0 });
  expect(refused.status()).toBe(302);
  expect(refused.headers()["location"]).toContain("/ops/login");
  await student.context().close();

  const login = await signedCall(request, "/rest/ops/auth/login", { email: E2E_ADMIN.email, password: E2E_ADMIN.password });
  const audit = await signedCall(request, "/rest/ops/audit/list", { staffToken: login.data.staffToken, action: "document.read", record: documentCode });
  expect(audit.code, audit.msg).toBe(0);
  expect(audit.data.list).toHaveLength(1);
  expect(audit.data.list[0].actor).toBe(E2E_ADMIN.email);
  await context.close();
});

test("axe: no serious violation on the documents section, My documents and Your data", async ({ browser, baseURL, request }) => {
  test.setTimeout(90_000);
  const { user, applyCode } = await studentWithApplication(request, 9);
  const page = await signedInPage(browser, baseURL!, user);
  for (const path of [`/en/user/application/${applyCode}`, "/cn/user/documents", "/en/user/my-data"]) {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => ({ path, id: v.id, nodes: v.nodes.slice(0, 5).map((n) => n.target.join(" ")) }));
    expect(serious).toEqual([]);
  }
  await page.context().close();
});
