/**
 * Search quality, part of `npm run bench`: the quality table of real queries
 * (tests/search/quality-queries.ts) through house/search's own ranking on the full catalogue,
 * in both languages — success@1 (the meant place first) and success@5, overall and per kind.
 * Written to bench/search-quality-results.md. Target: success@1 ≥ 95%.
 */
import { writeFileSync } from "node:fs";
import { fullCatalogueIndex, runQuality, successAt } from "../tests/search/quality-eval";

const TARGET = 0.95;
const started = performance.now();
const index = fullCatalogueIndex();
const outcomes = runQuality(index);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

const rows: string[][] = [];
const kinds = [...new Set(outcomes.map((o) => o.q.kind))];
for (const kind of [...kinds, "all"]) {
  const of = outcomes.filter((o) => kind === "all" || o.q.kind === kind);
  const by = (lang: string) => of.filter((o) => o.lang === lang);
  rows.push([kind, String(of.length / 2), pct(successAt(by("cn"), 1)), pct(successAt(by("en"), 1)), pct(successAt(of, 1)), pct(successAt(of, 5))]);
}
const s1 = successAt(outcomes, 1);
const s5 = successAt(outcomes, 5);
const misses = outcomes.filter((o) => o.position !== 1);

console.log(`Search quality: ${outcomes.length / 2} queries × 2 languages on the full catalogue`);
console.log(`success@1 ${pct(s1)}  success@5 ${pct(s5)}  (target success@1 ≥ ${pct(TARGET)} ${s1 >= TARGET ? "met" : "missed"})`);
for (const m of misses) console.log(`  miss ${m.lang} ${JSON.stringify(m.q.query)}: want ${m.q.expect}, got ${m.first} (position ${m.position || "-"})`);

writeFileSync(
  "bench/search-quality-results.md",
  [
    "## Search quality (bench/search-quality.ts)",
    "",
    `${outcomes.length / 2} real queries (tests/search/quality-queries.ts) in both languages on the full catalogue, through house/search's ranking; ` +
      `success@1 = the place the student means comes first. Target success@1 ≥ ${pct(TARGET)}: ${s1 >= TARGET ? "✅ met" : "❌ missed"}. (${((performance.now() - started) / 1000).toFixed(1)} s)`,
    "",
    "| kind | queries | success@1 cn | success@1 en | success@1 | success@5 |",
    "|---|---|---|---|---|---|",
    ...rows.map((r) => `| ${r.join(" | ")} |`),
    "",
    misses.length ? `Misses: ${misses.map((m) => `${m.lang} \`${m.q.query}\` → ${m.first}`).join("; ")}` : "No misses.",
    "",
  ].join("\n"),
);
if (s1 < TARGET) process.exitCode = 1;
