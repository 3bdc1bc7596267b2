import { consoleContract } from "#core/contract/console";
import { consoleFeesContract } from "#core/contract/console-fees";
import { operatorContract } from "#core/contract/staff";
import { implement } from "../http/endpoint";
import { ApiError, Reply } from "../http/envelope";
import { acceptInvite, opsActor, tokenActor } from "../staff";
import { importFeed } from "./feed";
import { buildingFees, removeOffer, resetFees, saveOffer, updateFee } from "./fees";
import { addBlockedPeriod, removeBlockedPeriod, roomCalendar } from "./blocked-periods";
import { feedOverview, pullNow, saveFeedSource } from "./feed-pull";
import {
  addBuildingPhoto,
  answerApplication,
  applicationQueue,
  assignApplication,
  buildingInfo,
  buildingList,
  decideApplication,
  landlordResponse,
  leadList,
  moderateReview,
  moveLead,
  moveOrderByNo,
  publishBuilding,
  moveBuildingPhoto,
  removeBuildingPhoto,
  updateCancellationPolicy,
  reviewList,
  updateRoom,
} from "./service";

/**
 * The console's calls, and the staff actions scripts have long called (application and order
 * status, review hiding): by a staff session whose role allows them, or the operator token.
 */
const operatorEndpoints = implement(operatorContract, {
  "/rest/ops/intent/status": async (input, ctx) => decideApplication(await opsActor(input, ctx.attribution.ip), input.applyCode, input.status, input.note),
  "/rest/ops/order/status": async (input, ctx) => ({
    orderNo: input.orderNo,
    status: await moveOrderByNo(await tokenActor(input.operatorToken, ctx.attribution.ip), input.orderNo, input.status, input.note),
  }),
  "/rest/ops/review/hide": async (input, ctx) => moderateReview(await opsActor(input, ctx.attribution.ip), input.reviewId, input.hidden === "1", input.reason),
});

const workEndpoints = implement(consoleContract, {
  "/rest/ops/application/queue": async (input, ctx) =>
    applicationQueue(await opsActor(input, ctx.attribution.ip), ctx.lang, { scope: input.scope, page: input.pageNum, pageSize: input.pageSize }),
  "/rest/ops/application/assign": async (input, ctx) => {
    await assignApplication(await opsActor(input, ctx.attribution.ip), input.applyCode, input.staffId);
    return new Reply(null, "staff_saved");
  },
  "/rest/ops/application/answer": async (input, ctx) => {
    await answerApplication(await opsActor(input, ctx.attribution.ip), input.applyCode, input.answer, input.note);
    return new Reply(null, "staff_saved");
  },
  "/rest/ops/review/list": async (input, ctx) =>
    reviewList(await opsActor(input, ctx.attribution.ip), ctx.lang, { hidden: input.hidden, page: input.pageNum, pageSize: input.pageSize }),
  "/rest/ops/building/list": async (input, ctx) => buildingList(await opsActor(input, ctx.attribution.ip), ctx.lang, input.keyword),
  "/rest/ops/building/info": async (input, ctx) => buildingInfo(await opsActor(input, ctx.attribution.ip), ctx.lang, input.buildingCode),
  "/rest/ops/room/update": async (input, ctx) =>
    new Reply(await updateRoom(await opsActor(input, ctx.attribution.ip), input.buildingCode, input.roomCode, input.price, input.stock), "staff_saved"),
  "/rest/ops/lead/list": async (input, ctx) =>
    leadList(await opsActor(input, ctx.attribution.ip), ctx.lang, input.kind, { status: input.status, page: input.pageNum, pageSize: input.pageSize }),
  "/rest/ops/lead/move": async (input, ctx) => {
    const moved = await moveLead(await opsActor(input, ctx.attribution.ip), input.kind, input.id, input);
    return new Reply(moved, moved.invited ? "console_invited" : "staff_saved");
  },
  "/rest/ops/building/policy": async (input, ctx) =>
    new Reply(
      await updateCancellationPolicy(await opsActor(input, ctx.attribution.ip), input.buildingCode, {
        coolingOffDays: input.coolingOffDays,
        visaAdminFee: input.visaAdminFee,
        refundWithinDays: input.refundWithinDays,
      }),
      "console_policy_saved",
    ),
  "/rest/ops/building/photo/add": async (input, ctx) =>
    new Reply(await addBuildingPhoto(await opsActor(input, ctx.attribution.ip), input.buildingCode, input.file as File | undefined), "console_photo_added"),
  "/rest/ops/building/photo/remove": async (input, ctx) =>
    new Reply(await removeBuildingPhoto(await opsActor(input, ctx.attribution.ip), input.buildingCode, input.key), "console_photo_removed"),
  "/rest/ops/building/photo/move": async (input, ctx) =>
    new Reply(await moveBuildingPhoto(await opsActor(input, ctx.attribution.ip), input.buildingCode, input.key, input.move, input.at), "console_photo_moved"),
  "/rest/ops/building/publish": async (input, ctx) => {
    const r = await publishBuilding(await opsActor(input, ctx.attribution.ip), input.buildingCode, input.published === "1");
    return new Reply(r, r.published ? "console_published" : "console_unpublished");
  },
  "/rest/building/client/house/landlord-response": async (input) => landlordResponse(input.buildingCode),
  "/rest/ops/feed/import": async (input, ctx) => new Reply(await importFeed(await opsActor(input, ctx.attribution.ip), input.feed, input.landlordId), "console_feed_done"),
  "/rest/ops/feed/source": async (input, ctx) => feedOverview(await opsActor(input, ctx.attribution.ip), input.landlordId),
  "/rest/ops/feed/source/save": async (input, ctx) =>
    new Reply(await saveFeedSource(await opsActor(input, ctx.attribution.ip), input.landlordId, input.url, input.format), "console_feed_url_saved"),
  "/rest/ops/feed/pull": async (input, ctx) => {
    const r = await pullNow(await opsActor(input, ctx.attribution.ip), input.landlordId);
    if (r.outcome === "busy") throw new ApiError("console_feed_pull_busy");
    const data = { outcome: r.outcome, report: r.outcome === "imported" ? r.report : null, error: r.outcome === "failed" ? r.error : null };
    return new Reply(data, r.outcome === "imported" ? "console_feed_done" : r.outcome === "unchanged" ? "console_feed_unchanged" : "console_feed_pull_failed");
  },
  "/rest/ops/auth/invite": async (input, ctx) => new Reply(await acceptInvite(input.inviteToken, input.newPassword, ctx.attribution.ip), "staff_invite_accepted"),
});

/** Fees and offers, blocked periods and the room calendar (./fees.ts, ./blocked-periods.ts). */
const catalogueEndpoints = implement(consoleFeesContract, {
  "/rest/ops/building/fees": async (input, ctx) => buildingFees(await opsActor(input, ctx.attribution.ip), input.buildingCode),
  "/rest/ops/building/fee/update": async (input, ctx) =>
    new Reply(await updateFee(await opsActor(input, ctx.attribution.ip), input.buildingCode, input.fee, input.basis, input.amount), "console_fee_saved"),
  "/rest/ops/building/fees/reset": async (input, ctx) => new Reply(await resetFees(await opsActor(input, ctx.attribution.ip), input.buildingCode), "console_fees_reset"),
  "/rest/ops/building/offer/save": async (input, ctx) => {
    const { staffToken: _s, operatorToken: _o, buildingCode, ...offer } = input;
    return new Reply(await saveOffer(await opsActor(input, ctx.attribution.ip), buildingCode, offer), "console_offer_saved");
  },
  "/rest/ops/building/offer/remove": async (input, ctx) => new Reply(await removeOffer(await opsActor(input, ctx.attribution.ip), input.buildingCode, input.index), "console_offer_removed"),
  "/rest/ops/room/blocked/add": async (input, ctx) =>
    new Reply(
      await addBlockedPeriod(await opsActor(input, ctx.attribution.ip), input.buildingCode, input.roomCode, { startsOn: input.startsOn, endsOn: input.endsOn, reason: input.reason }),
      "console_blocked_added",
    ),
  "/rest/ops/room/blocked/remove": async (input, ctx) =>
    new Reply(await removeBlockedPeriod(await opsActor(input, ctx.attribution.ip), input.buildingCode, input.roomCode, input.id), "console_blocked_removed"),
  "/rest/ops/room/calendar": async (input, ctx) => roomCalendar(await opsActor(input, ctx.attribution.ip), input.buildingCode, input.roomCode, input.from, input.months),
});

export const consoleEndpoints = [...operatorEndpoints, ...workEndpoints, ...catalogueEndpoints];
