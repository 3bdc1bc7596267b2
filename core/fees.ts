/**
 * Fees and offers as data: the shapes an apartment keeps in `buildings.fees` and a gift keeps in
 * `gifts.offer` (the offer as it was when booked). They live here, below `api/`, because the
 * database schema types those jsonb columns with them and the catalogue computes with them; the
 * catalogue re-exports them (api/catalogue/costs.ts), where the rules about them are.
 */

export type TenancyKind = "full_year" | "academic" | "semester" | "second_intake" | "summer";
/** The intake a tenancy starts at. */
export type IntakeKind = "main" | "second" | "summer";

/** Every kind of tenancy and intake, in the order forms list them. */
export const TENANCY_KIND_LIST = ["full_year", "academic", "semester", "second_intake", "summer"] as const satisfies readonly TenancyKind[];
export const INTAKE_KIND_LIST = ["main", "second", "summer"] as const satisfies readonly IntakeKind[];

/** An amount either in rent periods of the room (weeks or months of its rent) or fixed. */
export type Amount = { periods: number } | { amount: number };
export type OfferKey = "cashback" | "discount" | "gift";
export interface Offer {
  key: OfferKey;
  /** Cashback: the money paid after moving in. Gift: what the thing is worth. */
  amount?: number;
  /** Discount: percent off the rent. */
  percentOff?: number;
  /** Gift: the thing the student receives. */
  item?: { zh: string; en: string };
  /** Only for tenancies of at least this many units. */
  minTerm?: number;
  /** Only for these kinds of tenancy (any when absent). */
  tenancies?: TenancyKind[];
  /** Only for tenancies starting at these intakes (any when absent). */
  intakes?: IntakeKind[];
  /** Cashback and gifts: days after check-in before it can be claimed (0: at check-in). */
  claimAfterDays?: number;
  /** Cashback and gifts: the last day to claim it, counted in days after check-in. */
  claimWithinDays?: number;
}
export interface FeeData {
  /** Non-refundable booking (holding) fee, paid to reserve. */
  booking: Amount;
  /** Refundable security deposit. */
  deposit: Amount;
  /** One-off administration fee (0 = none). */
  admin: number;
  /** Utilities per price unit when bills are not included (0 = included). */
  utilities: number;
  offers: Offer[];
  /** Days after reserving in which a cancellation gets the booking fee back. */
  coolingOffDays: number;
}
