/**
 * Memory of the production server (full catalogue) at ready, after the realistic mix, and after
 * a full collection: RSS from /proc beside `process.memoryUsage()` read through the inspector.
 * Env: PROBE_REQUESTS (mix requests, default 4000), PROBE_CONNECTIONS (20), BENCH_BUILD, PROBE_ENV
 * (extra server env, `A=1,B=2`), PROBE_NODE_ARGS (extra node flags, space separated); PROBE_SMAPS=1
 * (RSS by kind of mapping), PROBE_SPACES=1 (V8's heap spaces), PROBE_HEAPSNAPSHOT=<file> (a heap
 * snapshot after the full collection).
 */
import autocannon from "autocannon";
import { buildMix, zipfSampler } from "./lib/mix";
import { cpuTimeMs, PAGE_HEADERS } from "./lib/measure";
import { inspectorSession } from "./lib/inspector";
import { benchSecrets, startBenchServer } from "./lib/server";
import { smapsSummary } from "./lib/smaps";

const PORT = Number(process.env.PROBE_PORT ?? 3961);
const INSPECT = PORT + 100;
const REQUESTS = Number(process.env.PROBE_REQUESTS ?? 4000);
const extraEnv = Object.fromEntries((process.env.PROBE_ENV ?? "").split(",").filter(Boolean).map((kv) => kv.split("=") as [string, string]));
const nodeArgs = (process.env.PROBE_NODE_ARGS ?? "").split(" ").filter(Boolean);

const mb = (n: number) => (n / 2 ** 20).toFixed(0);
const server = await startBenchServer(PORT, { OUTBOX: "1", OUTBOX_KEY: "bench-outbox-key-0123456789", ...extraEnv }, { from: process.env.BENCH_BUILD ?? "build", nodeArgs: [`--inspect=127.0.0.1:${INSPECT}`, ...nodeArgs] });
const insp = await inspectorSession(INSPECT);
const usage = async (label: string) => {
  const r = (await insp.send("Runtime.evaluate", { expression: "JSON.stringify(process.memoryUsage())", returnByValue: true })) as { result: { value: string } };
  const u = JSON.parse(r.result.value) as NodeJS.MemoryUsage;
  if (process.env.PROBE_SMAPS) console.log(`  mappings (RSS): ${smapsSummary(server.child.pid!)}`);
  if (process.env.PROBE_SPACES) {
    const sp = (await insp.send("Runtime.evaluate", { expression: "JSON.stringify(process.getBuiltinModule('v8').getHeapSpaceStatistics())", returnByValue: true })) as { result: { value: string } };
    const spaces = JSON.parse(sp.result.value) as { space_name: string; space_size: number; space_used_size: number }[];
    console.log(`  spaces (size/used MB): ${spaces.filter((x) => x.space_size > 2 ** 20).map((x) => `${x.space_name.replace("_space", "")} ${mb(x.space_size)}/${mb(x.space_used_size)}`).join(", ")}`);
  }
  console.log(`${label.padEnd(28)} RSS ${server.rssMb().toFixed(0)} MB | rss ${mb(u.rss)} heapTotal ${mb(u.heapTotal)} heapUsed ${mb(u.heapUsed)} external ${mb(u.external)} arrayBuffers ${mb(u.arrayBuffers)}`);
};
try {
  console.log(`ready in ${server.readySeconds.toFixed(1)} s`);
  await usage("at ready");
  await (await fetch(`${server.base}/cn/`)).arrayBuffer();
  const mix = await buildMix(server.base, benchSecrets());
  await usage("mix built");
  const next = zipfSampler(mix.paths, 7);
  const started = performance.now();
  const cpuBefore = cpuTimeMs(server.child.pid)!;
  const r = await autocannon({ url: server.base, connections: Number(process.env.PROBE_CONNECTIONS ?? 20), amount: REQUESTS, timeout: 10, headers: PAGE_HEADERS, requests: [{ method: "GET", setupRequest: (req) => ({ ...req, path: next() }) }] });
  const cpu = (cpuTimeMs(server.child.pid)! - cpuBefore) / r.requests.total;
  console.log(`mix: ${r.requests.total} requests in ${((performance.now() - started) / 1000).toFixed(0)} s, CPU ${cpu.toFixed(2)} ms/request, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts}`);
  await usage("after the mix");
  await insp.send("HeapProfiler.collectGarbage");
  await usage("after a full collection");
  if (process.env.PROBE_HEAPSNAPSHOT) {
    await insp.send("Runtime.evaluate", { expression: `process.getBuiltinModule("v8").writeHeapSnapshot(${JSON.stringify(process.env.PROBE_HEAPSNAPSHOT)})`, returnByValue: true });
    console.log(`heap snapshot: ${process.env.PROBE_HEAPSNAPSHOT}`);
  }
} finally {
  insp.close();
  await server.stop();
}
