import { and, asc, eq, gte, lte } from "drizzle-orm";
import { db } from "../db/client";
import { roomBlockedPeriods } from "../db/schema";

/**
 * Blocked periods: date ranges in which a room type lets none of its units (works, the
 * landlord's own use). Stock is counted per room type (rooms.stock, ./stock.ts), so a period
 * blocks the type as a whole. Both days count, as a tenancy's move-in and move-out do
 * (./costs.ts tenancyEnd), so a tenancy overlaps a period when neither ends before the other
 * starts. The room page, the application form and applying all price tenancies through
 * `markBlocked`, and applying checks again on the server (`roomBlockedBetween`).
 */
export interface BlockedPeriod {
  id: number;
  startsOn: string;
  endsOn: string;
  reason: string;
  /** Who set it: the console (stays until removed there) or the landlord's feed (replaced by each run of the feed). */
  source: "console" | "feed";
}

const columns = { id: roomBlockedPeriods.id, startsOn: roomBlockedPeriods.startsOn, endsOn: roomBlockedPeriods.endsOn, reason: roomBlockedPeriods.reason, source: roomBlockedPeriods.source };

/** A room type's periods, earliest first (those long past included: the console shows them). */
export async function blockedPeriodsOf(roomId: number): Promise<BlockedPeriod[]> {
  return db().select(columns).from(roomBlockedPeriods).where(eq(roomBlockedPeriods.roomId, roomId)).orderBy(asc(roomBlockedPeriods.startsOn), asc(roomBlockedPeriods.id));
}

/** Whether [from, to] (both days included) meets one of the periods. */
export function overlapsBlocked(periods: readonly Pick<BlockedPeriod, "startsOn" | "endsOn">[], from: string, to: string): boolean {
  return periods.some((p) => p.startsOn <= to && from <= p.endsOn);
}

/** The tenancies with those that meet a blocked period no longer available. */
export function markBlocked<T extends { moveIn: string; moveOut: string; available: boolean }>(tenancies: T[], periods: readonly BlockedPeriod[]): T[] {
  if (!periods.length) return tenancies;
  return tenancies.map((t) => (t.available && overlapsBlocked(periods, t.moveIn, t.moveOut) ? { ...t, available: false } : t));
}

/** The server's own check when applying: does [moveIn, moveOut] meet a blocked period of the room? */
export async function roomBlockedBetween(roomId: number, moveIn: string, moveOut: string): Promise<boolean> {
  const [row] = await db()
    .select({ id: roomBlockedPeriods.id })
    .from(roomBlockedPeriods)
    .where(and(eq(roomBlockedPeriods.roomId, roomId), lte(roomBlockedPeriods.startsOn, moveOut), gte(roomBlockedPeriods.endsOn, moveIn)))
    .limit(1);
  return !!row;
}
