import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { apiLoginBySms, setUserCookie, signedCall } from "./accounts-api";
import { newMobile } from "./accounts-helpers";
import { fillApplication, login, noJsPage, signedPost } from "./student-helpers";

/**
 * Costs and tenancies in the browser, both languages, with and without JavaScript: the room page's cost
 * table with ≈ CNY and the rate's date, each room's full-year total on the apartment page, "≈ ¥"
 * on cards (saved ones too), a January move-in in London, an English application with a non-Chinese name and no
 * guarantor, and a cancel that asks first; the stock row's Chinese label.
 */

/** A bookable room, in an apartment that requires a guarantor or not. */
async function roomWhere(request: APIRequestContext, guarantorRequired: boolean) {
  const home = await signedPost(request, "/rest/building/client/house/index");
  const route = await signedPost(request, "/rest/building/client/house/route/check", { country: "united-kingdom", city: "london" });
  const list = await signedPost(request, "/rest/building/client/house/list", { cityId: route.data.city.id, pageSize: 50 });
  const codes = [...(home.data.recommendedHouses as { code: string }[]), ...(list.data.list as { code: string }[])].map((b) => b.code);
  for (const code of codes) {
    const info = await signedPost(request, "/rest/building/client/house/info", { buildingCode: code });
    if (info.data?.guarantorRequired !== guarantorRequired) continue;
    const rooms = (info.data.roomGroups as { rooms: { code: string; stock: number }[] }[]).flatMap((g) => g.rooms);
    const room = rooms.find((r) => r.stock > 0);
    if (room) return { buildingCode: code, roomCode: room.code };
  }
  throw new Error(`no room with guarantorRequired=${guarantorRequired}`);
}

for (const js of [true, false]) {
  for (const lang of ["cn", "en"] as const) {
    test(`room page: cost table per tenancy with ≈ CNY and the rate's date (${lang}, JavaScript ${js ? "on" : "off"})`, async ({ browser, request }) => {
      const { buildingCode, roomCode } = await roomWhere(request, true);
      const context = await browser.newContext({ javaScriptEnabled: js });
      const page = await context.newPage();
      await page.goto(`/${lang}/apartment/${buildingCode}/room/${roomCode}`);
      const table = page.getByTestId("cost-table");
      await expect(table).toBeVisible();
      await expect(table.locator("thead")).toContainText(lang === "en" ? "Total" : "总计");
      await expect(table.locator("thead")).toContainText(lang === "en" ? "Refundable deposit" : "押金（可退）");
      expect(await page.getByTestId("cost-row").count()).toBeGreaterThanOrEqual(3);
      await expect(page.getByTestId("cost-total").first()).toHaveText(/£[\d,]+/);
      await expect(page.getByTestId("cost-total-cny").first()).toHaveText(/≈ ¥[\d,]+/);
      await expect(page.getByTestId("rate-note")).toContainText(/\d{4}-\d{2}-\d{2}/);
      await expect(page.getByTestId("rate-note")).toContainText("GBP");
      // The policy texts are generated from the same fees.
      await expect(page.locator("#h-policies ~ dl")).toContainText(lang === "en" ? "booking fee" : "预订费");
      // The stock row is labelled as such in Chinese too.
      const attrs = page.getByTestId("room-attributes");
      if (lang === "cn") {
        await expect(attrs).not.toContainText("可入住时间");
        await expect(attrs).toContainText(/可订房间\s*剩余 \d+ 间/);
      } else {
        await expect(attrs).toContainText(/Availability\s*\d+ rooms? left/);
      }

      // The apartment page: each room's full-year total with ≈ CNY; cards carry ≈ ¥.
      await page.goto(`/${lang}/apartment/${buildingCode}`);
      await expect(page.getByTestId("room-main-total").first()).toHaveText(/£[\d,]+.*≈ ¥[\d,]+/);
      await expect(page.getByTestId("rate-note")).toBeVisible();
      await expect(page.getByTestId("move-ins")).toContainText(/\d{4}-01-\d{2}/);
      await page.goto(`/${lang}/united-kingdom/london/apartments`);
      await expect(page.getByTestId("card-cny").first()).toHaveText(/≈ ¥[\d,]+.*\d{4}-\d{2}-\d{2}/);
      await context.close();
    });
  }
}

test("saved apartments state the price in CNY too (My collections)", async ({ page, request, baseURL }) => {
  const { buildingCode } = await roomWhere(request, true);
  const user = await apiLoginBySms(request, newMobile());
  expect((await signedCall(request, "/rest/building/client/favorites/house/change", { buildingCode, action: "add" }, { token: user.token })).code).toBe(0);
  await setUserCookie(page.context(), baseURL!, user);
  await page.goto("/en/user/collections");
  const card = page.locator(`#card-${buildingCode}`);
  await expect(card.getByTestId("card-cny")).toHaveText(/≈ ¥[\d,]+.*\d{4}-\d{2}-\d{2}/);
});

test("a January move-in in London lists apartments (UK January intake)", async ({ page }) => {
  const now = new Date();
  const months = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i, 1)).toISOString().slice(0, 7));
  const january = months.find((m) => m.endsWith("-01"))!;
  await page.goto(`/en/united-kingdom/london/apartments/movein-${january}`);
  expect(await page.getByTestId("apartment-card").count()).toBeGreaterThan(0);
});

for (const js of [true, false]) {
  test(`an English application with a non-Chinese name and no guarantor on a no-guarantor apartment (JavaScript ${js ? "on" : "off"}); cancel asks first`, async ({ page, browser, request }) => {
    const { buildingCode, roomCode } = await roomWhere(request, false);
    await login(page, "/en/sitemap");
    const p = js ? page : await noJsPage(browser, page);
    await p.goto(`/en/apartment/${buildingCode}/room/${roomCode}/apply`);
    await expect(p.getByTestId("apply-guarantor")).toContainText("This apartment does not require a guarantor.");
    // The chosen tenancy's breakdown before submitting.
    const breakdown = p.getByTestId("cost-breakdown");
    await expect(breakdown).toContainText("Total");
    await expect(breakdown).toContainText(/≈ ¥[\d,]+/);
    const options = p.locator('input[name="tenancyCode"]:not([disabled])');
    if (js) {
      // Choosing another tenancy shows its breakdown.
      const second = options.nth(1);
      const code = await second.getAttribute("value");
      await second.check();
      await expect(breakdown).toHaveAttribute("data-tenancy", code!);
    }
    const form = p.getByTestId("apply-form");
    await fillApplication(form, {
      mobile: "13800138000",
      paymentPlan: "term",
      legalName: "José María Núñez-O'Brien",
      dateOfBirth: "2004-02-29",
      nationality: "MY",
      university: "University College London",
      course: "BSc Architecture",
      yearOfStudy: "year2",
      address: "12 Jalan Ampang, Kuala Lumpur",
    });
    await p.getByTestId("apply-agree").check();
    await p.getByTestId("apply-submit").click();
    await expect(p).toHaveURL(/\/en\/user\/application\/A\w+$/);
    await expect(p.getByTestId("detail-applicant")).toContainText("José María Núñez-O'Brien");
    await expect(p.getByTestId("next-step")).toContainText("An adviser replies within 1 working day, 9:00–18:00 Beijing time.");
    await expect(p.getByTestId("status-history").locator("li")).toHaveCount(1);
    await expect(p.getByTestId("notified")).toContainText("an SMS");

    // Cancel asks for confirmation; "No" keeps it.
    await p.getByTestId("cancel-application").click();
    await expect(p.getByTestId("cancel-confirm")).toContainText("Cancel this application?");
    await p.getByTestId("cancel-no").click();
    await expect(p.getByTestId("cancel-confirm")).toHaveCount(0);
    await expect(p.getByTestId("status").first()).toHaveAttribute("data-status", "submitted");
    await p.getByTestId("cancel-application").click();
    await p.getByTestId("cancel-yes").click();
    await expect(p.getByTestId("status").first()).toHaveAttribute("data-status", "cancelled");
    await expect(p.getByTestId("status-history").locator("li")).toHaveCount(2);
    if (!js) await p.context().close();
  });
}

test("a guarantor is asked for where the apartment requires one (Chinese, without JavaScript)", async ({ page, browser, request }) => {
  const { buildingCode, roomCode } = await roomWhere(request, true);
  await login(page);
  const p = await noJsPage(browser, page);
  // "Apply for this tenancy" on the room page opens the form with that tenancy and its breakdown.
  await p.goto(`/cn/apartment/${buildingCode}/room/${roomCode}`);
  const link = p.getByTestId("apply-tenancy").last();
  const code = new URL((await link.getAttribute("href"))!, "http://x").searchParams.get("tenancy")!;
  await link.click();
  await expect(p.getByTestId("cost-breakdown")).toHaveAttribute("data-tenancy", code);
  await expect(p.locator(`input[name="tenancyCode"][value="${code}"]`)).toBeChecked();
  const form = p.getByTestId("apply-form");
  await fillApplication(form, {
    mobile: "13800138000",
    paymentPlan: "full",
    legalName: "WANG Wu",
    dateOfBirth: "2003-01-02",
    nationality: "CN",
    university: "伦敦大学学院",
    course: "金融硕士",
    yearOfStudy: "masters",
    address: "北京市海淀区中关村大街 1 号",
  });
  await p.getByTestId("apply-agree").check();
  await p.getByTestId("apply-submit").click();
  await expect(p.getByTestId("error-guarantorName")).toHaveText("请填写 2-40 个字符的担保人姓名");
  await fillApplication(form, { guarantorName: "王父", guarantorRelation: "parent", guarantorMobile: "13900139000" });
  await p.getByTestId("apply-agree").check();
  await p.getByTestId("apply-submit").click();
  await expect(p).toHaveURL(/\/cn\/user\/application\/A\w+$/);
  await expect(p.getByTestId("next-step")).toContainText("顾问将在 1 个工作日内回复");
  await p.context().close();
});

test("the room page with its cost table and the apartment page have no serious axe violations", async ({ page, request }) => {
  // Two axe scans of the largest pages: about 27 s while another worker runs beside it.
  test.setTimeout(90_000);
  const { buildingCode, roomCode } = await roomWhere(request, true);
  for (const path of [`/en/apartment/${buildingCode}/room/${roomCode}`, `/cn/apartment/${buildingCode}`]) {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa"]).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => ({ id: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(" ")) }));
    expect(serious, path).toEqual([]);
  }
});

for (const lang of ["en", "cn"] as const) {
  test(`the move-in filter offers every month a tenancy starts; each card then states that month's tenancy (${lang}, no JavaScript)`, async ({ browser, request }) => {
    const place = await signedPost(request, "/rest/building/client/house/route/check", { country: "united-kingdom", city: "london" });
    const filter = await signedPost(request, "/rest/building/client/house/filter", { cityId: place.data.city.id });
    const months = (filter.data.moveInMonths as { month: string }[]).map((m) => m.month);
    expect(months.length).toBeGreaterThan(0);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/${lang}/united-kingdom/london/apartments`);
    const offered = await page.getByTestId("filter-movein").locator('input[type="radio"]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value).filter(Boolean));
    expect(offered).toEqual(months);
    for (const month of months) {
      await page.goto(`/${lang}/united-kingdom/london/apartments/movein-${month}`);
      const cards = page.getByTestId("apartment-card");
      expect(await cards.count()).toBeGreaterThan(0);
      const tenancies = await cards.getByTestId("card-tenancy").allTextContents();
      expect(tenancies).toHaveLength(await cards.count());
      for (const text of tenancies) {
        expect(text).toContain(`${month}-`);
        expect(text).toContain(lang === "en" ? "moving in" : "入住");
      }
    }
    await context.close();
  });
}
