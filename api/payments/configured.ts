import { env } from "#core/env.server";
import { devProvider } from "./dev";
import type { PaymentProvider } from "./provider";
import { stripeProvider } from "./stripe";

/**
 * The provider this deployment pays through: Stripe when STRIPE_SECRET_KEY and
 * STRIPE_WEBHOOK_SECRET are set; otherwise the development provider. Apart from the provider
 * interface (./provider.ts), which the implementations import, so no file imports itself back.
 */
export function paymentProvider(): PaymentProvider {
  const e = env();
  return e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET ? stripeProvider(e.STRIPE_SECRET_KEY, e.STRIPE_WEBHOOK_SECRET) : devProvider();
}

