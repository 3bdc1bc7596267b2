import { expect, test, type APIRequestContext } from "@playwright/test";
import { fillApplication, login, noJsPage, signedPost } from "./student-helpers";

/**
 * The second currency in the browser, both languages, with and without JavaScript: CNY beside
 * local prices until the student picks another currency in the header's form (the footer's is
 * the same form); then cards, the
 * room's cost table and its rate line show that one, the choice stays for the next pages, and a
 * visitor without a choice still gets CNY (the kept visitor pages are kept per currency).
 */
const AUD = /≈ (A|AU)\$[\d,]+/;

for (const js of [true, false]) {
  for (const lang of ["cn", "en"] as const) {
    test(`the header's form switches the second currency to AUD and back (${lang}, JavaScript ${js ? "on" : "off"})`, async ({ browser }) => {
      const listing = `/${lang}/united-kingdom/london/apartments`;
      const chooser = await browser.newContext({ javaScriptEnabled: js });
      const page = await chooser.newPage();
      await page.goto(listing);
      await expect(page.getByTestId("card-cny").first()).toHaveText(/≈ ¥[\d,]+/);
      const form = page.getByTestId("currency-form-compact");
      await expect(form.getByTestId("currency-select")).toHaveValue("CNY");
      await form.getByTestId("currency-select").selectOption("AUD");
      await form.getByTestId("currency-submit").click();
      // Back on the same page, now in AUD, and told so.
      await expect(page).toHaveURL(new RegExp(`${listing}$`));
      await expect(page.getByTestId("card-cny").first()).toHaveText(AUD);
      await expect(form.getByTestId("currency-select")).toHaveValue("AUD");
      await expect(page.getByText(lang === "en" ? "Prices are now also shown in Australian dollar (AUD)." : "价格现在同时以澳大利亚元 (AUD)显示。")).toBeVisible();

      // The choice holds on the next page: the apartment's room totals and its rate line.
      await page.getByTestId("card-cny").first().locator("xpath=ancestor::article[1]").locator("h3 a").click();
      await expect(page.getByTestId("room-main-total").first()).toHaveText(/£[\d,]+.*≈ (A|AU)\$[\d,]+/);
      await expect(page.getByTestId("rate-note")).toContainText("AUD");
      await expect(page.getByTestId("rate-note")).toContainText("GBP");
      await expect(page.getByTestId("rate-note")).toContainText(/\d{4}-\d{2}-\d{2}/);

      // Another visitor, no choice: the page kept for AUD is not theirs.
      const visitor = await browser.newContext({ javaScriptEnabled: js });
      const other = await visitor.newPage();
      await other.goto(listing);
      await expect(other.getByTestId("card-cny").first()).toHaveText(/≈ ¥[\d,]+/);
      await visitor.close();

      // And back to CNY.
      await page.goto(listing);
      await expect(page.getByTestId("card-cny").first()).toHaveText(AUD);
      await form.getByTestId("currency-select").selectOption("CNY");
      await form.getByTestId("currency-submit").click();
      await expect(page.getByTestId("card-cny").first()).toHaveText(/≈ ¥[\d,]+/);
      // The footer's chooser (home page: no header strip there) is the same form.
      await page.goto(`/${lang}/`);
      const footer = page.getByTestId("currency-form-dark");
      await footer.getByTestId("currency-select").selectOption("AUD");
      await footer.getByTestId("currency-submit").click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/$`));
      await expect(footer.getByTestId("currency-select")).toHaveValue("AUD");
      await expect(page.getByTestId("card-cny").first()).toHaveText(AUD);
      await chooser.close();
    });
  }
}

test("a currency not on offer is refused with a message in the page's language", async ({ request, baseURL }) => {
  for (const [lang, message] of [
    ["en", "Choose one of the currencies offered."],
    ["cn", "请选择列出的货币之一。"],
  ] as const) {
    const res = await request.post(`/${lang}/currency`, { form: { currency: "XAU", back: `/${lang}/` }, headers: { origin: new URL(baseURL!).origin }, maxRedirects: 0 });
    expect(res.status()).toBe(400);
    expect(await res.text()).toContain(message);
    expect(res.headers()["set-cookie"] ?? "").not.toContain("currency=");
  }
});

/** A bookable room in London (no guarantor asked, so the form is short). */
async function londonRoom(request: APIRequestContext) {
  const route = await signedPost(request, "/rest/building/client/house/route/check", { country: "united-kingdom", city: "london" });
  const list = await signedPost(request, "/rest/building/client/house/list", { cityId: route.data.city.id, pageSize: 50 });
  for (const { code } of list.data.list as { code: string }[]) {
    const info = await signedPost(request, "/rest/building/client/house/info", { buildingCode: code });
    if (info.data?.guarantorRequired) continue;
    const room = (info.data.roomGroups as { rooms: { code: string; stock: number }[] }[]).flatMap((g) => g.rooms).find((r) => r.stock > 0);
    if (room) return { buildingCode: code, roomCode: room.code };
  }
  throw new Error("no bookable room in London");
}

for (const [lang, js] of [
  ["en", true],
  ["cn", false],
] as const) {
  test(`the locked quote: CNY as locked, another currency at today's rate and said so (${lang}, JavaScript ${js ? "on" : "off"})`, async ({ page, browser, request }) => {
    const { buildingCode, roomCode } = await londonRoom(request);
    await login(page, `/${lang}/sitemap`);
    const p = js ? page : await noJsPage(browser, page);
    await p.goto(`/${lang}/apartment/${buildingCode}/room/${roomCode}/apply`);
    await fillApplication(p.getByTestId("apply-form"), {
      mobile: "13800138000",
      paymentPlan: "full",
      legalName: "Tan Mei Ling",
      dateOfBirth: "2004-03-01",
      nationality: "MY",
      university: "University College London",
      course: "BSc Economics",
      yearOfStudy: "year1",
      address: "12 Jalan Ampang, Kuala Lumpur",
    });
    await p.getByTestId("apply-agree").check();
    await p.getByTestId("apply-submit").click();
    await expect(p).toHaveURL(new RegExp(`/${lang}/user/application/A\\w+$`));
    const quote = p.getByTestId("quote");
    await expect(quote.getByTestId("quote-total")).toHaveText(/£[\d,]+ ≈ ¥[\d,]+/);
    await expect(quote.getByTestId("quote-rate")).toContainText(lang === "en" ? "(locked)" : "（锁定）");

    const form = p.getByTestId("currency-form-compact");
    await form.getByTestId("currency-select").selectOption("AUD");
    await form.getByTestId("currency-submit").click();
    await expect(quote.getByTestId("quote-total")).toHaveText(/£[\d,]+ ≈ (A|AU)\$[\d,]+/);
    await expect(quote.getByTestId("quote-rate")).toContainText(lang === "en" ? "today's rate" : "按当日");
    await expect(quote.getByTestId("quote-rate")).toContainText("AUD");
    // The upfront payment in the schedule converts too.
    await expect(quote.getByTestId("schedule-amount").first()).toHaveText(/≈ (A|AU)\$[\d,]+/);
    if (!js) await p.context().close();
  });
}
