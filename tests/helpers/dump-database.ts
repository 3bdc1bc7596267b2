/**
 * Migrates and seeds an in-memory PGlite database as every API test file's would be, and writes
 * it as a dump to the path given: tests/helpers/database-dump.global.ts makes it once per run,
 * and each file's database starts from it (tests/helpers/api.ts).
 */
import { writeFileSync } from "node:fs";
import { closeDatabase, prepareDatabase } from "../../api/index";
import { dumpInMemory } from "../../api/db/client";

const target = process.argv[2];
if (!target) throw new Error("usage: dump-database.ts <file>");
await prepareDatabase(() => {});
writeFileSync(target, Buffer.from(await (await dumpInMemory()).arrayBuffer()));
await closeDatabase();
process.exit(0);
