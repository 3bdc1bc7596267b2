import { expect, test, type Page } from "@playwright/test";
import { setUserCookie, signedCall } from "./accounts-api";
import { findRoom, login, resident, toggleFavourite } from "./student-helpers";

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
  await toggleFavourite(page, heart);
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

test("a student's apartment page from the kept document shows their own review state, with JavaScript and without, and never another's", async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const room = await findRoom(request);
  const path = `/en/apartment/${room.buildingCode}`;
  // Two students of the same apartment: one checked in (may write), one whose order was only paid.
  const [inside, outside] = [await resident(request, room, ["paid", "checked_in"]), await resident(request, room, ["paid"])];
  const problems: string[] = [];
  const asStudent = async (user: typeof inside.user, javaScriptEnabled = true) => {
    const context = await browser.newContext({ javaScriptEnabled });
    await setUserCookie(context, baseURL!, user);
    const page = await context.newPage();
    page.on("console", (m) => {
      if ((m.type() === "error" || m.type() === "warning") && HYDRATION.test(m.text())) problems.push(m.text());
    });
    page.on("pageerror", (e) => problems.push(e.message));
    return page;
  };
  const fromDocument = async (page: Page) => {
    const shown = await page.goto(path);
    expect(shown?.headers()["server-timing"]).toContain("personal parts");
  };
  // A visitor's view keeps the page.
  const visit = async () => {
    const visitor = await browser.newPage();
    await visitor.goto(path);
    await visitor.close();
  };
  await visit();

  const a = await asStudent(inside.user);
  await fromDocument(a);
  await hydrated(a);
  await expect(a.getByTestId("review-write")).toBeVisible();
  await expect(a.getByTestId("review-cannot")).toHaveCount(0);

  const b = await asStudent(outside.user);
  await fromDocument(b);
  await hydrated(b);
  await expect(b.getByTestId("review-cannot")).toHaveText("Only residents whose booking through us reached check-in can review this apartment.");
  await expect(b.getByTestId("review-write")).toHaveCount(0);

  // The resident's review, written: their page (made again from the document once a visitor's render keeps the new one) shows it as theirs, to them only.
  const text = `Kept-document review: bright rooms and a calm courtyard. ${Date.now()}`;
  const saved = await signedCall(request, "/rest/building/client/house/review/save", { buildingCode: room.buildingCode, rating: 4, location: 4, value: 4, management: 4, facilities: 4, content: text }, { token: inside.user.token, language: "en" });
  expect(saved.code, saved.msg).toBe(0);
  await visit();
  await fromDocument(a);
  await hydrated(a);
  await expect(a.getByTestId("my-review")).toContainText(text);
  await expect(a.getByTestId("my-review").getByText("Edit your review")).toBeVisible();
  await fromDocument(b);
  await hydrated(b);
  await expect(b.getByTestId("my-review")).toHaveCount(0);
  await expect(b.getByTestId("review-cannot")).toBeVisible();
  await expect(b.getByTestId("review-item").filter({ hasText: text })).toHaveCount(1); // in the list, as anyone's

  // Without JavaScript: the same parts, and the resident's form posts as before.
  const noJs = await asStudent(inside.user, false);
  await fromDocument(noJs);
  await expect(noJs.getByTestId("my-review")).toContainText(text);
  await expect(noJs.getByTestId("review-cannot")).toHaveCount(0);
  expect(problems).toEqual([]);
});
