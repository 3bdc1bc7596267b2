import { expect, test, type Page } from "@playwright/test";
import { expectAxeClean, expectNoSideways } from "./phone-helpers";
import { findRoom, login } from "./student-helpers";

/**
 * Every page in both languages fits the phone's screen (nothing to scroll sideways to), swept
 * on the small phone at its width and at 360px (the narrowest a page must fit; a wider phone
 * fits what these fit); axe finds nothing serious on the phone layout of the main pages, on
 * the large phone. Each sweep runs once, to keep the suite short. Codes (apartment, room, help question, roommate post, the
 * student's application and order) are read from the running site.
 */
const LANGS = ["cn", "en"] as const;

async function visitorPaths(page: Page): Promise<string[]> {
  const room = await findRoom(page.request);
  await page.goto("/cn/help");
  const helpQuestion = (await page.locator('a[href^="/cn/help/"]').evaluateAll((as) => as.map((a) => a.getAttribute("href")!))).find((h) => h.split("/").length === 5);
  await page.goto("/cn/roommates");
  // A post when the board has one (the suite's own specs add them; a fresh site has none).
  const post = (await page.locator('a[href^="/cn/roommates/"]').evaluateAll((as) => as.map((a) => a.getAttribute("href")!)))[0];
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
  "/user/documents",
  "/user/my-data",
  "/sitemap?dialog=cooperation",
  "/sitemap?dialog=feedback",
];

async function sweep(page: Page, paths: string[]) {
  for (const lang of LANGS) {
    for (const path of paths) {
      const url = `/${lang}${path === "/" ? "/" : path}`;
      // The layout is known once the document and its styles are in (images have their sizes).
      await page.goto(url, { waitUntil: "domcontentloaded" });
      await expectNoSideways(page, url);
      const size = page.viewportSize()!;
      await page.setViewportSize({ width: 360, height: size.height });
      await expectNoSideways(page, `${url} at 360px`);
      await page.setViewportSize(size);
    }
  }
}

test("no visitor page scrolls sideways, in either language", async ({ page }, info) => {
  test.skip(info.project.name !== "phone-small", "swept once, on the small phone");
  test.setTimeout(240_000);
  await sweep(page, await visitorPaths(page));
});

test("no page of the student's corner or its dialogs scrolls sideways", async ({ page }, info) => {
  test.skip(info.project.name !== "phone-small", "swept once, on the small phone");
  test.setTimeout(180_000);
  await login(page, "/cn/user");
  await sweep(page, STUDENT_PATHS);
});

test("axe: no serious violation on the phone layout of the main pages", async ({ page }, info) => {
  test.skip(info.project.name !== "phone-large", "checked once, on the large phone");
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

test("the phone layouts of home, listing, apartment and room do not shift as they load (CLS ≤ 0.1)", async ({ page }, info) => {
  test.skip(info.project.name !== "phone-large", "measured once, on the large phone");
  const room = await findRoom(page.request);
  await page.addInitScript(() => {
    (window as unknown as { cls: number }).cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) (window as unknown as { cls: number }).cls += e.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  for (const path of ["/cn/", "/cn/united-kingdom/london/apartments", `/cn/apartment/${room.buildingCode}`, `/cn/apartment/${room.buildingCode}/room/${room.roomCode}`]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const cls = await page.evaluate(() => (window as unknown as { cls: number }).cls);
    expect(cls, `${path}: cumulative layout shift`).toBeLessThanOrEqual(0.1);
  }
});

test("photos shown the width of the phone are sharp: the browser picks a file at least as wide as they are drawn", async ({ page }) => {
  const room = await findRoom(page.request);
  for (const [path, selector] of [
    ["/cn/united-kingdom/london/apartments", "article[id^=card-] picture img"],
    [`/en/apartment/${room.buildingCode}`, "[data-testid=gallery] img"],
  ] as const) {
    await page.goto(path);
    const img = page.locator(selector).first();
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.currentSrc !== "")).toBe(true);
    const { chosen, needed, widest } = await img.evaluate((el: HTMLImageElement) => {
      const widthOf = (url: string) => Number(/\/images\/(\d+)\//.exec(url)?.[1] ?? 0);
      const offered = (el.parentElement?.querySelector("source")?.getAttribute("srcset") ?? el.srcset).split(",").map((c) => widthOf(c.trim().split(" ")[0]));
      return { chosen: widthOf(el.currentSrc), needed: el.getBoundingClientRect().width * devicePixelRatio, widest: Math.max(...offered) };
    });
    expect(chosen, `${path}: file width for a photo drawn ${Math.round(needed)} device pixels wide`).toBeGreaterThanOrEqual(Math.min(widest, needed * 0.9));
  }
});
