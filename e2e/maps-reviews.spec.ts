import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { setUserCookie, signedCall } from "./accounts-api";
import { findRoom, resident } from "./student-helpers";

/**
 * Maps (apartment page and listings, with and without tiles or JavaScript) and
 * verified residents' reviews, in a real browser.
 */
const H = "/rest/building/client/house";
const TILE = "https://tile.openstreetmap.org/**";
// A 1×1 PNG served in place of OpenStreetMap's tiles (the machine has no internet).
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=", "base64");

/** Waits for hydration (Remix sets its router on window when the browser build has taken over). */
const hydrated = (page: Page) => page.waitForFunction(() => "__remixRouter" in window);

const tilesServed = (page: Page) => page.route(TILE, (r) => r.fulfill({ status: 200, contentType: "image/png", body: PNG }));
const tilesDown = (page: Page) => page.route(TILE, (r) => r.abort("internetdisconnected"));

async function apartment(request: APIRequestContext) {
  const { buildingCode, roomCode } = await findRoom(request);
  const info = (await signedCall(request, `${H}/info`, { buildingCode }, { language: "en" })).data;
  return { buildingCode, roomCode, info };
}

test.describe("apartment page map", () => {
  for (const lang of ["en", "cn"] as const) {
    test(`a labelled map region with the apartment's and the schools' markers (${lang})`, async ({ page, request }) => {
      const { buildingCode, info } = await apartment(request);
      const name = (await signedCall(request, `${H}/info`, { buildingCode }, { language: lang })).data.name as string;
      await tilesServed(page);
      await page.goto(`/${lang}/apartment/${buildingCode}`);
      await hydrated(page);
      const region = page.getByRole("region", { name: lang === "en" ? `Map of ${name} and nearby schools` : `${name} 及附近学校的地图` });
      await expect(region).toBeVisible();
      // Far below the fold, the map loads Leaflet only when it comes near the viewport.
      await region.scrollIntoViewIfNeeded();
      await expect(region).toHaveAttribute("data-state", "ready");
      const home = region.getByRole("button", { name: lang === "en" ? `${name} (this apartment)` : `${name}（本公寓）` });
      await expect(home).toBeVisible();
      const schools = region.locator('[data-marker="school"]');
      await expect(schools).toHaveCount(info.schools.length);
      const first = info.schools[0];
      const school = (await signedCall(request, `${H}/info`, { buildingCode }, { language: lang })).data.schools[0];
      const schoolMarker = region.getByRole("button", { name: new RegExp(`^${school.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) });
      await expect(schoolMarker.first()).toHaveAccessibleName(lang === "en" ? new RegExp(`${first.walkMinutes} min walk, ${first.transitMinutes} min by public transport`) : new RegExp(`步行 ${first.walkMinutes} 分钟`));
      // Keyboard: a marker takes focus and Enter opens its popup.
      await home.focus();
      await page.keyboard.press("Enter");
      await expect(region.locator(".leaflet-popup-content")).toContainText(name);
      await expect(region.locator('[data-tiles="loaded"]')).toHaveCount(1);
      // The address and the open-in-map link are on the page as well.
      const open = page.getByTestId("open-in-map");
      await expect(open).toHaveAttribute("href", new RegExp(`mlat=${info.lat.toFixed(6)}&mlon=${info.lng.toFixed(6)}`));
    });
  }

  test("tiles unreachable: markers stay, the page says so, address and open-in-map link remain", async ({ page, request }) => {
    const { buildingCode, info } = await apartment(request);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await tilesDown(page);
    await page.goto(`/en/apartment/${buildingCode}`);
    await hydrated(page);
    await page.getByTestId("apartment-map").scrollIntoViewIfNeeded();
    await expect(page.getByTestId("apartment-map-status")).toHaveText("Map tiles could not be loaded; markers are still shown.");
    await expect(page.getByTestId("apartment-map").locator('[data-marker="home"]')).toBeVisible();
    await expect(page.getByText(info.address).first()).toBeVisible();
    await expect(page.getByTestId("open-in-map")).toBeVisible();
    await expect(page.getByTestId("room-group").first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("without JavaScript: address, schools with distances and the open-in-map link", async ({ browser, request }) => {
    const { buildingCode, info } = await apartment(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/en/apartment/${buildingCode}`);
    const region = page.getByRole("region", { name: `Map of ${info.name} and nearby schools` });
    await expect(region).toContainText(info.address);
    await expect(region).toContainText(`Coordinates: ${info.lat.toFixed(5)}, ${info.lng.toFixed(5)}`);
    await expect(page.getByTestId("open-in-map")).toHaveAttribute("href", `https://www.openstreetmap.org/?mlat=${info.lat.toFixed(6)}&mlon=${info.lng.toFixed(6)}#map=16/${info.lat.toFixed(6)}/${info.lng.toFixed(6)}`);
    await expect(page.locator("#location")).toContainText(info.schools[0].name);
    await expect(page.locator("#location")).toContainText(`${info.schools[0].walkMinutes} min walk`);
    await context.close();
  });
});

test.describe("listing map view", () => {
  test("the list/map toggle lives in the URL and keeps the filters; a pin opens the apartment's card", async ({ page, request }) => {
    const { info } = await apartment(request);
    await tilesServed(page);
    const base = `/en/${info.country.slug}/${info.city.slug}/apartments`;
    await page.goto(`${base}/sort-price-asc`);
    await hydrated(page);
    await page.getByTestId("view-map").click();
    await expect(page).toHaveURL(new RegExp(`${base}/sort-price-asc\\?view=map$`));
    const map = page.getByRole("region", { name: "Map of the apartments on this page" });
    await expect(map).toHaveAttribute("data-state", "ready");
    const cards = page.getByTestId("apartment-card");
    const pins = map.locator('[data-marker="price"]');
    await expect(pins).toHaveCount(await cards.count());
    const firstName = (await page.getByTestId("apartment-link").first().textContent())!.trim();
    const pin = map.getByRole("button", { name: new RegExp(`^${firstName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}, from `) });
    await pin.click();
    const popup = map.locator(".leaflet-popup-content");
    await expect(popup).toContainText(firstName);
    await expect(popup.getByRole("link", { name: "View apartment" })).toHaveAttribute("href", /\/en\/apartment\//);
    // A filter change keeps the map view.
    await page.getByTestId("sort-select").selectOption("price_desc");
    await expect(page).toHaveURL(new RegExp(`${base}/sort-price-desc\\?view=map$`));
    await expect(page.getByTestId("listing-map")).toHaveAttribute("data-state", "ready");
    // Pagination keeps it too.
    const next = page.locator('nav a[href*="page-2"]').first();
    if (await next.count()) await expect(next).toHaveAttribute("href", /page-2\?view=map$/);
    await page.getByTestId("view-list").click();
    await expect(page).toHaveURL(new RegExp(`${base}/sort-price-desc$`));
    await expect(page.getByTestId("listing-map")).toHaveCount(0);
  });

  test("without JavaScript the map view lists the page's apartments with open-in-map links", async ({ browser, request }) => {
    const { info } = await apartment(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/cn/${info.country.slug}/${info.city.slug}/apartments?view=map`);
    const fallback = page.getByTestId("listing-map-fallback");
    await expect(fallback.locator("li")).toHaveCount(await page.getByTestId("apartment-card").count());
    await expect(fallback.getByRole("link", { name: /在 OpenStreetMap 中打开/ }).first()).toHaveAttribute("href", /mlat=.*&mlon=/);
    await context.close();
  });

  test("a school listing centres on the school with rings for the distance filter", async ({ page, request }) => {
    const { info } = await apartment(request);
    const s = info.schools[0];
    await tilesDown(page);
    await page.goto(`/en/${s.countrySlug}/${s.citySlug}/${s.slug}/apartments/dist-2000?view=map`);
    await hydrated(page);
    const map = page.getByTestId("listing-map");
    await expect(map).toHaveAttribute("data-state", "ready");
    await expect(map.getByRole("button", { name: `${s.name} (school)` })).toBeVisible();
    await expect(map.locator(".leaflet-overlay-pane path.leaflet-interactive, .leaflet-overlay-pane path")).toHaveCount(1);
    await page.goto(`/en/${s.countrySlug}/${s.citySlug}/${s.slug}/apartments?view=map`);
    await expect(page.getByTestId("listing-map").locator(".leaflet-overlay-pane path")).toHaveCount(4);
  });
});

/** A logged-in student whose order for the apartment staff moved through `statuses`. */
test.describe("verified reviews", () => {
  test("a student with a completed order reviews the apartment and it shows with the verified mark", async ({ page, request, baseURL }) => {
    const room = await findRoom(request);
    const { user, orderNo } = await resident(request, room, ["paid", "checked_in", "completed"]);
    await setUserCookie(page.context(), baseURL!, user);
    await tilesDown(page);
    // From the order page.
    await page.goto(`/en/user/order/${orderNo}`);
    await page.getByTestId("order-review").click();
    await expect(page).toHaveURL(new RegExp(`/en/apartment/${room.buildingCode}/review$`));
    await page.goto(`/en/apartment/${room.buildingCode}#reviews`);
    await hydrated(page);
    const write = page.getByTestId("review-write");
    await expect(write).toBeVisible();
    // The client checks the same rules as the server.
    await write.locator("textarea").fill("Too short");
    await write.getByTestId("review-submit").click();
    await expect(write.getByTestId("error-content")).toHaveText("Please write at least 20 characters");
    for (const [name, score] of [["rating", 5], ["location", 4], ["value", 4], ["management", 5], ["facilities", 3]] as const) {
      await write.getByTestId(`score-${name}`).getByRole("radio", { name: `${score} out of 5` }).check();
    }
    const text = `<b>Bright</b> room, helpful staff and a ten-minute walk to lectures. ${Date.now()}`;
    await write.locator("textarea").fill(text);
    await write.getByTestId("review-submit").click();
    await expect(page.getByText("Thank you, your review is published")).toBeVisible();
    const mine = page.getByTestId("my-review");
    await expect(mine).toContainText(text);
    // The mark states the stay it rests on.
    await expect(mine.getByTestId("verified")).toHaveText(/Verified resident: stayed \d{4}-\d{2} – (\d{4}-\d{2}|now)/);
    const item = page.getByTestId("review-item").filter({ hasText: text });
    await expect(item).toHaveCount(1);
    await expect(item.getByTestId("verified")).toBeVisible();
    await expect(item.locator("b")).toHaveCount(0); // text, never markup
    await expect(page.getByTestId("review-summary")).toBeVisible();
  });

  test("without JavaScript a checked-in student reviews through the same form; errors come back on the review page", async ({ browser, request, baseURL }) => {
    const room = await findRoom(request);
    const { user } = await resident(request, room, ["paid", "checked_in"]);
    const context = await browser.newContext({ javaScriptEnabled: false });
    await setUserCookie(context, baseURL!, user);
    const page = await context.newPage();
    await page.goto(`/cn/apartment/${room.buildingCode}`);
    const write = page.getByTestId("review-write");
    for (const name of ["rating", "location", "value", "management", "facilities"]) await write.getByTestId(`score-${name}`).getByRole("radio", { name: "4 分（满分 5 分）" }).check();
    await write.locator("textarea").fill("太短了");
    await write.getByTestId("review-submit").click();
    await expect(page).toHaveURL(new RegExp(`/cn/apartment/${room.buildingCode}/review$`));
    await expect(page.getByTestId("error-content")).toHaveText("评价内容至少 20 个字");
    const text = `房间明亮，管理人员很负责，步行十分钟就能到教学楼，周边生活也很方便。${Date.now()}`;
    for (const name of ["rating", "location", "value", "management", "facilities"]) await page.getByTestId(`score-${name}`).getByRole("radio", { name: "4 分（满分 5 分）" }).check();
    await page.locator("textarea").fill(text);
    await page.getByTestId("review-submit").click();
    await expect(page).toHaveURL(new RegExp(`/cn/apartment/${room.buildingCode}#reviews$`));
    await expect(page.getByTestId("review-item").filter({ hasText: text }).getByTestId("verified")).toHaveText(/已认证住户：\d{4}-\d{2} – (\d{4}-\d{2}|至今) 入住/);
    await context.close();
  });

  test("a student without a checked-in order cannot review", async ({ page, request, baseURL }) => {
    const room = await findRoom(request);
    const { user } = await resident(request, room, ["paid"]);
    await setUserCookie(page.context(), baseURL!, user);
    await tilesDown(page);
    await page.goto(`/en/apartment/${room.buildingCode}`);
    await expect(page.getByTestId("review-cannot")).toHaveText("Only residents whose booking through us reached check-in can review this apartment.");
    await expect(page.getByTestId("review-write")).toHaveCount(0);
    const saved = await signedCall(request, `${H}/review/save`, { buildingCode: room.buildingCode, rating: 5, location: 5, value: 5, management: 5, facilities: 5, content: "I never lived here but want to post." }, { token: user.token, language: "en" });
    expect(saved.code).toBe(1);
    await page.goto(`/en/apartment/${room.buildingCode}/review`);
    await expect(page.getByTestId("review-cannot")).toBeVisible();
    await expect(page.getByTestId("review-form")).toHaveCount(0);
  });
});
