import { historyContract } from "#core/contract/history";
import { implement } from "../http/endpoint";
import { Reply } from "../http/envelope";
import { clearHistory, historyList, mergeViews, recordView, removeView } from "../services/viewed-history";

/** `/rest/user/history/…`: My history; every call acts on the session's own student only. */
export const historyEndpoints = implement(historyContract, {
  "/rest/user/history/list": async (_, ctx) => historyList((await ctx.requireUser()).id, ctx.lang),
  "/rest/user/history/record": async (input, ctx) => recordView((await ctx.requireUser()).id, input.buildingCode, input.roomCode),
  "/rest/user/history/merge": async (input, ctx) => mergeViews((await ctx.requireUser()).id, input.views),
  "/rest/user/history/remove": async (input, ctx) => new Reply(await removeView((await ctx.requireUser()).id, input.id), "history_removed"),
  "/rest/user/history/clear": async (_, ctx) => new Reply(await clearHistory((await ctx.requireUser()).id), "history_cleared"),
});
