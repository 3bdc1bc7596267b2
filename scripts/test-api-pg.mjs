#!/usr/bin/env node
/**
 * Runs the API test suite against PostgreSQL: creates a throwaway database, runs
 * `vitest run tests/api` with DATABASE_URL pointing at it, drops it. Files run one after
 * another (they share the database, and the fuzz test asserts row counts).
 * PG_ADMIN_URL overrides the server (default postgres://postgres@127.0.0.1:5432/postgres).
 * When the server is unreachable it prints a skip line and exits 0.
 */
import { spawnSync } from "node:child_process";
import pg from "pg";

const adminUrl = process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const name = `api_test_${process.pid}_${Date.now()}`;

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
  await admin(`CREATE DATABASE ${name}`);
} catch (err) {
  console.log(`SKIP api tests on PostgreSQL: ${adminUrl} not reachable (${err.message})`);
  process.exit(0);
}

const url = new URL(adminUrl);
url.pathname = `/${name}`;
console.log(`API tests on PostgreSQL database ${name}`);
const run = spawnSync("npx", ["vitest", "run", "tests/api", "--no-file-parallelism", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, DATABASE_URL: url.toString() },
});
try {
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
} catch (err) {
  console.error(`could not drop ${name}: ${err.message}`);
}
process.exit(run.status ?? 1);
