import { sql } from "drizzle-orm";
import type { Lang } from "#core/constants";
import { isSealed, openData } from "#core/sealed.server";
import { query } from "../db/client";
import { documentsForExport } from "../documents";
import { writeWaitingViews } from "../history";

/**
 * "Download my data": every row of the student's, table by table, as the database holds it (so a
 * new column is exported without a change here), less what is ours rather than theirs: password
 * and session hashes. Gift payout details are opened. Documents come with their files.
 */
const rows = async (q: ReturnType<typeof sql>) => (await query<{ j: unknown }>(q)).map((r) => r.j);

export async function exportUserData(userId: number, lang: Lang) {
  // The views waiting to be written are part of the history exported.
  await writeWaitingViews(userId);
  const byUser = (table: string, order = "id") =>
    rows(sql`SELECT to_jsonb(t) AS j FROM ${sql.raw(table)} t WHERE t.user_id = ${userId} ORDER BY t.${sql.raw(order)}`);
  const [profile] = await rows(sql`SELECT to_jsonb(t) - 'password_hash' AS j FROM users t WHERE t.id = ${userId}`);
  const gifts = (await rows(sql`SELECT to_jsonb(t) AS j FROM gifts t WHERE t.user_id = ${userId} ORDER BY t.id`)).map((g) => {
    const gift = g as { id: number; payout: unknown };
    return { ...gift, payout: isSealed(gift.payout) ? JSON.parse(openData(gift.payout, `gift-payout:${gift.id}`) ?? "null") : gift.payout };
  });
  return {
    exportedAt: new Date().toISOString(),
    site: "StudyNest 留学家",
    language: lang,
    profile,
    signInIdentities: await rows(sql`SELECT jsonb_build_object('provider', t.provider, 'linkedAt', t.created_at, 'profile', t.profile) AS j FROM third_party_identities t WHERE t.user_id = ${userId}`),
    sessions: await rows(sql`SELECT to_jsonb(t) - 'token_hash' AS j FROM sessions t WHERE t.user_id = ${userId} ORDER BY t.id`),
    applicantProfile: await byUser("applicant_profiles", "user_id"),
    applications: await byUser("applications"),
    orders: await byUser("orders"),
    payments: await rows(sql`SELECT to_jsonb(p) AS j FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.user_id = ${userId} ORDER BY p.id`),
    refunds: await rows(sql`SELECT to_jsonb(r) AS j FROM refunds r JOIN orders o ON o.id = r.order_id WHERE o.user_id = ${userId} ORDER BY r.id`),
    airportPickups: await byUser("airport_pickups"),
    gifts,
    favourites: await byUser("favorites", "created_at"),
    viewingHistory: await byUser("viewed_history"),
    serviceConversations: await byUser("service_conversations"),
    serviceMessages: await rows(sql`SELECT to_jsonb(m) AS j FROM service_messages m JOIN service_conversations c ON c.id = m.conversation_id WHERE c.user_id = ${userId} ORDER BY m.id`),
    roommatePosts: await byUser("roommate_posts"),
    roommateInterests: await byUser("roommate_interests"),
    roommateReports: await byUser("roommate_reports"),
    feedback: await byUser("feedback"),
    feedbackReplies: await rows(sql`SELECT to_jsonb(r) AS j FROM feedback_replies r JOIN feedback f ON f.id = r.feedback_id WHERE f.user_id = ${userId} ORDER BY r.id`),
    reviews: await byUser("reviews"),
    findHouseRequests: await byUser("find_house_requests"),
    bookingRequests: await byUser("bookings"),
    cooperationRequests: await byUser("cooperation_requests"),
    uploads: await byUser("uploads"),
    consents: await byUser("consents"),
    documents: await documentsForExport(userId, lang),
  };
}
