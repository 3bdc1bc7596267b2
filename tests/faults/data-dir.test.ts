import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync, unlinkSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { privateBuild, skipNote, startServer, type RunningServer } from "../helpers/system";

/**
 * DATA_DIR faults at start. DATA_DIR is a small tmpfs of its own (root only:
 * `mount -t tmpfs`), so it can be made truly read-only (remount ro) and truly full (a filler
 * file up to ENOSPC) without touching the rest of the machine. First a normal start creates the
 * embedded database and the generated secrets there; then a start on the read-only and on the
 * full volume must exit non-zero within seconds with one clear message naming DATA_DIR, and
 * leave every file as it was; once the volume is writable again the server starts on the same
 * data (same secrets, same database) and answers.
 */
const SUITE = "faults: read-only or full DATA_DIR at start";

function tryMount(dir: string): string | null {
  if (process.getuid?.() !== 0) return "not root (mounting a tmpfs needs root)";
  const r = spawnSync("mount", ["-t", "tmpfs", "-o", "size=160m", "tmpfs", dir], { encoding: "utf8" });
  return r.status === 0 ? null : `cannot mount a tmpfs here (${(r.stderr || "").trim()})`;
}

const mountPoint = mkdtempSync(join(tmpdir(), "datadir-fault-"));
const why = !existsSync("build/server.js") ? "no build/ (run npm run build first)" : tryMount(mountPoint);
if (why) {
  rmSync(mountPoint, { recursive: true, force: true });
  skipNote(SUITE, why);
}

/** Every file under dir (but the filler): path → size and content hash. */
function snapshot(dir: string, skip = ""): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (p === skip) continue;
      if (e.isDirectory()) walk(p);
      else if (e.isFile()) out[relative(dir, p)] = `${statSync(p).size}:${createHash("sha256").update(readFileSync(p)).digest("hex")}`;
    }
  };
  walk(dir);
  return out;
}

const remount = (mode: "ro" | "rw") => {
  const r = spawnSync("mount", ["-o", `remount,${mode}`, mountPoint], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`remount ${mode}: ${r.stderr}`);
};

/** Fills the volume: a file grown until the disk says ENOSPC. */
function fill(path: string): number {
  const fd = openSync(path, "w");
  const chunk = Buffer.alloc(1024 * 1024, 1);
  let bytes = 0;
  try {
    for (;;) bytes += writeSync(fd, chunk);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOSPC") throw err;
  } finally {
    closeSync(fd);
  }
  // The last partial megabyte: fill to the last byte.
  const fd2 = openSync(path, "a");
  try {
    for (;;) bytes += writeSync(fd2, Buffer.alloc(4096, 1));
  } catch {
    // full
  } finally {
    closeSync(fd2);
  }
  return bytes;
}

describe.skipIf(!!why)(SUITE, () => {
  let build: { dir: string; remove: () => void };
  let server: RunningServer | undefined;
  const env = { DATA_DIR: mountPoint, OUTBOX: "0" }; // no DATABASE_URL: embedded PGlite in DATA_DIR

  beforeAll(() => {
    build = privateBuild("datadir")!;
  });

  afterAll(async () => {
    await server?.stop();
    spawnSync("mount", ["-o", "remount,rw", mountPoint]);
    spawnSync("umount", [mountPoint]);
    rmSync(mountPoint, { recursive: true, force: true });
    build?.remove();
  });

  async function refusedStart(): Promise<{ code: number | null; seconds: number; output: string }> {
    const started = Date.now();
    const s = await startServer({ build: build.dir, env, wait: false });
    const kill = setTimeout(() => s.child.kill("SIGKILL"), 30_000);
    const code = await s.exited;
    clearTimeout(kill);
    return { code, seconds: (Date.now() - started) / 1000, output: s.output() };
  }

  it("exits with a clear message on a read-only or full DATA_DIR, changes nothing, and starts again on the same data", async () => {
    // 1. A normal start creates the database and the generated secrets.
    server = await startServer({ build: build.dir, env, timeoutMs: 180_000 });
    expect((await fetch(`${server.base}/readyz`)).status).toBe(200);
    expect((await fetch(`${server.base}/en/`)).status).toBe(200); // signs API calls: generates the secrets
    expect(await server.stop()).toBe(0);
    server = undefined;
    const before = snapshot(mountPoint);
    expect(Object.keys(before)).toContain("secrets.json");
    expect(Object.keys(before).some((p) => p.startsWith("pglite/"))).toBe(true);

    // 2. Read-only volume.
    remount("ro");
    const ro = await refusedStart();
    remount("rw");
    expect(ro.code).not.toBe(0);
    expect(ro.seconds).toBeLessThan(20);
    expect(ro.output).toContain(`DATA_DIR ${mountPoint} is not writable (it is on a read-only file system)`);
    expect(snapshot(mountPoint)).toEqual(before);

    // 3. Full volume.
    const filler = join(mountPoint, "filler.bin");
    const filled = fill(filler);
    const full = await refusedStart();
    expect(full.code).not.toBe(0);
    expect(full.seconds).toBeLessThan(20);
    expect(full.output).toContain(`DATA_DIR ${mountPoint} is not writable (the disk is full)`);
    expect(snapshot(mountPoint, filler)).toEqual(before);
    unlinkSync(filler);

    // 4. Writable again: the same data serves (same secrets, same database, no re-seed).
    server = await startServer({ build: build.dir, env, timeoutMs: 180_000 });
    expect((await fetch(`${server.base}/readyz`)).status).toBe(200);
    expect((await fetch(`${server.base}/en/`)).status).toBe(200);
    expect(snapshot(mountPoint)["secrets.json"]).toBe(before["secrets.json"]);
    expect(server.output()).not.toMatch(/Seeding the/); // the first start's database, not a new one
    console.log(
      `data dir: read-only start exited ${ro.code} in ${ro.seconds.toFixed(1)} s, full start (${(filled / 1048576).toFixed(0)} MB filler) exited ${full.code} in ${full.seconds.toFixed(1)} s, ${Object.keys(before).length} files unchanged`,
    );
  });
});
