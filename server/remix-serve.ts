import { serverHooksOf } from "#core/server-entry";
import type { ServerBuild } from "@remix-run/node";
import { fileURLToPath } from "node:url";
import { withEdge } from "./remix-edge";
import { countInFlight, trustClientAddress } from "./client-address";
import { env } from "#core/env.server";
import { logger } from "#core/log.server";
import { limitHeapGrowth } from "./heap";

/**
 * build/server/index.js: the server build `remix-serve` runs (ADR 019), i.e.
 * `npx remix-serve build/server/index.js`. It is the Remix build (build/server/remix.js) with:
 *
 * - the edge inside (server/remix-edge.ts): language redirects and cookies, security headers,
 *   the Origin check on actions; the CSP nonce is made per document by app/entry.server.tsx;
 * - the client address fixed before remix-serve's express sees the request (client-address.ts);
 * - the database migrated and seeded before the module finishes loading: remix-serve imports
 *   the build before it listens, so the port opens only once the first request can be answered
 *   (top-level await), like server/index.ts;
 * - a stop on SIGTERM/SIGINT: event streams are ended (the entry's `drain`), remix-serve closes
 *   the port, in-flight requests get up to 10 s, then the database and Redis are closed and the
 *   process exits (0, or 1 past 10 s).
 *
 * server/index.ts (the custom server) loads build/server/remix.js itself and keeps its express
 * middleware; both run the same decisions (core/lang.ts, server/security.ts).
 */
const log = logger.child({ server: "remix-serve" });

limitHeapGrowth();
trustClientAddress();
const inFlight = countInFlight();

const raw = (await import(new URL("./remix.js", import.meta.url).href)) as ServerBuild;
const entry = serverHooksOf(raw.entry.module);

try {
  const started = Date.now();
  // A first start's heavy work in a process of its own (api/db/prepare.ts).
  await entry.prepare({ apart: fileURLToPath(new URL("./prepare.js", import.meta.url)) });
  log.info({ seconds: (Date.now() - started) / 1000 }, "database ready");
  const summary = await entry.startupSummary().catch((error: unknown) => log.warn({ error: String(error) }, "start summary unavailable"));
  if (summary) {
    // remix-serve listens on PORT (3000 unset), or on the next free port when that one is taken.
    const port = String(env().PORT);
    log[summary.codesUndelivered ? "warn" : "info"]({ ...summary, port }, `starting: ${entry.describeStartup(summary, port)}`);
  }
} catch (error) {
  // A clear message and a non-zero exit (bad environment, unwritable DATA_DIR, database down).
  log.fatal({ error: error instanceof Error ? error.message : String(error) }, "cannot start");
  process.exit(1);
}

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, "stopping: finishing in-flight requests");
  entry.drain();
  const until = Date.now() + 10_000;
  while (inFlight() > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  const left = inFlight();
  if (left > 0) log.warn({ open: left }, "in-flight requests still open after 10 s: exiting");
  await entry.shutdown().catch(() => undefined);
  log.info("stopped");
  process.exit(left > 0 ? 1 : 0);
}
// Registered before remix-serve's own handlers (which close the port): both run.
process.once("SIGTERM", () => void stop("SIGTERM"));
process.once("SIGINT", () => void stop("SIGINT"));

const build = withEdge(raw);
export const { assets, assetsBuildDirectory, basename, entry: edgeEntry, future, isSpaMode, mode, publicPath, routes } = build;
export { edgeEntry as entry };
