import { constants, crc32, deflateRawSync } from "node:zlib";
import { catalogueStamp } from "../api-transport.server";
import { nextCampaign } from "./attribution";
import { newHooid, readHooid, writeHooid } from "./cookies.server";
import { contentSecurityPolicy } from "./csp.server";
import { currencyCookieOf, DEFAULT_CURRENCY } from "./currency";
import { currentRequest } from "#core/request-context.server";
import { env } from "#core/env.server";
import type { CachedDocument, DocumentRequest } from "#core/server-entry";

/**
 * Finished documents for visitors (docs/decisions/012-pages-that-hold-a-crowd.md).
 *
 * A visitor's page (no account, no one-time cookie, no query string) is the same for every
 * visitor until the catalogue moves, so it is rendered once and kept as bytes, split where the
 * CSP nonce was: each answer joins the pieces around a new nonce (fresh per response, like a
 * rendered page) and adds the visitor's own cookie (hooid) when it is missing.
 *
 * Keys: the catalogue stamp (api/catalogue/catalogue-snapshot.ts: catalogue version, answer
 * generation, UTC day) + scheme, host and path + the second currency the visitor chose (its
 * figures are in the page: a page kept for CNY must never reach a visitor who chose MYR). The stamp moves after a catalogue edit has been
 * loaded into the snapshot, after `invalidateCatalogueAnswers()` (the hook for anything else a
 * page shows: reviews, exchange rates …) and at midnight UTC, so a kept page never outlives
 * what it shows. With a remote API (API_BASE_URL) there is no stamp and nothing is kept.
 * Bounded in bytes (PAGE_CACHE_MB, default 64; 0 turns the cache off), least recently used out.
 *
 * Wired in two places: server/index.ts asks `lookupDocument` before the Remix handler (a hit
 * never reaches Remix) and passes the key of a miss through the load context; entry.server.tsx
 * renders that miss whole and hands it to `storeDocument`.
 */
const MAX_BYTES = env().PAGE_CACHE_MB * 2 ** 20;
/** A safety net only: entries are keyed by the stamp. */
const TTL_MS = 10 * 60_000;
/**
 * Cookies that do not make a page personal (the language choice, the visitor id, the campaign,
 * the second currency: that one changes the page, and is part of the key instead).
 */
const HARMLESS_COOKIES = new Set(["hooid", "campaign", "lang", "i18n_redirected", "currency"]);
/** Headers of the rendered answer that belong to that one response. */
const OWN_HEADERS = new Set(["set-cookie", "content-security-policy", "server-timing", "date", "content-length", "content-encoding", "vary"]);

/**
 * The gzip answer, made ahead but for the nonces: every piece of the document between two
 * nonces is deflated once, as its own run of blocks ended by a sync flush (byte-aligned, not
 * final). An answer writes the new nonce between them as a stored block (5 bytes of header, the
 * nonce as is), then the empty final block, the CRC-32 of the whole (native, over the plain
 * bytes: cheap next to compressing) and the length: one valid gzip stream, and no compression
 * of the page per visitor.
 */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** BFINAL=1, fixed Huffman, end of block: what zlib writes on finish after a sync flush. */
const EMPTY_FINAL_BLOCK = Buffer.from([0x03, 0x00]);

const deflatePiece = (piece: Buffer) => deflateRawSync(piece, { level: 6, finishFlush: constants.Z_SYNC_FLUSH });

function storedBlock(bytes: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header[0] = 0; // BFINAL=0, BTYPE=00 (stored), padded to the byte
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

function gzipAnswer(parts: Buffer[], deflated: Buffer[], nonce: Buffer): Buffer {
  const out: Buffer[] = [GZIP_HEADER];
  const stored = storedBlock(nonce);
  let crc = 0;
  let length = 0;
  parts.forEach((part, i) => {
    if (i) {
      out.push(stored);
      crc = crc32(nonce, crc);
      length += nonce.length;
    }
    out.push(deflated[i]);
    crc = crc32(part, crc);
    length += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  out.push(EMPTY_FINAL_BLOCK, trailer);
  return Buffer.concat(out);
}

const acceptsGzip = (header: string | undefined) => !!header && /\bgzip\b(?!\s*;\s*q=0(\.0+)?\s*(,|$))/i.test(header);

interface Entry {
  parts: Buffer[];
  /** The parts deflated (see gzipAnswer). */
  deflated: Buffer[];
  status: number;
  headers: [string, string][];
  routeId?: string;
  bytes: number;
  until: number;
}

const entries = new Map<string, Entry>();
let bytes = 0;
let lastStamp: string | undefined;

export type { DocumentRequest } from "#core/server-entry";

function drop(key: string) {
  const entry = entries.get(key);
  if (!entry) return;
  entries.delete(key);
  bytes -= entry.bytes;
}

/** The cache key of a visitor's document request, or undefined when the answer may be personal. */
export function documentKey(req: DocumentRequest): string | undefined {
  if (MAX_BYTES <= 0 || (req.method !== "GET" && req.method !== "HEAD")) return undefined;
  let url: URL;
  try {
    url = new URL(req.url);
  } catch {
    return undefined;
  }
  if (url.search || !/^\/(cn|en)(\/|$)/.test(url.pathname) || url.pathname.endsWith(".data")) return undefined;
  const cookie = req.header("cookie");
  if (cookie) {
    for (const part of cookie.split(";")) {
      const name = part.slice(0, part.includes("=") ? part.indexOf("=") : undefined).trim();
      if (name && !HARMLESS_COOKIES.has(name)) return undefined;
    }
  }
  // A search engine's referrer writes the campaign cookie: that answer is rendered.
  const referer = req.header("referer");
  if (referer && nextCampaign(url, referer, {})) return undefined;
  const stamp = catalogueStamp();
  if (stamp !== lastStamp) {
    // The catalogue moved: what was kept can never be asked for again.
    entries.clear();
    bytes = 0;
    lastStamp = stamp;
  }
  // No stamp (a remote API, or the catalogue not loaded yet): nothing can follow the version.
  if (!stamp) return undefined;
  // A code the catalogue has no rate for renders as CNY; its own key only repeats that page.
  const currency = currencyCookieOf(cookie) ?? DEFAULT_CURRENCY;
  return `${stamp}|${url.protocol}//${url.host}|${req.header("x-forwarded-host") ?? ""}|${url.pathname}|${currency}`;
}

export type { CachedDocument } from "#core/server-entry";

/**
 * A visitor's document from the cache, with a fresh nonce, or the key under which the render of
 * this request may be stored (undefined: not a visitor's document).
 */
export async function lookupDocument(req: DocumentRequest, nonce: string): Promise<{ key?: string; hit?: CachedDocument }> {
  const key = documentKey(req);
  if (!key) return {};
  let entry = fresh(key);
  if (!entry) {
    // One render per page at a time: a crowd arriving on a page that is not kept (first
    // visitors, a new catalogue stamp) waits for the first visitor's render instead of
    // rendering it a hundred times over.
    const pending = rendering.get(key);
    if (!pending) {
      startRendering(key);
      return { key };
    }
    await pending.done;
    entry = fresh(key);
    if (!entry) return { key }; // that render was not kept (an error page…): render this one
  }
  return { key, hit: await answer(entry, req, nonce) };
}

function fresh(key: string): Entry | undefined {
  const entry = entries.get(key);
  if (!entry) return undefined;
  if (entry.until < Date.now()) {
    drop(key);
    return undefined;
  }
  // Most recently used last: eviction takes the first.
  entries.delete(key);
  entries.set(key, entry);
  return entry;
}

/** Renders in progress (key → settled when kept, refused, or after RENDER_WAIT_MS). */
const rendering = new Map<string, { done: Promise<void>; settle: () => void }>();
const RENDER_WAIT_MS = 5_000;

function startRendering(key: string) {
  let resolve!: () => void;
  const done = new Promise<void>((r) => (resolve = r));
  const timer = setTimeout(() => settleRendering(key), RENDER_WAIT_MS);
  timer.unref?.();
  rendering.set(key, {
    done,
    settle: () => {
      clearTimeout(timer);
      resolve();
    },
  });
}

/** The render of `key` ended (kept or not): visitors waiting for it go on. */
export function settleRendering(key: string): void {
  const pending = rendering.get(key);
  if (!pending) return;
  rendering.delete(key);
  pending.settle();
}

async function answer(entry: Entry, req: DocumentRequest, nonce: string): Promise<CachedDocument> {
  const nonceBytes = Buffer.from(nonce);
  const gzip = acceptsGzip(req.header("accept-encoding"));
  let body: Buffer;
  if (gzip) body = gzipAnswer(entry.parts, entry.deflated, nonceBytes);
  else {
    const pieces: Buffer[] = [];
    entry.parts.forEach((part, i) => (i ? pieces.push(nonceBytes, part) : pieces.push(part)));
    body = Buffer.concat(pieces);
  }
  const headers: [string, string][] = [...entry.headers, ["Content-Security-Policy", contentSecurityPolicy(nonce)], ["Vary", "Accept-Encoding"]];
  if (gzip) headers.push(["Content-Encoding", "gzip"]);
  // The one thing the root loader would have added for this visitor: a visitor id.
  const cookie = req.header("cookie") ?? "";
  if (!cookie.includes("hooid=") || !(await readHooid(new Request("http://in-process/", { headers: { cookie } })))) headers.push(["Set-Cookie", await writeHooid(newHooid())]);
  headers.push(["Server-Timing", 'cache;desc="page cache hit"']);
  const ctx = currentRequest();
  if (ctx) ctx.routeId = entry.routeId;
  return { status: entry.status, headers, body };
}

/** Keeps a visitor's rendered document (status 200 only), split around its nonce. */
export function storeDocument(key: string, html: string, nonce: string, status: number, headers: Headers, routeId?: string): void {
  try {
    keep(key, html, nonce, status, headers, routeId);
  } finally {
    settleRendering(key);
  }
}

function keep(key: string, html: string, nonce: string, status: number, headers: Headers, routeId?: string): void {
  if (status !== 200 || MAX_BYTES <= 0) return;
  const parts = html.split(nonce);
  if (parts.length < 2) return; // no nonce found: not a document we understand
  const kept: [string, string][] = [];
  headers.forEach((value, name) => {
    if (!OWN_HEADERS.has(name.toLowerCase())) kept.push([name, value]);
  });
  const buffers = parts.map((p) => Buffer.from(p));
  const deflated = buffers.map(deflatePiece);
  const size = [...buffers, ...deflated].reduce((n, b) => n + b.length, 0) + 512;
  if (size > MAX_BYTES / 8) return;
  drop(key);
  while (bytes + size > MAX_BYTES && entries.size) drop(entries.keys().next().value as string);
  entries.set(key, { parts: buffers, deflated, status, headers: kept, routeId, bytes: size, until: Date.now() + TTL_MS });
  bytes += size;
}

/** Tests and benchmarks: forget every kept document. */
export function clearDocuments(): void {
  entries.clear();
  bytes = 0;
}

export function documentCacheSize(): { entries: number; bytes: number } {
  return { entries: entries.size, bytes };
}
