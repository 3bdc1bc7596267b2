/**
 * `npx tsx bench/profile.ts [label]`: a V8 CPU profile of the production server (full catalogue)
 * under 20 connections, per page, through the inspector — the figures of ADR 012. Writes
 * .cache/profile-<label>-<page>.cpuprofile (open in Chrome DevTools) and prints the top frames.
 * Env: PROFILE_BUILD (default build), PROFILE_SECONDS (default 10), PROFILE_PORT (default 4020).
 */
import autocannon from "autocannon";
import { profileWhile, summarise } from "./lib/profile";
import { startBenchServer } from "./lib/server";
import { discoverPages } from "./lib/pages";

const label = process.argv[2] ?? "now";
const PORT = Number(process.env.PROFILE_PORT ?? 4020);
const INSPECT = PORT + 1;
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 10);

const server = await startBenchServer(PORT, {}, { from: process.env.PROFILE_BUILD ?? "build", nodeArgs: [`--inspect=127.0.0.1:${INSPECT}`] });
try {
  const pages = await discoverPages(server.base);
  const only = process.env.PROFILE_PAGES?.split(",");
  for (const [name, path] of Object.entries(pages)) {
    if (only && !only.includes(name)) continue;
    const load = () =>
      autocannon({ url: server.base, connections: 20, duration: SECONDS, requests: [{ method: "GET", path }], headers: { accept: "text/html", "accept-encoding": "gzip" } });
    await autocannon({ url: server.base, connections: 20, duration: 3, requests: [{ method: "GET", path }] }); // warm-up
    const { result, profile } = await profileWhile(INSPECT, load, `.cache/profile-${label}-${name}.cpuprofile`);
    console.log(`\n== ${name} ${path}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`);
    console.log(summarise(profile));
  }
} finally {
  await server.stop();
}
