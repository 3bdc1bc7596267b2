import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The domain rules of eslint.config.js, checked on small sources as if they were the named files:
 * an endpoints file never reaches the database, and the seed (start-up tooling) reaches a domain
 * through its index.ts only, as every domain does.
 */
const eslint = new ESLint({ cwd: path.resolve(__dirname, "../..") });

async function restricted(source: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.resolve(__dirname, "../..", file) });
  return result.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("domain rules", () => {
  it("the applications endpoints file may not import the database, drizzle or pg", async () => {
    for (const spec of ["../db/client", "../db/schema", "drizzle-orm", "pg"]) {
      const messages = await restricted(`import * as x from "${spec}";\nexport const y = x;\n`, "api/applications/endpoints.ts");
      expect(messages, spec).toHaveLength(1);
      expect(messages[0]).toMatch(/SQL lives in the domain's service/);
    }
    expect(await restricted(`import { applyContext } from "./applying";\nexport const y = applyContext;\n`, "api/applications/endpoints.ts")).toEqual([]);
  });

  it("the seed imports a domain through its index, never an inner file", async () => {
    const inner = await restricted(`import { TAGS } from "../../catalogue/labels";\nexport const y = TAGS;\n`, "api/db/seed/generate.ts");
    expect(inner).toHaveLength(1);
    expect(inner[0]).toMatch(/through its index\.ts/);
    expect(await restricted(`import { TAGS } from "../../catalogue";\nexport const y = TAGS;\n`, "api/db/seed/generate.ts")).toEqual([]);
    // Its own database helpers and data stay open to it.
    expect(await restricted(`import { query } from "../client";\nimport { Prng } from "./prng";\nexport const y = [query, Prng];\n`, "api/db/seed/reviews.ts")).toEqual([]);
  });
});
