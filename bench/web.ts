/**
 * `npm run bench:web` (issue 4 §9): the production build with the FULL catalogue, measured in
 * three ways.
 * 1. Throughput: autocannon, 20 connections, city listings (several cities, filters and pages)
 *    against a trivial Remix document route (/cn/bench-trivial: same root, no page loader) in the
 *    same run. Target: listing ≥ 40% of trivial.
 * 2. JavaScript per page: the gzipped sizes of the module scripts and modulepreloads that the
 *    HTML of home, a listing and a detail page references. Target: ≤ 130 KB each. The language
 *    catalogue that entry.client imports on start is shown separately.
 * 3. Lighthouse performance score (mobile settings, Debian Chromium): home, a listing and a
 *    detail page. Target: ≥ 90.
 *
 * The database lives in BENCH_WEB_DATA_DIR (default .cache/bench-web-data, embedded PGlite on
 * disk as in production); the first run seeds it, later runs reuse it. Writes bench/web-results.md.
 * Env: BENCH_SECONDS (default 10), BENCH_LIGHTHOUSE=0 to skip Lighthouse, CHROME_PATH.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { BENCH_DATA_DIR, startBenchServer } from "./lib/server";

const PORT = Number(process.env.BENCH_WEB_PORT ?? 3931);
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const BUILD = `.cache/bench-build-${PORT}`; // startBenchServer's private copy of build/
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const TARGET = { ratio: 0.4, jsKb: 130, lighthouse: 90 };

async function get(path: string): Promise<{ status: number; text: string }> {
  const res = await fetch(BASE + path, { redirect: "manual" });
  return { status: res.status, text: await res.text() };
}

async function run(title: string, paths: string[]) {
  const result = await autocannon({
    url: BASE,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: paths.map((path) => ({ method: "GET", path })),
    headers: { accept: "text/html", "accept-encoding": "gzip" },
  });
  const non2xx = result.non2xx + result.errors;
  console.log(`  ${title}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms${non2xx ? `, ${non2xx} errors/non-2xx` : ""}`);
  return result.requests.average;
}

/** Module scripts and modulepreloads referenced by a page's HTML, gzipped (level 9, as served). */
function jsOf(html: string): { files: string[]; bytes: number } {
  const files = new Set<string>();
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+\.js)"/g)) files.add(m[1]);
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const i of m[1].matchAll(/import(?:\s*\(|[^"']*from\s*|\s+)["'](\/assets\/[^"']+\.js)["']/g)) files.add(i[1]);
  }
  for (const m of html.matchAll(/<script[^>]*src="(\/assets\/[^"]+\.js)"/g)) files.add(m[1]);
  let bytes = 0;
  for (const f of files) bytes += gzipSync(readFileSync(`${BUILD}/client${f}`), { level: 9 }).length;
  return { files: [...files], bytes };
}

function catalogueBytes(lang: "cn" | "en"): number {
  const file = readdirSync(`${BUILD}/client/assets`).find((f) => new RegExp(`^${lang}-[\\w-]{8}\\.js$`).test(f));
  return file ? gzipSync(readFileSync(`${BUILD}/client/assets/${file}`), { level: 9 }).length : 0;
}

/**
 * Lighthouse runs through npx (not a devDependency: it adds ~100 packages and wants a newer
 * Node than the site needs); its CLI starts Debian's Chromium itself (CHROME_PATH).
 */
function lighthouseScores(pages: Record<string, string>) {
  const out: Record<string, number> = {};
  for (const [name, path] of Object.entries(pages)) {
    const scores: number[] = [];
    for (let i = 0; i < Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3); i++) {
      const run = spawnSync(
        "npx",
        ["--yes", "lighthouse@13", BASE + path, "--output=json", "--quiet", "--only-categories=performance",
          "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage"],
        { encoding: "utf8", env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 64 * 1024 * 1024 },
      );
      if (run.status !== 0) throw new Error(`lighthouse failed: ${run.stderr.slice(-500)}`);
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
const server = await startBenchServer(PORT);
try {
  console.log(`server ready in ${((Date.now() - started) / 1000).toFixed(1)} s (full catalogue in ${BENCH_DATA_DIR})`);

  // Real URLs from the seeded catalogue.
  const listing = "/cn/united-kingdom/london/apartments";
  const page = await get(listing);
  if (page.status !== 200) throw new Error(`${listing}: ${page.status}`);
  const detail = page.text.match(/href="(\/cn\/apartment\/[a-z0-9]+)"/)?.[1];
  if (!detail) throw new Error("no apartment link on the listing");
  const listings = [
    listing,
    "/cn/united-kingdom/london/apartments/page-2",
    "/en/united-kingdom/manchester/apartments",
    "/cn/australia/sydney/apartments/sort-price-asc",
    "/en/united-states/new-york/apartments/type-studio-ensuite",
    "/cn/united-kingdom/london/university-college-london/apartments/sort-distance",
  ];
  for (const p of listings) {
    const r = await get(p);
    if (r.status !== 200) throw new Error(`${p}: ${r.status}`);
  }
  const trivial = ["/cn/bench-trivial", "/en/bench-trivial"];

  console.log(`\nThroughput (${CONNECTIONS} connections, ${SECONDS} s each, after a warm-up)`);
  await run("warm-up", [...listings, ...trivial]);
  const trivialRps = await run("trivial route", trivial);
  const listingRps = await run("city listings", listings);
  const ratio = listingRps / trivialRps;
  console.log(`  ratio: ${(ratio * 100).toFixed(0)}% (target ≥ ${TARGET.ratio * 100}%)`);

  console.log("\nJavaScript per page (gzipped module scripts + modulepreloads)");
  const pages = { home: "/cn/", listing, detail };
  const js: Record<string, number> = {};
  for (const [name, path] of Object.entries(pages)) {
    const { files, bytes } = jsOf((await get(path)).text);
    js[name] = bytes;
    console.log(`  ${name} ${path}: ${(bytes / 1024).toFixed(1)} KB in ${files.length} files`);
  }
  const catalogue = { cn: catalogueBytes("cn"), en: catalogueBytes("en") };
  console.log(`  + language catalogue loaded by entry.client: cn ${(catalogue.cn / 1024).toFixed(1)} KB, en ${(catalogue.en / 1024).toFixed(1)} KB`);

  let lh: Record<string, number> | undefined;
  if (process.env.BENCH_LIGHTHOUSE !== "0") {
    console.log("\nLighthouse performance (mobile, Debian Chromium, median of runs)");
    lh = lighthouseScores(pages);
  }

  const ok = (b: boolean) => (b ? "✅" : "❌");
  const lines = [
    "## Web (npm run bench:web)",
    "",
    `Full catalogue, production build, ${CONNECTIONS} connections, ${SECONDS} s per measurement.`,
    "",
    "| measure | value | target | |",
    "|---|---|---|---|",
    `| trivial document route | ${trivialRps.toFixed(0)} req/s | | |`,
    `| city listings | ${listingRps.toFixed(0)} req/s | | |`,
    `| listing / trivial | ${(ratio * 100).toFixed(0)}% | ≥ ${TARGET.ratio * 100}% | ${ok(ratio >= TARGET.ratio)} |`,
    ...Object.entries(js).map(([n, b]) => `| JS on ${n} (gzip) | ${(b / 1024).toFixed(1)} KB | ≤ ${TARGET.jsKb} KB | ${ok(b / 1024 <= TARGET.jsKb)} |`),
    `| language catalogue (cn / en, gzip, loaded on start) | ${(catalogue.cn / 1024).toFixed(1)} / ${(catalogue.en / 1024).toFixed(1)} KB | | |`,
    ...(lh ? Object.entries(lh).map(([n, s]) => `| Lighthouse performance, ${n} | ${s} | ≥ ${TARGET.lighthouse} | ${ok(s >= TARGET.lighthouse)} |`) : []),
    "",
  ];
  writeFileSync("bench/web-results.md", lines.join("\n"));
  console.log(`\n${lines.join("\n")}`);
} finally {
  await server.stop();
}
