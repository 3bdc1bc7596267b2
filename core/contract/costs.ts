import { PAYMENT_PLANS } from "../schemas/student";
import { z } from "./zod";

/**
 * Shapes of a room's tenancies and what they cost, as every answer that prices a room names
 * them (the room page, the application form). Amounts are integers in the apartment's currency.
 */
export const priceUnit = z.enum(["week", "month"]).openapi({ description: "The unit rents and lease terms are counted in" });

export const tenancy = z.object({
  code: z.string().openapi({ description: "`<moveIn yyyymmdd>-<term>`: stable for a day, unique within a room" }),
  kind: z.enum(["full_year", "academic", "semester", "second_intake", "summer"]),
  name: z.string().openapi({ description: "In the request's language" }),
  moveIn: z.string(),
  moveOut: z.string(),
  leaseTerm: z.number().int(),
  leaseUnit: priceUnit,
  price: z.number().int().openapi({ description: "Rent per price unit for this tenancy (short stays cost more per unit)" }),
  available: z.boolean(),
});

const namedAmount = <K extends readonly [string, ...string[]]>(keys: K) => z.object({ key: z.enum(keys), name: z.string(), amount: z.number().int() });

export const tenancyCost = z.object({
  tenancyCode: z.string(),
  rent: z.number().int(),
  fees: z.array(namedAmount(["booking", "admin", "utilities"] as const)),
  discount: z.number().int().openapi({ description: "Sum of the offers" }),
  offers: z.array(namedAmount(["cashback", "discount"] as const)),
  deposit: z.number().int().openapi({ description: "Refundable" }),
  total: z.number().int().openapi({ description: "rent + fees − discount (the deposit comes back)" }),
  plans: z
    .array(
      z.object({
        plan: z.enum(PAYMENT_PLANS),
        instalments: z.number().int().openapi({ description: "Parts the rent is paid in under this plan" }),
        upfront: z.number().int().openapi({ description: "Due before moving in under this plan: booking and admin fees, deposit and the rent's first part" }),
        upfrontCny: z.number().int().nullable(),
      }),
    )
    .openapi({ description: "Each payment plan (in full, per term, monthly) with what it makes due before moving in" }),
  totalCny: z.number().int().nullable().openapi({ description: "`total` in CNY at `exchangeRate`; null without a rate" }),
});

export const exchangeRate = z
  .object({ currency: z.string(), cny: z.number().openapi({ description: "CNY for one unit of `currency`" }), asOf: z.string() })
  .nullable()
  .openapi({ description: "The rate of the day the CNY amounts use; null when the currency has none" });
