// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OpenInBrowser } from "~/components/wechat/OpenInBrowser";
import type { Lang } from "#core/constants";
import { parse, renderPage, serverHtml } from "./harness";

/** The open-in-browser step that replaces paying inside WeChat: bilingual, the order kept, the link copyable with and without JavaScript. */
const URL_OF_ORDER = "https://www.studynest.example/cn/user/order/O2026112700001";
const page = (lang: Lang, platform: "ios" | "android" = "ios") => ({
  lang,
  url: `/${lang}/sitemap`,
  root: () => ({ lang, user: null }),
  element: <OpenInBrowser orderUrl={URL_OF_ORDER} orderNo="O2026112700001" payBy="2026-11-30 04:00" platform={platform} />,
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("open in the browser to pay", () => {
  it("without JavaScript: the steps, the order kept, the link to copy by hand (no button that cannot work)", async () => {
    for (const [lang, title, entry, kept] of [
      ["cn", "请在手机浏览器中付款", "在 Safari 中打开", "您的订单 O2026112700001 将保留至 2026-11-30 04:00（UTC）。"],
      ["en", "Pay in your phone's browser", "Open in Safari", "Your order O2026112700001 is kept as it is until 2026-11-30 04:00 (UTC)."],
    ] as const) {
      const doc = parse(await serverHtml(page(lang)));
      const box = doc.querySelector('[data-testid="wechat-open-in-browser"]')!;
      expect(box.querySelector("h2")!.textContent).toBe(title);
      expect(box.textContent).toContain(entry);
      expect(doc.querySelector('[data-testid="wechat-order-kept"]')!.textContent).toBe(kept);
      expect((doc.querySelector('[data-testid="wechat-order-link"]') as HTMLInputElement).getAttribute("value")).toBe(URL_OF_ORDER);
      expect(doc.querySelector('[data-testid="wechat-copy-link"]')).toBeNull();
      expect(doc.querySelector('[data-testid="wechat-copy-status"]')!.textContent).not.toBe("");
    }
  });

  it("with JavaScript: the button copies the order's link and says so; a refused clipboard says how to copy by hand", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderPage(page("en", "android"));
    expect(screen.getByTestId("wechat-open-in-browser").textContent).toContain("Open in Browser");
    fireEvent.click(await screen.findByTestId("wechat-copy-link"));
    await waitFor(() => expect(screen.getByTestId("wechat-copy-status").textContent).toBe("Link copied. Paste it into your browser."));
    expect(writeText).toHaveBeenCalledWith(URL_OF_ORDER);
    cleanup();
    writeText.mockRejectedValue(new Error("denied"));
    renderPage(page("cn"));
    fireEvent.click(await screen.findByTestId("wechat-copy-link"));
    await waitFor(() => expect(screen.getByTestId("wechat-copy-status").textContent).toBe("复制失败：请长按链接复制。"));
  });
});
