import type { ServerBuild } from "@remix-run/node";

/**
 * What the two servers (server/index.ts, server/remix-serve.ts) call on the app, besides Remix's
 * own entry exports: the app's entry (app/entry.server.tsx) exports `serverHooks`, which
 * `satisfies` this, and the servers read it through `serverHooksOf`, which refuses to start on
 * a build without it. A hook renamed on one side fails the typecheck or the start, never
 * silently skips.
 */

/** A document request as the custom server sees it (express), before Remix. */
export interface DocumentRequest {
  method: string;
  /** Absolute URL as the Remix adapter builds it (scheme, host, path and query). */
  url: string;
  header(name: string): string | undefined;
}

/** A visitor's document kept whole (app/lib/page-cache.server.ts). */
export interface CachedDocument {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** The Remix route that rendered it (the request metrics' label). */
  routeId?: string;
}

/** The start log's facts; `codesUndelivered` makes it a warning (codes reach only the dev outbox). */
export interface StartSummary {
  codesUndelivered: boolean;
}

export interface ServerHooks<S extends StartSummary = StartSummary> {
  /**
   * Migrations and the first seed, before the port opens. `apart`: the build's script that does a
   * first start's heavy work in a process of its own (build/server/prepare.js; api/db/prepare.ts).
   */
  prepare(options?: { apart?: string }): Promise<void>;
  /** After the last in-flight request: close the database and Redis. */
  shutdown(): Promise<void>;
  /** Readiness for /readyz. */
  ready(): Promise<{ ok: boolean; reason?: string }>;
  /** Ends long-lived answers (event streams) so they do not hold the stop up; answers how many. */
  drain(): number;
  /**
   * A kept visitor's document (or a signed-in student's page made from one), or the key to keep a
   * miss under (custom server only). `student`: a signed-in student's miss, rendered as a
   * visitor's page (the session cookie left out) and answered by the app as the student's.
   * `own`: a signed-in student's own page, rendered as it is and kept under their own version.
   */
  lookupDocument(req: DocumentRequest, nonce: string): Promise<{ key?: string; hit?: CachedDocument; student?: boolean; own?: boolean }>;
  /** A kept visitor's document at once, or undefined (then lookupDocument and Remix), for the hit path (custom server only). */
  answerKept(req: DocumentRequest, nonce: string): CachedDocument | undefined;
  /** The render of a visitor's document under `key` will not happen (its request was dropped): whoever waits for it goes on. */
  settleDocument(key: string): void;
  /**
   * On a render worker (server/render-workers.ts): a document's render, from the plain data the
   * request's thread sent (app/lib/page-render.server.tsx); `build` is the worker's own.
   */
  renderJob(build: ServerBuild, job: object): Promise<{ html: string; partFailed: boolean; calls: unknown[] }>;
  startupSummary(): Promise<S>;
  describeStartup(summary: S, port: string | number): string;
}

/** The code of a render worker's refusal when none has loaded the build yet (server/render-workers.ts): no news, not logged. */
export const RENDER_WORKER_NOT_READY = "RENDER_WORKER_NOT_READY";

const HOOKS = ["prepare", "shutdown", "ready", "drain", "lookupDocument", "answerKept", "settleDocument", "renderJob", "startupSummary", "describeStartup"] as const;

/** The hooks of a loaded server build's entry module; throws when the build has none or lacks one. */
export function serverHooksOf(module: object): ServerHooks {
  const hooks = "serverHooks" in module ? module.serverHooks : undefined;
  if (!isServerHooks(hooks)) throw new Error(`the server build's entry does not export serverHooks with ${HOOKS.join(", ")}`);
  return hooks;
}

function isServerHooks(value: unknown): value is ServerHooks {
  if (typeof value !== "object" || value === null) return false;
  const record: Record<string, unknown> = { ...value };
  return HOOKS.every((name) => typeof record[name] === "function");
}
