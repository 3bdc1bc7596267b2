import { expect, test, type Locator, type Page } from "@playwright/test";
import { login } from "./student-helpers";

/**
 * Issue 16 item 23: a 390px phone. The page keeps its 1060px layout (it scrolls sideways), but
 * a dialog fits the screen: nothing cut off, its close and submit reachable without scrolling
 * sideways.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

/** The element lies within the visible part of the page (the visual viewport), left to right. */
async function expectOnScreen(page: Page, el: Locator) {
  const { left, right, vx, vw } = await el.evaluate((e) => {
    const r = e.getBoundingClientRect();
    return { left: r.left, right: r.right, vx: visualViewport!.offsetLeft, vw: visualViewport!.width };
  });
  expect(left, "left edge on screen").toBeGreaterThanOrEqual(vx - 0.5);
  expect(right, "right edge on screen").toBeLessThanOrEqual(vx + vw + 0.5);
}

test("the page keeps its 1060px layout", async ({ page }) => {
  await page.goto("/cn/sitemap");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeGreaterThanOrEqual(1060);
});

for (const lang of ["cn", "en"]) {
  test(`the login dialog fits a 390px screen (${lang}), even opened from the header's far right`, async ({ page }) => {
    await page.goto(`/${lang}/sitemap`);
    await expect(page.locator("html[data-login-dialog=ready]")).toHaveCount(1);
    const entry = page.getByTestId("login-register");
    await entry.scrollIntoViewIfNeeded(); // the entry sits at the right of the 1060px header
    expect(await page.evaluate(() => visualViewport!.offsetLeft)).toBeGreaterThan(0);
    await entry.evaluate((a: HTMLAnchorElement) => a.click());
    const dialog = page.getByTestId("login-dialog");
    await expect(dialog).toBeVisible();
    await expectOnScreen(page, dialog);
    await expectOnScreen(page, page.getByTestId("login-close"));
    await expectOnScreen(page, page.getByTestId("login-submit"));
    await expectOnScreen(page, page.getByTestId("mobile"));
    await page.getByTestId("login-close").evaluate((a: HTMLAnchorElement) => a.click());
    await expect(dialog).toHaveCount(0);
  });
}

test("the login dialog fits without JavaScript too", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto("/en/united-kingdom/london/apartments?login=sms&report=1");
  await expectOnScreen(page, page.getByTestId("login-dialog"));
  await expectOnScreen(page, page.getByTestId("login-submit"));
  await expectOnScreen(page, page.getByTestId("login-close"));
  await context.close();
});

test("the cooperation and feedback dialogs fit a 390px screen", async ({ page }) => {
  await login(page, "/cn/sitemap");
  for (const dialog of ["cooperation", "feedback"]) {
    await page.goto(`/cn/sitemap?dialog=${dialog}`);
    const el = page.getByTestId(`${dialog}-dialog`);
    await expect(el).toBeVisible();
    await expectOnScreen(page, el);
    await expectOnScreen(page, page.getByTestId(`${dialog}-dialog-close`));
    const submit = page.getByTestId(dialog === "cooperation" ? "coop-submit" : "feedback-submit");
    await submit.scrollIntoViewIfNeeded();
    await expectOnScreen(page, submit);
  }
});
