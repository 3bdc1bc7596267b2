import { expect, test, type Page } from "@playwright/test";
import { imageCaptchaAnswer } from "./accounts-api";
import { newMobile, waitForCode } from "./accounts-helpers";
import { findRoom, login, noJsPage } from "./student-helpers";

/** The front-end fixes without JavaScript: the login over the page, forms that keep what was typed, filter panels, a visitor's favourite. */
test.use({ javaScriptEnabled: false });

const LONDON = "/cn/united-kingdom/london/apartments";

test("♥ as a visitor: the login dialog opens over the page, in view, not under the pagination", async ({ page }) => {
  await page.goto(LONDON);
  await page.getByTestId("favourite-toggle").first().click();
  await expect(page).toHaveURL(/\?login=sms&report=1$/);
  const dialog = page.getByTestId("login-dialog");
  await expect(dialog).toBeInViewport();
  const box = (await dialog.boundingBox())!;
  expect(box.y).toBeLessThan(300);
  // It is an open <dialog> over the page (fixed, the page dimmed), and the close link leads back.
  await expect(dialog).toHaveJSProperty("open", true);
  await expect(dialog).toHaveCSS("position", "fixed");
  await expect(page.getByTestId("mobile")).toBeInViewport();
  await page.getByTestId("login-close").click();
  await expect(page).toHaveURL(new RegExp(`${LONDON}$`));
  await expect(page.getByTestId("login-dialog")).toHaveCount(0);
});

test("feedback: a send after a validation error, and a successful one, return to the page it came from", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  await login(page, "/cn/sitemap");
  const noJs = await noJsPage(browser, page);
  await noJs.goto("/cn/united-kingdom/london?dialog=feedback");
  await noJs.getByTestId("feedback-submit").click();
  await expect(noJs.getByTestId("error-cate")).toHaveText("请选择反馈类型");
  await noJs.locator('select[name="cate"]').selectOption({ index: 1 });
  await noJs.locator('textarea[name="content"]').fill("Sent without JavaScript after a correction");
  await noJs.getByTestId("feedback-submit").click();
  await expect(noJs).toHaveURL(/\/cn\/united-kingdom\/london\?dialog=feedback&sent=1$/);
  await expect(noJs.getByTestId("feedback-success")).toContainText("您的留言反馈提交成功");
  await noJs.getByTestId("feedback-confirm").click();
  await expect(noJs).toHaveURL(/\/cn\/united-kingdom\/london$/);

  // A send that succeeds at once also returns to its page.
  await noJs.goto("/en/sitemap?dialog=feedback");
  await noJs.locator('select[name="cate"]').selectOption({ index: 1 });
  await noJs.locator('textarea[name="content"]').fill("Straight through");
  await noJs.getByTestId("feedback-submit").click();
  await expect(noJs).toHaveURL(/\/en\/sitemap\?dialog=feedback&sent=1$/);
  await context.close();
});

test("cooperation: a send after the session ended keeps what was typed, under a login prompt", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  await login(page, "/cn/sitemap");
  const noJs = await noJsPage(browser, page);
  await noJs.goto("/cn/sitemap?dialog=cooperation");
  await noJs.locator('select[name="city"]').selectOption({ index: 1 });
  await noJs.locator('input[name="houseInfo"]').fill("No-JS House");
  await noJs.locator('input[name="name"]').fill("No JS");
  await noJs.locator('input[name="mobile"]').fill("13800138000");
  await noJs.context().clearCookies({ name: "user" });
  await noJs.getByTestId("coop-submit").click();
  await expect(noJs.getByTestId("coop-login-required")).toContainText("登录已失效");
  await expect(noJs.locator('input[name="houseInfo"]')).toHaveValue("No-JS House");
  await expect(noJs.locator('input[name="name"]')).toHaveValue("No JS");
  await context.close();
});

test("a visitor at /cn/cooperation or /cn/feedback or ?dialog=feedback is offered the login, which closes", async ({ page }) => {
  for (const path of ["/cn/cooperation", "/cn/feedback"]) {
    await page.goto(path);
    await page.getByTestId(path.endsWith("cooperation") ? "coop-login" : "feedback-login").click();
    await expect(page.getByTestId("login-dialog")).toBeInViewport();
    await page.getByTestId("login-close").click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  await page.goto("/cn/sitemap?dialog=feedback");
  await expect(page.getByTestId("login-dialog")).toBeInViewport();
  await page.getByTestId("login-close").click();
  await expect(page).toHaveURL(/\/cn\/sitemap$/);
});

test("filter panels open one at a time without JavaScript", async ({ page }) => {
  await page.goto(LONDON);
  const filters = page.getByTestId("filter-form");
  const summaries = filters.locator("details > summary");
  await summaries.nth(0).click();
  await summaries.nth(1).click();
  await expect(filters.locator("details[open]")).toHaveCount(1);
  await expect(filters.locator("details").nth(1)).toHaveAttribute("open", "");
});

/** The no-JS SMS login in the open dialog: image captcha, code from the dev outbox, submit. */
async function loginWithoutJs(page: Page) {
  const mobile = newMobile();
  await expect(page.getByTestId("login-dialog")).toBeVisible();
  await page.getByTestId("mobile").fill(mobile);
  await page.locator('input[name="imageCode"]').fill(await imageCaptchaAnswer(page.context(), page.request));
  await page.getByTestId("get-code").click();
  const code = await waitForCode(page.request, "sms", `+86 ${mobile}`);
  await expect(page.getByTestId("mobile")).toHaveValue(mobile);
  await page.getByTestId("code").fill(code);
  await page.getByTestId("login-submit").click();
  await expect(page.getByTestId("login-dialog")).toHaveCount(0);
  await expect(page.getByTestId("user-name")).toBeVisible();
}

test("♥ as a visitor, then the login: the notice shows on the page the login returns to, once", async ({ page }) => {
  const { buildingCode } = await findRoom(page.request);
  const path = `/cn/apartment/${buildingCode}`;
  await page.goto(path);
  await expect(page.getByTestId("favourite-toggle").first()).toHaveAttribute("aria-pressed", "false");
  await page.getByTestId("favourite-toggle").first().click();
  await expect(page).toHaveURL(new RegExp(`${path}\\?login=sms&report=1$`));
  await loginWithoutJs(page);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByTestId("toast")).toContainText("已加入收藏");
  await expect(page.getByTestId("favourite-toggle").first()).toHaveAttribute("aria-pressed", "true");
  // It is stored: the favourites page lists it, and no late notice follows.
  await page.goto("/cn/sitemap");
  await expect(page.getByTestId("toast")).toHaveCount(0);
  await page.goto(path);
  await expect(page.getByTestId("favourite-toggle").first()).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("toast")).toHaveCount(0);
});

test.describe("what was typed survives the login after an expired send", () => {
  test("cooperation: expired send → log in → the form again, filled → sent and stored", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: true });
    const page = await context.newPage();
    await login(page, "/cn/sitemap");
    const noJs = await noJsPage(browser, page);
    await noJs.goto("/cn/sitemap?dialog=cooperation");
    await noJs.locator('select[name="city"]').selectOption({ index: 1 });
    const city = await noJs.locator('select[name="city"]').inputValue();
    await noJs.locator('input[name="houseInfo"]').fill("草莓公寓 Strawberry House, 12 Park Rd");
    await noJs.locator('input[name="name"]').fill("王 No JS");
    await noJs.locator('input[name="mobile"]').fill("13800138000");
    await noJs.locator('input[name="wechat"]').fill("wx_nojs");
    await noJs.locator('textarea[name="remark"]').fill("二十间房，\n欢迎来电");
    await noJs.context().clearCookies({ name: "user" });
    await noJs.getByTestId("coop-submit").click();
    await expect(noJs.getByTestId("coop-login-required")).toContainText("登录已失效");

    await noJs.getByTestId("coop-login").click();
    await loginWithoutJs(noJs);
    await expect(noJs).toHaveURL(/\/cn\/cooperation$/);
    await expect(noJs.getByTestId("coop-login-required")).toHaveCount(0);
    await expect(noJs.locator('select[name="city"]')).toHaveValue(city);
    await expect(noJs.locator('input[name="houseInfo"]')).toHaveValue("草莓公寓 Strawberry House, 12 Park Rd");
    await expect(noJs.locator('input[name="name"]')).toHaveValue("王 No JS");
    await expect(noJs.locator('input[name="mobile"]')).toHaveValue("13800138000");
    await expect(noJs.locator('input[name="wechat"]')).toHaveValue("wx_nojs");
    await expect(noJs.locator('textarea[name="remark"]')).toHaveValue("二十间房，\n欢迎来电");
    await noJs.getByTestId("coop-submit").click();
    // Stored (the toast follows the API's insert) and back on the page it was sent from.
    await expect(noJs).toHaveURL(/\/cn\/sitemap$/);
    await expect(noJs.getByTestId("toast")).toContainText("提交成功");
    // The draft filled the form once.
    await noJs.goto("/cn/cooperation");
    await expect(noJs.locator('input[name="houseInfo"]')).toHaveValue("");
    expect((await noJs.context().cookies()).some((c) => c.name === "form_draft")).toBe(false);
    await noJs.context().close();
    await context.close();
  });

  test("feedback: expired send → log in → the form again, filled → sent", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: true });
    const page = await context.newPage();
    await login(page, "/en/sitemap");
    const noJs = await noJsPage(browser, page);
    await noJs.goto("/en/united-kingdom/london?dialog=feedback");
    await noJs.locator('select[name="cate"]').selectOption({ index: 1 });
    const cate = await noJs.locator('select[name="cate"]').inputValue();
    await noJs.locator('textarea[name="content"]').fill("The map pins overlap — 地图标记重叠");
    await noJs.context().clearCookies({ name: "user" });
    await noJs.getByTestId("feedback-submit").click();
    await expect(noJs.getByTestId("feedback-login-required")).toBeVisible();

    await noJs.getByTestId("feedback-login").click();
    await loginWithoutJs(noJs);
    await expect(noJs).toHaveURL(/\/en\/feedback$/);
    await expect(noJs.locator('select[name="cate"]')).toHaveValue(cate);
    await expect(noJs.locator('textarea[name="content"]')).toHaveValue("The map pins overlap — 地图标记重叠");
    await noJs.getByTestId("feedback-submit").click();
    await expect(noJs).toHaveURL(/\/en\/united-kingdom\/london\?dialog=feedback&sent=1$/);
    await expect(noJs.getByTestId("feedback-success")).toBeVisible();
    await noJs.context().close();
    await context.close();
  });
});
