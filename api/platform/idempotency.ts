import { and, eq } from "drizzle-orm";
import { db, type Db } from "../db/client";
import { requestKeys } from "../db/schema";
import type { RequestContext } from "../http/context";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Who a request key belongs to: the user, else the visitor id, else the client address. */
export function ownerOf(ctx: RequestContext, userId: number | null | undefined): string {
  if (userId) return `u:${userId}`;
  if (ctx.attribution.hooid) return `v:${ctx.attribution.hooid}`;
  return `ip:${ctx.attribution.ip ?? "unknown"}`;
}

/**
 * Runs `create` once per (scope, owner, requestId), inside one transaction with the record it
 * makes: a repeat of the same requestId (a double submit, a retried request) gets the id the
 * first call stored, and no second record. Concurrent repeats wait on the key's primary-key
 * lock until the first commits. Without a requestId the call simply creates.
 */
export async function once(
  scope: string,
  owner: string,
  requestId: string | undefined,
  create: (tx: Tx) => Promise<number>,
): Promise<{ id: number; repeated: boolean }> {
  return db().transaction(async (tx) => {
    if (!requestId) return { id: await create(tx), repeated: false };
    const claimed = await tx
      .insert(requestKeys)
      .values({ scope, owner, requestId })
      .onConflictDoNothing()
      .returning({ requestId: requestKeys.requestId });
    if (claimed.length === 0) {
      const [row] = await tx
        .select({ recordId: requestKeys.recordId })
        .from(requestKeys)
        .where(and(eq(requestKeys.scope, scope), eq(requestKeys.owner, owner), eq(requestKeys.requestId, requestId)));
      if (row?.recordId) return { id: row.recordId, repeated: true };
    }
    const id = await create(tx);
    await tx
      .update(requestKeys)
      .set({ recordId: id })
      .where(and(eq(requestKeys.scope, scope), eq(requestKeys.owner, owner), eq(requestKeys.requestId, requestId)));
    return { id, repeated: false };
  });
}
