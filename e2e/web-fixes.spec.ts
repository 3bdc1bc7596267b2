import { expect, test, type Page } from "@playwright/test";
import { apiLoginBySms, imageCaptchaAnswer } from "./accounts-api";
import { getCodeWithSlider, hydrated, newMobile, outbox, waitForCode } from "./accounts-helpers";
import { login } from "./student-helpers";

/**
 * Journeys that went wrong for students and landlords, in a real browser, in both languages and
 * with and without JavaScript where a form is involved: the cooperation dialog sent once and
 * closed on success; password retrieval by SMS moving to the password login with the server's
 * message; the header of not-found pages by the path's text.
 */

async function fillCooperation(page: Page) {
  const dialog = page.getByTestId("cooperation-dialog");
  await dialog.locator('select[name="city"]').selectOption({ index: 1 });
  await dialog.locator('input[name="houseInfo"]').fill("Riverside House, 1 Thames Street");
  await dialog.locator('input[name="name"]').fill("Wang");
  await dialog.locator('input[name="mobile"]').fill("13800138000");
}

const COOP = { cn: { tab: "房源合作", ok: "提交成功" }, en: { tab: "House cooperation", ok: "Submitted" } } as const;

for (const lang of ["cn", "en"] as const) {
  test.describe(`cooperation dialog (${lang})`, () => {
    test("a double click sends once; success shows the toast and closes the dialog; no fetcher warning", async ({ page }) => {
      const warnings: string[] = [];
      page.on("console", (m) => {
        if (/Expected fetcher/.test(m.text())) warnings.push(m.text());
      });
      page.on("pageerror", (e) => {
        if (/Expected fetcher/.test(e.message)) warnings.push(e.message);
      });
      await login(page, `/${lang}/sitemap`);
      const posts: string[] = [];
      page.on("request", (r) => {
        if (r.method() === "POST" && new URL(r.url()).pathname.startsWith(`/${lang}/cooperation`)) posts.push(r.url());
      });
      await page.getByTestId("tab-cooperation").click();
      await expect(page.getByTestId("cooperation-dialog")).toBeVisible();
      await fillCooperation(page);
      await page.getByTestId("coop-submit").dblclick();
      await expect(page.getByTestId("toast")).toContainText(COOP[lang].ok);
      await expect(page.getByTestId("cooperation-dialog")).toHaveCount(0);
      await expect(page).not.toHaveURL(/dialog=cooperation/);
      expect(posts).toHaveLength(1);
      expect(warnings).toEqual([]);
    });
  });
}

/** The newest SMS code to `mobile` other than `before` (the login code of the account's making). */
async function newerCode(page: Page, mobile: string, before: string): Promise<string> {
  let code = "";
  await expect.poll(async () => (code = (await outbox(page.request)).find((e) => e.kind === "sms" && e.to === `+86 ${mobile}`)?.code ?? before)).not.toBe(before);
  return code;
}

const RESET = {
  cn: { find: "通过手机找回密码", mobilePwd: "手机密码登录", ok: "密码已重置，请使用新密码登录" },
  en: { find: "Reset password by mobile", mobilePwd: "Log in with mobile and password", ok: "Password reset, log in with the new password" },
} as const;

for (const lang of ["cn", "en"] as const) {
  test.describe(`password retrieval by SMS (${lang})`, () => {
    for (const [path, slow] of [[`/${lang}/`, false], [`/${lang}/sitemap`, false], [`/${lang}/sitemap`, true]] as const) {
      test(`on ${path}${slow ? ", page data slow to answer" : ""}: the server's message, then the password login with the mobile filled in`, async ({ page }) => {
        const mobile = newMobile();
        // Page data for the retrieval view answering late (a slow network or server): nothing
        // of the old view may come back once the password view is shown.
        if (slow) {
          await page.route(/\.data\?.*login=findBySms/, async (route) => {
            await new Promise((r) => setTimeout(r, 1500));
            await route.continue().catch(() => undefined);
          });
        }
        await apiLoginBySms(page.request, mobile); // an existing account
        const before = await waitForCode(page.request, "sms", `+86 ${mobile}`);
        await page.goto(`${path}?login=findBySms`);
        await expect(page.getByRole("dialog", { name: RESET[lang].find })).toBeVisible();
        await hydrated(page);
        await page.getByTestId("mobile").fill(mobile);
        await getCodeWithSlider(page);
        const code = await newerCode(page, mobile, before);
        await page.getByTestId("code").fill(code);
        await page.getByTestId("newPassword").fill("reset1234");
        await page.getByTestId("confirmPassword").fill("reset1234");
        await page.getByTestId("login-submit").click();
        await expect(page).toHaveURL(/[?&]login=mobilePwd/);
        await expect(page.getByRole("dialog", { name: RESET[lang].mobilePwd })).toHaveAttribute("data-view", "LoginByMobilePwd", { timeout: 5_000 });
        await expect(page.getByTestId("login-notice")).toHaveText(RESET[lang].ok);
        await expect(page.getByTestId("mobile")).toHaveValue(mobile);
        await page.waitForTimeout(slow ? 2000 : 0);
        await expect(page.getByTestId("login-dialog")).toHaveAttribute("data-view", "LoginByMobilePwd");
        await page.getByTestId("password").fill("reset1234");
        await page.getByTestId("login-submit").click();
        await expect(page.getByTestId("login-dialog")).toHaveCount(0);
        await expect(page.getByTestId("login-register")).toHaveCount(0);
      });
    }

    test("without JavaScript: the server's message, then the password login", async ({ browser }) => {
      const mobile = newMobile();
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await apiLoginBySms(page.request, mobile);
      const before = await waitForCode(page.request, "sms", `+86 ${mobile}`);
      await page.goto(`/${lang}/sitemap?login=findBySms`);
      await page.getByTestId("mobile").fill(mobile);
      await page.locator('input[name="imageCode"]').fill(await imageCaptchaAnswer(context, page.request));
      await page.getByTestId("get-code").click();
      const code = await newerCode(page, mobile, before);
      await page.getByTestId("code").fill(code);
      await page.getByTestId("newPassword").fill("reset1234");
      await page.getByTestId("confirmPassword").fill("reset1234");
      await page.getByTestId("login-submit").click();
      await expect(page).toHaveURL(/[?&]login=mobilePwd/);
      await expect(page.getByTestId("login-dialog")).toHaveAttribute("data-view", "LoginByMobilePwd");
      await expect(page.getByTestId("login-notice")).toHaveText(RESET[lang].ok);
      await context.close();
    });
  });
}

test.describe("the header of not-found pages follows the path's text", () => {
  for (const lang of ["cn", "en"] as const) {
    for (const [path, header] of [
      ["/csp/nothing-here", false],
      ["/promotion/gd/nothing-here", false],
      ["/promotion/bdp", false],
      ["/promotion/country/nothing-here", false],
      ["/no-such-page-at-all", true],
    ] as const) {
      test(`/${lang}${path}: ${header ? "header" : "no header"}`, async ({ page }) => {
        const res = await page.goto(`/${lang}${path}`);
        expect(res?.status()).toBe(404);
        await expect(page.getByTestId("site-header")).toHaveCount(header ? 1 : 0);
      });
    }
  }
});

test.describe("the search box: Enter before the suggestions arrive", () => {
  for (const [lang, target] of [
    ["cn", "/cn/united-kingdom/london/university-college-london/apartments"],
    ["en", "/en/united-kingdom/london/university-college-london/apartments"],
  ] as const) {
    test(`${lang}: waits for the pending answer and opens its first result; the search button still opens the results page`, async ({ page }) => {
      // Suggestions answering slowly: Enter comes long before them.
      await page.route(/\/search\.json\?/, async (route) => {
        await new Promise((r) => setTimeout(r, 1200));
        await route.continue().catch(() => undefined);
      });
      await page.goto(`/${lang}/sitemap`);
      await expect(page.locator('[data-testid="search-box"][data-ready]').first()).toBeAttached();
      const input = page.getByTestId("search-input").first();
      await input.fill("ucl");
      await input.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${target}$`));

      await input.fill("ucl");
      await page.getByRole("search").first().getByRole("button").click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/search\\?keyword=ucl`));
    });
  }
});

test.describe("mixed language", () => {
  test("an entry opened on /en shows its Chinese name in the /cn history, and back", async ({ page }) => {
    await page.goto("/en/sitemap");
    await expect(page.locator('[data-testid="search-box"][data-ready]').first()).toBeAttached();
    const input = page.getByTestId("search-input").first();
    await input.pressSequentially("ucl", { delay: 30 });
    await expect(page.getByTestId("search-option").first()).toContainText("University College London");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/en\/united-kingdom\/london\/university-college-london\/apartments$/);

    await page.goto("/cn/sitemap");
    await expect(page.locator('[data-testid="search-box"][data-ready]').first()).toBeAttached();
    await page.getByTestId("search-input").first().focus();
    // The option reads: its kind (学校), the name in the page's language, the other name, the
    // place. The alias typed on /en ("UCL") is not carried over to /cn.
    const entry = page.getByTestId("search-option").first();
    await expect(entry).toBeVisible();
    await expect(entry.getByTestId("search-name")).toHaveText("伦敦大学学院");
    await expect(entry.getByTestId("search-other-name")).toHaveText("University College London");
    await expect(entry.getByTestId("search-alias")).toHaveCount(0);

    // And back on /en, as it was opened there.
    await page.goto("/en/sitemap");
    await expect(page.locator('[data-testid="search-box"][data-ready]').first()).toBeAttached();
    await page.getByTestId("search-input").first().focus();
    const back = page.getByTestId("search-option").first();
    await expect(back).toBeVisible();
    await expect(back.getByTestId("search-name")).toHaveText("University College London");
    await expect(back.getByTestId("search-other-name")).toHaveText("伦敦大学学院");
  });

  test("a new account's default nickname shows in the page's language", async ({ page }) => {
    const mobile = await login(page, "/en/sitemap");
    await expect(page.getByTestId("user-name")).toHaveText(`User${mobile.slice(-4)}`);
    await page.goto("/cn/sitemap");
    await expect(page.getByTestId("user-name")).toHaveText(`用户${mobile.slice(-4)}`);
  });
});
