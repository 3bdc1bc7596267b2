import { expect, test } from "@playwright/test";
import { expectApplication, fillApplication, findRoom, login, TYPED_APPLICATION } from "./student-helpers";
import { expectNoSideways, expectOnScreen, expectTouchTarget } from "./phone-helpers";

/**
 * A student's journey with one hand: search, a listing filtered in the bottom sheet, an
 * apartment's swiping photos, a room's full cost table as cards, signing in, applying with the
 * submit held on screen, the application page and the student's corner.
 */
test.setTimeout(120_000);

test("search → listing with filters → apartment → room → sign in → apply → application → the student's corner", async ({ page }) => {
  await page.goto("/cn/");
  await expectNoSideways(page);
  const search = page.getByRole("search").first().getByRole("combobox").or(page.getByRole("search").first().getByRole("searchbox")).first();
  await search.fill("london");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/cn\/(search|united-kingdom)/);
  await page.goto("/cn/united-kingdom/london/apartments");
  await expectNoSideways(page);

  // The filters: a button opening a sheet from the bottom, its result count, apply.
  const sheet = page.getByTestId("filter-form");
  await expect(sheet).toBeHidden();
  await expectTouchTarget(page.getByTestId("filter-sheet-open"));
  await page.getByTestId("filter-sheet-open").tap();
  await expect(sheet).toBeVisible();
  const box = (await sheet.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(Math.round(box.y + box.height), "the sheet sits on the bottom of the screen").toBe(viewport.height);
  const before = Number(await page.getByTestId("listing-count").getAttribute("data-count"));
  await page.getByTestId("filter-type").locator("summary").tap();
  await page.getByTestId("filter-type").locator("input[type=checkbox]").first().check();
  await expect(page).toHaveURL(/\/apartments\/.+/);
  const done = page.getByTestId("filter-sheet-done");
  await expect(done).toBeVisible();
  // The sheet's button and the page's count agree once the filtered results are in.
  const counts = async () => [Number(await page.getByTestId("listing-count").getAttribute("data-count")), Number((await done.textContent())!.match(/\d+/)![0])];
  await expect.poll(async () => new Set(await counts()).size).toBe(1);
  const [after] = await counts();
  expect(after).toBeLessThanOrEqual(before);
  await done.tap();
  await expect(sheet).toBeHidden();
  await expectNoSideways(page);

  // One card a row.
  const cards = page.getByTestId("listing-results").locator(":scope > li");
  const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  if (a && b) expect(b.y).toBeGreaterThan(a.y + a.height - 1);
  await cards.first().getByRole("link").first().tap();
  await expect(page).toHaveURL(/\/cn\/apartment\/\w+/);
  await expectNoSideways(page);

  // The gallery swipes: a row of full-width photos that scrolls in itself, snapping.
  const gallery = page.getByTestId("gallery");
  const g = await gallery.evaluate((el) => ({ snap: getComputedStyle(el).scrollSnapType, scroll: el.scrollWidth, width: el.clientWidth }));
  expect(g.snap).toContain("x");
  if (Number(await gallery.getAttribute("data-count")) > 1) expect(g.scroll).toBeGreaterThan(g.width);

  // A room with stock: its full cost table, one card a tenancy with every column named.
  // (The filtered apartment may be fully let: then one that has a room left.)
  if ((await page.getByTestId("room-apply").count()) === 0) await page.goto(`/cn/apartment/${(await findRoom(page.request)).buildingCode}`);
  const roomApply = page.getByTestId("room-apply").first();
  await roomApply.scrollIntoViewIfNeeded();
  await expectTouchTarget(roomApply);
  // A room type's other rooms are a thumb's tap away (a type of three rooms or fewer has no link).
  const moreRooms = page.getByTestId("room-group-all").first();
  if ((await moreRooms.count()) > 0) {
    await moreRooms.scrollIntoViewIfNeeded();
    await expectTouchTarget(moreRooms);
  }
  await page.goto((await roomApply.getAttribute("href"))!.replace(/\/apply$/, ""));
  await expect(page).toHaveURL(/\/room\//);
  await expectNoSideways(page);
  const rows = page.getByTestId("cost-row");
  await expect(rows.first()).toBeVisible();
  for (const cell of await rows.first().locator("td").all()) {
    const label = await cell.evaluate((el) => getComputedStyle(el, "::before").content);
    expect(label, "every figure names its column").not.toBe("none");
    await expectOnScreen(cell);
  }
  await expectOnScreen(page.getByTestId("cost-total").first());

  // Apply: sign in, fill the single-column form, the submit stays on screen.
  const apply = page.getByTestId("apply-link");
  await expect(apply).toBeInViewport(); // held at the bottom of the screen
  const applyUrl = new URL((await apply.getAttribute("href"))!, page.url()).pathname;
  await login(page, applyUrl);
  await expectNoSideways(page);
  const form = page.getByTestId("apply-form");
  await expect(form.locator('input[name="mobile"]')).toHaveAttribute("inputmode", "numeric");
  await expect(form.locator('input[name="mobile"]')).toHaveAttribute("autocomplete", "tel-national");
  await form.locator('input[name="tenancyCode"]:not([disabled])').first().check();
  await fillApplication(form, TYPED_APPLICATION);
  await expectApplication(form, TYPED_APPLICATION);
  await page.getByTestId("apply-agree").check();
  const submit = page.getByTestId("apply-submit");
  await form.locator('input[name="legalName"]').scrollIntoViewIfNeeded();
  await expect(submit, "the submit stays at the bottom of the screen").toBeInViewport();
  await expectTouchTarget(submit);
  await submit.tap();
  await expect(page).toHaveURL(/\/cn\/user\/application\/A\w+$/);
  await expectNoSideways(page);
  await expect(page.getByTestId("status").first()).toHaveAttribute("data-status", "submitted");

  // The student's corner: its menu a row above the page, each page one column.
  for (const path of ["/cn/user", "/cn/user/applications", "/cn/user/profiles", "/cn/user/account-setting", "/cn/user/collections"]) {
    await page.goto(path);
    await expectNoSideways(page);
  }
});
