import { describe, expect, it } from "vitest";
import { decideLanguage, preferredLang, showLanguageSwitch, stripLang, switchLangPath } from "#core/lang";

describe("language routing: every page under /cn or /en, the prefix from the lang cookie", () => {
  it("adds the trailing slash to bare prefixes", () => {
    expect(decideLanguage("/cn", "", {})).toEqual({ kind: "redirect", location: "/cn/" });
    expect(decideLanguage("/en", "?a=1", {})).toEqual({ kind: "redirect", location: "/en/?a=1" });
  });
  it("redirects unprefixed paths to the current language, keeping the query", () => {
    expect(decideLanguage("/", "", {})).toEqual({ kind: "redirect", location: "/cn/" });
    expect(decideLanguage("/user", "?x=1", { lang: "en" })).toEqual({ kind: "redirect", location: "/en/user?x=1" });
    expect(decideLanguage("/user", "", { i18n_redirected: "en" })).toEqual({ kind: "redirect", location: "/en/user" });
    expect(decideLanguage("/user", "", { lang: "xx" })).toEqual({ kind: "redirect", location: "/cn/user" });
  });
  it("reads the lang cookie before i18n_redirected", () => {
    expect(preferredLang({ lang: "cn", i18n_redirected: "en" })).toBe("cn");
  });
  it("renders prefixed pages and saves a changed language", () => {
    expect(decideLanguage("/en/user", "", { lang: "cn" })).toEqual({ kind: "page", lang: "en", setCookie: true });
    expect(decideLanguage("/en/", "", { lang: "en", i18n_redirected: "en" })).toEqual({ kind: "page", lang: "en", setCookie: false });
  });
  it("never redirects the API, assets and operational paths", () => {
    for (const p of ["/rest/building/client/house/list", "/jcommon/file/upload", "/healthz", "/robots.txt", "/sitemap.xml", "/sitemap-cities-1.xml", "/dev/outbox", "/assets/root-abc.js", "/favicon.svg", "/feedback/client/add", "/__manifest"]) {
      expect(decideLanguage(p, "", {})).toEqual({ kind: "pass" });
    }
  });
  it("switches language keeping the path and query", () => {
    expect(switchLangPath("/cn/united-kingdom/london", "?p=2", "en")).toBe("/en/united-kingdom/london?p=2");
    expect(switchLangPath("/en/user/profiles", "", "cn")).toBe("/cn/user/profiles");
    expect(switchLangPath("/en/", "", "cn")).toBe("/cn/");
  });
  it("strips the prefix", () => {
    expect(stripLang("/en")).toBe("/");
    expect(stripLang("/en/user")).toBe("/user");
    expect(stripLang("/english/user")).toBe("/english/user");
  });
  it("hides the switch on /news paths only", () => {
    expect(showLanguageSwitch("/cn/news/1")).toBe(false);
    expect(showLanguageSwitch("/en/newsletter")).toBe(false);
    expect(showLanguageSwitch("/en/user")).toBe(true);
  });
});
