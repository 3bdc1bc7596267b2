import path from "node:path";
import { UNSAFE_flatRoutes as flatRoutes } from "@remix-run/dev";
import { createStaticHandler, matchRoutes, type AgnosticRouteObject as RouteObject } from "@remix-run/router";
import { describe, expect, it, vi } from "vitest";
import { keptMatcher, prunedStaticHandler } from "~/lib/route-matching.server";

/**
 * The kept route matching (app/lib/route-matching.server.ts) answers what React Router's
 * matchRoutes answers, for the site's own route table, while matching each path of a table once.
 */
const APP = path.resolve(__dirname, "../../app");

/** The route table Remix builds from app/routes (new objects each call, as every render makes its own). */
function tree(): RouteObject[] {
  const manifest = flatRoutes(APP);
  const children = (parentId: string | undefined): RouteObject[] =>
    Object.values(manifest)
      .filter((r) => r.parentId === parentId || (parentId === "root" && !r.parentId && r.id !== "root"))
      .map((r): RouteObject => (r.index ? { id: r.id, path: r.path, index: true } : { id: r.id, path: r.path, children: children(r.id) }));
  return [{ id: "root", path: "", children: children("root") }];
}

const PATHS = [
  "/",
  "/cn",
  "/cn/",
  "/en/",
  "/cn/united-kingdom",
  "/cn/united-kingdom/london",
  "/cn/united-kingdom/london/apartments",
  "/cn/united-kingdom/london/apartments/p2",
  "/en/united-kingdom/london/university-college-london/apartments",
  "/cn/united-kingdom/apartments",
  "/cn/apartment",
  "/cn/apartment/m24ckf6e",
  "/cn/apartment/m24ckf6e/room",
  "/cn/apartment/m24ckf6e/room/m24ckf6e-02",
  "/cn/apartment/m24ckf6e/room/m24ckf6e-02/apply",
  "/en/apartment/M24CKF6E/review",
  "/cn/user",
  "/cn/user/applications",
  "/cn/user/no-such-child",
  "/en/help/booking/how-to-pay",
  "/cn/%E4%BC%A6%E6%95%A6/apartments",
  "/rest/building/client/house/list",
  "/images/640/seed/07.webp",
  "/ops/apartments/abc",
  "/xx/unknown/path",
  "/cn/search?q=london#top",
];

/** A match without its route object's other fields: which route, which params, which path. */
const shape = (matches: ReturnType<typeof matchRoutes>) => matches?.map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname, pathnameBase: m.pathnameBase })) ?? null;

describe("kept route matching", () => {
  it("answers as matchRoutes does for every path of the site's table, with the caller's route objects", () => {
    const kept = keptMatcher(matchRoutes);
    for (const url of PATHS) {
      for (const basename of ["/", "/cn"]) {
        // Twice with fresh tables: the first answer is computed, the second kept.
        for (let i = 0; i < 2; i++) {
          const routes = tree();
          const got = kept(routes, url, basename);
          expect(shape(got), `${url} ${basename}`).toEqual(shape(matchRoutes(routes, url, basename)));
          const ids = new Map<string, RouteObject>();
          const walk = (list: RouteObject[]) => list.forEach((r) => (ids.set(r.id!, r), r.children && walk(r.children)));
          walk(routes);
          for (const m of got ?? []) expect(m.route).toBe(ids.get(m.route.id!));
        }
      }
    }
  });

  it("matches the whole table once per path shape, whatever the table's objects and the query", () => {
    const original = vi.fn(matchRoutes);
    const kept = keptMatcher(original);
    const wholeTableCalls = () => original.mock.calls.filter(([routes]) => routes[0].children!.length > 1).length;
    kept(tree(), "/cn/apartment/m24ckf6e");
    kept(tree(), "/cn/apartment/m24ckf6e?reviews=2");
    kept(tree(), { pathname: "/cn/apartment/m24ckf6e" });
    expect(wholeTableCalls()).toBe(1);
    // Another apartment, in the other language: the same shape, matched on the kept chain.
    expect(shape(kept(tree(), "/en/apartment/other"))).toEqual(shape(matchRoutes(tree(), "/en/apartment/other")));
    expect(wholeTableCalls()).toBe(1);
    // A static segment where the shape had any: another shape.
    kept(tree(), "/cn/apartment/user");
    kept(tree(), "/cn/user/applications");
    expect(wholeTableCalls()).toBe(3);
    // A percent-encoded path is matched after decoding: always on the whole table.
    kept(tree(), "/cn/%E4%BC%A6%E6%95%A6/apartments");
    kept(tree(), "/cn/%E4%BC%A6%E6%95%A6/apartments");
    expect(wholeTableCalls()).toBe(5);
  });

  it("answers as matchRoutes does for paths of every shape, in any order", () => {
    // Static segments of the table, their case changed, and words that are none of them.
    const words = ["cn", "en", "apartment", "APARTMENT", "room", "apartments", "user", "applications", "help", "search", "rest", "images", "sort-price-asc", "p2", "abc", "m24ckf6e", "x", ""];
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const kept = keptMatcher(matchRoutes);
    const tables = [tree(), tree()];
    for (let i = 0; i < 3000; i++) {
      const length = 1 + Math.floor(random() * 6);
      const url = "/" + Array.from({ length }, () => words[Math.floor(random() * words.length)]).join("/");
      const routes = tables[i % 2];
      expect(shape(kept(routes, url)), url).toEqual(shape(matchRoutes(routes, url)));
    }
    // Most of those paths were answered from a kept shape.
    expect(kept.size()).toBeLessThan(2000);
  });

  it("matches a shape's chain once; every later path of the shape is answered from it without matching", () => {
    const original = vi.fn(matchRoutes);
    const kept = keptMatcher(original);
    const path = "/cn/apartment/once0001/room/once0001-02";
    kept(tree(), path); // the whole table (the shape is new to this matcher), then its chain once
    expect(original).toHaveBeenCalledTimes(2);
    for (let i = 0; i < 6; i++) expect(shape(kept(tree(), path))).toEqual(shape(matchRoutes(tree(), path)));
    // Other apartments and rooms, in either language, and the static segments in another case.
    for (const other of ["/en/apartment/Once0002/room/ONCE0002-07", "/cn/apartment/x/room/y", "/en/APARTMENT/m24ckf6e/Room/m24ckf6e-11"]) {
      kept(tree(), other); // a static segment in another case is another shape: matched once more
      expect(shape(kept(tree(), other)), other).toEqual(shape(matchRoutes(tree(), other)));
    }
    expect(kept(tree(), "/en/apartment/Once0002/room/ONCE0002-07")!.at(-1)!.params).toEqual({ lang: "en", buildingCode: "Once0002", roomCode: "ONCE0002-07" });
    expect(original).toHaveBeenCalledTimes(4);
    for (let i = 0; i < 100; i++) expect(kept(tree(), `/cn/apartment/many${i}/room/r${i}`)!.at(-1)!.pathname).toBe(`/cn/apartment/many${i}/room/r${i}`);
    expect(original).toHaveBeenCalledTimes(4);
  });

  it("matches a shape on its chain at every call when its template does not give the whole table's answer back", () => {
    // A matcher that answers a path with holes wrongly: the template fails its check.
    const original = vi.fn((routes: RouteObject[], location: string | { pathname?: string }, basename?: string) => {
      const matches = matchRoutes(routes, location, basename);
      return typeof location === "string" && location.includes("\u0001") ? (matches?.map((m) => ({ ...m, params: { ...m.params, lang: "zz" } })) ?? null) : matches;
    });
    const kept = keptMatcher(original);
    for (const code of ["a1", "b2", "c3"]) expect(shape(kept(tree(), `/cn/apartment/${code}`))).toEqual(shape(matchRoutes(tree(), `/cn/apartment/${code}`)));
    expect(original).toHaveBeenCalledTimes(4); // the whole table and the template, then the chain for each later path
  });

  it("hands each caller its own params, so changing one answer changes no other", () => {
    const kept = keptMatcher(matchRoutes);
    const first = kept(tree(), "/cn/apartment/m24ckf6e")!;
    (first.at(-1)!.params as Record<string, string>).buildingCode = "changed";
    expect(kept(tree(), "/cn/apartment/m24ckf6e")!.at(-1)!.params.buildingCode).toBe("m24ckf6e");
  });

  it("keeps nothing for a table whose routes have no ids, and different tables apart", () => {
    const original = vi.fn(matchRoutes);
    const kept = keptMatcher(original);
    const anonymous: RouteObject[] = [{ path: "/a/:x" }];
    expect(kept(anonymous, "/a/1")?.[0].params).toEqual({ x: "1" });
    kept(anonymous, "/a/1");
    expect(original).toHaveBeenCalledTimes(2);
    expect(kept.size()).toBe(0);
    const one: RouteObject[] = [{ id: "r", path: "/a/:x" }];
    const other: RouteObject[] = [{ id: "r", path: "/b/:x" }];
    expect(kept(one, "/a/1")?.[0].params).toEqual({ x: "1" });
    expect(kept(other, "/a/1")).toBeNull();
  });

  it("holds a bounded number of answers", () => {
    const kept = keptMatcher(matchRoutes);
    const routes: RouteObject[] = [{ id: "apartment", path: "/p/:code" }];
    // 5,000 shapes: 13 segments, each the static "p" or any other.
    for (let i = 0; i < 5000; i++) kept(routes, "/" + Array.from({ length: 13 }, (_, bit) => ((i >> bit) & 1 ? "p" : "z")).join("/"));
    expect(kept.size()).toBe(4096);
    for (let i = 0; i < 10; i++) kept(routes, `/p/code${i}`);
    expect(kept.size()).toBe(4096);
  });

  it("answers a static handler's query on the matched chain as on the whole table", async () => {
    // Loaders that name their route and params, an action on every route, a boundary at the root
    // and at the account layout, and loaders that fail (their errors bubble to the nearest boundary).
    const withData = (list: RouteObject[]): RouteObject[] =>
      list.map((r) => ({
        ...r,
        hasErrorBoundary: r.id === "root" || r.id === "routes/$lang.user",
        loader: ({ params }: { params: Record<string, string | undefined> }) => {
          if (r.id!.endsWith("user.applications") || (r.id!.includes("room") && params.roomCode === "broken")) throw new Error(`${r.id} failed`);
          return { id: r.id, params };
        },
        action: () => ({ acted: r.id }),
        ...(r.children ? { children: withData(r.children) } : {}),
      })) as RouteObject[];
    const original = vi.fn(createStaticHandler);
    const whole = createStaticHandler(withData(tree()));
    const pruned = prunedStaticHandler(original, keptMatcher(matchRoutes))(withData(tree()));
    const answer = (context: unknown) => {
      if (context instanceof Response) return { status: context.status, location: context.headers.get("location") };
      const c = context as { statusCode: number; matches: { route: { id: string }; params: unknown; pathname: string }[]; loaderData: unknown; actionData: unknown; errors: Record<string, unknown> | null };
      return {
        statusCode: c.statusCode,
        matches: c.matches.map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname })),
        loaderData: c.loaderData,
        actionData: c.actionData,
        errors: c.errors && Object.fromEntries(Object.entries(c.errors).map(([id, e]) => [id, String((e as { message?: string }).message ?? JSON.stringify(e))])),
      };
    };
    const paths = [...PATHS, "/cn/apartment/m24ckf6e/room/broken", "/en/apartment/m24ckf6e?index"];
    for (const url of paths) {
      for (const method of ["GET", "HEAD", "POST", "OPTIONS"]) {
        const request = () => new Request(`http://localhost${url}`, { method, ...(method === "POST" ? { body: new URLSearchParams({ a: "1" }) } : {}) });
        expect(answer(await pruned.query(request())), `${method} ${url}`).toEqual(answer(await whole.query(request())));
      }
    }
    // One handler per chain: the whole table's, and one per distinct matched chain of routes.
    const chains = new Set<string>();
    for (const url of paths) {
      const matches = matchRoutes(tree(), url.split("?")[0]);
      if (matches) chains.add(matches.map((m) => m.route.id).join());
    }
    expect(original).toHaveBeenCalledTimes(1 + chains.size);
  });
});
