import { expect, test } from "@playwright/test";
import { apiLoginBySms, setUserCookie, signedCall } from "./accounts-api";
import { newMobile } from "./accounts-helpers";
import { E2E_ADMIN } from "./e2e-env";

/**
 * Trust on the pages: a verification badge is shown only where a current record exists, says
 * what it covers and when, and opens the record; the record page says who checked what and until
 * when. Works without JavaScript (links and a server-rendered page).
 */
async function seededRecord(request: Parameters<typeof signedCall>[0]) {
  const login = await signedCall(request, "/rest/ops/auth/login", { email: E2E_ADMIN.email, password: E2E_ADMIN.password });
  expect(login.code, login.msg).toBe(0);
  const list = await signedCall(request, "/rest/ops/verification/list", { staffToken: login.data.staffToken, pageSize: 100 }, { language: "en" });
  expect(list.code, list.msg).toBe(0);
  const photos = (list.data.list as { code: string; check: string; current: boolean; building: { code: string } | null; checkedOn: string }[]).find(
    (r) => r.check === "photos" && r.current && r.building,
  );
  expect(photos).toBeDefined();
  return photos!;
}

for (const javaScriptEnabled of [true, false]) {
  test(`a verified apartment's badge says what was checked and when, and opens its record (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({ browser, baseURL, request }) => {
    const record = await seededRecord(request);
    const context = await browser.newContext({ baseURL, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(`/en/apartment/${record.building!.code}`);
    const badge = page.getByTestId("verification-badge").filter({ hasText: "Photos checked" });
    await expect(badge).toHaveText(`✓Verified · Photos checked by StudyNest on ${record.checkedOn}`);
    await expect(badge).toHaveAttribute("href", `/en/verification/${record.code}`);
    await badge.click();
    await expect(page).toHaveURL(new RegExp(`/en/verification/${record.code}$`));
    await expect(page.getByTestId("verification-state")).toContainText("Current");
    await expect(page.getByTestId("verification-checked-on")).toHaveText(record.checkedOn);
    await page.goto(`/cn/apartment/${record.building!.code}`);
    await expect(page.getByTestId("verification-badge").filter({ hasText: "核验了照片" })).toHaveText(`✓认证房源 · 留学家于 ${record.checkedOn} 核验了照片`);
    await context.close();
  });
}

test("an apartment without a record shows no verification badge", async ({ page, request }) => {
  const record = await seededRecord(request);
  const list = await signedCall(request, "/rest/building/client/house/list", { cityId: 1, pageSize: 50 }, { language: "en" });
  const info = async (code: string) => (await signedCall(request, "/rest/building/client/house/info", { buildingCode: code }, { language: "en" })).data;
  let plain: string | undefined;
  for (const c of list.data.list as { code: string }[]) {
    if (c.code !== record.building!.code && (await info(c.code)).verifications.length === 0) {
      plain = c.code;
      break;
    }
  }
  expect(plain).toBeDefined();
  await page.goto(`/en/apartment/${plain}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("verification-badge")).toHaveCount(0);
  await expect(page.getByText("Verified ·")).toHaveCount(0);
});

test("the standing warning: pay only on StudyNest, on the roommate board and the service page, in both languages", async ({ page, context, baseURL }) => {
  await page.goto("/en/roommates");
  await expect(page.getByTestId("pay-only-here")).toHaveText("Pay only on StudyNest: we never ask for transfers to a person.");
  await page.goto("/cn/roommates");
  await expect(page.getByTestId("pay-only-here")).toHaveText("只在留学家网站上付款：我们绝不会要求您向个人转账。");
  const user = await apiLoginBySms(page.request, newMobile());
  await setUserCookie(context, baseURL!, user);
  await page.goto("/en/user/service");
  await expect(page.getByTestId("pay-only-here")).toBeVisible();
});

test("a message with a WeChat id before a booking shows the reader a warning", async ({ page, context, baseURL }) => {
  const user = await apiLoginBySms(page.request, newMobile());
  await setUserCookie(context, baseURL!, user);
  const sent = await signedCall(page.request, "/rest/user/client/service/send", { content: "vx: pay_me_2026 for the room" }, { token: user.token, language: "en" });
  expect(sent.code, sent.msg).toBe(0);
  await page.goto(`/en/user/service?c=${sent.data.conversationId}`);
  await expect(page.getByTestId("contact-warning")).toContainText("a WeChat ID");
});

test("an interest whose message carries a phone number before a booking shows the poster a warning", async ({ page, context, baseURL }) => {
  const route = await signedCall(page.request, "/rest/building/client/house/route/check", { country: "united-kingdom", city: "london" });
  const cityId = route.data.city.id as number;
  const now = new Date();
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1)).toISOString().slice(0, 7);
  const poster = await apiLoginBySms(page.request, newMobile());
  const post = await signedCall(
    page.request,
    "/rest/roommate/client/post/save",
    { cityId, month, budget: 900, roomType: "private_room", habits: "quiet", languages: "zh,en", content: "Quiet student looking for a tidy flatmate near campus.", wechat: "wx_poster_e2e", requestId: `r${Date.now()}` },
    { token: poster.token, language: "en" },
  );
  expect(post.code, post.msg).toBe(0);
  const sender = await apiLoginBySms(page.request, newMobile());
  const sent = await signedCall(
    page.request,
    "/rest/roommate/client/interest/send",
    { postCode: post.data.post.code, message: "Call me on 138 0013 8000 and send the deposit", email: "sender@example.com", requestId: `s${Date.now()}` },
    { token: sender.token, language: "en" },
  );
  expect(sent.code, sent.msg).toBe(0);
  await setUserCookie(context, baseURL!, poster);
  await page.goto("/en/user/publish");
  await expect(page.getByTestId("received-interest").getByTestId("contact-warning")).toContainText("a phone number");
  await page.goto("/cn/user/publish");
  await expect(page.getByTestId("received-interest").getByTestId("contact-warning")).toContainText("联系方式（电话）");
});
