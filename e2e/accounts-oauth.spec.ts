import { expect, test, type Page } from "@playwright/test";
import { getCodeWithSlider, hydrated, newMobile, waitForCode } from "./accounts-helpers";
import { oauthStubOrigin } from "./e2e-env";

/**
 * Third-party sign-in in the browser, through the real callback route (the buttons show only
 * in Chinese on login views; type 'reg' opens RegisterByMobile; type
 * 'error' shows an alert titled 'tip'). The provider is e2e/oauth-stub.mjs, a local GitHub-like
 * server that playwright.config.ts points the e2e server at — it stands in for the provider
 * the way msw does in the vitest suite (tests/api/accounts/accounts-oauth.test.ts), which cannot reach
 * into the separate server process.
 */
const nick = () => `octo${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** On the stub's consent page: sign in as `login` and approve (or deny). */
async function approveAtProvider(page: Page, login: string, deny = false) {
  await expect(page).toHaveURL((u) => u.origin === oauthStubOrigin() && u.pathname === "/login/oauth/authorize");
  if (deny) {
    await page.getByTestId("stub-deny").click();
    return;
  }
  await page.getByTestId("stub-login").fill(login);
  await page.getByTestId("stub-authorize").click();
}

test.describe("third-party sign-in (cn)", () => {
  test("new identity → RegisterByMobile with an SMS code → registered and logged in; the next sign-in logs straight in", async ({ page }) => {
    const login = nick();
    await page.goto("/cn/sitemap?login=sms&report=1");
    await hydrated(page);
    const third = page.getByTestId("third-party");
    await expect(third).toBeVisible();
    await expect(third).toContainText("第三方账号登录");
    const github = page.getByTestId("third-github");
    await expect(github).toContainText("GitHub");
    await expect(github.locator("img")).toHaveAttribute("src", "/icons/github.svg");
    expect(new URL((await github.getAttribute("href"))!).origin).toBe(oauthStubOrigin());
    await github.click();
    await approveAtProvider(page, login);

    // Back through /cn/oauth/github/callback: third-party info of type 'reg' opens RegisterByMobile.
    await expect(page).toHaveURL((u) => u.pathname === "/cn/sitemap" && u.searchParams.get("login") === "register");
    const dialog = page.getByRole("dialog", { name: "欢迎加入" });
    await expect(dialog).toHaveAttribute("data-view", "RegisterByMobile");
    await expect(dialog).toContainText(login); // greets the provider's nickname
    await expect(page.getByTestId("third-party")).toHaveCount(0); // not on the register view
    await expect(page.getByTestId("to-sms")).toHaveText("已有账号？去登录");
    await hydrated(page);
    const mobile = newMobile();
    await page.getByTestId("mobile").fill(mobile);
    await getCodeWithSlider(page);
    await page.getByTestId("code").fill(await waitForCode(page.request, "sms", `+86 ${mobile}`));
    await page.getByTestId("login-submit").click();
    await expect(page.getByTestId("user-name")).toHaveText(login); // the account took the nickname
    await expect(page.getByTestId("login-dialog")).toHaveCount(0);
    await expect(page).toHaveURL((u) => u.pathname === "/cn/sitemap" && !u.searchParams.has("login"));

    // Log out; the same identity now logs straight in (from another login view).
    await page.getByTestId("user-menu").locator("summary").click();
    await page.getByTestId("sign-out").click();
    await expect(page.getByTestId("login-register")).toBeVisible();
    await page.goto("/cn/sitemap?login=emailPwd&report=1");
    await page.getByTestId("third-github").click();
    await approveAtProvider(page, login);
    await expect(page).toHaveURL((u) => u.pathname === "/cn/sitemap" && !u.searchParams.has("login"));
    await expect(page.getByTestId("user-name")).toHaveText(login);
    await expect(page.getByTestId("toast")).toHaveText(/登录成功/);
    await expect(page.getByTestId("login-dialog")).toHaveCount(0);
  });

  test("a denied authorization and a failing provider show the alert titled 提示 with the message", async ({ page }) => {
    await page.goto("/cn/sitemap?login=mobilePwd");
    await page.getByTestId("third-github").click();
    await approveAtProvider(page, "", true);
    const alert = page.getByRole("alertdialog", { name: "提示" });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText("The user has denied your application access.");
    await alert.getByRole("link", { name: "确定" }).click();
    await expect(alert).toBeHidden();
    // Shown once: the third-party info is cleared.
    await page.reload();
    await expect(page.getByTestId("third-error")).toHaveCount(0);

    // The provider refuses the code exchange ("bad…" codes): the API's translated message.
    await page.goto("/cn/sitemap?login=sms");
    await page.getByTestId("third-github").click();
    await approveAtProvider(page, "bad");
    await expect(page.getByRole("alertdialog", { name: "提示" })).toContainText("第三方登录失败，请重试");
  });
});

test.describe("third-party sign-in (en)", () => {
  test("no third-party buttons in English, on any view", async ({ page }) => {
    for (const view of ["sms", "mobilePwd", "emailPwd", "register", "findBySms"]) {
      await page.goto(`/en/sitemap?login=${view}`);
      await expect(page.getByTestId("login-dialog")).toBeVisible();
      await expect(page.getByTestId("third-party")).toHaveCount(0);
      await expect(page.locator('a[href*="/login/oauth/authorize"]')).toHaveCount(0);
    }
  });

  test("a callback error shows the alert titled Tip; a tampered state gets the translated refusal", async ({ page }) => {
    await page.goto("/en/oauth/github/callback?error=access_denied&error_description=Access+denied+by+the+user");
    const alert = page.getByRole("alertdialog", { name: "Tip" });
    await expect(alert).toContainText("Access denied by the user");
    await alert.getByRole("link", { name: "OK" }).click();
    await expect(alert).toBeHidden();

    await page.goto("/en/oauth/github/callback?code=abc&state=forged");
    await expect(page.getByRole("alertdialog", { name: "Tip" })).toContainText("The third-party sign-in has expired, please start again");
  });
});
