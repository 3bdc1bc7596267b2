import { expect, test, type Page } from "@playwright/test";
import { getCodeWithSlider, hydrated, newMobile, waitForCode } from "./accounts-helpers";
import { allSitemaps } from "./sitemap-helpers";

/**
 * Discovery: the search island, listings with filters and pagination, the apartment
 * and room pages, preview-media and the favourite toggle. Small seed: United Kingdom / London.
 */
const LONDON = "/en/united-kingdom/london/apartments";

/** The first search box, once hydrated (it then marks itself data-ready). */
async function searchReady(page: Page) {
  await expect(page.locator('[data-testid="search-box"][data-ready]').first()).toBeAttached();
  return page.getByTestId("search-input").first();
}

test.describe("search box", () => {
  test("prefills the place, highlights matches, moves with the keys and opens the active result", async ({ page }) => {
    await page.goto(LONDON);
    const input = await searchReady(page);
    await expect(input).toHaveValue("London");
    await input.fill("");
    await expect(page.getByTestId("search-dropdown")).toBeHidden();
    await input.pressSequentially("lond", { delay: 30 });
    const options = page.getByTestId("search-option");
    await expect(options.first()).toBeVisible();
    await expect(options.first().locator("mark").first()).toHaveText(/lond/i);
    const dropdown = await page.getByTestId("search-dropdown").boundingBox();
    expect(dropdown!.width).toBeLessThanOrEqual(600);
    expect(dropdown!.height).toBeLessThanOrEqual(516);
    await input.press("ArrowDown");
    await input.press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    const target = await options.nth(1).getAttribute("href");
    await input.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    const response = await page.request.get(target!);
    expect(response.status()).toBe(200);
  });

  test("enter without moving opens the first result", async ({ page }) => {
    await page.goto(LONDON);
    const input = await searchReady(page);
    await input.fill("");
    await input.pressSequentially("University College", { delay: 20 });
    const first = page.getByTestId("search-option").first();
    await expect(first).toBeVisible();
    const target = await first.getAttribute("href");
    await input.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    expect(target).toBe("/en/united-kingdom/london/university-college-london/apartments");
  });

  test("no results shows the empty tip; blur closes", async ({ page }) => {
    await page.goto(LONDON);
    const input = await searchReady(page);
    await input.fill("");
    await input.pressSequentially("zzqxj", { delay: 20 });
    await expect(page.getByTestId("search-empty")).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(page.getByTestId("search-dropdown")).toBeHidden();
  });

  test("history keeps the 3 newest, without duplicates", async ({ page }) => {
    await page.goto("/en/united-kingdom/apartments");
    // After the first, searches are scoped to London (countryId and cityId are sent when known).
    for (const keyword of ["London", "University College", "Imperial", "London", "King's College"]) {
      const input = await searchReady(page);
      await input.fill("");
      await input.pressSequentially(keyword, { delay: 15 });
      await expect(page.getByTestId("search-option").first()).toBeVisible();
      const before = page.url();
      await input.press("Enter");
      await page.waitForURL((u) => u.toString() !== before);
    }
    const history = await page.evaluate(() => JSON.parse(localStorage.getItem("searchHistoryArr") ?? "[]") as { name: string; enName: string }[]);
    expect(history.map((h) => h.enName)).toEqual([expect.stringMatching(/King's College/), "London", expect.stringMatching(/Imperial/)]);
    const input = await searchReady(page);
    await input.fill("");
    await input.blur();
    await input.focus();
    await expect(page.getByTestId("search-option")).toHaveCount(3);
  });
});

test.describe("listings", () => {
  test("the city listing has 10+ apartment links and page 2; the apartment and a room answer 200", async ({ page }) => {
    for (const lang of ["cn", "en"]) {
      const res = await page.goto(`/${lang}/united-kingdom/london/apartments`);
      expect(res?.status()).toBe(200);
      await expect(page.getByTestId("apartment-link")).toHaveCount(12);
      await expect(page.getByTestId("pagination").getByRole("link", { name: /2/ }).first()).toHaveAttribute("href", `/${lang}/united-kingdom/london/apartments/page-2`);
      await expect(page).toHaveTitle(lang === "en" ? /London student apartments/ : /伦敦学生公寓/);
    }
    await page.getByTestId("apartment-link").first().click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const roomHref = await page.getByTestId("room-link").first().getAttribute("href");
    expect((await page.request.get(roomHref!)).status()).toBe(200);
  });

  test("a filter changes the results and the URL", async ({ page }) => {
    await page.goto(LONDON);
    const count = async () => Number((await page.getByTestId("listing-count").textContent())!.replace(/\D/g, ""));
    const before = await count();
    await page.getByTestId("filter-type").locator("summary").click();
    await page.getByTestId("filter-type").getByLabel("Studio").check();
    await expect(page).toHaveURL(/\/apartments\/type-studio$/);
    expect(await count()).toBeLessThanOrEqual(before);
    await page.getByTestId("sort-select").selectOption("price_asc");
    await expect(page).toHaveURL(/\/apartments\/type-studio_sort-price-asc$/);
    const prices = await page.getByTestId("apartment-card").locator("strong").allTextContents();
    const numbers = prices.map((p) => Number(p.replace(/[^\d.]/g, "")));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });

  test("pagination moves to page 2", async ({ page }) => {
    await page.goto(LONDON);
    const first = await page.getByTestId("apartment-link").first().textContent();
    await page.getByTestId("pagination").getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/apartments\/page-2$/);
    await expect(page.getByTestId("pagination").locator('[aria-current="page"]')).toHaveText("2");
    await expect(page.getByTestId("apartment-link").first()).not.toHaveText(first!);
  });

  test("the school listing of a London university answers and sorts by distance", async ({ page }) => {
    const res = await page.goto("/cn/united-kingdom/london/university-college-london/apartments/sort-distance");
    expect(res?.status()).toBe(200);
    await expect(page.getByTestId("apartment-card").first()).toContainText("伦敦大学学院");
  });

  test("non-canonical filter segments redirect to the canonical one; unknown places are 404", async ({ page }) => {
    await page.goto(`${LONDON}/page-1_sort-price-asc_type-ensuite-studio`);
    await expect(page).toHaveURL(/\/apartments\/type-studio-ensuite_sort-price-asc$/);
    expect((await page.request.get("/en/united-kingdom/atlantis/apartments")).status()).toBe(404);
    expect((await page.request.get("/en/narnia")).status()).toBe(404);
  });
});

test.describe("hydration", () => {
  // The pages' loader data carries only what their components read (app/lib/apartment.server.ts)
  // and their lines of text are single text nodes: the browser's render must still match the
  // server's HTML, or React says so on the console and renders the page again.
  test("home, a city listing, an apartment and a room hydrate in both languages without a console error", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" || m.type() === "warning") errors.push(`${page.url()}: ${m.text()}`);
    });
    page.on("pageerror", (e) => errors.push(`${page.url()}: ${e.message}`));
    // Remix's router is on window once the browser build has taken over; the parts below the
    // fold hydrate at idle priority after it, so the network and the main thread settle first.
    const hydrated = async () => {
      await page.waitForFunction(() => "__remixRouter" in window);
      await page.waitForLoadState("networkidle");
      await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null))));
    };
    for (const lang of ["cn", "en"]) {
      await page.goto(`/${lang}/`);
      await hydrated();
      await page.goto(`/${lang}/united-kingdom/london/apartments`);
      await hydrated();
      const apartment = await page.getByTestId("apartment-link").first().getAttribute("href");
      await page.goto(apartment!);
      await hydrated();
      await expect(page.getByTestId("room-row").first()).toBeVisible();
      // A room link navigates in the browser once hydrated (no document request).
      const documents: string[] = [];
      page.on("request", (r) => {
        if (r.resourceType() === "document") documents.push(r.url());
      });
      await page.getByTestId("room-link").first().click();
      await expect(page.getByTestId("room-attributes")).toBeVisible();
      await hydrated();
      expect(documents).toEqual([]);
      page.removeAllListeners("request");
      await page.goto(page.url());
      await hydrated();
      await expect(page.getByTestId("room-attributes")).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
});

test.describe("apartment detail", () => {
  test("each room type lists its first three rooms, free ones first; the rest open and fold by a link, with and without JavaScript, in both languages", async ({ browser, baseURL }) => {
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ baseURL, javaScriptEnabled, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const settled = async () => {
        if (!javaScriptEnabled) return;
        await page.waitForFunction(() => "__remixRouter" in window);
        await page.waitForLoadState("networkidle");
      };
      for (const lang of ["cn", "en"] as const) {
        // An apartment with a room type of more than three rooms.
        await page.goto(`/${lang}/united-kingdom/london/apartments`);
        const hrefs = await page.getByTestId("apartment-link").evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
        let found = false;
        for (const href of hrefs) {
          await page.goto(href);
          if ((await page.getByTestId("room-group-all").count()) > 0) {
            found = true;
            break;
          }
        }
        expect(found).toBe(true);
        await settled();
        const group = page.getByTestId("room-group").filter({ has: page.getByTestId("room-group-all") }).first();
        const all = group.getByTestId("room-group-all");
        await expect(group.getByTestId("room-row")).toHaveCount(3);
        const total = Number((await all.textContent())!.match(/\d+/)![0]);
        expect(total).toBeGreaterThan(3);
        await expect(all).toHaveText(lang === "cn" ? `查看全部 ${total} 间房` : `Show all ${total} rooms`);
        const documents: string[] = [];
        page.on("request", (r) => {
          if (r.resourceType() === "document") documents.push(r.url());
        });
        await all.click();
        await expect(page).toHaveURL(/\?rooms=[a-z_]+#rooms-[a-z_]+$/);
        const fewer = page.getByTestId("room-group-fewer");
        await expect(fewer).toHaveText(lang === "cn" ? "收起房间" : "Show fewer rooms");
        const open = page.getByTestId("room-group").filter({ has: fewer });
        await expect(open.getByTestId("room-row")).toHaveCount(total);
        // Free rooms before sold-out ones.
        const free = await open.getByTestId("room-row").evaluateAll((rows) => rows.map((row) => row.querySelector('[data-testid="room-apply"]') !== null));
        expect(free).toEqual([...free].sort((a, b) => Number(b) - Number(a)));
        await settled();
        await fewer.click();
        await expect(page).not.toHaveURL(/rooms=/);
        await expect(page.getByTestId("room-group-fewer")).toHaveCount(0);
        await expect(group.getByTestId("room-row")).toHaveCount(3);
        // Once hydrated, both links navigate in the browser; without JavaScript, each is a page.
        expect(documents).toHaveLength(javaScriptEnabled ? 0 : 2);
        page.removeAllListeners("request");
      }
      await context.close();
    }
  });

  test("gallery opens preview-media, keys move, Escape returns; JSON-LD and preload present", async ({ page }) => {
    await page.goto(LONDON);
    await page.getByTestId("apartment-link").first().click();
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(1);
    const detail = page.url();
    await page.getByTestId("gallery-all").click();
    await expect(page.getByTestId("preview-media")).toBeVisible();
    await expect(page.getByTestId("preview-counter")).toHaveText(/^1 \/ \d+$/);
    await page.keyboard.press("ArrowRight");
    await expect(page.getByTestId("preview-counter")).toHaveText(/^2 \/ \d+$/);
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByTestId("preview-counter")).toHaveText(/^1 \/ \d+$/);
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(detail);
  });

  test("images are resized webp and jpg, immutable", async ({ request }) => {
    const webp = await request.get("/images/480/seed/03.webp");
    expect(webp.status()).toBe(200);
    expect(webp.headers()["content-type"]).toBe("image/webp");
    expect(webp.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const jpg = await request.get("/images/480/seed/03.jpg");
    expect(jpg.headers()["content-type"]).toBe("image/jpeg");
    expect((await request.get("/images/481/seed/03.jpg")).status()).toBe(404);
  });

  test("sitemap.xml indexes sitemaps that list cities, schools and apartments", async ({ request }) => {
    const res = await request.get("/sitemap.xml");
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain("<sitemapindex");
    const xml = await allSitemaps(async (path) => (await request.get(path)).text());
    expect(xml).toContain("/cn/united-kingdom/london/apartments</loc>");
    expect(xml).toContain("/en/united-kingdom/london/university-college-london/apartments</loc>");
    expect(xml).toMatch(/\/en\/apartment\/[a-z0-9]+<\/loc>/);
  });
});

test.describe("favourites", () => {
  test("the room page offers the apartment's favourite toggle; a visitor gets the login dialog", async ({ page }) => {
    await page.goto(LONDON);
    await page.getByTestId("apartment-link").first().click();
    await page.locator('a[href*="/room/"]').first().click();
    await expect(page).toHaveURL(/\/room\//);
    const toggle = page.getByTestId("favourite-toggle");
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(page).toHaveURL(/login=sms/);
    await expect(page.getByTestId("login-dialog")).toBeVisible();
  });

  test("a visitor gets the login dialog; after login the apartment is saved", async ({ page }) => {
    await page.goto(LONDON);
    const card = page.getByTestId("apartment-card").first();
    const name = (await card.getByTestId("apartment-link").textContent())!;
    await card.getByTestId("favourite-toggle").click();
    await expect(page).toHaveURL(/login=sms/);
    await expect(page.getByTestId("login-dialog")).toBeVisible();
    // Log in by SMS: the pending favourite is then saved on the page the dialog returns to.
    await hydrated(page);
    const mobile = newMobile();
    await page.getByTestId("mobile").fill(mobile);
    await getCodeWithSlider(page);
    const code = await waitForCode(page.request, "sms", `+86 ${mobile}`);
    await page.getByTestId("code").fill(code);
    await page.getByTestId("login-submit").click();
    await expect(page.getByTestId("login-dialog")).toHaveCount(0);
    const saved = page.getByTestId("apartment-card").filter({ hasText: name }).getByTestId("favourite-toggle");
    await expect(saved).toHaveAttribute("aria-pressed", "true");
    // Toggle off in place (no navigation); the page is loaded again once the server has answered
    // (a reload while the toggle's request is under way cancels it).
    const answered = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.includes("/favorite"));
    await saved.click();
    await expect(saved).toHaveAttribute("aria-pressed", "false");
    expect((await answered).ok()).toBe(true);
    await page.reload();
    await expect(page.getByTestId("apartment-card").filter({ hasText: name }).getByTestId("favourite-toggle")).toHaveAttribute("aria-pressed", "false");
  });
});
