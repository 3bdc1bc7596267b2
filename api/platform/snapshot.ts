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
 *
 * A snapshot may have a store (a file beside the database: api/catalogue/catalogue-file.ts): a
 * build first asks it for the value saved under the current stamp — the version and the token
 * the same trigger draws again (migration 0023), so one stamp names one state of one database —
 * and a value built from the database is saved under its stamp, when no edit landed during the
 * build. A start then loads instead of building, and a stale or damaged file is only rebuilt.
 */
const VERSION_CHECK_MS = 10_000;

let latest: { version: number; from: Database | undefined } | undefined;
let checkedAt = 0;
let checking: Promise<void> | undefined;

/** The catalogue's stamp: its edit count, and the token that names this state of this database. */
interface Stamp {
  version: number;
  key: string;
}

async function readStamp(): Promise<Stamp> {
  const [row] = await query<{ version: number; token: string }>(sql`SELECT version::float8 AS version, token::text AS token FROM catalogue_version WHERE id = 1`);
  return { version: row?.version ?? 0, key: `${row?.version ?? 0}.${row?.token ?? "-"}` };
}

async function readVersion(): Promise<number> {
  return (await readStamp()).version;
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
  /**
   * Whether the value answered now was built from the database in this process and saved to its
   * store (so a load would give the same value back).
   */
  builtAndSaved(): boolean;
}

/** Where a snapshot is kept between starts, under the stamp it was built at. */
export interface SnapshotStore<T> {
  /** The value saved under `stamp`; undefined when there is none, it is another stamp's, damaged or of an older format. */
  load(stamp: string): Promise<T | undefined>;
  save(stamp: string, value: T): Promise<void>;
}

export function snapshot<T>(name: string, build: () => Promise<T>, store?: () => SnapshotStore<T> | undefined): Snapshot<T> {
  let current: { value: T; version: number; from: Database | undefined; builtAndSaved: boolean } | undefined;
  let building: Promise<T> | undefined;
  let failedAt = 0;

  /** From the store when it holds this stamp's value, else built from the database (and saved). */
  async function make(stamp: Stamp, kept: SnapshotStore<T> | undefined): Promise<{ value: T; builtAndSaved: boolean }> {
    const started = Date.now();
    const loaded = await kept?.load(stamp.key).catch(() => undefined);
    if (loaded !== undefined) {
      logger.info({ snapshot: name, ms: Date.now() - started, stamp: stamp.version }, "catalogue snapshot loaded from its file");
      return { value: loaded, builtAndSaved: false };
    }
    const value = await build();
    let saved = false;
    if (kept) {
      // Saved only when no edit landed during the build: the value is then exactly this stamp's.
      // Saving is not serving: a failure (disk full) costs the next start a build, nothing more.
      saved = await readStamp()
        .then(async (after) => after.key === stamp.key && (await kept.save(stamp.key, value), true))
        .catch((err: unknown) => (logger.warn({ snapshot: name, error: err instanceof Error ? err.message : String(err) }, "catalogue snapshot not saved"), false));
    }
    return { value, builtAndSaved: saved };
  }

  function rebuild(): Promise<T> {
    const from = database();
    building ??= (async () => {
      // The stamp is read first: an edit made during the build shows as a newer version.
      const stamp = await readStamp();
      const version = stamp.version;
      const { value, builtAndSaved } = await make(stamp, store?.());
      current = { value, version, from, builtAndSaved };
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
    builtAndSaved: () => !!current?.builtAndSaved,
  };
}
