import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { E2E_OPERATOR_TOKEN } from "./e2e-env";
import { signedPost } from "./student-helpers";
import { allSitemaps } from "./sitemap-helpers";

/**
 * The help centre as a student uses it: the header's help-centre tab opens it in both
 * languages, the search finds a question (instant results with JavaScript, the results page
 * without), the question page shows the answer with its breadcrumbs and related questions, and
 * "was this helpful?" counts once per visitor — with and without JavaScript. Staff edit it
 * through the API, and visitors see the edit at once although their pages are kept by the page
 * cache.
 */
const ready = (page: Page) => expect(page.locator('form[data-testid="help-search"][data-ready="1"]')).toHaveCount(1);

async function openFromHeader(page: Page, lang: "cn" | "en") {
  await page.goto(`/${lang}/sitemap`);
  await page.getByTestId("tab-helpCenter").click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/help$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(lang === "cn" ? "帮助中心" : "Help center");
  expect(await page.getByTestId("help-category").count()).toBeGreaterThanOrEqual(7);
}

test.describe("help centre with JavaScript", () => {
  test("cn: header tab, instant search, results page, question, helpful once", async ({ page }) => {
    await openFromHeader(page, "cn");
    await ready(page);
    const input = page.getByTestId("help-search-input");
    await input.fill("押金");
    const instant = page.getByTestId("help-instant");
    await expect(instant.getByRole("link", { name: "押金是多少？什么时候退还？" })).toBeVisible();
    await expect(instant.locator("mark").first()).toHaveText("押金");
    // Enter opens the results page for what was typed.
    await input.press("Enter");
    await expect(page).toHaveURL(/\/cn\/help\?q=%E6%8A%BC%E9%87%91$/);
    const first = page.getByTestId("help-result").first();
    await expect(first.locator("mark").first()).toHaveText("押金");
    await first.getByRole("link").click();

    await expect(page).toHaveURL(/\/cn\/help\/payments-deposits-and-fees\/deposit$/);
    await expect(page).toHaveTitle("押金是多少？什么时候退还？ - 帮助中心 - 留学家");
    const crumbs = page.getByRole("navigation", { name: "面包屑导航" });
    await expect(crumbs.getByRole("link", { name: "付款、押金与费用" })).toHaveAttribute("href", "/cn/help/payments-deposits-and-fees");
    await expect(page.getByTestId("help-answer")).toContainText("押金金额因国家和公寓而异");
    await expect(page.getByTestId("help-related").getByRole("link").first()).toBeVisible();
    await expect(page.getByTestId("help-online-service")).toHaveAttribute("href", "/cn/user/service");
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toMatch(/^押金金额因国家和公寓而异/);

    await page.getByTestId("help-vote-yes").click();
    await expect(page.getByTestId("help-vote-thanks")).toHaveText("感谢您的反馈，很高兴能帮到您！");
    await expect(page).toHaveURL(/\?voted=yes#helpful$/);
    // The same visitor again: counted once.
    await page.goto("/cn/help/payments-deposits-and-fees/deposit");
    await page.getByTestId("help-vote-no").click();
    await expect(page.getByTestId("help-vote-thanks")).toHaveText("您已经评价过这个回答，感谢您的反馈。");
  });

  test("en: header tab, English words, a question from another category, the related list", async ({ page }) => {
    await openFromHeader(page, "en");
    await ready(page);
    await page.getByTestId("help-search-input").fill("forgot password");
    const link = page.getByTestId("help-instant").getByRole("link", { name: "I forgot my password. What now?" });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/en\/help\/account-and-security\/forgot-password$/);
    await expect(page).toHaveTitle("I forgot my password. What now? - Help center - StudyNest");
    await page.getByTestId("help-related").getByRole("link", { name: "How do I set or change my password?" }).click();
    await expect(page).toHaveURL(/\/en\/help\/account-and-security\/set-or-change-password$/);
    // A link inside the answer goes to the site's page in the page's language.
    await expect(page.getByTestId("help-answer").getByRole("link", { name: "Account setting" })).toHaveAttribute("href", "/en/user/account-setting");
    await page.getByTestId("help-vote-yes").click();
    await expect(page.getByTestId("help-vote-thanks")).toHaveText("Thank you for your feedback; we are glad it helped!");
  });

  test("no results: the categories and the online service instead", async ({ page }) => {
    await page.goto("/en/help?q=xyzzyqwv");
    const empty = page.getByTestId("help-no-results");
    await expect(empty.getByRole("heading", { level: 2 }).first()).toHaveText('No questions match "xyzzyqwv"');
    await expect(empty.getByRole("link", { name: "Tenancies and moving in" })).toHaveAttribute("href", "/en/help/tenancies-and-moving-in");
    await expect(empty.getByTestId("help-online-service")).toHaveAttribute("href", "/en/user/service");
  });
});

test.describe("help centre without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("en: tab, GET search form, results, question, vote", async ({ page }) => {
    await openFromHeader(page, "en");
    await page.getByTestId("help-search-input").fill("refunds");
    await page.getByTestId("help-search-input").press("Enter");
    await expect(page).toHaveURL(/\/en\/help\?q=refunds$/);
    await expect(page.getByRole("heading", { name: /results? for "refunds"/ })).toBeVisible();
    const first = page.getByTestId("help-result").first();
    await expect(first.locator("mark").first()).toHaveText("refund");
    await first.getByRole("link").click();
    await expect(page).toHaveURL(/\/en\/help\/payments-deposits-and-fees\/booking-fee-and-cancellation$/);
    await page.getByTestId("help-vote-no").click();
    await expect(page).toHaveURL(/\/en\/help\/payments-deposits-and-fees\/booking-fee-and-cancellation\?voted=no#helpful$/);
    await expect(page.getByTestId("help-vote-thanks")).toContainText("Thank you for telling us");
  });

  test("cn: a Chinese substring from inside an answer, and the vote counted once", async ({ page }) => {
    await openFromHeader(page, "cn");
    await page.getByTestId("help-search-input").fill("冷静期");
    await page.getByTestId("help-search").getByRole("button", { name: "搜索" }).click();
    await page.getByTestId("help-result").first().getByRole("link").click();
    await expect(page).toHaveURL(/\/cn\/help\/payments-deposits-and-fees\/booking-fee-and-cancellation$/);
    await page.getByTestId("help-vote-yes").click();
    await expect(page.getByTestId("help-vote-thanks")).toHaveText("感谢您的反馈，很高兴能帮到您！");
    await page.goto("/cn/help/payments-deposits-and-fees/booking-fee-and-cancellation");
    await page.getByTestId("help-vote-yes").click();
    await expect(page.getByTestId("help-vote-thanks")).toHaveText("您已经评价过这个回答，感谢您的反馈。");
  });
});

test("staff edit through the API; visitors see it at once although the pages are kept", async ({ page, request }) => {
  const ops = (path: string, fields: Record<string, string | number>) => signedPost(request, `/rest/ops/help${path}`, { operatorToken: E2E_OPERATOR_TOKEN, language: "en", ...fields });
  const slug = `staff-${Date.now().toString(36)}`;
  const category = await ops("/category/save", { slug, nameCn: "员工测试", nameEn: "Staff test", descriptionCn: "员工编辑测试分类。", descriptionEn: "A category staff edit in tests." });
  expect(category.code).toBe(0);
  const question = await ops("/question/save", {
    categoryId: category.data.id,
    slug: "kept-pages",
    titleCn: "页面缓存会显示旧内容吗？",
    titleEn: "Do kept pages show old answers?",
    bodyCn: "不会。工作人员保存后，访客会立即看到新内容。",
    bodyEn: "No. Once staff save, visitors see the new answer at once.",
    publish: 1,
  });
  expect(question.code).toBe(0);
  const path = `/en/help/${slug}/kept-pages`;
  // Twice: the second view is answered from the page cache.
  await page.goto(path);
  const kept = await page.goto(path);
  expect(kept!.headers()["server-timing"]).toContain("page cache hit");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Do kept pages show old answers?");
  const changed = await ops("/question/save", {
    id: question.data.id,
    categoryId: category.data.id,
    slug: "kept-pages",
    titleCn: "页面缓存会显示旧内容吗？",
    titleEn: "Do kept pages ever show old answers?",
    bodyCn: "不会。工作人员保存后，访客会立即看到新内容。",
    bodyEn: "Never. Once staff save, visitors see the new answer at once.",
  });
  expect(changed.code).toBe(0);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Do kept pages ever show old answers?");
  await page.goto("/en/help");
  await expect(page.getByRole("link", { name: "Staff test" })).toBeVisible();
  expect((await ops("/question/unpublish", { id: question.data.id })).code).toBe(0);
  expect((await page.goto(path))!.status()).toBe(404);
  const sitemap = await allSitemaps(async (path) => (await request.get(path)).text());
  expect(sitemap).toContain("/cn/help/payments-deposits-and-fees/deposit</loc>");
  expect(sitemap).not.toContain(`/help/${slug}/kept-pages<`);
});

for (const path of ["/cn/help", "/en/help?q=deposit", "/cn/help/account-and-security", "/en/help/booking-and-applications/how-to-apply"]) {
  test(`${path}: no console errors, no serious axe violations`, async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
    page.on("console", (msg) => {
      if (msg.type() === "error") errors.push(msg.text());
    });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => ({ id: v.id, nodes: v.nodes.slice(0, 5).map((n) => n.target.join(" ")) }));
    expect(serious).toEqual([]);
    expect(errors).toEqual([]);
  });
}
