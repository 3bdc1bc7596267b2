import type { LoaderFunctionArgs } from "@remix-run/node";
import { shareConfig, WeChatError, wechatCredentials } from "~/lib/wechat-share.server";

/**
 * /wechat/share?url=<the page's URL>: the signed JS-SDK configuration the page inside WeChat
 * passes to `wx.config` (app/components/wechat/WeChatShare.tsx). Only a page of this site is
 * signed; 404 when WeChat is not configured, 502 when WeChat does not answer.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" } });
  if (!wechatCredentials()) return json({ error: "not configured" }, 404);
  const asked = new URL(request.url).searchParams.get("url") ?? "";
  let page: URL;
  try {
    page = new URL(asked);
  } catch {
    return json({ error: "url: a page of this site" }, 400);
  }
  if (page.host !== new URL(request.url).host || !/^https?:$/.test(page.protocol)) return json({ error: "url: a page of this site" }, 400);
  try {
    return json(await shareConfig(page.href));
  } catch (e) {
    if (e instanceof WeChatError) return json({ error: "WeChat did not answer" }, 502);
    throw e;
  }
}
