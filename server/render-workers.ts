import { availableParallelism } from "node:os";
import { setFlagsFromString } from "node:v8";
import { Worker } from "node:worker_threads";
import { logger } from "#core/log.server";
import { RENDER_WORKER_NOT_READY } from "#core/server-entry";

/**
 * Threads that render pages (docs/decisions/041-renders-on-a-second-thread.md).
 *
 * A page's React render is a third of its CPU, and it ran on the one thread that also reads
 * requests, runs the loaders and the in-process API, and answers kept pages: a second core sat
 * idle. Each worker loads the same build (build/render-worker.js imports build/server/remix.js) and
 * renders a document from the plain data the request's thread sends (app/lib/page-render.server.tsx);
 * the request's thread goes on with other requests meanwhile.
 *
 * A worker takes jobs once it has loaded the build; until then, and when it is gone, `render`
 * refuses at once and the page is rendered on the request's thread (entry.server.tsx). A worker
 * that stops is replaced, unless it stopped within a few seconds of starting (a build that
 * cannot load in a worker would be restarted for ever).
 */
export interface RenderWorkers {
  render(job: object): Promise<Rendered>;
  /** Workers ready, jobs sent and not answered. */
  size(): { ready: number; pending: number };
  close(): Promise<void>;
}

interface Rendered {
  html: string;
  partFailed: boolean;
  calls: unknown[];
}

type Answer = { id: number; value: Rendered } | { id: number; error: string };

interface Thread {
  worker: Worker;
  ready: boolean;
  pending: Map<number, { resolve: (value: Rendered) => void; reject: (error: Error) => void }>;
}

/**
 * A worker's young generation, in MB per semi-space (docs/decisions/046-kept-bytes-in-files.md).
 * The server starts with 16 (`--max-semi-space-size=16`: ADR 012, for the request's thread, whose
 * loaders and API answers leave much alive for a moment). A worker's render leaves almost nothing
 * alive, and at 16 its two semi-spaces held 32 MB for a few MB of live objects; at 4 its CPU a
 * page did not move. V8 reads the flag when an isolate is made, so setting it here sizes the
 * workers made after it and leaves the running thread's heap as it was.
 */
const WORKER_SEMI_SPACE_MB = 4;

/** A worker that stops sooner than this after its start is not replaced. */
const SHORTEST_LIFE_MS = 5_000;

/** Unset: one per core beyond the first. */
export const defaultRenderWorkers = () => Math.max(0, availableParallelism() - 1);

export function renderWorkers(script: string, count: number, build: string, { shortestLifeMs = SHORTEST_LIFE_MS } = {}): RenderWorkers {
  const threads = new Set<Thread>();
  let nextId = 0;
  let closing = false;

  function start() {
    const started = Date.now();
    setFlagsFromString(`--max-semi-space-size=${WORKER_SEMI_SPACE_MB}`);
    const thread: Thread = { worker: new Worker(script, { workerData: { build } }), ready: false, pending: new Map() };
    threads.add(thread);
    // A worker does not keep the process alive: the server does (and its stop ends the process).
    thread.worker.unref();
    thread.worker.on("message", (message: Answer | { ready: true }) => {
      if ("ready" in message) {
        thread.ready = true;
        return;
      }
      const waiting = thread.pending.get(message.id);
      if (!waiting) return;
      thread.pending.delete(message.id);
      if ("error" in message) waiting.reject(new Error(message.error));
      else waiting.resolve(message.value);
    });
    thread.worker.on("error", (error) => logger.error({ error: error.message }, "render worker failed"));
    thread.worker.on("exit", (code) => {
      threads.delete(thread);
      for (const waiting of thread.pending.values()) waiting.reject(new Error("render worker stopped"));
      thread.pending.clear();
      if (closing) return;
      if (Date.now() - started < shortestLifeMs) logger.error({ code }, "render worker stopped at its start: pages are rendered on the request's thread");
      else start();
    });
  }
  for (let i = 0; i < count; i++) start();

  return {
    render(job) {
      let chosen: Thread | undefined;
      for (const thread of threads) if (thread.ready && (!chosen || thread.pending.size < chosen.pending.size)) chosen = thread;
      if (!chosen) return Promise.reject(Object.assign(new Error("no render worker ready"), { code: RENDER_WORKER_NOT_READY }));
      const id = nextId++;
      const thread = chosen;
      return new Promise<Rendered>((resolve, reject) => {
        thread.pending.set(id, { resolve, reject });
        try {
          thread.worker.postMessage({ id, job });
        } catch (error) {
          // Data that does not cross threads (a function, a promise): rendered where it is.
          thread.pending.delete(id);
          reject(error as Error);
        }
      });
    },
    size() {
      let ready = 0;
      let pending = 0;
      for (const thread of threads) {
        if (thread.ready) ready++;
        pending += thread.pending.size;
      }
      return { ready, pending };
    },
    async close() {
      closing = true;
      await Promise.all([...threads].map((thread) => thread.worker.terminate()));
    },
  };
}
