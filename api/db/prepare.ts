import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { env } from "#core/env.server";
import { catalogueBuiltAndSaved, catalogueFileOfAnotherBuild, warmCatalogue } from "../catalogue";
import { startHelpWatch, stopHelpWatch } from "../help";
import { writeWaitingViews } from "../history";
import { warmReviewSummaries } from "../reviews";
import { ensureSeedImages } from "../uploads";
import { closeDatabase as close, openDatabase } from "./client";
import { checkDataDir } from "./data-dir";
import { isSeeded, seedDatabase } from "./seed";
import { seedHelpCentre } from "./seed/help";
import { seedResidentReviews } from "./seed/reviews";
import { logger } from "#core/log.server";
import { ensureFirstAdmin } from "../staff";

/**
 * Start-up work, in order: check DATA_DIR is writable, open the database, apply committed migrations, seed when empty
 * (missing seed photos are rendered meanwhile), then the in-memory catalogue (search, listings, apartment pages): loaded
 * from its file beside the database when that is current, else built and saved (api/catalogue/catalogue-file.ts). Idempotent, and safe when several instances start at once on
 * PostgreSQL (the work runs under an advisory lock, and the emptiness check is inside it).
 */
export async function prepareDatabase(log: (s: string) => void = (s) => logger.info(s), apart?: string): Promise<void> {
  const started = Date.now();
  checkDataDir(); // a read-only or full DATA_DIR stops the start here, before any write
  if (apart && (await heavyStartAhead(apart))) {
    await prepareApart(apart, log);
    log(`Database and catalogue file prepared by a process of their own in ${Date.now() - started} ms`);
  }
  // The seed photos need no database: rendered on libuv's threads (sharp) while this thread
  // migrates and seeds, instead of after (ten seconds of a first start, ADR 034).
  const rendering = ensureSeedImages();
  rendering.catch(() => undefined); // awaited below; not an unhandled rejection meanwhile
  const database = await openDatabase();
  await database.exclusive(async () => {
    await database.migrate();
    log(`Database (${database.kind}) migrated in ${Date.now() - started} ms`);
    if (!(await isSeeded(database.db))) await seedDatabase(database.db, env().SEED_SCALE, log);
    // Past residents' reviews: once, also for a database seeded before them.
    await seedResidentReviews(database.db, log);
    // The help centre's questions and answers: once, also for a database seeded before them.
    await seedHelpCentre(database.db, log);
  });
  // The first console admin from ADMIN_EMAIL/ADMIN_PASSWORD, when there is no admin yet.
  if ((await ensureFirstAdmin()) === "created") log(`Console admin ${env().ADMIN_EMAIL} created from ADMIN_EMAIL`);
  const rendered = await rendering;
  if (rendered > 0) log(`Rendered ${rendered} seed images`);
  // The in-memory catalogue behind search, listings and apartment pages, so the first visitor does not wait.
  const warming = Date.now();
  await Promise.all([warmCatalogue(), warmReviewSummaries(), startHelpWatch()]);
  log(`Catalogue in memory in ${Date.now() - warming} ms`);
  if (env().PREPARE_ONLY === "1") {
    // The child of prepareApart: its work is done, the server that started it goes on.
    await closeDatabase();
    process.exit(0);
  }
  // PGlite in DATA_DIR only: one in memory (DATABASE_URL=memory://) would be opened again empty.
  if (database.kind === "pglite" && !env().DATABASE_URL && catalogueBuiltAndSaved()) {
    // PGlite's WebAssembly memory grows to the largest statements' needs (the catalogue's build,
    // a first seed) and is never given back: 200–300 MB more than a restart holds. Before the
    // port opens, the database is opened again (the old memory goes with the old instance) and
    // the catalogue read back from the file just saved, whose pages and arrays are views of one
    // buffer instead of the build's many (docs/decisions/034-start-and-memory.md).
    const reopening = Date.now();
    stopHelpWatch();
    await close();
    await openDatabase();
    await Promise.all([warmCatalogue(), warmReviewSummaries(), startHelpWatch()]);
    log(`Database opened again after the catalogue's build in ${Date.now() - reopening} ms`);
  }
}

/**
 * A first start (no database yet: the seed, its photos, the catalogue's build from SQL) or the
 * first start of a new build (the catalogue built again) leaves the process 300–400 MB larger
 * than a restart for good: PGlite's WebAssembly memory never shrinks, and the C heap that sharp
 * and the build's large answers grew is not handed back to the kernel. So with PGlite in
 * DATA_DIR and a production bundle that work runs in a process of its own, which ends; this one
 * then starts as a restart does, from the database and the catalogue file it left
 * (docs/decisions/037-session-11.md).
 */
async function heavyStartAhead(apart: string): Promise<boolean> {
  const e = env();
  if (e.PREPARE_ONLY === "1" || e.DATABASE_URL || !existsSync(apart)) return false;
  const anotherBuild = await catalogueFileOfAnotherBuild();
  if (anotherBuild === undefined) return false; // running from source: no file is kept, nothing to hand over
  return anotherBuild || !existsSync(join(resolve(e.DATA_DIR), "pglite", "PG_VERSION"));
}

/**
 * The same start, run by a child: the build's `apart` script (build/server/prepare.js, written by
 * scripts/build-server.mjs) with PREPARE_ONLY=1, which ends after prepareDatabase (below), with
 * this process's Node flags and environment. Its output is this process's; a failure stops this
 * start with its exit code.
 */
async function prepareApart(apart: string, log: (s: string) => void): Promise<void> {
  log("First start of this build: the database and the catalogue are prepared by a process of their own");
  // Not the inspector's flags: the child would ask for the same port.
  const flags = process.execArgv.filter((flag) => !flag.startsWith("--inspect"));
  const child = spawn(process.execPath, [...flags, apart], { env: { ...process.env, PREPARE_ONLY: "1" }, stdio: "inherit" });
  const code = await new Promise<number | null>((done, fail) => {
    child.once("error", fail);
    child.once("exit", (exit) => done(exit));
  });
  if (code !== 0) throw new Error(`preparing the database in a process of its own failed (exit code ${code})`);
}

export async function closeDatabase(): Promise<void> {
  stopHelpWatch();
  // Views recorded in the last moment are written before the database closes.
  await writeWaitingViews().catch(() => undefined);
  await close();
}
