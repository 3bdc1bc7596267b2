import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { signedCall } from "./accounts-api";
import { E2E_ADMIN } from "./e2e-env";

/**
 * The help centre's questions in the console: a moderator (console in Chinese) writes a question
 * in both languages, is refused a title that is too short with everything typed kept, and saves
 * and publishes it; the public help pages show it in both languages. Then, on a 375 px phone
 * without JavaScript, the moderator changes it and takes it off and back on: the pages follow,
 * and no console page scrolls sideways. The category is this spec's own.
 */
test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

const tag = Math.random().toString(36).slice(2, 7);
const NEW_PASSWORD = "a-new-console-password-3";
const moderator = { email: `help-moderator-${tag}@example.com`, password: "" };
const category = { id: 0, slug: `console-help-${tag}` };
const slug = `edited-in-the-console-${tag}`;

async function adminToken(request: APIRequestContext): Promise<string> {
  const r = await signedCall(request, "/rest/ops/auth/login", { email: E2E_ADMIN.email, password: E2E_ADMIN.password });
  expect(r.code, r.msg).toBe(0);
  return r.data.staffToken as string;
}

async function signIn(page: Page) {
  await page.goto("/ops/login");
  await page.locator('input[name="email"]').fill(moderator.email);
  await page.locator('input[name="password"]').fill(moderator.password);
  await page.locator('form button[type="submit"]').last().click();
  await expect(page).not.toHaveURL(/\/ops\/login$/);
  if (/\/ops\/password$/.test(page.url())) {
    await page.locator('input[name="currentPassword"]').fill(moderator.password);
    await page.locator('input[name="newPassword"]').fill(NEW_PASSWORD);
    await page.locator('form:has(input[name="newPassword"]) button[type="submit"]').click();
    moderator.password = NEW_PASSWORD;
  }
  await expect(page).not.toHaveURL(/\/ops\/(password|login)$/);
}

async function noSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

const publicTitle = (page: Page, lang: "cn" | "en") => page.goto(`/${lang}/help/${category.slug}/${slug}`).then(() => page.locator("#help-question-title"));

test("the admin makes a moderator and a category for this spec", async ({ request }) => {
  const admin = await adminToken(request);
  const made = await signedCall(request, "/rest/ops/staff/create", { staffToken: admin, email: moderator.email, name: `Help ${tag}`, role: "moderator", lang: "cn" });
  expect(made.code, made.msg).toBe(0);
  moderator.password = made.data.password as string;
  const cat = await signedCall(request, "/rest/ops/help/category/save", {
    staffToken: admin,
    slug: category.slug,
    nameCn: `控制台测试 ${tag}`,
    nameEn: `Console test ${tag}`,
    descriptionCn: "在控制台编辑的问题。",
    descriptionEn: "Questions edited in the console.",
  });
  expect(cat.code, cat.msg).toBe(0);
  category.id = cat.data.id as number;
});

test("with JavaScript: the moderator writes a question in both languages, is refused a short title, then publishes it", async ({ page }) => {
  await signIn(page);
  await page.getByRole("link", { name: "帮助中心" }).click();
  await expect(page).toHaveURL(/\/ops\/help$/);
  await expect(page.getByRole("heading", { name: "帮助中心" })).toBeVisible();
  await page.getByRole("link", { name: `控制台测试 ${tag}` }).click();
  // The new-question link carries the category only once the filtered list has loaded.
  await expect(page).toHaveURL(/\/ops\/help\?category=/);
  await expect(page.getByTestId("help-new")).toHaveAttribute("href", /\?category=/);
  await page.getByTestId("help-new").click();
  await expect(page).toHaveURL(/\/ops\/help\/new\?category=/);
  const form = page.getByTestId("help-question-form");
  await expect(form.locator('select[name="categoryId"]')).toHaveValue(String(category.id));
  await form.locator('input[name="slug"]').fill(slug);
  await form.locator('input[name="titleCn"]').fill("控制台里写的问题？");
  await form.locator('input[name="titleEn"]').fill("Hm");
  await form.locator('textarea[name="bodyCn"]').fill("第一段回答。\n\n- 第一项\n- 第二项");
  await form.locator('textarea[name="bodyEn"]').fill("A first answer written in the console.");
  await form.getByRole("button", { name: "保存并发布" }).click();
  await expect(page.getByRole("alert")).toContainText("titleEn");
  // Everything typed is kept.
  await expect(form.locator('input[name="slug"]')).toHaveValue(slug);
  await expect(form.locator('textarea[name="bodyCn"]')).toHaveValue("第一段回答。\n\n- 第一项\n- 第二项");
  await form.locator('input[name="titleEn"]').fill("A question written in the console?");
  await form.getByRole("button", { name: "保存并发布" }).click();
  await expect(page).toHaveURL(/\/ops\/help\?done=published$/);
  await expect(page.getByRole("status")).toHaveText("已发布：访客几秒内即可看到。");
  const row = page.locator(`tr[data-help-slug="${slug}"]`);
  await expect(row).toContainText("控制台里写的问题？");
  await expect(row).toContainText("A question written in the console?");
  await expect(row).toContainText("已发布");

  const visitor = await page.context().browser()!.newPage();
  await expect(await publicTitle(visitor, "en")).toHaveText("A question written in the console?");
  await expect(visitor.getByTestId("help-answer")).toContainText("A first answer written in the console.");
  await expect(await publicTitle(visitor, "cn")).toHaveText("控制台里写的问题？");
  await expect(visitor.getByTestId("help-answer")).toContainText("第二项");
  await visitor.close();
});

test("without JavaScript on a 375 px phone: the moderator changes the question, takes it off and puts it back", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signIn(page);
  await page.goto(`/ops/help?category=${category.slug}`);
  await noSideScroll(page);
  const row = page.locator(`tr[data-help-slug="${slug}"]`);
  await row.getByTestId("help-edit").click();
  await expect(page).toHaveURL(/\/ops\/help\/\d+$/);
  await noSideScroll(page);
  const form = page.getByTestId("help-question-form");
  await expect(form.locator('input[name="titleEn"]')).toHaveValue("A question written in the console?");
  await expect(form.locator('textarea[name="bodyCn"]')).toHaveValue("第一段回答。\n\n- 第一项\n- 第二项");
  // A refusal without JavaScript: a 400 page with the message, the typing kept.
  await form.locator('input[name="titleCn"]').fill("短");
  await form.locator('textarea[name="bodyEn"]').fill("The answer, changed on a phone without JavaScript.");
  await form.getByRole("button", { name: "保存", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("titleCn");
  await expect(form.locator('textarea[name="bodyEn"]')).toHaveValue("The answer, changed on a phone without JavaScript.");
  await noSideScroll(page);
  await form.locator('input[name="titleCn"]').fill("手机上改过的问题？");
  await form.getByRole("button", { name: "保存", exact: true }).click();
  await expect(page).toHaveURL(/\/ops\/help\?done=saved$/);
  await expect(page.getByRole("status")).toHaveText("已保存。");

  const visitor = await context.newPage();
  await expect(await publicTitle(visitor, "cn")).toHaveText("手机上改过的问题？");
  await expect(await publicTitle(visitor, "en")).toHaveText("A question written in the console?");
  await expect(visitor.getByTestId("help-answer")).toContainText("changed on a phone without JavaScript");

  await page.goto(`/ops/help?category=${category.slug}`);
  await page.locator(`tr[data-help-slug="${slug}"]`).getByRole("button", { name: "撤下" }).click();
  await expect(page.getByRole("status")).toHaveText("已从网站撤下，保留为草稿。");
  await expect(page.locator(`tr[data-help-slug="${slug}"]`)).toContainText("草稿");
  const gone = await visitor.goto(`/en/help/${category.slug}/${slug}`);
  expect(gone?.status()).toBe(404);
  await page.locator(`tr[data-help-slug="${slug}"]`).getByRole("button", { name: "发布" }).click();
  await expect(page.getByRole("status")).toHaveText("已发布：访客几秒内即可看到。");
  await expect(await publicTitle(visitor, "en")).toHaveText("A question written in the console?");
  await noSideScroll(page);
  await context.close();
});

test("the moderator renames the category with JavaScript (a bad address refused, the typing kept) and makes one without it", async ({ page, browser }) => {
  await signIn(page);
  await page.goto(`/ops/help?category=${category.slug}`);
  await page.getByTestId("help-category-edit").click();
  await expect(page).toHaveURL(new RegExp(`/ops/help/category/${category.id}$`));
  const form = page.getByTestId("help-category-form");
  await expect(form.locator('input[name="nameEn"]')).toHaveValue(`Console test ${tag}`);
  await form.locator('input[name="nameEn"]').fill(`Renamed ${tag}`);
  await form.locator('input[name="nameCn"]').fill(`改名 ${tag}`);
  await form.locator('input[name="slug"]').fill("Not An Address!");
  await form.getByRole("button", { name: "保存", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("只能包含小写字母、数字和连字符");
  await expect(form.locator('input[name="nameEn"]')).toHaveValue(`Renamed ${tag}`);
  await form.locator('input[name="slug"]').fill(category.slug);
  await form.getByRole("button", { name: "保存", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/ops/help\\?category=${category.slug}&done=category$`));
  await expect(page.getByRole("status")).toHaveText("分类已保存：帮助中心几秒内即可显示。");
  await page.goto(`/en/help/${category.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Renamed ${tag}`);
  await page.goto(`/cn/help/${category.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`改名 ${tag}`);

  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false, isMobile: true, hasTouch: true });
  const plain = await context.newPage();
  await signIn(plain);
  await plain.goto("/ops/help");
  await plain.getByTestId("help-category-new").click();
  await expect(plain).toHaveURL(/\/ops\/help\/category\/new$/);
  await noSideScroll(plain);
  const made = plain.getByTestId("help-category-form");
  const newSlug = `made-in-the-console-${tag}`;
  await made.locator('input[name="slug"]').fill(newSlug);
  await made.locator('input[name="nameCn"]').fill(`新分类 ${tag}`);
  await made.locator('input[name="nameEn"]').fill(`New category ${tag}`);
  await made.locator('textarea[name="descriptionCn"]').fill("在控制台新建的分类。");
  // The English line left empty: refused, the rest kept.
  await made.getByRole("button", { name: "保存", exact: true }).click();
  await expect(plain.getByRole("alert")).toContainText("descriptionEn");
  await expect(made.locator('textarea[name="descriptionCn"]')).toHaveValue("在控制台新建的分类。");
  await made.locator('textarea[name="descriptionEn"]').fill("A category made in the console.");
  await made.getByRole("button", { name: "保存", exact: true }).click();
  await expect(plain).toHaveURL(new RegExp(`/ops/help\\?category=${newSlug}&done=category$`));
  await expect(plain.getByRole("status")).toHaveText("分类已保存：帮助中心几秒内即可显示。");
  await expect(plain.getByTestId("help-category-edit")).toBeVisible();
  await noSideScroll(plain);
  await context.close();
});
