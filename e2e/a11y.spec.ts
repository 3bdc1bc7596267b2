import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

/**
 * No console errors and no serious or critical axe violations (WCAG 2 A and AA) on the home
 * page, the common pages and the 404 page, in both languages.
 */
const PAGES = [
  "/cn/",
  "/en/",
  "/cn/common/privacy",
  "/en/common/privacy",
  "/cn/common/introduce",
  "/en/common/product-service",
  "/cn/common/email-activation?status=expired",
  "/en/sitemap",
  "/cn/no/such/page",
  "/en/no/such/page",
];

for (const path of PAGES) {
  test(`${path}: no console errors, no serious axe violations`, async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
    page.on("console", (msg) => {
      if (msg.type() !== "error") return;
      // The 404 page's own document status is reported as a failed resource; nothing else may fail.
      if (/status of 404/.test(msg.text()) && msg.location().url === page.url()) return;
      errors.push(msg.text());
    });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    const serious = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 5).map((n) => n.target.join(" ")) }));
    expect(serious).toEqual([]);
    expect(errors).toEqual([]);
  });
}
