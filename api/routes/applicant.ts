import { applicantContract } from "#core/contract/applications";
import { db } from "../db/client";
import { applicantProfiles } from "../db/schema";
import { implement } from "../http/endpoint";
import { ApiError } from "../http/envelope";
import { prefixExists } from "../student/applications";
import { savedDetails, type ApplicantJson, type GuarantorJson } from "./intent";

/**
 * The applicant's and guarantor's details a user keeps for applications:
 * /rest/user/client/applicant/{info,update} and /rest/user/client/guarantee/{info,update}.
 * Each application also keeps its own copy, so later edits never rewrite a sent application.
 */
export const applicantEndpoints = implement(applicantContract, {
  "/rest/user/client/applicant/info": async (_input, ctx) => {
    const me = await ctx.requireUser();
    return (await savedDetails(me.id)).applicant;
  },
  "/rest/user/client/applicant/update": async (input, ctx) => {
    const me = await ctx.requireUser();
    const applicant: ApplicantJson = { chineseName: input.chineseName, surnamePinyin: input.surnamePinyin, address: input.address };
    await db()
      .insert(applicantProfiles)
      .values({ userId: me.id, applicant })
      .onConflictDoUpdate({ target: applicantProfiles.userId, set: { applicant, updatedAt: new Date() } });
    return applicant;
  },
  "/rest/user/client/guarantee/info": async (_input, ctx) => {
    const me = await ctx.requireUser();
    return (await savedDetails(me.id)).guarantor;
  },
  "/rest/user/client/guarantee/update": async (input, ctx) => {
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
});
