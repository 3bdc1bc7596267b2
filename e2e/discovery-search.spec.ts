import { expect, test, type Page } from "@playwright/test";

/**
 * Search that understands what students type, in the browser: aliases in the
 * dropdown ("UCL · 伦敦大学学院"), page-language place names, countries (the country page's
 * prefilled box finds its cities, and the results page links to the country page), with and
 * without JavaScript, in both languages. Small seed: the UK, Australia, the US and Canada.
 */
async function searchReady(page: Page) {
  await expect(page.locator('[data-testid="search-box"][data-ready]').first()).toBeAttached();
  return page.getByTestId("search-input").first();
}

test.describe("with JavaScript", () => {
  test("cn: an abbreviation suggests the school first, says it came through the alias, in Chinese", async ({ page }) => {
    await page.goto("/cn/united-kingdom/london/apartments");
    const input = await searchReady(page);
    await input.fill("");
    await input.pressSequentially("ucl", { delay: 30 });
    const first = page.getByTestId("search-option").first();
    await expect(first).toBeVisible();
    await expect(first.getByTestId("search-alias")).toHaveText("UCL");
    await expect(first).toContainText("UCL · 伦敦大学学院");
    await expect(first).toContainText("University College London");
    await expect(first.getByTestId("search-place")).toHaveText("伦敦");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/cn\/united-kingdom\/london\/university-college-london\/apartments$/);
  });

  // The results page's box searches everywhere (a place page's box is scoped to that place).
  test("en: a Chinese short name finds the school; English names and places first", async ({ page }) => {
    await page.goto("/en/search");
    await searchReady(page);
    const input = page.getByRole("main").getByTestId("search-input");
    await input.fill("");
    await input.pressSequentially("曼大", { delay: 30 });
    const first = page.getByTestId("search-option").first();
    await expect(first).toBeVisible();
    await expect(first).toContainText("曼大 · The University of Manchester");
    await expect(first).toContainText("曼彻斯特大学");
    await expect(first.getByTestId("search-place")).toHaveText("Manchester");
  });

  test("cn: every suggestion's place is in Chinese", async ({ page }) => {
    await page.goto("/cn/search");
    const input = page.getByRole("main").getByTestId("search-input");
    await expect(page.locator('[data-testid="search-box"][data-ready]').first()).toBeAttached();
    await input.fill("");
    await input.pressSequentially("univ", { delay: 30 });
    await expect(page.getByTestId("search-option").first()).toBeVisible();
    const places = await page.getByTestId("search-place").allTextContents();
    expect(places.length).toBeGreaterThan(2);
    for (const p of places) expect(p).toMatch(/\p{Script=Han}/u);
  });

  for (const [lang, name] of [["cn", "英国"], ["en", "United Kingdom"]] as const) {
    test(`${lang}: the country page's prefilled box finds that country's cities`, async ({ page }) => {
      await page.goto(`/${lang}/united-kingdom`);
      const input = await searchReady(page);
      await expect(input).toHaveValue(name);
      // Typing in the prefilled box asks for suggestions: the UK's cities.
      await input.press("End");
      await input.press("Space");
      const first = page.getByTestId("search-option").first();
      await expect(first).toBeVisible();
      await expect(first).toHaveAttribute("href", `/${lang}/united-kingdom/london/apartments`);
      // Submitting it opens the results page, with the country link.
      await page.getByRole("search").first().getByRole("button").click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/search\\?keyword=`));
      await expect(page.getByTestId("search-result").first()).toHaveAttribute("href", `/${lang}/united-kingdom/london/apartments`);
      await expect(page.getByTestId("search-country-link")).toHaveAttribute("href", `/${lang}/united-kingdom`);
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const [lang, keyword, country] of [["cn", "澳洲", "澳大利亚"], ["en", "UK", "United Kingdom"]] as const) {
    test(`${lang}: a country keyword lists its cities and links to the country page`, async ({ page }) => {
      await page.goto(`/${lang}/search?keyword=${encodeURIComponent(keyword)}`);
      const results = page.getByTestId("search-result");
      await expect(results.first()).toBeVisible();
      const link = page.getByTestId("search-country-link");
      await expect(link).toContainText(country);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/${lang === "cn" ? "australia" : "united-kingdom"}$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }

  test("cn: the country page's prefilled box submits and finds results", async ({ page }) => {
    await page.goto("/cn/united-kingdom");
    const input = page.getByTestId("search-input").first();
    await expect(input).toHaveValue("英国");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/cn\/search\?keyword=/);
    await expect(page.getByTestId("search-result").first()).toHaveAttribute("href", "/cn/united-kingdom/london/apartments");
  });

  for (const [lang, keyword] of [["cn", "ＵＣＬ"], ["en", "kcl"], ["en", "londn"]] as const) {
    test(`${lang}: ${keyword} finds what was meant first`, async ({ page }) => {
      await page.goto(`/${lang}/search?keyword=${encodeURIComponent(keyword)}`);
      const first = page.getByTestId("search-result").first();
      const expected = { "ＵＣＬ": "/cn/united-kingdom/london/university-college-london/apartments", kcl: "/en/united-kingdom/london/kings-college-london/apartments", londn: "/en/united-kingdom/london/apartments" }[keyword];
      await expect(first).toHaveAttribute("href", expected);
      if (keyword !== "londn") await expect(first.getByTestId("search-alias")).toBeVisible();
    });
  }
});
