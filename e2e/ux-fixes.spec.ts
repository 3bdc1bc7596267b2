import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./accounts-helpers";
import { findRoom, login } from "./student-helpers";

/** Issue 16: the front-end defects of the walk-throughs (with JavaScript; the no-JS paths are in ux-fixes-nojs.spec.ts). */

async function searchReady(page: Page) {
  await expect(page.locator('[data-testid="search-box"][data-ready]').first()).toBeAttached();
  return page.getByTestId("search-input").first();
}

test.describe("item 3: my order", () => {
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

test.describe("item 4: search box", () => {
  test("Enter within the debounce, with history showing, acts on what was typed", async ({ page }) => {
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
    await input.press("Enter"); // well within 300 ms of the last key
    await expect(page).toHaveURL(/\/cn\/search\?keyword=toron$/);
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
