import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { catalogueContract } from "#core/contract/catalogue";
import { db } from "../db/client";
import { cities, cooperationRequests, mobilePrefixes } from "../db/schema";
import type { RequestContext } from "../http/context";
import { ApiError } from "../http/envelope";
import { once, ownerOf } from "../platform/idempotency";
import { guardFormSend } from "../platform/form-guard";

type CooperationInput = z.output<(typeof catalogueContract)["/rest/building/client/house/corp/apply"]["body"]>;

/**
 * Stores a landlord's cooperation request (house/corp/apply) with the lead's attribution: the
 * city must lie in the chosen country and the calling code exist; the calling code is copied
 * onto the row as it reads today. One per rendered form: a repeated requestId answers the first.
 */
export async function requestCooperation(input: CooperationInput, userId: number, ctx: RequestContext): Promise<number> {
  const [city] = await db()
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.id, input.cityId), eq(cities.countryId, input.countryId)));
  if (!city) throw new ApiError("city_not_in_country");
  const [prefix] = await db()
    .select({ id: mobilePrefixes.id, mobilePrefix: mobilePrefixes.mobilePrefix })
    .from(mobilePrefixes)
    .where(eq(mobilePrefixes.id, input.mobilePrefixId));
  if (!prefix) throw new ApiError("mobile_prefix_not_found");
  // Past the per-address and per-account caps a send needs the captcha (checked before storing).
  await guardFormSend("cooperation", ctx, userId, input.captchaToken);
  const { id } = await once("house/corp/apply", ownerOf(ctx, userId), input.requestId, async (tx) => {
    const [row] = await tx
      .insert(cooperationRequests)
      .values({
        userId,
        countryId: input.countryId,
        cityId: input.cityId,
        houseInfo: input.houseInfo,
        name: input.name,
        mobilePrefixId: prefix.id,
        mobilePrefix: prefix.mobilePrefix,
        mobile: input.mobile,
        email: input.email ?? null,
        wechat: input.wechat ?? null,
        remark: input.remark ?? null,
        attribution: ctx.attribution,
      })
      .returning({ id: cooperationRequests.id });
    return row.id;
  });
  return id;
}
