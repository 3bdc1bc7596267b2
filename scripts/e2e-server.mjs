// Starts the production build for Playwright from a private copy of build/, so a rebuild
// running meanwhile (another terminal, another engineer) cannot change files under a test run.
// E2E_SERVER=remix-serve runs the same build under `remix-serve build/server/index.js` (ADR 019)
// on Node 24 instead of the custom server.
import { execFileSync, spawn } from "node:child_process";
import { cpSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const port = process.env.PORT ?? "3210";
if (process.env.E2E_SERVER === "remix-serve") {
  // remix-serve serves build/client relative to its working folder: a folder of its own.
  const dir = resolve(`.cache/e2e-remix-serve-${port}`);
  rmSync(dir, { recursive: true, force: true });
  cpSync(resolve("build"), `${dir}/build`, { recursive: true });
  symlinkSync(resolve("node_modules"), `${dir}/node_modules`, "dir");
  mkdirSync(`${dir}/api/db`, { recursive: true });
  symlinkSync(resolve("api/db/migrations"), `${dir}/api/db/migrations`, "dir");
  const node = execFileSync("bash", ["scripts/ensure-node24.sh"], { encoding: "utf8" }).trim().split("\n").pop();
  const child = spawn(node, [`${dir}/node_modules/@remix-run/serve/dist/cli.js`, "build/server/index.js"], { cwd: dir, stdio: "inherit", env: { ...process.env, DATA_DIR: resolve(process.env.DATA_DIR ?? "data") } });
  for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code) => process.exit(code ?? 1));
} else {
  const target = resolve(`.cache/e2e-build-${port}`);
  rmSync(target, { recursive: true, force: true });
  cpSync(resolve("build"), target, { recursive: true });
  await import(pathToFileURL(`${target}/server.js`).href);
}
