import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./accounts-helpers";

/**
 * Every view of the login dialog: its title, the links among views
 * (login → register with report 2, register → login, the others), the width (568px, 620px in
 * English), the mobile-prefix field, and closing resetting the view. BindMobile is covered in
 * accounts-session.spec.ts (it needs a user).
 */
type ViewSlug = "sms" | "mobilePwd" | "emailPwd" | "register" | "findBySms" | "findByEmail";
const SPEC: Record<ViewSlug, string> = {
  sms: "LoginBySms",
  mobilePwd: "LoginByMobilePwd",
  emailPwd: "LoginByEmailPwd",
  register: "RegisterByMobile",
  findBySms: "FindBySms",
  findByEmail: "FindByEmail",
};
/** The links each view shows: target view → the report value the link carries (if it sets one). */
const LINKS: Record<ViewSlug, Partial<Record<ViewSlug, string | null>>> = {
  sms: { mobilePwd: null, emailPwd: null, register: "2" },
  mobilePwd: { sms: null, emailPwd: null, findBySms: null, register: "2" },
  emailPwd: { sms: null, mobilePwd: null, findByEmail: null, register: "2" },
  register: { sms: "1" },
  findBySms: { findByEmail: null, mobilePwd: null },
  findByEmail: { findBySms: null, emailPwd: null },
};
const TITLES = {
  cn: { sms: "短信验证码登录", mobilePwd: "手机密码登录", emailPwd: "邮箱密码登录", register: "欢迎加入", findBySms: "通过手机找回密码", findByEmail: "通过邮箱找回密码" },
  en: { sms: "Log in with an SMS code", mobilePwd: "Log in with mobile and password", emailPwd: "Log in with e-mail and password", register: "Welcome join", findBySms: "Reset password by mobile", findByEmail: "Reset password by e-mail" },
} as const;
const CHINA = { cn: "中国 (+86)", en: "China (+86)" } as const;

async function expectView(page: Page, lang: "cn" | "en", view: ViewSlug) {
  const dialog = page.getByRole("dialog", { name: TITLES[lang][view] });
  await expect(dialog).toHaveAttribute("data-view", SPEC[view]);
  await expect(page).toHaveURL((u) => u.searchParams.get("login") === view);
  const box = await dialog.boundingBox();
  expect(Math.round(box!.width)).toBe(lang === "cn" ? 568 : 620);
  const links = dialog.locator('a[data-testid^="to-"]');
  const expected = LINKS[view];
  await expect(links).toHaveCount(Object.keys(expected).length);
  for (const [to, report] of Object.entries(expected)) {
    const href = new URL((await dialog.getByTestId(`to-${to}`).getAttribute("href"))!, "http://x");
    expect(href.pathname).toBe(`/${lang}/sitemap`);
    expect(href.searchParams.get("login")).toBe(to);
    if (report) expect(href.searchParams.get("report")).toBe(report);
  }
  // Email views have no prefix field; mobile views do, defaulting to China +86 (the select
  // holds the value before and after hydration).
  const usesEmail = view === "emailPwd" || view === "findByEmail";
  await expect(dialog.getByTestId(usesEmail ? "email" : "mobile")).toBeVisible();
  await expect(dialog.getByTestId("prefix-field")).toHaveCount(usesEmail ? 0 : 1);
  if (!usesEmail) {
    await expect(dialog.getByTestId("prefix-select")).toHaveValue("317");
    await expect(dialog.getByTestId("prefix-select").locator("option:checked")).toHaveText(CHINA[lang]);
  }
}

for (const lang of ["cn", "en"] as const) {
  test.describe(`login dialog views (${lang})`, () => {
    test("each view has its title, width and links; following the links walks every view", async ({ page }) => {
      await page.goto(`/${lang}/sitemap?login=sms&report=1`);
      await hydrated(page);
      await expectView(page, lang, "sms");
      const walk: ViewSlug[] = ["mobilePwd", "findBySms", "findByEmail", "emailPwd", "register", "sms", "emailPwd", "findByEmail", "findBySms", "mobilePwd", "register"];
      for (const next of walk) {
        await page.getByTestId("login-dialog").getByTestId(`to-${next}`).click();
        await expectView(page, lang, next);
      }
      // register came from a login view: report 2; back to login: report 1.
      expect(new URL(page.url()).searchParams.get("report")).toBe("2");
      await page.getByTestId("to-sms").click();
      await expectView(page, lang, "sms");
      expect(new URL(page.url()).searchParams.get("report")).toBe("1");
    });

    test("each view renders on a direct visit and without JavaScript's help", async ({ page }) => {
      for (const view of Object.keys(SPEC) as ViewSlug[]) {
        await page.goto(`/${lang}/sitemap?login=${view}`);
        await expectView(page, lang, view);
      }
    });

    test("the prefix field: 'Name (+prefix)' labels, China +86 by default, the list scrolls beyond 190px; a click or the keys choose", async ({ page }) => {
      await page.goto(`/${lang}/sitemap?login=register`);
      await hydrated(page);
      const button = page.getByTestId("prefix-button");
      const select = page.getByTestId("prefix-select");
      await expect(select).toBeHidden(); // hydrated: the chooser stands in for the select
      await expect(button).toHaveText(CHINA[lang]);
      await button.click();
      const list = page.getByTestId("prefix-list");
      await expect(list).toBeVisible();
      await expect(list).toBeFocused();
      const labels = await list.getByRole("option").allTextContents();
      expect(labels.length).toBeGreaterThan(5);
      for (const l of labels) expect(l).toMatch(/^\S.* \(\+\d{1,4}\)$/);
      await expect(list.getByRole("option", { name: CHINA[lang], exact: true })).toHaveAttribute("aria-selected", "true");
      const { maxHeight, overflowY, scrolls } = await list.evaluate((el) => ({
        maxHeight: getComputedStyle(el).maxHeight,
        overflowY: getComputedStyle(el).overflowY,
        scrolls: el.scrollHeight > el.clientHeight,
      }));
      expect(maxHeight).toBe("190px");
      expect(overflowY).toBe("auto");
      expect(scrolls).toBe(true);
      // A click on another prefix: the list closes, the button shows it, the form posts it.
      const other = list.getByRole("option").filter({ hasNotText: "(+86)" }).first();
      const text = (await other.textContent())!;
      await other.scrollIntoViewIfNeeded();
      await other.click();
      await expect(list).toBeHidden();
      await expect(button).toHaveText(text);
      await expect(button).toBeFocused();
      expect(await select.inputValue()).not.toBe("317");
      // Keys: ↓ opens, End and Enter choose the last entry; Escape closes the list, not the dialog.
      await page.keyboard.press("ArrowDown");
      await expect(list).toBeFocused();
      await page.keyboard.press("End");
      await page.keyboard.press("Enter");
      await expect(list).toBeHidden();
      await expect(button).toHaveText(labels[labels.length - 1]);
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Home");
      await page.keyboard.press("Escape");
      await expect(list).toBeHidden();
      await expect(page.getByTestId("login-dialog")).toBeVisible();
      await expect(button).toHaveText(labels[labels.length - 1]);
    });

    test("no serious axe violations in the dialog (login view with third-party entries, register, retrieval)", async ({ page }) => {
      for (const view of ["sms", "register", "findByEmail"] as const) {
        await page.goto(`/${lang}/sitemap?login=${view}`);
        await hydrated(page);
        const results = await new AxeBuilder({ page }).include('[data-testid="login-dialog"]').withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
        const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => ({ view, id: v.id, nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(" ")}: ${n.failureSummary ?? ""}`) }));
        expect(serious).toEqual([]);
      }
    });

    test("closing (× or the backdrop) resets the view: the next opening starts at the SMS login", async ({ page }) => {
      await page.goto(`/${lang}/sitemap?login=findByEmail`);
      await hydrated(page);
      await page.getByTestId("login-close").click();
      await expect(page.getByTestId("login-dialog")).toHaveCount(0);
      await expect(page).toHaveURL((u) => !u.searchParams.has("login") && !u.searchParams.has("report"));
      await page.getByTestId("login-register").click();
      await expectView(page, lang, "sms");
      await page.getByTestId("to-emailPwd").click();
      await expectView(page, lang, "emailPwd");
      await page.mouse.click(5, 450); // the backdrop
      await expect(page.getByTestId("login-dialog")).toHaveCount(0);
      await page.getByTestId("login-register").click();
      await expectView(page, lang, "sms");
    });
  });
}
