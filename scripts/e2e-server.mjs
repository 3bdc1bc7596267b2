// Starts the production build for Playwright from a private copy of build/, so a rebuild
// running meanwhile (another terminal, another engineer) cannot change files under a test run.
import { cpSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const port = process.env.PORT ?? "3210";
const target = resolve(`.cache/e2e-build-${port}`);
rmSync(target, { recursive: true, force: true });
cpSync(resolve("build"), target, { recursive: true });
await import(pathToFileURL(`${target}/server.js`).href);
