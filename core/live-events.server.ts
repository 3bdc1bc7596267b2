import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { env } from "./env.server";
import { logger } from "./log.server";
import { redis, redisKey } from "./redis.server";

/**
 * "Something changed" signals for pages held open (the online service's event streams): the API
 * publishes a topic after it stores a change (`service:<conversation id>`: a message or a status;
 * `session:<token digest>`: a session ended), and an open stream that subscribed to the topic
 * reads what changed through the API, instead of asking every few seconds whether anything did.
 *
 * A signal carries no data, only the topic, so a reader always sees what the database holds.
 * Within a process, signals go to the subscribers at once. With REDIS_URL they also go to every
 * other instance over one Redis pub/sub channel (`<REDIS_KEY_PREFIX>live`), on a connection of
 * their own (a subscribed connection can run no other command); each instance hands them to its
 * own subscribers and ignores its own. Signals are not stored: one lost while Redis is down is
 * made up by the streams' periodic read.
 */
type Listener = () => void;

const listeners = new Map<string, Set<Listener>>();
const instance = randomUUID();
let subscriber: Redis | undefined;

const channel = () => redisKey("live");

/** Listeners of every topic (caches that follow many: core/personal-cache.server.ts). */
const watchers = new Set<(topic: string) => void>();

function dispatch(topic: string): void {
  for (const watcher of watchers) {
    try {
      watcher(topic);
    } catch (err) {
      logger.error({ err, topic }, "live event watcher failed");
    }
  }
  const set = listeners.get(topic);
  if (!set) return;
  for (const listener of [...set]) {
    try {
      listener();
    } catch (err) {
      logger.error({ err, topic }, "live event listener failed");
    }
  }
}

function connectSubscriber(url: string): void {
  if (subscriber) return;
  // ioredis subscribes again by itself after a reconnect.
  const s = new Redis(url, { maxRetriesPerRequest: null, connectTimeout: 2000, retryStrategy: (times: number) => Math.min(times * 200, 2000) });
  subscriber = s;
  s.on("error", () => undefined); // redis.server.ts logs Redis outages; the channel only waits for it
  s.on("message", (_channel: string, text: string) => {
    const at = text.indexOf(" ");
    if (at < 0 || text.slice(0, at) === instance) return;
    dispatch(text.slice(at + 1));
  });
  void s.subscribe(channel()).catch(() => undefined);
}

/** Signals `topic` here and, with REDIS_URL, on every other instance. Never throws. */
export function publishLive(topic: string): void {
  dispatch(topic);
  // The shared connection refuses commands at once while Redis is down: the signal is lost
  // then, and the other instances' streams catch up on their periodic read.
  redis()
    ?.publish(channel(), `${instance} ${topic}`)
    .catch(() => undefined);
}

/** Calls `listener` on each signal of `topic` until the answered function is called. */
export function subscribeLive(topic: string, listener: Listener): () => void {
  const url = env().REDIS_URL;
  if (url) connectSubscriber(url);
  let set = listeners.get(topic);
  if (!set) listeners.set(topic, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0 && listeners.get(topic) === set) listeners.delete(topic);
  };
}

/**
 * Calls `watcher` with every topic signalled, here and (with REDIS_URL) from other instances,
 * until the answered function is called: one listener for a cache that follows a topic per entry.
 */
export function watchLive(watcher: (topic: string) => void): () => void {
  const url = env().REDIS_URL;
  if (url) connectSubscriber(url);
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}

/** A conversation of the online service got a message or changed status. */
export const serviceTopic = (conversationId: number) => `service:${conversationId}`;
/** A session ended; `digest` is its token's SHA-256 in hex, as the sessions table keeps it. */
export const sessionTopic = (digest: string) => `session:${digest}`;

/** Topics with subscribers in this process (tests). */
export const liveTopics = () => listeners.size;

/** On shutdown: close the channel's own connection (the shared one closes with closeRedis). */
export async function closeLiveEvents(): Promise<void> {
  const s = subscriber;
  subscriber = undefined;
  if (s) await s.quit().catch(() => s.disconnect());
}
