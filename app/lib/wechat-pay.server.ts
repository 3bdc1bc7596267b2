import type { Lang } from "#core/constants";
import { publicOrigin } from "#core/env.server";
import { payPathFor, wechatPlatform } from "./wechat";

/**
 * The pay button's answer inside WeChat (app/lib/wechat.ts): given where the payment start sends
 * the student, null to go on there, or the open-in-browser step's data (OpenInBrowser's props)
 * when that page cannot work inside WeChat. The order's link is built from the site's public
 * origin (PUBLIC_URL), never from the request's Host, so a copied link always leads to this site.
 */
export interface BrowserStep {
  orderUrl: string;
  orderNo: string;
  payBy: string | null;
  platform: "ios" | "android" | "other";
}

export function browserStepFor(request: Request, lang: Lang, order: { orderNo: string; payBy?: string | null }, payUrl: string): BrowserStep | null {
  const requestOrigin = new URL(request.url).origin;
  const origin = publicOrigin(requestOrigin) ?? requestOrigin;
  const userAgent = request.headers.get("user-agent");
  if (payPathFor(userAgent, payUrl, origin) === "here") return null;
  return {
    orderUrl: `${origin}/${lang}/user/order/${encodeURIComponent(order.orderNo)}`,
    orderNo: order.orderNo,
    payBy: order.payBy ?? null,
    platform: wechatPlatform(userAgent),
  };
}
