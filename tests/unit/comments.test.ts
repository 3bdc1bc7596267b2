import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Comments and documents state the rule itself. The product spec, the design notes and the
 * issue tracker live outside the repository, so "spec §2", "DESIGN.md §4" or "issue 12 item 9"
 * tell a reader nothing: write what the rule is instead ("round page buttons, as plain links so
 * they work without JavaScript"). And every repository path the README, docs/api.md and the
 * ADRs name in backticks exists, so a moved module cannot leave the documents pointing nowhere.
 *
 * A path that is gone on purpose (an ADR recording what it replaced) is written with the marker
 * right after it: `app/lib/slug.ts` (removed) or `app/lib/slug.ts` (was; now `core/slug.ts`).
 * Keep the marker rare: the present path is what a reader needs. A path git ignores (a
 * generated output such as bench/api-results.md) may be named without a marker.
 */
const ROOT = path.resolve(__dirname, "../..");
const SELF = path.relative(ROOT, __filename);

/** Where comments live: the code, its tests and scripts, and the documents. */
const SCANNED = ["app", "api", "server", "core", "scripts", "bench", "tests", "e2e", "docs", "README.md"];
/** The applied migrations are history whose checksums must not change; bench/reference's build is generated. */
const NOT_SCANNED = ["api/db/migrations", "bench/reference/build", "bench/reference/.cache"];
const TEXT_FILE = /\.(tsx?|mts|cts|m?js|cjs|md|sh)$/;

const CITATIONS: Array<{ what: string; pattern: RegExp }> = [
  { what: "the spec's section", pattern: /\bspec(?:'s)?\s*§/i },
  { what: "the design notes' section", pattern: /\bDESIGN(?:\.md)?(?:'s)?\s*§/i },
  { what: "an issue", pattern: /\bissues?\s*#?\d/i },
  { what: "an issue's item", pattern: /\bitems?\s+\d/i },
  { what: "an issue (in Chinese)", pattern: /议题\s*\d/ },
];

/** The files under `rel` (a file or a folder), repository-relative, without node_modules. */
function filesUnder(rel: string, skip: readonly string[] = []): string[] {
  const abs = path.join(ROOT, rel);
  if (!existsSync(abs) || skip.includes(rel)) return [];
  if (statSync(abs).isFile()) return [rel];
  return readdirSync(abs)
    .filter((name) => name !== "node_modules")
    .flatMap((name) => filesUnder(path.posix.join(rel, name), skip));
}

/** Every `file:line: text` that cites a document the reader does not have. */
function citations(): string[] {
  const found: string[] = [];
  for (const file of SCANNED.flatMap((rel) => filesUnder(rel, NOT_SCANNED))) {
    if (file === SELF || !TEXT_FILE.test(file)) continue;
    readFileSync(path.join(ROOT, file), "utf8")
      .split("\n")
      .forEach((line, i) => {
        const hit = CITATIONS.find((c) => c.pattern.test(line));
        if (hit) found.push(`${file}:${i + 1}: cites ${hit.what}: ${line.trim().slice(0, 120)}`);
      });
  }
  return found;
}

/** The repository's files: git's list, or (outside a git checkout) the files on disk. */
function repositoryFiles(): string[] {
  try {
    return execFileSync("git", ["ls-files"], { cwd: ROOT, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 }).split("\n").filter(Boolean);
  } catch {
    return [...SCANNED, "public"].flatMap((rel) => filesUnder(rel));
  }
}

function ignoredByGit(file: string): boolean {
  try {
    execFileSync("git", ["check-ignore", "-q", file], { cwd: ROOT });
    return true;
  } catch {
    return false;
  }
}

/** A path as documents write it: a file, a folder (`core/`), a glob (`api/db/migrations/*.sql`), a placeholder (`<name>`). */
function matcher(written: string): RegExp {
  const body = written
    .replace(/\/$/, "")
    .split(/(\*|<[^>]+>)/)
    .map((part) => (part === "*" || /^<[^>]+>$/.test(part) ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${body}(?:/.*)?$`);
}

/** A backticked repository path, and whether the historical marker follows it. */
const PATH_IN_BACKTICKS = /`((?:app|api|server|core|scripts|tests|e2e|bench|docs|public)\/[^`\s]*)`( \((?:removed|was)\b)?/g;

function documents(): string[] {
  const decisions = readdirSync(path.join(ROOT, "docs/decisions"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/decisions/${name}`);
  return ["README.md", "docs/api.md", ...decisions];
}

function missingPaths(): string[] {
  const files = repositoryFiles();
  const missing: string[] = [];
  for (const doc of documents()) {
    readFileSync(path.join(ROOT, doc), "utf8")
      .split("\n")
      .forEach((line, i) => {
        for (const [, written, marked] of line.matchAll(PATH_IN_BACKTICKS)) {
          if (marked) continue;
          const re = matcher(written);
          if (files.some((f) => re.test(f)) || ignoredByGit(written)) continue;
          missing.push(`${doc}:${i + 1}: \`${written}\` does not exist`);
        }
      });
  }
  return missing;
}

describe("comments state the rule, not where it was written down", () => {
  it("no file cites the spec, the design notes or an issue (file:line)", () => {
    expect(citations()).toEqual([]);
  });

  it("catches each way of citing (the patterns themselves)", () => {
    const cites = (line: string) => CITATIONS.some((c) => c.pattern.test(line));
    for (const line of ["// Round page buttons (spec §2)", "(DESIGN.md §4)", "DESIGN §1", "issue 14", "(Issue 6 §3)", "issue 16 item 23", "(item 6)", "议题 14："]) {
      expect(cites(line), line).toBe(true);
    }
    for (const line of ["a zod issue as a message", "W3C WOFF §4–5", "issues a new token", "specs()[name]"]) {
      expect(cites(line), line).toBe(false);
    }
  });
});

describe("documents name paths that exist", () => {
  it("every backticked repository path in README.md, docs/api.md and the ADRs exists (file:line)", () => {
    expect(missingPaths()).toEqual([]);
  });

  it("reads folders, globs and placeholders, and honours the historical marker", () => {
    expect(matcher("core/").test("core/slug.ts")).toBe(true);
    expect(matcher("api/db/migrations/*.sql").test("api/db/migrations/0001_catalogue.sql")).toBe(true);
    expect(matcher("app/content/legal/<name>.server.ts").test("app/content/legal/privacy.server.ts")).toBe(true);
    expect(matcher("app/routes/qr.$name.ts").test("app/routes/qr.$name.ts")).toBe(true);
    expect(matcher("app/lib/slug.ts").test("app/lib/slug.tsx")).toBe(false);
    const marked = [..."`app/lib/slug.ts` (removed), `app/lib/x.ts` (was; now `core/x.ts`), `app/lib/y.ts`".matchAll(PATH_IN_BACKTICKS)];
    expect(marked.map(([, p, m]) => [p, !!m])).toEqual([
      ["app/lib/slug.ts", true],
      ["app/lib/x.ts", true],
      ["core/x.ts", false],
      ["app/lib/y.ts", false],
    ]);
  });
});
