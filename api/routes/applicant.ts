import { eq } from "drizzle-orm";
import { applicantSchema, guarantorSchema } from "#core/schemas/student";
import { db } from "../db/client";
import { applicantProfiles } from "../db/schema";
import { endpoint, type Endpoint } from "../http/endpoint";
import { ApiError } from "../http/envelope";
import { z } from "#core/contract/zod";
import { prefixExists } from "../student/applications";
import type { ApplicantJson, GuarantorJson } from "./intent";

/**
 * The applicant's and guarantor's details a user keeps for applications:
 * /rest/user/client/applicant/{info,update} and /rest/user/client/guarantee/{info,update}.
 * Each application also keeps its own copy, so later edits never rewrite a sent application.
 */
async function saved(userId: number) {
  const [row] = await db().select().from(applicantProfiles).where(eq(applicantProfiles.userId, userId)).limit(1);
  return row;
}

export const applicantEndpoints: Endpoint[] = [
  endpoint({
    path: "/rest/user/client/applicant/info",
    summary: "The user's saved applicant details",
    description: "chineseName, surnamePinyin, address; null until first saved.",
    tag: "applications",
    auth: "required",
    body: z.object({}),
    async handler(_input, ctx) {
      const me = await ctx.requireUser();
      return ((await saved(me.id))?.applicant as ApplicantJson | null) ?? null;
    },
  }),
  endpoint({
    path: "/rest/user/client/applicant/update",
    summary: "Save the applicant details",
    tag: "applications",
    auth: "required",
    body: applicantSchema,
    async handler(input, ctx) {
      const me = await ctx.requireUser();
      const applicant: ApplicantJson = { chineseName: input.chineseName, surnamePinyin: input.surnamePinyin, address: input.address };
      await db()
        .insert(applicantProfiles)
        .values({ userId: me.id, applicant })
        .onConflictDoUpdate({ target: applicantProfiles.userId, set: { applicant, updatedAt: new Date() } });
      return applicant;
    },
  }),
  endpoint({
    path: "/rest/user/client/guarantee/info",
    summary: "The user's saved guarantor details",
    description: "name, relation, mobilePrefixId, mobile, email, address; null until first saved.",
    tag: "applications",
    auth: "required",
    body: z.object({}),
    async handler(_input, ctx) {
      const me = await ctx.requireUser();
      return ((await saved(me.id))?.guarantor as GuarantorJson | null) ?? null;
    },
  }),
  endpoint({
    path: "/rest/user/client/guarantee/update",
    summary: "Save the guarantor details",
    description: "Fields as on the application form: guarantorName, guarantorRelation, guarantorMobilePrefixId, guarantorMobile, guarantorEmail, guarantorAddress.",
    tag: "applications",
    auth: "required",
    body: guarantorSchema,
    async handler(input, ctx) {
      const me = await ctx.requireUser();
      if (!(await prefixExists(input.guarantorMobilePrefixId))) throw new ApiError("mobile_prefix_not_found");
      const guarantor: GuarantorJson = {
        name: input.guarantorName,
        relation: input.guarantorRelation,
        mobilePrefixId: input.guarantorMobilePrefixId,
        mobile: input.guarantorMobile,
        ...(input.guarantorEmail ? { email: input.guarantorEmail } : {}),
        ...(input.guarantorAddress ? { address: input.guarantorAddress } : {}),
      };
      await db()
        .insert(applicantProfiles)
        .values({ userId: me.id, guarantor })
        .onConflictDoUpdate({ target: applicantProfiles.userId, set: { guarantor, updatedAt: new Date() } });
      return guarantor;
    },
  }),
];
