import { sql } from "drizzle-orm";
import { query } from "../db/client";
import { planned } from "../db/planned";

/**
 * The student's own version: a number that moves whenever anything their own pages show is
 * written — their profile, saved apartments, applications and the landlord's answers to them,
 * orders, payments, refunds, requests, conversations and messages — by whichever code, instance
 * or hand wrote it (the triggers of migration 0031). A signed-in student's own page is kept under
 * it (app/lib/page-cache.server.ts, ADR 036), found by the account's public code. Undefined for
 * an unknown account.
 */
export async function ownVersion(userCode: string): Promise<string | undefined> {
  const [row] = await query<{ v: string }>(planned(sql`SELECT own_version::text AS v FROM users WHERE user_code = ${userCode}`));
  return row?.v;
}
