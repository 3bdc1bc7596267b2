#!/usr/bin/env node
/**
 * Runs the API test suite against PostgreSQL. Every test file gets a database of its own, copied
 * from one template that is migrated and seeded once here (tests/helpers/prepare-database.ts):
 * files share no rows, so a file may count rows or wait for an empty queue, and the copy costs a
 * fraction of a second where migrating and seeding costs seconds. The template's name reaches the
 * files as DATABASE_URL_TEMPLATE (read by tests/helpers/api.ts); every database made for this run
 * starts with the same prefix and is dropped at the end.
 * PG_ADMIN_URL overrides the server (default postgres://postgres@127.0.0.1:5432/postgres).
 * When the server is unreachable it prints a skip line and exits 0.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

const adminUrl = process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const prefix = `api_test_${process.pid}_${Date.now()}`;
const template = `${prefix}_template`;

async function admin(fn) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

try {
  await admin((c) => c.query(`CREATE DATABASE ${template}`));
} catch (err) {
  console.log(`SKIP api tests on PostgreSQL: ${adminUrl} not reachable (${err.message})`);
  process.exit(0);
}

const templateUrl = new URL(adminUrl);
templateUrl.pathname = `/${template}`;
// The same settings as vitest.config.ts's `env`, and the tests' DATA_DIR (seed images).
const dataDir = process.env.DATA_DIR ?? join(tmpdir(), "student-housing-api-test");
mkdirSync(dataDir, { recursive: true });
const testEnv = { ...process.env, NODE_ENV: "test", SEED_SCALE: "small", DATA_DIR: dataDir };

let status = 1;
try {
  const started = Date.now();
  const prepared = spawnSync("npx", ["tsx", "tests/helpers/prepare-database.ts"], {
    stdio: "inherit",
    env: { ...testEnv, DATABASE_URL: templateUrl.toString() },
  });
  if (prepared.status !== 0) throw new Error(`preparing ${template} failed (exit ${prepared.status})`);
  console.log(`API tests on PostgreSQL: template ${template} migrated and seeded in ${Date.now() - started} ms; one copy per test file`);
  // Files or folders named on the command line (paths that exist) replace tests/api (vitest runs the union of its
  // filters, so adding them to tests/api would still run the whole suite); options pass through.
  const args = process.argv.slice(2);
  const filters = args.filter((a) => existsSync(a));
  const run = spawnSync("npx", ["vitest", "run", ...(filters.length ? [] : ["tests/api"]), ...args], {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL_TEMPLATE: templateUrl.toString() },
  });
  status = run.status ?? 1;
} catch (err) {
  console.error(err.message);
} finally {
  await admin(async (c) => {
    const { rows } = await c.query("SELECT datname FROM pg_database WHERE datname LIKE $1 ORDER BY datname = $2", [`${prefix}%`, template]);
    // Copies first, the template last.
    for (const { datname } of rows) {
      try {
        await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      } catch (err) {
        console.error(`could not drop ${datname}: ${err.message}`);
      }
    }
  });
}
process.exit(status);
