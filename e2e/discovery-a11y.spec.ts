import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

/** No serious or critical axe violations on the discovery pages, in both languages. */
const PATHS = ["/", "/united-kingdom", "/united-kingdom/london", "/united-kingdom/london/apartments", "/united-kingdom/london/university-college-london/apartments", "/search?keyword=lon"];

for (const lang of ["cn", "en"]) {
  for (const path of PATHS) {
    test(`/${lang}${path}: no serious axe violations`, async ({ page }) => {
      await page.goto(`/${lang}${path}`);
      await page.waitForLoadState("networkidle");
      await expectNoSerious(page);
    });
  }

  test(`/${lang} apartment, room and preview pages: no serious axe violations`, async ({ page }) => {
    // Three page loads and three axe scans of the largest pages: about 27 s beside another worker.
    test.setTimeout(90_000);
    await page.goto(`/${lang}/united-kingdom/london/apartments`);
    await page.getByTestId("apartment-link").first().click();
    await page.waitForLoadState("networkidle");
    await expectNoSerious(page);
    await page.getByTestId("room-link").first().click();
    await page.waitForLoadState("networkidle");
    await expectNoSerious(page);
    await page.goBack();
    await page.getByTestId("gallery-all").click();
    await expect(page.getByTestId("preview-media")).toBeVisible();
    await expectNoSerious(page);
  });
}

async function expectNoSerious(page: import("@playwright/test").Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, nodes: v.nodes.slice(0, 5).map((n) => n.target.join(" ")) }));
  expect(serious, page.url()).toEqual([]);
}
