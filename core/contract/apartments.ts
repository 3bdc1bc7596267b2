import { placeRef } from "./places";
import { z } from "./zod";

/**
 * Shapes of apartments, rooms and what a stay costs that several groups answer (house/index,
 * house/list, house/info, room/info, favourites, promotions, applications). Money is in the
 * apartment's `currency`, per `priceUnit` where it is a rent; CNY figures are at the rate of
 * the day `exchangeRate` (or `cnyAsOf`) names.
 */

export const priceUnit = z.enum(["week", "month"]).openapi({ description: "What a rent is per" });

/** A stored key with its label in the request's language (tags, facilities, room types, sorts). */
export const keyLabel = z.object({
  key: z.string(),
  name: z.string().openapi({ description: "In the request's language" }),
});

/** The three policy texts of an apartment, written from its fees, in the request's language. */
export const policyTexts = z.object({ payment: z.string(), deposit: z.string(), cancellation: z.string() });

/** Today's rate of a currency into CNY (null where the currency has none). */
export const exchangeRate = z
  .object({
    currency: z.string(),
    cny: z.number().openapi({ description: "CNY for one unit of `currency`" }),
    asOf: z.string().openapi({ description: "The rate's date, YYYY-MM-DD" }),
  })
  .openapi("ExchangeRate");

/**
 * The apartment card: one shape for listings, favourites, the home page and promotions
 * (api/services/cards.ts). Lists add their own fields with `.extend()`.
 */
export const apartmentCard = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string().openapi({ description: "In the request's language" }),
    enName: z.string(),
    cnName: z.string(),
    photo: z.string().nullable().openapi({ description: "Image key of the first photo" }),
    fromPrice: z.number().int().openapi({ description: "The cheapest room's rent per priceUnit; with room filters, the cheapest matching room's" }),
    toPrice: z.number().int(),
    currency: z.string(),
    priceUnit,
    priceUnitName: z.string(),
    tags: z.array(keyLabel),
    facilities: z.array(keyLabel),
    roomTypes: z.array(keyLabel),
    roomCount: z.number().int(),
    availability: z.object({
      availableRoomCount: z.number().int(),
      soldOut: z.boolean(),
      availableFrom: z.string().nullable().openapi({ description: "The country's next move-in date (YYYY-MM-DD) while rooms are free, else the stored date" }),
    }),
    address: z.string(),
    lat: z.number(),
    lng: z.number(),
    distance: z
      .object({
        schoolId: z.number().int().nullable(),
        metres: z.number().int(),
        walkMinutes: z.number().int().nullable(),
        transitMinutes: z.number().int().nullable(),
      })
      .nullable()
      .openapi({ description: "To the school of a school's listing; null elsewhere" }),
    city: placeRef,
    country: placeRef,
  })
  .openapi("ApartmentCard");

/** What a card carries at today's exchange rate (computed per answer). */
export const cnyFields = {
  fromPriceCny: z.number().int().nullable().openapi({ description: "fromPrice in CNY at today's rate; null when the currency has no rate" }),
  cnyAsOf: z.string().nullable().openapi({ description: "The date of that rate, YYYY-MM-DD" }),
};

/** When the caller saved the apartment (ISO timestamp), null when not saved. */
export const favoritedAt = z.string().nullable().openapi({ description: "When the caller saved the apartment; null when not saved" });

/** A room as the apartment and room pages show it. */
export const room = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string().openapi({ description: "In the request's language" }),
    enName: z.string(),
    cnName: z.string(),
    roomType: z.string(),
    roomTypeName: z.string(),
    price: z.number().int().openapi({ description: "List rent per lease unit (the full-year rate)" }),
    areaM2: z.number(),
    bedSize: z.string(),
    bedSizeName: z.string(),
    leaseTerms: z.array(z.number().int()).openapi({ description: "Lease lengths offered, in leaseUnit" }),
    leaseUnit: priceUnit,
    leaseTypes: z.array(z.string()),
    availableFrom: z.string().openapi({ description: "YYYY-MM-DD" }),
    availableTo: z.string().nullable(),
    stock: z.number().int().openapi({ description: "Free rooms of this listing" }),
    available: z.boolean(),
    photo: z.string().nullable(),
    photos: z.array(z.string()),
  })
  .openapi("Room");

/** A tenancy a room offers from today (api/services/costs.ts). */
export const tenancy = z
  .object({
    code: z.string().openapi({ description: "`<moveIn yyyymmdd>-<term>`: stable for a day, unique within a room" }),
    kind: z.enum(["full_year", "academic", "semester", "second_intake", "summer"]),
    name: z.string(),
    moveIn: z.string(),
    moveOut: z.string().openapi({ description: "The last night, YYYY-MM-DD" }),
    leaseTerm: z.number().int(),
    leaseUnit: priceUnit,
    price: z.number().int().openapi({ description: "Rent per lease unit for this tenancy (short stays cost more)" }),
    available: z.boolean(),
  })
  .openapi("Tenancy");

/** What one tenancy costs. */
export const tenancyCost = z
  .object({
    tenancyCode: z.string(),
    rent: z.number(),
    fees: z.array(z.object({ key: z.enum(["booking", "admin", "utilities"]), name: z.string(), amount: z.number() })),
    discount: z.number(),
    offers: z.array(z.object({ key: z.enum(["cashback", "discount"]), name: z.string(), amount: z.number() })),
    deposit: z.number().openapi({ description: "Refundable; not part of total" }),
    total: z.number().openapi({ description: "rent + fees − discount" }),
    upfront: z.number().openapi({ description: "Due before moving in under the default plan: booking and admin fees, deposit, first instalment" }),
    instalments: z.number().int(),
    totalCny: z.number().nullable(),
    upfrontCny: z.number().nullable(),
  })
  .openapi("TenancyCost");
