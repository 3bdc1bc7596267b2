import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { E2E_OPERATOR_TOKEN } from "./e2e-env";
import { login, noJsPage, signedPost } from "./student-helpers";

/**
 * The student's corner: the user menu (the spec's nine entries with icons, the account's pages,
 * sign out) in the header and the /user sidebar; My history (views recorded for a logged-in
 * student, kept in the browser for a visitor and merged at login; remove, clear); My feedback
 * (what the student sent, the staff's reply through the API, shown as text); with and without
 * JavaScript, and on a 390px phone.
 */
const NINE = ["history", "publish", "collections", "roommates", "gifts", "help", "service", "feedback", "orders"];
const ACCOUNT = ["profiles", "accountSetting", "applications", "documents"];
const LABELS = {
  cn: ["浏览记录", "我的发布", "我的收藏", "我的室友", "我的礼品", "常见问题", "在线客服", "我的反馈", "我的订单"],
  en: ["My history", "My posts", "My collections", "My roommates", "My gifts", "Common questions", "Online service", "My feedback", "My order"],
};

interface Place {
  code: string;
  name: { cn: string; en: string };
  room: { code: string; name: { cn: string; en: string } };
}

/** Two apartments of the home page, each with one of its rooms, named in both languages. */
async function twoApartments(request: APIRequestContext): Promise<[Place, Place]> {
  const home = await signedPost(request, "/rest/building/client/house/index");
  const out: Place[] = [];
  for (const b of (home.data.recommendedHouses as { code: string }[]).slice(0, 2)) {
    const [cn, en] = await Promise.all(["cn", "en"].map((language) => signedPost(request, "/rest/building/client/house/info", { buildingCode: b.code, language })));
    const room = cn.data.roomGroups[0].rooms[0] as { code: string; name: string };
    const enRoom = (en.data.roomGroups[0].rooms as { code: string; name: string }[]).find((r) => r.code === room.code)!;
    out.push({ code: b.code, name: { cn: cn.data.name, en: en.data.name }, room: { code: room.code, name: { cn: room.name, en: enRoom.name } } });
  }
  return out as [Place, Place];
}

const items = (page: Page) => page.getByTestId("history-item");

/** The history page, reloaded until it lists `count` items (a view is recorded after its page answered). */
async function historyWith(page: Page, lang: "cn" | "en", count: number) {
  await page.goto(`/${lang}/user/history`);
  await expect(async () => {
    await page.reload();
    await expect(items(page)).toHaveCount(count, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

async function expectIcon(link: Locator) {
  const icon = link.locator("svg");
  await expect(icon).toHaveCount(1);
  await expect(icon).toHaveAttribute("aria-hidden", "true");
}

test.describe("my history", () => {
  test("a student views two apartments and a room, sees them in cn and en, removes one, clears", async ({ page, request }) => {
    const [a, b] = await twoApartments(request);
    await login(page, "/cn/sitemap");
    await page.goto(`/cn/apartment/${a.code}`);
    await page.goto(`/cn/apartment/${b.code}`);
    await page.goto(`/cn/apartment/${b.code}/room/${b.room.code}`);
    await expect(page.locator("h1")).toContainText(b.room.name.cn);

    await historyWith(page, "cn", 3);
    await expect(items(page).nth(0)).toHaveAttribute("data-kind", "room");
    await expect(items(page).nth(0).getByTestId("history-link")).toHaveText(`${b.name.cn} · ${b.room.name.cn}`);
    await expect(items(page).nth(1).getByTestId("history-link")).toHaveText(b.name.cn);
    await expect(items(page).nth(2).getByTestId("history-link")).toHaveText(a.name.cn);
    await expect(items(page).nth(1)).toContainText("起");
    await expect(page.getByTestId("history-count")).toHaveText("共 3 条");
    await expect(page.getByTestId("user-nav-history")).toHaveAttribute("aria-current", "page");

    // The same list in English, names in English; each item leads back to its page.
    await page.goto("/en/user/history");
    await expect(items(page)).toHaveCount(3);
    await expect(items(page).nth(0).getByTestId("history-link")).toHaveText(`${b.name.en} · ${b.room.name.en}`);
    await expect(items(page).nth(2).getByTestId("history-link")).toHaveText(a.name.en);
    await expect(items(page).nth(1)).toContainText("From");
    await items(page).nth(2).getByTestId("history-link").click();
    await expect(page).toHaveURL(new RegExp(`/en/apartment/${a.code}$`));

    // Remove one (a view moved a to the top again).
    await historyWith(page, "en", 3);
    await expect(items(page).nth(0).getByTestId("history-link")).toHaveText(a.name.en);
    await items(page).nth(1).getByTestId("history-remove").click();
    await expect(page.getByTestId("toast")).toContainText("Removed from your history");
    await expect(items(page)).toHaveCount(2);
    await expect(page.getByTestId("history-list")).not.toContainText(`${b.name.en} · ${b.room.name.en}`);

    // Clear, after a confirmation.
    await page.getByTestId("history-clear").click();
    await expect(page.getByTestId("history-clear-confirm")).toContainText("All 2 items will be removed");
    await page.getByTestId("history-clear-yes").click();
    await expect(page.getByTestId("history-empty")).toBeVisible();
    await expect(page.getByTestId("toast")).toContainText("Your history is cleared");
  });

  test("a visitor's views are kept in the browser and appear in the history after login", async ({ page, request }) => {
    const [a, b] = await twoApartments(request);
    const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem("viewedHistory") ?? "[]") as { c: string }[]);
    // Each page keeps its view once it has hydrated.
    await page.goto(`/en/apartment/${a.code}`);
    await expect.poll(async () => (await stored()).map((v) => v.c)).toEqual([a.code]);
    await page.goto(`/en/apartment/${b.code}/room/${b.room.code}`);
    await expect.poll(async () => (await stored()).map((v) => v.c)).toEqual([b.room.code, a.code]);

    await login(page, "/en/sitemap");
    // Taken into the account's history, then forgotten by the browser.
    await expect.poll(stored).toEqual([]);
    await page.goto("/en/user/history");
    await expect(items(page)).toHaveCount(2);
    await expect(items(page).nth(0).getByTestId("history-link")).toHaveText(`${b.name.en} · ${b.room.name.en}`);
    await expect(items(page).nth(1).getByTestId("history-link")).toHaveText(a.name.en);
  });

  test("without JavaScript: views are recorded by the server, removed and cleared by plain forms", async ({ page, browser, request }) => {
    const [a, b] = await twoApartments(request);
    await login(page, "/cn/sitemap");
    const noJs = await noJsPage(browser, page);
    await noJs.goto(`/cn/apartment/${a.code}`);
    await noJs.goto(`/cn/apartment/${b.code}`);
    await historyWith(noJs, "cn", 2);
    await items(noJs).nth(0).getByTestId("history-remove").click();
    await expect(noJs.getByTestId("toast")).toContainText("已从浏览记录中删除");
    await expect(items(noJs)).toHaveCount(1);
    await expect(items(noJs).nth(0).getByTestId("history-link")).toHaveText(a.name.cn);
    await noJs.getByTestId("history-clear").click();
    await noJs.getByTestId("history-clear-yes").click();
    await expect(noJs.getByTestId("history-empty")).toBeVisible();
    await noJs.context().close();
  });
});

test.describe("my feedback", () => {
  test("a student sends feedback, staff reply through the API, the reply shows as text in cn and en", async ({ page, request }) => {
    await login(page, "/cn/sitemap");
    await page.goto("/cn/user/feedback");
    await expect(page.getByTestId("my-feedback-empty")).toBeVisible();

    const marker = `m${Date.now()}`;
    const text = `<b>bold ${marker}</b><img src=x onerror="window.__xss=1">`;
    await page.getByTestId("my-feedback-send").click();
    const dialog = page.getByTestId("feedback-dialog");
    await dialog.locator('select[name="cate"]').selectOption({ index: 1 });
    await dialog.locator('textarea[name="content"]').fill(text);
    await page.getByTestId("feedback-submit").click();
    await page.getByTestId("feedback-confirm").click();
    await expect(dialog).toHaveCount(0);

    const item = page.getByTestId("my-feedback-item");
    await expect(item).toHaveCount(1);
    await expect(item.getByTestId("my-feedback-content")).toHaveText(text);
    await expect(item.locator("b, img")).toHaveCount(0);
    await expect(item.getByTestId("my-feedback-status")).toHaveText("已收到");
    await expect(item.getByTestId("my-feedback-category")).toContainText("类型");

    // Staff find it among the open feedback and answer.
    const open = await signedPost(request, "/rest/ops/feedback/list", { operatorToken: E2E_OPERATOR_TOKEN, pageSize: 50 });
    expect(open.code, open.msg).toBe(0);
    let id = (open.data.list as { id: number; content: string }[]).find((f) => f.content.includes(marker))?.id;
    for (let p = 2; !id && p <= open.data.pages; p++) {
      const more = await signedPost(request, "/rest/ops/feedback/list", { operatorToken: E2E_OPERATOR_TOKEN, pageSize: 50, pageNum: p });
      id = (more.data.list as { id: number; content: string }[]).find((f) => f.content.includes(marker))?.id;
    }
    expect(id).toBeTruthy();
    expect((await signedPost(request, "/rest/ops/feedback/reply", { operatorToken: "not-the-token", id: id!, reply: "forged" })).code).toBe(1);
    const reply = "Thank you. <i>We fixed it</i> today.";
    const answered = await signedPost(request, "/rest/ops/feedback/reply", { operatorToken: E2E_OPERATOR_TOKEN, id: id!, reply });
    expect(answered.code, answered.msg).toBe(0);

    await page.reload();
    await expect(item.getByTestId("my-feedback-status")).toHaveText("已回复");
    await expect(item.getByTestId("my-feedback-reply")).toContainText(reply);
    await expect(item.locator("i")).toHaveCount(0);
    await page.goto("/en/user/feedback");
    await expect(item.getByTestId("my-feedback-status")).toHaveText("Answered");
    await expect(item.getByTestId("my-feedback-reply")).toContainText("Our reply");
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });

  test("without JavaScript the list and the staff's reply show", async ({ page, browser, request }) => {
    await login(page, "/en/sitemap");
    const noJs = await noJsPage(browser, page);
    await noJs.goto("/en/user/feedback");
    await noJs.getByTestId("my-feedback-send").click();
    await noJs.locator('select[name="cate"]').selectOption({ index: 1 });
    const marker = `nojs${Date.now()}`;
    await noJs.locator('textarea[name="content"]').fill(`Sent without JavaScript ${marker}`);
    await noJs.getByTestId("feedback-submit").click();
    await expect(noJs.getByTestId("feedback-success")).toBeVisible();
    const open = await signedPost(request, "/rest/ops/feedback/list", { operatorToken: E2E_OPERATOR_TOKEN, status: "all", pageSize: 50 });
    const id = (open.data.list as { id: number; content: string }[]).find((f) => f.content.includes(marker))!.id;
    expect((await signedPost(request, "/rest/ops/feedback/reply", { operatorToken: E2E_OPERATOR_TOKEN, id, reply: "Closing: done.", close: 1 })).code).toBe(0);
    await noJs.goto("/en/user/feedback");
    const item = noJs.getByTestId("my-feedback-item").filter({ hasText: marker });
    await expect(item.getByTestId("my-feedback-status")).toHaveText("Closed");
    await expect(item.getByTestId("my-feedback-reply")).toContainText("Closing: done.");
    await noJs.context().close();
  });
});

test.describe("the user menu", () => {
  for (const lang of ["cn", "en"] as const) {
    test(`the header's menu and the sidebar list the nine entries in order, with icons (${lang})`, async ({ page }) => {
      await login(page, `/${lang}/sitemap`);
      const menu = page.getByTestId("user-menu");
      await menu.locator("summary").click();
      const panel = page.getByTestId("user-menu-panel");
      await expect(panel).toBeVisible();
      const keys = await panel.locator("a[data-testid^=menu-]").evaluateAll((els) => els.map((e) => e.getAttribute("data-testid")!.slice(5)));
      expect(keys).toEqual([...NINE, ...ACCOUNT]);
      for (const [i, key] of NINE.entries()) {
        const link = page.getByTestId(`menu-${key}`);
        // The text is the label (the icon is hidden from assistive technology).
        await expect(link).toHaveAccessibleName(LABELS[lang][i]);
        await expectIcon(link);
      }
      await expect(page.getByTestId("menu-history")).toHaveAttribute("href", `/${lang}/user/history`);
      await expect(page.getByTestId("menu-orders")).toHaveAttribute("href", `/${lang}/user/applications?tab=orders`);
      await expect(page.getByTestId("menu-help")).toHaveAttribute("href", `/${lang}/help`);
      await expectIcon(page.getByTestId("sign-out"));

      // It closes after a navigation.
      await page.getByTestId("menu-history").click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/user/history$`));
      await expect(panel).toBeHidden();

      const nav = page.locator("aside nav");
      const sideKeys = await nav.locator("a[data-testid^=user-nav-]").evaluateAll((els) => els.map((e) => e.getAttribute("data-testid")!.slice(9)));
      expect(sideKeys).toEqual([...NINE, ...ACCOUNT]);
      for (const [i, key] of NINE.entries()) {
        await expect(page.getByTestId(`user-nav-${key}`)).toHaveAccessibleName(LABELS[lang][i]);
        await expectIcon(page.getByTestId(`user-nav-${key}`));
      }
      await expectIcon(page.getByTestId("user-nav-signOut"));
    });
  }

  test("works with the keyboard: open, move through the entries, Escape closes it", async ({ page }) => {
    await login(page, "/en/sitemap");
    const summary = page.getByTestId("user-menu").locator("summary");
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("user-menu-panel")).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByTestId("menu-history")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByTestId("menu-publish")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("user-menu-panel")).toBeHidden();
    await expect(summary).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/en\/user\/history$/);
  });

  test("works without JavaScript", async ({ page, browser }) => {
    await login(page, "/cn/sitemap");
    const noJs = await noJsPage(browser, page);
    await noJs.goto("/cn/sitemap");
    await noJs.getByTestId("user-menu").locator("summary").click();
    for (const key of NINE) await expect(noJs.getByTestId(`menu-${key}`)).toBeVisible();
    await noJs.getByTestId("menu-feedback").click();
    await expect(noJs).toHaveURL(/\/cn\/user\/feedback$/);
    await expect(noJs.getByTestId("my-feedback")).toBeVisible();
    await expect(noJs.getByTestId("user-nav-feedback")).toHaveAttribute("aria-current", "page");
    for (const key of [...NINE, ...ACCOUNT]) await expectIcon(noJs.getByTestId(`user-nav-${key}`));
    await noJs.context().close();
  });

  test("fits a 390px phone: every entry can be reached and tapped", async ({ browser, page }) => {
    await login(page, "/cn/sitemap");
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, storageState: await page.context().storageState() });
    const p = await phone.newPage();
    await p.goto("/cn/sitemap");
    // On a phone the header's entries sit behind its menu button.
    await p.getByTestId("phone-menu").tap();
    await p.getByTestId("user-menu").locator("summary").tap();
    const panel = p.getByTestId("user-menu-panel");
    await expect(panel).toBeVisible();
    for (const key of [...NINE, ...ACCOUNT]) {
      const link = p.getByTestId(`menu-${key}`);
      await link.scrollIntoViewIfNeeded();
      const box = await link.evaluate((e) => {
        const r = e.getBoundingClientRect();
        return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, vx: visualViewport!.offsetLeft, vy: visualViewport!.offsetTop, vw: visualViewport!.width, vh: visualViewport!.height };
      });
      expect(box.left, `${key} left edge on screen`).toBeGreaterThanOrEqual(box.vx - 0.5);
      expect(box.right, `${key} right edge on screen`).toBeLessThanOrEqual(box.vx + box.vw + 0.5);
      await link.tap({ trial: true });
    }
    await p.getByTestId("menu-history").tap();
    await expect(p).toHaveURL(/\/cn\/user\/history$/);
    await phone.close();
  });
});

test("the pages and the open menu have no console errors and no serious axe violations", async ({ page, request }) => {
  // Five pages, each with an axe scan: about 30 s beside another worker.
  test.setTimeout(90_000);
  const [a] = await twoApartments(request);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  await login(page, "/cn/sitemap");
  await page.goto(`/cn/apartment/${a.code}`);
  await historyWith(page, "cn", 1);
  for (const path of ["/cn/user/history", "/en/user/history", "/cn/user/feedback", "/en/user/feedback", "/en/user/history?confirm=clear"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await page.getByTestId("user-menu").locator("summary").click();
    await expect(page.getByTestId("user-menu-panel")).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    const serious = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => ({ path, id: v.id, nodes: v.nodes.slice(0, 5).map((n) => n.target.join(" ")) }));
    expect(serious).toEqual([]);
  }
  expect(errors).toEqual([]);
});
