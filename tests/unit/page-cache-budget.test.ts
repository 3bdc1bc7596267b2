import { crc32, gunzipSync } from "node:zlib";
import { describe, expect, test, vi } from "vitest";

/**
 * The page cache's memory (app/lib/page-cache.server.ts, ADR 031): one compressed form per
 * entry, counted in compressed bytes against PAGE_CACHE_MB, least recently used out; the CRC of
 * an answer combined from the pieces' (app/lib/crc32-combine.ts); the visitor id cookie a hit
 * writes is the one the app reads.
 */
vi.stubEnv("PAGE_CACHE_MB", "1");
vi.mock("../../app/api-transport.server", () => ({
  catalogueStamp: () => "9.0.2026-11-27",
  readWebSession: async () => null,
  writeWebSession: async () => undefined,
  deleteWebSession: async () => undefined,
}));

const cache = await import("../../app/lib/page-cache.server");
const { crc32Combine, crc32Shift } = await import("../../app/lib/crc32-combine");
const cookies = await import("../../app/lib/cookies.server");

const NONCE = "RENDERNONCE0000000000==";
const req = (path: string, headers: Record<string, string> = {}) => ({ method: "GET", url: `http://localhost:4000${path}`, header: (n: string) => headers[n.toLowerCase()] });
/** A page of some 120 KB that compresses like a real one (repeated markup, varied numbers). */
const page = (n: number, nonce: string) =>
  `<!DOCTYPE html><html><head><script nonce="${nonce}">a()</script></head><body>${Array.from({ length: 2500 }, (_, i) => `<li data-i="${i}">公寓 ${n} room ${(i * 7919) % 1000}</li>`).join("")}<script nonce="${nonce}">b()</script></body></html>`;

async function store(n: number) {
  const key = cache.documentKey(req(`/cn/p${n}`))!;
  return cache.storeDocument(key, page(n, NONCE), NONCE, 200, new Headers({ "content-type": "text/html" }));
}

describe("crc32 of a concatenation from its parts", () => {
  test("equals zlib's CRC of the whole, for empty, short and long parts", () => {
    for (const [a, b] of [["hello ", "world"], ["", "x"], ["abc", ""], ["页".repeat(40_000), "nonce-abcdef".repeat(7000)]]) {
      const A = Buffer.from(a);
      const B = Buffer.from(b);
      expect(crc32Combine(crc32(A), crc32(B), crc32Shift(B.length))).toBe(crc32(Buffer.concat([A, B])));
    }
  });
});

describe("one compressed form per entry, bounded in bytes", () => {
  test("an entry costs its compressed size, not the plain page beside it", async () => {
    cache.clearDocuments();
    const zipped = (await store(1))!;
    const plain = Buffer.byteLength(page(1, NONCE));
    const { entries, bytes } = cache.documentCacheSize();
    expect(entries).toBe(1);
    expect(bytes).toBeLessThan(zipped.length + 2048);
    expect(bytes).toBeLessThan(plain / 4);
    // The render's own answer is that same gzip stream, with its nonce.
    expect(gunzipSync(zipped).toString()).toBe(page(1, NONCE));
  });

  test("past PAGE_CACHE_MB the least recently used pages go, counted in compressed bytes", async () => {
    cache.clearDocuments();
    const one = (await store(0))!.length;
    await cache.lookupDocument(req("/cn/p0"), "WARM"); // the cookie maker is ready after the first answer
    const fits = Math.floor(2 ** 20 / (one + 1200));
    for (let n = 1; n < fits + 20; n++) {
      await store(n);
      // Page 0 is asked for all along: it stays.
      if (n % 5 === 0) expect(cache.answerKept(req("/cn/p0"), "N")).toBeDefined();
    }
    const { entries, bytes } = cache.documentCacheSize();
    expect(bytes).toBeLessThanOrEqual(2 ** 20);
    expect(entries).toBeGreaterThan(fits - 10);
    expect(entries).toBeLessThan(fits + 20);
    expect(cache.answerKept(req("/cn/p0"), "N")).toBeDefined();
    expect(cache.answerKept(req("/cn/p1"), "N")).toBeUndefined(); // the oldest not asked for again
    expect(cache.answerKept(req(`/cn/p${fits + 18}`), "N")).toBeDefined();
  });
});

describe("the hit path", () => {
  test("answers at once with a fresh nonce, gzipped, the CSP naming it", async () => {
    cache.clearDocuments();
    await store(3);
    await cache.lookupDocument(req("/cn/p3"), "WARM"); // the cookie maker is ready after the first answer
    const hit = cache.answerKept(req("/cn/p3", { "accept-encoding": "gzip" }), "FRESHNONCE9999999999==")!;
    expect(gunzipSync(hit.body).toString()).toBe(page(3, "FRESHNONCE9999999999=="));
    expect(hit.headers.find(([n]) => n === "Content-Security-Policy")?.[1]).toContain("'nonce-FRESHNONCE9999999999=='");
    expect(hit.routeId).toBeUndefined();
  });

  test("the visitor id it writes is one the app reads back, and a returning visitor gets none", async () => {
    cache.clearDocuments();
    await store(4);
    await cache.lookupDocument(req("/cn/p4"), "WARM");
    const first = cache.answerKept(req("/cn/p4"), "N1")!;
    const set = first.headers.find(([n]) => n === "Set-Cookie")![1];
    expect(set).toBe(`${set.split(";")[0]}; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax`);
    const pair = set.split(";")[0];
    const id = await cookies.readHooid(new Request("http://x/", { headers: { cookie: pair } }));
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(cache.hasHooid(`lang=cn; ${pair}`)).toBe(true);
    const back = cache.answerKept(req("/cn/p4", { cookie: `lang=cn; ${pair}` }), "N2")!;
    expect(back.headers.some(([n]) => n === "Set-Cookie")).toBe(false);
    // A forged or malformed id is no id: a new one is written.
    expect(cache.hasHooid("hooid=not-base64-json")).toBe(false);
    expect(cache.hasHooid(`hooid=${encodeURIComponent(btoa('"<b>"'))}`)).toBe(false);
  });
});
