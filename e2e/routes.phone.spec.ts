import { expect, test, type Page } from "@playwright/test";
import { expectAxeClean, expectNoSideways } from "./phone-helpers";
import { findRoom, login } from "./student-helpers";

/**
 * Every page in both languages fits the phone's screen (nothing to scroll sideways to) at the
 * project's width and, on the small phone, at 360px too; axe finds nothing serious on the phone
 * layout of the main pages. Codes (apartment, room, help question, roommate post, the
 * student's application and order) are read from the running site.
 */
const LANGS = ["cn", "en"] as const;

async function visitorPaths(page: Page): Promise<string[]> {
  const room = await findRoom(page.request);
  await page.goto("/cn/help");
  const helpQuestion = (await page.locator('a[href^="/cn/help/"]').evaluateAll((as) => as.map((a) => a.getAttribute("href")!))).find((h) => h.split("/").length === 5);
  await page.goto("/cn/roommates");
  const post = await page.locator('a[href^="/cn/roommates/"]').first().getAttribute("href").catch(() => null);
  const strip = (p: string | null | undefined) => (p ? p.replace(/^\/cn/, "") : null);
  return [
    "/",
    "/united-kingdom",
    "/united-kingdom/london",
    "/united-kingdom/apartments",
    "/united-kingdom/london/apartments",
    "/united-kingdom/london/apartments?view=map",
    "/academic-year-booking",
    `/apartment/${room.buildingCode}`,
    `/apartment/${room.buildingCode}/review`,
    `/apartment/${room.buildingCode}/room/${room.roomCode}`,
    `/preview-media?code=${room.buildingCode}&i=0`,
    "/search?keyword=london",
    "/help",
    strip(helpQuestion?.split("/").slice(0, 4).join("/")),
    strip(helpQuestion),
    "/roommates",
    strip(post),
    "/sitemap",
    "/manuals",
    "/mobile?from=/cn/help",
    "/cooperation",
    "/feedback",
    "/login",
    "/promotion/recommend",
    "/promotion/national-day-delsk",
    "/common/introduce",
    "/common/introduce-cn",
    "/common/product-service",
    "/common/privacy",
    "/common/user-agreement",
    "/common/service-agreement",
    "/common/payment-agreement",
    "/common/custom-form",
    "/common/email-activation?status=expired",
    "/no/such/page",
    "/sitemap?login=sms&report=1",
    "/sitemap?login=pwd",
  ].filter((p): p is string => !!p);
}

const STUDENT_PATHS = [
  "/user",
  "/user/account-setting",
  "/user/applications",
  "/user/collections",
  "/user/feedback",
  "/user/gifts",
  "/user/history",
  "/user/profiles",
  "/user/publish",
  "/user/publish/new",
  "/user/roommates",
  "/user/service",
  "/sitemap?dialog=cooperation",
  "/sitemap?dialog=feedback",
];

async function sweep(page: Page, paths: string[], narrow: boolean) {
  for (const lang of LANGS) {
    for (const path of paths) {
      const url = `/${lang}${path === "/" ? "/" : path}`;
      // The layout is known once the document and its styles are in (images have their sizes).
      await page.goto(url, { waitUntil: "domcontentloaded" });
      await expectNoSideways(page, url);
      if (narrow) {
        const size = page.viewportSize()!;
        await page.setViewportSize({ width: 360, height: size.height });
        await expectNoSideways(page, `${url} at 360px`);
        await page.setViewportSize(size);
      }
    }
  }
}

test("no visitor page scrolls sideways, in either language", async ({ page }, info) => {
  test.setTimeout(240_000);
  await sweep(page, await visitorPaths(page), info.project.name === "phone-small");
});

test("no page of the student's corner, its application or its dialogs scrolls sideways", async ({ page }, info) => {
  test.setTimeout(180_000);
  await login(page, "/cn/user");
  await sweep(page, STUDENT_PATHS, info.project.name === "phone-small");
});

test("axe: no serious violation on the phone layout of the main pages", async ({ page }) => {
  test.setTimeout(120_000);
  const room = await findRoom(page.request);
  for (const path of [
    "/cn/",
    "/en/united-kingdom/london/apartments",
    `/cn/apartment/${room.buildingCode}`,
    `/en/apartment/${room.buildingCode}/room/${room.roomCode}`,
    "/cn/help",
    "/en/mobile?from=/en/help",
  ]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expectAxeClean(page);
  }
  // With the header's menu and the filter sheet open.
  await page.goto("/en/united-kingdom/london/apartments");
  await page.getByTestId("phone-menu").tap();
  await page.getByTestId("filter-sheet-open").tap();
  await expect(page.getByTestId("filter-form")).toBeVisible();
  await expectAxeClean(page);
});
