/**
 * Migrates and seeds the database at DATABASE_URL, then exits: scripts/test-api-pg.mjs prepares
 * the PostgreSQL template every API test file is copied from with it.
 */
import { closeDatabase, prepareDatabase } from "../../api/index";

await prepareDatabase(() => {});
await closeDatabase();
process.exit(0);
