import { catalogueStamp as apiCatalogueStamp, handleApi, prepareDatabase, closeDatabase } from "../api";
import { checkReady } from "../api/health";
import { env } from "./lib/env.server";
import { closeRedis, connectRedis, redisEnabled } from "./lib/redis.server";
/** The dev outbox (DESIGN.md §4), read by /dev/outbox. */
export { listOutbox } from "../api/services/outbox";

/**
 * The one place the web tier touches api/ (DESIGN.md §2). With API_BASE_URL unset, a signed
 * request is handed straight to the API's fetch handler in this process (no socket); with it
 * set, the same request goes over HTTP to that host.
 */
export async function transport(path: string, init: RequestInit): Promise<Response> {
  const base = env().API_BASE_URL;
  if (base) return fetch(new URL(path, base), init);
  return handleApi(new Request(new URL(path, "http://in-process"), init));
}

/** Mounted by the resource routes that serve the API to the outside (mobile app, mini-program). */
export { handleApi };

/** Called by the server before it listens: migrations and the first seed. */
export async function prepare() {
  if (!env().API_BASE_URL) await prepareDatabase();
  if (redisEnabled() && !(await connectRedis())) {
    console.error(JSON.stringify({ level: "warn", msg: "REDIS_URL not reachable at start: code sends are refused until it answers" }));
  }
}

/** After the last in-flight request: close the database (pool or PGlite) and the Redis connection. */
export async function shutdown() {
  await Promise.allSettled([closeDatabase(), closeRedis()]);
}

/** Readiness for /readyz: the database reachable and migrated (or the remote API answering). */
export async function ready(): Promise<{ ok: boolean; reason?: string }> {
  if (env().API_BASE_URL) return { ok: true };
  return checkReady();
}

/** The file behind a catalogue photo key (`seed/07.jpg`), or null: read by the image route. */
export { photoFile as photoSourceFile } from "../api";

/** The stored bytes of an upload key (`uploads/2025/09/x.png`), from the disk or S3 (ADR 011), or null. */
export { uploadedImage } from "../api";

/**
 * The stamp under which answers derived from the catalogue may be kept (catalogue version,
 * answer generation, UTC day: api/services/catalogue-snapshot.ts); undefined with a remote API
 * (its version is not known here) or before the catalogue is loaded.
 */
export function catalogueStamp(): string | undefined {
  return env().API_BASE_URL ? undefined : apiCatalogueStamp();
}
