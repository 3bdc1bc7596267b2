import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { TEST_DATA_DIR } from "./test-data-dir";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated and seeded in-memory database, dumped: every API test file's starts from it. */
    databaseDump?: string;
  }
}

/**
 * Once per run, before the test files: the database every API test file would migrate and seed
 * for itself, made once and dumped (tests/helpers/dump-database.ts). Loading it takes about half
 * a second where migrating and seeding took three or four, in each of a hundred files. Not on
 * PostgreSQL (scripts/test-api-pg.mjs copies a template database there), and not when making it
 * fails: each file then migrates and seeds its own as before.
 */
export default function setup(project: TestProject) {
  if (process.env.DATABASE_URL_TEMPLATE || (process.env.DATABASE_URL && process.env.DATABASE_URL !== "memory://")) return;
  const dir = mkdtempSync(join(tmpdir(), "api-test-dump-"));
  const file = join(dir, "seeded.tar");
  const made = spawnSync("npx", ["tsx", "tests/helpers/dump-database.ts", file], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, ...project.config.env, DATABASE_URL: "memory://", DATA_DIR: TEST_DATA_DIR },
  });
  if (made.status === 0) project.provide("databaseDump", file);
  else console.warn(`the seeded database dump could not be made (exit ${made.status}): each test file seeds its own`);
  return () => rmSync(dir, { recursive: true, force: true });
}
