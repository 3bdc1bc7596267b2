import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Per-request facts shared by the Node server (server/) and the Remix build (app/): the
 * request id for logs, the matched route for metrics, and time spent in API calls for
 * Server-Timing. The two are bundled separately, so the storage lives on globalThis.
 */
export interface RequestContext {
  id: string;
  startedAt: number;
  routeId?: string;
  apiMs: number;
  apiCalls: number;
  /**
   * Until when (ms since the epoch) this answer holds, set by a loader whose answer reads the
   * clock or the request's own writes: a kept page (app/lib/page-cache.server.ts) is not kept
   * past it, and not kept at all when it has passed (0: this answer only).
   */
  keepUntil?: number;
}

type Holder = { __studyNestRequestContext?: AsyncLocalStorage<RequestContext> };
const holder = globalThis as Holder;
export const requestContextStorage: AsyncLocalStorage<RequestContext> = (holder.__studyNestRequestContext ??=
  new AsyncLocalStorage<RequestContext>());

export function currentRequest(): RequestContext | undefined {
  return requestContextStorage.getStore();
}

/** Observers the server registers (metrics); the app reports API call timings through them. */
type ApiObserver = (path: string, ms: number, code: number) => void;
type ObserverHolder = { __studyNestApiObservers?: ApiObserver[] };
const observers = ((globalThis as ObserverHolder).__studyNestApiObservers ??= []);

export function onApiCall(observer: ApiObserver) {
  observers.push(observer);
}

export function reportApiCall(path: string, ms: number, code: number) {
  const ctx = currentRequest();
  if (ctx) {
    ctx.apiMs += ms;
    ctx.apiCalls += 1;
  }
  for (const o of observers) o(path, ms, code);
}
