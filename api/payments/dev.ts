import { createHmac, randomBytes } from "node:crypto";
import { secrets } from "#core/secrets.server";
import type { PaymentProvider } from "./provider";
import { toMinor } from "./provider";
import { signPayload, verifySignature } from "./signature";
import { parseStripeEvent } from "./stripe";

/**
 * The development provider, used when no real one is configured (the quick start), in the spirit
 * of the dev outbox: its "hosted page" is /dev/pay/{paymentNo} on this machine, where the payment
 * succeeds, fails or is abandoned. The outcome comes back as a webhook in Stripe's shape, signed in
 * Stripe's scheme with a secret derived from the site's session secret (shared by every instance),
 * and goes through the same verification and the same handler as a real provider's.
 */
export const DEV_PAY_PATH = "/dev/pay";

/**
 * Payments whose next refund fails (by their provider reference), armed from the development
 * checkout (`outcome=fail_refund`) so the failed-refund path can be tried by hand and in tests. In
 * this process's memory: the development provider runs with the API in one process.
 */
const failingRefunds = new Set<string>();
export function failNextDevRefund(paymentRef: string): void {
  failingRefunds.add(paymentRef);
}

function devSecret(): string {
  return createHmac("sha256", secrets().session).update("dev payment webhooks").digest("hex");
}

export function devProvider(): PaymentProvider {
  return {
    name: "dev",
    async start(p) {
      return { providerRef: `pi_dev_${p.paymentNo}`, redirectUrl: `${DEV_PAY_PATH}/${p.paymentNo}` };
    },
    // Nothing to give back in development: the refund succeeds at once (or fails, when armed), with a reference of its own.
    async refund(r) {
      if (failingRefunds.delete(r.paymentRef)) return { providerRef: `re_dev_${r.refundNo}_failed`, status: "failed" };
      return { providerRef: `re_dev_${r.refundNo}`, status: "succeeded" };
    },
    verify(rawBody, signatureHeader, now) {
      verifySignature(rawBody, signatureHeader, devSecret(), now);
      return parseStripeEvent(rawBody);
    },
  };
}

/** The signed webhook the development checkout sends for an outcome: body and signature header. */
export function devWebhook(p: { paymentNo: string; providerRef: string; amount: number; currency: string }, outcome: "succeed" | "fail") {
  const body = JSON.stringify({
    id: `evt_dev_${randomBytes(12).toString("hex")}`,
    object: "event",
    type: outcome === "succeed" ? "payment_intent.succeeded" : "payment_intent.payment_failed",
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: p.providerRef,
        object: "payment_intent",
        amount: toMinor(p.amount, p.currency),
        amount_received: outcome === "succeed" ? toMinor(p.amount, p.currency) : 0,
        currency: p.currency.toLowerCase(),
        metadata: { paymentNo: p.paymentNo },
        status: outcome === "succeed" ? "succeeded" : "requires_payment_method",
      },
    },
  });
  return { body, signature: signPayload(body, devSecret()) };
}
