import { sql } from "drizzle-orm";
import { database, query } from "./db/client";

/** Readiness: the database is open, answers, and holds the migrated, seeded catalogue. */
export async function checkReady(): Promise<{ ok: boolean; reason?: string }> {
  const d = database();
  if (!d) return { ok: false, reason: "database not open" };
  try {
    const [row] = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM countries`, d.db);
    return row.n > 0 ? { ok: true } : { ok: false, reason: "catalogue not seeded" };
  } catch {
    return { ok: false, reason: "database not reachable or not migrated" };
  }
}
