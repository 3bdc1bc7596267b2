import { expect, test } from "@playwright/test";
import { apiLoginBySms, signedCall, U } from "./accounts-api";
import { getCodeWithSlider, hydrated, newMobile, outbox } from "./accounts-helpers";

/**
 * Password logins in the browser (LoginByMobilePwd, LoginByEmailPwd, and the e-mail field's
 * suggestions). The accounts are made the way a user makes them: an SMS login (through the
 * signed API, to keep the browser part on the views under test), an e-mail bound with the
 * activation link from the outbox, a password set by retrieval by e-mail in the dialog or
 * changed through user/updatePwd.
 */
const T = {
  cn: { email: "邮箱密码登录", mobile: "手机密码登录", wrong: "账号或密码错误", short: "请输入至少 3 位的密码", emailErr: "请输入正确的邮箱地址", findEmail: "通过邮箱找回密码" },
  en: { email: "Log in with e-mail and password", mobile: "Log in with mobile and password", wrong: "Wrong account or password", short: "Enter a password of at least 3 characters", emailErr: "Enter a valid e-mail address", findEmail: "Reset password by e-mail" },
} as const;

for (const lang of ["cn", "en"] as const) {
  const t = T[lang];
  test.describe(`password login (${lang})`, () => {
    test("bind an e-mail by its activation link, set a password by e-mail retrieval, then LoginByEmailPwd with suggestions", async ({ page, baseURL }) => {
      const mobile = newMobile();
      const user = await apiLoginBySms(page.request, mobile);
      const local = `stu${mobile}`;
      const email = `${local}@example.com`;
      const bound = await signedCall(page.request, `${U}/user/bindEmail`, { email, activationUrl: `${baseURL}/${lang}/common/email-activation` }, { token: user.token, language: lang });
      expect(bound.code, bound.msg).toBe(0);
      let link = "";
      await expect.poll(async () => (link = (await outbox(page.request)).find((e) => e.kind === "email" && e.to === email)?.code ?? "")).not.toBe("");
      await page.goto(link);
      await expect(page.getByTestId("activation-result")).toHaveAttribute("data-status", "success");

      // Retrieval by e-mail sets the password and moves to the e-mail password view.
      await page.goto(`/${lang}/sitemap?login=findByEmail`);
      await expect(page.getByRole("dialog", { name: t.findEmail })).toBeVisible();
      await hydrated(page);
      await page.getByTestId("email").fill(email);
      await getCodeWithSlider(page);
      // The newest mail to the address with a 6-digit code (the activation mail came before).
      let code = "";
      await expect.poll(async () => (code = (await outbox(page.request)).find((e) => e.kind === "email" && e.to === email && /^\d{6}$/.test(e.code))?.code ?? "")).not.toBe("");
      await page.getByTestId("code").fill(code);
      await page.getByTestId("newPassword").fill("mail1234");
      await page.getByTestId("confirmPassword").fill("mail1234");
      await page.getByTestId("login-submit").click();
      const dialog = page.getByRole("dialog", { name: t.email });
      await expect(dialog).toHaveAttribute("data-view", "LoginByEmailPwd");
      await expect(page.getByTestId("login-notice")).toBeVisible();
      // The e-mail the password was reset for is still filled in.
      await expect(page.getByTestId("email")).toHaveValue(email);
      await page.getByTestId("password").fill("mail1234");
      await page.getByTestId("password").fill("");

      // The e-mail field suggests five providers; none for an all-digit input.
      const field = page.getByTestId("email");
      const options = page.getByTestId("email-suggestions").locator("option");
      await field.pressSequentially("2024");
      await expect(options).toHaveCount(0);
      await field.fill("");
      await field.pressSequentially(local);
      await expect(options).toHaveCount(5);
      expect(await options.evaluateAll((els) => els.map((o) => (o as HTMLOptionElement).value))).toEqual(
        ["qq.com", "163.com", "126.com", "gmail.com", "outlook.com"].map((d) => `${local}@${d}`),
      );
      await field.pressSequentially("@g");
      await expect(options).toHaveCount(1);
      await expect(options.first()).toHaveAttribute("value", `${local}@gmail.com`);

      // Client rules first (e-mail pattern, 3 characters), then the server's answer.
      await field.fill(`${local}@`);
      await page.getByTestId("password").fill("  a ");
      await page.getByTestId("login-submit").click();
      await expect(page.getByText(t.emailErr)).toBeVisible();
      await expect(page.getByText(t.short)).toBeVisible();
      await field.fill(email.toUpperCase());
      await page.getByTestId("password").fill("wrong123");
      await page.getByTestId("login-submit").click();
      await expect(page.getByTestId("login-notice")).toHaveText(t.wrong);
      await page.getByTestId("password").fill("mail1234");
      await page.getByTestId("login-submit").click();
      await expect(page.getByTestId("user-name")).toHaveText(`${lang === "en" ? "User" : "用户"}${mobile.slice(-4)}`);
      await expect(page.getByTestId("login-dialog")).toHaveCount(0);
    });

    test("LoginByMobilePwd after a password change: a wrong password is refused with the server message", async ({ page }) => {
      const mobile = newMobile();
      const user = await apiLoginBySms(page.request, mobile);
      const changed = await signedCall(page.request, `${U}/user/updatePwd`, { newPassword: "phone1234" }, { token: user.token, language: lang });
      expect(changed.code, changed.msg).toBe(0);

      await page.goto(`/${lang}/sitemap?login=mobilePwd&report=1`);
      const dialog = page.getByRole("dialog", { name: t.mobile });
      await expect(dialog).toHaveAttribute("data-view", "LoginByMobilePwd");
      await hydrated(page);
      await expect(page.getByTestId("password")).toHaveAttribute("maxlength", "16");
      await page.getByTestId("mobile").fill(mobile);
      await page.getByTestId("password").fill("phone12345");
      await page.getByTestId("login-submit").click();
      await expect(page.getByTestId("login-notice")).toHaveText(t.wrong);
      await page.getByTestId("password").fill("phone1234");
      await page.getByTestId("login-submit").click();
      await expect(page.getByTestId("user-name")).toHaveText(`${lang === "en" ? "User" : "用户"}${mobile.slice(-4)}`);
    });
  });
}
