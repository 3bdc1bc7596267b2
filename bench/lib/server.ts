import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { resolve } from "node:path";

/**
 * The production build started for a benchmark: from a private copy of build/ (a rebuild
 * elsewhere cannot change files under the run), on the full catalogue kept in
 * BENCH_WEB_DATA_DIR (seeded by the first run, reused after).
 */
export const BENCH_DATA_DIR = resolve(process.env.BENCH_WEB_DATA_DIR ?? ".cache/bench-web-data");

export interface BenchServer {
  base: string;
  /** The private copy of build/ the server runs from (its client assets, for size figures). */
  buildDir: string;
  child: ChildProcess;
  /** Seconds from the spawn to the first /healthz answer (migrations, seed, catalogue in memory). */
  readySeconds: number;
  /** Resident set size of the server process, in MB (Linux /proc). */
  rssMb(): number;
  stop(): Promise<void>;
}

export interface BenchServerOptions {
  /** The build to copy and run (default build/). */
  from?: string;
  /** Extra arguments for node (e.g. --inspect=127.0.0.1:PORT for a CPU profile). */
  nodeArgs?: string[];
  /** The data folder (default BENCH_DATA_DIR): an empty one times a newcomer's first start. */
  dataDir?: string;
}

/**
 * Node's flags as `npm start`, `npm run serve` and the Dockerfile start the server: V8's young
 * generation at 16 MiB semi-spaces, Node 20's size (Node 24 sizes it by the heap limit, 64 MiB
 * here, and the in-process API's answers then ran into long full collections: ADR 012).
 */
export const SERVER_NODE_ARGS = ["--max-semi-space-size=16"];
/** And the environment they set: glibc's allocator at two arenas (ADR 045). */
export const SERVER_PROCESS_ENV = { MALLOC_ARENA_MAX: "2" };

export async function startBenchServer(port: number, extraEnv: Record<string, string> = {}, options: BenchServerOptions = {}): Promise<BenchServer> {
  const from = options.from ?? "build";
  if (!existsSync(`${from}/server.js`)) throw new Error("Run `npm run build` first.");
  const build = resolve(`.cache/bench-build-${port}`);
  rmSync(build, { recursive: true, force: true });
  cpSync(from, build, { recursive: true });
  const dataDir = options.dataDir ?? BENCH_DATA_DIR;
  mkdirSync(dataDir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...SERVER_PROCESS_ENV,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SEED_SCALE: "full",
    INSECURE_COOKIES: "1",
    LOG_LEVEL: "warn",
    OUTBOX: "0",
    // Production refuses to start without the public origin links in e-mails are built from.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  // As `npm start` runs it: the server must choose production mode itself.
  if (!("NODE_ENV" in extraEnv)) Reflect.deleteProperty(env, "NODE_ENV");
  const spawned = performance.now();
  // BENCH_NODE_ARGS: flags to try on the measured server (e.g. `--heap-growing-percent=0`).
  const tried = process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, ...tried, ...(options.nodeArgs ?? []), `${build}/server.js`], { env, stdio: ["ignore", "inherit", "inherit"] });
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 20 * 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet: migrations and the first full seed run before the port opens
    }
    if (Date.now() > until) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    base,
    buildDir: build,
    readySeconds: (performance.now() - spawned) / 1000,
    child,
    rssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
      return kb / 1024;
    },
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once("exit", () => done());
        child.kill("SIGTERM");
      }),
  };
}

/** Read the secrets the server generated into its data folder, to sign API calls. */
export function benchSecrets(): { sign: string; commonSign: string } {
  return JSON.parse(readFileSync(resolve(BENCH_DATA_DIR, "secrets.json"), "utf8")) as { sign: string; commonSign: string };
}
