import { historyContract } from "#core/contract/history";
import { implement } from "../http/endpoint";
import type { RequestContext } from "../http/context";
import { ApiError, Reply } from "../http/envelope";
import { limitHistoryWrite } from "../platform/rate-limit";
import { clearHistory, historyList, mergeViews, recordView, removeView } from "./service";

/** The session's student, once the hourly ceiling on history writes allows one more. */
async function writer(ctx: RequestContext): Promise<number> {
  const { id } = await ctx.requireUser();
  const limit = await limitHistoryWrite(id);
  if (!limit.ok) throw new ApiError(limit.reason === "unavailable" ? "service_busy" : "history_limit");
  return id;
}

/** `/rest/user/history/…`: My history; every call acts on the session's own student only. */
export const historyEndpoints = implement(historyContract, {
  "/rest/user/history/list": async (_, ctx) => historyList((await ctx.requireUser()).id, ctx.lang),
  "/rest/user/history/record": async (input, ctx) => recordView(await writer(ctx), input.buildingCode, input.roomCode),
  "/rest/user/history/merge": async (input, ctx) => mergeViews(await writer(ctx), input.views),
  "/rest/user/history/remove": async (input, ctx) => new Reply(await removeView(await writer(ctx), input.id), "history_removed"),
  "/rest/user/history/clear": async (_, ctx) => new Reply(await clearHistory(await writer(ctx)), "history_cleared"),
});
