import { ApiError } from "../http/envelope";
import { fromMinor, toMinor, type PaymentEvent, type PaymentProvider, type RefundResult, type StartPayment, type StartRefund } from "./provider";
import { verifySignature } from "./signature";

/**
 * Stripe over its REST API: a Checkout Session in payment mode (Stripe's hosted page, so the pay
 * button stays a plain form and the card, Alipay or WeChat Pay forms are Stripe's) creates the
 * PaymentIntent; our payment number rides in the PaymentIntent's metadata, and its
 * `payment_intent.succeeded` / `payment_intent.payment_failed` events report the outcome.
 * Amounts go in minor units of the currency (none for JPY and KRW); the Idempotency-Key header
 * makes a retry of the same payment return the same session instead of a second charge.
 */
export const STRIPE_API = "https://api.stripe.com/v1";

function form(fields: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
}

export function stripeProvider(secretKey: string, webhookSecret: string): PaymentProvider {
  return {
    name: "stripe",
    async start(p: StartPayment) {
      const res = await fetch(`${STRIPE_API}/checkout/sessions`, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${secretKey}`,
          "Content-Type": "application/x-www-form-urlencoded",
          "Idempotency-Key": p.idempotencyKey,
        },
        body: form({
          mode: "payment",
          "line_items[0][quantity]": 1,
          "line_items[0][price_data][currency]": p.currency.toLowerCase(),
          "line_items[0][price_data][unit_amount]": toMinor(p.amount, p.currency),
          "line_items[0][price_data][product_data][name]": p.description,
          "payment_intent_data[metadata][paymentNo]": p.paymentNo,
          "metadata[paymentNo]": p.paymentNo,
          client_reference_id: p.paymentNo,
          success_url: p.successUrl,
          cancel_url: p.cancelUrl,
        }),
        signal: AbortSignal.timeout(15_000),
      }).catch(() => null);
      const body = (await res?.json().catch(() => null)) as { id?: string; url?: string } | null;
      if (!res?.ok || !body?.id || !body.url) throw new ApiError("payment_provider_failed");
      return { providerRef: body.id, redirectUrl: body.url };
    },
    /**
     * POST /v1/refunds for the PaymentIntent, in minor units, with the refund's idempotency key;
     * Stripe answers a Refund object whose status is succeeded, pending (most cards at first),
     * requires_action, failed or canceled.
     */
    async refund(r: StartRefund): Promise<RefundResult> {
      const res = await fetch(`${STRIPE_API}/refunds`, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${secretKey}`,
          "Content-Type": "application/x-www-form-urlencoded",
          "Idempotency-Key": r.idempotencyKey,
        },
        body: form({
          payment_intent: r.paymentRef,
          amount: toMinor(r.amount, r.currency),
          reason: "requested_by_customer",
          "metadata[refundNo]": r.refundNo,
        }),
        signal: AbortSignal.timeout(15_000),
      }).catch(() => null);
      const body = (await res?.json().catch(() => null)) as { id?: string; object?: string; status?: string } | null;
      if (!res?.ok || !body?.id || body.object !== "refund") throw new ApiError("payment_provider_failed");
      const status = body.status === "succeeded" ? "succeeded" : body.status === "failed" || body.status === "canceled" ? "failed" : "pending";
      return { providerRef: body.id, status };
    },
    verify(rawBody, signatureHeader, now) {
      verifySignature(rawBody, signatureHeader, webhookSecret, now);
      return parseStripeEvent(rawBody);
    },
  };
}

interface StripeEvent {
  id: string;
  type: string;
  data: { object: { id: string; object: string; amount?: number; amount_received?: number; currency?: string; metadata?: Record<string, string> } };
}

/** A Stripe event (the development provider sends the same shape) reduced to what our records need. */
export function parseStripeEvent(rawBody: string): PaymentEvent {
  const e = JSON.parse(rawBody) as StripeEvent;
  const o = e.data?.object;
  if (!e.id || !o) throw new SyntaxError("not an event");
  const type = e.type === "payment_intent.succeeded" ? "succeeded" : e.type === "payment_intent.payment_failed" ? "failed" : "other";
  const currency = o.currency ? o.currency.toUpperCase() : null;
  const minor = type === "succeeded" ? (o.amount_received ?? o.amount) : o.amount;
  return {
    id: e.id,
    type,
    paymentNo: o.metadata?.paymentNo ?? null,
    providerRef: o.id ?? null,
    amount: minor != null && currency ? fromMinor(minor, currency) : null,
    currency,
  };
}
