import { and, eq, isNotNull, sql } from "drizzle-orm";
import { payoutSchema, type Payout } from "#core/schemas/gift";
import { isSealed, openData, sealData } from "#core/sealed.server";
import { db } from "../db/client";
import { gifts } from "../db/schema";

/**
 * A cashback's payout details (holder, account, sort code, SWIFT) are kept encrypted
 * (AES-256-GCM with the site's data key: DATA_ENCRYPTION_KEY or DATA_DIR's secrets). The
 * associated data names the gift, so a sealed value copied onto another gift does not open.
 * The column stays jsonb and holds the sealed text as a JSON string.
 */
const aad = (giftId: number) => `gift-payout:${giftId}`;

export function sealPayout(giftId: number, payout: Payout | null): string | null {
  return payout ? sealData(JSON.stringify(payout), aad(giftId)) : null;
}

/** The stored details, opened; a row written before encryption (a plain object) reads as it is. */
export function openPayout(giftId: number, stored: string | Payout | null): Payout | null {
  if (stored == null) return null;
  if (isSealed(stored)) {
    const plain = openData(stored, aad(giftId));
    if (!plain) return null;
    const parsed = payoutSchema.safeParse(JSON.parse(plain));
    return parsed.success ? parsed.data : (JSON.parse(plain) as Payout);
  }
  return typeof stored === "object" ? stored : null;
}

/** Seals the payouts still stored in clear (rows from before encryption); at start, safe to repeat. */
export async function sealStoredPayouts(): Promise<number> {
  const rows = await db()
    .select({ id: gifts.id, payout: gifts.payout })
    .from(gifts)
    .where(and(isNotNull(gifts.payout), sql`jsonb_typeof(${gifts.payout}) = 'object'`));
  for (const r of rows) {
    await db()
      .update(gifts)
      .set({ payout: sealPayout(r.id, typeof r.payout === "object" ? r.payout : null) })
      .where(and(eq(gifts.id, r.id), sql`jsonb_typeof(${gifts.payout}) = 'object'`));
  }
  return rows.length;
}
