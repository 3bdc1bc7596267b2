/**
 * `npm run staff -- create --email you@example.com --role admin [--name "Your Name"] [--buildings code1,code2]`:
 * creates a staff or landlord account in the configured database (DATABASE_URL or DATA_DIR)
 * and prints its one-time password, to be replaced at the first sign-in at /ops/login.
 * The embedded database (PGlite) opens in one process at a time: run it while the site is
 * stopped, or against PostgreSQL at any time.
 */
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { closeDatabase, openDatabase } from "../db/client";
import { STAFF_ROLES } from "../db/schema";
import { ApiError } from "../http/envelope";
import { t } from "../messages";
import type { StaffRole } from "./permissions";
import { createStaffAccount } from "./service";

const USAGE = `usage: npm run staff -- create --email <e-mail> --role <${STAFF_ROLES.join("|")}> [--name <name>] [--buildings <code,code>]`;

export function parseStaffArgs(argv: string[]): { email: string; role: StaffRole; name: string; buildings: string[] } {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { email: { type: "string" }, role: { type: "string" }, name: { type: "string" }, buildings: { type: "string" } },
  });
  if (positionals[0] !== "create" || !values.email || !values.role) throw new Error(USAGE);
  if (!(STAFF_ROLES as readonly string[]).includes(values.role)) throw new Error(`unknown role ${values.role}\n${USAGE}`);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) throw new Error(`not an e-mail address: ${values.email}`);
  return {
    email: values.email,
    role: values.role as StaffRole,
    name: values.name ?? values.email.split("@")[0],
    buildings: values.buildings ? values.buildings.split(",").filter(Boolean) : [],
  };
}

async function main(): Promise<void> {
  const args = parseStaffArgs(process.argv.slice(2));
  const database = await openDatabase();
  try {
    await database.exclusive(() => database.migrate());
    const created = await createStaffAccount({ email: args.email, name: args.name, role: args.role, buildingCodes: args.buildings }, null);
    console.log(`Created ${args.role} ${created.email}. One-time password (shown once; replaced at the first sign-in at /ops/login):\n${created.password}`);
  } finally {
    await closeDatabase();
  }
}

// Run as a command (not when a test imports parseStaffArgs).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    console.error(err instanceof ApiError ? t("en", err.key, err.params) : err instanceof Error ? err.message : String(err));
    process.exitCode = 1;
  });
}
