import { and, eq } from "drizzle-orm";
import { randomInt } from "node:crypto";
import type { leadContract } from "#core/contract/applications";
import type { z } from "#core/contract/zod";
import { db } from "../db/client";
import { bookings, buildings, cities, findHouseRequests, schools } from "../db/schema";
import type { RequestContext } from "../http/context";
import { ApiError } from "../http/envelope";
import { once, ownerOf } from "../platform/idempotency";
import { guardFormSend } from "../platform/form-guard";
import { prefixExists } from "./service";

/**
 * Requests visitors and users send, each stored with its attribution before the answer:
 * find-a-house and the academic-year room booking. A repeated `requestId` answers the first
 * record. The sender is told a random reference ("FH-7K3QM-9XD2A"), never the row's sequential
 * id, which would tell anyone how many requests the site gets and let them guess others' numbers.
 */

type FindHouseInput = z.output<(typeof leadContract)["/rest/building/client/house/find/apply"]["body"]>;
type BookingInput = z.output<(typeof leadContract)["/rest/building/client/booking/apply"]["body"]>;

/** Crockford's base 32 (no I, L, O, U): 10 characters are 50 random bits. */
const REF_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export function newReference(prefix: "FH" | "BK"): string {
  const c = () => Array.from({ length: 5 }, () => REF_ALPHABET[randomInt(32)]).join("");
  return `${prefix}-${c()}-${c()}`;
}

/** Stores a find-a-house request (the school, if any, must be in the city); answers its reference. */
export async function requestFindHouse(input: FindHouseInput, userId: number | undefined, ctx: RequestContext): Promise<string> {
  const [city] = await db().select({ id: cities.id }).from(cities).where(eq(cities.id, input.cityId)).limit(1);
  if (!city) throw new ApiError("target_city_required");
  if (input.schoolId) {
    const [school] = await db()
      .select({ id: schools.id })
      .from(schools)
      .where(and(eq(schools.id, input.schoolId), eq(schools.cityId, input.cityId)))
      .limit(1);
    if (!school) throw new ApiError("school_error_tip");
  }
  if (!(await prefixExists(input.mobilePrefixId))) throw new ApiError("mobile_prefix_not_found");
  await guardFormSend("find-house", ctx, userId, input.captchaToken);
  const { id } = await once("house/find/apply", ownerOf(ctx, userId), input.requestId, async (tx) => {
    const [row] = await tx
      .insert(findHouseRequests)
      .values({
        reference: newReference("FH"),
        userId: userId ?? null,
        cityId: input.cityId,
        schoolId: input.schoolId ?? null,
        moveInDate: input.moveInDate,
        name: input.name,
        mobilePrefixId: input.mobilePrefixId,
        mobile: input.mobile,
        email: input.email ?? null,
        wechat: input.wechat ?? null,
        budget: input.budget ?? null,
        remark: input.remark ?? null,
        attribution: ctx.attribution,
      })
      .returning({ id: findHouseRequests.id });
    return row.id;
  });
  const [row] = await db().select({ reference: findHouseRequests.reference }).from(findHouseRequests).where(eq(findHouseRequests.id, id));
  return row.reference;
}

/** Stores an academic-year booking of a published apartment; answers its reference. */
export async function requestBooking(input: BookingInput, userId: number | undefined, ctx: RequestContext): Promise<string> {
  const [building] = await db()
    .select({ id: buildings.id })
    .from(buildings)
    .where(and(eq(buildings.code, input.buildingCode.toLowerCase()), eq(buildings.isPublished, true)))
    .limit(1);
  if (!building) throw new ApiError("booking_building_required");
  if (!(await prefixExists(input.mobilePrefixId))) throw new ApiError("mobile_prefix_not_found");
  await guardFormSend("booking", ctx, userId, input.captchaToken);
  const { id } = await once("booking/apply", ownerOf(ctx, userId), input.requestId, async (tx) => {
    const [row] = await tx
      .insert(bookings)
      .values({
        reference: newReference("BK"),
        userId: userId ?? null,
        buildingId: building.id,
        fullName: input.fullName,
        mobilePrefixId: input.mobilePrefixId,
        mobile: input.mobile,
        consultantId: input.consultantId ?? null,
        others: input.others ?? null,
        attribution: ctx.attribution,
      })
      .returning({ id: bookings.id });
    return row.id;
  });
  const [row] = await db().select({ reference: bookings.reference }).from(bookings).where(eq(bookings.id, id));
  return row.reference;
}
