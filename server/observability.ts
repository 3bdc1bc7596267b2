import { randomUUID } from "node:crypto";
import type { Request as ExpressRequest, RequestHandler } from "express";
import client from "prom-client";
import { env } from "#core/env.server";
import { logger } from "#core/log.server";
import { onApiCall, requestContextStorage, type RequestContext } from "#core/request-context.server";
import { arrivedAt } from "./admission";

/**
 * Structured logs and metrics. One JSON line per request: request id, method, path (never the
 * query string: it can carry codes or tokens), status and latency. Prometheus metrics at
 * /metrics, behind METRICS_TOKEN.
 */
const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });

const httpDuration = new client.Histogram({
  name: "http_request_duration_seconds",
  help: "HTTP requests by route and status",
  labelNames: ["method", "route", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});
const apiDuration = new client.Histogram({
  name: "api_call_duration_seconds",
  help: "Signed API calls made by the web tier, by path and envelope code",
  labelNames: ["path", "code"] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
  registers: [registry],
});
onApiCall((path, ms, code) => apiDuration.observe({ path, code: String(code) }, ms / 1000));

/** The label for a request: the Remix route id when Remix matched one, else a path family. */
function routeLabel(req: ExpressRequest, ctx: RequestContext): string {
  if (ctx.routeId) return ctx.routeId;
  const p = req.path;
  if (p.startsWith("/assets/")) return "static:assets";
  const api = p.match(/^\/(rest|jcommon|feedback)\//);
  if (api) return `api:${p.replace(/\/\d+(?=\/|$)/g, "/:id")}`;
  if (/^\/(healthz|readyz|metrics)$/.test(p)) return p;
  return "other";
}

/** The request's id: the caller's X-Request-Id when it is a plain token, else a new one. */
export const requestIdOf = (incoming: string | undefined) => (incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID());

/** One answered request: its histogram sample and its log line (none for assets and /healthz). */
export function recordRequest(id: string, method: string, path: string, route: string, status: number, ms: number): void {
  httpDuration.observe({ method, route, status: String(status) }, ms / 1000);
  if (route === "static:assets" || path === "/healthz") return;
  logger.info({ reqId: id, method, path, route, status, ms: Math.round(ms * 10) / 10 }, "request");
}

export function requestLogging(): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get("x-request-id");
    const ctx: RequestContext = {
      id: requestIdOf(incoming),
      // From when the request was read: its wait in the admission line counts (server/admission.ts).
      startedAt: arrivedAt(req) ?? performance.now(),
      apiMs: 0,
      apiCalls: 0,
    };
    res.setHeader("X-Request-Id", ctx.id);
    res.on("finish", () => {
      const ms = performance.now() - ctx.startedAt;
      const route = routeLabel(req, ctx);
      recordRequest(ctx.id, req.method, req.path, route, res.statusCode, ms);
    });
    requestContextStorage.run(ctx, () => next());
  };
}

export function metricsEndpoint(): RequestHandler {
  return async (req, res) => {
    const token = env().METRICS_TOKEN;
    if (!token) return res.status(404).type("text/plain").send("Not Found");
    if (req.get("authorization") !== `Bearer ${token}`) return res.status(401).type("text/plain").send("Unauthorized");
    res.type(registry.contentType).send(await registry.metrics());
  };
}
