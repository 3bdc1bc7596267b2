import { sql } from "drizzle-orm";
import { LANGS } from "#core/constants";
import { logger } from "#core/log.server";
import { query } from "../db/client";
import type { Tx } from "../platform/idempotency";
import { bothPages, setBothPages, type ApartmentPages } from "./apartment-pages";
import type { ListingIndex } from "./listing-index";

/**
 * Availability that follows approvals and holds at once. A unit taken or returned moves the
 * catalogue version, and the catalogue snapshot is rebuilt as a whole behind the current one
 * (api/platform/snapshot.ts): listings and apartment pages showed the old count until the
 * version check and the rebuild, seconds at best, and a rebuild per booking is costly at scale.
 *
 * Instead each stock move is noted (`noteStockMoved`, in the move's transaction, with the
 * catalogue version that transaction makes). Once that version is visible to a fresh read — the
 * transaction committed; a rolled-back one never gets there and its note lapses — the apartment's
 * rooms' stock is read once and written into the snapshot in memory: the listing index's free
 * flags and card count, and the apartment's page in each language (re-deflated in place). A
 * snapshot built later from an older version gets the same patch when it is first read; a note
 * is dropped once a snapshot at least as new as it is answered. Each patch moves the answer
 * stamp (`stockGeneration`), so answers cached under the old stamp are not served again.
 */

interface StockRow {
  price: number;
  stock: number;
  code: string;
}

interface Note {
  /** The catalogue version the move's transaction made. */
  version: number;
  /** Read after the move committed; undefined until then. */
  rooms?: StockRow[];
  availableRoomCount?: number;
  /** Snapshot values already patched with this note (by identity). */
  patched: WeakSet<object>;
  notedAt: number;
}

const notes = new Map<number, Note>();
const POLL_MS = 50;
// Longer than any transaction of a booking: a note not visible by then was rolled back (or a
// later move noted it again), and the rebuild covers the rest.
const LAPSE_MS = 30_000;
let generation = 0;
let polling: NodeJS.Timeout | undefined;

/** Moves whenever a stock move reached this process's snapshot (part of the answer stamp). */
export const stockGeneration = () => generation;

/** In the move's transaction: the apartment whose room's stock moved, and the version it makes. */
export async function noteStockMoved(tx: Tx, buildingId: number): Promise<void> {
  // Both drivers answer execute() with { rows } (as api/db/client's query says).
  const res = (await tx.execute(sql`SELECT version::float8 AS version FROM catalogue_version WHERE id = 1`)) as unknown as { rows: { version: number }[] };
  const row = res.rows[0];
  const version = Number(row?.version ?? 0);
  notes.set(buildingId, { version, patched: new WeakSet(), notedAt: Date.now() });
  schedule();
}

function schedule(): void {
  if (polling) return;
  polling = setTimeout(() => {
    polling = undefined;
    void readCommitted().catch((err: unknown) => {
      logger.warn({ error: err instanceof Error ? err.message : String(err) }, "stock overlay read failed; the snapshot rebuild covers it");
    });
  }, POLL_MS);
  polling.unref();
}

/** Reads the stock of apartments whose move has committed; polls again while some have not. */
async function readCommitted(): Promise<void> {
  const waiting = [...notes].filter(([, n]) => !n.rooms);
  if (!waiting.length) return;
  const [{ version }] = await query<{ version: number }>(sql`SELECT version::float8 AS version FROM catalogue_version WHERE id = 1`);
  const now = Date.now();
  const ready = waiting.filter(([, n]) => n.version <= version).map(([id]) => id);
  for (const [id, n] of waiting) if (n.version > version && now - n.notedAt > LAPSE_MS) notes.delete(id);
  if (ready.length) {
    const rows = await query<{ building_id: number; available_room_count: number; rooms: StockRow[] }>(sql`
      SELECT b.id AS building_id, b.available_room_count,
        coalesce((SELECT json_agg(json_build_object('price', r.price, 'stock', r.stock, 'code', r.code) ORDER BY r.price, r.id) FROM rooms r WHERE r.building_id = b.id), '[]') AS rooms
      FROM buildings b WHERE b.id IN (${sql.join(ready.map((id) => sql`${id}`), sql`, `)})`);
    for (const r of rows) {
      const n = notes.get(r.building_id);
      // A newer move noted meanwhile waits for its own read.
      if (n && n.version <= version && !n.rooms) {
        n.rooms = r.rooms;
        n.availableRoomCount = r.available_room_count;
      }
    }
    generation += 1;
  }
  if ([...notes.values()].some((n) => !n.rooms)) schedule();
}

/**
 * Applies the committed notes newer than `snapshotVersion` to this snapshot's listings and pages
 * (once per snapshot value), and forgets those it already contains. Cheap when nothing moved.
 */
export function applyStockNotes(snapshotVersion: number | undefined, listings: ListingIndex, pages: ApartmentPages): void {
  if (!notes.size || snapshotVersion === undefined) return;
  for (const [id, n] of notes) {
    if (n.version <= snapshotVersion) {
      notes.delete(id);
      continue;
    }
    if (!n.rooms || n.patched.has(listings)) continue;
    n.patched.add(listings);
    patchListing(listings, id, n);
    patchPages(pages, id, n);
  }
}

function patchListing(listings: ListingIndex, buildingId: number, n: Note): void {
  const rooms = n.rooms!;
  for (const list of listings.byCity.values()) {
    const a = list.find((x) => x.card.id === buildingId);
    if (!a) continue;
    a.card.available_room_count = n.availableRoomCount!;
    // The index holds the rooms in the same order (price, then id); a count that differs means
    // rooms were added or removed, which the rebuild brings.
    if (a.end - a.first === rooms.length) rooms.forEach((r, k) => (listings.offers.free[a.first + k] = r.stock > 0 ? 1 : 0));
    return;
  }
}

interface PageRoom {
  code: string;
  stock: number;
  available: boolean;
}
interface PageJson {
  availableRoomCount: number;
  roomGroups: { availableCount: number; rooms: PageRoom[] }[];
}

function patchPages(pages: ApartmentPages, buildingId: number, n: Note): void {
  const both = bothPages(pages, buildingId);
  if (!both) return;
  const stock = new Map(n.rooms!.map((r) => [r.code, r.stock]));
  const parts = [both.json.subarray(0, both.split), both.json.subarray(both.split)].map((b) => {
    const page = JSON.parse(b.toString("utf8")) as PageJson;
    page.availableRoomCount = n.availableRoomCount!;
    for (const g of page.roomGroups) {
      for (const r of g.rooms) {
        const s = stock.get(r.code);
        if (s === undefined) continue;
        r.stock = s;
        r.available = s > 0;
      }
      g.availableCount = g.rooms.reduce((sum, r) => sum + Math.max(0, r.stock), 0);
    }
    return Buffer.from(JSON.stringify(page));
  });
  if (parts.length !== LANGS.length) return;
  setBothPages(pages, buildingId, Buffer.concat(parts), parts[0].length);
}
