import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { renderWorkers, type RenderWorkers } from "../../server/render-workers";

/**
 * The render workers' pool (server/render-workers.ts), with a stand-in worker that speaks the
 * real one's messages (server/render-worker.ts): jobs go only to a worker that is ready, an
 * answer or a failure comes back to its job, a worker that stops fails its jobs and is replaced,
 * and one that stops at its start is not restarted for ever. The real worker's pages are
 * compared with the request thread's in tests/ops/render-workers.test.ts.
 */
const dir = mkdtempSync(join(tmpdir(), "render-workers-"));
const script = join(dir, "worker.mjs");
writeFileSync(
  script,
  `import { parentPort, workerData } from "node:worker_threads";
if (workerData.build === "dies") process.exit(3);
await new Promise((r) => setTimeout(r, 100)); // loading the build
parentPort.on("message", ({ id, job }) => {
  if (job.stop) process.exit(1);
  if (job.fail) return parentPort.postMessage({ id, error: "render failed" });
  parentPort.postMessage({ id, value: { html: "<p>" + job.text + "</p>", partFailed: false, calls: [{ part: "fav", props: { id: job.text } }] } });
});
parentPort.postMessage({ ready: true });
`,
);

const until = async (ok: () => boolean) => {
  for (let i = 0; i < 100 && !ok(); i++) await new Promise((r) => setTimeout(r, 50));
  expect(ok()).toBe(true);
};

let pool: RenderWorkers | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("render workers", () => {
  it("refuses jobs until a worker is ready, then renders them there", async () => {
    pool = renderWorkers(script, 2, "ok");
    await expect(pool.render({ text: "early" })).rejects.toThrow(/no render worker ready/);
    await until(() => pool!.size().ready === 2);
    const answers = await Promise.all(["a", "b", "c"].map((text) => pool!.render({ text })));
    expect(answers.map((a) => a.html)).toEqual(["<p>a</p>", "<p>b</p>", "<p>c</p>"]);
    expect(answers[1].calls).toEqual([{ part: "fav", props: { id: "b" } }]);
    expect(pool.size()).toEqual({ ready: 2, pending: 0 });
  });

  it("fails a job whose data cannot cross threads, or whose render failed, and goes on", async () => {
    pool = renderWorkers(script, 1, "ok");
    await until(() => pool!.size().ready === 1);
    await expect(pool.render({ text: "x", load: () => 1 })).rejects.toThrow();
    await expect(pool.render({ fail: true })).rejects.toThrow("render failed");
    expect((await pool.render({ text: "after" })).html).toBe("<p>after</p>");
  });

  it("fails the jobs of a worker that stops, and starts another", async () => {
    pool = renderWorkers(script, 1, "ok", { shortestLifeMs: 0 });
    await until(() => pool!.size().ready === 1);
    await expect(pool.render({ stop: true })).rejects.toThrow("render worker stopped");
    await until(() => pool!.size().ready === 1);
    expect((await pool.render({ text: "again" })).html).toBe("<p>again</p>");
  });

  it("does not restart a worker that stops at its start: every job is refused, to be rendered in place", async () => {
    pool = renderWorkers(script, 1, "dies", { shortestLifeMs: 60_000 });
    await new Promise((r) => setTimeout(r, 500));
    expect(pool.size()).toEqual({ ready: 0, pending: 0 });
    await expect(pool.render({ text: "x" })).rejects.toThrow(/no render worker ready/);
  });
});
