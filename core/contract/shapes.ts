import type { ZodEnum, ZodTypeAny } from "zod";
import { z } from "./zod";

/** Small shapes several groups answer: instants, calendar dates, pages of a list. */

/** An instant as JSON carries it: ISO 8601 in UTC (`Date.toISOString()`). */
export const timestamp = () => z.string().datetime().openapi({ format: "date-time", example: "2025-09-21T08:30:00.000Z" });

/** A calendar date without a time zone. */
export const isoDate = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .openapi({ format: "date", example: "2025-09-21" });

/**
 * An enum or null. Plain `.nullable()` documents `type: [string, null]` with an `enum` that
 * lacks null, so a validator of the document would refuse the null this field can be.
 */
export const enumOrNull = <T extends [string, ...string[]]>(values: ZodEnum<T>) => values.nullable().openapi({ enum: [...values.options, null] });

/** One page of a list, with where it stands in the whole. */
export const pageOf = <T extends ZodTypeAny>(item: T) =>
  z.object({
    list: z.array(item),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int().openapi({ description: "Items in the whole list" }),
    pages: z.number().int().openapi({ description: "Pages of `pageSize` in the whole list" }),
  });
