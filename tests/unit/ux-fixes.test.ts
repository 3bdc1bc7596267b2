import { describe, expect, it } from "vitest";
import { defaultNickname, nicknameOf } from "../../api/accounts/service";
import { NICKNAME_RE, profileFormSchema, profileUpdateFields } from "#core/schemas/student";
import { IMAGE_WIDTHS } from "~/lib/images";

/** The logic behind the front-end fixes. */
describe("nicknames", () => {
  it("gives a new account a nickname that passes the site's own rule", () => {
    for (const mobile of ["13800138124", "447700900123", "123"]) {
      const name = defaultNickname({ mobile });
      expect(name).toMatch(NICKNAME_RE);
      expect(name).not.toContain(mobile.slice(0, 3) + "****");
    }
    expect(defaultNickname({ mobile: "13800138124" })).toBe("用户8124");
    expect(defaultNickname({ email: "li.ming_01@example.com" })).toBe("liming01");
    expect(defaultNickname({ email: "._@example.com" })).toMatch(NICKNAME_RE);
    expect(defaultNickname({})).toMatch(NICKNAME_RE);
  });
  it("makes a third-party nickname fit the rule, or leaves it", () => {
    expect(nicknameOf("octo-cat")).toBe("octocat");
    expect(nicknameOf("a")).toBeNull();
    expect(nicknameOf("x".repeat(30))).toHaveLength(20);
  });
  it("never blocks a profile save on a nickname the user did not touch", () => {
    const untouched = profileFormSchema.safeParse({ userName: "138****8124", userNameWas: "138****8124", intro: "hi", gender: "0" });
    expect(untouched.success).toBe(true);
    expect(profileUpdateFields(untouched.data!)).toEqual({ intro: "hi", gender: "0" });
  });
  it("checks a nickname the user changed", () => {
    const changed = profileFormSchema.safeParse({ userName: "bad name!", userNameWas: "138****8124", gender: "0" });
    expect(changed.success).toBe(false);
    expect(changed.error!.issues[0]).toMatchObject({ path: ["userName"], message: "nickname_error_tip" });
    expect(profileFormSchema.safeParse({ userName: "", userNameWas: "138****8124" }).success).toBe(false);
    const ok = profileFormSchema.safeParse({ userName: "小明Ming", userNameWas: "138****8124", gender: "1" });
    expect(profileUpdateFields(ok.data!)).toEqual({ userName: "小明Ming", gender: "1" });
  });
});

describe("image widths", () => {
  it("serves the widths the promotion hero asks for", () => {
    for (const w of [640, 960, 1200]) expect(IMAGE_WIDTHS as readonly number[]).toContain(w);
  });
});

describe("the sale tab", () => {
  it("leads to a sale campaign only while it runs, else to the current offers", async () => {
    const { saleTarget, headerTabs } = await import("~/lib/links");
    expect(saleTarget([{ code: "recommend", active: true }, { code: "national-day-delsk", active: true }])).toBe("national-day-delsk");
    expect(saleTarget([{ code: "recommend", active: true }, { code: "national-day-delsk", active: false }])).toBe("recommend");
    expect(saleTarget(undefined)).toBe("recommend");
    expect(headerTabs("cn", "recommend").find((t) => t.key === "sale")!.href).toBe("/cn/promotion/recommend#offers");
    expect(headerTabs("en", "national-day-delsk").find((t) => t.key === "sale")!.href).toBe("/en/promotion/national-day-delsk");
  });
});
