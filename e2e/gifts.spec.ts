import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { apiLoginBySms, setUserCookie, signedCall, U } from "./accounts-api";
import { APPLICANT } from "../tests/helpers/applicant";
import { newMobile, outbox } from "./accounts-helpers";
import { E2E_ADMIN, E2E_OPERATOR_TOKEN } from "./e2e-env";
import { noJsPage } from "./student-helpers";

/**
 * My gift in a real browser: an apartment states its cashback's conditions in both languages; a
 * student books it, staff move the order to checked-in through the staff API, the gift shows as
 * claimable under My gift (cn and en), the student claims it (with JavaScript, and without it,
 * correcting the details after), and finance marks it paid on the console's gifts page (in English
 * with JavaScript, in Chinese without it); the order page shows its gift.
 */
const B = "/rest/building/client";
const hydrated = (page: Page) => page.waitForFunction(() => "__remixRouter" in window);

type Found = { buildingCode: string; roomCode: string; tenancyCode: string; name: string };
let found: Found | undefined;

/** A UK apartment whose cashback is claimable at check-in, with a room whose full-year tenancy it applies to. */
async function cashbackRoom(request: APIRequestContext): Promise<Found> {
  if (found) return found;
  const countries = (await signedCall(request, `${B}/address/list`, {}, { language: "en" })).data.list as { id: number; slug: string }[];
  const uk = countries.find((c) => c.slug === "united-kingdom")!;
  for (let pageNum = 1; pageNum <= 5; pageNum++) {
    const list = (await signedCall(request, `${B}/house/list`, { countryId: uk.id, pageSize: 50, pageNum }, { language: "en" })).data.list as { code: string }[];
    for (const { code } of list) {
      const info = (await signedCall(request, `${B}/house/info`, { buildingCode: code }, { language: "en" })).data;
      const cashback = (info.offers as { key: string; conditions: string[] }[]).find((o) => o.key === "cashback");
      if (!cashback?.conditions.some((c) => c.startsWith("Claim it from check-in"))) continue;
      const rooms = (info.roomGroups as { rooms: { code: string; stock: number }[] }[]).flatMap((g) => g.rooms).filter((r) => r.stock > 0);
      for (const room of rooms) {
        const r = (await signedCall(request, `${B}/room/info`, { roomCode: room.code }, { language: "en" })).data;
        const full = (r.tenancies as { code: string; kind: string; available: boolean }[]).find((t) => t.kind === "full_year" && t.available);
        const cost = full && (r.costs as { tenancyCode: string; offers: { key: string }[] }[]).find((c) => c.tenancyCode === full.code);
        if (full && cost?.offers.some((o) => o.key === "cashback")) return (found = { buildingCode: code, roomCode: room.code, tenancyCode: full.code, name: info.name });
      }
    }
  }
  throw new Error("no UK apartment with a cashback claimable at check-in");
}

/** A student who booked the room; staff approved, took payment and checked them in. */
async function checkedInStudent(request: APIRequestContext, room: Found) {
  const mobile = newMobile();
  const user = await apiLoginBySms(request, mobile);
  const applied = await signedCall(
    request,
    `${U}/intent/apply`,
    {
      roomCode: room.roomCode,
      tenancyCode: room.tenancyCode,
      mobilePrefixId: 317,
      mobile,
      paymentPlan: "term",
      agree: "on",
      ...APPLICANT,
    },
    { token: user.token },
  );
  expect(applied.code, applied.msg).toBe(0);
  const approved = await signedCall(request, "/rest/ops/intent/status", { operatorToken: E2E_OPERATOR_TOKEN, applyCode: applied.data.applyCode, status: "approved" });
  expect(approved.code, approved.msg).toBe(0);
  const orderNo = approved.data.orderNo as string;
  for (const status of ["paid", "checked_in"]) {
    const moved = await signedCall(request, "/rest/ops/order/status", { operatorToken: E2E_OPERATOR_TOKEN, orderNo, status });
    expect(moved.code, moved.msg).toBe(0);
  }
  const gifts = (await signedCall(request, `${U}/gift/list`, { orderNo }, { token: user.token })).data.list as { giftNo: string; status: string }[];
  expect(gifts).toHaveLength(1);
  expect(gifts[0].status).toBe("claimable");
  return { user, mobile, orderNo, giftNo: gifts[0].giftNo };
}

/** The SMS texts the student was sent about `giftNo`. */
const notices = async (request: APIRequestContext, mobile: string, giftNo: string) =>
  (await outbox(request)).filter((e) => e.kind === "sms" && e.to === `+86 ${mobile}` && e.code === giftNo).map((e) => e.text);

/** A finance account of its own per console language, signed in on a browser page (its one-time password changed). */
async function financePage(browser: Browser, request: APIRequestContext, lang: "cn" | "en", javaScriptEnabled: boolean): Promise<Page> {
  const login = await signedCall(request, "/rest/ops/auth/login", { email: E2E_ADMIN.email, password: E2E_ADMIN.password });
  expect(login.code, login.msg).toBe(0);
  const email = `gift-finance-${lang}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const made = await signedCall(request, "/rest/ops/staff/create", { staffToken: login.data.staffToken, email, name: `Finance ${lang}`, role: "finance", lang });
  expect(made.code, made.msg).toBe(0);
  const page = await (await browser.newContext({ javaScriptEnabled })).newPage();
  await page.goto("/ops/login");
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(made.data.password as string);
  await page.locator('form button[type="submit"]').last().click();
  await expect(page).not.toHaveURL(/\/ops\/login$/);
  if (/\/ops\/password$/.test(page.url())) {
    await page.locator('input[name="currentPassword"]').fill(made.data.password as string);
    await page.locator('input[name="newPassword"]').fill("a-finance-password-0123");
    await page.locator('form:has(input[name="newPassword"]) button[type="submit"]').click();
  }
  await expect(page).not.toHaveURL(/\/ops\/(password|login)$/);
  return page;
}

/** Finance pays the claimed gift on /ops/gifts with the payment's reference; the page says so. */
async function payByStaff(browser: Browser, request: APIRequestContext, giftNo: string, reference: string, lang: "cn" | "en", javaScriptEnabled: boolean) {
  const page = await financePage(browser, request, lang, javaScriptEnabled);
  await page.goto("/ops/gifts");
  await expect(page.getByRole("heading", { name: lang === "en" ? "Gifts and cashback" : "礼品与返现" })).toBeVisible();
  const row = page.locator(`[data-gift-no="${giftNo}"]`);
  await expect(row).toContainText("Zhang San");
  await row.locator('input[name="note"]').fill(reference);
  await row.getByRole("button", { name: lang === "en" ? "Mark paid" : "标记已发放" }).click();
  await expect(page.locator("body")).toContainText(lang === "en" ? `Gift ${giftNo} is now: Paid` : `礼品 ${giftNo} 现在为：已发放`);
  await expect(page.locator(`[data-gift-no="${giftNo}"]`)).toHaveCount(0);
  await page.goto("/ops/gifts?status=paid");
  await expect(page.locator(`[data-gift-no="${giftNo}"]`)).toBeVisible();
  await page.context().close();
}

test.describe("my gift", () => {
  test("the apartment page states the cashback's conditions in both languages", async ({ page, request }) => {
    const room = await cashbackRoom(request);
    await page.goto(`/en/apartment/${room.buildingCode}`);
    const offers = page.getByTestId("offer-list");
    await expect(offers.getByRole("heading", { name: "Offers and gifts" })).toBeVisible();
    const cashback = offers.locator('[data-offer="cashback"]');
    await expect(cashback).toContainText(/Cashback of GBP \d+ after moving in/);
    await expect(cashback).toContainText(/Claim it from check-in until \d+ days after check-in/);
    await page.goto(`/cn/apartment/${room.buildingCode}`);
    await expect(page.getByTestId("offer-list").locator('[data-offer="cashback"]')).toContainText(/入住后即可申领，须在入住后 \d+ 天内申领/);
    // The room page, from the same data.
    await page.goto(`/en/apartment/${room.buildingCode}/room/${room.roomCode}`);
    await expect(page.getByTestId("offer-list").locator('[data-offer="cashback"]')).toContainText(/Claim it from check-in/);
  });

  test("checked in, the student claims the cashback with JavaScript; finance pays it", async ({ page, browser, request, baseURL }) => {
    const room = await cashbackRoom(request);
    const { user, mobile, orderNo, giftNo } = await checkedInStudent(request, room);
    await expect.poll(() => notices(request, mobile, giftNo)).toEqual([expect.stringMatching(/can now be claimed/)]);
    await setUserCookie(page.context(), baseURL!, user);

    await page.goto("/cn/user/gifts");
    const cnCard = page.locator(`[data-gift="${giftNo}"]`);
    await expect(cnCard.getByTestId("gift-status")).toHaveText("可以申领");
    await expect(cnCard.getByTestId("gift-conditions")).toContainText("入住后即可申领");
    await expect(cnCard.getByTestId("gift-order")).toHaveText(orderNo);

    await page.goto("/en/user/gifts");
    await hydrated(page);
    const card = page.locator(`[data-gift="${giftNo}"]`);
    await expect(card.getByRole("heading", { name: "Cashback", exact: true })).toBeVisible();
    await expect(card.getByTestId("gift-status")).toHaveText("Ready to claim");
    await expect(card.getByTestId("gift-amount")).toContainText(/£\d+.*≈ ¥[\d,]+ at the rate of \d{4}-\d{2}-\d{2}/);
    await expect(card.getByTestId("gift-claim-by")).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

    const form = card.getByTestId(`claim-form-${giftNo}`);
    // With JavaScript the bank's fields show only for a bank transfer.
    await expect(form.getByTestId("bank-fields")).toBeHidden();
    await form.getByTestId("method-bank_transfer").check();
    await expect(form.getByTestId("bank-fields")).toBeVisible();
    await form.getByTestId("holderName").fill("Zhang San");
    await form.getByTestId("bankCountry").selectOption("DE");
    await form.getByTestId("bankName").fill("Commerzbank");
    await form.getByTestId("account").fill("DE89 3704 0044 0532 0130 01");
    await form.getByTestId("claim-submit").click();
    await expect(form.getByTestId("error-account")).toHaveText("Give a valid IBAN of the bank's country (it starts with the country code)");
    await form.getByTestId("account").fill("DE89 3704 0044 0532 0130 00");
    await form.getByTestId("claim-submit").click();

    await expect(card.getByTestId("gift-status")).toHaveText("Claimed");
    await expect(card.getByTestId("gift-payout-account")).toHaveText("•••• 3000");
    await expect(page.locator("body")).not.toContainText("DE89370400440532013000");
    await expect(card.getByTestId(`claim-form-${giftNo}`)).toHaveCount(0);

    await payByStaff(browser, request, giftNo, "BACS-E2E-1", "en", true);
    await page.reload();
    await expect(card.getByTestId("gift-status")).toHaveText("Paid out");
    await expect(card.getByTestId("gift-reference")).toHaveText("BACS-E2E-1");
    await expect(card.getByTestId("correct-details")).toHaveCount(0);
    await expect.poll(async () => (await notices(request, mobile, giftNo)).length).toBe(2);

    // The order page shows its gift.
    await page.goto(`/en/user/order/${orderNo}`);
    const orderGift = page.getByTestId("order-gift");
    await expect(orderGift.getByTestId("gift-status")).toHaveText("Paid out");
    await expect(orderGift.getByTestId("order-gift-link")).toHaveAttribute("href", `/en/user/gifts#${giftNo}`);
  });

  test("without JavaScript the student claims it, sees a refusal in place, and corrects the details until paid", async ({ page, browser, request, baseURL }) => {
    const room = await cashbackRoom(request);
    const { user, giftNo } = await checkedInStudent(request, room);
    await setUserCookie(page.context(), baseURL!, user);
    const nojs = await noJsPage(browser, page);
    await nojs.goto("/cn/user/gifts");
    const card = nojs.locator(`[data-gift="${giftNo}"]`);
    const form = card.getByTestId(`claim-form-${giftNo}`);
    // Every field shows without JavaScript, the bank's marked as for bank transfers only.
    await expect(form.getByTestId("bank-fields")).toBeVisible();
    await expect(form.getByTestId("bank-fields")).toContainText("仅银行转账需要填写");
    await form.getByTestId("method-alipay").check();
    await form.getByTestId("holderName").fill("张三");
    await form.getByTestId("account").fill("not-an-account");
    await form.getByTestId("claim-submit").click();
    const again = nojs.locator(`[data-gift="${giftNo}"]`).getByTestId(`claim-form-${giftNo}`);
    await expect(again.getByTestId("error-account")).toHaveText("请填写支付宝账号：手机号或邮箱地址");
    await expect(again.getByTestId("holderName")).toHaveValue("张三");
    await again.getByTestId("account").fill("13800138000");
    await again.getByTestId("claim-submit").click();
    await expect(card.getByTestId("gift-status")).toHaveText("已申领");
    await expect(card.getByTestId("gift-payout-account")).toHaveText("•••• 8000");

    // Correct it: the details element opens without JavaScript.
    await card.getByTestId("correct-details").locator("summary").click();
    const correct = card.getByTestId(`correct-form-${giftNo}`);
    await correct.getByTestId("method-paypal").check();
    await correct.getByTestId("holderName").fill("Zhang San");
    await correct.getByTestId("account").fill("zhang.san@example.com");
    await correct.getByTestId("claim-submit").click();
    await expect(card.getByTestId("gift-payout-account")).toHaveText("z•••@example.com");
    await expect(card.getByTestId("gift-status")).toHaveText("已申领");

    await payByStaff(browser, request, giftNo, "PP-E2E-2", "cn", false);
    await nojs.reload();
    await expect(card.getByTestId("gift-status")).toHaveText("已发放");
    await expect(card.getByTestId("correct-details")).toHaveCount(0);
    await nojs.context().close();
  });

  test("a student without gifts is pointed to the current offers", async ({ page, request, baseURL }) => {
    const user = await apiLoginBySms(request, newMobile());
    await setUserCookie(page.context(), baseURL!, user);
    await page.goto("/en/user/gifts");
    await expect(page.getByTestId("gifts-empty")).toContainText("No gifts yet");
    await expect(page.getByTestId("gifts-empty").getByRole("link", { name: "See the current offers" })).toHaveAttribute("href", "/en/promotion/recommend#offers");
  });
});
