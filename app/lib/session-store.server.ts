import { createHash, randomBytes } from "node:crypto";
import { env } from "#core/env.server";
import { logger } from "#core/log.server";
import { redis, redisKey } from "#core/redis.server";
import { keyFrom, openWith, sealWith } from "#core/sealed.server";
import { PersonalCache, webSessionTopic } from "#core/personal-cache.server";
import { publishLive } from "#core/live-events.server";
import { deleteWebSession, readWebSession, writeWebSession } from "../api-transport.server";

/**
 * Where a signed-in student's session lives: the browser holds only an opaque random id (in the
 * signed `user` cookie); the API token and the person's details (e-mail, mobile, name) stay here.
 *
 * - The store is keyed by the id's SHA-256 and each value is sealed (AES-256-GCM) with a key
 *   made from the id itself: a copy of the store opens nothing without the browsers' cookies.
 * - With the API in this process (the default), the store is its database (PGlite embedded, or
 *   the PostgreSQL every instance shares): a Redis outage then signs nobody out, and the default
 *   needs no Redis. With a remote API (API_BASE_URL) the web tier has no database: Redis when
 *   REDIS_URL is set (every instance sees every session), else this process's memory (sessions
 *   end on a restart).
 * - A store that cannot be read is not "signed out": the page answers 503 (service busy, the
 *   error page in the page's language) and the cookie stays, so the session is back with the store.
 * - Every page of a signed-in student reads the session: what was read (opened) is kept in this
 *   process for SESSION_CACHE_MS (docs/decisions/033-signed-in-pages.md). A sign-in or a change
 *   replaces it here; a sign-out drops it here and announces webSessionTopic, which drops it on
 *   every instance with REDIS_URL (without Redis, another instance may show the ended session
 *   for SESSION_CACHE_MS; its API token, revoked by the sign-out, refuses every call at once).
 */
export const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

interface Store {
  get(idHash: string): Promise<string | null>;
  set(idHash: string, value: string, expiresAt: Date): Promise<void>;
  delete(idHash: string): Promise<void>;
}

const redisStore: Store = {
  async get(idHash) {
    return (await redis()!.get(redisKey(`websession:${idHash}`))) ?? null;
  },
  async set(idHash, value, expiresAt) {
    await redis()!.set(redisKey(`websession:${idHash}`), value, "PX", Math.max(1, expiresAt.getTime() - Date.now()));
  },
  async delete(idHash) {
    await redis()!.del(redisKey(`websession:${idHash}`));
  },
};

const databaseStore: Store = { get: readWebSession, set: writeWebSession, delete: deleteWebSession };

const memory = new Map<string, { value: string; expires: number }>();
const memoryStore: Store = {
  async get(idHash) {
    const e = memory.get(idHash);
    if (!e || e.expires <= Date.now()) return null;
    return e.value;
  },
  async set(idHash, value, expiresAt) {
    for (const [k, e] of memory) if (e.expires <= Date.now()) memory.delete(k);
    memory.set(idHash, { value, expires: expiresAt.getTime() });
  },
  async delete(idHash) {
    memory.delete(idHash);
  },
};

function store(): Store {
  const e = env();
  if (!e.API_BASE_URL) return databaseStore;
  return e.REDIS_URL ? redisStore : memoryStore;
}

const hashOf = (id: string) => createHash("sha256").update(id).digest("hex");
const keyOf = (id: string) => keyFrom(id, "web session");

export const newSessionId = () => randomBytes(32).toString("base64url");

const SESSION_CACHE_MS = 30_000;
/** Opened values by the id's hash; ended and unknown sessions are not kept. */
const opened = new PersonalCache<string, string | null>({
  ttlMs: SESSION_CACHE_MS,
  max: 20_000,
  topicsOfKey: (idHash) => [webSessionTopic(idHash)],
});

/** The session's value, or null when it ended or never was; a store that cannot be read throws a 503 (service busy), never a 500. */
export async function loadSession(id: string): Promise<string | null> {
  if (!SESSION_ID.test(id)) return null;
  const idHash = hashOf(id);
  try {
    // The stores answer only live sessions: a kept one outlives its expiry by SESSION_CACHE_MS at most.
    const value = await opened.get(idHash, async () => {
      const sealed = await store().get(idHash);
      return sealed ? openWith([keyOf(id)], sealed, idHash) : null;
    });
    if (value === null) opened.delete(idHash);
    return value;
  } catch (err) {
    logger.warn({ error: err instanceof Error ? err.message : String(err) }, "session store unavailable");
    throw new Response("Service busy", { status: 503, headers: { "Retry-After": "5", "Cache-Control": "no-store" } });
  }
}

export async function saveSession(id: string, value: string, expiresAt: Date): Promise<void> {
  const idHash = hashOf(id);
  await store().set(idHash, sealWith(keyOf(id), value, idHash), expiresAt);
  // Kept copies of the old details (a profile change), here and on other instances, are read again.
  opened.delete(idHash);
  publishLive(webSessionTopic(idHash));
}

export async function dropSession(id: string): Promise<void> {
  if (!SESSION_ID.test(id)) return;
  const idHash = hashOf(id);
  try {
    await store().delete(idHash);
  } catch (err) {
    // The cookie is cleared anyway, and the API token behind it is revoked by the sign-out call.
    logger.warn({ error: err instanceof Error ? err.message : String(err) }, "session store unavailable");
  }
  // After the delete: a read starting now finds no row to keep.
  opened.delete(idHash);
  publishLive(webSessionTopic(idHash));
}
