import { PAYMENT_PLANS } from "../schemas/student";
import { priceUnit } from "./costs";
import { z } from "./zod";

/**
 * The quote locked when the student applied (api/catalogue/quote.ts): the tenancy, each amount, the
 * payment plan's schedule and the exchange rate of that day. The application, the order, the
 * payment page and the receipts show it; the order's amounts come from it.
 */
const lineKey = z.enum(["booking", "admin", "deposit", "rent"]);

export const scheduledPayment = z.object({
  seq: z.number().int().openapi({ description: "0: the upfront part; 1…: the instalments in order" }),
  kind: z.enum(["upfront", "instalment"]),
  dueDate: z.string().nullable().openapi({ description: "The instalment's due date; null for the upfront part (due within the payment window after approval)" }),
  amount: z.number().int(),
  lines: z.array(z.object({ key: lineKey, name: z.string(), amount: z.number().int() })),
});

/** An apartment's cancellation policy: the refund rules' numbers and their words in the request's language. */
export const cancellationPolicy = z.object({
  coolingOffDays: z.number().int().openapi({ description: "Days after the first payment within which cancelling refunds everything paid" }),
  visaAdminFee: z.number().int().openapi({ description: "Kept from a refund for a refused visa, in the apartment's currency" }),
  refundWithinDays: z.number().int().openapi({ description: "A refund is made within these days of its request" }),
  text: z.string().openapi({ description: "The policy in words, in the request's language" }),
});

export const quote = z
  .object({
    lockedAt: z.string().openapi({ description: "When the quote was locked (the application's time)" }),
    currency: z.string(),
    tenancy: z.object({
      code: z.string(),
      kind: z.enum(["full_year", "academic", "semester", "second_intake", "summer"]).nullable(),
      intake: z.enum(["main", "second", "summer"]).nullable(),
      name: z.string().openapi({ description: "In the request's language" }),
      moveIn: z.string(),
      moveOut: z.string(),
      leaseTerm: z.number().int(),
      leaseUnit: priceUnit,
      price: z.number().int(),
    }),
    rent: z.number().int(),
    fees: z.array(z.object({ key: z.enum(["booking", "admin", "utilities"]), name: z.string(), amount: z.number().int() })),
    offers: z.array(z.object({ key: z.enum(["cashback", "discount"]), name: z.string(), amount: z.number().int() })),
    discount: z.number().int(),
    deposit: z.number().int(),
    total: z.number().int().openapi({ description: "rent + fees − discount (the deposit apart)" }),
    plan: z.enum(PAYMENT_PLANS),
    upfront: z.number().int().openapi({ description: "Due before moving in under the chosen plan (the schedule's first payment)" }),
    schedule: z.array(scheduledPayment),
    rate: z.object({ cny: z.number(), asOf: z.string() }).nullable().openapi({ description: "CNY per unit of `currency` on the day the quote was locked" }),
    totalCny: z.number().int().nullable(),
    upfrontCny: z.number().int().nullable(),
    policy: cancellationPolicy.nullable().openapi({ description: "The apartment's cancellation policy as shown when applying, locked with the price (null in quotes locked before policies were)" }),
  })
  .openapi({ description: "The price locked when applying; a later change of price or rate does not move it" });
