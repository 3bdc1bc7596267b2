import { bookingSchema, findHouseSchema } from "../schemas/student";
import { defineContract } from "./define";
import { z, zFormCheck } from "./zod";

/**
 * Requests visitors and users send, each stored with its attribution before the answer:
 * find-a-house and the academic-year room booking. A repeated `requestId` answers the first
 * record. The sender is told a random reference, never the row's sequential id.
 */
const tag = "leads";

const referenceOut = z.object({
  reference: z.string().openapi({ description: "The request's reference for the sender (random, not a count)", example: "FH-7K3QM-9XD2A" }),
});

export const leadContract = defineContract({
  "/rest/building/client/house/find/apply": {
    summary: "Find-a-house request",
    description:
      "cityId (required), schoolId (optional; must be a school of that city), moveInDate (from today), name, mobilePrefixId, mobile, email, wechat, budget, remark, requestId. Works for visitors and users.",
    tag,
    auth: "none",
    body: findHouseSchema.extend({ captchaToken: zFormCheck() }),
    response: referenceOut,
  },
  "/rest/building/client/booking/apply": {
    summary: "Academic-year room booking",
    description: "buildingCode, fullName, mobilePrefixId, mobile, consultantId (≤ 10), others, requestId. Works for visitors and users.",
    tag,
    auth: "none",
    body: bookingSchema.extend({ captchaToken: zFormCheck() }),
    response: referenceOut,
  },
});
