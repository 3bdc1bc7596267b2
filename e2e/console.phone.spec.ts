import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN } from "./e2e-env";
import { expectNoSideways } from "./phone-helpers";
import { findRoom } from "./student-helpers";

/**
 * The console on a phone: a landlord or an adviser away from a desk answers from the phone, so
 * every console page fits the screen (nothing to scroll sideways to; wide tables scroll inside
 * their own box), swept at the small phone's width and at 360px, in both languages.
 */
const PATHS = [
  "/ops",
  "/ops/applications",
  "/ops/orders",
  "/ops/apartments",
  "/ops/service",
  "/ops/feedback",
  "/ops/reviews",
  "/ops/roommates",
  "/ops/leads",
  "/ops/verification",
  "/ops/staff",
  "/ops/audit",
  "/ops/feed",
  "/ops/documents",
  "/ops/gifts",
  "/ops/help",
  "/ops/help/new",
  "/ops/help/category/new",
  "/ops/invite",
  "/ops/account",
  "/ops/password",
];

async function signIn(page: Page) {
  await page.goto("/ops/login");
  await expectNoSideways(page, "/ops/login");
  await page.locator('input[name="email"]').fill(E2E_ADMIN.email);
  await page.locator('input[name="password"]').fill(E2E_ADMIN.password);
  await page.locator('form button[type="submit"]').last().tap();
  await expect(page).not.toHaveURL(/\/ops\/login/);
}

test("no console page scrolls sideways on a phone, in either language", async ({ page }, info) => {
  test.skip(info.project.name !== "phone-small", "swept once, on the small phone");
  test.setTimeout(180_000);
  await signIn(page);
  const apartment = `/ops/apartments/${(await findRoom(page.request)).buildingCode}`;
  const seen: string[] = [];
  for (let round = 0; round < 2; round += 1) {
    // The console's language is the staff member's choice: the bar's switch changes it.
    if (round === 1) {
      await page.goto("/ops");
      await page.locator('button[name="lang"]').tap();
      await expect(page.locator("div[lang]:has(> header)")).not.toHaveAttribute("lang", seen[0]);
    }
    for (const path of [...PATHS, apartment]) {
      await page.goto(path, { waitUntil: "domcontentloaded" });
      const lang = (await page.locator("div[lang]:has(> header)").getAttribute("lang"))!;
      await expectNoSideways(page, `${path} (${lang})`);
      const size = page.viewportSize()!;
      await page.setViewportSize({ width: 360, height: size.height });
      await expectNoSideways(page, `${path} (${lang}) at 360px`);
      await page.setViewportSize(size);
      if (path === "/ops") seen.push(lang);
    }
  }
  expect(new Set(seen).size, "both languages swept").toBe(2);
});
