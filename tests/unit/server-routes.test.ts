import { createRequire } from "node:module";
import { describe, expect, it, vi } from "vitest";
import { UNSAFE_convertRoutesToDataRoutes as convertRoutesToDataRoutes } from "@remix-run/router";
import { UNSAFE_mapRouteProperties as mapRouteProperties } from "react-router";
import { keptDataRoutes, keptServerRoutes } from "~/lib/server-routes.server";

/**
 * Remix's server route tree is made once per build (app/lib/server-routes.server.ts): the same
 * tree Remix's own createServerRoutes makes, again only for another manifest or other modules.
 */
type Create = Parameters<typeof keptServerRoutes>[0];
const remix = createRequire(import.meta.url)("@remix-run/react/dist/routes.js") as { createServerRoutes: Create };

const manifest = () => ({
  root: { id: "root", path: "", hasLoader: true, module: "/root.js" },
  "routes/$lang": { id: "routes/$lang", parentId: "root", path: ":lang", hasLoader: true, module: "/lang.js" },
  "routes/$lang._index": { id: "routes/$lang._index", parentId: "routes/$lang", index: true, hasLoader: false, module: "/index.js" },
});
const modules = () => ({
  root: { default: () => null, Layout: ({ children }: { children: unknown }) => children, handle: { root: true } },
  "routes/$lang": { default: () => null, ErrorBoundary: () => null },
  "routes/$lang._index": { default: () => null },
});

describe("kept server routes", () => {
  it("makes Remix's tree once per manifest and modules", () => {
    const original = vi.fn(remix.createServerRoutes);
    const kept = keptServerRoutes(original);
    const m = manifest();
    const mods = modules();
    const first = kept(m, mods, {}, false);
    // RemixServer's context holds a new record of the same modules on every request.
    const again = kept(m, { ...mods }, {}, false);
    expect(again).toBe(first);
    expect(original.mock.calls.filter((call) => call.length === 4)).toHaveLength(1);
    // The tree is Remix's own, shape for shape.
    expect(JSON.stringify(first)).toBe(JSON.stringify(remix.createServerRoutes(m, mods, {}, false)));
    expect((first[0] as { children: { children: unknown[] }[] }).children[0].children).toHaveLength(1);
  });

  it("makes a new tree for a new manifest, a changed module or SPA mode", () => {
    const kept = keptServerRoutes(remix.createServerRoutes);
    const m = manifest();
    const mods = modules();
    const first = kept(m, mods, {}, false);
    expect(kept(manifest(), mods, {}, false)).not.toBe(first);
    const reloaded = kept(m, { ...mods, "routes/$lang._index": { default: () => null } }, {}, false);
    expect(reloaded).not.toBe(first);
    expect(kept(m, mods, {}, true)).not.toBe(kept(m, mods, {}, false));
  });

  it("converts a kept tree to data routes once, and fills each caller's manifest", () => {
    const tree = keptServerRoutes(remix.createServerRoutes)(manifest(), modules(), {}, false);
    const reactRouters = convertRoutesToDataRoutes as Parameters<typeof keptDataRoutes>[0];
    const original = vi.fn(reactRouters);
    const convert = keptDataRoutes(original);
    const byId: Record<string, unknown> = {};
    const first = convert(tree, mapRouteProperties, undefined, byId);
    const again: Record<string, unknown> = {};
    expect(convert(tree, mapRouteProperties, undefined, again)).toBe(first);
    expect(original).toHaveBeenCalledTimes(1);
    expect(again).toEqual(byId);
    expect(Object.keys(again)).toEqual(["root", "routes/$lang", "routes/$lang._index"]);
    // The same data routes React Router makes.
    const fresh: Record<string, unknown> = {};
    expect(JSON.stringify(first)).toBe(JSON.stringify(reactRouters(tree, mapRouteProperties, undefined, fresh)));
    // Anything but a kept tree is converted each time.
    const other = remix.createServerRoutes(manifest(), modules(), {}, false);
    expect(convert(other, mapRouteProperties, undefined, {})).not.toBe(convert(other, mapRouteProperties, undefined, {}));
  });
});
