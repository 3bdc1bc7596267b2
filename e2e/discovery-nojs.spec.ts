import { expect, test } from "@playwright/test";

/** Discovery without JavaScript: the search form, filters, sorting and pagination are links and GET forms. */
test.use({ javaScriptEnabled: false });

const LONDON = "/cn/united-kingdom/london/apartments";

test("the search box is a GET form to a results page listing the same results", async ({ page }) => {
  await page.goto(LONDON);
  const input = page.getByTestId("search-input").first();
  await input.fill("London");
  await input.press("Enter");
  await expect(page).toHaveURL(/\/cn\/search\?keyword=London/);
  const results = page.getByTestId("search-result");
  await expect(results.first()).toBeVisible();
  await expect(results.first().locator("mark").first()).toHaveText(/london/i);
  const suggestions = await (await page.request.get("/cn/search.json?keyword=London")).json();
  await expect(results).toHaveCount(suggestions.list.length);
  await results.first().click();
  await expect(page).toHaveURL(/\/cn\/united-kingdom\/london\/apartments$/);
});

test("filters and sort apply through the GET form and land on the canonical URL", async ({ page }) => {
  await page.goto(LONDON);
  const before = Number((await page.getByTestId("listing-count").textContent())!.replace(/\D/g, ""));
  await page.getByTestId("filter-type").locator("summary").click();
  await page.getByTestId("filter-type").locator('input[value="ensuite"]').check();
  await page.getByTestId("sort-select").selectOption("price_desc");
  await page.getByTestId("filter-apply").click();
  await expect(page).toHaveURL(/\/apartments\/type-ensuite_sort-price-desc$/);
  const after = Number((await page.getByTestId("listing-count").textContent())!.replace(/\D/g, ""));
  expect(after).toBeLessThanOrEqual(before);
  await expect(page.getByTestId("filter-type").locator('input[value="ensuite"]')).toBeChecked();
});

test("a price range filters by the typed bounds", async ({ page }) => {
  await page.goto(LONDON);
  await page.getByTestId("filter-form").locator("summary").first().click();
  await page.getByTestId("price-max").fill("200");
  await page.getByTestId("filter-apply").click();
  await expect(page).toHaveURL(/\/apartments\/price-0-200$/);
  const prices = await page.getByTestId("apartment-card").locator("strong").allTextContents();
  for (const p of prices) expect(Number(p.replace(/[^\d.]/g, ""))).toBeLessThanOrEqual(200);
});

test("pagination links work", async ({ page }) => {
  await page.goto(LONDON);
  await page.getByTestId("pagination").getByRole("link", { name: "第 2 页" }).click();
  await expect(page).toHaveURL(/\/apartments\/page-2$/);
  await expect(page.getByTestId("apartment-card").first()).toBeVisible();
});

test("the favourite toggle sends a visitor to the login dialog", async ({ page }) => {
  await page.goto(LONDON);
  await page.getByTestId("favourite-toggle").first().click();
  await expect(page).toHaveURL(/\/cn\/united-kingdom\/london\/apartments\?login=sms&report=1$/);
  await expect(page.getByTestId("login-dialog")).toBeVisible();
});

test("preview-media works with links", async ({ page }) => {
  await page.goto(LONDON);
  await page.getByTestId("apartment-link").first().click();
  await page.getByTestId("gallery-all").click();
  await expect(page.getByTestId("preview-counter")).toHaveText(/^1 \/ \d+$/);
  await page.getByTestId("preview-next").click();
  await expect(page.getByTestId("preview-counter")).toHaveText(/^2 \/ \d+$/);
  await page.getByTestId("preview-close").click();
  await expect(page).toHaveURL(/\/cn\/apartment\/[a-z0-9]+$/);
});
