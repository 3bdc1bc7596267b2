import { and, eq } from "drizzle-orm";
import { GUARANTOR_RELATIONS, pickupSchema } from "#core/schemas/student";
import { db } from "../db/client";
import { airportPickups, applicantProfiles, applications } from "../db/schema";
import { endpoint, type Endpoint } from "../http/endpoint";
import { ApiError, Reply } from "../http/envelope";
import { z } from "#core/contract/zod";
import { once, ownerOf } from "../student/idempotency";
import { applyContext } from "./intent";

/**
 * The application form's definition (apply/form) and the airport pickup request (apply/jieji),
 * under /rest/user/client/apply/.
 */
export const applyEndpoints: Endpoint[] = [
  endpoint({
    path: "/rest/user/client/apply/form",
    summary: "The application form for a room",
    description:
      "The fields the form shows and their choices: lease terms of the room (in the apartment's price unit), payment plans, guarantor relations, the move-in window, and the user's saved applicant and guarantor details as defaults.",
    tag: "applications",
    auth: "required",
    body: z.object({ roomCode: z.string().trim().min(1, "room_required").max(40, "room_required") }),
    async handler(input, ctx) {
      const me = await ctx.requireUser();
      const context = await applyContext(input.roomCode, ctx.lang);
      const [saved] = await db().select().from(applicantProfiles).where(eq(applicantProfiles.userId, me.id)).limit(1);
      return {
        ...context,
        relations: [...GUARANTOR_RELATIONS],
        moveIn: { from: context.room.availableFrom, to: context.room.availableTo },
        defaults: {
          mobilePrefixId: me.mobilePrefixId,
          mobile: me.mobile,
          applicant: saved?.applicant ?? null,
          guarantor: saved?.guarantor ?? null,
        },
      };
    },
  }),
  endpoint({
    path: "/rest/user/client/apply/jieji",
    summary: "Request an airport pickup for an application",
    description:
      "For the user's own application while it is submitted, in review or approved. A later request replaces the pending one; a repeated `requestId` answers the first.",
    tag: "applications",
    auth: "required",
    body: pickupSchema,
    async handler(input, ctx) {
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
  }),
];
