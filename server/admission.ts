import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * Requests started one per turn of the event loop, so that new connections are accepted while
 * the server is busy (docs/decisions/042-connections-accepted-under-load.md).
 *
 * libuv accepts one waiting connection per turn of the event loop (libuv pull request 3696:
 * "don't accept() connections in a loop"). When every request was started in the turn that read
 * it, a busy turn lasted as long as all the requests read in it (80–200 ms under a crowd), so
 * new connections were accepted at 5–12 a second: 300 connections opened together waited in
 * the kernel's queue for up to a minute, their first requests unread, while the server saw none
 * of them. Now a request is put in line when it is read, and each turn's check phase starts the
 * first in line; the next waits for the next turn, which begins with another accept. First
 * come, first served; the work is the same, in more and shorter turns. (Starting requests for
 * up to 1, 2, 5 or 10 ms a turn was measured too: the longer the turn, the worse the crowd's
 * p99; one a turn was as good as 1 ms.)
 */
type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const arrivals = new WeakMap<IncomingMessage, number>();

/** When the request was read (performance.now()), for durations that include its wait in line. */
export const arrivedAt = (req: IncomingMessage): number | undefined => arrivals.get(req);

export interface Admission {
  /** The server's request listener: the request goes in line. */
  admit: Handler;
  /** Requests read and not yet started. */
  waiting(): number;
}

export function admission(handle: Handler): Admission {
  // A slot is emptied once its request is started, so the collector can take it meanwhile.
  let line: ({ req: IncomingMessage; res: ServerResponse } | undefined)[] = [];
  let head = 0;
  let scheduled = false;

  function startNext() {
    scheduled = false;
    const { req, res } = line[head]!;
    line[head++] = undefined;
    if (head === line.length) {
      line = [];
      head = 0;
    } else schedule();
    handle(req, res);
  }

  // setImmediate, not a microtask: the callback runs in this turn's check phase, after the poll
  // phase that read the requests (and accepted at most one connection); one scheduled in the
  // check phase runs in the next turn, after the next accept.
  function schedule() {
    if (scheduled) return;
    scheduled = true;
    setImmediate(startNext);
  }

  return {
    admit(req, res) {
      arrivals.set(req, performance.now());
      line.push({ req, res });
      schedule();
    },
    waiting: () => line.length - head,
  };
}
