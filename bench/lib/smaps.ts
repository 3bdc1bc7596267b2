import { readFileSync } from "node:fs";

/**
 * A process's resident memory by kind of mapping (Linux `/proc/<pid>/smaps`): files (the node
 * binary, native addons), glibc's main heap, and anonymous mappings by size — V8's heap pages are
 * small, glibc's thread arenas and large buffers middle-sized, a WebAssembly memory's reservation
 * (PGlite) gigabytes. For telling what RSS is made of, not an exact attribution.
 */
export function smapsSummary(pid: number): string {
  const maps: { size: number; name: string; rss: number }[] = [];
  let current: (typeof maps)[number] | undefined;
  for (const line of readFileSync(`/proc/${pid}/smaps`, "utf8").split("\n")) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      current = { size: (parseInt(head[2], 16) - parseInt(head[1], 16)) / 1024, name: head[3] ?? "", rss: 0 };
      maps.push(current);
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && current) current.rss = Number(rss[1]);
  }
  const kinds = new Map<string, { rss: number; n: number }>();
  for (const m of maps) {
    const kind = m.name.startsWith("/")
      ? `file ${m.name.split("/").pop()}`
      : m.name || (m.size >= 4 * 2 ** 20 ? "anonymous ≥ 4 GB" : m.size >= 32 * 1024 ? "anonymous ≥ 32 MB" : m.size >= 1024 ? "anonymous 1–32 MB" : "anonymous < 1 MB");
    const k = kinds.get(kind) ?? { rss: 0, n: 0 };
    k.rss += m.rss;
    k.n++;
    kinds.set(kind, k);
  }
  return [...kinds]
    .sort((a, b) => b[1].rss - a[1].rss)
    .slice(0, 8)
    .map(([kind, k]) => `${kind} ${(k.rss / 1024).toFixed(0)} MB (${k.n})`)
    .join(", ");
}
