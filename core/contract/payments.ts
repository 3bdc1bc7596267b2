import { defineContract } from "./define";
import { z } from "./zod";

/**
 * Paying an order online (`/rest/user/client/order/pay`). The amount is the part of the order's
 * locked quote that is due; the client names only the order and, optionally, the part.
 * Providers report outcomes to `POST /rest/payments/webhook/{provider}` (signed raw body, not
 * this envelope; see the API guide).
 */
const tag = "payments";

export const paymentsContract = defineContract({
  "/rest/user/client/order/pay": {
    summary: "Pay what is due now on one of the user's orders",
    description:
      "Starts (or resumes: a double click reuses the pending attempt, and the provider charges once) the payment of the upfront part while the order awaits payment, later of the next instalment. Answers where to send the student: the provider's page (Stripe Checkout), or with no provider configured the development checkout at /dev/pay/{paymentNo} on the server's own machine. Another user's order answers code 1 (does not exist).",
    tag,
    auth: "required",
    body: z.object({
      orderNo: z.string().trim().min(1, "order_not_found").max(40, "order_not_found"),
      instalment: z.coerce.number().int().min(0).max(60).optional().openapi({ description: "The schedule's part: 0 the upfront part, 1… the instalments; the next one due when absent" }),
      returnUrl: z
        .string()
        .max(300)
        .regex(/^https?:\/\/[^/]+\/(cn|en)\/user\/order\/[A-Za-z0-9]+$/, "order_not_found")
        .optional()
        .openapi({ description: "The order page the provider's page returns to (absolute); the order's path when absent" }),
    }),
    response: z.object({
      paymentNo: z.string(),
      redirectUrl: z.string().openapi({ description: "Where to send the student to pay (absolute for a real provider; /dev/pay/… in development)" }),
      amount: z.number().int().openapi({ description: "From the locked quote, in `currency`" }),
      currency: z.string(),
    }),
  },
});
