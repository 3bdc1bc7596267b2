import { serverHooksOf, type CachedDocument } from "#core/server-entry";
import http from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";
import { languageMiddleware } from "./language";
import { sameOriginActions, securityHeaders, vouchForPeer } from "./security";
import { logger } from "#core/log.server";
import { newNonce } from "#core/nonce.server";
import { metricsEndpoint, requestLogging } from "./observability";
import { env, trustProxy, secureCookies } from "#core/env.server";
import { keptPages } from "./kept-pages";
import { renderQueue, takesRenderPlace } from "./render-queue";
import { limitHeapGrowth } from "./heap";
import { defaultRenderWorkers, renderWorkers } from "./render-workers";
import { admission } from "./admission";

/**
 * The Node server: remix-serve plus what production needs and remix-serve cannot do
 * (docs/decisions/004-custom-server.md): the language redirects before routing, security
 * headers on every response, the CSP nonce, the database prepared before listening, and a
 * graceful stop on SIGTERM.
 */
// Only `npm run dev` is development; build/server.js sets production before anything loads
// (scripts/build-server.mjs), whatever the environment held.
const dev = env().NODE_ENV === "development";
const here = path.dirname(fileURLToPath(import.meta.url));
const buildDir = dev ? path.resolve(here, "../build") : here;

limitHeapGrowth();

let stopping = false;

/** The pages (/cn/…, /en/…, their .data requests): what Remix renders. */
const pagePath = /^\/(cn|en)(\/|$)/;
/**
 * Renders at once (server/render-queue.ts): their loaders, the in-process API and PGlite all run
 * on the one JavaScript thread (and their React renders on the one render worker, ADR 041), so
 * more at once only interleave; a few keep the threads busy while one waits on the database.
 */
const RENDER_CONCURRENCY = 4;

/** The request as the app's page cache reads it. */
const documentRequest = (req: express.Request) => {
  const host = req.get("x-forwarded-host") ?? req.get("host");
  return { method: req.method, url: `${req.protocol}://${host}${req.originalUrl}`, header: (name: string) => req.get(name) };
};

/** A kept document (app/lib/page-cache.server.ts) as the answer. */
function sendKept(req: express.Request, res: express.Response, hit: CachedDocument) {
  res.status(hit.status);
  for (const [name, value] of hit.headers) res.append(name, value);
  res.end(req.method === "HEAD" ? undefined : hit.body);
}

/** The Cookie header without the session (`user`): the request as a visitor's. */
const withoutSession = (cookie: string | undefined) =>
  (cookie ?? "")
    .split(";")
    .filter((part) => part.trim() && !/^\s*user=/.test(part))
    .join(";")
    .trim() || undefined;

async function main() {
  const vite = dev
    ? await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }))
    : undefined;
  const loadBuild = async (): Promise<ServerBuild> =>
    vite
      ? ((await vite.ssrLoadModule("virtual:remix/server-build")) as ServerBuild)
      : // The Remix build itself; build/server/index.js is the same with the edge inside, for remix-serve (ADR 019).
        ((await import(path.join(buildDir, "server/remix.js"))) as ServerBuild);

  const build = await loadBuild();
  const entry = serverHooksOf(build.entry.module);
  const started = Date.now();
  // Production only: a first start's heavy work in a process of its own (api/db/prepare.ts).
  await entry.prepare({ apart: vite ? undefined : path.join(buildDir, "server/prepare.js") });
  logger.info({ seconds: (Date.now() - started) / 1000 }, "database ready");

  const app = express();
  app.disable("x-powered-by");
  // Forwarded headers (client IP, https, host) are believed only behind a declared proxy:
  // never from a loopback peer by default, or anyone on this machine could pose as anyone.
  app.set("trust proxy", trustProxy() ? 1 : false);
  app.use(requestLogging());
  // `GET //host…` is not a URL Remix can build (it threw a 500 with a stack trace): send the
  // browser to the same path with one leading slash — still on this site, never another host.
  app.use((req, res, next) => {
    if (!/^\/[/\\]/.test(req.url)) return next();
    res.setHeader("Cache-Control", "no-store");
    res.redirect(301, `/${req.url.replace(/^[/\\]+/, "")}`);
  });
  app.use(securityHeaders());
  app.get("/healthz", (_req, res) => res.type("text/plain").send("ok"));
  app.get("/readyz", async (_req, res) => {
    const state = stopping ? { ok: false, reason: "stopping" } : (await entry.ready());
    res.status(state.ok ? 200 : 503).json(state);
  });
  app.get("/metrics", metricsEndpoint());

  // Vite's own paths (/@vite/…, /app/…) must not meet the language redirects.
  if (vite) app.use(compression(), vite.middlewares);
  app.use(languageMiddleware(secureCookies()));
  // The app and the in-process API learn the client from this server only, in a header keyed
  // with a per-process secret (core/client-ip.server.ts): whatever a client sent under that
  // name is replaced; X-Forwarded-For is left as sent and believed only with TRUST_PROXY=1.
  app.use(vouchForPeer());
  // Visitors' documents kept by the app (app/lib/page-cache.server.ts, ADR 012) are answered
  // here, with a fresh nonce and already gzipped, without static-file lookups, compression or
  // Remix; a miss carries its key to the render.
  const lookupDocument = dev ? undefined : entry.lookupDocument;
  app.use((req, res, next) => {
    const nonce = newNonce();
    res.locals.cspNonce = nonce;
    if (!lookupDocument || (req.method !== "GET" && req.method !== "HEAD")) return next();
    lookupDocument(documentRequest(req), nonce).then(
      (found) => {
        if (!found.hit) {
          res.locals.documentKey = found.key;
          // A signed-in student's own page, kept under their own version once rendered (ADR 036).
          if (found.own) res.locals.ownPage = true;
          if (found.student) {
            // A signed-in student's page not kept yet: rendered as a visitor's (kept for everyone),
            // then made the student's by the app (page-cache.server.ts, ADR 033).
            res.locals.studentCookie = req.headers.cookie;
            req.headers.cookie = withoutSession(req.headers.cookie);
          }
          return next();
        }
        sendKept(req, res, found.hit);
      },
      () => next(),
    );
  });
  if (!vite) {
    // Files and API answers; rendered documents arrive already compressed by the app
    // (app/lib/document-encoding.server.ts), which this leaves alone.
    app.use(compression());
    // Fingerprinted assets never change: cache them for a year. Pages (/cn/…, /en/…) are no files.
    const files = express.static(path.join(buildDir, "client"), { maxAge: "1h" });
    app.use("/assets", express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y" }));
    app.use((req, res, next) => (pagePath.test(req.path) ? next() : files(req, res, next)));
  }
  // Pages' React renders on threads of their own (server/render-workers.ts, ADR 041); in
  // development Vite's build lives in this thread only.
  const workerCount = vite ? 0 : (env().RENDER_WORKERS ?? defaultRenderWorkers());
  const workers =
    workerCount > 0 ? renderWorkers(path.join(buildDir, "render-worker.js"), workerCount, pathToFileURL(path.join(buildDir, "server/remix.js")).href) : undefined;
  const renderAway = workers?.render;

  // Pages are rendered a few at a time, in the order they came (server/render-queue.ts, ADR 035);
  // a visitor's page kept by another render while this request waited is answered from the cache.
  const answerKept = dev ? undefined : entry.answerKept;
  const visitorsMiss = (res: express.Response) => res.locals.documentKey !== undefined && res.locals.studentCookie === undefined;
  const renders = renderQueue<express.Request, express.Response>({
    concurrency: RENDER_CONCURRENCY,
    ready(req, res) {
      if (!answerKept || !visitorsMiss(res)) return false;
      const hit = answerKept(documentRequest(req), res.locals.cspNonce as string);
      if (hit) sendKept(req, res, hit);
      return !!hit;
    },
    // Visitors and students asking for the same page wait for the first one's render
    // (page-cache.server.ts): when that one is dropped, they go on (a student's too, or they would
    // wait out the safety net's 20 s).
    dropped: (_req, res) => {
      if (res.locals.documentKey !== undefined) entry.settleDocument(res.locals.documentKey as string);
    },
  });
  // A document's render frees its place once the document is made (entry.server.tsx calls
  // `renderDone`); anything else (a data request, an action, a redirect) when its answer is written.
  app.use((req, res, next) =>
    takesRenderPlace(req.method, req.path, req.headers.accept)
      ? renders.enter(req, res, (done) => {
          res.locals.renderDone = done;
          next();
        })
      : next(),
  );
  // Cross-site posts to Remix actions are refused before they run (server/security.ts).
  app.use(sameOriginActions());
  app.all(
    "*",
    createRequestHandler({
      build: vite ? loadBuild : build,
      mode: dev ? "development" : "production",
      getLoadContext: (_req, res) => ({
        cspNonce: res.locals.cspNonce as string,
        documentKey: res.locals.documentKey as string | undefined,
        studentCookie: res.locals.studentCookie as string | undefined,
        ownPage: res.locals.ownPage === true,
        renderDone: res.locals.renderDone as (() => void) | undefined,
        renderAway,
      }),
    }),
  );

  const { PORT: port, HOST: host } = env();
  // A kept visitor's page is answered before express (server/kept-pages.ts, ADR 031); the rest,
  // misses included, goes through the chain above.
  const hit = dev ? undefined : keptPages(entry.answerKept, { trustProxy: trustProxy(), secureCookies: secureCookies() });
  // Requests are started one per turn of the event loop, so that connections keep being accepted
  // under load (server/admission.ts, ADR 042).
  const line = admission((req, res) => {
    if (!hit?.(req, res)) app(req, res);
  });
  const server = http.createServer(line.admit);
  server.listen(port, host, () => logger.info({ port }, `listening on http://localhost:${port}`));
  // What ops need to know: data mode, where codes go, the port, the catalogue size.
  const summary = await entry.startupSummary().catch((error: unknown) => logger.warn({ error: String(error) }, "start summary unavailable"));
  if (summary) logger[summary.codesUndelivered ? "warn" : "info"]({ ...summary, port }, `starting: ${entry.describeStartup(summary, port)}`);

  // SIGTERM/SIGINT: stop accepting (the port closes at once), let in-flight requests finish
  // for up to 10 s, then close the database and Redis and exit 0; past 10 s, exit 1.
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "stopping: finishing in-flight requests");
    const force = setTimeout(() => {
      logger.warn("in-flight requests still open after 10 s: exiting");
      process.exit(1);
    }, 10_000);
    force.unref();
    // Event streams never finish by themselves: end them now (the browsers reconnect to
    // another instance), then wait for the other requests.
    entry.drain();
    server.close(async () => {
      clearInterval(sweep);
      await workers?.close();
      await entry.shutdown().catch(() => undefined);
      await vite?.close();
      logger.info("stopped");
      process.exit(0);
    });
    // Keep-alive connections go as soon as they are idle (their request answered).
    server.closeIdleConnections();
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
}

main().catch((error: unknown) => {
  // A clear message and a non-zero exit (bad environment, unwritable DATA_DIR, database down).
  logger.fatal({ error: error instanceof Error ? error.message : String(error) }, "cannot start");
  process.exit(1);
});
