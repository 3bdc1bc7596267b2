import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";

/**
 * The bare Remix v2 reference of `npm run bench`: bench/reference/, a one-route
 * app (a 12-item list from a loader), built here in production mode from the site's own
 * node_modules and served by remix-serve itself — express + compression + the Remix request
 * handler, the stack the design card names.
 */
export const REFERENCE_BUILD = resolve(".cache/bench-reference-build");

export function buildReference(): void {
  const run = spawnSync(process.execPath, [resolve("node_modules/@remix-run/dev/dist/cli.js"), "vite:build"], {
    cwd: resolve("bench/reference"),
    env: { ...process.env, NODE_ENV: "production" },
    encoding: "utf8",
  });
  if (run.status !== 0 || !existsSync(`${REFERENCE_BUILD}/server/index.js`)) {
    throw new Error(`building bench/reference failed: ${run.stderr.slice(-800)}`);
  }
}

export interface ReferenceServer {
  base: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export async function startReference(port: number): Promise<ReferenceServer> {
  const child = spawn(process.execPath, [resolve("node_modules/@remix-run/serve/dist/cli.js"), `${REFERENCE_BUILD}/server/index.js`], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`remix-serve exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error("remix-serve did not start");
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    child,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once("exit", () => done());
        child.kill("SIGTERM");
      }),
  };
}
