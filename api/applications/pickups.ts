import { and, eq } from "drizzle-orm";
import { db } from "../db/client";
import { airportPickups, applications } from "../db/schema";
import { ApiError } from "../http/envelope";
import { once } from "../platform/idempotency";

/**
 * The airport pickup a student asks for on one of their applications. One pending request per
 * application: asking again while staff have not handled it updates that request.
 */

/** The statuses in which a pickup can still be asked for. */
export const PICKUP_STATUSES = ["submitted", "reviewing", "approved"] as const;

export interface PickupRequest {
  flightNo: string;
  arrivalDate: string;
  arrivalTime: string;
  airport: string;
  passengers: number;
  remark: string | null;
}

/** Records (or updates the pending) pickup of the user's application; answers the request's id. */
export async function requestPickup(
  userId: number,
  applyCode: string,
  pickup: PickupRequest,
  key: { owner: string; requestId: string | undefined; attribution: typeof airportPickups.$inferInsert.attribution },
): Promise<number> {
  const [app] = await db()
    .select({ id: applications.id, status: applications.status })
    .from(applications)
    .where(and(eq(applications.applyCode, applyCode), eq(applications.userId, userId)))
    .limit(1);
  if (!app) throw new ApiError("apply_not_found");
  if (!(PICKUP_STATUSES as readonly string[]).includes(app.status)) throw new ApiError("pickup_not_allowed");
  const values = { ...pickup, flightNo: pickup.flightNo.replace(/\s+/g, "").toUpperCase() };
  const { id } = await once("apply/jieji", key.owner, key.requestId, async (tx) => {
    const [pending] = await tx
      .select({ id: airportPickups.id })
      .from(airportPickups)
      .where(and(eq(airportPickups.applicationId, app.id), eq(airportPickups.status, "new")))
      .limit(1);
    if (pending) {
      await tx.update(airportPickups).set(values).where(eq(airportPickups.id, pending.id));
      return pending.id;
    }
    const [row] = await tx
      .insert(airportPickups)
      .values({ ...values, applicationId: app.id, userId, attribution: key.attribution })
      .returning({ id: airportPickups.id });
    return row.id;
  });
  return id;
}
