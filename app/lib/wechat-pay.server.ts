import type { Lang } from "#core/constants";
import { publicOrigin } from "#core/env.server";
import { payPathFor, wechatPlatform } from "./wechat";

/**
 * For the order page's loader (app/lib/wechat.ts): null where the pay button works as it is, or
 * the open-in-browser step's data (OpenInBrowser's props) to show in its place inside WeChat.
 * Decided before any payment starts, so the page needs no round trip and works without
 * JavaScript. The order's link is built from the site's public origin (PUBLIC_URL), never from
 * the request's Host, so a copied link always leads to this site.
 */
export interface BrowserStep {
  orderUrl: string;
  orderNo: string;
  payBy: string | null;
  platform: "ios" | "android" | "other";
}

export function browserStepFor(request: Request, lang: Lang, order: { orderNo: string; payBy?: string | null }): BrowserStep | null {
  const userAgent = request.headers.get("user-agent");
  if (payPathFor(userAgent) === "here") return null;
  const requestOrigin = new URL(request.url).origin;
  const origin = publicOrigin(requestOrigin) ?? requestOrigin;
  return {
    orderUrl: `${origin}/${lang}/user/order/${encodeURIComponent(order.orderNo)}`,
    orderNo: order.orderNo,
    payBy: order.payBy ?? null,
    platform: wechatPlatform(userAgent),
  };
}
