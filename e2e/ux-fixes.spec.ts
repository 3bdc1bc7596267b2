import { expect, test, type Page } from "@playwright/test";
import { getCodeWithSlider, hydrated, newMobile, waitForCode } from "./accounts-helpers";
import { findRoom, login } from "./student-helpers";

/** The front-end defects of the walk-throughs (with JavaScript; the no-JS paths are in ux-fixes-nojs.spec.ts). */

async function searchReady(page: Page) {
  await expect(page.locator('[data-testid="search-box"][data-ready]').first()).toBeAttached();
  return page.getByTestId("search-input").first();
}

test.describe("my order", () => {
  test("the header's my order opens the orders, and the sidebar has an orders entry", async ({ page }) => {
    await login(page, "/cn/sitemap");
    await page.getByRole("navigation", { name: "主导航" }).getByRole("link", { name: "我的订单" }).click();
    await expect(page).toHaveURL(/\/cn\/user\/applications\?tab=orders$/);
    await expect(page.getByTestId("tab-orders")).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("user-nav-orders")).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("user-nav-applications")).not.toHaveAttribute("aria-current", "page");
    await page.getByTestId("user-nav-applications").click();
    await expect(page).toHaveURL(/\/cn\/user\/applications$/);
    await expect(page.getByTestId("user-nav-applications")).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("user-nav-orders")).not.toHaveAttribute("aria-current", "page");
  });
});

test.describe("search box", () => {
  test("Enter within the debounce, with history showing, opens the first result for what was typed", async ({ page }) => {
    const sydney = (await (await page.request.get("/cn/search.json?keyword=Sydney")).json()).list[0];
    expect(sydney).toBeTruthy();
    await page.goto("/cn/sitemap");
    await page.evaluate((item) => localStorage.setItem("searchHistoryArr", JSON.stringify([item])), sydney);
    const input = await searchReady(page);
    await input.fill("");
    await input.blur();
    await input.focus();
    await expect(page.getByTestId("search-option").first()).toBeVisible(); // the history
    await input.pressSequentially("toron", { delay: 10 });
    await input.press("Enter"); // well within 300 ms of the last key: it waits for that answer
    await expect(page).toHaveURL(/toronto/i);
    await expect(page).not.toHaveURL(/\/search\?/);
    expect(page.url()).not.toContain("sydney");
  });

  test("Enter still opens the first result once results for the typed text are shown", async ({ page }) => {
    await page.goto("/en/sitemap");
    const input = await searchReady(page);
    await input.fill("");
    await input.pressSequentially("Toronto", { delay: 10 });
    await expect(page.getByTestId("search-option").first()).toContainText(/Toronto/);
    await input.press("Enter");
    await expect(page).toHaveURL(/\/en\/canada\/toronto\/apartments$/);
  });
});

test.describe("gallery", () => {
  /** Every quarter of the gallery's right side shows a photo: no empty cell. */
  async function expectFilled(page: Page) {
    const gallery = page.getByTestId("gallery");
    await expect(gallery).toBeVisible();
    const box = (await gallery.boundingBox())!;
    const covered = await page.evaluate(
      ({ x, y, w, h }) => {
        const points = [
          [x + w * 0.25, y + h * 0.25],
          [x + w * 0.25, y + h * 0.75],
          [x + w * 0.62, y + h * 0.25],
          [x + w * 0.62, y + h * 0.75],
          [x + w * 0.9, y + h * 0.25],
          [x + w * 0.9, y + h * 0.75],
        ];
        return points.map(([px, py]) => !!document.elementFromPoint(px, py)?.closest("[data-testid=gallery] a img, [data-testid=gallery-all]"));
      },
      { x: box.x, y: box.y, w: box.width, h: box.height },
    );
    expect(covered).toEqual([true, true, true, true, true, true]);
  }

  test("a room with 3 photos fills its gallery", async ({ page }) => {
    const { buildingCode, roomCode } = await findRoom(page.request);
    await page.goto(`/en/apartment/${buildingCode}/room/${roomCode}`);
    await expect(page.getByTestId("gallery")).toHaveAttribute("data-count", "3");
    await page.getByTestId("gallery").scrollIntoViewIfNeeded();
    await expectFilled(page);
  });

  test("an apartment with 5 photos still fills its gallery", async ({ page }) => {
    const { buildingCode } = await findRoom(page.request);
    await page.goto(`/cn/apartment/${buildingCode}`);
    await page.getByTestId("gallery").scrollIntoViewIfNeeded();
    await expectFilled(page);
  });
});

test.describe("session expired while sending; visitors at the student forms", () => {
  test("cooperation: an alert, a reload to the login view, and the typed form back after logging in", async ({ page }) => {
    test.setTimeout(60_000); // two logins
    await login(page, "/cn/sitemap");
    await page.getByTestId("tab-cooperation").click();
    const dialog = page.getByTestId("cooperation-dialog");
    await expect(dialog).toBeVisible();
    await dialog.locator('select[name="city"]').selectOption({ index: 1 });
    const city = await dialog.locator('select[name="city"]').inputValue();
    await dialog.locator('input[name="houseInfo"]').fill("Riverside House, 1 Thames Street");
    await dialog.locator('input[name="name"]').fill("王先生");
    await dialog.locator('input[name="mobile"]').fill("13800138000");
    await dialog.locator('textarea[name="remark"]').fill("Twelve studios, free from next September");
    // The session ends while the form is open.
    await page.context().clearCookies({ name: "user" });
    const alerted = page.waitForEvent("dialog");
    await page.getByTestId("coop-submit").click();
    const alert = await alerted;
    expect(alert.message()).toBe("用户信息已失效，请重新登录");
    await alert.accept();
    // The reload offers the login view over the same page, and it can be closed.
    await expect(page.getByTestId("login-dialog")).toBeVisible();
    await expect(page).toHaveURL(/\/cn\/sitemap\?dialog=cooperation$/);
    await hydrated(page);
    // (Another account: the same number could not have a new code within the minute.)
    const mobile = newMobile();
    await page.getByTestId("mobile").fill(mobile);
    await getCodeWithSlider(page);
    await page.getByTestId("code").fill(await waitForCode(page.request, "sms", `+86 ${mobile}`));
    await page.getByTestId("login-submit").click();
    // Logged in again: the cooperation dialog, filled as it was.
    const again = page.getByTestId("cooperation-dialog");
    await expect(again).toBeVisible();
    await expect(again.locator('input[name="houseInfo"]')).toHaveValue("Riverside House, 1 Thames Street");
    await expect(again.locator('select[name="city"]')).toHaveValue(city);
    await expect(again.locator('input[name="name"]')).toHaveValue("王先生");
    await expect(again.locator('textarea[name="remark"]')).toHaveValue("Twelve studios, free from next September");
    await page.getByTestId("coop-submit").click();
    await expect(page.getByTestId("toast")).toContainText("提交成功");
  });

  test("?dialog=cooperation and ?dialog=feedback open the login view for a visitor; closing it leaves the page", async ({ page }) => {
    for (const dialog of ["cooperation", "feedback"]) {
      await page.goto(`/cn/sitemap?dialog=${dialog}`);
      await expect(page.getByTestId("login-dialog")).toBeVisible();
      await expect(page.getByTestId("login-dialog")).toHaveAttribute("data-view", "LoginBySms");
      await hydrated(page);
      await page.getByTestId("login-close").click();
      await expect(page.getByTestId("login-dialog")).toHaveCount(0);
      await expect(page).toHaveURL(/\/cn\/sitemap$/);
    }
  });

  test("a visitor at /cn/cooperation and /cn/feedback gets the page with a login prompt, and can close the dialog", async ({ page }) => {
    for (const path of ["/cn/cooperation", "/en/feedback"]) {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const prompt = page.getByTestId(path.endsWith("cooperation") ? "coop-login-required" : "feedback-login-required");
      await expect(prompt).toBeVisible();
      await expect(page.locator("html[data-login-dialog=ready]")).toHaveCount(1);
      await prompt.getByRole("link").click();
      await expect(page.getByTestId("login-dialog")).toBeVisible();
      await page.getByTestId("login-close").click();
      await expect(page.getByTestId("login-dialog")).toHaveCount(0);
      await expect(prompt).toBeVisible();
    }
  });
});

test.describe("the login dialog's agreements", () => {
  test("《用户协议》 and 《隐私政策》 link to the pages, in a new tab", async ({ page }) => {
    for (const lang of ["cn", "en"] as const) {
      await page.goto(`/${lang}/sitemap?login=sms`);
      const terms = page.getByTestId("link-user-agreement");
      const privacy = page.getByTestId("link-privacy");
      await expect(terms).toHaveAttribute("href", `/${lang}/common/user-agreement`);
      await expect(privacy).toHaveAttribute("href", `/${lang}/common/privacy`);
      await expect(terms).toHaveAttribute("target", "_blank");
      await expect(privacy).toHaveAttribute("target", "_blank");
      if (lang === "cn") await expect(terms).toHaveText("《用户协议》");
    }
    await hydrated(page);
    const popup = page.waitForEvent("popup");
    await page.getByTestId("link-privacy").click();
    const tab = await popup;
    await expect(tab).toHaveURL(/\/en\/common\/privacy$/);
    await expect(page.getByTestId("login-dialog")).toBeVisible();
  });
});

test.describe("a new account's profile", () => {
  test("starts with a valid nickname and saves without touching it", async ({ page }) => {
    const mobile = await login(page, "/cn/user/profiles");
    const name = page.locator('form[data-testid="profile-form"] input[name="userName"]');
    await expect(name).toHaveValue(`用户${mobile.slice(-4)}`);
    await page.locator('form[data-testid="profile-form"] textarea[name="intro"]').fill("Saved without touching the nickname");
    await page.getByTestId("profile-submit").click();
    await expect(page.getByTestId("toast")).toContainText("个人信息已保存");
    await expect(page.locator('form[data-testid="profile-form"] textarea[name="intro"]')).toHaveValue("Saved without touching the nickname");
  });
});

test.describe("the sale tab", () => {
  test("leads to something live: a running campaign or the current offers, never an ended one", async ({ page }) => {
    for (const lang of ["cn", "en"]) {
      await page.goto(`/${lang}/sitemap`);
      await page.getByTestId("tab-sale").click();
      await expect(page).toHaveURL(/\/promotion\//);
      await expect(page.getByTestId("promotion-title")).toBeVisible();
      await expect(page.getByTestId("promotion-state")).toHaveCount(0); // no "has ended" / "not started"
      await expect(page.getByTestId("apartment-card").first()).toBeVisible();
      if (page.url().includes("/promotion/recommend")) {
        await expect(page.getByTestId("current-offers")).toBeVisible();
        await expect(page.getByTestId("current-offers").getByTestId("apartment-card").first()).toBeVisible();
      }
    }
  });
});

test.describe("side-by-side fields line up", () => {
  async function expectAligned(page: Page, left: string, right: string) {
    const a = (await page.locator(left).boundingBox())!;
    const b = (await page.locator(right).boundingBox())!;
    expect(Math.abs(a.y - b.y), `${left} / ${right} top`).toBeLessThanOrEqual(1);
    expect(Math.abs(a.height - b.height), `${left} / ${right} height`).toBeLessThanOrEqual(1);
  }

  test("profile and account settings: the right-hand inputs sit level with the left-hand ones", async ({ page }) => {
    await login(page, "/cn/user/profiles");
    const profile = 'form[data-testid="profile-form"]';
    await expectAligned(page, `${profile} input[name="userName"]`, `${profile} input[name="realName"]`);
    // With an error under the nickname too.
    await page.locator(`${profile} input[name="userName"]`).fill("x");
    await page.getByTestId("profile-submit").click();
    await expect(page.getByTestId("error-userName")).toBeVisible();
    await expectAligned(page, `${profile} input[name="userName"]`, `${profile} input[name="realName"]`);
    await page.screenshot({ path: test.info().outputPath("profile.png"), fullPage: true });

    await page.goto("/cn/user/account-setting");
    await page.locator('input[name="newPassword"]').fill("abc");
    await page.locator('input[name="newPassword"]').blur();
    await expectAligned(page, 'input[name="newPassword"]', 'input[name="confirmPassword"]');
    await page.screenshot({ path: test.info().outputPath("account.png"), fullPage: true });
  });
});

test.describe("a visitor's favourite", () => {
  test("the saved notice shows on the page the login reloads, not one page later", async ({ page }) => {
    const { buildingCode } = await findRoom(page.request);
    const path = `/cn/apartment/${buildingCode}`;
    await page.goto(path);
    await expect(page.locator("html[data-login-dialog=ready]")).toHaveCount(1);
    await page.getByTestId("favourite-toggle").first().click();
    await expect(page.getByTestId("login-dialog")).toBeVisible();
    await login(page, path);
    await expect(page.getByTestId("toast")).toContainText("已加入收藏");
    await expect(page.getByTestId("favourite-toggle").first()).toHaveAttribute("aria-pressed", "true");
    // The next page has no late notice.
    await page.goto("/cn/sitemap");
    await expect(page.getByTestId("toast")).toHaveCount(0);
  });
});

test.describe("filter panels", () => {
  test("open one at a time, and close on a click outside, Escape and apply", async ({ page }) => {
    await page.goto("/cn/united-kingdom/london/apartments");
    await expect(page.locator('[data-testid="search-box"][data-ready]').first()).toBeAttached();
    const filters = page.getByTestId("filter-form");
    const open = filters.locator("details[open]");
    const summaries = filters.locator("details > summary");
    await summaries.nth(0).click();
    await expect(open).toHaveCount(1);
    await summaries.nth(1).click();
    await expect(open).toHaveCount(1);
    await expect(filters.locator("details").nth(1)).toHaveAttribute("open", "");
    await page.getByRole("heading", { level: 1 }).click(); // outside
    await expect(open).toHaveCount(0);
    await summaries.nth(2).click();
    await expect(open).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(open).toHaveCount(0);
    await summaries.nth(0).click();
    await page.getByTestId("price-max").fill("300");
    await page.getByTestId("filter-apply").click();
    await expect(page).toHaveURL(/price-0-300/);
    await expect(open).toHaveCount(0);
  });
});
