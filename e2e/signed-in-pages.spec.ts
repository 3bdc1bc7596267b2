import { expect, test, type Page } from "@playwright/test";
import { login } from "./student-helpers";

/**
 * A signed-in student's catalogue page made from the visitors' kept document
 * (docs/decisions/033-signed-in-pages.md) hydrates as the student's page: no hydration error in
 * the console, the hearts and the user menu work, and the page shows the student's own state.
 */
const LISTING = "/en/united-kingdom/london/apartments";
const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.loginDialog === "ready");

/** React's production hydration errors (418: text, 423: the root re-rendered on the client, 425: text content) and dev warnings. */
const HYDRATION = /hydrat|did not match|Minified React error #(418|419|422|423|425)/i;

test("a student's listing and room pages from the kept document hydrate without a mismatch; hearts and menu work", async ({ page }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  page.on("console", (m) => {
    if ((m.type() === "error" || m.type() === "warning") && HYDRATION.test(m.text())) problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(e.message));

  // A visitor's view keeps the page.
  await page.goto(LISTING);
  await login(page, LISTING);
  const shown = await page.goto(LISTING);
  expect(shown?.headers()["server-timing"]).toContain("personal parts");
  await hydrated(page);

  const card = page.getByTestId("apartment-card").first();
  const heart = card.getByTestId("favourite-toggle");
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");

  // Again from the kept document: the saved heart is the student's own, before and after hydration.
  const again = await page.goto(LISTING);
  expect(again?.headers()["server-timing"]).toContain("personal parts");
  await expect(page.getByTestId("apartment-card").first().getByTestId("favourite-toggle")).toHaveAttribute("aria-pressed", "true");
  await hydrated(page);
  await expect(page.getByTestId("apartment-card").first().getByTestId("favourite-toggle")).toHaveAttribute("aria-pressed", "true");

  // The user menu opens, and a client navigation to a room keeps the student signed in.
  await page.getByTestId("user-menu").locator("summary").click();
  await expect(page.getByTestId("user-menu-panel")).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByTestId("apartment-card").first().getByTestId("apartment-link").click();
  await expect(page).toHaveURL(/\/apartment\//);
  await expect(page.getByTestId("user-menu")).toBeAttached();
  await page.locator('a[href*="/room/"]').first().click();
  await expect(page).toHaveURL(/\/room\//);
  await expect(page.getByTestId("favourite-toggle")).toHaveAttribute("aria-pressed", "true");

  // The room page itself from the kept document.
  const room = page.url();
  await page.goto(room);
  await hydrated(page);
  await expect(page.getByTestId("favourite-toggle")).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("user-menu")).toBeAttached();
  expect(problems).toEqual([]);
});
