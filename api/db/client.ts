import { existsSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql, type SQL } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { env } from "#core/env.server";
import * as schema from "./schema";
import { logger } from "#core/log.server";
import { keepPlans } from "./planned";

/**
 * One database handle for the process. `DATABASE_URL` picks the engine:
 * unset → PGlite persisted in DATA_DIR/pglite; `memory://` → in-memory PGlite (tests, bench);
 * `postgres://…` → a node-postgres Pool (several app instances share it).
 * Both drivers expose the same drizzle PgDatabase, so queries are written once.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs fn while holding a cluster-wide lock, so concurrent starts migrate and seed once. */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** In-memory PGlite only: the whole database as a tar file. */
  dump?: () => Promise<Blob>;
}

let current: Database | undefined;
let opening: Promise<Database> | undefined;

export function db(): Db {
  if (!current) throw new Error("Database is not open: call prepareDatabase() first");
  return current.db;
}

export function database(): Database | undefined {
  return current;
}

/** Raw SQL returning rows; the row shape is the caller's claim, like any SQL. */
export async function query<T>(q: SQL, on: Db = db()): Promise<T[]> {
  // Both drivers answer execute() with `{ rows }`; the shared Db type (over either driver's query
  // result) cannot say so, and the row shape is the caller's claim anyway.
  const res = (await on.execute(q)) as unknown as { rows: T[] };
  return res.rows;
}

/**
 * The migrations folder beside this module; when the server is bundled elsewhere the module
 * URL moves, so the repository path under the working directory is the fallback.
 */
export function migrationsFolderPath(): string {
  return migrationsFolder();
}

function migrationsFolder(): string {
  const candidates = [
    fileURLToPath(new URL("./migrations", import.meta.url)),
    resolve(process.cwd(), "api/db/migrations"),
  ];
  const found = candidates.find((dir) => existsSync(join(dir, "meta", "_journal.json")));
  if (!found) throw new Error(`Migrations not found in ${candidates.join(" or ")}`);
  return found;
}

/** PGlite's buffer pool (see connect()). */
const PGLITE_SHARED_BUFFERS = "32MB";

// Arbitrary constant shared by every instance: the advisory lock key for start-up work.
const START_LOCK_KEY = 727_001;

/**
 * A dump of a migrated and seeded PGlite database (`dumpDataDir`) that the next in-memory
 * database starts from, instead of an empty one. The test suite makes one per run and gives it
 * to every test file (tests/helpers/api.ts): loading it takes a fraction of migrating and
 * seeding each file's database again.
 */
let memoryStart: Blob | undefined;
export function startInMemoryFrom(dump: Blob | undefined): void {
  memoryStart = dump;
}

/** The open in-memory PGlite database as a dump another process can start from (see startInMemoryFrom). */
export async function dumpInMemory(): Promise<Blob> {
  const d = current;
  if (!d?.dump) throw new Error("no in-memory PGlite database is open");
  return d.dump();
}

export async function openDatabase(): Promise<Database> {
  if (current) return current;
  opening ??= connect().then((d) => (current = d));
  try {
    return await opening;
  } finally {
    opening = undefined;
  }
}

async function connect(): Promise<Database> {
  const url = env().DATABASE_URL;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    // connectionTimeoutMillis: while PostgreSQL is down or restarting a request fails within
    // seconds (answered "service busy") instead of waiting for ever; the pool reconnects alone.
    const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000 });
    // An idle client whose server went away (restart, failover) emits an error on the pool;
    // without a listener that would end the process. The pool drops that client by itself.
    pool.on("error", (err) => {
      logger.warn({ error: err.message }, "postgres idle client lost");
    });
    // Each driver's database type names its own query-result type; Db is the shape both share
    // (every call this code makes), which TypeScript cannot infer across the two.
    const d = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db: d,
      kind: "postgres",
      async exclusive(fn) {
        const client = await pool.connect();
        try {
          await client.query("SELECT pg_advisory_lock($1)", [START_LOCK_KEY]);
          return await fn();
        } finally {
          await client.query("SELECT pg_advisory_unlock($1)", [START_LOCK_KEY]).catch(() => {});
          client.release();
        }
      },
      migrate: () =>
        // Back from the shared Db to the driver's own type, which is what `d` is (made just above).
        migratePg(d as unknown as Parameters<typeof migratePg>[0], {
          migrationsFolder: migrationsFolder(),
        }),
      close: () => pool.end(),
    };
  }

  let dataDir: string | undefined;
  if (url !== "memory://") {
    dataDir = resolve(env().DATA_DIR, "pglite");
    mkdirSync(dataDir, { recursive: true });
  }
  // PostgreSQL's default 128 MB of shared buffers live inside PGlite's WebAssembly memory, on top
  // of the kernel's page cache that already holds the same files: filled by the first catalogue
  // build and never given back. The request path reads little from the database (the catalogue
  // answers from its in-memory snapshot), so a smaller pool costs nothing measurable and keeps
  // the process within its memory budget (docs/decisions/034-start-and-memory.md).
  const client = await PGlite.create({
    dataDir,
    loadDataDir: dataDir ? undefined : memoryStart,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  // Statements marked with planned() (./planned.ts) are prepared once and run without planning.
  keepPlans(client);
  // As for PostgreSQL above: Db is the shape both drivers share.
  const d = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db: d,
    kind: "pglite",
    // PGlite is single-connection and owned by this process: nothing to coordinate with.
    exclusive: (fn) => fn(),
    migrate: () =>
      // Back to the driver's own type, which is what `d` is (made just above).
      migratePglite(d as unknown as Parameters<typeof migratePglite>[0], {
        migrationsFolder: migrationsFolder(),
      }),
    close: () => client.close(),
    dump: dataDir ? undefined : () => client.dumpDataDir("none"),
  };
}

export async function closeDatabase(): Promise<void> {
  const d = current;
  current = undefined;
  if (d) await d.close();
}

/** `SELECT count(*)` as a JS number on both drivers (pg returns bigint as a string). */
export async function countRows(table: string, on: Db = db()): Promise<number> {
  const rows = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`, on);
  return rows[0]?.n ?? 0;
}
