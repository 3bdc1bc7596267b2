/**
 * The quote's shape: the price a student saw when applying, locked into `applications.quote`.
 * It lives below `api/` because the schema types that column with it; the rules that make and
 * read it are the catalogue's (api/catalogue/quote.ts, costs.ts, policy.ts), which re-export these.
 */
import type { IntakeKind, TenancyKind } from "./fees";

export type PaymentPlan = "full" | "term" | "monthly";

/** One payment of a plan: the upfront part (seq 0, due before moving in) or an instalment with its date. */
export interface ScheduledPayment {
  seq: number;
  kind: "upfront" | "instalment";
  /** The instalment's due date; null for the upfront part (due within the payment window after approval). */
  dueDate: string | null;
  amount: number;
  /** What the payment is made of (fees, deposit, rent part), each an amount in the same currency. */
  lines: { key: "booking" | "admin" | "deposit" | "rent"; amount: number }[];
}

/**
 * An apartment's cancellation policy, as data (`cancellation_policies`, one row per apartment, made
 * by a trigger when the apartment is created, edited by its landlord or staff in the console). The
 * application form shows it and the quote locks it, so a later edit never changes what a student
 * who applied was promised; the order's refunds follow the locked one (api/orders/cancellation.ts).
 */
export interface CancellationPolicy {
  /** Days after the first payment within which cancelling refunds everything paid. */
  coolingOffDays: number;
  /** Kept from a refund for a refused visa, in the apartment's currency. */
  visaAdminFee: number;
  /** A refund is promised within these days of its request. */
  refundWithinDays: number;
}

export interface Quote {
  lockedAt: string;
  currency: string;
  tenancy: { code: string; kind: TenancyKind | null; intake: IntakeKind | null; moveIn: string; moveOut: string; leaseTerm: number; leaseUnit: "week" | "month"; price: number };
  rent: number;
  fees: { key: "booking" | "admin" | "utilities"; amount: number }[];
  offers: { key: "cashback" | "discount"; amount: number }[];
  discount: number;
  deposit: number;
  total: number;
  plan: PaymentPlan;
  /** The upfront part (seq 0), then each instalment with its date. */
  schedule: ScheduledPayment[];
  upfront: number;
  /** CNY per unit of `currency` and the rate's date, as of locking; null when the currency has none. */
  rate: { cny: number; asOf: string } | null;
  totalCny: number | null;
  upfrontCny: number | null;
  /** The apartment's cancellation policy as shown when applying; absent in quotes locked before policies were. */
  policy?: CancellationPolicy;
}
