import { describe, expect, test } from "vitest";
import { isWeChatBrowser, payPathFor, wechatPlatform } from "~/lib/wechat";

/** Inside WeChat the pay button (a hosted provider page) becomes the open-in-browser step. */
const WECHAT_IOS = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN";
const WECHAT_ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN";
const CHROME = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";

describe("payPathFor", () => {
  test("inside WeChat, on iOS and Android: the browser step (a hosted provider page does not work there)", () => {
    expect(payPathFor(WECHAT_IOS)).toBe("browser");
    expect(payPathFor(WECHAT_ANDROID)).toBe("browser");
  });
  test("inside WeChat with an in-app payment method configured: the pay button as it is", () => {
    expect(payPathFor(WECHAT_IOS, { inAppMethod: true })).toBe("here");
  });
  test("outside WeChat: the pay button as it is", () => {
    expect(payPathFor(CHROME)).toBe("here");
    expect(payPathFor(null)).toBe("here");
  });
});

describe("detection", () => {
  test("WeChat's browser on iOS and Android, and its menu's platform", () => {
    expect([isWeChatBrowser(WECHAT_IOS), isWeChatBrowser(WECHAT_ANDROID), isWeChatBrowser(CHROME), isWeChatBrowser(undefined)]).toEqual([true, true, false, false]);
    expect([wechatPlatform(WECHAT_IOS), wechatPlatform(WECHAT_ANDROID), wechatPlatform("curl/8")]).toEqual(["ios", "android", "other"]);
  });
});

describe("browserStepFor", () => {
  test("the step's data inside WeChat, the order's link on the site's origin; nothing otherwise", async () => {
    const { browserStepFor } = await import("~/lib/wechat-pay.server");
    const request = (ua: string) => new Request("http://localhost:3000/cn/user/order/O1", { headers: { "user-agent": ua } });
    const step = browserStepFor(request(WECHAT_ANDROID), "cn", { orderNo: "O1", payBy: "2026-11-30T04:00:00Z" });
    expect(step).toEqual({ orderUrl: expect.stringMatching(/^https?:\/\/[^/]+\/cn\/user\/order\/O1$/), orderNo: "O1", payBy: "2026-11-30T04:00:00Z", platform: "android" });
    expect(browserStepFor(request(CHROME), "cn", { orderNo: "O1" })).toBeNull();
  });
});
