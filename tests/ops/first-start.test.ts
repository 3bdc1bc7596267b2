import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { privateBuild, skipNote, startServer } from "../helpers/system";

/**
 * A first start's heavy work in a process of its own (api/db/prepare.ts, ADR 037): on an empty
 * DATA_DIR the production server has a child migrate, seed and build the catalogue file, which
 * ends; the server then starts as a restart does, from the file. A restart starts no child; the
 * first start of another build (its code hash differs) has the child build the catalogue again,
 * without seeding again.
 */
const SUITE = "ops: a first start's work in a process of its own";
const why = existsSync("build/server.js") && existsSync("build/server/prepare.js") ? null : "no build/ (run npm run build first)";
if (why) skipNote(SUITE, why);

const APART = "prepared by a process of their own";

describe.skipIf(!!why)(SUITE, () => {
  const build = why ? undefined : privateBuild("first-start");
  const dataDir = mkdtempSync(resolve(".cache/first-start-data-"));
  afterAll(() => {
    build?.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const start = async () => {
    const server = await startServer({ build: build!.dir, env: { DATA_DIR: dataDir, LOG_LEVEL: "info", OUTBOX: "0" } });
    const home = await fetch(`${server.base}/en/`);
    const output = server.output();
    expect(home.status, output).toBe(200);
    expect(await home.text()).toContain("StudyNest");
    expect(await server.stop()).toBe(0);
    return output;
  };

  it("an empty data folder: a child seeds and builds the catalogue file; the server loads it", async () => {
    const output = await start();
    expect(output).toContain(APART);
    expect(output).toContain("Seeded");
    expect(output).toContain("catalogue snapshot loaded from its file");
    expect(existsSync(join(dataDir, "catalogue-snapshot.bin"))).toBe(true);
    // The server itself neither seeded nor built: each happened once, in the child.
    expect(output.match(/"msg":"Seeded in/g)).toHaveLength(1);
  }, 180_000);

  it("a restart starts no child", async () => {
    const output = await start();
    expect(output).not.toContain(APART);
    expect(output).toContain("catalogue snapshot loaded from its file");
  }, 120_000);

  it("the first start of another build: the child builds the catalogue again, and seeds nothing", async () => {
    // Another build: the bundle the catalogue's code is in, one byte more (its hash names the code).
    const assets = join(build!.dir, "server/assets");
    const bundle = readdirSync(assets).find((name) => readFileSync(join(assets, name), "utf8").includes("catalogue-snapshot.bin"));
    expect(bundle).toBeDefined();
    appendFileSync(join(assets, bundle!), "\n");
    const output = await start();
    expect(output).toContain(APART);
    expect(output).not.toContain("Seeded in");
    expect(output).toContain("catalogue snapshot loaded from its file");
  }, 180_000);
});
