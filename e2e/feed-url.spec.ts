import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";
import { signedCall } from "./accounts-api";
import { E2E_ADMIN } from "./e2e-env";

/**
 * A landlord's feed pulled from their own server: this spec serves the feed (and a photo) from a
 * local HTTP server it starts on 127.0.0.1, which the e2e server may reach because
 * playwright.config.ts lists that address in FEED_FETCH_ALLOW_PRIVATE. The landlord (Chinese,
 * no JavaScript) saves the address and pulls now: the report shows the new apartment and the
 * photo that failed, and the run is listed. Then (English, with JavaScript) the feed changes and
 * is pulled again (updated), and once more unchanged (304 to its ETag). The apartments are the
 * spec's own, created by the feed.
 */
test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

const tag = Math.random().toString(36).slice(2, 7).toUpperCase();
const ref = `FU-${tag}-1`;
const PASSWORD = "a-feed-url-password-1";
let server: Server;
let origin = "";
let version = 1;
let cityId = 0;
let photo: Buffer;
const landlord = { email: `feed-url-${tag.toLowerCase()}@example.com`, name: `Feed Landlord ${tag}` };

function feedBody(): string {
  const price = version === 1 ? 31000 : 32000;
  return JSON.stringify({
    apartments: [
      {
        ref,
        name: { zh: `溪岸公寓 ${tag}`, en: `Brookside Lofts ${tag}` },
        cityId,
        address: { zh: "溪岸街 5 号", en: "5 Brookside Street" },
        lat: 53.48,
        lng: -2.24,
        description: { zh: "步行可达校园。", en: "A walk from campus." },
        currency: "GBP",
        priceUnit: "week",
        rooms: [{ ref: "studio", name: { zh: "单间", en: "Studio" }, roomType: "studio", price: { currency: "GBP", minor: price }, areaM2: 19, bedSize: "double", leaseTerms: [51], availableFrom: "2027-09-01", stock: 2 }],
        photos: [`${origin}/photos/front.png`, `${origin}/photos/missing.jpg`],
      },
    ],
  });
}

test.beforeAll(async ({ request }) => {
  photo = await sharp({ create: { width: 640, height: 420, channels: 3, background: "#4a7c59" } }).png().toBuffer();
  server = createServer((req, res) => {
    const etag = `"feed-${tag}-v${version}"`;
    if (req.url === "/feed.json") {
      if (req.headers["if-none-match"] === etag) {
        res.writeHead(304, { ETag: etag }).end();
        return;
      }
      res.writeHead(200, { "Content-Type": "application/json", ETag: etag }).end(feedBody());
    } else if (req.url === "/photos/front.png") {
      res.writeHead(200, { "Content-Type": "image/png" }).end(photo);
    } else {
      res.writeHead(404).end("not here");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const countries = (await signedCall(request, "/rest/building/client/address/all")).data as { id: number; citys: { id: number }[] }[];
  cityId = countries.find((c) => c.id !== 0 && c.citys.length)!.citys[0].id;
  await makeLandlord(request);
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

/** A new landlord with no apartments yet, their one-time password already replaced. */
async function makeLandlord(request: APIRequestContext) {
  const admin = await signedCall(request, "/rest/ops/auth/login", { email: E2E_ADMIN.email, password: E2E_ADMIN.password });
  expect(admin.code, admin.msg).toBe(0);
  const made = await signedCall(request, "/rest/ops/staff/create", { staffToken: admin.data.staffToken, email: landlord.email, name: landlord.name, role: "landlord", lang: "cn" });
  expect(made.code, made.msg).toBe(0);
  const first = await signedCall(request, "/rest/ops/auth/login", { email: landlord.email, password: made.data.password });
  expect(first.code, first.msg).toBe(0);
  const changed = await signedCall(request, "/rest/ops/auth/password", { staffToken: first.data.staffToken, currentPassword: made.data.password, newPassword: PASSWORD });
  expect(changed.code, changed.msg).toBe(0);
}

async function signIn(page: Page) {
  await page.goto("/ops/login");
  await page.locator('input[name="email"]').fill(landlord.email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').last().click();
  await expect(page).not.toHaveURL(/\/ops\/login$/);
}

test("the landlord (Chinese, no JavaScript) saves their feed's address and pulls it now; the report and the run show", async ({ browser }) => {
  const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await signIn(page);
  await page.goto("/ops/feed");
  await expect(page.getByRole("heading", { name: "从网址拉取数据源" })).toBeVisible();
  await expect(page.getByText("暂无运行记录。")).toBeVisible();

  // A refused address keeps what was typed.
  await page.locator('input[name="url"]').fill("ftp://127.0.0.1/feed.json");
  await page.getByRole("button", { name: "保存网址" }).click();
  await expect(page.getByRole("alert")).toHaveText("请填写以 http:// 或 https:// 开头的数据源地址");
  await expect(page.locator('input[name="url"]')).toHaveValue("ftp://127.0.0.1/feed.json");

  await page.locator('input[name="url"]').fill(`${origin}/feed.json`);
  await page.locator('select[name="format"]').selectOption("json");
  await page.getByRole("button", { name: "保存网址" }).click();
  await expect(page.getByRole("status")).toHaveText("数据源地址已保存，每天自动拉取一次");
  await expect(page.locator('input[name="url"]')).toHaveValue(`${origin}/feed.json`);

  await page.getByRole("button", { name: "立即拉取" }).click();
  await expect(page.getByRole("status")).toHaveText("数据源已导入");
  const report = page.getByTestId("feed-report");
  await expect(report).toContainText(`新建（未上线，待审核）：1: ${ref}`);
  await expect(report).toContainText("未能保存的照片（其记录已照常处理）：1");
  await expect(report).toContainText(`${origin}/photos/missing.jpg: fetch status: 404`);
  const runs = page.getByTestId("feed-runs");
  await expect(runs.locator(":scope > li")).toHaveCount(1);
  await expect(runs.locator(":scope > li").first()).toContainText("从网址拉取 · 已导入");

  // The apartment is the landlord's, with the photo that arrived.
  await page.goto("/ops/apartments");
  await page.getByRole("link", { name: new RegExp(`溪岸公寓 ${tag}`) }).click();
  await expect(page.locator("main img")).toHaveCount(1);
});

test("the landlord (English, with JavaScript) pulls a changed feed (updated), then an unchanged one (nothing done)", async ({ page }) => {
  await signIn(page);
  await page.goto("/ops/feed");
  if (await page.getByRole("button", { name: "English" }).count()) await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByRole("heading", { name: "Feed from an address" })).toBeVisible();
  await expect(page.locator('input[name="url"]')).toHaveValue(`${origin}/feed.json`);

  version = 2;
  await page.getByRole("button", { name: "Pull now" }).click();
  await expect(page.getByRole("status")).toHaveText("Feed imported");
  await expect(page.getByTestId("feed-report")).toContainText(`Updated: 1: ${ref}`);

  await page.getByRole("button", { name: "Pull now" }).click();
  await expect(page.getByRole("status")).toHaveText("The feed has not changed since the last pull; nothing was changed");
  const runs = page.getByTestId("feed-runs").locator(":scope > li");
  await expect(runs).toHaveCount(3);
  await expect(runs.nth(0)).toContainText("Pulled from the address · Unchanged");
  await expect(runs.nth(1)).toContainText("Pulled from the address · Imported");
  await expect(runs.nth(1)).toContainText(`Updated: 1: ${ref}`);
});
