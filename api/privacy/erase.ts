import { sql } from "drizzle-orm";
import { db, query } from "../db/client";
import { eraseDocumentsOf } from "../documents";
import { writeWaitingViews } from "../history";
import { uploadStorage } from "../platform/storage";
import { revokeAllSessions } from "../platform/sessions";
import { auditSystem } from "../staff";
import { randomId } from "../platform/crypto";

/**
 * "Delete my account". What the law makes us keep — orders, payments, refunds and the gifts they
 * earned (accounting and tax records) — is kept, pointing at the account's row, which stays as an
 * anonymous, disabled tombstone (a new random code, every personal field cleared, `deleted_at`).
 * Reviews stay, shown as "Student". Everything else of the person is deleted, or has its personal
 * fields cleared where a kept record needs the row (applications behind orders).
 *
 * HANDLED names every table with a column pointing at users: tests/api/privacy checks it against
 * the database, so a new table of personal data cannot be forgotten here.
 */
export const HANDLED = {
  deleted: [
    "sessions",
    "third_party_identities",
    "favorites",
    "viewed_history",
    "applicant_profiles",
    "airport_pickups",
    "service_conversations",
    "roommate_posts",
    "roommate_interests",
    "roommate_reports",
    "feedback",
    "find_house_requests",
    "bookings",
    "uploads",
    "consents",
  ],
  anonymised: ["users", "applications", "documents", "cooperation_requests", "gifts"],
  kept: ["orders", "reviews"],
} as const;

export async function eraseAccount(userId: number): Promise<void> {
  const [me] = await query<{ mobile: string | null; mobile_prefix: string | null; email: string | null }>(sql`
    SELECT u.mobile, p.mobile_prefix, u.email FROM users u LEFT JOIN mobile_prefixes p ON p.id = u.mobile_prefix_id WHERE u.id = ${userId}`);
  // Every device out first (live pages are told), then the files, which live outside the database.
  await revokeAllSessions(userId);
  // Views waiting to be written are written first, then deleted with the rest.
  await writeWaitingViews(userId);
  await eraseDocumentsOf(userId);
  const avatars = await query<{ file_key: string }>(sql`SELECT file_key FROM uploads WHERE user_id = ${userId}`);
  for (const a of avatars) await uploadStorage().delete(a.file_key).catch(() => undefined);

  await db().transaction(async (tx) => {
    const run = (q: ReturnType<typeof sql>) => tx.execute(q);
    await run(sql`DELETE FROM sessions WHERE user_id = ${userId}`);
    await run(sql`DELETE FROM third_party_identities WHERE user_id = ${userId}`);
    await run(sql`DELETE FROM favorites WHERE user_id = ${userId}`);
    await run(sql`DELETE FROM viewed_history WHERE user_id = ${userId}`);
    await run(sql`DELETE FROM applicant_profiles WHERE user_id = ${userId}`);
    await run(sql`DELETE FROM airport_pickups WHERE user_id = ${userId}`);
    await run(sql`DELETE FROM service_messages WHERE conversation_id IN (SELECT id FROM service_conversations WHERE user_id = ${userId})`);
    await run(sql`DELETE FROM service_conversations WHERE user_id = ${userId}`);
    // Roommates: the person's reports and interests, and their posts with what others left on them.
    await run(sql`DELETE FROM roommate_reports WHERE user_id = ${userId} OR post_id IN (SELECT id FROM roommate_posts WHERE user_id = ${userId})`);
    await run(sql`DELETE FROM roommate_interests WHERE user_id = ${userId} OR post_id IN (SELECT id FROM roommate_posts WHERE user_id = ${userId})`);
    await run(sql`DELETE FROM roommate_posts WHERE user_id = ${userId}`);
    await run(sql`DELETE FROM feedback_replies WHERE feedback_id IN (SELECT id FROM feedback WHERE user_id = ${userId})`);
    await run(sql`DELETE FROM feedback WHERE user_id = ${userId}`);
    await run(sql`DELETE FROM find_house_requests WHERE user_id = ${userId}`);
    await run(sql`DELETE FROM bookings WHERE user_id = ${userId}`);
    await run(sql`DELETE FROM uploads WHERE user_id = ${userId}`);
    await run(sql`DELETE FROM consents WHERE user_id = ${userId}`);
    // A landlord's lead names the landlord, not the student who sent it: kept, unlinked.
    await run(sql`UPDATE cooperation_requests SET user_id = NULL WHERE user_id = ${userId}`);
    // Kept for an order (or its history): the application without the applicant's details.
    await run(sql`UPDATE applications SET applicant = NULL, guarantor = NULL, mobile = NULL, mobile_prefix_id = NULL, remark = NULL, attribution = '{}'::jsonb WHERE user_id = ${userId}`);
    await run(sql`UPDATE gifts SET payout = NULL WHERE user_id = ${userId}`);
    await run(sql`
      UPDATE users SET user_code = ${`x${randomId(12)}`}, user_name = NULL, real_name = NULL, avatar = NULL, email = NULL, email_verified_at = NULL,
        mobile_prefix_id = NULL, mobile = NULL, password_hash = NULL, gender = NULL, birthday = NULL, intro = NULL, register_source = NULL,
        attribution = NULL, disabled_at = coalesce(disabled_at, now()), deleted_at = now()
      WHERE id = ${userId}`);
    // Codes sent to the person's phone or e-mail go too.
    const targets = [me?.mobile && me.mobile_prefix ? `+${me.mobile_prefix} ${me.mobile.replace(/^0+(?=\d)/, "")}` : null, me?.email ?? null].filter((x): x is string => !!x);
    for (const target of targets) await run(sql`DELETE FROM verification_codes WHERE target = ${target}`);
    await auditSystem(tx, { action: "account.delete", entity: "user", record: userId, after: { by: "the student" } });
  });
}
