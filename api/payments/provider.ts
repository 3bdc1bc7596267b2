/**
 * A payment provider: takes a payment of one amount (a hosted page the student is sent to), and
 * reports what happened through a signed webhook. The app never trusts the return from the
 * provider's page: only a verified event moves money in our records.
 */
export interface StartPayment {
  paymentNo: string;
  /** Whole units of `currency` (our amounts are integers); the provider converts to minor units. */
  amount: number;
  currency: string;
  /** The same for every retry of the same payment: the provider charges once. */
  idempotencyKey: string;
  description: string;
  /** Absolute URLs the provider's page returns to. */
  successUrl: string;
  cancelUrl: string;
}

/** A verified provider event, reduced to what our records need. */
export interface PaymentEvent {
  id: string;
  type: "succeeded" | "failed" | "other";
  paymentNo: string | null;
  providerRef: string | null;
  /** Whole units, as `StartPayment.amount`. */
  amount: number | null;
  currency: string | null;
}

/** Giving back (part of) one succeeded payment. */
export interface StartRefund {
  refundNo: string;
  /** The provider's reference of the payment (Stripe: the PaymentIntent). */
  paymentRef: string;
  /** Whole units of `currency`, at most the payment's amount. */
  amount: number;
  currency: string;
  /** The same for every retry of the same refund: the provider refunds once. */
  idempotencyKey: string;
}

export interface RefundResult {
  providerRef: string;
  /** Card refunds may stay pending at the provider for days; failed ones are retried by staff. */
  status: "succeeded" | "pending" | "failed";
}

export interface PaymentProvider {
  name: "stripe" | "dev";
  start(p: StartPayment): Promise<{ providerRef: string; redirectUrl: string }>;
  /** Refunds through the provider; throws when the provider cannot be reached or refuses the call. */
  refund(r: StartRefund): Promise<RefundResult>;
  /** Verifies the signature over the raw body (and its age); throws when it does not hold. */
  verify(rawBody: string, signatureHeader: string | null, now?: number): PaymentEvent;
}

/** Currencies without minor units (Stripe's zero-decimal list, of those a catalogue may use). */
const ZERO_DECIMAL = new Set(["BIF", "CLP", "DJF", "GNF", "JPY", "KMF", "KRW", "MGA", "PYG", "RWF", "UGX", "VND", "VUV", "XAF", "XOF", "XPF"]);
export const exponentOf = (currency: string) => (ZERO_DECIMAL.has(currency.toUpperCase()) ? 0 : 2);
export const toMinor = (amount: number, currency: string) => Math.round(amount * 10 ** exponentOf(currency));
export const fromMinor = (minor: number, currency: string) => minor / 10 ** exponentOf(currency);
