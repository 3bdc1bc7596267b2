import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import { describe, expect, test } from "vitest";
import { renderQueue, takesRenderPlace } from "../../server/render-queue";

/**
 * Renders a few at a time, in arrival order (server/render-queue.ts, ADR 035): the ones past the
 * limit wait untouched, a client that left is never rendered, and a page kept while its request
 * waited is answered without a turn.
 */
function request(path: string) {
  const req = new IncomingMessage(new Socket());
  req.url = path;
  const res = new ServerResponse(req);
  return { req, res, path };
}

/** The answer written: what a render or the cache does, then the close Node emits after it. */
function answer(res: ServerResponse) {
  res.end();
  res.emit("close");
}

describe("render queue", () => {
  test("a render that says its document is made frees its place before its answer is written, once", () => {
    const q = renderQueue({ concurrency: 1 });
    const started: string[] = [];
    const done: (() => void)[] = [];
    const [a, b, c] = ["/a", "/b", "/c"].map(request);
    for (const r of [a, b, c])
      q.enter(r.req, r.res, (made) => {
        started.push(r.path);
        done.push(made);
      });
    expect(started).toEqual(["/a"]);
    done[0](); // /a's document is made; its answer is still being compressed and written
    expect(started).toEqual(["/a", "/b"]);
    done[0]();
    answer(a.res); // neither a second call nor the answer frees another place
    expect(started).toEqual(["/a", "/b"]);
    expect(q.size()).toEqual({ running: 1, waiting: 1 });
    answer(b.res); // a render that never says so frees its place with its answer
    expect(started).toEqual(["/a", "/b", "/c"]);
  });

  test("runs at most `concurrency` renders, the waiting ones in the order they came", () => {
    const q = renderQueue({ concurrency: 2 });
    const started: string[] = [];
    const reqs = ["/a", "/b", "/c", "/d", "/e"].map(request);
    for (const r of reqs) q.enter(r.req, r.res, () => started.push(r.path));
    expect(started).toEqual(["/a", "/b"]);
    expect(q.size()).toEqual({ running: 2, waiting: 3 });
    answer(reqs[1].res);
    expect(started).toEqual(["/a", "/b", "/c"]);
    answer(reqs[0].res);
    answer(reqs[2].res);
    expect(started).toEqual(["/a", "/b", "/c", "/d", "/e"]);
    answer(reqs[3].res);
    answer(reqs[4].res);
    expect(q.size()).toEqual({ running: 0, waiting: 0 });
  });

  test("a place is freed once, however many times the response closes", () => {
    const q = renderQueue({ concurrency: 1 });
    const started: string[] = [];
    const reqs = ["/a", "/b", "/c"].map(request);
    for (const r of reqs) q.enter(r.req, r.res, () => started.push(r.path));
    answer(reqs[0].res);
    reqs[0].res.emit("close");
    expect(started).toEqual(["/a", "/b"]);
    expect(q.size()).toEqual({ running: 1, waiting: 1 });
  });

  test("a place is freed when the answer is handed off, before a slow client has read it", () => {
    const q = renderQueue({ concurrency: 1 });
    const started: string[] = [];
    const [a, b] = ["/a", "/b"].map(request);
    for (const r of [a, b]) q.enter(r.req, r.res, () => started.push(r.path));
    a.res.emit("finish");
    expect(started).toEqual(["/a", "/b"]);
    a.res.emit("close");
    expect(q.size()).toEqual({ running: 1, waiting: 0 });
  });

  test("a request whose client left while it waited is not rendered", () => {
    const q = renderQueue({ concurrency: 1 });
    const started: string[] = [];
    const [a, b, c] = ["/a", "/b", "/c"].map(request);
    for (const r of [a, b, c]) q.enter(r.req, r.res, () => started.push(r.path));
    b.req.destroy();
    answer(a.res);
    expect(started).toEqual(["/a", "/c"]);
  });

  test("a request whose client left is dropped unrendered, and said so, whether it waited or not", () => {
    const dropped: string[] = [];
    const q = renderQueue({ concurrency: 1, dropped: (req) => dropped.push(req.url!) });
    const started: string[] = [];
    const early = request("/early");
    early.req.destroy();
    early.res.emit("close");
    q.enter(early.req, early.res, () => started.push("/early"));
    expect(q.size()).toEqual({ running: 0, waiting: 0 });
    const [a, b] = ["/a", "/b"].map(request);
    for (const r of [a, b]) q.enter(r.req, r.res, () => started.push(r.path));
    b.req.destroy();
    answer(a.res);
    expect(started).toEqual(["/a"]);
    expect(dropped).toEqual(["/early", "/b"]);
  });

  test("a request answered at its turn without a render (the page was kept meanwhile) takes no place", () => {
    const kept = new Set(["/b", "/c"]);
    const q = renderQueue({
      concurrency: 1,
      ready: (req, res) => {
        if (!kept.has(req.url!)) return false;
        res.end();
        return true;
      },
    });
    const started: string[] = [];
    const reqs = ["/a", "/b", "/c", "/d"].map(request);
    for (const r of reqs) q.enter(r.req, r.res, () => started.push(r.path));
    answer(reqs[0].res);
    expect(started).toEqual(["/a", "/d"]);
    expect(reqs[1].res.writableEnded && reqs[2].res.writableEnded).toBe(true);
    expect(q.size()).toEqual({ running: 1, waiting: 0 });
  });

  test("a render that throws frees its place", () => {
    const q = renderQueue({ concurrency: 1 });
    const a = request("/a");
    expect(() => q.enter(a.req, a.res, () => { throw new Error("boom"); })).toThrow("boom");
    const started: string[] = [];
    const b = request("/b");
    q.enter(b.req, b.res, () => started.push("/b"));
    expect(started).toEqual(["/b"]);
  });

  test("pages and their data wait in line; posts, event streams, files and the API do not", () => {
    expect(takesRenderPlace("GET", "/cn/", "text/html")).toBe(true);
    expect(takesRenderPlace("HEAD", "/en/apartment/abc", undefined)).toBe(true);
    expect(takesRenderPlace("GET", "/en/apartment/abc.data", "*/*")).toBe(true);
    expect(takesRenderPlace("POST", "/cn/login", "text/html")).toBe(false);
    expect(takesRenderPlace("GET", "/cn/user/service/events", "text/event-stream")).toBe(false);
    expect(takesRenderPlace("GET", "/rest/building/client/house/info", "*/*")).toBe(false);
    expect(takesRenderPlace("GET", "/assets/entry.js", "*/*")).toBe(false);
    expect(takesRenderPlace("GET", "/cnx", "text/html")).toBe(false);
  });
});
