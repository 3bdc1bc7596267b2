import { writeFileSync } from "node:fs";
import { inspectorSession } from "./inspector";

/**
 * A V8 CPU profile of a running server, taken through its inspector (`node --inspect=host:port`)
 * while a load runs, and a summary of where the time went: the top functions by self time and
 * a few roll-ups by package (react-dom, @remix-run/router, PGlite's wasm, i18next, GC …).
 */
interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

export async function profileWhile<T>(inspectPort: number, work: () => Promise<T>, outFile?: string): Promise<{ result: T; profile: Profile }> {
  const { send, close } = await inspectorSession(inspectPort);
  await send("Profiler.enable");
  await send("Profiler.setSamplingInterval", { interval: 200 });
  await send("Profiler.start");
  const result = await work();
  const { profile } = (await send("Profiler.stop")) as { profile: Profile };
  close();
  if (outFile) writeFileSync(outFile, JSON.stringify(profile));
  return { result, profile };
}

const GROUPS: [string, RegExp][] = [
  ["(garbage collector)", /^\(garbage collector\)$/],
  ["(idle)", /^\(idle\)$/],
  ["(program)", /^\(program\)$/],
  ["PGlite (wasm)", /pglite|wasm:\/\//],
  ["react-dom server", /react-dom/],
  ["@remix-run/router", /@remix-run\/router/],
  ["@remix-run/server-runtime", /@remix-run\/server-runtime/],
  ["@remix-run/react", /@remix-run\/react/],
  ["turbo-stream", /turbo-stream/],
  ["i18next", /i18next/],
  ["express / compression / zlib", /node_modules\/(express|compression|body-parser|finalhandler|send|serve-static|router)\/|node:zlib|zlib/],
  ["hono / zod (API)", /node_modules\/(hono|zod)\//],
  ["node internals", /^node:/],
  ["app + API code (build/server)", /build\/server\/|bench-build|e2e-build|\/build\//],
];

/** Self time per function and per group, in % of the samples (idle excluded from the total). */
export function summarise(profile: Profile, top = 25): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((s, i) => self.set(s, (self.get(s) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const fn = new Map<string, number>();
  const group = new Map<string, number>();
  let total = 0;
  for (const [nodeId, us] of self) {
    const n = byId.get(nodeId)!;
    const name = n.callFrame.functionName || "(anonymous)";
    if (name === "(idle)") continue;
    total += us;
    const url = n.callFrame.url.replace(/^file:\/\//, "").replace(/.*node_modules\//, "");
    const key = `${name}  ${url.split("/").slice(-2).join("/")}:${n.callFrame.lineNumber + 1}`;
    fn.set(key, (fn.get(key) ?? 0) + us);
    const g = GROUPS.find(([, re]) => re.test(name) || re.test(n.callFrame.url))?.[0] ?? "other";
    group.set(g, (group.get(g) ?? 0) + us);
  }
  const pct = (us: number) => `${((us / total) * 100).toFixed(1)}%`;
  const lines = ["Self time by package:"];
  for (const [g, us] of [...group].sort((a, b) => b[1] - a[1])) lines.push(`  ${pct(us).padStart(6)}  ${g}`);
  lines.push(`Top ${top} functions by self time:`);
  for (const [k, us] of [...fn].sort((a, b) => b[1] - a[1]).slice(0, top)) lines.push(`  ${pct(us).padStart(6)}  ${k}`);
  return lines.join("\n");
}
