import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { signedCall } from "./accounts-api";
import { E2E_ADMIN } from "./e2e-env";
import { expectNoSideways } from "./phone-helpers";

/**
 * A landlord keeps their apartment's fees and their room type's blocked periods in the console:
 * in English with JavaScript, then in Chinese without it, and the student's room page follows
 * (the new fee priced, a blocked tenancy not available); the new sections fit a 375 px phone.
 * The apartment is one no other spec uses: outside the United Kingdom (the deal suite's
 * country), not on the home page's recommended list, with no landlord yet.
 */
test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);

const tag = Math.random().toString(36).slice(2, 7);
const NEW_PASSWORD = "a-new-console-password-fc";
let admin: string;
let room: { buildingCode: string; roomCode: string };
let landlord: { email: string; password: string };
/** Two tenancies of the room the suite blocks, one per language. */
let tenancies: { code: string; moveIn: string; moveOut: string; leaseTerm: number }[];

async function adminToken(request: APIRequestContext): Promise<string> {
  const r = await signedCall(request, "/rest/ops/auth/login", { email: E2E_ADMIN.email, password: E2E_ADMIN.password });
  expect(r.code, r.msg).toBe(0);
  return r.data.staffToken as string;
}

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto("/ops/login");
  await page.locator('input[name="email"]').fill(who.email);
  await page.locator('input[name="password"]').fill(who.password);
  await page.locator('form button[type="submit"]').last().click();
  await expect(page).not.toHaveURL(/\/ops\/login$/);
  if (/\/ops\/password$/.test(page.url())) {
    await page.locator('input[name="currentPassword"]').fill(who.password);
    await page.locator('input[name="newPassword"]').fill(NEW_PASSWORD);
    await page.locator('form:has(input[name="newPassword"]) button[type="submit"]').click();
    who.password = NEW_PASSWORD;
  }
  await expect(page).not.toHaveURL(/\/ops\/(password|login)$/);
}

/** The console in `lang`: the bar's switch names the other language. */
async function consoleIn(page: Page, lang: "en" | "cn") {
  const wanted = lang === "en" ? "en" : "zh-CN";
  const shell = page.locator("div[lang]:has(> header)");
  if ((await shell.getAttribute("lang")) !== wanted) await page.locator('button[name="lang"]').click();
  await expect(shell).toHaveAttribute("lang", wanted);
}

const roomPage = (lang: "en" | "cn") => `/${lang}/apartment/${room.buildingCode}/room/${room.roomCode}`;

/** The student's room page, reloaded until `pass` (the catalogue's caches follow within seconds). */
async function roomPageShows(page: Page, lang: "en" | "cn", pass: (p: Page) => Promise<boolean>) {
  await expect
    .poll(
      async () => {
        await page.goto(roomPage(lang));
        return pass(page);
      },
      { timeout: 40_000, intervals: [1_000, 2_000] },
    )
    .toBe(true);
}

test("an admin makes a landlord for an apartment nobody else uses", async ({ request }) => {
  admin = await adminToken(request);
  const home = await signedCall(request, "/rest/building/client/house/index", {});
  const recommended = new Set((home.data.recommendedHouses as { code: string }[]).map((b) => b.code));
  const countries = (await signedCall(request, "/rest/building/client/address/list", {}, { language: "en" })).data.list as { id: number; slug: string }[];
  search: for (const country of [...countries].reverse().filter((c) => c.slug !== "united-kingdom")) {
    const list = (await signedCall(request, "/rest/building/client/house/list", { countryId: country.id, pageSize: 50, pageNum: 1 }, { language: "en" })).data?.list as { code: string }[] | undefined;
    for (const { code } of [...(list ?? [])].reverse()) {
      if (recommended.has(code)) continue;
      const info = (await signedCall(request, "/rest/building/client/house/info", { buildingCode: code }, { language: "en" })).data;
      const rooms = ((info?.roomGroups ?? []) as { rooms: { code: string; stock: number; leaseTerms: number[] }[] }[]).flatMap((g) => g.rooms);
      for (const r of rooms.filter((x) => x.stock > 0 && x.leaseTerms.length > 0)) {
        const page = (await signedCall(request, "/rest/building/client/room/info", { roomCode: r.code }, { language: "en" })).data;
        const free = (page.tenancies as { code: string; moveIn: string; moveOut: string; leaseTerm: number; available: boolean }[]).filter((t) => t.available);
        // Two tenancies that do not overlap, so blocking one leaves the other offered.
        const second = free.find((t) => t.moveIn > free[0].moveOut);
        if (!second) continue;
        const email = `fees-landlord-${tag}-${code}@example.com`;
        const made = await signedCall(request, "/rest/ops/staff/create", { staffToken: admin, email, name: `Landlord ${tag}`, role: "landlord", lang: "en", buildingCodes: code });
        if (made.code !== 0) continue;
        room = { buildingCode: code, roomCode: r.code };
        landlord = { email, password: made.data.password };
        tenancies = [free[0], second];
        break search;
      }
    }
  }
  expect(room, "an apartment outside the UK with two separate free tenancies and no landlord").toBeTruthy();
});

test("in English with JavaScript: the landlord sets the admin fee and blocks a tenancy's first day; the room page follows", async ({ page }) => {
  await signIn(page, landlord);
  await consoleIn(page, "en");
  await page.goto(`/ops/apartments/${room.buildingCode}?room=${room.roomCode}`);
  const fees = page.getByTestId("ops-fees");
  await expect(fees.getByRole("heading", { name: "Fees and offers" })).toBeVisible();
  const admin = fees.locator('tr[data-fee="admin"]');
  await admin.locator('input[name="amount"]').fill("-4");
  await admin.getByRole("button", { name: "Save" }).click();
  await expect(fees.getByRole("alert")).toHaveText("An amount must be a whole number from 0 to 10,000,000 of the apartment's currency");
  await expect(admin.locator('input[name="amount"]')).toHaveValue("-4");
  await admin.locator('input[name="amount"]').fill("321");
  await admin.getByRole("button", { name: "Save" }).click();
  await expect(fees.getByRole("status")).toHaveText("Fee saved; quotes from now on use it");
  await expect(admin.locator('input[name="amount"]')).toHaveValue("321");

  const calendar = page.getByTestId("ops-calendar");
  const form = calendar.getByTestId("ops-block-form");
  const t = tenancies[0];
  await form.locator('input[name="startsOn"]').fill(t.moveIn);
  await form.locator('input[name="endsOn"]').fill(t.moveIn);
  await form.locator('input[name="reason"]').fill(`Refurbishment ${tag}`);
  await form.getByRole("button", { name: "Block these days" }).click();
  await expect(calendar.getByRole("status")).toHaveText("Period blocked; tenancies that overlap it take no applications");
  await expect(calendar.getByTestId("ops-blocked")).toContainText(`Refurbishment ${tag}`);
  const day = calendar.locator(`[data-date="${t.moveIn}"]`);
  if (await day.count()) await expect(day).toHaveAttribute("data-blocked", "1");

  await roomPageShows(page, "en", async (p) => {
    const row = p.locator(`[data-testid="cost-row"][data-tenancy="${t.code}"]`);
    return (await row.getByText("Not available").count()) > 0 && /Administration fee \D*321\b/.test(await p.locator('[data-testid="cost-row"]').first().innerText());
  });
  await expect(page.locator(`[data-testid="cost-row"][data-tenancy="${tenancies[1].code}"] [data-testid="apply-tenancy"]`)).toBeVisible();
});

async function noJs(browser: Browser, width = 1280): Promise<Page> {
  return (await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false })).newPage();
}

test("in Chinese without JavaScript: the landlord sets the utilities, blocks the other tenancy and removes the first block; the room page follows", async ({ browser }) => {
  const page = await noJs(browser);
  await signIn(page, landlord);
  await consoleIn(page, "cn");
  await page.goto(`/ops/apartments/${room.buildingCode}?room=${room.roomCode}`);
  const fees = page.getByTestId("ops-fees");
  await expect(fees.getByRole("heading", { name: "费用与优惠" })).toBeVisible();
  const utilities = fees.locator('tr[data-fee="utilities"]');
  await utilities.locator('input[name="amount"]').fill("-3");
  await utilities.getByRole("button", { name: "保存" }).click();
  await expect(page.getByTestId("ops-fees").getByRole("alert")).toHaveText("金额须为 0 到 10,000,000 之间的整数（公寓币种的整数单位）");
  await page.getByTestId("ops-fees").locator('tr[data-fee="utilities"] input[name="amount"]').fill("37");
  await page.getByTestId("ops-fees").locator('tr[data-fee="utilities"]').getByRole("button", { name: "保存" }).click();
  await expect(page.getByTestId("ops-fees").getByRole("status")).toHaveText("费用已保存，此后的报价按新费用计算");

  const t = tenancies[1];
  const form = page.getByTestId("ops-block-form");
  await form.locator('input[name="startsOn"]').fill(t.moveOut);
  await form.locator('input[name="endsOn"]').fill(t.moveIn);
  await form.locator('input[name="reason"]').fill(`装修 ${tag}`);
  await form.getByRole("button", { name: "设为不可入住" }).click();
  const calendar = page.getByTestId("ops-calendar");
  await expect(calendar.getByRole("alert")).toHaveText("结束日期不能早于开始日期");
  // What was typed stays in the form.
  await expect(page.getByTestId("ops-block-form").locator('input[name="reason"]')).toHaveValue(`装修 ${tag}`);
  await page.getByTestId("ops-block-form").locator('input[name="startsOn"]').fill(t.moveIn);
  await page.getByTestId("ops-block-form").locator('input[name="endsOn"]').fill(t.moveIn);
  await page.getByTestId("ops-block-form").getByRole("button", { name: "设为不可入住" }).click();
  await expect(page.getByTestId("ops-calendar").getByRole("status")).toHaveText("已设置不可入住时段，与之重叠的租期不再接受申请");
  const first = page.getByTestId("ops-blocked").locator("li", { hasText: `Refurbishment ${tag}` });
  await first.getByRole("button", { name: "取消" }).click();
  await expect(page.getByTestId("ops-calendar").getByRole("status")).toHaveText("已取消该不可入住时段");
  await expect(page.getByTestId("ops-blocked")).not.toContainText(`Refurbishment ${tag}`);
  await expect(page.getByTestId("ops-blocked")).toContainText(`装修 ${tag}`);

  await roomPageShows(page, "cn", async (p) => {
    const blocked = p.locator(`[data-testid="cost-row"][data-tenancy="${t.code}"]`);
    const open = p.locator(`[data-testid="cost-row"][data-tenancy="${tenancies[0].code}"]`);
    return (await blocked.getByText("已满").count()) > 0 && (await open.locator('[data-testid="apply-tenancy"]').count()) > 0 && new RegExp(`水电网费 \\D*${37 * tenancies[0].leaseTerm}\\b`).test((await open.innerText()).replace(/,/g, ""));
  });
  await page.context().close();
});

test("the fees and the calendar fit a 375 px phone in both languages", async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })).newPage();
  await signIn(page, landlord);
  for (const lang of ["cn", "en"] as const) {
    await page.goto("/ops");
    await consoleIn(page, lang);
    await page.goto(`/ops/apartments/${room.buildingCode}?room=${room.roomCode}`);
    await expect(page.getByTestId("ops-fees")).toBeVisible();
    await expect(page.getByTestId("ops-calendar").locator("[data-month]").first()).toBeVisible();
    await expectNoSideways(page, `the apartment page (${lang}) at 375px`);
  }
  await page.context().close();
});

test.afterAll(async ({ request }) => {
  if (!room) return;
  // Leaves the apartment as found: the country's standard fees, no blocked periods.
  await signedCall(request, "/rest/ops/building/fees/reset", { staffToken: admin, buildingCode: room.buildingCode });
  const calendar = await signedCall(request, "/rest/ops/room/calendar", { staffToken: admin, buildingCode: room.buildingCode, roomCode: room.roomCode, months: 1 });
  for (const p of (calendar.data?.periods ?? []) as { id: number }[]) {
    await signedCall(request, "/rest/ops/room/blocked/remove", { staffToken: admin, buildingCode: room.buildingCode, roomCode: room.roomCode, id: p.id });
  }
});
