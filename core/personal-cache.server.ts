import { LRUCache } from "lru-cache";
import { publishLive, watchLive } from "./live-events.server";

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
  topics: string[];
}

interface Loading<V> {
  promise: Promise<V>;
  topics: string[];
  stale: boolean;
}

export class PersonalCache<K extends string | number, V> {
  private readonly entries: LRUCache<K, Held<V>>;
  private readonly loading = new Map<K, Loading<V>>();
  /** Topic → the kept keys that named it. */
  private readonly byTopic = new Map<string, Set<K>>();
  private watching = false;

  constructor(private readonly options: PersonalCacheOptions<K, V>) {
    this.entries = new LRUCache<K, Held<V>>({
      max: options.max,
      ttl: options.ttlMs,
      // Out by age, by size, replaced or by a signal: its topics forget it.
      dispose: (held, key) => this.unindex(key, held.topics),
    });
  }

  /** The kept value, or `load()`'s (kept unless one of the key's topics was announced meanwhile). */
  get(key: K, load: () => Promise<V>): Promise<V> {
    this.watch();
    const held = this.entries.get(key);
    if (held) return Promise.resolve(held.value);
    const pending = this.loading.get(key);
    if (pending) return pending.promise;
    // The promise is assigned on the next line: it needs `state` to mark itself stale.
    const state: Loading<V> = { promise: undefined as unknown as Promise<V>, topics: this.options.topicsOfKey(key), stale: false };
    state.promise = (async () => {
      try {
        const value = await load();
        if (!state.stale && this.loading.get(key) === state) this.keep(key, value);
        return value;
      } finally {
        if (this.loading.get(key) === state) this.loading.delete(key);
      }
    })();
    this.loading.set(key, state);
    return state.promise;
  }

  /** Forgets the key here (a load under way is not kept). */
  delete(key: K): void {
    const pending = this.loading.get(key);
    if (pending) pending.stale = true;
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  /** One listener for every topic, from the first use (env and Redis are known by then). */
  private watch(): void {
    if (this.watching) return;
    this.watching = true;
    watchLive((topic) => this.signalled(topic));
  }

  private signalled(topic: string): void {
    for (const pending of this.loading.values()) if (pending.topics.includes(topic)) pending.stale = true;
    const keys = this.byTopic.get(topic);
    if (keys) for (const key of [...keys]) this.entries.delete(key);
  }

  private keep(key: K, value: V): void {
    const topics = [...this.options.topicsOfKey(key), ...(this.options.topicsOfValue?.(value) ?? [])];
    this.entries.set(key, { value, topics });
    for (const topic of topics) {
      let keys = this.byTopic.get(topic);
      if (!keys) this.byTopic.set(topic, (keys = new Set()));
      keys.add(key);
    }
  }

  private unindex(key: K, topics: string[]): void {
    for (const topic of topics) {
      const keys = this.byTopic.get(topic);
      if (!keys) continue;
      keys.delete(key);
      if (!keys.size) this.byTopic.delete(topic);
    }
  }
}

/** A signed-in student's own data changed (profile, saved apartments, the service's messages). */
export const personalTopic = (userId: number) => `user:${userId}`;
/** A browser session of the web tier ended; `idHash` is the store's key (app/lib/session-store.server.ts). */
export const webSessionTopic = (idHash: string) => `websession:${idHash}`;

/** Announces a change of a student's own data here and, with REDIS_URL, on every instance. */
export const personalDataChanged = (userId: number) => publishLive(personalTopic(userId));
