import { LRUCache } from "lru-cache";
import { publishLive, subscribeLive } from "./live-events.server";

/**
 * Small per-person values kept in this process for a signed-in student's pages (who the session
 * is, the unread badge, which apartments are saved): read on every page, changed rarely, so a
 * page does not run SQL for them each time (docs/decisions/033-signed-in-pages.md).
 *
 * - Each entry lives at most `ttlMs` (a bound, for what no signal reaches) and the cache holds
 *   at most `max` entries, least recently used out.
 * - A change is announced with `publishLive(topic)` (core/live-events.server.ts): the entries
 *   that named that topic are dropped here at once, and, with REDIS_URL, on every instance.
 *   Without Redis, another instance sees the change within `ttlMs`.
 * - A load that was under way while one of its topics was announced is answered but not kept:
 *   it may have read the rows from before the change.
 * - Concurrent loads of one key share one load.
 *
 * Unlike core/shared-cache.server.ts (the same for every visitor, may live in Redis), these
 * values are personal and never leave the process.
 */
export interface PersonalCacheOptions<K, V> {
  ttlMs: number;
  max: number;
  /** Topics whose announcement ends the entry, known from the key (before the load). */
  topicsOfKey: (key: K) => string[];
  /** Further topics learnt from the value (e.g. the user of a session). */
  topicsOfValue?: (value: V) => string[];
}

interface Held<V> {
  value: V;
  unsubscribe: () => void;
}

export class PersonalCache<K extends string | number, V> {
  private readonly entries: LRUCache<K, Held<V>>;
  private readonly loading = new Map<K, { promise: Promise<V>; stale: boolean; unsubscribe: () => void }>();

  constructor(private readonly options: PersonalCacheOptions<K, V>) {
    this.entries = new LRUCache<K, Held<V>>({
      max: options.max,
      ttl: options.ttlMs,
      // Out by age, by size or by a signal: its subscriptions go with it.
      dispose: (held) => held.unsubscribe(),
    });
  }

  /** The kept value, or `load()`'s (kept unless one of the key's topics was announced meanwhile). */
  get(key: K, load: () => Promise<V>): Promise<V> {
    const held = this.entries.get(key);
    if (held) return Promise.resolve(held.value);
    const pending = this.loading.get(key);
    if (pending) return pending.promise;
    const state = { promise: undefined as unknown as Promise<V>, stale: false, unsubscribe: () => undefined as void };
    const offs = this.options.topicsOfKey(key).map((topic) => subscribeLive(topic, () => (state.stale = true)));
    state.unsubscribe = () => offs.forEach((off) => off());
    state.promise = (async () => {
      try {
        const value = await load();
        if (!state.stale && this.loading.get(key) === state) this.keep(key, value);
        return value;
      } finally {
        state.unsubscribe();
        if (this.loading.get(key) === state) this.loading.delete(key);
      }
    })();
    this.loading.set(key, state);
    return state.promise;
  }

  /** Keeps a value just written (a sign-in's session), replacing what was kept. */
  set(key: K, value: V): void {
    const pending = this.loading.get(key);
    if (pending) pending.stale = true;
    this.keep(key, value);
  }

  /** Forgets the key here (a load under way is not kept). */
  delete(key: K): void {
    const pending = this.loading.get(key);
    if (pending) pending.stale = true;
    this.entries.delete(key);
  }

  /** Forgets every entry whose value matches (e.g. every session of one user). */
  deleteWhere(match: (value: V) => boolean): void {
    for (const [key, held] of this.entries.entries()) if (match(held.value)) this.entries.delete(key);
  }

  clear(): void {
    for (const pending of this.loading.values()) pending.stale = true;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private keep(key: K, value: V): void {
    const topics = [...this.options.topicsOfKey(key), ...(this.options.topicsOfValue?.(value) ?? [])];
    const held: Held<V> = { value, unsubscribe: () => undefined };
    const offs = topics.map((topic) =>
      subscribeLive(topic, () => {
        if (this.entries.peek(key) === held) this.entries.delete(key);
      }),
    );
    held.unsubscribe = () => offs.forEach((off) => off());
    this.entries.set(key, held);
  }
}

/** A signed-in student's own data changed (profile, saved apartments, the service's messages). */
export const personalTopic = (userId: number) => `user:${userId}`;
/** A browser session of the web tier ended; `idHash` is the store's key (app/lib/session-store.server.ts). */
export const webSessionTopic = (idHash: string) => `websession:${idHash}`;

/** Announces a change of a student's own data here and, with REDIS_URL, on every instance. */
export const personalDataChanged = (userId: number) => publishLive(personalTopic(userId));
