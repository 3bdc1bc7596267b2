#!/usr/bin/env node
/**
 * Runs the API test suite against PostgreSQL: creates one throwaway database per vitest worker,
 * runs `vitest run tests/api` with each worker on its own (DATABASE_URL_PER_WORKER, read by
 * tests/helpers/api.ts), drops them. A worker's files run one after another on its database
 * (the fuzz test asserts row counts); the workers run side by side.
 * PG_ADMIN_URL overrides the server (default postgres://postgres@127.0.0.1:5432/postgres).
 * When the server is unreachable it prints a skip line and exits 0.
 */
import { spawnSync } from "node:child_process";
import pg from "pg";

const adminUrl = process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const base = `api_test_${process.pid}_${Date.now()}`;
/** As many workers as the unit suite uses (vitest.config.ts). */
const WORKERS = 2;
const names = Array.from({ length: WORKERS }, (_, i) => `${base}_${i + 1}`);

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

try {
  for (const name of names) await admin(`CREATE DATABASE ${name}`);
} catch (err) {
  console.log(`SKIP api tests on PostgreSQL: ${adminUrl} not reachable (${err.message})`);
  process.exit(0);
}

const url = new URL(adminUrl);
url.pathname = `/${base}_WORKER`;
console.log(`API tests on PostgreSQL databases ${names.join(", ")}`);
const run = spawnSync("npx", ["vitest", "run", "tests/api", `--maxWorkers=${WORKERS}`, ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, DATABASE_URL_PER_WORKER: url.toString().replace("WORKER", "{worker}") },
});
for (const name of names) {
  try {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } catch (err) {
    console.error(`could not drop ${name}: ${err.message}`);
  }
}
process.exit(run.status ?? 1);
