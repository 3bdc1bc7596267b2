import { eq, lt, sql } from "drizzle-orm";
import { db } from "../db/client";
import { loginAttempts } from "../db/schema";

/**
 * The per-account lock on password logins: 5 failures in 15 minutes
 * lock the account's password login until the window ends. It lives in the database, not in
 * Redis, so a Redis restart does not forget a lockout and every instance sees the same count;
 * the per-IP cap stays in the rate limiter (./rate-limit.ts).
 *
 * The attempt is taken before the password is checked, in one atomic upsert (`INSERT … ON
 * CONFLICT DO UPDATE … RETURNING`, a row lock in PostgreSQL, serial in PGlite): however many
 * logins arrive at once, at most LOGIN_ACCOUNT_FAILS of them are ever compared with the
 * password. A right password clears the count.
 */
export const LOGIN_ACCOUNT_FAILS = 5;
const WINDOW_MS = 15 * 60 * 1000;

export type AccountAttempt = { ok: true } | { ok: false; retryAfterSeconds: number };

export async function takeAccountAttempt(account: string): Promise<AccountAttempt> {
  const windowOver = sql`${loginAttempts.windowStart} <= now() - make_interval(secs => ${WINDOW_MS / 1000})`;
  const [row] = await db()
    .insert(loginAttempts)
    .values({ account, attempts: 1 })
    .onConflictDoUpdate({
      target: loginAttempts.account,
      set: {
        attempts: sql`CASE WHEN ${windowOver} THEN 1 ELSE ${loginAttempts.attempts} + 1 END`,
        windowStart: sql`CASE WHEN ${windowOver} THEN now() ELSE ${loginAttempts.windowStart} END`,
      },
    })
    .returning({ attempts: loginAttempts.attempts, windowStart: loginAttempts.windowStart });
  if (row.attempts <= LOGIN_ACCOUNT_FAILS) return { ok: true };
  // Now and then, drop counts whose window ended long ago.
  if (Math.random() < 0.02) {
    await db()
      .delete(loginAttempts)
      .where(lt(loginAttempts.windowStart, new Date(Date.now() - 2 * WINDOW_MS)))
      .catch(() => undefined);
  }
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((row.windowStart.getTime() + WINDOW_MS - Date.now()) / 1000)) };
}

/** A right password (or a password reset): the account's count starts again. */
export async function clearLoginFailures(account: string): Promise<void> {
  await db().delete(loginAttempts).where(eq(loginAttempts.account, account));
}

/** The key an account is counted under: spellings of one number or inbox share it. */
export function mobileAccount(mobilePrefixId: number, mobile: string): string {
  return `m:${mobilePrefixId}:${mobile.replace(/^0+(?=\d)/, "")}`;
}
