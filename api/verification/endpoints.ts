import { verificationContract, verificationOpsContract } from "#core/contract/verification";
import { implement } from "../http/endpoint";
import { Reply } from "../http/envelope";
import { opsActor } from "../staff";
import { recordVerification, revokeVerification, verificationInfo, verificationList } from "./service";

/** The public record behind a badge, and staff's recording and revoking of checks (audited). */
const publicEndpoints = implement(verificationContract, {
  "/rest/building/client/verification/info": (input, ctx) => verificationInfo(input.code, ctx.lang),
});

const opsEndpoints = implement(verificationOpsContract, {
  "/rest/ops/verification/record": async (input, ctx) =>
    new Reply(await recordVerification(await opsActor(input, ctx.attribution.ip), input, ctx.lang), "verification_recorded"),
  "/rest/ops/verification/list": async (input, ctx) =>
    verificationList(await opsActor(input, ctx.attribution.ip), ctx.lang, { buildingCode: input.buildingCode, page: input.pageNum, pageSize: input.pageSize }),
  "/rest/ops/verification/revoke": async (input, ctx) =>
    new Reply(await revokeVerification(await opsActor(input, ctx.attribution.ip), input.code, input.reason, ctx.lang), "verification_revoked"),
});

export const verificationEndpoints = [...publicEndpoints, ...opsEndpoints];
