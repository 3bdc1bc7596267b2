import { PassThrough } from "node:stream";
import { randomBytes } from "node:crypto";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { createInstance } from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { renderToPipeableStream } from "react-dom/server";
import i18next from "./i18next.server";
import { i18nConfig } from "./i18n";
import { resources } from "./locales";
import { NonceProvider } from "./lib/nonce";
import { contentSecurityPolicy } from "./lib/csp.server";
import { currentRequest } from "./lib/request-context.server";
import { preloadDeferred } from "./lib/deferred";

export { prepare, shutdown, ready, startupSummary, describeStartup } from "./api-transport.server";

const ABORT_DELAY = 5_000;

/** Server errors are logged once, without reaching the page (the error boundary shows a generic message). */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (error instanceof Response) return;
  // `throw data(…, { status })` and thrown responses (which single fetch hands over as error
  // responses with a status) are deliberate answers, not faults.
  if ((error as { type?: string } | null)?.type === "DataWithResponseInit") return;
  if (typeof (error as { status?: unknown } | null)?.status === "number") return;
  console.error(JSON.stringify({ level: "error", msg: "unhandled", path: new URL(request.url).pathname, error: error instanceof Error ? error.message : String(error) }));
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
  const nonce = (loadContext?.cspNonce as string | undefined) ?? randomBytes(16).toString("base64");
  const ctx = currentRequest();
  const matches = remixContext.staticHandlerContext.matches;
  if (ctx) ctx.routeId = matches[matches.length - 1]?.route.id;
  await preloadDeferred(); // an open dialog must be in the HTML (works without JavaScript)
  const instance = createInstance();
  const lng = await i18next.getLocale(request);
  await instance.use(initReactI18next).init({ ...i18nConfig, lng, resources });

  const callbackName = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nextProvider i18n={instance}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </I18nextProvider>
      </NonceProvider>,
      {
        nonce,
        [callbackName]: () => {
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce));
          if (ctx) {
            // Time to the first byte of the shell, and the part of it spent in API calls.
            const total = performance.now() - ctx.startedAt;
            responseHeaders.append("Server-Timing", `api;desc="API calls (${ctx.apiCalls})";dur=${ctx.apiMs.toFixed(1)}`);
            responseHeaders.append("Server-Timing", `ssr;desc="Render";dur=${total.toFixed(1)}`);
          }
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are logged; before it, the shell error rejects.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}
