import { describe, expect, it } from "vitest";
import { decideLanguage, isPassthroughPath, langOfPath, localHref, localeOf, switchLangPath } from "#core/lang";
import { dialogHref, headerTabs, isCurrentMenuLink, loginHref, userMenuLinks } from "~/lib/links";
import { filingNumberFor } from "~/lib/filing";

/** More cases of the language, link and filing rules, one rule per test where possible. */
describe("language prefixes", () => {
  it("maps the prefixes to html lang codes", () => {
    expect(localeOf("cn")).toBe("zh-CN");
    expect(localeOf("en")).toBe("en");
  });
  it("takes the other language's prefix as the language", () => {
    expect(decideLanguage("/en/common/privacy", "", { lang: "cn", i18n_redirected: "cn" })).toEqual({ kind: "page", lang: "en", setCookie: true });
    expect(decideLanguage("/cn/common/privacy", "", { lang: "en" })).toEqual({ kind: "page", lang: "cn", setCookie: true });
  });
  it("keeps a deep path and its query when redirecting", () => {
    expect(decideLanguage("/united-kingdom/london/apartments", "?page=2&sort=price", { lang: "en" })).toEqual({
      kind: "redirect",
      location: "/en/united-kingdom/london/apartments?page=2&sort=price",
    });
  });
  it("does not treat look-alike prefixes as languages", () => {
    expect(langOfPath("/english/x")).toBeUndefined();
    expect(langOfPath("/cnx")).toBeUndefined();
    expect(decideLanguage("/cnx", "", {})).toEqual({ kind: "redirect", location: "/cn/cnx" });
  });
  it("passes through every operational path of the issue", () => {
    for (const p of ["/rest/x", "/jcommon/file/upload", "/healthz", "/robots.txt", "/sitemap.xml", "/dev/outbox", "/dev/outbox.json", "/assets/entry.client-abc.js", "/logo.svg"]) {
      expect(isPassthroughPath(p), p).toBe(true);
    }
    for (const p of ["/", "/user", "/sitemap", "/common/privacy", "/cn/"]) expect(isPassthroughPath(p), p).toBe(false);
  });
  it("switches both ways on every kind of page", () => {
    expect(switchLangPath("/cn/common/introduce-cn", "", "en")).toBe("/en/common/introduce-cn");
    expect(switchLangPath("/en/sitemap", "?a=1", "cn")).toBe("/cn/sitemap?a=1");
    expect(switchLangPath("/cn/", "", "en")).toBe("/en/");
  });
  it("builds local links under the language", () => {
    expect(localHref("/user/profiles", "en")).toBe("/en/user/profiles");
    expect(localHref("sitemap", "cn")).toBe("/cn/sitemap");
  });
});

// The layout rules (header, search box, bottom line, footer, title) are checked
// route by route in tests/unit/layout.test.ts.

describe("header links", () => {
  it("opens the SMS login with report 1 from login/register and house cooperation, 2 from register", () => {
    expect(loginHref("/cn/sitemap", "")).toBe("/cn/sitemap?login=sms&report=1");
    expect(loginHref("/cn/sitemap", "?a=1", 2)).toBe("/cn/sitemap?a=1&login=sms&report=2");
    expect(dialogHref("/cn/x", "?login=sms", "cooperation")).toBe("/cn/x?dialog=cooperation");
  });
  it("has the spec's tabs, the mobile one landing on the phone-site page", () => {
    const tabs = headerTabs("en");
    expect(tabs.map((t) => t.key)).toEqual(["myOrder", "helpCenter", "mall", "mobile", "sale"]);
    expect(tabs.find((t) => t.key === "mobile")!.href).toBe("/en/mobile");
  });
  it("has the spec's user menu: its nine entries in order, then the account's pages", () => {
    expect(userMenuLinks("cn").map((l) => [l.group, l.href])).toEqual([
      ["mine", "/cn/user/history"],
      ["mine", "/cn/user/publish"],
      ["mine", "/cn/user/collections"],
      ["mine", "/cn/user/roommates"],
      ["mine", "/cn/user/gifts"],
      ["mine", "/cn/help"],
      ["mine", "/cn/user/service"],
      ["mine", "/cn/user/feedback"],
      ["mine", "/cn/user/applications?tab=orders"],
      ["account", "/cn/user/profiles"],
      ["account", "/cn/user/account-setting"],
      ["account", "/cn/user/applications"],
      ["account", "/cn/user/documents"],
    ]);
  });
  it("leads 'my order' to the orders, in the header and in the user menu", () => {
    expect(headerTabs("cn").find((t) => t.key === "myOrder")!.href).toBe("/cn/user/applications?tab=orders");
    expect(userMenuLinks("en").find((t) => t.key === "orders")!.href).toBe("/en/user/applications?tab=orders");
  });
  it("marks the entry of the page shown, orders and applications apart", () => {
    const current = (pathname: string, search = "") => userMenuLinks("en").filter((l) => isCurrentMenuLink(l, pathname, search, "en")).map((l) => l.key);
    expect(current("/en/user/history")).toEqual(["history"]);
    expect(current("/en/user/applications")).toEqual(["applications"]);
    expect(current("/en/user/applications", "?tab=orders")).toEqual(["orders"]);
    expect(current("/en/user/order/O1")).toEqual(["orders"]);
    expect(current("/en/user/application/A1")).toEqual(["applications"]);
    expect(current("/en/help")).toEqual(["help"]);
    expect(current("/en/help/booking")).toEqual(["help"]);
    expect(current("/en/user/historyx")).toEqual([]);
  });
});

describe("filing number", () => {
  it("ignores case, port and a trailing dot", () => {
    const v = { cn: "CN", intl: "INTL" };
    expect(filingNumberFor("WWW.EXAMPLE.CN", v)).toBe("CN");
    expect(filingNumberFor("example.net.:443", v)).toBe("CN");
    expect(filingNumberFor("example.com.cn", v)).toBe("CN");
    expect(filingNumberFor("example.network", v)).toBe("INTL");
    expect(filingNumberFor("", v)).toBe("INTL");
  });
});
