import { expect, test, type Locator } from "@playwright/test";
import { hydrated, newMobile, waitForCode } from "./accounts-helpers";
import { expectOnScreen, expectTouchTarget, openMenu } from "./phone-helpers";
import { login } from "./student-helpers";

/**
 * The header and the dialogs on a phone: the header's controls take a real tap (its menu opens
 * without JavaScript too), and a dialog fills the screen with its close and submit reachable.
 */

/** Every form row sits inside the panel with a margin, not against its edge. */
async function expectRowsInset(dialog: Locator, rows: Locator, min = 12) {
  const panel = (await dialog.boundingBox())!;
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const box = await rows.nth(i).boundingBox();
    if (!box || box.width === 0) continue; // hidden (e.g. a captcha not asked for)
    expect(box.x - panel.x, `row ${i} left margin`).toBeGreaterThanOrEqual(min);
    expect(panel.x + panel.width - (box.x + box.width), `row ${i} right margin`).toBeGreaterThanOrEqual(min);
  }
}

/** A dialog covers the whole screen. */
async function expectFullScreen(dialog: Locator) {
  const box = (await dialog.boundingBox())!;
  const vw = await dialog.evaluate(() => window.innerWidth);
  expect(box.x).toBe(0);
  expect(box.width).toBe(vw);
}

test("the compact header: logo, search and a menu of 44px controls that take a real tap", async ({ page }) => {
  test.setTimeout(90_000);
  for (const path of ["/cn/sitemap", "/en/sitemap", "/cn/united-kingdom/london/apartments"]) {
    await page.goto(path);
    const header = page.getByTestId("site-header");
    await expect(header.getByTestId("header-search")).toBeVisible();
    await expect(page.getByTestId("tab-helpCenter")).toBeHidden();
    await expectTouchTarget(page.getByTestId("phone-menu"));
    await openMenu(page);
    const controls = header.locator("a, summary, button, input:not([type=checkbox])");
    const n = await controls.count();
    expect(n).toBeGreaterThan(5);
    for (let i = 0; i < n; i++) {
      const el = controls.nth(i);
      if (!(await el.isVisible())) continue;
      await expectOnScreen(el);
      // trial: every actionability check of a tap (including that the element itself receives it), without tapping.
      await el.tap({ trial: true, timeout: 3_000 });
    }
    for (const id of ["tab-helpCenter", "tab-mobile", "login-register", "lang-en"]) await expectTouchTarget(page.getByTestId(id));
  }
});

test("the header's menu opens without JavaScript too", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto("/cn/help");
  await expect(page.getByTestId("login-register")).toBeHidden();
  await page.getByTestId("phone-menu").tap();
  await expect(page.getByTestId("login-register")).toBeVisible();
  await page.getByTestId("tab-mobile").tap();
  await expect(page).toHaveURL(/\/cn\/mobile\?from=%2Fcn%2Fhelp$/);
  await context.close();
});

for (const lang of ["cn", "en"]) {
  test(`the login dialog opens from the header's menu, fills the screen and closes by a tap (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/sitemap`);
    await expect(page.locator("html[data-login-dialog=ready]")).toHaveCount(1);
    await openMenu(page);
    await page.getByTestId("login-register").tap();
    const dialog = page.getByTestId("login-dialog");
    await expect(dialog).toBeVisible();
    await expectFullScreen(dialog);
    for (const id of ["login-close", "login-submit", "mobile"]) await expectOnScreen(page.getByTestId(id));
    await expectTouchTarget(page.getByTestId("login-close"));
    await expectRowsInset(dialog, dialog.locator('[data-testid="login-form"] > *'));
    await page.getByTestId("login-close").tap();
    await expect(dialog).toHaveCount(0);
  });
}

test("a phone user logs in with real taps: open, get the code, submit", async ({ page }) => {
  await page.goto("/cn/sitemap");
  await expect(page.locator("html[data-login-dialog=ready]")).toHaveCount(1);
  await openMenu(page);
  await page.getByTestId("login-register").tap();
  await hydrated(page);
  const mobile = newMobile();
  await page.getByTestId("mobile").fill(mobile);
  await page.getByTestId("get-code").tap();
  const captcha = page.getByTestId("captcha");
  await expect(captcha).toBeVisible();
  await expect(captcha).not.toHaveAttribute("data-captcha-id", "");
  const answer = await waitForCode(page.request, "captcha", (await captcha.getAttribute("data-captcha-id"))!);
  await expect(page.getByTestId("captcha-slider")).toBeEnabled();
  await page.getByTestId("captcha-slider").fill(answer);
  await expect(captcha).toBeHidden();
  const code = await waitForCode(page.request, "sms", `+86 ${mobile}`);
  await page.getByTestId("code").fill(code);
  await expectOnScreen(page.getByTestId("login-submit"));
  await page.getByTestId("login-submit").tap();
  await expect(page.getByTestId("login-dialog")).toHaveCount(0);
  // The user menu sits in the header's menu; it takes a tap too.
  await openMenu(page);
  await expect(page.getByTestId("user-menu")).toBeVisible();
  await page.getByTestId("user-menu").locator("summary").tap();
  await expect(page.getByTestId("sign-out")).toBeVisible();
  await expectOnScreen(page.getByTestId("sign-out"));
});

test("the login dialog fills the screen without JavaScript too", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto("/en/united-kingdom/london/apartments?login=sms&report=1");
  await expectFullScreen(page.getByTestId("login-dialog"));
  await expectOnScreen(page.getByTestId("login-submit"));
  await expectOnScreen(page.getByTestId("login-close"));
  await context.close();
});

test("the cooperation and feedback dialogs fill the screen", async ({ page }) => {
  await login(page, "/cn/sitemap");
  for (const dialog of ["cooperation", "feedback"]) {
    await page.goto(`/cn/sitemap?dialog=${dialog}`);
    const el = page.getByTestId(`${dialog}-dialog`);
    await expect(el).toBeVisible();
    await expectFullScreen(el);
    await expectOnScreen(page.getByTestId(`${dialog}-dialog-close`));
    const submit = page.getByTestId(dialog === "cooperation" ? "coop-submit" : "feedback-submit");
    await submit.scrollIntoViewIfNeeded();
    await expectOnScreen(submit);
    await expectRowsInset(el, el.locator("form > *"));
    await page.getByTestId(`${dialog}-dialog-close`).tap();
    await expect(el).toHaveCount(0);
  }
});
