import { describe, expect, it } from "vitest";
import { campaignFields, classifyReferrer, isPaidBaidu, nextCampaign } from "~/lib/attribution";

describe("traffic sources: referrers classed as baidu, google, sogou, sm, bing, 360", () => {
  it("classes search-engine referrers", () => {
    expect(classifyReferrer("https://www.baidu.com/s?wd=x")).toBe("baidu");
    expect(classifyReferrer("https://www.google.co.uk/")).toBe("google");
    expect(classifyReferrer("https://www.sogou.com/web")).toBe("sogou");
    expect(classifyReferrer("https://m.sm.cn/s")).toBe("sm");
    expect(classifyReferrer("https://cn.bing.com/search")).toBe("bing");
    expect(classifyReferrer("https://www.so.com/s")).toBe("360");
    expect(classifyReferrer("https://example.org/")).toBeUndefined();
    expect(classifyReferrer("not a url")).toBeUndefined();
    expect(classifyReferrer("https://site.test/page", "site.test")).toBeUndefined();
  });
  it("knows the paid baidu source codes", () => {
    for (const c of ["bdpc", "bdm", "bdxxl"]) expect(isPaidBaidu(c)).toBe(true);
    expect(isPaidBaidu("nature")).toBe(false);
  });
});

describe("campaign cookie", () => {
  it("keeps marketing and lead parameters from the URL, URL winning over the cookie", () => {
    const url = new URL("https://site.test/cn/?utm_source=wx&utm_campaign=autumn&shareUid=u1&mId=m9&other=x");
    const next = nextCampaign(url, null, { utm_source: "old", utm_medium: "cpc" });
    expect(next).toEqual({ utm_source: "wx", utm_medium: "cpc", utm_campaign: "autumn", shareUid: "u1", mId: "m9" });
  });
  it("answers undefined when nothing changed (no cookie to write)", () => {
    expect(nextCampaign(new URL("https://site.test/cn/"), null, { utm_source: "a" })).toBeUndefined();
  });
  it("records the referrer source and paid baidu codes", () => {
    const next = nextCampaign(new URL("https://site.test/cn/?sourceCode=bdpc"), "https://www.baidu.com/s", {});
    expect(next).toMatchObject({ sourceCode: "bdpc", referrerSource: "baidu", paid: "1" });
  });
  it("forwards pc/nature by default and the referrer source when no code was given", () => {
    expect(campaignFields({})).toEqual({ entranceCode: "pc", sourceCode: "nature" });
    expect(campaignFields({ referrerSource: "google" }).sourceCode).toBe("google");
    expect(campaignFields({ sourceCode: "bdm", referrerSource: "baidu", utm_term: "t" })).toMatchObject({ sourceCode: "bdm", utm_term: "t" });
  });
  it("ignores oversized values", () => {
    const url = new URL(`https://site.test/cn/?utm_source=${"x".repeat(500)}`);
    expect(nextCampaign(url, null, {})).toBeUndefined();
  });
});
