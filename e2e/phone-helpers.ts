import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

/** Helpers of the phone specs (e2e/*.phone.spec.ts, run by the phone-small and phone-large projects). */

/** The document is no wider than the screen: nothing to scroll sideways to. */
export async function expectNoSideways(page: Page, what = page.url()) {
  const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(scroll, `${what}: document ${scroll}px wide on a ${inner}px screen`).toBeLessThanOrEqual(inner);
}

/** The element lies within the screen, left to right. */
export async function expectOnScreen(el: Locator) {
  const { left, right, vw } = await el.evaluate((e) => {
    const r = e.getBoundingClientRect();
    return { left: r.left, right: r.right, vw: window.innerWidth };
  });
  expect(left, "left edge on screen").toBeGreaterThanOrEqual(-0.5);
  expect(right, "right edge on screen").toBeLessThanOrEqual(vw + 0.5);
}

/** A control a thumb can hit: at least 44 × 44 CSS pixels. */
export async function expectTouchTarget(el: Locator) {
  const box = (await el.boundingBox())!;
  expect(box.height, "44px tall").toBeGreaterThanOrEqual(43.5);
  expect(box.width, "44px wide").toBeGreaterThanOrEqual(43.5);
}

/** No serious or critical axe violation (WCAG 2.1 A and AA). */
export async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, nodes: v.nodes.slice(0, 5).map((n) => n.target.join(" ")) }));
  expect(serious, page.url()).toEqual([]);
}

/** Opens the header's menu (logo, search and a menu button on a phone) and waits for it. */
export async function openMenu(page: Page) {
  await page.getByTestId("phone-menu").tap();
  await expect(page.getByTestId("tab-helpCenter")).toBeVisible();
}
