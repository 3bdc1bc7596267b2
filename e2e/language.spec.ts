import { expect, test } from "@playwright/test";

test.describe("language prefixes", () => {
  test("/ redirects to /cn/ and renders Chinese", async ({ page }) => {
    const response = await page.goto("/");
    expect(new URL(page.url()).pathname).toBe("/cn/");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  });

  test("the lang cookie picks the prefix of an unprefixed path", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "lang", value: "en", url: baseURL! }]);
    await page.goto("/common/privacy");
    expect(new URL(page.url()).pathname).toBe("/en/common/privacy");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("an unknown path under a prefix is the 404 page", async ({ page }) => {
    const response = await page.goto("/en/no/such/page/here");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "This page could not be found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Homepage" })).toBeVisible();
  });
});
