import { roommateContract } from "#core/contract/roommates";
import { implement } from "../http/endpoint";
import { ApiError, Reply } from "../http/envelope";
import type { RequestContext } from "../http/context";
import { answerInterest, checkCanSend, myInterests, sendInterest } from "./interests";
import { hidePost, reportedPosts, reportPost } from "./moderation";
import { board, closePost, myPosts, postInfo, reopenPost, roommateCities, savePost } from "./service";
import { allowedActor, audit } from "../staff";
import { limitRoommate } from "../platform/rate-limit";
import { ownerOf } from "../platform/idempotency";

/** `/rest/roommate/client/…` and `/rest/ops/roommate/…`: the roommate board (core/contract/roommates.ts). */
const P = "/rest/roommate/client";

/** Posting and interests are limited per student and per client address. */
async function limit(kind: "post" | "interest", userId: number, ctx: RequestContext) {
  const r = await limitRoommate(kind, userId, ctx.attribution.ip);
  if (!r.ok) throw new ApiError(r.reason === "unavailable" ? "service_busy" : kind === "post" ? "roommate_post_limit" : "roommate_interest_limit");
}

export const roommateEndpoints = implement(roommateContract, {
  [`${P}/cities`]: (_, ctx) => roommateCities(ctx.lang),
  [`${P}/post/list`]: (input, ctx) => board(input, ctx.lang),
  [`${P}/post/info`]: async (input, ctx) => {
    const user = ctx.token ? await ctx.user() : null;
    return postInfo(input.postCode, user?.id ?? null, ctx.lang);
  },
  [`${P}/post/save`]: async (input, ctx) => {
    const user = await ctx.requireUser();
    await limit("post", user.id, ctx);
    const saved = await savePost(input, user.id, ownerOf(ctx, user.id), ctx.lang);
    return new Reply(saved, saved.created ? "roommate_post_created" : "roommate_post_updated");
  },
  [`${P}/post/close`]: async (input, ctx) => {
    const user = await ctx.requireUser();
    return new Reply(await closePost(input.postCode, user.id, ctx.lang), "roommate_post_closed");
  },
  [`${P}/post/reopen`]: async (input, ctx) => {
    const user = await ctx.requireUser();
    await limit("post", user.id, ctx);
    return new Reply(await reopenPost(input.postCode, input.month, user.id, ctx.lang), "roommate_post_reopened");
  },
  [`${P}/post/mine`]: async (_, ctx) => myPosts((await ctx.requireUser()).id, ctx.lang),
  [`${P}/interest/send`]: async (input, ctx) => {
    const user = await ctx.requireUser();
    const post = await checkCanSend(input.postCode, user.id);
    await limit("interest", user.id, ctx);
    return new Reply(await sendInterest(input, post, user.id, ownerOf(ctx, user.id)), "roommate_interest_sent");
  },
  [`${P}/interest/answer`]: async (input, ctx) => {
    const user = await ctx.requireUser();
    const answered = await answerInterest(input.interestCode, input.decision, user.id);
    return new Reply(answered, answered.status === "accepted" ? "roommate_interest_accepted" : "roommate_interest_declined");
  },
  [`${P}/interest/mine`]: async (_, ctx) => myInterests((await ctx.requireUser()).id, ctx.lang),
  [`${P}/report`]: async (input, ctx) => {
    const user = await ctx.requireUser();
    return new Reply(await reportPost(input.postCode, input.reason, input.text, user.id), "roommate_report_sent");
  },
  "/rest/ops/roommate/hide": async (input, ctx) => {
    const actor = await allowedActor(input, ctx, "hide", "roommate_post");
    const hidden = input.hidden === "1";
    const r = await hidePost(input.postCode, hidden, input.reason, (tx, before) =>
      audit(tx, actor, {
        action: hidden ? "roommate_post.hide" : "roommate_post.restore",
        entity: "roommate_post",
        record: input.postCode,
        before,
        after: { hidden, reason: hidden ? (input.reason ?? null) : null },
      }),
    );
    return new Reply(r, r.hidden ? "roommate_post_hidden" : "roommate_post_shown");
  },
  "/rest/ops/roommate/reports": async (input, ctx) => {
    await allowedActor(input, ctx, "read", "roommate_post", true);
    return reportedPosts({ pageNum: input.pageNum, pageSize: input.pageSize, onlyVisible: input.visible === "1" });
  },
});
