import { priceUnit } from "./costs";
import { placeRef } from "./places";
import { z } from "./zod";

/**
 * Shapes of apartments and rooms that several groups answer (house/index, house/list,
 * house/info, room/info, favourites, promotions). Money is in the apartment's `currency`, per
 * `priceUnit` where it is a rent; CNY figures are at the rate of the day `cnyAsOf` names.
 * Tenancies and their costs: ./costs.ts.
 */

/** A stored key with its label in the request's language (tags, facilities, room types, sorts). */
export const keyLabel = z.object({
  key: z.string(),
  name: z.string().openapi({ description: "In the request's language" }),
});

/** The three policy texts of an apartment, written from its fees, in the request's language. */
export const policyTexts = z.object({ payment: z.string(), deposit: z.string(), cancellation: z.string() });

/**
 * The apartment card: one shape for listings, favourites, the home page and promotions
 * (api/catalogue/cards.ts). Lists add their own fields with `.extend()`.
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
    demo: z.boolean().openapi({ description: "Demo data (a generated town's apartment, kept for the catalogue's size): shown with a demo mark" }),
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
