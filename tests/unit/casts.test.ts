import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * `as unknown as` tells TypeScript to stop checking: where the code needs it, a comment right
 * above (or on the same line) says why the value really is of the type named. A bare one fails
 * here with its place, so the next reader is never left to guess.
 */
const ROOT = path.resolve(__dirname, "../..");
const SCANNED = ["api", "app", "core", "server"];
const SKIPPED = new Set(["api/db/migrations"]);

function sources(rel: string): string[] {
  if (SKIPPED.has(rel)) return [];
  const abs = path.join(ROOT, rel);
  if (statSync(abs).isFile()) return /\.tsx?$/.test(rel) ? [rel] : [];
  return readdirSync(abs).flatMap((name) => sources(path.join(rel, name)));
}

/** The places of `as unknown as` with no comment on their line or in the three lines above. */
export function bareDoubleCasts(file: string, text: string): string[] {
  const lines = text.split("\n");
  const bare: string[] = [];
  lines.forEach((line, i) => {
    if (!line.includes("as unknown as")) return;
    const around = lines.slice(Math.max(0, i - 3), i + 1);
    if (!around.some((l) => /(^|\s)\/\/|\/\*|^\s*\*/.test(l))) bare.push(`${file}:${i + 1}`);
  });
  return bare;
}

describe("double casts", () => {
  it("the check finds a bare one and accepts a commented one", () => {
    expect(bareDoubleCasts("x.ts", "const a = 1;\nconst b = a as unknown as string;\n")).toEqual(["x.ts:2"]);
    expect(bareDoubleCasts("x.ts", "// a is text on the wire\nconst b = a as unknown as string;\n")).toEqual([]);
  });

  it("every `as unknown as` in api/, app/, core/ and server/ says why", () => {
    const bare = SCANNED.flatMap((dir) => sources(dir)).flatMap((file) => bareDoubleCasts(file, readFileSync(path.join(ROOT, file), "utf8")));
    expect(bare).toEqual([]);
  });
});
