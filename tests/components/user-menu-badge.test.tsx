// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Header } from "~/components/header/Header";
import type { Lang } from "#core/constants";
import { parse, renderPage, serverHtml } from "./harness";

/** The header's user menu counts the online service's unread replies, in its accessible name too. */
const user = (serviceUnread: number) => ({ userName: "Mia", avatar: null, mobile: "13800138000", mobilePrefixId: 317, userCode: "u1", hasMobile: true, serviceUnread });
const page = (lang: Lang, serviceUnread: number | null) => ({
  lang,
  url: `/${lang}/sitemap`,
  root: () => ({ lang, user: serviceUnread === null ? null : user(serviceUnread), hotline: "400-1", salePromotion: "recommend", qr: null }),
  element: <Header />,
});

afterEach(cleanup);

describe("the user menu's online-service badge", () => {
  it("names the entry with its count, in both languages; the badge is for the eye", () => {
    renderPage(page("en", 2));
    const entry = screen.getByRole("link", { name: "Online service, 2 unread" });
    expect(entry).toBe(screen.getByTestId("menu-service"));
    const badge = within(entry).getByTestId("menu-unread");
    expect([badge.textContent, badge.getAttribute("aria-hidden")]).toEqual(["2", "true"]);
    // Only the counted entry is renamed.
    expect(screen.getByTestId("menu-history").getAttribute("aria-label")).toBeNull();
    cleanup();
    renderPage(page("cn", 1));
    expect(screen.getByTestId("menu-service").getAttribute("aria-label")).toBe("在线客服，1 条未读");
  });

  it("shows nothing with nothing unread, and caps the badge at 99+", () => {
    renderPage(page("en", 0));
    expect(screen.getByTestId("menu-service").getAttribute("aria-label")).toBeNull();
    expect(screen.getByTestId("menu-service").textContent).toBe("Online service");
    expect(screen.queryByTestId("menu-unread")).toBeNull();
    cleanup();
    renderPage(page("en", 120));
    expect(screen.getByTestId("menu-unread").textContent).toBe("99+");
    expect(screen.getByTestId("menu-service").getAttribute("aria-label")).toBe("Online service, 120 unread");
  });

  it("is in the server's HTML (the menu works without JavaScript)", async () => {
    const doc = parse(await serverHtml(page("en", 3)));
    const entry = doc.querySelector('[data-testid="menu-service"]');
    expect([entry?.getAttribute("aria-label"), entry?.querySelector('[data-testid="menu-unread"]')?.textContent]).toEqual(["Online service, 3 unread", "3"]);
    const visitor = parse(await serverHtml(page("en", null)));
    expect(visitor.querySelector('[data-testid="menu-unread"]')).toBeNull();
  });
});
