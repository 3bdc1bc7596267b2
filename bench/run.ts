/**
 * `npm run bench`: every benchmark in one run, each printing its figures beside a baseline
 * measured in the same run (ratios and percentiles, not absolute timings), collected into
 * bench/results.md: API p95 and seed time (bench/api.ts); the real-traffic targets — the
 * realistic visitor mix, a cache hit against node:http, signed-in and rendered pages as shares
 * of a bare page in alternating rounds, 300 connections, RSS, restart and first-start times —
 * with JS per route and Lighthouse (bench/web.ts, ADR 031; BENCH_SCENARIOS picks some); RSS
 * after 10,000 requests (bench/rss.ts).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";

const parts: { name: string; script: string; results?: string }[] = [
  { name: "API", script: "bench/api.ts", results: "bench/api-results.md" },
  { name: "Web", script: "bench/web.ts", results: "bench/web-results.md" },
  { name: "Memory", script: "bench/rss.ts", results: "bench/rss-results.md" },
  { name: "Search quality", script: "bench/search-quality.ts", results: "bench/search-quality-results.md" },
];

const sections: string[] = [
  "# Benchmark results",
  "",
  `Run ${new Date().toISOString()} with Node ${process.version} on ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")} at start.`,
  "",
];
let failures = 0;
// BENCH_PARTS=web,memory runs a subset (names as above, lower case).
const only = process.env.BENCH_PARTS?.toLowerCase().split(",");
for (const part of parts.filter((p) => !only || only.includes(p.name.toLowerCase()))) {
  console.log(`\n=== ${part.name} (${part.script})`);
  const run = spawnSync("npx", ["tsx", part.script], { stdio: ["ignore", "pipe", "inherit"], encoding: "utf8" });
  process.stdout.write(run.stdout ?? "");
  if (run.status !== 0) failures += 1;
  if (part.results && existsSync(part.results)) sections.push(readFileSync(part.results, "utf8"));
  else sections.push(`## ${part.name}\n\n\`\`\`\n${(run.stdout ?? "").trim()}\n\`\`\`\n`);
  if (run.status !== 0) sections.push(`(${part.script} reported a missed target or an error: exit ${run.status})\n`);
}
writeFileSync("bench/results.md", sections.join("\n"));
console.log("\nwritten bench/results.md");
if (failures) process.exitCode = 1;
