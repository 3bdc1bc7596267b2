import { expect, test, type Locator, type Page } from "@playwright/test";
import { hydrated, newMobile, waitForCode } from "./accounts-helpers";
import { login } from "./student-helpers";

/**
 * A 390px phone. The page keeps its 1060px layout (it scrolls sideways), but
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

test("every header control takes a real tap at 390px (nothing on top of it)", async ({ page }) => {
  for (const path of ["/cn/sitemap", "/en/sitemap", "/cn/united-kingdom/london/apartments"]) {
    await page.goto(path);
    const header = page.getByTestId("site-header");
    const controls = header.locator("a, summary, button, input");
    const n = await controls.count();
    expect(n).toBeGreaterThan(5);
    for (let i = 0; i < n; i++) {
      const el = controls.nth(i);
      if (!(await el.isVisible())) continue;
      // trial: every actionability check of a tap (including that the element itself receives it), without tapping.
      await el.tap({ trial: true, timeout: 3_000 });
    }
  }
});

for (const lang of ["cn", "en"]) {
  test(`the login dialog opens by a real tap on the header's entry, fits a 390px screen and closes by a tap (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/sitemap`);
    await expect(page.locator("html[data-login-dialog=ready]")).toHaveCount(1);
    const entry = page.getByTestId("login-register");
    await entry.tap(); // scrolls it into view (it sits at the right of the 1060px header) and taps
    expect(await page.evaluate(() => visualViewport!.pageLeft), "the page scrolled sideways to it").toBeGreaterThan(0);
    const dialog = page.getByTestId("login-dialog");
    await expect(dialog).toBeVisible();
    await expectOnScreen(page, dialog);
    await expectOnScreen(page, page.getByTestId("login-close"));
    await expectOnScreen(page, page.getByTestId("login-submit"));
    await expectOnScreen(page, page.getByTestId("mobile"));
    await expectRowsInset(dialog, dialog.locator('[data-testid="login-form"] > *'));
    await page.getByTestId("login-close").tap();
    await expect(dialog).toHaveCount(0);
  });
}

test("a phone user logs in with real taps: open, get the code, submit", async ({ page }) => {
  await page.goto("/cn/sitemap");
  await expect(page.locator("html[data-login-dialog=ready]")).toHaveCount(1);
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
  await expectOnScreen(page, page.getByTestId("login-submit"));
  await page.getByTestId("login-submit").tap();
  await expect(page.getByTestId("login-dialog")).toHaveCount(0);
  await expect(page.getByTestId("user-menu")).toBeVisible();
  // The user menu in the header takes a tap too.
  await page.getByTestId("user-menu").locator("summary").tap();
  await expect(page.getByTestId("sign-out")).toBeVisible();
});

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
    await expectRowsInset(el, el.locator("form > *"));
    await page.getByTestId(`${dialog}-dialog-close`).tap();
    await expect(el).toHaveCount(0);
  }
});
