import { describe, expect, test } from "vitest";
import { safeBack, safeRedirect } from "../../app/lib/safe-redirect";

/** One rule for every redirectTo / back / returnTo of the site. */
describe("safeRedirect", () => {
  test.each([
    "/cn/../..//evil.example",
    "/en/../..//evil.example/path",
    "/cn/%2e%2e/%2e%2e//evil.example",
    "/cn/%2E%2E/%2E%2E//evil.example",
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "/\\/evil.example",
    "\\\\evil.example",
    "/cn/..\\..\\\\evil.example",
    "https://evil.example/cn/",
    "javascript:alert(1)",
    "/cn/\nSet-Cookie: x=1",
    "/cn/\r\nLocation: //evil.example",
    "/cn/\u0000",
    "/cn/\t/x",
    "evil.example/cn/",
    "/other/path",
    "/",
    "",
    "/cn/" + "x".repeat(2100),
  ])("refuses %j", (value) => {
    expect(safeRedirect(value, "/cn/")).toBe("/cn/");
  });

  test.each([
    ["/cn/", "/cn/"],
    ["/en/user/collections?page=2", "/en/user/collections?page=2"],
    ["/cn/united-kingdom/london/apartments?sort=price#top", "/cn/united-kingdom/london/apartments?sort=price"],
    ["/cn/a/../b", "/cn/b"],
    ["/cn", "/cn"],
    ["/en/search?keyword=%2F%2Fevil", "/en/search?keyword=%2F%2Fevil"],
  ])("accepts %j as %j", (value, expected) => {
    expect(safeRedirect(value, "/cn/")).toBe(expected);
  });

  test("non-strings (a File in a form) answer the fallback", () => {
    expect(safeRedirect(new File(["x"], "x"), "/en/")).toBe("/en/");
    expect(safeRedirect(null, "/en/")).toBe("/en/");
    expect(safeBack(undefined, "en")).toBe("/en/");
  });

  test("the two old rules are gone: every caller imports this one", async () => {
    const { readFileSync } = await import("node:fs");
    const { execSync } = await import("node:child_process");
    const files = execSync("grep -rlE 'function (safeRedirect|safeBack)' app", { encoding: "utf8" }).trim().split("\n");
    expect(files).toEqual(["app/lib/safe-redirect.ts"]);
    expect(readFileSync("app/routes/$lang.preview-media.tsx", "utf8")).toContain("safeRedirect(");
  });
});
