/**
 * `npm run bench:web` (part of `npm run bench`): the real-traffic targets, measured from outside
 * the production build on the FULL catalogue, started as `npm start` starts it (NODE_ENV unset).
 *
 * Every throughput figure is a ratio within one run: each measurement is taken right after one of
 * its baseline (alternating rounds), and the share is the median over the rounds. The baseline
 * is the bare Remix page of bench/reference (one Remix v2 route, a 12-item list from a loader,
 * built from the same node_modules and served by remix-serve) — except for the cache hit, whose
 * baseline is a bare `node:http` server sending the same gzipped bytes from memory. Beside each
 * rate: p99 and the server's own CPU per request (utime + stime from /proc).
 *
 * Scenarios (BENCH_SCENARIOS=a,b,… runs a subset, in this order):
 * - mix: the realistic visitor mix (bench/lib/mix.ts: the sitemap's apartment, city and school
 *   pages, rooms from the API, filtered listings, Zipf-like popularity, the two home pages
 *   first) at 20 connections, after a warm-up; then RSS. Target ≥ 100% of the bare page, p99 ≤ 250 ms,
 *   RSS ≤ 600 MB.
 * - hit: one cached page (/cn/) against node:http sending its bytes. Target ≥ 50%.
 * - signedin: a real signed-in student (SMS login through the API, the dev session door):
 *   home, city listing, apartment, room, applications, collections, service, after a visitors'
 *   pass over the pages of each kind (their kept documents are what signed-in pages are made
 *   from; first renders are the rendered scenario's). Target ≥ 50% each.
 * - crowd: 300 connections over the mix for CROWD_SECONDS (30). Target 0 timeouts (10 s), p99 ≤ 1 s.
 * - rendered: the server restarted with PAGE_CACHE_MB=0; home, city and school listings,
 *   apartment and room pages (each cycling over pages of its kind). Target ≥ 50% each. The
 *   restart's time to the first answer is the restart-ready figure (target ≤ 10 s).
 * - firststart: a newcomer's first start on an empty data folder (migrations, the full seed).
 *   Target ≤ 90 s.
 * - assets: JavaScript per page (gzipped module scripts and modulepreloads). Target ≤ 130 KB.
 * - lighthouse: Lighthouse performance (mobile, Debian Chromium, `npx --yes lighthouse@13`). Target ≥ 95.
 *
 * The database lives in BENCH_WEB_DATA_DIR (default .cache/bench-web-data); the first run seeds it.
 * Env: BENCH_SCENARIOS, BENCH_SECONDS (per measurement, default 5), BENCH_ROUNDS (3),
 * BENCH_WARMUP_SECONDS (mix warm-up, 15), CROWD_SECONDS (30), BENCH_LIGHTHOUSE_RUNS (3),
 * CHROME_PATH, BENCH_WEB_PORT, BENCH_REFERENCE_PORT, BENCH_NODE_ARGS (Node flags to try on the measured
 * server), BENCH_BUILD (the build to measure, default
 * build/; a copy of an older one measures "before"). Writes bench/web-results.md.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { buildMix, cycle, zipfSampler, type Mix } from "./lib/mix";
import { load, median, rawGet, startBytesServer, type Measure } from "./lib/measure";
import { buildReference, startReference } from "./lib/reference";
import { benchSecrets, BENCH_DATA_DIR, startBenchServer, type BenchServer } from "./lib/server";
import { signedInCookie } from "./lib/session";

const PORT = Number(process.env.BENCH_WEB_PORT ?? 3931);
const REFERENCE_PORT = Number(process.env.BENCH_REFERENCE_PORT ?? PORT + 1);
const BYTES_PORT = PORT + 2;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 15);
const CROWD_SECONDS = Number(process.env.CROWD_SECONDS ?? 30);
const CONNECTIONS = 20;
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const ALL = ["mix", "hit", "signedin", "crowd", "rendered", "firststart", "assets", "lighthouse"] as const;
type Scenario = (typeof ALL)[number];
const chosen = new Set((process.env.BENCH_SCENARIOS?.split(",").map((s) => s.trim()) ?? [...ALL]) as Scenario[]);
const runs = (s: Scenario) => chosen.has(s);
const TARGET = { mix: 1, mixP99: 250, rendered: 0.5, signedIn: 0.5, crowdP99: 1000, hit: 0.5, rssMb: 600, restartS: 10, firstStartS: 90, jsKb: 130, lighthouse: 95 };
/** The build to measure (BENCH_BUILD, default build/): an older copy measures "before". */
const BUILD = process.env.BENCH_BUILD ?? "build";
const OUTBOX_KEY = "bench-outbox-key-0123456789";
const SERVER_ENV = { OUTBOX: "1", OUTBOX_KEY };

const ok = (b: boolean) => (b ? "✅" : "❌");
const pct = (x: number) => `${(x * 100).toFixed(0)}%`;
const ms = (x: number | undefined) => (x === undefined ? "–" : `${x.toFixed(2)} ms`);

interface Compared {
  name: string;
  what: string;
  shares: number[];
  page: Measure[];
  base: Measure[];
}
const share = (c: Compared) => median(c.shares);
const p99Of = (c: Compared) => median(c.page.map((m) => m.p99));
const cpuOf = (xs: Measure[]) => {
  const v = xs.map((m) => m.cpuMs).filter((x): x is number => x !== undefined);
  return v.length ? median(v) : undefined;
};
const bad = (c: Compared) => c.page.reduce((n, m) => n + m.errors + m.non2xx + m.timeouts, 0);

/** Alternating rounds: the baseline, then the page, ROUNDS times; shares = page ÷ baseline. */
async function compare(name: string, what: string, baseline: () => Promise<Measure>, page: () => Promise<Measure>): Promise<Compared> {
  const c: Compared = { name, what, shares: [], page: [], base: [] };
  for (let round = 1; round <= ROUNDS; round++) {
    const b = await baseline();
    const p = await page();
    c.base.push(b);
    c.page.push(p);
    c.shares.push(p.rps / b.rps);
    console.log(
      `  round ${round} ${name.padEnd(22)} ${p.rps.toFixed(0).padStart(6)} req/s (p99 ${p.p99} ms, CPU ${ms(p.cpuMs)}/req) vs ${b.rps.toFixed(0).padStart(6)} req/s (CPU ${ms(b.cpuMs)}/req): ${pct(p.rps / b.rps)}${p.non2xx + p.errors ? ` (${p.non2xx} non-2xx, ${p.errors} errors)` : ""}`,
    );
  }
  return c;
}

function row(c: Compared, target: number, p99Target?: number): string {
  const met = share(c) >= target && (p99Target === undefined || p99Of(c) <= p99Target) && bad(c) === 0;
  const p99 = `${p99Of(c)} ms${p99Target !== undefined ? ` (≤ ${p99Target})` : ""}`;
  return `| ${c.name} | ${c.what} | ${pct(share(c))} (rounds ${c.shares.map(pct).join(", ")}) | ${p99} | ${ms(cpuOf(c.page))} / ${ms(cpuOf(c.base))} | ${bad(c)} | ≥ ${pct(target)} | ${ok(met)} |`;
}

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

/** Lighthouse through npx (not a devDependency: ~100 packages, a newer Node); Debian's Chromium. */
function lighthouseScores(base: string, pages: Record<string, string>): Record<string, number> | string {
  const out: Record<string, number> = {};
  for (const [name, p] of Object.entries(pages)) {
    const scores: number[] = [];
    for (let i = 0; i < Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3); i++) {
      const run = spawnSync(
        "npx",
        ["--yes", "lighthouse@13", base + p, "--output=json", "--quiet", "--only-categories=performance", "--form-factor=mobile",
          "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage"],
        { encoding: "utf8", env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 64 * 1024 * 1024 },
      );
      if (run.status !== 0) return `lighthouse could not run: ${(run.stderr || run.stdout || "").trim().split("\n").slice(-3).join(" ").slice(0, 300)}`;
      const report = JSON.parse(run.stdout) as { categories: { performance: { score: number | null } } };
      scores.push(Math.round((report.categories.performance.score ?? 0) * 100));
    }
    scores.sort((a, b) => a - b);
    out[name] = scores[Math.floor(scores.length / 2)];
    console.log(`  ${name} ${p}: ${out[name]} (runs: ${scores.join(", ")})`);
  }
  return out;
}

const lines: string[] = [
  "## Web (npm run bench:web)",
  "",
  `Full catalogue, production build started as \`npm start\` starts it (NODE_ENV unset), measured from outside (autocannon). Baseline: the bare Remix page of bench/reference under remix-serve (the cache hit: a bare \`node:http\` server sending the same gzipped bytes). ${ROUNDS} alternating rounds of ${SECONDS} s; share = median over the rounds of page ÷ baseline of the same round; CPU = the server's own CPU time per answered request (page / baseline). Scenarios run: ${[...chosen].join(", ")}.`,
  "",
];
const table: string[] = ["| scenario | what | share of baseline (median) | p99 | CPU/request (page / baseline) | errors, non-2xx, timeouts | target | |", "|---|---|---|---|---|---|---|---|"];
const facts: string[] = ["| measure | value | target | |", "|---|---|---|---|"];
let failed = false;
const mark = (met: boolean) => {
  if (!met) failed = true;
  return ok(met);
};

const needsReference = runs("mix") || runs("signedin") || runs("rendered");
if (needsReference) buildReference();
const reference = needsReference ? await startReference(REFERENCE_PORT) : undefined;
const bare = () => load(reference!.base, { seconds: SECONDS, connections: CONNECTIONS, next: () => "/", pid: reference!.child.pid });
let server: BenchServer | undefined;
try {
  const needsMain = ["mix", "hit", "signedin", "crowd", "assets", "lighthouse"].some((s) => runs(s as Scenario)) || runs("rendered");
  let mix: Mix | undefined;
  if (needsMain) {
    server = await startBenchServer(PORT, SERVER_ENV, { from: BUILD });
    console.log(`server ready in ${server.readySeconds.toFixed(1)} s (full catalogue in ${BENCH_DATA_DIR})`);
    const started = performance.now();
    // The server writes its generated secrets (DATA_DIR/secrets.json) when it first needs them.
    await (await fetch(`${server.base}/cn/`)).arrayBuffer();
    mix = await buildMix(server.base, benchSecrets());
    console.log(`mix: ${mix.paths.length} pages (${Object.entries(mix.counts).map(([k, n]) => `${n} ${k}`).join(", ")}), built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    if (reference) await bare(); // warm-up of the baseline
  }
  const srv = server!;
  const pid = () => srv.child.pid;
  const zipf = mix ? zipfSampler(mix.paths, 7) : () => "/cn/";

  if (runs("mix")) {
    console.log(`\nThe realistic mix (${CONNECTIONS} connections; warm-up ${WARMUP} s)`);
    await load(srv.base, { seconds: WARMUP, connections: CONNECTIONS, next: zipf });
    const c = await compare("mix", `${mix!.paths.length} pages, Zipf (s = 1)`, bare, () => load(srv.base, { seconds: SECONDS, connections: CONNECTIONS, next: zipf, pid: pid() }));
    table.push(row(c, TARGET.mix, TARGET.mixP99));
    if (share(c) < TARGET.mix || p99Of(c) > TARGET.mixP99 || bad(c)) failed = true;
    const rss = srv.rssMb();
    facts.push(`| RSS after the realistic mix | ${rss.toFixed(0)} MB | ≤ ${TARGET.rssMb} MB | ${mark(rss <= TARGET.rssMb)} |`);
  }

  if (runs("hit")) {
    console.log("\nA cache hit against node:http sending the same bytes");
    const page = "/cn/";
    await rawGet(srv.base, page);
    const raw = await rawGet(srv.base, page);
    if (raw.headers["content-encoding"] !== "gzip") throw new Error(`${page} was not answered gzipped`);
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), "bench-bytes-")), "page.gz");
    writeFileSync(file, raw.body);
    const bytes = await startBytesServer(BYTES_PORT, file);
    try {
      await load(srv.base, { seconds: 2, connections: CONNECTIONS, next: () => page });
      const c = await compare(
        "cache hit",
        `\`${page}\` (${(raw.body.length / 1024).toFixed(1)} KB gzipped) vs node:http`,
        () => load(bytes.base, { seconds: SECONDS, connections: CONNECTIONS, next: () => page, pid: bytes.child.pid }),
        () => load(srv.base, { seconds: SECONDS, connections: CONNECTIONS, next: () => page, pid: pid() }),
      );
      table.push(row(c, TARGET.hit));
      if (share(c) < TARGET.hit || bad(c)) failed = true;
    } finally {
      await bytes.stop();
    }
  }

  if (runs("signedin")) {
    console.log("\nSigned-in pages (a real session)");
    const cookie = await signedInCookie(srv.base, benchSecrets(), OUTBOX_KEY);
    const cn = (paths: string[]) => paths.filter((p) => p.startsWith("/cn/"));
    const pages: [string, string[]][] = [
      ["home", ["/cn/"]],
      ["city listing", cn(mix!.byKind.city)],
      ["apartment", cn(mix!.byKind.apartment)],
      ["room", cn(mix!.byKind.room)],
      ["applications", ["/cn/user/applications"]],
      ["collections", ["/cn/user/collections"]],
      ["service", ["/cn/user/service"]],
    ];
    for (const [name, paths] of pages) {
      const check = await fetch(srv.base + paths[0], { headers: { cookie }, redirect: "manual" });
      if (check.status !== 200) throw new Error(`signed in ${paths[0]}: ${check.status}`);
      const next = cycle(paths);
      // Warm-up: every page of the cycle once as a visitor, so the rounds measure what a signed-in
      // page costs over a kept visitors' document (the popular pages of real traffic), not the
      // first render of 255 pages nobody has visited, which the rendered scenario measures.
      if (paths.length > 1) await load(srv.base, { seconds: Math.max(1, Math.ceil(paths.length / 100)), connections: CONNECTIONS, next: cycle(paths) });
      await load(srv.base, { seconds: 1, connections: CONNECTIONS, next, headers: { cookie } });
      const c = await compare(`signed in: ${name}`, paths.length > 1 ? `${paths.length} pages like \`${paths[0]}\`` : `\`${paths[0]}\``, bare, () =>
        load(srv.base, { seconds: SECONDS, connections: CONNECTIONS, next, headers: { cookie }, pid: pid() }),
      );
      table.push(row(c, TARGET.signedIn));
      if (share(c) < TARGET.signedIn || bad(c)) failed = true;
    }
  }

  if (runs("crowd")) {
    console.log(`\nThe crowd: 300 connections over the mix, ${CROWD_SECONDS} s`);
    const m = await load(srv.base, { seconds: CROWD_SECONDS, connections: 300, next: zipf, pid: pid(), timeout: 10 });
    const met = m.timeouts === 0 && m.errors === 0 && m.non2xx === 0 && m.p99 <= TARGET.crowdP99;
    console.log(`  ${m.total} answers, ${m.rps.toFixed(0)} req/s, p99 ${m.p99} ms, timeouts ${m.timeouts}, errors ${m.errors}, non-2xx ${m.non2xx}`);
    facts.push(`| crowd: 300 connections over the mix, ${CROWD_SECONDS} s | ${m.total} answers, ${m.rps.toFixed(0)} req/s, p99 ${m.p99} ms, ${m.timeouts} timeouts (10 s), ${m.errors} errors, ${m.non2xx} non-2xx, CPU ${ms(m.cpuMs)}/req | 0 timeouts, p99 ≤ ${TARGET.crowdP99} ms | ${mark(met)} |`);
  }

  if (runs("assets")) {
    console.log("\nJavaScript per page (gzipped module scripts + modulepreloads)");
    for (const [name, p] of Object.entries({ home: "/cn/", listing: mix!.byKind.city[0], apartment: mix!.byKind.apartment[0] })) {
      const { files, bytes } = jsOf(await (await fetch(srv.base + p)).text(), srv.buildDir);
      console.log(`  ${name} ${p}: ${(bytes / 1024).toFixed(1)} KB in ${files.length} files`);
      facts.push(`| JS on ${name} (gzip) | ${(bytes / 1024).toFixed(1)} KB | ≤ ${TARGET.jsKb} KB | ${mark(bytes / 1024 <= TARGET.jsKb)} |`);
    }
  }

  if (runs("lighthouse")) {
    console.log("\nLighthouse performance (mobile, Debian Chromium, median of runs)");
    const lh = lighthouseScores(srv.base, { home: "/cn/", listing: "/cn/united-kingdom/london/apartments", apartment: mix!.byKind.apartment[0] });
    if (typeof lh === "string") facts.push(`| Lighthouse | not measured: ${lh.replace(/\|/g, "/")} | ≥ ${TARGET.lighthouse} | |`);
    else for (const [n, s] of Object.entries(lh)) facts.push(`| Lighthouse performance (mobile), ${n} | ${s} | ≥ ${TARGET.lighthouse} | ${mark(s >= TARGET.lighthouse)} |`);
  }

  if (runs("rendered")) {
    await srv.stop();
    server = undefined;
    console.log("\nRendered pages: the server restarted with PAGE_CACHE_MB=0");
    const cold = await startBenchServer(PORT, { ...SERVER_ENV, PAGE_CACHE_MB: "0" }, { from: BUILD });
    server = cold;
    console.log(`  restart ready in ${cold.readySeconds.toFixed(1)} s`);
    facts.push(`| restart ready (seeded data folder, to the first /healthz answer) | ${cold.readySeconds.toFixed(1)} s | ≤ ${TARGET.restartS} s | ${mark(cold.readySeconds <= TARGET.restartS)} |`);
    for (const [name, paths] of [
      ["rendered: home", mix!.byKind.home],
      ["rendered: city listing", mix!.byKind.city],
      ["rendered: school listing", mix!.byKind.school],
      ["rendered: apartment", mix!.byKind.apartment],
      ["rendered: room", mix!.byKind.room],
    ] as [string, string[]][]) {
      const next = cycle(paths);
      await load(cold.base, { seconds: 1, connections: CONNECTIONS, next });
      const c = await compare(name, paths.length > 2 ? `${paths.length} pages like \`${paths[0]}\`` : paths.map((p) => `\`${p}\``).join(", "), bare, () =>
        load(cold.base, { seconds: SECONDS, connections: CONNECTIONS, next, pid: cold.child.pid }),
      );
      table.push(row(c, TARGET.rendered));
      if (share(c) < TARGET.rendered || bad(c)) failed = true;
    }
  }
  await server?.stop();
  server = undefined;

  if (runs("firststart")) {
    console.log("\nA newcomer's first start on an empty data folder");
    const dir = mkdtempSync(path.join(os.tmpdir(), "bench-first-start-"));
    try {
      const fresh = await startBenchServer(PORT, SERVER_ENV, { dataDir: dir, from: BUILD });
      console.log(`  ready in ${fresh.readySeconds.toFixed(1)} s`);
      facts.push(`| first start on an empty data folder (migrations, full seed, to the first /healthz answer) | ${fresh.readySeconds.toFixed(1)} s | ≤ ${TARGET.firstStartS} s | ${mark(fresh.readySeconds <= TARGET.firstStartS)} |`);
      await fresh.stop();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
} finally {
  await server?.stop();
  await reference?.stop();
}

const catalogue = (lang: string) => {
  try {
    const dir = path.resolve(`.cache/bench-build-${PORT}/client/assets`);
    const file = readdirSync(dir).find((f) => new RegExp(`^${lang}-[\\w-]{8}\\.js$`).test(f));
    return file ? gzipSync(readFileSync(path.join(dir, file)), { level: 9 }).length : 0;
  } catch {
    return 0;
  }
};
if (runs("assets")) facts.push(`| language catalogue (cn / en, gzip, loaded on start) | ${(catalogue("cn") / 1024).toFixed(1)} / ${(catalogue("en") / 1024).toFixed(1)} KB | | |`);
lines.push(...(table.length > 2 ? [...table, ""] : []), ...(facts.length > 2 ? [...facts, ""] : []));
writeFileSync("bench/web-results.md", lines.join("\n"));
console.log(`\n${lines.join("\n")}`);
if (failed) process.exitCode = 1;
