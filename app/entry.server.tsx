import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { contentSecurityPolicy } from "./lib/csp.server";
import { currentRequest } from "#core/request-context.server";
import { newNonce } from "#core/nonce.server";
import { preloadDeferred } from "./lib/deferred";
import { langOfUrl, localeOf } from "#core/lang";
import type { RouteHandle } from "./lib/layout";
import { answerKept, lookupDocument, settleRendering, storeDocument, studentPageAfterRender } from "./lib/page-cache.server";
import { piecesArrived, withoutMarks, type KeptPieces } from "./lib/kept-pieces.server";
import type { PersonalShell } from "./lib/personal";
import { renderJob, renderJobOf, renderPage, type RenderJob, type RenderedJob } from "./lib/page-render.server";
import { prepare, shutdown, ready, startupSummary, describeStartup } from "./api-transport.server";
import { drainServiceStreams } from "./lib/service-stream.server";
import { RENDER_WORKER_NOT_READY, type ServerHooks } from "#core/server-entry";
import { logger } from "#core/log.server";
import { installKeptRouteMatching } from "./lib/route-matching.server";
import { installServerLinks } from "./lib/server-links.server";
import { installKeptServerRoutes } from "./lib/server-routes.server";
import { acceptsCoding, encodeDocument, type EncodedDocument } from "./lib/document-encoding.server";
import { readHandoff, type RenderedDocument } from "./lib/render-document.server";

// Before the first request: Remix and React Router match routes through it (route-matching.server.ts),
// every <Link> renders through it (server-links.server.ts), and every render gets the build's
// one route tree (server-routes.server.ts).
installKeptRouteMatching();
installServerLinks();
installKeptServerRoutes();

/**
 * What both servers call on the app besides Remix's exports (core/server-entry.ts): the database
 * start and stop, readiness, the start log, visitors' documents answered before Remix
 * (app/lib/page-cache.server.ts), and, when they start to stop, the end of the answers that
 * never finish by themselves (the online service's event streams).
 */
export const serverHooks = {
  prepare,
  shutdown,
  ready,
  startupSummary,
  describeStartup,
  lookupDocument,
  answerKept,
  settleDocument: settleRendering,
  drain: drainServiceStreams,
  renderJob,
} satisfies ServerHooks<Awaited<ReturnType<typeof startupSummary>>>;


/** A document rendered on a render worker (server/render-workers.ts), given by the server in the load context. */
type RenderAway = (job: RenderJob) => Promise<RenderedJob>;

/** Why pages were rendered here instead of on a worker, each reason logged the first time only. */
const reasonsSeen = new Set<string>();
function renderedHere(error: unknown): undefined {
  // None ready yet (the first moments after a start) is no news.
  if ((error as { code?: unknown } | null)?.code === RENDER_WORKER_NOT_READY) return undefined;
  const reason = error instanceof Error ? error.message : String(error);
  if (reasonsSeen.size < 100 && !reasonsSeen.has(reason)) {
    reasonsSeen.add(reason);
    logger.warn({ reason }, "a page was rendered on the request's thread, not on a worker");
  }
  return undefined;
}

/** Server errors are logged once, without reaching the page (the error boundary shows a generic message). */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (error instanceof Response) return;
  // `throw data(…, { status })` and thrown responses (which single fetch hands over as error
  // responses with a status) are deliberate answers, not faults.
  if ((error as { type?: string } | null)?.type === "DataWithResponseInit") return;
  if (typeof (error as { status?: unknown } | null)?.status === "number") return;
  logger.error({ path: new URL(request.url).pathname, error: error instanceof Error ? error.message : String(error) }, "unhandled");
}

/** Single-fetch data requests name their route in `_routes`; metrics use it as the label. */
export function handleDataRequest(response: Response, { request }: { request: Request }) {
  const ctx = currentRequest();
  if (ctx) ctx.routeId = new URL(request.url).searchParams.get("_routes") ?? "data";
  return response;
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = (loadContext?.cspNonce as string | undefined) ?? newNonce();
  const ctx = currentRequest();
  const matches = remixContext.staticHandlerContext.matches;
  if (ctx) ctx.routeId = matches[matches.length - 1]?.route.id;
  await preloadDeferred(); // an open dialog must be in the HTML (works without JavaScript)
  const renderAway = loadContext?.renderAway as RenderAway | undefined;
  const locale = localeOf(langOfUrl(request.url));

  // A visitor's document that may be kept (server/index.ts passed its key).
  const documentKey = loadContext?.documentKey as string | undefined;
  // Set when this is a signed-in student's miss rendered as a visitor's page (server/index.ts).
  const studentCookie = loadContext?.studentCookie as string | undefined;
  // Set when this is a signed-in student's own page, kept for them alone under `documentKey` (ADR 036).
  const ownPage = loadContext?.ownPage === true;
  const rootData = remixContext.staticHandlerContext.loaderData?.root as { user?: unknown } | undefined;
  // A matched route may declare that its visitors' pages are never kept (RouteHandle.pageCache).
  const keptForVisitors = !matches.some((m) => (remixContext.routeModules[m.route.id]?.handle as RouteHandle | undefined)?.pageCache === false);
  const keep =
    documentKey !== undefined &&
    responseStatusCode === 200 &&
    !remixContext.staticHandlerContext.errors &&
    rootData !== undefined &&
    (ownPage ? !!rootData.user : !rootData.user) &&
    keptForVisitors &&
    (ctx?.keepUntil ?? Infinity) > Date.now();
  if (documentKey !== undefined && !keep) settleRendering(documentKey); // not kept: nobody waits for it
  // A kept document marks its personal parts, so signed-in students' pages can be made from it (app/lib/personal.tsx).
  const shell: PersonalShell | undefined = keep && !ownPage ? { token: randomBytes(9).toString("hex"), calls: [] } : undefined;

  // Every document is rendered whole, to a string, and answered as one body (ADR 032, 038). Nothing
  // on the site suspends (the loader data is read before the render; the apartment page's
  // Suspense parts never suspend), and a string render costs a fraction of the streaming one,
  // which encoded each of React's small writes into its byte buffer on its own.
  let rendered: RenderedDocument;
  let encodedAway: EncodedDocument | undefined;
  let keptAway: KeptPieces | undefined;
  let where = "";
  try {
    await readHandoff(remixContext);
    const page = { context: remixContext, url: request.url, nonce, locale, shell: shell ?? null };
    // On a render worker when the server has one (server/render-workers.ts, ADR 041): this thread
    // goes on with other requests' loaders meanwhile. A document with errors, or whose data does
    // not cross threads, or when the worker is gone, is rendered here.
    // A document sent as it is rendered (not kept, not made into a student's page) is compressed
    // on the worker too (document-encoding.server.ts), and a kept one is cut into the pieces it is
    // kept as there (kept-pieces.server.ts).
    const encodeFor = !keep && studentCookie === undefined ? (request.headers.get("accept-encoding") ?? "") : undefined;
    const job = renderAway ? renderJobOf(page, { encodeFor, keep }) : undefined;
    const away = renderAway && job ? await renderAway(job).catch(renderedHere) : undefined;
    if (away) {
      rendered = away;
      encodedAway = away.encoded;
      keptAway = away.pieces && piecesArrived(away.pieces);
      if (shell) shell.calls = away.calls; // the worker marked its own copy of the personal parts
      where = " on a worker";
    } else {
      // The render waits for a turn of the event loop of its own, as React's streaming render did.
      // Without one, a whole line of renders (server/render-queue.ts starts the next as the last one
      // finishes) ran from one microtask to the next, and the server read no new connection or
      // request meanwhile: in a crowd, a health check and some visitors waited over 10 s (ADR 038).
      await new Promise<void>((resolve) => setImmediate(resolve));
      rendered = renderPage(page);
    }
  } catch (error) {
    if (documentKey !== undefined) settleRendering(documentKey);
    throw error; // Remix renders the error boundary instead
  } finally {
    // The document is made: the next waiting render may start while this one is compressed and
    // written (server/render-queue.ts; docs/decisions/040-compression-off-the-loop.md).
    (loadContext?.renderDone as (() => void) | undefined)?.();
  }
  let html = rendered.html;
  if (rendered.partFailed) {
    logger.error({ path: new URL(request.url).pathname }, "a part of the page failed to render");
    responseStatusCode = 500;
  }
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  let zipped: Buffer | undefined;
  if (keep && responseStatusCode === 200) {
    // Kept for the next visitors (page-cache.server.ts).
    zipped = await storeDocument(documentKey!, keptAway ?? html, nonce, responseStatusCode, responseHeaders, { routeId: ctx?.routeId, shell, until: ctx?.keepUntil });
  } else if (documentKey !== undefined && keep) {
    settleRendering(documentKey); // a failed part made it a 500: not kept
  }
  if (keep && !keptAway) html = withoutMarks(html, shell); // a worker's pieces left no HTML here
  responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  if (ctx) {
    // The whole render, and the part of it spent in API calls.
    responseHeaders.append("Server-Timing", `api;desc="API calls (${ctx.apiCalls})";dur=${ctx.apiMs.toFixed(1)}`);
    responseHeaders.append("Server-Timing", `ssr;desc="Render${where}";dur=${(performance.now() - ctx.startedAt).toFixed(1)}`);
  }
  if (studentCookie !== undefined && documentKey !== undefined) {
    // A signed-in student's miss rendered as a visitor's page: theirs is made from it.
    const req = { method: request.method, url: request.url, header: (name: string) => (name.toLowerCase() === "cookie" ? studentCookie : (request.headers.get(name) ?? undefined)) };
    const made = await studentPageAfterRender(documentKey, req, nonce);
    return made
      ? new Response(new Uint8Array(made.body), { status: made.status, headers: made.headers })
      : new Response(null, { status: 307, headers: { Location: new URL(request.url).pathname, "Cache-Control": "no-store" } });
  }
  // A kept page's gzip answer is this response too: compressed once, whole (the
  // compression middleware leaves an encoded answer alone; ADR 031).
  const acceptEncoding = request.headers.get("accept-encoding");
  responseHeaders.set("Vary", "Accept-Encoding");
  if (zipped && acceptsCoding(acceptEncoding, "gzip")) {
    responseHeaders.set("Content-Encoding", "gzip");
    return new Response(new Uint8Array(zipped), { headers: responseHeaders, status: responseStatusCode });
  }
  // Any other document is compressed here, whole (document-encoding.server.ts); one a worker cut
  // into pieces is there only as its gzip answer, inflated for the rare client that refuses gzip.
  const encoded = encodedAway ?? (await encodeDocument(keptAway && zipped ? gunzipSync(zipped) : Buffer.from(html), acceptEncoding));
  if (encoded.encoding) responseHeaders.set("Content-Encoding", encoded.encoding);
  return new Response(encoded.body, { headers: responseHeaders, status: responseStatusCode });
}
