import { expect, test, type Page } from "@playwright/test";
import { findRoom, login, toggleFavourite } from "./student-helpers";

/**
 * Every image URL the markup asks for exists. Each page type is rendered (in
 * both languages where the markup differs) and every `img src`, `img srcset` and
 * `source srcset` candidate is requested: all must answer 200 with an image.
 */
async function imageUrls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const urls = new Set<string>();
    const add = (u: string | null) => {
      if (!u || u.startsWith("data:")) return;
      const url = new URL(u, location.href);
      // The site's own images only: map tiles come from the configured tile provider.
      if (url.origin === location.origin) urls.add(url.pathname + url.search);
    };
    for (const img of Array.from(document.querySelectorAll("img"))) add(img.getAttribute("src"));
    for (const el of Array.from(document.querySelectorAll("img[srcset], source[srcset], link[imagesrcset]"))) {
      const set = el.getAttribute("srcset") ?? el.getAttribute("imagesrcset") ?? "";
      for (const part of set.split(",")) add(part.trim().split(/\s+/)[0] || null);
    }
    for (const link of Array.from(document.querySelectorAll('link[rel="preload"][as="image"]'))) add(link.getAttribute("href"));
    return [...urls];
  });
}

async function expectAllServed(page: Page, path: string, seen: Set<string>) {
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(path.endsWith("/404") ? 404 : 200);
  const urls = await imageUrls(page);
  expect(urls.length, `${path} has images`).toBeGreaterThan(0);
  for (const url of urls) {
    if (seen.has(url)) continue;
    seen.add(url);
    const r = await page.request.get(url);
    expect(r.status(), `${url} on ${path}`).toBe(200);
    expect(r.headers()["content-type"], url).toMatch(/^image\//);
  }
}

test("every img and srcset URL of every page type answers 200", async ({ page }) => {
  test.setTimeout(180_000);
  const { buildingCode, roomCode } = await findRoom(page.request);
  const seen = new Set<string>();
  const pages = [
    "/",
    "/united-kingdom",
    "/united-kingdom/london",
    "/united-kingdom/london/apartments",
    "/united-kingdom/apartments",
    "/united-kingdom/london/university-college-london",
    "/united-kingdom/london/university-college-london/apartments",
    `/apartment/${buildingCode}`,
    `/apartment/${buildingCode}/room/${roomCode}`,
    `/preview-media?code=${buildingCode}`,
    "/promotion/recommend",
    "/promotion/national-day-delsk",
    "/search?keyword=London",
    "/academic-year-booking",
    "/common/custom-form",
    "/sitemap",
    "/manuals",
    "/404",
  ];
  for (const lang of ["cn", "en"]) {
    for (const p of pages) await expectAllServed(page, `/${lang}${p}`, seen);
  }
  // The student area (logged in): favourites show apartment photos.
  await login(page, `/cn/apartment/${buildingCode}`);
  await toggleFavourite(page, page.getByTestId("favourite-toggle").first());
  await expect(page.getByTestId("favourite-toggle").first()).toHaveAttribute("aria-pressed", "true");
  for (const p of ["/cn/user/collections", "/cn/user/profiles", "/cn/user/applications", "/en/user/collections"]) await expectAllServed(page, p, seen);
});

test("the promotion hero asks only for served widths (no 404 behind the banner)", async ({ page }) => {
  for (const path of ["/cn/promotion/national-day-delsk", "/en/promotion/recommend"]) {
    await page.goto(path);
    const hero = page.locator("[data-testid^=promotion-] > header img").first();
    const set = (await page.locator("[data-testid^=promotion-] > header picture source").first().getAttribute("srcset")) ?? "";
    expect(set).toContain("/1200/");
    expect(set).not.toContain("/1280/");
    // The browser actually loaded the hero.
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
});
