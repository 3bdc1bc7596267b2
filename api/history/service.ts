import { sql } from "drizzle-orm";
import type { Lang } from "#core/constants";
import { HISTORY_MAX, type View } from "#core/viewed-history";
import { PRICE_UNIT_LABELS, ROOM_TYPE_LABELS, label } from "../catalogue";
import { query } from "../db/client";
import { ApiError } from "../http/envelope";

/**
 * My history: the apartments and rooms a logged-in student opened (table viewed_history), newest
 * first, the newest HISTORY_MAX kept. A repeat view moves an item to the top; views a visitor
 * kept in the browser are merged in at login with the times they happened.
 */
/** Views older than this are not taken from a browser's store: the history shows recent visits. */
const MERGE_MAX_AGE_MS = 365 * 86_400_000;

interface Target {
  buildingId: number;
  roomId: number | null;
  /** The apartment's code (a room page's URL names it too). */
  buildingCode: string;
}

/** One statement per kind: published apartments by code, rooms (of published apartments) by code. */
async function resolve(codes: string[]): Promise<Map<string, Target>> {
  const found = new Map<string, Target>();
  if (!codes.length) return found;
  const list = sql.join(
    codes.map((c) => sql`${c}`),
    sql`, `,
  );
  const rows = await query<{ code: string; building_id: number; room_id: number | null; building_code: string }>(sql`
    SELECT b.code, b.id AS building_id, NULL::int AS room_id, b.code AS building_code FROM buildings b WHERE b.code IN (${list}) AND b.is_published
    UNION ALL
    SELECT r.code, r.building_id, r.id, b.code FROM rooms r JOIN buildings b ON b.id = r.building_id WHERE r.code IN (${list}) AND b.is_published`);
  for (const r of rows) found.set(r.code, { buildingId: r.building_id, roomId: r.room_id, buildingCode: r.building_code });
  return found;
}

/**
 * Inserts or moves the items (one per target: the latest time wins), then drops all but the
 * newest HISTORY_MAX; answers how many the history holds after. The drop and the count are one
 * statement (a view is recorded on every apartment and room page a student opens): the count
 * reads the rows as they were before the drop, so the dropped ones are taken off.
 */
async function upsert(userId: number, items: { target: Target; at: Date }[]): Promise<number> {
  const apartments = items.filter((i) => i.target.roomId === null);
  const rooms = items.filter((i) => i.target.roomId !== null);
  if (apartments.length) {
    await query(sql`INSERT INTO viewed_history (user_id, building_id, room_id, viewed_at)
      VALUES ${sql.join(
        apartments.map((i) => sql`(${userId}, ${i.target.buildingId}, NULL, ${i.at.toISOString()}::timestamptz)`),
        sql`, `,
      )}
      ON CONFLICT (user_id, building_id) WHERE room_id IS NULL
      DO UPDATE SET viewed_at = GREATEST(viewed_history.viewed_at, EXCLUDED.viewed_at)`);
  }
  if (rooms.length) {
    await query(sql`INSERT INTO viewed_history (user_id, building_id, room_id, viewed_at)
      VALUES ${sql.join(
        rooms.map((i) => sql`(${userId}, ${i.target.buildingId}, ${i.target.roomId}, ${i.at.toISOString()}::timestamptz)`),
        sql`, `,
      )}
      ON CONFLICT (user_id, room_id) WHERE room_id IS NOT NULL
      DO UPDATE SET viewed_at = GREATEST(viewed_history.viewed_at, EXCLUDED.viewed_at)`);
  }
  const [{ n }] = await query<{ n: number }>(sql`
    WITH dropped AS (
      DELETE FROM viewed_history WHERE id IN (
        SELECT id FROM viewed_history WHERE user_id = ${userId} ORDER BY viewed_at DESC, id DESC OFFSET ${HISTORY_MAX})
      RETURNING 1)
    SELECT ((SELECT count(*) FROM viewed_history WHERE user_id = ${userId}) - (SELECT count(*) FROM dropped))::int AS n`);
  return n;
}

export async function historyCount(userId: number): Promise<number> {
  const [{ n }] = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM viewed_history WHERE user_id = ${userId}`);
  return n;
}

/** A view of an apartment page (no roomCode) or a room page, now; answered once written (below). */
export async function recordView(userId: number, buildingCode: string, roomCode?: string): Promise<{ totalCount: number }> {
  const code = roomCode ?? buildingCode;
  const target = (await resolve([code])).get(code);
  if (!target) throw new ApiError(roomCode ? "room_not_found" : "building_not_found");
  // The room must be one of the apartment named: a room page's URL carries both.
  if (roomCode && target.buildingCode !== buildingCode) throw new ApiError("room_not_found");
  return { totalCount: await viewWaiting(userId, target, new Date()) };
}

/**
 * Views are written together. Every apartment and room page a signed-in student opens records a
 * view (app/lib/history.server.ts, without waiting for the answer), and each view written on its
 * own cost three statements, two of them writes: most of the CPU of a signed-in apartment page
 * made from the visitors' kept document (ADR 033). A view now waits at most VIEW_WRITE_MS in this
 * process with the others of its student (the latest time per apartment or room), and each
 * student's waiting views are written by one `upsert`; each `recordView` is answered with the
 * count after that write. Everything that reads or changes a student's history (the list, a
 * removal, a merge, clearing it, the account's export and erasure) writes that student's waiting
 * views first, so nobody sees the history without them. A view is lost only if the process dies
 * within VIEW_WRITE_MS of it (a graceful stop writes them: writeWaitingViews()).
 */
const VIEW_WRITE_MS = 100;

interface WaitingViews {
  items: Map<string, { target: Target; at: Date }>;
  answers: { resolve: (count: number) => void; reject: (error: unknown) => void }[];
}

const waiting = new Map<number, WaitingViews>();
let writeTimer: NodeJS.Timeout | undefined;
/** The write under way: writes run one after another, so a student's views land in order. */
let writing: Promise<void> = Promise.resolve();

function viewWaiting(userId: number, target: Target, at: Date): Promise<number> {
  let views = waiting.get(userId);
  if (!views) waiting.set(userId, (views = { items: new Map(), answers: [] }));
  const key = `${target.buildingId}:${target.roomId ?? ""}`;
  const kept = views.items.get(key);
  if (!kept || kept.at <= at) views.items.set(key, { target, at });
  const answer = new Promise<number>((resolve, reject) => views.answers.push({ resolve, reject }));
  if (!writeTimer) {
    writeTimer = setTimeout(() => void writeWaitingViews(), VIEW_WRITE_MS);
    writeTimer.unref();
  }
  return answer;
}

/** How many views of the student wait to be written (tests). */
export const waitingViewCount = (userId: number) => waiting.get(userId)?.items.size ?? 0;

/** Writes the waiting views of one student (or of everyone), after any write under way. */
export function writeWaitingViews(userId?: number): Promise<void> {
  const batch = userId === undefined ? [...waiting] : waiting.has(userId) ? [[userId, waiting.get(userId)!] as const] : [];
  for (const [id] of batch) waiting.delete(id);
  if (!waiting.size && writeTimer) {
    clearTimeout(writeTimer);
    writeTimer = undefined;
  }
  writing = writing.then(async () => {
    for (const [id, views] of batch) {
      try {
        const count = await upsert(id, [...views.items.values()]);
        for (const a of views.answers) a.resolve(count);
      } catch (error) {
        for (const a of views.answers) a.reject(error);
      }
    }
  });
  return writing;
}

/**
 * Views a visitor kept in the browser, added at login: codes that name no published apartment
 * or room are skipped, times in the future count as now and times older than a year are skipped.
 */
export async function mergeViews(userId: number, views: View[]): Promise<{ merged: number; totalCount: number }> {
  await writeWaitingViews(userId);
  const now = Date.now();
  const recent = views.filter((v) => v.at > now - MERGE_MAX_AGE_MS);
  const targets = await resolve([...new Set(recent.map((v) => v.code))]);
  const latest = new Map<string, { target: Target; at: Date }>();
  for (const v of recent) {
    const target = targets.get(v.code);
    if (!target) continue;
    const at = new Date(Math.min(v.at, now));
    const key = `${target.buildingId}:${target.roomId ?? ""}`;
    const kept = latest.get(key);
    if (!kept || kept.at < at) latest.set(key, { target, at });
  }
  const items = [...latest.values()].sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, HISTORY_MAX);
  return { merged: items.length, totalCount: items.length ? await upsert(userId, items) : await historyCount(userId) };
}

export async function removeView(userId: number, id: number): Promise<{ totalCount: number }> {
  await writeWaitingViews(userId);
  const removed = await query<{ id: number }>(sql`DELETE FROM viewed_history WHERE id = ${id} AND user_id = ${userId} RETURNING id`);
  if (!removed.length) throw new ApiError("history_item_not_found");
  return { totalCount: await historyCount(userId) };
}

export async function clearHistory(userId: number): Promise<{ totalCount: number }> {
  await writeWaitingViews(userId);
  await query(sql`DELETE FROM viewed_history WHERE user_id = ${userId}`);
  return { totalCount: 0 };
}

interface ItemRow {
  id: number;
  viewed_at: string | Date;
  code: string;
  name_zh: string;
  name_en: string;
  photos: string[];
  currency: string;
  price_unit: "week" | "month";
  from_price: number;
  is_published: boolean;
  city_zh: string;
  city_en: string;
  room_code: string | null;
  room_zh: string | null;
  room_en: string | null;
  room_type: string | null;
  room_price: number | null;
  room_photos: string[] | null;
}

/** The student's history, newest first, with what they need to recognise each item. */
export async function historyList(userId: number, lang: Lang) {
  await writeWaitingViews(userId);
  const rows = await query<ItemRow>(sql`
    SELECT h.id, h.viewed_at, b.code, b.name_zh, b.name_en, b.photos, b.currency, b.price_unit, b.from_price, b.is_published,
      ci.name_zh AS city_zh, ci.name_en AS city_en,
      r.code AS room_code, r.name_zh AS room_zh, r.name_en AS room_en, r.room_type, r.price AS room_price, r.photos AS room_photos
    FROM viewed_history h
    JOIN buildings b ON b.id = h.building_id
    JOIN cities ci ON ci.id = b.city_id
    LEFT JOIN rooms r ON r.id = h.room_id
    WHERE h.user_id = ${userId}
    ORDER BY h.viewed_at DESC, h.id DESC
    LIMIT ${HISTORY_MAX}`);
  const en = lang === "en";
  const list = rows.map((r) => ({
    id: r.id,
    kind: r.room_code ? ("room" as const) : ("apartment" as const),
    viewedAt: new Date(r.viewed_at).toISOString(),
    available: r.is_published,
    buildingCode: r.code,
    buildingName: en ? r.name_en : r.name_zh,
    roomCode: r.room_code,
    roomName: r.room_code ? (en ? r.room_en : r.room_zh) : null,
    roomTypeName: r.room_type ? label(ROOM_TYPE_LABELS[r.room_type as keyof typeof ROOM_TYPE_LABELS], lang, r.room_type) : null,
    cityName: en ? r.city_en : r.city_zh,
    photo: r.room_photos?.[0] ?? r.photos[0] ?? null,
    price: r.room_price ?? r.from_price,
    currency: r.currency,
    priceUnit: r.price_unit,
    priceUnitName: label(PRICE_UNIT_LABELS[r.price_unit], lang),
  }));
  return { list, totalCount: list.length, max: HISTORY_MAX };
}
