import { and, eq } from "drizzle-orm";
import { applyContract } from "#core/contract/applications";
import { GUARANTOR_RELATIONS } from "#core/schemas/student";
import { db } from "../db/client";
import { airportPickups, applications } from "../db/schema";
import { implement } from "../http/endpoint";
import { ApiError, Reply } from "../http/envelope";
import { once, ownerOf } from "../student/idempotency";
import { applyContext, savedDetails } from "./intent";

/**
 * The application form's definition (apply/form) and the airport pickup request (apply/jieji),
 * under /rest/user/client/apply/.
 */
export const applyEndpoints = implement(applyContract, {
  "/rest/user/client/apply/form": async (input, ctx) => {
    const me = await ctx.requireUser();
    const [context, saved] = await Promise.all([applyContext(input.roomCode, ctx.lang), savedDetails(me.id)]);
    return {
      ...context,
      relations: [...GUARANTOR_RELATIONS],
      moveIn: { from: context.room.availableFrom, to: context.room.availableTo },
      defaults: {
        mobilePrefixId: me.mobilePrefixId,
        mobile: me.mobile,
        applicant: saved.applicant,
        guarantor: saved.guarantor,
      },
    };
  },
  "/rest/user/client/apply/jieji": async (input, ctx) => {
    const me = await ctx.requireUser();
    const [app] = await db()
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .where(and(eq(applications.applyCode, input.applyCode), eq(applications.userId, me.id)))
      .limit(1);
    if (!app) throw new ApiError("apply_not_found");
    if (!["submitted", "reviewing", "approved"].includes(app.status)) throw new ApiError("pickup_not_allowed");
    const values = {
      flightNo: input.flightNo.replace(/\s+/g, "").toUpperCase(),
      arrivalDate: input.arrivalDate,
      arrivalTime: input.arrivalTime,
      airport: input.airport,
      passengers: input.passengers,
      remark: input.remark ?? null,
    };
    const { id } = await once("apply/jieji", ownerOf(ctx, me.id), input.requestId, async (tx) => {
      const [pending] = await tx
        .select({ id: airportPickups.id })
        .from(airportPickups)
        .where(and(eq(airportPickups.applicationId, app.id), eq(airportPickups.status, "new")))
        .limit(1);
      if (pending) {
        await tx.update(airportPickups).set(values).where(eq(airportPickups.id, pending.id));
        return pending.id;
      }
      const [row] = await tx
        .insert(airportPickups)
        .values({ ...values, applicationId: app.id, userId: me.id, attribution: ctx.attribution })
        .returning({ id: airportPickups.id });
      return row.id;
    });
    return new Reply({ id, applyCode: input.applyCode }, "pickup_ok");
  },
});
