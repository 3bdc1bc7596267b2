/**
 * `npx tsx bench/paired.ts [kind]`: two production servers side by side, A and B, measured in
 * alternating rounds: the before/after figure of a change, or of a Node flag, in the same hour.
 *
 * Why a tool of its own: on this 2-core VM the speed of a run moves by 20–30% within minutes, so
 * two `npm run bench` runs an hour apart do not compare. Here both servers are up at once (on
 * copies of one seeded data folder; the idle one costs no CPU) and take turns: A B, B A, A B, …,
 * so that each is measured as often first as second in a pair. The same build against itself
 * (A/A) read 0.89–1.12 per round and 1.016 over ten rounds: read the geometric mean over many
 * rounds, never one round (docs/decisions/047-paired-runs.md).
 *
 * kind: `mix` (the realistic visitor mix, page cache on, Zipf as `npm run bench`), `hit` (`/cn/`
 * from the page cache, over and over), or one kind of rendered page with the page cache off:
 * `home`, `city`, `school`, `apartment`, `room`.
 * Env: PAIRED_A, PAIRED_B (build folders, default build/ for both: an older copy of build/ is
 * "before"), PAIRED_A_ARGS, PAIRED_B_ARGS (Node flags, space-separated), PAIRED_ROUNDS (10),
 * PAIRED_SECONDS (6), PAIRED_WARMUP_SECONDS (6; 15 for the mix), BENCH_WEB_DATA_DIR (the seeded
 * folder; B runs on a copy made next to it).
 */
import { cpSync, existsSync, rmSync } from "node:fs";
import { buildMix, cycle, zipfSampler, type PageKind } from "./lib/mix";
import { load, median } from "./lib/measure";
import { benchSecrets, BENCH_DATA_DIR, startBenchServer, type BenchServer } from "./lib/server";

const kind = process.argv[2] ?? "apartment";
const ROUNDS = Number(process.env.PAIRED_ROUNDS ?? 10);
const SECONDS = Number(process.env.PAIRED_SECONDS ?? 6);
const WARMUP = Number(process.env.PAIRED_WARMUP_SECONDS ?? (kind === "mix" ? 15 : 6));
const cacheOn = kind === "mix" || kind === "hit";
const args = (v: string | undefined) => (v ?? "").split(" ").filter(Boolean);

if (!existsSync(`${BENCH_DATA_DIR}/secrets.json`)) throw new Error(`Seed ${BENCH_DATA_DIR} first (one \`npm run bench\`, or BENCH_WEB_DATA_DIR=<a seeded folder>).`);
const copy = `${BENCH_DATA_DIR}-paired`;
rmSync(copy, { recursive: true, force: true });
cpSync(BENCH_DATA_DIR, copy, { recursive: true });

const env = { OUTBOX: "1", OUTBOX_KEY: "paired-outbox-key-0123456789", ...(cacheOn ? {} : { PAGE_CACHE_MB: "0" }) };
const servers: BenchServer[] = [];
try {
  const a = await startBenchServer(4070, env, { from: process.env.PAIRED_A ?? "build", nodeArgs: args(process.env.PAIRED_A_ARGS) });
  servers.push(a);
  const b = await startBenchServer(4080, env, { from: process.env.PAIRED_B ?? "build", nodeArgs: args(process.env.PAIRED_B_ARGS), dataDir: copy });
  servers.push(b);
  for (const s of servers) await (await fetch(`${s.base}/cn/`)).arrayBuffer(); // the server writes its secrets when first needed
  const mix = kind === "hit" ? undefined : await buildMix(a.base, benchSecrets(), kind === "mix" ? {} : { roomApartments: 100, rooms: 500 });
  const paths = !mix ? ["/cn/"] : kind === "mix" ? mix.paths : mix.byKind[kind as PageKind];
  if (!paths?.length) throw new Error(`no pages of kind "${kind}" (mix, hit, ${Object.keys(mix?.byKind ?? {}).join(", ")})`);
  // Each server its own sequence, the same one: the two answer the same pages in the same order.
  const next = new Map(servers.map((s) => [s, kind === "mix" ? zipfSampler(paths, 7) : cycle(paths)]));
  const measure = (s: BenchServer, seconds: number) => load(s.base, { seconds, connections: 20, next: next.get(s)!, pid: s.child.pid });
  for (const s of servers) await measure(s, WARMUP);

  const rps = new Map<BenchServer, number[]>(servers.map((s) => [s, []]));
  const cpu = new Map<BenchServer, number[]>(servers.map((s) => [s, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const s of round % 2 ? [b, a] : [a, b]) {
      const m = await measure(s, SECONDS);
      rps.get(s)!.push(m.rps);
      if (m.cpuMs !== undefined) cpu.get(s)!.push(m.cpuMs);
    }
    console.log(`round ${round + 1} (${round % 2 ? "B first" : "A first"}): A ${rps.get(a)![round].toFixed(0)} req/s, B ${rps.get(b)![round].toFixed(0)} req/s, B/A ${(rps.get(b)![round] / rps.get(a)![round]).toFixed(2)}`);
  }
  const ratios = rps.get(a)!.map((x, i) => rps.get(b)![i] / x);
  const geomean = Math.exp(ratios.reduce((sum, r) => sum + Math.log(r), 0) / ratios.length);
  console.log(`\n${kind}: B/A ${geomean.toFixed(3)} (geometric mean of ${ROUNDS} rounds; per round ${ratios.map((r) => r.toFixed(2)).join(" ")})`);
  console.log(`CPU per request (median): A ${median(cpu.get(a)!).toFixed(2)} ms, B ${median(cpu.get(b)!).toFixed(2)} ms; RSS now: A ${a.rssMb().toFixed(0)} MB, B ${b.rssMb().toFixed(0)} MB`);
  console.log(`A: ${process.env.PAIRED_A ?? "build"} ${process.env.PAIRED_A_ARGS ?? ""} · B: ${process.env.PAIRED_B ?? "build"} ${process.env.PAIRED_B_ARGS ?? ""}`);
} finally {
  for (const s of servers) await s.stop();
  rmSync(copy, { recursive: true, force: true });
}
