/**
 * `npm run bench:web`: the production build on the FULL catalogue,
 * started as `npm start` starts it (NODE_ENV unset), measured from outside the process.
 *
 * 1. Share of a bare Remix page: a separate one-route Remix v2 app (bench/reference: a 12-item
 *    list from a loader) built from the same node_modules in production mode and served by
 *    remix-serve (express + compression + the Remix request handler). In each round the bare
 *    page and the five pages — home, a city listing, a school listing, an apartment page and a
 *    room page — are measured one after the other (autocannon, 20 connections, visitors as a
 *    load test sees them: no cookies), so every page is compared with the bare page of its own
 *    round. Target: every page ≥ 25% of the bare page.
 * 2. The crowd: 100 connections spread over the five pages (20 each) for CROWD_SECONDS (30).
 *    Target: 0 timeouts, 0 errors, worst p99 ≤ 1 s.
 * 3. JavaScript per page: the gzipped module scripts and modulepreloads the HTML of home, a
 *    listing and an apartment page reference. Target: ≤ 130 KB each.
 * 4. Lighthouse performance (mobile, Debian Chromium, `npx --yes lighthouse@13`): home, listing,
 *    apartment. Target: ≥ 95.
 *
 * The database lives in BENCH_WEB_DATA_DIR (default .cache/bench-web-data, embedded PGlite on
 * disk as in production); the first run seeds it, later runs reuse it. Writes bench/web-results.md.
 * Env: BENCH_SECONDS (per measurement, default 5), BENCH_ROUNDS (default 3), CROWD_SECONDS (30),
 * BENCH_LIGHTHOUSE=0 to skip Lighthouse, CHROME_PATH, BENCH_WEB_PORT, BENCH_REFERENCE_PORT.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { discoverPages, type Pages } from "./lib/pages";
import { buildReference, startReference } from "./lib/reference";
import { BENCH_DATA_DIR, startBenchServer } from "./lib/server";

const PORT = Number(process.env.BENCH_WEB_PORT ?? 3931);
const REFERENCE_PORT = Number(process.env.BENCH_REFERENCE_PORT ?? PORT + 1);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CROWD_SECONDS = Number(process.env.CROWD_SECONDS ?? 30);
const CONNECTIONS = 20;
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const TARGET = { share: 0.25, crowdP99Ms: 1000, jsKb: 130, lighthouse: 95 };
const HEADERS = { accept: "text/html", "accept-encoding": "gzip" };

interface Measure {
  rps: number;
  p99: number;
  bad: number;
}

async function measure(base: string, path: string, seconds = SECONDS, connections = CONNECTIONS): Promise<Measure & { timeouts: number; errors: number; non2xx: number; total: number }> {
  const r = await autocannon({ url: base, connections, duration: seconds, requests: [{ method: "GET", path }], headers: HEADERS });
  return { rps: r.requests.average, p99: r.latency.p99, bad: r.errors + r.non2xx, timeouts: r.timeouts, errors: r.errors, non2xx: r.non2xx, total: r.requests.total };
}

/** Module scripts and modulepreloads referenced by a page's HTML, gzipped (level 9, as served). */
function jsOf(html: string, buildDir: string): { files: string[]; bytes: number } {
  const files = new Set<string>();
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+\.js)"/g)) files.add(m[1]);
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const i of m[1].matchAll(/import(?:\s*\(|[^"']*from\s*|\s+)["'](\/assets\/[^"']+\.js)["']/g)) files.add(i[1]);
  }
  for (const m of html.matchAll(/<script[^>]*src="(\/assets\/[^"]+\.js)"/g)) files.add(m[1]);
  let bytes = 0;
  for (const f of files) bytes += gzipSync(readFileSync(`${buildDir}/client${f}`), { level: 9 }).length;
  return { files: [...files], bytes };
}

function catalogueBytes(buildDir: string, lang: "cn" | "en"): number {
  const file = readdirSync(`${buildDir}/client/assets`).find((f) => new RegExp(`^${lang}-[\\w-]{8}\\.js$`).test(f));
  return file ? gzipSync(readFileSync(`${buildDir}/client/assets/${file}`), { level: 9 }).length : 0;
}

/**
 * Lighthouse runs through npx (not a devDependency: it adds ~100 packages and wants a newer
 * Node than the site needs); its CLI starts Debian's Chromium itself (CHROME_PATH).
 */
function lighthouseScores(base: string, pages: Record<string, string>): Record<string, number> | string {
  const out: Record<string, number> = {};
  for (const [name, path] of Object.entries(pages)) {
    const scores: number[] = [];
    for (let i = 0; i < Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3); i++) {
      const run = spawnSync(
        "npx",
        ["--yes", "lighthouse@13", base + path, "--output=json", "--quiet", "--only-categories=performance", "--form-factor=mobile",
          "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage"],
        { encoding: "utf8", env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 64 * 1024 * 1024 },
      );
      if (run.status !== 0) return `lighthouse could not run: ${(run.stderr || run.stdout || "").trim().split("\n").slice(-3).join(" ").slice(0, 300)}`;
      const report = JSON.parse(run.stdout) as { categories: { performance: { score: number | null } } };
      scores.push(Math.round((report.categories.performance.score ?? 0) * 100));
    }
    scores.sort((a, b) => a - b);
    out[name] = scores[Math.floor(scores.length / 2)]; // the median run
    console.log(`  ${name} ${path}: ${out[name]} (runs: ${scores.join(", ")})`);
  }
  return out;
}

const started = Date.now();
buildReference();
const reference = await startReference(REFERENCE_PORT);
const server = await startBenchServer(PORT);
let failed = false;
try {
  console.log(`server ready in ${((Date.now() - started) / 1000).toFixed(1)} s (full catalogue in ${BENCH_DATA_DIR})`);
  const pages = await discoverPages(server.base);
  const names = Object.keys(pages) as (keyof Pages)[];

  console.log(`\nShare of the bare Remix page (${CONNECTIONS} connections, ${SECONDS} s each, ${ROUNDS} alternating rounds)`);
  // Warm-up: both servers, every page once under load.
  await measure(reference.base, "/", 2);
  for (const name of names) await measure(server.base, pages[name], 2);
  const shares: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
  const rps: Record<string, number[]> = Object.fromEntries([...names, "bare"].map((n) => [n, []]));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const name of names) {
      // The bare page right before each page: the pair shares the machine's state of the moment.
      const bare = await measure(reference.base, "/");
      const page = await measure(server.base, pages[name]);
      rps.bare.push(bare.rps);
      rps[name].push(page.rps);
      shares[name].push(page.rps / bare.rps);
      if (page.bad) failed = true;
      console.log(`  round ${round} ${name.padEnd(9)} ${page.rps.toFixed(0).padStart(5)} req/s vs bare ${bare.rps.toFixed(0).padStart(5)} req/s: ${((page.rps / bare.rps) * 100).toFixed(0)}%${page.bad ? ` (${page.bad} errors/non-2xx)` : ""}`);
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const shareOf = Object.fromEntries(names.map((n) => [n, median(shares[n])])) as Record<keyof Pages, number>;

  console.log(`\nThe crowd: 100 connections over the five pages (20 each), ${CROWD_SECONDS} s`);
  const crowd = await Promise.all(names.map((n) => measure(server.base, pages[n], CROWD_SECONDS, 20)));
  names.forEach((n, i) => console.log(`  ${n.padEnd(9)} ${crowd[i].total} answers, p99 ${crowd[i].p99} ms, timeouts ${crowd[i].timeouts}, errors ${crowd[i].errors}, non-2xx ${crowd[i].non2xx}`));
  const crowdTotal = crowd.reduce((n, c) => n + c.total, 0);
  const crowdTimeouts = crowd.reduce((n, c) => n + c.timeouts, 0);
  const crowdErrors = crowd.reduce((n, c) => n + c.errors + c.non2xx, 0);
  const worstP99 = Math.max(...crowd.map((c) => c.p99));
  const rssAfterCrowd = server.rssMb();

  console.log("\nJavaScript per page (gzipped module scripts + modulepreloads)");
  const jsPages = { home: pages.home, listing: pages.city, apartment: pages.apartment };
  const js: Record<string, number> = {};
  for (const [name, path] of Object.entries(jsPages)) {
    const { files, bytes } = jsOf(await (await fetch(server.base + path)).text(), server.buildDir);
    js[name] = bytes;
    console.log(`  ${name} ${path}: ${(bytes / 1024).toFixed(1)} KB in ${files.length} files`);
  }
  const catalogue = { cn: catalogueBytes(server.buildDir, "cn"), en: catalogueBytes(server.buildDir, "en") };

  let lh: Record<string, number> | string | undefined;
  if (process.env.BENCH_LIGHTHOUSE !== "0") {
    console.log("\nLighthouse performance (mobile, Debian Chromium, median of runs)");
    lh = lighthouseScores(server.base, jsPages);
    if (typeof lh === "string") console.log(`  ${lh}`);
  }

  const ok = (b: boolean) => (b ? "✅" : "❌");
  const pct = (x: number) => `${(x * 100).toFixed(0)}%`;
  const meanRps = (xs: number[]) => (xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(0);
  const crowdOk = crowdTimeouts === 0 && crowdErrors === 0 && worstP99 <= TARGET.crowdP99Ms;
  if (names.some((n) => shareOf[n] < TARGET.share) || !crowdOk) failed = true;
  const lines = [
    "## Web (npm run bench:web)",
    "",
    `Full catalogue, production build started as \`npm start\` starts it (NODE_ENV unset), measured from outside. The bare page is bench/reference (one Remix v2 route, a 12-item list from a loader) built from the same node_modules and served by remix-serve. ${CONNECTIONS} connections, ${SECONDS} s per measurement, ${ROUNDS} rounds; in each round every page is measured right after the bare page, and its share is the median over the rounds of page ÷ bare page.`,
    "",
    "| page | path | req/s (mean) | share of the bare page (median) | target | |",
    "|---|---|---|---|---|---|",
    `| bare Remix page | / (remix-serve) | ${meanRps(rps.bare)} | 100% | | |`,
    ...names.map((n) => `| ${n} | \`${pages[n]}\` | ${meanRps(rps[n])} | ${pct(shareOf[n])} (rounds: ${shares[n].map(pct).join(", ")}) | ≥ ${pct(TARGET.share)} | ${ok(shareOf[n] >= TARGET.share)} |`),
    "",
    `The crowd: 100 connections over the five pages (20 on each) for ${CROWD_SECONDS} s: ${crowdTotal} answers, ${crowdTimeouts} timeouts, ${crowdErrors} errors/non-2xx, worst p99 ${worstP99} ms (target 0 / 0 / ≤ ${TARGET.crowdP99Ms} ms) ${ok(crowdOk)}; RSS after it ${rssAfterCrowd.toFixed(0)} MB.`,
    "",
    "| page | answers | req/s | p99 | timeouts | errors / non-2xx |",
    "|---|---|---|---|---|---|",
    ...names.map((n, i) => `| ${n} | ${crowd[i].total} | ${crowd[i].rps.toFixed(0)} | ${crowd[i].p99} ms | ${crowd[i].timeouts} | ${crowd[i].errors} / ${crowd[i].non2xx} |`),
    "",
    "| measure | value | target | |",
    "|---|---|---|---|",
    ...Object.entries(js).map(([n, b]) => `| JS on ${n} (gzip) | ${(b / 1024).toFixed(1)} KB | ≤ ${TARGET.jsKb} KB | ${ok(b / 1024 <= TARGET.jsKb)} |`),
    `| language catalogue (cn / en, gzip, loaded on start) | ${(catalogue.cn / 1024).toFixed(1)} / ${(catalogue.en / 1024).toFixed(1)} KB | | |`,
    ...(lh && typeof lh === "object"
      ? Object.entries(lh).map(([n, s]) => `| Lighthouse performance (mobile), ${n} | ${s} | ≥ ${TARGET.lighthouse} | ${ok(s >= TARGET.lighthouse)} |`)
      : lh
        ? [`| Lighthouse | not measured: ${lh.replace(/\|/g, "/")} | ≥ ${TARGET.lighthouse} | |`]
        : []),
    "",
  ];
  writeFileSync("bench/web-results.md", lines.join("\n"));
  console.log(`\n${lines.join("\n")}`);
} finally {
  await server.stop();
  await reference.stop();
}
if (failed) process.exitCode = 1;
