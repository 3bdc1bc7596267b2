import { Writable } from "node:stream";
import { randomBytes } from "node:crypto";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { I18nextProvider } from "react-i18next";
import { i18nFor } from "./lib/i18n.server";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "./lib/nonce";
import { contentSecurityPolicy } from "./lib/csp.server";
import { currentRequest } from "#core/request-context.server";
import { newNonce } from "#core/nonce.server";
import { preloadDeferred } from "./lib/deferred";
import { langOfUrl, localeOf } from "#core/lang";
import type { RouteHandle } from "./lib/layout";
import { answerKept, lookupDocument, settleRendering, storeDocument, studentPageAfterRender, withoutMarks } from "./lib/page-cache.server";
import { PersonalShellProvider, type PersonalShell } from "./lib/personal";
import { prepare, shutdown, ready, startupSummary, describeStartup } from "./api-transport.server";
import { drainServiceStreams } from "./lib/service-stream.server";
import type { ServerHooks } from "#core/server-entry";
import { logger } from "#core/log.server";
import { installKeptRouteMatching } from "./lib/route-matching.server";
import { installServerLinks } from "./lib/server-links.server";
import { installKeptServerRoutes } from "./lib/server-routes.server";
import { acceptsCoding, encodeDocument } from "./lib/document-encoding.server";

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
} satisfies ServerHooks<Awaited<ReturnType<typeof startupSummary>>>;


const ABORT_DELAY = 5_000;

/**
 * React 18's renderToPipeableStream sometimes writes stray NUL bytes where its 2 KB write
 * buffer meets multi-byte text (facebook/react#31134, #24985): "隐私\0政策". A NUL byte is never
 * part of a UTF-8 character and never belongs in HTML, so every 0x00 is dropped on the way out.
 */
function withoutNul(chunk: Buffer): Buffer {
  if (chunk.indexOf(0) === -1) return chunk;
  const out = Buffer.allocUnsafe(chunk.length);
  let n = 0;
  for (const byte of chunk) if (byte !== 0) out[n++] = byte;
  return out.subarray(0, n);
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
  const instance = i18nFor(localeOf(langOfUrl(request.url)));

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

  // Every document is rendered whole and answered as one body. Nothing on the site suspends
  // for long (the loader data is ready before the render; the apartment page's Suspense parts
  // never suspend), so streaming the shell first sent the same page a little earlier at a
  // high price: each of React's ~2 KB chunks went through a Transform, a web stream, Remix's
  // writer (which flushes per chunk) and the compressor's own flush, a deflate block each, which
  // was a fifth of a rendered page's CPU (docs/decisions/032-render-cost.md). Whole, the bytes
  // are those of a kept page (page-cache.server.ts), compressed in one pass.
  return new Promise((resolve, reject) => {
    // The render's time limit, cleared once it is written: a pending timer holds the whole render
    // (React's request, its output's chunks) for ABORT_DELAY after the answer, which under load was
    // the last 5 seconds of pages alive at once (ADR 037).
    let abortRender = () => {};
    const limit = setTimeout(() => abortRender(), ABORT_DELAY);
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(withoutNul(chunk));
        done();
      },
      final(done) {
        clearTimeout(limit);
        // The bytes as React wrote them: a page that is not kept is answered with them, never
        // decoded to a string and encoded again (90 KB of mostly Chinese text on an apartment page).
        // A kept page is read as text, cut into pieces and stripped of its personal parts' marks.
        const bytes = Buffer.concat(chunks);
        const marked = keep ? bytes.toString("utf8") : undefined;
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        let zipped: Buffer | undefined;
        if (keep && responseStatusCode === 200) {
          // Kept for the next visitors (page-cache.server.ts).
          zipped = storeDocument(documentKey!, marked!, nonce, responseStatusCode, responseHeaders, { routeId: ctx?.routeId, shell, until: ctx?.keepUntil });
        } else if (documentKey !== undefined && keep) {
          settleRendering(documentKey); // an error after the shell made it a 500: not kept
        }
        const html = marked === undefined ? undefined : withoutMarks(marked, shell);
        responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce));
        if (ctx) {
          // The whole render, and the part of it spent in API calls.
          responseHeaders.append("Server-Timing", `api;desc="API calls (${ctx.apiCalls})";dur=${ctx.apiMs.toFixed(1)}`);
          responseHeaders.append("Server-Timing", `ssr;desc="Render";dur=${(performance.now() - ctx.startedAt).toFixed(1)}`);
        }
        if (studentCookie !== undefined && documentKey !== undefined) {
          // A signed-in student's miss rendered as a visitor's page: theirs is made from it.
          const req = { method: request.method, url: request.url, header: (name: string) => (name.toLowerCase() === "cookie" ? studentCookie : (request.headers.get(name) ?? undefined)) };
          void studentPageAfterRender(documentKey, req, nonce).then(
            (made) =>
              resolve(
                made
                  ? new Response(new Uint8Array(made.body), { status: made.status, headers: made.headers })
                  : new Response(null, { status: 307, headers: { Location: new URL(request.url).pathname, "Cache-Control": "no-store" } }),
              ),
            reject,
          );
          return done();
        }
        // A kept page's gzip answer is this response too: compressed once, whole (the
        // compression middleware leaves an encoded answer alone; ADR 031).
        const acceptEncoding = request.headers.get("accept-encoding");
        responseHeaders.set("Vary", "Accept-Encoding");
        if (zipped && acceptsCoding(acceptEncoding, "gzip")) {
          responseHeaders.set("Content-Encoding", "gzip");
          resolve(new Response(new Uint8Array(zipped), { headers: responseHeaders, status: responseStatusCode }));
          return done();
        }
        // Any other document is compressed here, whole (document-encoding.server.ts).
        const encoded = encodeDocument(html === undefined ? bytes : Buffer.from(html), acceptEncoding);
        if (encoded.encoding) responseHeaders.set("Content-Encoding", encoded.encoding);
        resolve(new Response(encoded.body, { headers: responseHeaders, status: responseStatusCode }));
        done();
      },
    });
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nextProvider i18n={instance}>
          <PersonalShellProvider value={shell ?? null}>
            <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
          </PersonalShellProvider>
        </I18nextProvider>
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(limit);
          if (documentKey !== undefined) settleRendering(documentKey);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are logged; before it, the shell error rejects.
          if (shellRendered) logger.error({ path: new URL(request.url).pathname, error: error instanceof Error ? error.message : String(error) }, "render failed after the shell");
        },
      },
    );
    abortRender = abort;
  });
}
