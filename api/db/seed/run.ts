/**
 * `npm run db:seed`: migrate and seed the configured database (DATABASE_URL, SEED_SCALE).
 * It seeds only an empty database; point DATA_DIR or DATABASE_URL at a fresh one to reseed.
 */
import { closeDatabase, prepareDatabase } from "../prepare";

const started = Date.now();
prepareDatabase()
  .then(() => console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s`))
  .catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  })
  .finally(() => closeDatabase());
