import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * Page renders taken a few at a time, first come first served (docs/decisions/035-a-crowd-in-line.md).
 *
 * Most of what a render does (loaders, the in-process API, PGlite) runs on the one JavaScript
 * thread that answers requests, and React's own render too unless a render worker takes it
 * (server/render-workers.ts, ADR 041). Started all at once, 300 renders share that thread by
 * turns: each one's few milliseconds of work is spread over hundreds of turns of the event loop,
 * every render finishes late, and each turn is long enough that a kept page (answered in one
 * turn, before express) waits behind it too. Their garbage is alive at the same time, so the
 * collector runs long and the heap grows (V8 keeps that room afterwards). In line,
 * `concurrency` renders run while the others wait, untouched: the same work done in the same
 * total time, but each render finishes as soon as its own work is done and a turn of the loop
 * is short.
 *
 * A request whose client left before its turn is dropped without a render (`dropped` tells whoever
 * waited for that render). When a request's turn comes, `ready` may answer it another way (the
 * page it wanted was kept meanwhile by another visitor's render): then it takes no turn at all.
 */
/**
 * Whether a request waits in line: a page or its data (/cn/…, /en/…) asked for with GET or HEAD.
 * Not a post (it reads its body first: a slow upload must not hold a place), nor an event stream
 * (answered for as long as its client listens: four students on the online service would hold
 * every place), nor anything outside the pages (files, the API).
 */
export function takesRenderPlace(method: string, path: string, accept: string | undefined): boolean {
  return (method === "GET" || method === "HEAD") && /^\/(cn|en)(\/|$)/.test(path) && !accept?.includes("text/event-stream");
}

export interface RenderQueueOptions<Req extends IncomingMessage, Res extends ServerResponse> {
  /** Renders at once. */
  concurrency: number;
  /**
   * At its turn, before the render: answers the request when that is possible without a render
   * (true), or leaves it to the render (false).
   */
  ready?: (req: Req, res: Res) => boolean;
  /** A request dropped unrendered, its client gone. */
  dropped?: (req: Req, res: Res) => void;
}

export interface RenderQueue<Req extends IncomingMessage, Res extends ServerResponse> {
  /**
   * Runs `render` when a place is free (at once if one is). The place is freed when the render
   * calls `done` (its document is made: compressing and writing it need not hold the next render
   * back), or at the latest when `res` finishes or closes.
   */
  enter(req: Req, res: Res, render: (done: () => void) => void): void;
  /** Renders running, requests waiting. */
  size(): { running: number; waiting: number };
}

interface Waiting<Req, Res> {
  req: Req;
  res: Res;
  render: (done: () => void) => void;
}

export function renderQueue<Req extends IncomingMessage = IncomingMessage, Res extends ServerResponse = ServerResponse>(options: RenderQueueOptions<Req, Res>): RenderQueue<Req, Res> {
  const concurrency = Math.max(1, Math.floor(options.concurrency));
  let running = 0;
  // A ring would save the shift; a few hundred waiting at most, so an array's shift is cheap.
  const waiting: Waiting<Req, Res>[] = [];

  const gone = (w: Waiting<Req, Res>) => w.res.closed || w.res.writableEnded || w.req.destroyed;

  function start(w: Waiting<Req, Res>) {
    running++;
    let freed = false;
    const free = () => {
      if (freed) return;
      freed = true;
      running--;
      next();
    };
    // "finish": the answer is handed to the operating system (a slow reader does not hold the
    // place while it reads); "close": the client went away first.
    w.res.once("finish", free);
    w.res.once("close", free);
    try {
      w.render(free);
    } catch (error) {
      free();
      throw error;
    }
  }

  function next() {
    while (running < concurrency && waiting.length) {
      const w = waiting.shift()!;
      take(w);
    }
  }

  /** A request at its turn: dropped (its client left: no "close" is coming), answered without a render, or rendered. */
  function take(w: Waiting<Req, Res>) {
    if (gone(w)) options.dropped?.(w.req, w.res);
    else if (!options.ready?.(w.req, w.res)) start(w);
  }

  return {
    enter(req, res, render) {
      const w = { req, res, render };
      if (running < concurrency && !waiting.length) return take(w);
      waiting.push(w);
    },
    size: () => ({ running, waiting: waiting.length }),
  };
}
