import {
  catalogueStamp as apiCatalogueStamp,
  checkReady,
  closeDatabase,
  handleApi,
  prepareDatabase,
  startGiftSweep,
  startRateRefresh,
  stopGiftSweep,
  stopRateRefresh,
} from "../api";
import { env, outboxEnabled } from "#core/env.server";
import { closeRedis, connectRedis, redisEnabled } from "#core/redis.server";
import { logger } from "#core/log.server";
/** The dev outbox, read by /dev/outbox. */
export { listOutbox } from "../api";

/**
 * The one place the web tier touches api/. With API_BASE_URL unset, a signed
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

let preparing: Promise<void> | undefined;

/**
 * Migrations and the first seed, once per process however often it is called: by server/index.ts
 * before it listens, and by the remix-serve entry (build/server/index.js) before the build is
 * handed over, so the first request finds the database ready under either server. Then the
 * daily exchange-rate refresh starts (the stored rates answer meanwhile), and the gift sweep
 * (gifts whose claim day came or passed; notices not yet sent).
 */
export function prepare(): Promise<void> {
  preparing ??= (async () => {
    if (!env().API_BASE_URL) {
      await prepareDatabase();
      startRateRefresh();
      startGiftSweep();
    }
    if (outboxEnabled()) {
      const e = env();
      const missing = [!e.SMS_GATEWAY_URL && "SMS_GATEWAY_URL", !e.SMTP_URL && "SMTP_URL"].filter(Boolean).join(" and ");
      // A warning: codes reach no phone or inbox, and the outbox holds them (to this machine only).
      logger.warn(
        `dev outbox on${e.OUTBOX === "1" ? " (OUTBOX=1)" : ` (no ${missing})`}: codes that cannot be delivered and captcha answers are shown at /dev/outbox to this machine only (http://localhost:${e.PORT}/dev/outbox); OUTBOX=0 turns it off`,
      );
    }
    if (redisEnabled() && !(await connectRedis())) {
      logger.warn("REDIS_URL not reachable at start: code sends are refused until it answers");
    }
  })();
  return preparing;
}

/** What the start log tells ops (README "Container"): where data lives, where codes go, how big the catalogue is. */
export { startupSummary, describeStartup } from "../api";

/** After the last in-flight request: close the database (pool or PGlite) and the Redis connection. */
export async function shutdown() {
  stopRateRefresh();
  stopGiftSweep();
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
 * answer generation, UTC day: api/catalogue/catalogue-snapshot.ts); undefined with a remote API
 * (its version is not known here) or before the catalogue is loaded.
 */
export function catalogueStamp(): string | undefined {
  return env().API_BASE_URL ? undefined : apiCatalogueStamp();
}
