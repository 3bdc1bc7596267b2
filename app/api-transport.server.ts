import {
  catalogueStamp as apiCatalogueStamp,
  checkReady,
  ownVersion as apiOwnVersion,
  closeDatabase,
  handleApi,
  prepareDatabase,
  startEscalationSweep,
  startFeedPulls,
  startDocumentSweep,
  startGiftSweep,
  startOrderSweep,
  startRateRefresh,
  stopEscalationSweep,
  stopFeedPulls,
  stopDocumentSweep,
  stopGiftSweep,
  stopOrderSweep,
  stopRateRefresh,
} from "../api";
import { env, outboxEnabled, requirePublicUrl } from "#core/env.server";
import { outboxLink } from "#core/outbox-key.server";
import { closeRedis, connectRedis, redisAnswers, redisEnabled } from "#core/redis.server";
import { closeLiveEvents } from "#core/live-events.server";
import { logger } from "#core/log.server";
/** The dev outbox, read by /dev/outbox; the development checkout, /dev/pay/{paymentNo}. */
export { abandonPayment, devCheckoutFailRefund, devCheckoutPayment, devCheckoutWebhook, listOutbox } from "../api";
/** The web's session store in the database (app/lib/session-store.server.ts). */
export { deleteWebSession, readWebSession, writeWebSession } from "../api";

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
 * (gifts whose claim day came or passed; notices not yet sent), the order sweep (unpaid orders
 * past their payment window expire and give their unit back) and the landlords' daily feed pulls.
 */
export function prepare(options: { apart?: string } = {}): Promise<void> {
  preparing ??= (async () => {
    requirePublicUrl();
    if (!env().API_BASE_URL) {
      await prepareDatabase(undefined, options.apart);
      startRateRefresh();
      startGiftSweep();
      startOrderSweep();
      startEscalationSweep();
      startFeedPulls();
      startDocumentSweep();
    }
    if (outboxEnabled()) {
      const e = env();
      // A warning: codes reach no phone or inbox, and the outbox holds them (to this machine
      // only, with the key: a random one per start is printed here as a ready link).
      const link = e.OUTBOX_KEY ? `http://localhost:${e.PORT}/dev/outbox?key=<OUTBOX_KEY>` : outboxLink(e.PORT);
      logger.warn(
        `dev outbox on${e.OUTBOX === "1" ? " (OUTBOX=1)" : " (no SMS_GATEWAY_URL or SMTP_URL)"}: codes that reach no one and captcha answers are shown to this machine only, with the key, at ${link}; OUTBOX=0 turns it off`,
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
  stopEscalationSweep();
  stopFeedPulls();
  stopDocumentSweep();
  stopOrderSweep();
  await Promise.allSettled([closeDatabase(), closeRedis(), closeLiveEvents()]);
}

/**
 * Readiness for /readyz: what serving and signing in need. The database reachable, migrated and
 * seeded, and, with REDIS_URL, Redis answering: without it every code send and password login
 * is refused (the limits fail closed), so a balancer should send sign-ins elsewhere. With a
 * remote API (API_BASE_URL) that host's own /readyz says it.
 */
export async function ready(): Promise<{ ok: boolean; reason?: string }> {
  if (env().API_BASE_URL) return { ok: true };
  const database = await checkReady();
  if (!database.ok) return database;
  if (redisEnabled() && !(await redisAnswers())) return { ok: false, reason: "redis not reachable: sign-in (code sends, password logins) refused" };
  return { ok: true };
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

/**
 * A student's own version (api/accounts/own-version.ts), under which their own pages may be kept;
 * undefined with a remote API (its database is not read here) or for an unknown user.
 */
export async function ownVersion(userCode: string): Promise<string | undefined> {
  return env().API_BASE_URL ? undefined : apiOwnVersion(userCode);
}
