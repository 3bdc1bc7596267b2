import { existsSync } from "node:fs";
import { Agent, request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { privateBuild, skipNote, startServer, testSecrets, type RunningServer } from "../helpers/system";

/**
 * A line of renders leaves the server free to read new connections and requests between them
 * (app/entry.server.tsx, ADR 038). Pages render to a string in one synchronous pass; started
 * straight from the end of the one before (server/render-queue.ts), a line of them ran from one
 * microtask to the next without a turn of the event loop, and a crowd's newcomers (a health
 * check, a visitor on a new connection) waited 10–20 s while the line went on. Read from outside:
 * the health check on a new connection while forty visitors keep the line full of renders.
 */
const SUITE = "ops: a line of renders leaves turns for new requests";
const why = existsSync("build/server.js") ? null : "no build/ (run npm run build first)";
if (why) skipNote(SUITE, why);

const VISITORS = 40;
const SECONDS = 4;

describe.skipIf(!!why)(SUITE, () => {
  const build = why ? undefined : privateBuild("render-turns");
  let server: RunningServer | undefined;
  beforeAll(async () => {
    // Every page rendered (no page cache), so every visitor's request takes a place in the line.
    server = await startServer({ build: build!.dir, env: { ...testSecrets(), DATABASE_URL: "memory://", DATA_DIR: `/tmp/render-turns-${process.pid}`, PAGE_CACHE_MB: "0" } });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    build?.remove();
  });

  it("health checks on new connections are answered in turn while the line is full", async () => {
    const base = server!.base;
    const pages = ["/cn/", "/en/", "/cn/common/service-agreement", "/en/help"];
    const crowd = new Agent({ connections: VISITORS });
    const until = Date.now() + SECONDS * 1000;
    let rendered = 0;
    const visitor = async (n: number) => {
      for (let i = n; Date.now() < until; i++) {
        const res = await request(`${base}${pages[i % pages.length]}`, { dispatcher: crowd, headers: { accept: "text/html", "accept-encoding": "gzip" } });
        await res.body.arrayBuffer();
        if (res.statusCode === 200) rendered++;
      }
    };
    const checks: number[] = [];
    const healthChecks = async () => {
      await new Promise((r) => setTimeout(r, 300)); // the line is full by now
      while (Date.now() < until) {
        const started = performance.now();
        const res = await fetch(`${base}/healthz`, { headers: { connection: "close" }, signal: AbortSignal.timeout(15_000) });
        expect(await res.text()).toBe("ok");
        checks.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 200));
      }
    };
    await Promise.all([...Array.from({ length: VISITORS }, (_, n) => visitor(n)), healthChecks()]);
    await crowd.close();
    expect(rendered).toBeGreaterThan(VISITORS);
    expect(checks.length).toBeGreaterThan(0);
    const median = [...checks].sort((a, b) => a - b)[Math.floor(checks.length / 2)];
    // The run's own pace: how long the line took for one page. A machine two or three times slower
    // (a busy CI host) stretches every figure here alike, so the bounds are counted in it.
    const perPage = (SECONDS * 1000) / rendered;
    const crowdRound = VISITORS * perPage;
    console.log(
      `health checks: ${checks.length}, median ${Math.round(median)} ms, slowest ${Math.round(Math.max(...checks))} ms; ${rendered} pages rendered (${perPage.toFixed(1)} ms a page, a round of the crowd ${Math.round(crowdRound)} ms)`,
    );
    // Starved, the first check waited for most of the run: one or two checks in it. Answered in
    // turn, a check starts every 200 ms plus its wait: a dozen on a quick machine, six on a slow one.
    expect(checks.length).toBeGreaterThanOrEqual(4);
    // A check waits behind what the crowd already asked for (each of the forty visitors' page), not
    // behind the line: under three rounds of the crowd (seen: a fifth of a round to one round).
    expect(median).toBeLessThan(3 * crowdRound);
  }, 120_000);
});
