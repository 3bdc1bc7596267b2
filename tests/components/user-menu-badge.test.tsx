// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Header } from "~/components/header/Header";
import type { Lang } from "#core/constants";
import { parse, renderPage, serverHtml } from "./harness";

/** The header's user menu counts the online service's unread replies, as text too. */
const user = (serviceUnread: number) => ({ userName: "Mia", avatar: null, mobile: "13800138000", mobilePrefixId: 317, userCode: "u1", hasMobile: true, serviceUnread });
const page = (lang: Lang, serviceUnread: number | null) => ({
  lang,
  url: `/${lang}/sitemap`,
  root: () => ({ lang, user: serviceUnread === null ? null : user(serviceUnread), hotline: "400-1", salePromotion: "recommend", qr: null }),
  element: <Header />,
});

afterEach(cleanup);

describe("the user menu's online-service badge", () => {
  it("reads the count with the entry's name, in both languages", () => {
    renderPage(page("en", 2));
    const entry = screen.getByTestId("menu-service");
    expect(entry.textContent).toBe("Online service2, 2 unread");
    expect(within(entry).getByTestId("menu-unread").getAttribute("aria-hidden")).toBe("true");
    cleanup();
    renderPage(page("cn", 1));
    expect(screen.getByTestId("menu-service").textContent).toBe("在线客服1，1 条未读");
  });

  it("shows nothing with nothing unread, and caps the badge at 99+", () => {
    renderPage(page("en", 0));
    expect(screen.getByTestId("menu-service").textContent).toBe("Online service");
    expect(screen.queryByTestId("menu-unread")).toBeNull();
    cleanup();
    renderPage(page("en", 120));
    expect(screen.getByTestId("menu-unread").textContent).toBe("99+");
    expect(screen.getByTestId("menu-service").textContent).toContain(", 120 unread");
  });

  it("is in the server's HTML (the menu works without JavaScript)", async () => {
    const doc = parse(await serverHtml(page("en", 3)));
    expect(doc.querySelector('[data-testid="menu-service"]')?.textContent).toBe("Online service3, 3 unread");
    const visitor = parse(await serverHtml(page("en", null)));
    expect(visitor.querySelector('[data-testid="menu-unread"]')).toBeNull();
  });
});
