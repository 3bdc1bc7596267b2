import { and, eq, gt, sql } from "drizzle-orm";
import { rooms } from "../db/schema";
import type { Tx } from "../platform/idempotency";
import { noteStockMoved } from "./stock-overlay";

/**
 * A room's stock is the number of its units still free. An approved order takes one (in the
 * transaction that makes the order), and gives it back when it ends unpaid, is cancelled or is
 * refunded. Taking is one conditional UPDATE (`stock > 0`): concurrent approvals of the last unit
 * queue on the room's row and only the first finds a unit, so a room cannot be oversold.
 *
 * The apartment's free-room count and its page document follow in the same transaction, so the
 * listings, the apartment page and the room page show the same number. This process's snapshot
 * follows at once (./stock-overlay.ts); the catalogue version trigger tells every other instance
 * to rebuild its snapshots.
 */
export async function takeUnit(tx: Tx, roomId: number): Promise<boolean> {
  const [row] = await tx
    .update(rooms)
    .set({ stock: sql`${rooms.stock} - 1`, updatedAt: new Date() })
    .where(and(eq(rooms.id, roomId), gt(rooms.stock, 0)))
    .returning({ buildingId: rooms.buildingId });
  if (!row) return false;
  await refreshBuilding(tx, row.buildingId);
  await noteStockMoved(tx, row.buildingId);
  return true;
}

export async function returnUnit(tx: Tx, roomId: number): Promise<void> {
  const [row] = await tx
    .update(rooms)
    .set({ stock: sql`${rooms.stock} + 1`, updatedAt: new Date() })
    .where(eq(rooms.id, roomId))
    .returning({ buildingId: rooms.buildingId });
  if (row) {
    await refreshBuilding(tx, row.buildingId);
    await noteStockMoved(tx, row.buildingId);
  }
}

/**
 * One apartment after a change to its rooms (stock, prices): its price range, its free-room count
 * and its page document, in the caller's transaction (`refresh_building`, migration 0017). The
 * catalogue triggers then move the catalogue stamp that every instance's caches follow.
 */
export async function refreshBuilding(tx: Tx, buildingId: number): Promise<void> {
  await tx.execute(sql`SELECT refresh_building(${buildingId})`);
}

