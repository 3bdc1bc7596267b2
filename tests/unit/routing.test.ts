import path from "node:path";
import { UNSAFE_flatRoutes as flatRoutes } from "@remix-run/dev";
import { matchRoutes, type AgnosticRouteObject as RouteObject } from "@remix-run/router";
import { describe, expect, it } from "vitest";

/**
 * Which route module answers a URL, by the route tree Remix builds from app/routes and its own
 * ranking: the API, uploads and images must never be answered by a `$lang` page whose first
 * segment happens to match anything (a new `$lang.x.$` splat can outrank `rest/*`).
 */
const APP = path.resolve(__dirname, "../../app");

function tree(): RouteObject[] {
  const manifest = flatRoutes(APP);
  const children = (parentId: string | undefined): RouteObject[] =>
    Object.values(manifest)
      .filter((r) => r.parentId === parentId || (parentId === "root" && !r.parentId && r.id !== "root"))
      .map((r): RouteObject => (r.index ? { id: r.id, path: r.path, index: true } : { id: r.id, path: r.path, children: children(r.id) }));
  return [{ id: "root", path: "", children: children("root") }];
}

const leaf = (url: string) => matchRoutes(tree(), url)?.at(-1)?.route.id;

describe("routing: resource paths reach their handlers", () => {
  it.each([
    ["/rest/user/client/login", /^routes\/rest\./],
    ["/rest/user/client/user/info", /^routes\/rest\./],
    ["/rest/building/client/house/list", /^routes\/rest\./],
    ["/rest/common/sms/verifyCode", /^routes\/rest\./],
    ["/jcommon/file/upload", /^routes\/jcommon\./],
    ["/feedback/client/add", /^routes\/feedback\./],
    ["/uploads/2026/01/abc.png", /^routes\/uploads\./],
    ["/images/640/seed/07.webp", /^routes\/images\./],
  ])("%s", (url, handler) => {
    expect(leaf(url)).toMatch(handler);
  });

  it("pages still reach their routes", () => {
    expect(leaf("/cn/user/no-such-child")).toBe("routes/$lang.user_.$");
    expect(leaf("/en/user/profiles")).toBe("routes/$lang.user.profiles");
    expect(leaf("/cn/united-kingdom/london/apartments")).toBe("routes/$lang.$country_.$city_.apartments.$");
  });
});
