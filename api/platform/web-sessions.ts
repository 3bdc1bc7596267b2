import { sql } from "drizzle-orm";
import { query } from "../db/client";

/**
 * The database store of the web's sessions (migration 0020), used when no REDIS_URL is set.
 * It keeps sealed values under the hash of a session id; it never sees the id itself, so it
 * can neither open a value nor hand one out to whoever guesses a row.
 */
const HASH = /^[0-9a-f]{64}$/;

export async function readWebSession(idHash: string): Promise<string | null> {
  if (!HASH.test(idHash)) return null;
  const [row] = await query<{ data: string }>(sql`SELECT data FROM web_sessions WHERE id_hash = ${idHash} AND expires_at > now()`);
  return row?.data ?? null;
}

export async function writeWebSession(idHash: string, data: string, expiresAt: Date): Promise<void> {
  if (!HASH.test(idHash)) throw new Error("bad session hash");
  await query(sql`
    INSERT INTO web_sessions (id_hash, data, expires_at) VALUES (${idHash}, ${data}, ${expiresAt.toISOString()})
    ON CONFLICT (id_hash) DO UPDATE SET data = excluded.data, expires_at = excluded.expires_at`);
  // Ended sessions go as new ones come: a few rows a sign-in, no timer needed.
  await query(sql`DELETE FROM web_sessions WHERE id_hash IN (SELECT id_hash FROM web_sessions WHERE expires_at <= now() LIMIT 50)`);
}

export async function deleteWebSession(idHash: string): Promise<void> {
  if (!HASH.test(idHash)) return;
  await query(sql`DELETE FROM web_sessions WHERE id_hash = ${idHash}`);
}
