import { sql } from "drizzle-orm";
import { database, query, type Database } from "../db/client";
import { logger } from "#core/log.server";

/**
 * In-memory snapshots of catalogue data: derived, read-only copies that this process answers
 * from instead of the database (search names, listings, apartment pages —
 * docs/decisions/010-api-performance.md). They are never a source of truth, so every instance
 * keeps its own and rebuilds it from the shared database.
 *
 * Freshness: triggers on every catalogue table bump `catalogue_version` (migration 0003). Callers
 * read the version at most every VERSION_CHECK_MS, in the background; when it moved, each
 * snapshot is rebuilt behind the current one (stale-while-revalidate): callers keep the old
 * snapshot until the new one is complete, and a failed rebuild (database down) keeps it too.
 * An edit therefore reaches every instance's answers within VERSION_CHECK_MS plus the build,
 * and nothing is rebuilt while the catalogue does not change. Only the first call (or the first
 * after the database handle changed, as in tests that reopen it) waits for a build.
 */
const VERSION_CHECK_MS = 10_000;

let latest: { version: number; from: Database | undefined } | undefined;
let checkedAt = 0;
let checking: Promise<void> | undefined;

async function readVersion(): Promise<number> {
  const [row] = await query<{ version: number }>(sql`SELECT version::float8 AS version FROM catalogue_version WHERE id = 1`);
  return row?.version ?? 0;
}

/** Starts a background read of the version when the last one is older than VERSION_CHECK_MS. */
function checkVersion(): void {
  if (checking || Date.now() - checkedAt < VERSION_CHECK_MS) return;
  checkedAt = Date.now();
  const from = database();
  checking = readVersion()
    .then((version) => {
      latest = { version, from };
    })
    .catch(() => undefined) // database down: keep answering from what we have
    .finally(() => {
      checking = undefined;
    });
}

export interface Snapshot<T> {
  /** The current snapshot (waits only for the first build). */
  get(): Promise<T>;
  /** Builds ahead of the first caller (server start); a failure surfaces on first use. */
  warm(): Promise<void>;
  /**
   * The catalogue version of the snapshot being answered from (undefined before the first
   * build); also starts the background version check, so a caller that only asks for the
   * version (a page cache answering without the API) still notices catalogue edits.
   */
  version(): number | undefined;
}

export function snapshot<T>(name: string, build: () => Promise<T>): Snapshot<T> {
  let current: { value: T; version: number; from: Database | undefined } | undefined;
  let building: Promise<T> | undefined;
  let failedAt = 0;

  function rebuild(): Promise<T> {
    const from = database();
    building ??= (async () => {
      // The version is read first: an edit made during the build shows as a newer version.
      const version = await readVersion();
      const value = await build();
      current = { value, version, from };
      // A check during the build may already know a newer version: keep that.
      if (!latest || latest.from !== from || latest.version < version) latest = { version, from };
      return value;
    })().finally(() => {
      building = undefined;
    });
    return building;
  }

  async function get(): Promise<T> {
    if (!current || current.from !== database()) return rebuild();
    checkVersion();
    const stale = latest && latest.from === current.from && latest.version !== current.version;
    if (stale && !building && Date.now() - failedAt > VERSION_CHECK_MS) {
      const started = Date.now();
      rebuild().then(
        () => logger.info({ snapshot: name, ms: Date.now() - started }, "catalogue snapshot rebuilt"),
        (err: unknown) => {
          failedAt = Date.now();
          logger.warn({ snapshot: name, error: err instanceof Error ? err.message : String(err) }, "catalogue snapshot rebuild failed");
        },
      );
    }
    return current.value;
  }

  return {
    get,
    warm: () => get().then(() => undefined, () => undefined),
    version() {
      if (!current || current.from !== database()) return undefined;
      // Same rule as get(): a moved version starts the rebuild behind the current snapshot.
      void get();
      return current.version;
    },
  };
}
