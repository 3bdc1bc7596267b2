import { expect, test } from "@playwright/test";
import { setUserCookie } from "./accounts-api";
import { bookableRoom } from "./booking-helpers";
import { resident } from "./student-helpers";

/**
 * Paying inside WeChat's browser: the order page shows, in place of the pay button, how to open
 * the order in the phone's browser (both languages, with and without JavaScript), the order
 * kept and its link to copy; the same order outside WeChat keeps its pay button.
 */
const WECHAT_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN";

for (const js of [true, false]) {
  test(`inside WeChat the order's pay button becomes the open-in-browser step; outside, the button stays (JavaScript ${js ? "on" : "off"})`, async ({ browser, request, baseURL }) => {
    const room = await bookableRoom(request);
    const { user, orderNo } = await resident(request, room, []);

    const wechat = await browser.newContext({ javaScriptEnabled: js, userAgent: WECHAT_UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await setUserCookie(wechat, baseURL!, user);
    const page = await wechat.newPage();
    for (const [lang, title, entry, kept] of [
      ["cn", "请在手机浏览器中付款", "在 Safari 中打开", `您的订单 ${orderNo} 将保留至`],
      ["en", "Pay in your phone's browser", "Open in Safari", `Your order ${orderNo} is kept as it is until`],
    ] as const) {
      await page.goto(`/${lang}/user/order/${orderNo}`);
      const step = page.getByTestId("wechat-open-in-browser");
      await expect(step.getByRole("heading", { level: 2 })).toHaveText(title);
      await expect(step).toContainText(entry);
      await expect(page.getByTestId("wechat-order-kept")).toContainText(kept);
      await expect(page.getByTestId("pay-button")).toHaveCount(0);
      await expect(page.getByTestId("wechat-order-link")).toHaveValue(new RegExp(`^https?://[^/]+/${lang}/user/order/${orderNo}$`));
      if (js) {
        await wechat.grantPermissions(["clipboard-read", "clipboard-write"]);
        await page.getByTestId("wechat-copy-link").click();
        await expect(page.getByTestId("wechat-copy-status")).toHaveText(lang === "en" ? "Link copied. Paste it into your browser." : "链接已复制，请粘贴到浏览器中打开。");
        expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/${lang}/user/order/${orderNo}$`));
      } else {
        await expect(page.getByTestId("wechat-copy-link")).toHaveCount(0);
      }
    }
    // A pay posted from inside WeChat anyway starts nothing and comes back to the step.
    const posted = await wechat.request.post(`/en/user/order/${orderNo}`, { form: { intent: "pay", instalment: "0" }, headers: { origin: new URL(baseURL!).origin }, maxRedirects: 0 });
    expect(posted.status()).toBe(303);
    expect(posted.headers().location).toBe(`/en/user/order/${orderNo}`);
    await wechat.close();

    // The same order in the phone's own browser: the pay button.
    const phone = await browser.newContext({ javaScriptEnabled: js });
    await setUserCookie(phone, baseURL!, user);
    const other = await phone.newPage();
    await other.goto(`/en/user/order/${orderNo}`);
    await expect(other.getByTestId("pay-button")).toBeVisible();
    await expect(other.getByTestId("wechat-open-in-browser")).toHaveCount(0);
    await phone.close();
  });
}
