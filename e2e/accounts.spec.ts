import { expect, test } from "@playwright/test";
import { imageCaptchaAnswer } from "./accounts-api";
import { getCodeWithSlider, hydrated, newMobile, waitForCode } from "./accounts-helpers";

const T = {
  cn: { login: "登录/注册", smsTitle: "短信验证码登录", submit: "登录", again: "重新获取", pwdTitle: "手机密码登录", findTitle: "通过手机找回密码", welcome: "欢迎加入", mismatch: "两次输入的密码不一致", mobileErr: "请输入正确的手机号" },
  en: { login: "Login/Register", smsTitle: "Log in with an SMS code", submit: "Log in", again: "Get code again", pwdTitle: "Log in with mobile and password", findTitle: "Reset password by mobile", welcome: "Welcome join", mismatch: "Two password doesn't match", mobileErr: "Enter a valid mobile number" },
} as const;

for (const lang of ["cn", "en"] as const) {
  const t = T[lang];
  test.describe(`login dialog (${lang})`, () => {
    test("opens from the header, is 568/620 px wide, switches views and closes to no view", async ({ page }) => {
      await page.goto(`/${lang}/sitemap`);
      await page.getByTestId("login-register").click();
      await hydrated(page);
      const dialog = page.getByRole("dialog", { name: t.smsTitle });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute("data-view", "LoginBySms");
      expect(new URL(page.url()).searchParams.get("report")).toBe("1");
      const box = await dialog.boundingBox();
      expect(Math.round(box!.width)).toBe(lang === "cn" ? 568 : 620);
      // Third-party buttons (GitHub through the e2e provider stub, accounts-oauth.spec.ts): only in Chinese.
      await expect(dialog.getByTestId("third-party")).toHaveCount(lang === "cn" ? 1 : 0);
      // Prefix field: default China +86, 'Name (+prefix)' labels, scrolls beyond 190px.
      await expect(page.getByTestId("prefix-button")).toHaveText(lang === "cn" ? "中国 (+86)" : "China (+86)");
      await page.getByTestId("prefix-button").click();
      const list = page.getByTestId("prefix-list");
      await expect(list.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
      expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe("190px");
      await page.getByTestId("prefix-button").click();
      await expect(list).toBeHidden();
      // Login → register carries report 2; register → login.
      await page.getByTestId("to-register").click();
      await expect(page.getByRole("dialog", { name: t.welcome })).toBeVisible();
      expect(new URL(page.url()).searchParams.get("report")).toBe("2");
      await page.getByTestId("to-sms").click();
      await page.getByTestId("to-mobilePwd").click();
      await expect(page.getByRole("dialog", { name: t.pwdTitle })).toBeVisible();
      await page.getByTestId("to-findBySms").click();
      await expect(page.getByRole("dialog", { name: t.findTitle })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByTestId("login-dialog")).toBeHidden();
      expect(new URL(page.url()).searchParams.get("login")).toBeNull();
    });

    test("the openLoginDialog event opens the dialog", async ({ page }) => {
      await page.goto(`/${lang}/sitemap`);
      await expect(page.locator("html")).toHaveAttribute("data-login-dialog", "ready");
      await page.evaluate(() => window.dispatchEvent(new CustomEvent("openLoginDialog", { detail: { view: "emailPwd" } })));
      await expect(page.getByTestId("login-dialog")).toHaveAttribute("data-view", "LoginByEmailPwd");
    });

    test("the get-code button validates the mobile first", async ({ page }) => {
      await page.goto(`/${lang}/sitemap?login=sms`);
      await hydrated(page);
      await page.getByTestId("mobile").fill("12");
      await page.getByTestId("get-code").click();
      await expect(page.getByTestId("field-error").first()).toHaveText(t.mobileErr);
      await page.getByTestId("get-code").click();
      await expect(page.getByTestId("captcha")).toHaveCount(0);
    });

    test("SMS login with the code from the outbox; the countdown blocks a resend; the header shows the user; logout", async ({ page }) => {
      const mobile = newMobile();
      await page.goto(`/${lang}/sitemap?login=sms&report=1`);
      await hydrated(page);
      await page.getByTestId("mobile").fill(mobile);
      await getCodeWithSlider(page);
      const button = page.getByTestId("get-code");
      await expect(button).toBeDisabled();
      await expect(button).toHaveText(/(5\d|60)/);
      await expect(page.getByTestId("code-sent")).toBeVisible();
      const code = await waitForCode(page.request, "sms", `+86 ${mobile}`);
      await page.getByTestId("code").fill(code);
      await page.getByTestId("login-submit").click();
      await expect(page.getByTestId("user-name")).toHaveText(`${lang === "en" ? "User" : "用户"}${mobile.slice(-4)}`);
      await expect(page.getByTestId("login-dialog")).toHaveCount(0);
      await expect(page).toHaveURL((u) => !u.searchParams.has("login"));
      // Logout: revokes the session and reloads as a visitor.
      await page.getByTestId("user-menu").locator("summary").click();
      await page.getByTestId("sign-out").click();
      await expect(page.getByTestId("login-register")).toHaveText(t.login);
    });

    test("retrieval by phone sets a password, moves to password login, which then works", async ({ page }) => {
      const mobile = newMobile();
      await page.goto(`/${lang}/sitemap?login=findBySms`);
      await hydrated(page);
      await page.getByTestId("mobile").fill(mobile);
      await getCodeWithSlider(page);
      const code = await waitForCode(page.request, "sms", `+86 ${mobile}`);
      await page.getByTestId("code").fill(code);
      await page.getByTestId("newPassword").fill("pass1234");
      await page.getByTestId("confirmPassword").fill("pass12345");
      await page.getByTestId("login-submit").click();
      await expect(page.getByText(t.mismatch)).toBeVisible();
      await page.getByTestId("confirmPassword").fill("pass1234");
      await page.getByTestId("login-submit").click();
      await expect(page.getByTestId("login-dialog")).toHaveAttribute("data-view", "LoginByMobilePwd");
      await expect(page.getByTestId("login-notice")).toBeVisible();
      await page.getByTestId("mobile").fill(mobile);
      await page.getByTestId("password").fill("wrongpass");
      await page.getByTestId("login-submit").click();
      await expect(page.getByTestId("login-notice")).toHaveText(lang === "cn" ? "账号或密码错误" : "Wrong account or password");
      await page.getByTestId("password").fill("pass1234");
      await page.getByTestId("login-submit").click();
      await expect(page.getByTestId("user-name")).toBeVisible();
    });

    test("retrieval by e-mail: the e-mail field suggests providers; an unknown address is refused with the server message", async ({ page }) => {
      await page.goto(`/${lang}/sitemap?login=findByEmail`);
      await hydrated(page);
      const email = page.getByTestId("email");
      await email.pressSequentially("12345");
      await expect(page.getByTestId("email-suggestions").locator("option")).toHaveCount(0);
      await email.fill("");
      await email.pressSequentially("student");
      await expect(page.getByTestId("email-suggestions").locator("option")).toHaveCount(5);
      const address = `nobody${Date.now()}@example.com`;
      await email.fill(address);
      await getCodeWithSlider(page);
      const code = await waitForCode(page.request, "email", address);
      await page.getByTestId("code").fill(code);
      await page.getByTestId("newPassword").fill("pass1234");
      await page.getByTestId("confirmPassword").fill("pass1234");
      await page.getByTestId("login-submit").click();
      await expect(page.getByTestId("login-notice")).toHaveText(lang === "cn" ? "验证码错误或已失效" : "The code is wrong or no longer valid");
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("SMS login with the 4-letter image code", async ({ page }) => {
    const mobile = newMobile();
    await page.goto("/cn/sitemap?login=sms&report=1");
    await expect(page.getByTestId("login-dialog")).toBeVisible();
    // The picture was requested with the page; its challenge id is in the captcha_id cookie.
    const img = page.locator('img[src*="/login/captcha?kind=image"]');
    await expect(img).toBeVisible();
    await page.getByTestId("mobile").fill(mobile);
    await page.locator('input[name="imageCode"]').fill(await imageCaptchaAnswer(page.context(), page.request));
    await page.getByTestId("get-code").click();
    await expect(page.getByTestId("login-notice")).toHaveText("验证码已发送，请注意查收短信");
    await expect(page.getByTestId("get-code")).toBeDisabled();
    const code = await waitForCode(page.request, "sms", `+86 ${mobile}`);
    await expect(page.getByTestId("mobile")).toHaveValue(mobile);
    await page.getByTestId("code").fill(code);
    await page.getByTestId("login-submit").click();
    await expect(page.getByTestId("user-name")).toBeVisible();
    await expect(page.getByTestId("login-dialog")).toHaveCount(0);
  });

  test("a wrong code re-renders the dialog with the server message", async ({ page }) => {
    await page.goto("/en/sitemap?login=sms");
    await page.getByTestId("mobile").fill(newMobile());
    await page.getByTestId("code").fill("123456");
    await page.getByTestId("login-submit").click();
    await expect(page.getByTestId("login-notice")).toHaveText("The code is wrong or no longer valid");
  });
});
