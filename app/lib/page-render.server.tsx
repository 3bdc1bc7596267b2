import type { EntryContext, ServerBuild } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { I18nextProvider } from "react-i18next";
import { i18nFor } from "./i18n.server";
import { NonceProvider } from "./nonce";
import { PersonalShellProvider, type PersonalShell } from "./personal";
import { RenderOnceProvider } from "./rendered-once";
import { renderOnceFor } from "./rendered-once.server";
import { preloadDeferred } from "./deferred";
import { renderDocument, type RenderedDocument } from "./render-document.server";
import { encodeDocumentSync, type EncodedDocument } from "./document-encoding.server";
import { keptPiecesSync, type KeptPieces } from "./kept-pieces.server";

/**
 * A page's document: the one element tree entry.server.tsx renders, on the request's thread or,
 * as a `RenderJob`, on a render worker's (server/render-workers.ts,
 * docs/decisions/041-renders-on-a-second-thread.md).
 */
export interface PageRender {
  context: EntryContext;
  url: string;
  nonce: string;
  /** The i18next locale (zh-CN, en). */
  locale: string;
  /** The personal parts' marks, when the document is kept (app/lib/personal.tsx). */
  shell: PersonalShell | null;
}

export function renderPage({ context, url, nonce, locale, shell }: PageRender): RenderedDocument {
  const instance = i18nFor(locale);
  return renderDocument(
    <NonceProvider value={nonce}>
      <I18nextProvider i18n={instance}>
        <PersonalShellProvider value={shell}>
          <RenderOnceProvider value={renderOnceFor(instance)}>
            <RemixServer context={context} url={url} nonce={nonce} />
          </RenderOnceProvider>
        </PersonalShellProvider>
      </I18nextProvider>
    </NonceProvider>,
  );
}

/**
 * What a render worker needs to render a document, as plain data that crosses threads (the
 * structured clone): the loader data and the route matches by id; the worker has the same build,
 * so the manifest, the route modules and the components are its own.
 */
export interface RenderJob {
  url: string;
  nonce: string;
  locale: string;
  /** The personal parts' token when the document is kept; the worker returns the parts it marked. */
  shellToken?: string;
  serverHandoffString: string | undefined;
  /** The single-fetch handoff, already read whole (render-document.server.ts, readHandoff). */
  handoff: unknown;
  statusCode: number;
  basename: string | undefined;
  location: EntryContext["staticHandlerContext"]["location"];
  matches: { id: string; params: Record<string, string | undefined>; pathname: string; pathnameBase: string }[];
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  /**
   * The request's Accept-Encoding when the document is sent as it is rendered (not kept, not made
   * into a student's page): the worker then compresses it too, and answers the bytes only.
   */
  encodeFor?: string;
  /**
   * The document is to be kept (app/lib/page-cache.server.ts): the worker cuts it into the pieces
   * it is kept as, compressed, and answers those instead of the HTML
   * (docs/decisions/044-kept-where-rendered.md).
   */
  keep?: boolean;
}

export interface RenderedJob extends RenderedDocument {
  /** The personal parts marked in the document, in order (PersonalShell.calls). */
  calls: PersonalShell["calls"];
  /**
   * The document compressed for `encodeFor` (its `html` is then left empty). Its body arrives on
   * the request's thread as a plain Uint8Array (the structured clone drops Buffer's prototype),
   * which is all the Response it is sent in needs.
   */
  encoded?: EncodedDocument;
  /** The document's kept pieces for `keep` (its `html` is then left empty); the block arrives as a plain Uint8Array. */
  pieces?: KeptPieces;
}

/**
 * The job for a document, or undefined when it must be rendered where it is: a document with
 * errors (their objects do not survive the clone as the error boundaries read them).
 */
export function renderJobOf(page: PageRender, { encodeFor, keep }: { encodeFor?: string; keep?: boolean } = {}): RenderJob | undefined {
  const { context, url, nonce, locale, shell } = page;
  const handler = context.staticHandlerContext;
  if (handler.errors) return undefined;
  return {
    url,
    nonce,
    locale,
    shellToken: shell?.token,
    serverHandoffString: context.serverHandoffString,
    handoff: (context.renderMeta?.streamCache?.[0] as { result?: unknown } | undefined)?.result,
    statusCode: handler.statusCode,
    basename: handler.basename,
    location: handler.location,
    matches: handler.matches.map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname, pathnameBase: m.pathnameBase })),
    loaderData: handler.loaderData,
    actionData: handler.actionData,
    encodeFor,
    keep,
  };
}

/** The build's route modules by id, as Remix's entry context gives them (one record per build). */
const modulesOf = new WeakMap<ServerBuild, EntryContext["routeModules"]>();
function routeModulesOf(build: ServerBuild): EntryContext["routeModules"] {
  let modules = modulesOf.get(build);
  if (!modules) {
    modules = Object.fromEntries(Object.entries(build.routes).map(([id, route]) => [id, route!.module])) as EntryContext["routeModules"];
    modulesOf.set(build, modules);
  }
  return modules;
}

/**
 * A render worker's side: the job's document, rendered with this thread's build as entry.server
 * renders it. The entry context is rebuilt as Remix makes it (@remix-run/server-runtime's
 * handleDocumentRequest), from the job's data; the handoff is given as already read, so
 * <StreamTransfer> never reads its stream.
 */
export async function renderJob(build: ServerBuild, job: RenderJob): Promise<RenderedJob> {
  await preloadDeferred(); // once per thread: an open dialog must be in the HTML
  const shell: PersonalShell | null = job.shellToken ? { token: job.shellToken, calls: [] } : null;
  const context = {
    manifest: build.assets,
    routeModules: routeModulesOf(build),
    criticalCss: undefined,
    serverHandoffString: job.serverHandoffString,
    serverHandoffStream: job.handoff === undefined ? undefined : new ReadableStream<Uint8Array>(),
    renderMeta: job.handoff === undefined ? {} : { streamCache: { 0: Object.assign(Promise.resolve(), { result: job.handoff }) } },
    future: build.future,
    isSpaMode: build.isSpaMode,
    // Only read for errors, and a job has none (renderJobOf).
    serializeError: (error: Error) => ({ message: error.message, stack: undefined }),
    staticHandlerContext: {
      basename: job.basename,
      location: job.location,
      // React Router's static router finds each route by its id (createStaticRouter).
      matches: job.matches.map((m) => ({ params: m.params, pathname: m.pathname, pathnameBase: m.pathnameBase, route: { id: m.id } })),
      loaderData: job.loaderData,
      actionData: job.actionData,
      errors: null,
      statusCode: job.statusCode,
      loaderHeaders: {},
      actionHeaders: {},
      activeDeferreds: null,
      _deepestRenderedBoundaryId: null,
    },
  } as unknown as EntryContext; // rebuilt from plain data: the types name Remix's internal objects
  const rendered = renderPage({ context, url: job.url, nonce: job.nonce, locale: job.locale, shell });
  if (job.encodeFor !== undefined) return { ...rendered, html: "", calls: [], encoded: encodeDocumentSync(Buffer.from(rendered.html), job.encodeFor) };
  // A document with a failed part is answered as a 500, not kept: its HTML goes back.
  const pieces = job.keep && !rendered.partFailed ? keptPiecesSync(rendered.html, job.nonce, shell) : undefined;
  if (pieces) return { ...rendered, html: "", calls: shell?.calls ?? [], pieces };
  return { ...rendered, calls: shell?.calls ?? [] };
}
