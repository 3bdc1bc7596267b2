import { z } from "./zod";

/** Shapes of places that several groups answer (address, house, school lists). */

/** A country, city or school as every answer names it: `name` in the request's language. */
export const placeRef = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string().openapi({ description: "In the request's language" }),
  enName: z.string(),
  cnName: z.string(),
});

/** A search result (house/search, house/search/v2, address/hot-search): type 1 city, 2 school, 3 house. */
export const searchItem = z.object({
  type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  id: z.number().int(),
  name: z.string(),
  enName: z.string(),
  cnName: z.string(),
  countryEnName: z.string(),
  countrySlug: z.string(),
  cityEnName: z.string(),
  citySlug: z.string(),
  schoolSlug: z.string().nullable(),
  buildingCode: z.string().nullable(),
  houseNum: z.number().int(),
});
