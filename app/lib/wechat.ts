/**
 * WeChat's in-app browser, as pages need to know it (pure: server and browser).
 *
 * Paying there: WeChat lets a page take money only through WeChat Pay's in-app (JSAPI) method;
 * any other provider's page either does not open in WeChat's browser or offers WeChat Pay as a
 * QR code, which cannot be scanned with the phone that shows it. So inside WeChat a pay button
 * that leads off the site (Stripe Checkout) is replaced by a step that opens the order in the
 * phone's own browser; a payment page of the site itself (the development checkout) works there.
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
 * Where the pay button may send a browser with `userAgent`: "here" (go on to `payUrl`), or
 * "browser" (inside WeChat, a payment page off the site: show the open-in-browser step instead).
 * `payUrl` is what the payment start answered; relative or on `siteOrigin` means the site's own page.
 */
export function payPathFor(userAgent: string | null | undefined, payUrl: string, siteOrigin: string): "here" | "browser" {
  if (!isWeChatBrowser(userAgent)) return "here";
  let target: URL;
  try {
    target = new URL(payUrl, siteOrigin);
  } catch {
    return "browser";
  }
  return target.origin === new URL(siteOrigin).origin ? "here" : "browser";
}
