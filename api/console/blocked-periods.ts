import { and, eq, gte, lte, sql } from "drizzle-orm";
import { db } from "../db/client";
import { orders, roomBlockedPeriods, rooms } from "../db/schema";
import { ApiError } from "../http/envelope";
import { blockedPeriodsOf, overlapsBlocked, type BlockedPeriod } from "../catalogue";
import { audit, type Actor } from "../staff";
import { authorizeBuilding } from "./service";

/**
 * A room type's blocked periods and its calendar from the console. Stock is counted per room
 * type (rooms.stock), so a period blocks the type. Adding or removing one is a transaction with
 * its audit entry; the table's trigger moves the catalogue stamp, so the room page's tenancies
 * follow within seconds, and applying checks the periods itself (api/applications).
 */
const DAY = 86_400_000;
/** A period longer than this is most likely a typing error (a year off). */
const MAX_DAYS = 3 * 366;

async function ownRoom(actor: Actor, action: "read" | "update", buildingCode: string, roomCode: string) {
  const b = await authorizeBuilding(actor, action, buildingCode);
  const [room] = await db()
    .select({ id: rooms.id, code: rooms.code, stock: rooms.stock })
    .from(rooms)
    .where(and(eq(rooms.code, roomCode.trim().toLowerCase()), eq(rooms.buildingId, b.id)))
    .limit(1);
  if (!room) throw new ApiError("console_room_not_found");
  return { b, room };
}

const isDay = (d: string) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d;

export async function addBlockedPeriod(actor: Actor, buildingCode: string, roomCode: string, p: { startsOn: string; endsOn: string; reason: string }): Promise<BlockedPeriod[]> {
  const { b, room } = await ownRoom(actor, "update", buildingCode, roomCode);
  // The contract checks the shape; a 31 February passes a pattern but is no day.
  if (!isDay(p.startsOn) || !isDay(p.endsOn)) throw new ApiError("console_blocked_date");
  if (p.endsOn < p.startsOn) throw new ApiError("console_blocked_order");
  if ((Date.parse(p.endsOn) - Date.parse(p.startsOn)) / DAY > MAX_DAYS) throw new ApiError("console_blocked_long");
  await db().transaction(async (tx) => {
    const [row] = await tx.insert(roomBlockedPeriods).values({ roomId: room.id, startsOn: p.startsOn, endsOn: p.endsOn, reason: p.reason }).returning({ id: roomBlockedPeriods.id });
    await audit(tx, actor, { action: "blocked.add", entity: "room", record: room.code, after: { id: row.id, building: b.code, ...p } });
  });
  return blockedPeriodsOf(room.id);
}

export async function removeBlockedPeriod(actor: Actor, buildingCode: string, roomCode: string, id: number): Promise<BlockedPeriod[]> {
  const { b, room } = await ownRoom(actor, "update", buildingCode, roomCode);
  await db().transaction(async (tx) => {
    const [gone] = await tx
      .delete(roomBlockedPeriods)
      .where(and(eq(roomBlockedPeriods.id, id), eq(roomBlockedPeriods.roomId, room.id)))
      .returning({ startsOn: roomBlockedPeriods.startsOn, endsOn: roomBlockedPeriods.endsOn, reason: roomBlockedPeriods.reason });
    if (!gone) throw new ApiError("console_blocked_not_found");
    await audit(tx, actor, { action: "blocked.remove", entity: "room", record: room.code, before: { id, building: b.code, ...gone } });
  });
  return blockedPeriodsOf(room.id);
}

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Month by month from `from` (YYYY-MM): each day blocked or not, and how many orders hold a unit that day. */
export async function roomCalendar(actor: Actor, buildingCode: string, roomCode: string, from: string | undefined, months: number) {
  const { room } = await ownRoom(actor, "read", buildingCode, roomCode);
  const start = from ?? new Date().toISOString().slice(0, 7);
  const [y, m] = start.split("-").map(Number);
  const first = Date.UTC(y, m - 1, 1);
  const end = Date.UTC(y, m - 1 + months, 1) - DAY;
  const [periods, held] = await Promise.all([
    blockedPeriodsOf(room.id),
    db()
      .select({ from: orders.rentalStart, to: orders.rentalEnd })
      .from(orders)
      .where(and(eq(orders.roomId, room.id), eq(orders.unitHeld, true), lte(orders.rentalStart, iso(end)), gte(sql`coalesce(${orders.rentalEnd}, ${orders.rentalStart})`, iso(first)))),
  ]);
  const out: { month: string; days: { date: string; blocked: boolean; taken: number }[] }[] = [];
  for (let t = first; t <= end; t += DAY) {
    const date = iso(t);
    if (date.endsWith("-01")) out.push({ month: date.slice(0, 7), days: [] });
    const taken = held.filter((o) => o.from && o.from <= date && (o.to ?? o.from) >= date).length;
    out[out.length - 1].days.push({ date, blocked: overlapsBlocked(periods, date, date), taken });
  }
  return { roomCode: room.code, stock: room.stock, periods, months: out };
}
