import type { Lang } from "#core/constants";
import { giftsContract } from "#core/contract/gifts";
import { payoutSchema, type Payout } from "#core/schemas/gift";
import { implement } from "../http/endpoint";
import { ApiError, Reply } from "../http/envelope";
import { allowedActor, audit } from "../staff";
import { limitGiftClaim } from "../platform/rate-limit";
import { prefixIsoExists } from "../applications";
import { deliverGiftNotices } from "./notify";
import { claimGift, correctClaim, giftKindOf, staffMoveGift, staffGifts, studentGifts } from "./service";
import { once, ownerOf } from "../platform/idempotency";

/**
 * My gift (`/rest/user/client/gift/…`): the student's cashback and gifts, read and claimed; and
 * the staff endpoints that pay them or let them lapse (`/rest/ops/gift/…`). Every student query
 * is filtered by the session's user, so another student's giftNo reads as "does not exist".
 */
async function oneGift(userId: number, giftNo: string, lang: Lang) {
  const [gift] = (await studentGifts(userId, lang, { giftNo, pageSize: 1 })).list;
  if (!gift) throw new ApiError("gift_not_found");
  return gift;
}

/** The payout details by the shared schema (its message names the first wrong field), the bank's country a known one. */
async function payoutOf(fields: Record<string, unknown>): Promise<Payout> {
  const payout = payoutSchema.parse(fields);
  if (payout.bankCountry && !(await prefixIsoExists(payout.bankCountry))) throw new ApiError("payout_bank_country_required");
  return payout;
}

async function takeClaimAttempt(userId: number) {
  const limit = await limitGiftClaim(userId);
  if (!limit.ok) throw new ApiError(limit.reason === "unavailable" ? "service_busy" : "gift_claim_limit");
}

export const giftEndpoints = implement(giftsContract, {
  "/rest/user/client/gift/list": async (input, ctx) => {
    const me = await ctx.requireUser();
    return studentGifts(me.id, ctx.lang, input);
  },
  "/rest/user/client/gift/info": async (input, ctx) => {
    const me = await ctx.requireUser();
    return oneGift(me.id, input.giftNo, ctx.lang);
  },
  "/rest/user/client/gift/claim": async (input, ctx) => {
    const me = await ctx.requireUser();
    const kind = await giftKindOf(me.id, input.giftNo);
    const payout = kind === "cashback" ? await payoutOf(input) : null;
    await takeClaimAttempt(me.id);
    await once("gift/claim", ownerOf(ctx, me.id), input.requestId, (tx) => claimGift(tx, me.id, input.giftNo, payout));
    return new Reply(await oneGift(me.id, input.giftNo, ctx.lang), "gift_claimed");
  },
  "/rest/user/client/gift/claim/update": async (input, ctx) => {
    const me = await ctx.requireUser();
    const kind = await giftKindOf(me.id, input.giftNo);
    if (kind !== "cashback") throw new ApiError("gift_nothing_to_correct");
    const payout = await payoutOf(input);
    await takeClaimAttempt(me.id);
    await once("gift/claim/update", ownerOf(ctx, me.id), input.requestId, (tx) => correctClaim(tx, me.id, input.giftNo, payout));
    return new Reply(await oneGift(me.id, input.giftNo, ctx.lang), "gift_claim_corrected");
  },
  // Staff: a session whose role may update gifts (finance, admins), or the break-glass token.
  "/rest/ops/gift/status": async (input, ctx) => {
    const actor = await allowedActor(input, ctx, "update", "gift");
    const moved = await staffMoveGift(input.giftNo, input.status, { reference: input.reference, reason: input.reason }, undefined, (tx, change) =>
      audit(tx, actor, {
        action: "gift.status",
        entity: "gift",
        record: change.giftNo,
        before: { status: change.from },
        after: { status: change.to, ...(change.note ? { note: change.note } : {}) },
      }),
    );
    // The student hears of it by SMS or e-mail (claimable, paid).
    if (moved.moved) await deliverGiftNotices({ giftIds: [moved.id] });
    return { giftNo: input.giftNo, status: moved.status };
  },
  "/rest/ops/gift/list": async (input, ctx) => {
    await allowedActor(input, ctx, "read", "gift", true);
    return staffGifts(input.status, ctx.lang, input.pageNum, input.pageSize);
  },
});
