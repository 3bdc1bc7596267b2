import { eq } from "drizzle-orm";
import type { Lang } from "#core/constants";
import { db } from "../db/client";
import { cancellationPolicies } from "../db/schema";
import type { Tx } from "../platform/idempotency";

import type { CancellationPolicy } from "#core/quote";
export type { CancellationPolicy };

/** The bounds the console's editor and the API accept (the table's check asks only for sanity). */
export const POLICY_LIMITS = { coolingOffDays: { min: 0, max: 60 }, visaAdminFee: { min: 0, max: 10_000_000 }, refundWithinDays: { min: 1, max: 60 } } as const;

/** What applies to an apartment without a policy row (every apartment gets one when created, by a trigger). */
export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = Object.freeze({ coolingOffDays: 0, visaAdminFee: 0, refundWithinDays: 10 });

export async function cancellationPolicyOf(buildingId: number, tx: Tx | ReturnType<typeof db> = db()): Promise<CancellationPolicy> {
  const [p] = await tx
    .select({ coolingOffDays: cancellationPolicies.coolingOffDays, visaAdminFee: cancellationPolicies.visaAdminFee, refundWithinDays: cancellationPolicies.refundWithinDays })
    .from(cancellationPolicies)
    .where(eq(cancellationPolicies.buildingId, buildingId))
    .limit(1);
  // Every apartment gets a row when created (a trigger); this answers only if one was deleted.
  return p ?? DEFAULT_CANCELLATION_POLICY;
}

/** The policy in the reader's language: the rules refundToday applies, in the order they apply. */
export function policyText(p: CancellationPolicy, currency: string, lang: Lang): string {
  if (lang === "en") {
    const cooling = p.coolingOffDays > 0 ? `Cancel within ${p.coolingOffDays} days of your first payment for a full refund; after that, ` : "If you cancel, ";
    return (
      `${cooling}before moving in, everything paid is refunded less the booking and admin fees. ` +
      `A refused visa (with the refusal letter): refunded less an admin fee of ${currency} ${p.visaAdminFee}. ` +
      `After moving in: no refund, unless you report within 24 hours of check-in that the room is not as described and staff uphold it (a full refund). ` +
      `Refunds are made within ${p.refundWithinDays} days.`
    );
  }
  const cooling = p.coolingOffDays > 0 ? `首次付款后 ${p.coolingOffDays} 天内取消可全额退款；之后` : "";
  return (
    `${cooling}入住前取消，退还已付款项（扣除预订费和管理费）。` +
    `签证被拒（凭拒签信）：扣除 ${p.visaAdminFee} ${currency} 手续费后退款。` +
    `入住后不予退款；如入住 24 小时内报告房源与描述不符并经核实，全额退款。` +
    `退款将在 ${p.refundWithinDays} 天内完成。`
  );
}
