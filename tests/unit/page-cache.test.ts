import { beforeEach, describe, expect, test, vi } from "vitest";

/**
 * Visitors' finished documents (app/lib/page-cache.server.ts, ADR 012): kept only for what is
 * the same for every visitor, keyed by the catalogue stamp, and answered with a new CSP nonce
 * and the visitor's own cookie every time.
 */
let stamp: string | undefined = "7.0.2026-11-22";
vi.mock("../../app/api-transport.server", () => ({
  catalogueStamp: () => stamp,
  // The session store behind the user cookie (not reached: a visitor page has no session).
  readWebSession: async () => null,
  writeWebSession: async () => undefined,
  deleteWebSession: async () => undefined,
}));

const cache = await import("../../app/lib/page-cache.server");

const req = (path: string, headers: Record<string, string> = {}, method = "GET") => ({
  method,
  url: `http://localhost:4000${path}`,
  header: (name: string) => headers[name.toLowerCase()],
});

function render(nonce: string) {
  return `<!DOCTYPE html><html><head><script nonce="${nonce}">a()</script></head><body><p>page</p><script nonce="${nonce}" type="module">b()</script></body></html>`;
}

async function store(path: string, nonce = "RENDERNONCE0000000000==", status = 200) {
  const r = req(path);
  const key = cache.documentKey(r)!;
  const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", "Set-Cookie": "hooid=abc; Path=/", "X-Kept": "1" });
  await cache.storeDocument(key, render(nonce), nonce, status, headers, { routeId: "routes/$lang._index" });
  return key;
}

beforeEach(() => {
  stamp = "7.0.2026-11-22";
  cache.clearDocuments();
});

describe("which requests are a visitor's document", () => {
  test("a language page without query or personal cookies is; anything else is not", () => {
    expect(cache.documentKey(req("/cn/"))).toBeDefined();
    expect(cache.documentKey(req("/en/united-kingdom/london/apartments", { cookie: "lang=en; i18n_redirected=en; hooid=x" }))).toBeDefined();
    expect(cache.documentKey(req("/cn/", {}, "HEAD"))).toBeDefined();
    expect(cache.documentKey(req("/cn/", {}, "POST"))).toBeUndefined();
    expect(cache.documentKey(req("/cn/?login=1"))).toBeUndefined();
    expect(cache.documentKey(req("/cn/united-kingdom/london/apartments?utm_source=x"))).toBeUndefined();
    expect(cache.documentKey(req("/cn/", { cookie: "user=signed.value" }))).toBeUndefined();
    expect(cache.documentKey(req("/cn/", { cookie: "hooid=x; toast=y" }))).toBeUndefined();
    expect(cache.documentKey(req("/cn/", { cookie: "pending_fav=z" }))).toBeUndefined();
    expect(cache.documentKey(req("/cn/_root.data"))).toBeUndefined();
    expect(cache.documentKey(req("/rest/building/client/house/index"))).toBeUndefined();
    expect(cache.documentKey(req("/qr/app.svg"))).toBeUndefined();
    // A search engine's referrer writes the campaign cookie: rendered, not kept.
    expect(cache.documentKey(req("/cn/", { referer: "https://www.baidu.com/s?wd=x" }))).toBeUndefined();
    expect(cache.documentKey(req("/cn/", { referer: "http://localhost:4000/en/" }))).toBeDefined();
  });

  test("nothing is kept without a catalogue stamp (remote API, catalogue not loaded)", () => {
    stamp = undefined;
    expect(cache.documentKey(req("/cn/"))).toBeUndefined();
  });

  test("the host is part of the key (canonical links and the filing number follow it)", () => {
    const a = cache.documentKey(req("/cn/"));
    const b = cache.documentKey({ ...req("/cn/"), url: "http://other.example/cn/" });
    const c = cache.documentKey(req("/cn/", { "x-forwarded-host": "studynest.cn" }));
    expect(new Set([a, b, c]).size).toBe(3);
  });

  test("the second currency is part of the key: a page kept for CNY never reaches a visitor who chose MYR", () => {
    const none = cache.documentKey(req("/en/"));
    const cny = cache.documentKey(req("/en/", { cookie: "hooid=x; currency=CNY" }));
    const myr = cache.documentKey(req("/en/", { cookie: "hooid=x; currency=MYR" }));
    expect(myr).toBeDefined();
    expect(none).toBe(cny); // no choice is CNY
    expect(myr).not.toBe(cny);
    // A malformed value is no choice (the page renders CNY), never a key of its own.
    expect(cache.documentKey(req("/en/", { cookie: "currency=<script>" }))).toBe(cny);
  });
});

describe("answers from the cache", () => {
  test("carry a new nonce in the markup and the CSP, never the rendered one", async () => {
    await store("/cn/");
    const first = await cache.lookupDocument(req("/cn/"), "FRESHNONCE1111111111==");
    const second = await cache.lookupDocument(req("/cn/"), "FRESHNONCE2222222222==");
    expect(first.hit).toBeDefined();
    const html = first.hit!.body.toString();
    expect(html).toBe(render("FRESHNONCE1111111111=="));
    expect(html).not.toContain("RENDERNONCE");
    expect(second.hit!.body.toString()).toBe(render("FRESHNONCE2222222222=="));
    const csp = first.hit!.headers.find(([n]) => n === "Content-Security-Policy")?.[1];
    expect(csp).toContain("'nonce-FRESHNONCE1111111111=='");
    expect(first.hit!.headers).toContainEqual(["x-kept", "1"]);
  });

  test("a browser that accepts gzip gets one valid gzip stream of the same document", async () => {
    const { gunzipSync } = await import("node:zlib");
    // A document of some size, its nonces at the end as Remix writes them.
    const big = (nonce: string) => `<!DOCTYPE html><html><body>${"<p>公寓 apartment 12 rooms</p>".repeat(3000)}<script nonce="${nonce}">a()</script><script nonce="${nonce}">b()</script></body></html>`;
    const key = cache.documentKey(req("/cn/big"))!;
    await cache.storeDocument(key, big("RENDERNONCE0000000000=="), "RENDERNONCE0000000000==", 200, new Headers({ "content-type": "text/html" }));
    for (const nonce of ["GZ1111111111111111==", "GZ2222222222222222=="]) {
      const { hit } = await cache.lookupDocument(req("/cn/big", { "accept-encoding": "gzip, deflate, br" }), nonce);
      expect(hit!.headers).toContainEqual(["Content-Encoding", "gzip"]);
      expect(hit!.body.length).toBeLessThan(big(nonce).length / 10);
      expect(gunzipSync(hit!.body).toString()).toBe(big(nonce));
    }
    const plain = await cache.lookupDocument(req("/cn/big", { "accept-encoding": "gzip;q=0, identity" }), "ID");
    expect(plain.hit!.headers.some(([n]) => n === "Content-Encoding")).toBe(false);
    expect(plain.hit!.body.toString()).toBe(big("ID"));
  });

  test("never replay the rendered response's cookies; a visitor without an id gets a new one", async () => {
    await store("/cn/");
    const fresh = await cache.lookupDocument(req("/cn/"), "N1");
    const cookies = fresh.hit!.headers.filter(([n]) => n.toLowerCase() === "set-cookie").map(([, v]) => v);
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/^hooid=/);
    expect(cookies[0]).not.toContain("abc");
    // Two visitors, two ids.
    const other = await cache.lookupDocument(req("/cn/"), "N2");
    expect(other.hit!.headers.find(([n]) => n === "Set-Cookie")?.[1]).not.toBe(cookies[0]);
    // A returning visitor keeps theirs: no cookie at all.
    const id = decodeURIComponent(cookies[0].split(";")[0]);
    const back = await cache.lookupDocument(req("/cn/", { cookie: id }), "N3");
    expect(back.hit!.headers.some(([n]) => n.toLowerCase() === "set-cookie")).toBe(false);
  });

  test("a moved stamp (catalogue edit, invalidation hook, new day) is a miss", async () => {
    await store("/cn/");
    expect((await cache.lookupDocument(req("/cn/"), "N")).hit).toBeDefined();
    stamp = "7.1.2026-11-22";
    const miss = await cache.lookupDocument(req("/cn/"), "N");
    expect(miss.hit).toBeUndefined();
    expect(miss.key).toBeDefined();
    expect(cache.documentCacheSize().entries).toBe(0); // what was kept is freed at once
  });

  test("a crowd on a page not kept yet waits for one render instead of rendering it again", async () => {
    const first = await cache.lookupDocument(req("/cn/crowd"), "N0");
    expect(first.hit).toBeUndefined(); // this visitor renders
    const waiting = [cache.lookupDocument(req("/cn/crowd"), "N1"), cache.lookupDocument(req("/cn/crowd"), "N2")];
    const key = first.key!;
    await cache.storeDocument(key, render("RENDERNONCE0000000000=="), "RENDERNONCE0000000000==", 200, new Headers());
    const [a, b] = await Promise.all(waiting);
    expect(a.hit!.body.toString()).toBe(render("N1"));
    expect(b.hit!.body.toString()).toBe(render("N2"));
  });

  test("when that render is not kept, the waiting visitors render their own", async () => {
    const first = await cache.lookupDocument(req("/cn/error"), "N0");
    const waiting = cache.lookupDocument(req("/cn/error"), "N1");
    cache.settleRendering(first.key!);
    const after = await waiting;
    expect(after.hit).toBeUndefined();
    expect(after.key).toBe(first.key);
  });

  test("only 200 answers rendered with the nonce are kept", async () => {
    await store("/cn/a", "RENDERNONCE0000000000==", 404);
    expect((await cache.lookupDocument(req("/cn/a"), "N")).hit).toBeUndefined();
    const key = cache.documentKey(req("/cn/b"))!;
    await cache.storeDocument(key, "<html>no nonce</html>", "RENDERNONCE0000000000==", 200, new Headers());
    expect((await cache.lookupDocument(req("/cn/b"), "N")).hit).toBeUndefined();
  });
});

describe("memory", () => {
  test("a kept document's compressed block is in the cache's file: this process holds its parts' numbers only", async () => {
    const { setFlagsFromString } = await import("node:v8");
    const { runInNewContext } = await import("node:vm");
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    // Five nonces, as a rendered page has: six pieces, each well under 16 KB compressed.
    const page = (i: number, nonce: string) =>
      Array.from({ length: 6 }, (_, p) => `<section data-page="${i}" data-piece="${p}">${"room ".repeat(40)}${i * 7 + p}</section>`).join(`<script nonce="${nonce}">x()</script>`);
    // A full collection, then a turn for the finalizers it queued (zlib's native buffers, other
    // tests' leftovers in this process) and another: what stays is what is still held.
    const settle = async () => {
      gc();
      await new Promise((r) => setImmediate(r));
      gc();
    };
    await settle();
    const before = process.memoryUsage().arrayBuffers;
    const heapBefore = process.memoryUsage().heapUsed;
    // Enough pages that a few MB of unrelated buffers coming or going meanwhile cannot decide it.
    const pages = 2000;
    for (let i = 0; i < pages; i++) {
      const nonce = `NONCE${String(i).padStart(18, "0")}==`;
      const key = cache.documentKey(req(`/cn/page-${i}`))!;
      await cache.storeDocument(key, page(i, nonce), nonce, 200, new Headers({ "Content-Type": "text/html; charset=utf-8" }));
    }
    await settle();
    const held = process.memoryUsage().arrayBuffers - before;
    const heapPerPage = (process.memoryUsage().heapUsed - heapBefore) / pages;
    const counted = cache.documentCacheSize().bytes;
    console.log(`kept: ${pages} pages, ${(held / pages).toFixed(0)} B of buffers and ${heapPerPage.toFixed(0)} B of heap a page; ${(counted / pages).toFixed(0)} B counted`);
    expect(cache.documentCacheSize().entries).toBe(pages);
    // Kept as zlib answered them, 2000 × 6 pieces held ≥ 2000 × 5 × 16 KB (156 MB) for ≈ 1 MB
    // counted; then blocks of their own size in memory, about what is counted; now the blocks are
    // in the file (app/lib/kept-blocks.server.ts) and what stays is each page's parts array
    // (11 parts × 6 numbers, 264 bytes).
    expect(held).toBeLessThan(counted * 0.7);
    // And the answers are still whole gzip documents.
    const hit = cache.answerKept(req("/cn/page-7"), "FRESHNONCE000000000000==");
    expect(hit).toBeDefined();
  });
});
