import { eq, sql } from "drizzle-orm";
import { db } from "../db/client";
import { staffLoginFailures } from "../db/schema";

/**
 * Failed staff sign-ins and operator tokens, counted per key in the database (so every instance
 * sees one count and a Redis restart forgets nothing) and locked when a count is reached:
 * - `addr:<address>`: 200 wrong passwords, codes or tokens from one address in an hour lock
 *   that address out for an hour — the guessing rate of an attacker, far above a person's;
 * - `acct:<email>`: 10 wrong passwords or codes for one account in 15 minutes lock that
 *   account's sign-in for 15 minutes, whatever the address.
 * While locked, even the right password is refused; a right one otherwise clears the
 * account's count (not the address's: one good account must not reset an attacker's count).
 */
export const ADDRESS_FAILS = 200;
export const ACCOUNT_FAILS = 10;
const LIMITS = {
  addr: { fails: ADDRESS_FAILS, windowSeconds: 3600, lockSeconds: 3600 },
  acct: { fails: ACCOUNT_FAILS, windowSeconds: 900, lockSeconds: 900 },
} as const;
type Kind = keyof typeof LIMITS;

export const addressKey = (address: string | undefined) => `addr:${address ?? "unknown"}`;
export const accountKey = (email: string) => `acct:${email.trim().toLowerCase()}`;

/** Seconds until the key's lock ends, or 0 when it is not locked. */
export async function lockedFor(key: string): Promise<number> {
  const [row] = await db().select({ lockedUntil: staffLoginFailures.lockedUntil }).from(staffLoginFailures).where(eq(staffLoginFailures.key, key)).limit(1);
  const until = row?.lockedUntil?.getTime() ?? 0;
  return until > Date.now() ? Math.ceil((until - Date.now()) / 1000) : 0;
}

/**
 * Counts one failure for the key, atomically (one upsert), and locks it when the count is
 * reached. Answers true when this failure started the lock.
 */
export async function countFailure(key: string): Promise<boolean> {
  const kind = key.slice(0, key.indexOf(":")) as Kind;
  const { fails, windowSeconds, lockSeconds } = LIMITS[kind];
  const windowOver = sql`${staffLoginFailures.windowStart} <= now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await db()
    .insert(staffLoginFailures)
    .values({ key, failures: 1 })
    .onConflictDoUpdate({
      target: staffLoginFailures.key,
      set: {
        failures: sql`CASE WHEN ${windowOver} THEN 1 ELSE ${staffLoginFailures.failures} + 1 END`,
        windowStart: sql`CASE WHEN ${windowOver} THEN now() ELSE ${staffLoginFailures.windowStart} END`,
      },
    })
    .returning({ failures: staffLoginFailures.failures });
  if (row.failures !== fails) return false;
  await db()
    .update(staffLoginFailures)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${lockSeconds})`, failures: 0, windowStart: sql`now()` })
    .where(eq(staffLoginFailures.key, key));
  return true;
}

export async function clearFailures(key: string): Promise<void> {
  await db().delete(staffLoginFailures).where(eq(staffLoginFailures.key, key));
}
