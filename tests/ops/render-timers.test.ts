import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { privateBuild, skipNote, startServer, testSecrets, type RunningServer } from "../helpers/system";

/**
 * A rendered page leaves no timer of ours behind once it is answered (app/entry.server.tsx). The
 * streaming render used to start a 5 s abort timer per render and never clear it, which held the
 * whole render (React's request, the page's bytes) alive after its answer; under load that was
 * every page of the last five seconds at once, 90–140 MB of RSS after the benchmark's mix (ADR
 * 037). The string render has no such timer (ADR 038); this keeps any new one honest.
 * Read from outside: the production server's own count of pending timers (/metrics) right after
 * sixty rendered pages.
 */
const SUITE = "ops: a rendered page leaves no timer behind";
const why = existsSync("build/server.js") ? null : "no build/ (run npm run build first)";
if (why) skipNote(SUITE, why);

const TOKEN = "render-timers-metrics-token";
const PAGES = 60;

describe.skipIf(!!why)(SUITE, () => {
  const build = why ? undefined : privateBuild("render-timers");
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startServer({ build: build!.dir, env: { ...testSecrets(), DATABASE_URL: "memory://", DATA_DIR: `/tmp/render-timers-${process.pid}`, PAGE_CACHE_MB: "0", METRICS_TOKEN: TOKEN } });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    build?.remove();
  });

  const pendingTimers = async () => {
    const text = await (await fetch(`${server!.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
    const line = text.split("\n").find((l) => l.startsWith('nodejs_active_resources{type="Timeout"}'));
    return Number(line?.split(" ").pop() ?? 0);
  };

  it("sixty rendered pages in a row leave at most Remix's own timer each", async () => {
    const before = await pendingTimers();
    for (let i = 0; i < PAGES; i++) {
      const res = await fetch(`${server!.base}/${i % 2 ? "en" : "cn"}/`, { headers: { "accept-encoding": "gzip" } });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    // Remix's single fetch keeps one of its own per document for 4.95 s (its data stream's time
    // limit, cleared only when the client goes away): one per page, and not ours. With its own timer
    // left uncleared, the streaming render read two per page.
    expect(await pendingTimers()).toBeLessThan(before + PAGES + 10);
  }, 120_000);
});
