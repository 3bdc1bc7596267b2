import { describe, expect, it } from "vitest";
import { findCircles, importGraph, importSpecifiers, resolveSpecifier, type ImportGraph } from "./import-graph";

/** Files that import each other can only be loaded, read and tested together: none in the code. */
describe("import circles", () => {
  it("finds a circle, a self-import and none in a straight line", () => {
    const graph: ImportGraph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts", "d.ts"]],
      ["c.ts", ["a.ts"]],
      ["d.ts", ["e.ts"]],
      ["e.ts", []],
      ["self.ts", ["self.ts"]],
    ]);
    const circles = findCircles(graph);
    expect(circles).toHaveLength(2);
    expect(circles).toContainEqual(["a.ts", "b.ts", "c.ts", "a.ts"]);
    expect(circles).toContainEqual(["self.ts", "self.ts"]);
    expect(findCircles(new Map([["a.ts", ["b.ts"]], ["b.ts", []]]))).toEqual([]);
  });

  it("reads static imports and re-exports, types included, dynamic imports left out", () => {
    const source = [
      'import { a } from "./a";',
      'import type { B } from "../b";',
      'export { c } from "~/c";',
      'export type { D } from "#core/d";',
      'import "./side-effect";',
      'const lazy = () => import("./lazy");',
    ].join("\n");
    expect(importSpecifiers(source)).toEqual(["./a", "../b", "~/c", "#core/d", "./side-effect"]);
  });

  it("resolves relative and alias specifiers to files; packages to nothing", () => {
    const files = new Set(["api/x/index.ts", "api/y.ts", "app/lib/z.server.ts", "core/w.tsx"]);
    const exists = (path: string) => files.has(path);
    expect(resolveSpecifier("api/a/b.ts", "../x", exists)).toBe("api/x/index.ts");
    expect(resolveSpecifier("api/a/b.ts", "../y.js", exists)).toBe("api/y.ts");
    expect(resolveSpecifier("app/routes/r.tsx", "~/lib/z.server", exists)).toBe("app/lib/z.server.ts");
    expect(resolveSpecifier("api/a/b.ts", "#core/w", exists)).toBe("core/w.tsx");
    expect(resolveSpecifier("api/a/b.ts", "drizzle-orm", exists)).toBeNull();
  });

  it("none in api/, app/, core/ or server/", () => {
    const circles = findCircles(importGraph(process.cwd(), ["api", "app", "core", "server"]));
    expect(circles.map((circle) => circle.join(" → "))).toEqual([]);
  });
});
