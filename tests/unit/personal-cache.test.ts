import { describe, expect, test, vi } from "vitest";
import { liveTopics, publishLive } from "#core/live-events.server";
import { PersonalCache, personalTopic } from "#core/personal-cache.server";

/**
 * core/personal-cache.server.ts: per-person values kept in the process for signed-in pages
 * (docs/decisions/033-signed-in-pages.md) — kept for a bound, dropped by their topics' signals,
 * never keeping a load that a signal overtook.
 */
const make = (ttlMs = 60_000, max = 100) =>
  new PersonalCache<number, string>({ ttlMs, max, topicsOfKey: (id) => [personalTopic(id)], topicsOfValue: (v) => [`extra:${v}`] });

describe("a personal cache", () => {
  test("loads once and answers the kept value after", async () => {
    const cache = make();
    const load = vi.fn(async () => "a");
    expect(await cache.get(1, load)).toBe("a");
    expect(await cache.get(1, load)).toBe("a");
    expect(load).toHaveBeenCalledTimes(1);
  });

  test("concurrent loads of one key share one load", async () => {
    const cache = make();
    let calls = 0;
    const load = () => new Promise<string>((r) => setTimeout(() => r(`v${++calls}`), 5));
    expect(await Promise.all([cache.get(2, load), cache.get(2, load), cache.get(2, load)])).toEqual(["v1", "v1", "v1"]);
    expect(calls).toBe(1);
  });

  test("the key's topic drops the entry: the next read loads again", async () => {
    const cache = make();
    await cache.get(3, async () => "old");
    publishLive(personalTopic(3));
    expect(await cache.get(3, async () => "new")).toBe("new");
  });

  test("a topic learnt from the value drops the entry too", async () => {
    const cache = make();
    await cache.get(4, async () => "v4");
    publishLive("extra:v4");
    expect(await cache.get(4, async () => "again")).toBe("again");
  });

  test("another key's topic leaves the entry", async () => {
    const cache = make();
    await cache.get(5, async () => "kept");
    publishLive(personalTopic(6));
    expect(await cache.get(5, async () => "reloaded")).toBe("kept");
  });

  test("a load overtaken by its topic is answered but not kept", async () => {
    const cache = make();
    let release!: (v: string) => void;
    const pending = cache.get(7, () => new Promise<string>((r) => (release = r)));
    publishLive(personalTopic(7));
    release("read before the change");
    expect(await pending).toBe("read before the change");
    expect(await cache.get(7, async () => "after")).toBe("after");
  });

  test("delete during a load: the load is not kept", async () => {
    const cache = make();
    let release!: (v: string) => void;
    const pending = cache.get(8, () => new Promise<string>((r) => (release = r)));
    cache.delete(8);
    release("stale");
    await pending;
    expect(await cache.get(8, async () => "fresh")).toBe("fresh");
  });

  test("an entry lives ttlMs at most", async () => {
    const cache = make(40);
    await cache.get(9, async () => "young");
    expect(await cache.get(9, async () => "too soon")).toBe("young");
    await new Promise((r) => setTimeout(r, 80));
    expect(await cache.get(9, async () => "reloaded")).toBe("reloaded");
  });

  test("bounded in entries, least recently used out", async () => {
    const cache = make(60_000, 2);
    await cache.get(10, async () => "a");
    await cache.get(11, async () => "b");
    await cache.get(12, async () => "c");
    expect(cache.size).toBe(2);
    expect(await cache.get(10, async () => "a again")).toBe("a again");
  });

  test("entries add no per-topic listeners (the open streams' count stays theirs)", async () => {
    const cache = make();
    const before = liveTopics();
    for (let id = 100; id < 110; id++) await cache.get(id, async () => `v${id}`);
    expect(liveTopics()).toBe(before);
  });

  test("a failed load is not kept and the next read tries again", async () => {
    const cache = make();
    await expect(cache.get(15, async () => Promise.reject(new Error("store down")))).rejects.toThrow("store down");
    expect(await cache.get(15, async () => "back")).toBe("back");
  });
});
