/**
 * `npx tsx bench/profile.ts [label]`: a V8 CPU profile of the production server (full catalogue)
 * under 20 connections, per page kind, through the inspector — the figures of ADR 012 and 031.
 * Writes .cache/profile-<label>-<kind>.cpuprofile (open in Chrome DevTools) and prints the top
 * frames.
 *
 * PROFILE_MODE chooses what is loaded:
 * - `fixed` (default): one page of each kind, over and over (a warm page cache: the hit path);
 * - `rendered`: the page cache off, each kind cycling over 500 pages of the realistic mix
 *   (what a first view costs: the render, its loaders and their reads);
 * - `signedin`: a signed-in student's own pages (applications, collections, service, home);
 * - `mix`: the realistic visitor mix of `npm run bench` (Zipf over the whole catalogue) after
 *   PROFILE_WARMUP seconds (default 15) of it, as the benchmark measures it; a third of it is
 *   first views.
 * Env: PROFILE_BUILD (default build), PROFILE_SECONDS (default 10), PROFILE_PORT (default 4020),
 * PROFILE_PAGES (kinds to profile, comma-separated).
 */
import autocannon from "autocannon";
import { buildMix, cycle, zipfSampler } from "./lib/mix";
import { discoverPages } from "./lib/pages";
import { profileWhile, summarise } from "./lib/profile";
import { benchSecrets, startBenchServer } from "./lib/server";
import { signedInCookie } from "./lib/session";

const label = process.argv[2] ?? "now";
const MODE = process.env.PROFILE_MODE ?? "fixed";
const PORT = Number(process.env.PROFILE_PORT ?? 4020);
const INSPECT = PORT + 1;
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 10);
const OUTBOX_KEY = "profile-outbox-key-0123456789";

const env: Record<string, string> = { OUTBOX: "1", OUTBOX_KEY, ...(MODE === "rendered" ? { PAGE_CACHE_MB: "0" } : {}) };
const server = await startBenchServer(PORT, env, { from: process.env.PROFILE_BUILD ?? "build", nodeArgs: [`--inspect=127.0.0.1:${INSPECT}`] });

/** Each kind's pages, and the headers to ask with. */
async function kinds(): Promise<{ pages: Record<string, string[]>; headers: Record<string, string>; next?: () => string }> {
  if (MODE === "fixed") return { pages: Object.fromEntries(Object.entries(await discoverPages(server.base)).map(([k, p]) => [k, [p]])), headers: {} };
  await (await fetch(`${server.base}/cn/`)).arrayBuffer(); // the server writes its secrets when first needed
  if (MODE === "signedin") {
    const cookie = await signedInCookie(server.base, benchSecrets(), OUTBOX_KEY);
    const own = ["/cn/user/applications", "/cn/user/collections", "/cn/user/service", "/cn/"];
    return { pages: Object.fromEntries(own.map((p) => [p.split("/").filter(Boolean).pop() ?? "home", [p]])), headers: { cookie } };
  }
  if (MODE === "mix") {
    const mix = await buildMix(server.base, benchSecrets());
    return { pages: { mix: mix.paths }, headers: {}, next: zipfSampler(mix.paths, 7) };
  }
  const mix = await buildMix(server.base, benchSecrets(), { roomApartments: 100, rooms: 500 });
  return { pages: mix.byKind, headers: {} };
}

try {
  const { pages, headers, next } = await kinds();
  const only = process.env.PROFILE_PAGES?.split(",");
  for (const [name, paths] of Object.entries(pages)) {
    if (only && !only.includes(name)) continue;
    const requests = (nextPath: () => string): autocannon.Request[] => [{ method: "GET", setupRequest: (req) => ({ ...req, path: nextPath() }) }];
    const run = (seconds: number) =>
      autocannon({ url: server.base, connections: 20, duration: seconds, requests: requests(next ?? cycle(paths)), headers: { accept: "text/html", "accept-encoding": "gzip", ...headers } });
    await run(MODE === "mix" ? Number(process.env.PROFILE_WARMUP ?? 15) : 3); // warm-up
    const { result, profile } = await profileWhile(INSPECT, () => run(SECONDS), `.cache/profile-${label}-${name}.cpuprofile`);
    console.log(`\n== ${name} (${paths.length} pages like ${paths[0]}): ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`);
    console.log(summarise(profile));
  }
} finally {
  await server.stop();
}
