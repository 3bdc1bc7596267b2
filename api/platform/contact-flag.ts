import { sql } from "drizzle-orm";
import { contactDetailsIn, type ContactKind } from "#core/contact-details";
import { query } from "../db/client";

/**
 * The flag kept with a message or post that carries contact details (a phone number, a WeChat
 * id, an e-mail) while its student has no booking: the kinds found, or null. After a booking
 * (an order paid, or later) the site has done its part and contact details are the student's
 * business; before it, they are how students are drawn off the site to pay a person.
 */
const BOOKED = sql`('paid', 'checked_in', 'completed')`;

export async function hasBooking(userId: number): Promise<boolean> {
  const [row] = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${userId} AND status IN ${BOOKED}`);
  return (row?.n ?? 0) > 0;
}

export async function contactFlag(userId: number, ...texts: string[]): Promise<ContactKind[] | null> {
  const kinds = [...new Set(texts.flatMap((t) => contactDetailsIn(t)))];
  if (kinds.length === 0) return null;
  return (await hasBooking(userId)) ? null : kinds;
}
