import { SIGN_WINDOW_MS } from "#core/constants";
import { claimOnce } from "#core/shared-cache.server";
import { logger } from "#core/log.server";

/**
 * The replay guard (docs/decisions/013-hardening.md): a signed call that
 * writes is accepted once per signToken. The token is claimed in the shared cache (memory, or
 * Redis with REDIS_URL, so a capture replayed to another instance is refused too) for twice the
 * timestamp window — past that, the timestamp check refuses it anyway. Reads are not guarded:
 * answering a read twice changes nothing.
 *
 * Every path not listed below as a read is treated as writing, so a new endpoint is guarded
 * until someone says otherwise (tests/security/replay.test.ts lists every mounted path).
 */
export const READ_PATHS: ReadonlySet<string> = new Set([
  "/rest/building/client/house/index",
  "/rest/building/client/house/search",
  "/rest/building/client/house/search/v2",
  "/rest/building/client/house/filter",
  "/rest/building/client/house/list",
  "/rest/building/client/house/info",
  "/rest/building/client/house/route/check",
  "/rest/building/client/house/sitemap",
  "/rest/building/client/exchange/rates",
  "/rest/building/client/house/review/list",
  "/rest/building/client/house/landlord-response",
  "/rest/building/client/operationHandbook/page",
  "/rest/building/client/operationHandbook/download",
  "/rest/building/client/school/list",
  "/rest/building/client/room/info",
  "/rest/building/client/room/attrList",
  "/rest/building/client/address/all",
  "/rest/building/client/address/list",
  "/rest/building/client/address/search",
  "/rest/building/client/address/hot-search",
  "/rest/building/client/favorites/house/city",
  "/rest/building/client/favorites/house/codes",
  "/rest/building/client/favorites/house/list",
  "/rest/building/client/favorites/house/list/v2",
  "/rest/common/mobile/prefix",
  "/rest/common/mobile/prefix/v2",
  "/rest/common/topic/page/config",
  "/rest/common/client/grade/list",
  "/rest/common/mdy/area",
  "/feedback/client/type/list",
  "/rest/user/client/user/info",
  "/rest/user/client/applicant/info",
  "/rest/user/client/guarantee/info",
  "/rest/user/client/intent/info",
  "/rest/user/client/intent/list",
  "/rest/user/client/order/info",
  "/rest/user/client/order/list",
  "/rest/user/client/find-house/list",
  "/rest/user/client/third/loginType",
  "/rest/user/history/list",
  "/rest/user/client/service/unread",
  "/feedback/client/mine",
  "/rest/ops/feedback/list",
  "/rest/help/index",
  "/rest/help/category",
  "/rest/help/question",
  "/rest/help/search",
  "/rest/ops/help/list",
  "/rest/ops/auth/me",
  "/rest/ops/application/queue",
  "/rest/ops/audit/list",
  "/rest/ops/building/info",
  "/rest/ops/building/list",
  "/rest/ops/lead/list",
  "/rest/ops/review/list",
  "/rest/ops/service/list",
  "/rest/ops/roommate/reports",
  "/rest/ops/service/read",
  "/rest/ops/staff/list",
]);

export function isWritingPath(path: string): boolean {
  return !READ_PATHS.has(path);
}

const REPLAY_TTL_MS = 2 * SIGN_WINDOW_MS;
let lastWarn = 0;

/**
 * True when this signToken has not been seen on a writing call inside the window (and records
 * it). With Redis unreachable the guard lets the call through (logged at most every 30 s): a
 * Redis outage must not stop applications and profile changes; requestId still makes a
 * replayed create answer the first record.
 */
export async function firstUse(signToken: string): Promise<boolean> {
  try {
    return await claimOnce(`sig:${signToken.toLowerCase()}`, REPLAY_TTL_MS);
  } catch (error) {
    if (Date.now() - lastWarn > 30_000) {
      lastWarn = Date.now();
      logger.warn({ error: error instanceof Error ? error.message : String(error) }, "replay guard unavailable (Redis): writing calls not checked for replay");
    }
    return true;
  }
}
