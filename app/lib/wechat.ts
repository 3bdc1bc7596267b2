/**
 * WeChat's in-app browser, as pages need to know it (pure: server and browser).
 *
 * Paying there: WeChat lets a page take money only through WeChat Pay's in-app (JSAPI) method;
 * any other provider's page either does not open in WeChat's browser or offers WeChat Pay as a
 * QR code, which cannot be scanned with the phone that shows it. So inside WeChat the pay button
 * is replaced by a step that opens the order in the phone's own browser, where the provider's
 * page works.
 */

/** WeChat's in-app browser names itself in the user agent (MicroMessenger, on iOS and Android). */
export function isWeChatBrowser(userAgent: string | null | undefined): boolean {
  return /MicroMessenger/i.test(userAgent ?? "");
}

/** iOS's WeChat names its menu entry "Open in Safari", Android's "Open in Browser". */
export function wechatPlatform(userAgent: string | null | undefined): "ios" | "android" | "other" {
  const ua = userAgent ?? "";
  if (/iPhone|iPad|iPod/i.test(ua)) return "ios";
  if (/Android/i.test(ua)) return "android";
  return "other";
}

/**
 * What the pay button does for a browser with `userAgent`: "here" (start the payment and go to
 * the provider's page) or "browser" (inside WeChat: the open-in-browser step instead). Only
 * WeChat Pay's in-app method works inside WeChat; the providers we have (Stripe Checkout, and the
 * development checkout that stands in for it) are hosted pages, so inside WeChat it is always the
 * step until an in-app method is configured (`inAppMethod`).
 */
export function payPathFor(userAgent: string | null | undefined, payment: { inAppMethod?: boolean } = {}): "here" | "browser" {
  if (!isWeChatBrowser(userAgent)) return "here";
  return payment.inAppMethod ? "here" : "browser";
}
