import { handleApi, prepareDatabase, closeDatabase } from "../api";
import { checkReady } from "../api/health";
import { env } from "./lib/env.server";
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
}

export async function shutdown() {
  await closeDatabase();
}

/** Readiness for /readyz: the database reachable and migrated (or the remote API answering). */
export async function ready(): Promise<{ ok: boolean; reason?: string }> {
  if (env().API_BASE_URL) return { ok: true };
  return checkReady();
}

/** The file behind a catalogue photo key (`seed/07.jpg`), or null: read by the image route. */
export { photoFile as photoSourceFile } from "../api";
