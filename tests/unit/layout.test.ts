import { describe, expect, it } from "vitest";
import { keepsOwnTitle, showFooter, showHeader, showHeaderBottomLine, showHeaderSearch } from "~/lib/layout";
import { filingNumberFor } from "~/lib/filing";

describe("layout rules (spec §2)", () => {
  it("hides the header on the home root and the listed fragments", () => {
    expect(showHeader("/cn/")).toBe(false);
    expect(showHeader("/en/")).toBe(false);
    for (const p of ["/cn/csp/x", "/en/promotion/gd", "/cn/promotion/bdp/1", "/cn/promotion/country", "/cn/common/introduce", "/cn/common/introduce-cn", "/en/common/email-activation"]) {
      expect(showHeader(p), p).toBe(false);
    }
    for (const p of ["/cn/user", "/en/united-kingdom", "/cn/promotion/recommend", "/cn/common/privacy"]) {
      expect(showHeader(p), p).toBe(true);
    }
  });
  it("hides the header search on home only", () => {
    expect(showHeaderSearch("/cn/")).toBe(false);
    expect(showHeaderSearch("/cn/user")).toBe(true);
  });
  it("hides the header bottom line when a buildingCode param is present", () => {
    expect(showHeaderBottomLine({ lang: "cn", buildingCode: "b1" })).toBe(false);
    expect(showHeaderBottomLine({ lang: "cn" })).toBe(true);
  });
  it("hides the footer under /user, on listings and the two common pages", () => {
    for (const p of ["/cn/user", "/en/user/profiles", "/cn/united-kingdom/apartments", "/cn/united-kingdom/london/apartments", "/en/united-kingdom/london/ucl/apartments/price-100-300", "/cn/common/introduce", "/en/common/email-activation"]) {
      expect(showFooter(p), p).toBe(false);
    }
    for (const p of ["/cn/", "/cn/users", "/cn/united-kingdom/london", "/cn/apartment/abc", "/cn/common/privacy"]) {
      expect(showFooter(p), p).toBe(true);
    }
  });
  it("keeps the own title only on city/school listings and detail pages", () => {
    expect(keepsOwnTitle("routes/$lang.$country_.$city_.apartments.$")).toBe(true);
    expect(keepsOwnTitle("routes/$lang.$country_.apartments.$")).toBe(false);
    expect(keepsOwnTitle("routes/$lang.apartment.($buildingCode)")).toBe(true);
    expect(keepsOwnTitle("routes/$lang.user.profiles")).toBe(false);
  });
});

describe("filing number by host (spec §1)", () => {
  const values = { cn: "A", intl: "B" };
  it("uses one value for .cn and .net hosts and another for the rest", () => {
    expect(filingNumberFor("x.cn", values)).toBe("A");
    expect(filingNumberFor("www.example.net:8080", values)).toBe("A");
    expect(filingNumberFor("x.com", values)).toBe("B");
    expect(filingNumberFor("localhost:3000", values)).toBe("B");
    expect(filingNumberFor("x.cn.com", values)).toBe("B");
  });
});
