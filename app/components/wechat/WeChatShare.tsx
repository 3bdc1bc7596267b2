import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { useRootData } from "~/lib/root-data";

/**
 * Inside WeChat's browser, the page's share card (title, description with the price in CNY,
 * photo: the page's OpenGraph tags) for "send to a chat" and "share to Moments", through
 * WeChat's JS-SDK signed by /wechat/share. Nothing loads unless the site is configured for
 * WeChat (root data `wechatShare`) and the browser is WeChat's; it runs again after each
 * navigation, since the card follows the page.
 */
const SDK = "https://res.wx.qq.com/open/js/jweixin-1.6.0.js";

interface WeChatSdk {
  config(c: { debug: boolean; appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[] }): void;
  ready(fn: () => void): void;
  error(fn: (e: unknown) => void): void;
  updateAppMessageShareData(d: { title: string; desc: string; link: string; imgUrl: string }): void;
  updateTimelineShareData(d: { title: string; link: string; imgUrl: string }): void;
}

let sdk: Promise<WeChatSdk> | undefined;
function loadSdk(): Promise<WeChatSdk> {
  sdk ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SDK;
    script.async = true;
    script.onload = () => {
      const wx = (window as { wx?: WeChatSdk }).wx;
      if (wx) resolve(wx);
      else reject(new Error("no wx"));
    };
    script.onerror = () => {
      sdk = undefined;
      reject(new Error("WeChat JS-SDK did not load"));
    };
    document.head.appendChild(script);
  });
  return sdk;
}

/** WeChat on iOS checks the signature against the address the page was first opened at, not the one a navigation moved to. */
const landing = typeof window === "undefined" ? "" : window.location.href.split("#")[0];
const signedUrl = () => (/iPhone|iPad|iPod/i.test(navigator.userAgent) ? landing : window.location.href.split("#")[0]);

const og = (property: string) => document.querySelector<HTMLMetaElement>(`meta[property="${property}"]`)?.content ?? "";

export function WeChatShare() {
  const configured = useRootData()?.wechatShare === true;
  const location = useLocation();
  useEffect(() => {
    if (!configured || !/MicroMessenger/i.test(navigator.userAgent)) return;
    let cancelled = false;
    (async () => {
      const res = await fetch(`/wechat/share?url=${encodeURIComponent(signedUrl())}`);
      if (!res.ok || cancelled) return;
      const config = (await res.json()) as { appId: string; timestamp: number; nonceStr: string; signature: string };
      const wx = await loadSdk();
      if (cancelled) return;
      wx.config({ debug: false, ...config, jsApiList: ["updateAppMessageShareData", "updateTimelineShareData"] });
      wx.ready(() => {
        const card = { title: og("og:title") || document.title, link: window.location.href.split("#")[0], imgUrl: og("og:image") };
        wx.updateAppMessageShareData({ ...card, desc: og("og:description") });
        wx.updateTimelineShareData(card);
      });
    })().catch(() => undefined); // no share card is a bare link, never a broken page
    return () => {
      cancelled = true;
    };
  }, [configured, location.key]);
  return null;
}
