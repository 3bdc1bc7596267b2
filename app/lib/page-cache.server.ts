import { gunzipSync } from "node:zlib";
import { gzipAnswer, keptPieces, type KeptPieces } from "./kept-pieces.server";
import { blockFile, SEGMENTS, type BlockFile, type BlockPlace } from "./kept-blocks.server";
import { logger } from "#core/log.server";
import { catalogueStamp, ownVersion } from "../api-transport.server";
import { nextCampaign } from "./attribution";
import { newHooid, writeHooid } from "./cookies.server";
import { contentSecurityPolicy } from "./csp.server";
import { acceptsCoding } from "./document-encoding.server";
import { currencyCookieOf, DEFAULT_CURRENCY } from "./currency";
import { currentRequest } from "#core/request-context.server";
import { env } from "#core/env.server";
import type { CachedDocument, DocumentRequest } from "#core/server-entry";
import type { PersonalSlotCall, PersonalShell } from "./personal";
import { recordVisit, renderPersonalParts, SHELL_ROUTES, studentOf, studentPageData } from "./signed-in-pages.server";

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
 * Bounded in compressed bytes (PAGE_CACHE_MB, default 128; 0 turns the cache off), least
 * recently used out (ADR 031: one gzip form per entry, about 17 KB a page). The compressed
 * blocks are kept in a file of this process's own (kept-blocks.server.ts, ADR 046), the rest of
 * an entry here.
 *
 * Wired in three places: server/kept-pages.ts answers hits from Node's request event with
 * `answerKept`, before express; server/index.ts asks `lookupDocument` before the Remix handler
 * (a render other visitors wait for) and passes the key of a miss through the load context;
 * entry.server.tsx renders that miss whole, hands it to `storeDocument` and answers the gzip
 * it made.
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

/** A kept document: where its one compressed form is (kept-blocks.server.ts), its parts and what its answers need. */
interface Entry {
  place: BlockPlace;
  parts: KeptPieces["parts"];
  /** The personal parts' calls (app/lib/personal.tsx), by the slots' index. */
  calls: PersonalSlotCall[];
  status: number;
  headers: [string, string][];
  /** The CSP header around the nonce (made at store time: the map hosts are read once). */
  csp: [string, string];
  routeId?: string;
  bytes: number;
  until: number;
}

const entries = new Map<string, Entry>();
let bytes = 0;
let lastStamp: string | undefined;
/** The keys whose blocks each segment of the file holds (dropped when it is written again). */
const inSegment = Array.from({ length: SEGMENTS }, () => new Set<string>());
/** The blocks' file, made at the first page kept; null when it could not be made (nothing is kept then). */
let blocks: BlockFile | null | undefined;

function blocksFile(): BlockFile | undefined {
  if (blocks === undefined) {
    try {
      blocks = blockFile(MAX_BYTES, (segment) => {
        for (const key of inSegment[segment]) drop(key);
        inSegment[segment].clear();
      });
    } catch (error) {
      logger.warn({ error: (error as Error).message }, "no file for the page cache's blocks in the temporary folder: pages are not kept");
      blocks = null;
    }
  }
  return blocks ?? undefined;
}

/** Forgets every kept document (a new catalogue stamp, tests). */
function forgetAll() {
  entries.clear();
  for (const keys of inSegment) keys.clear();
  blocks?.clear();
  bytes = 0;
}

/** The kept document's compressed form, read back from the file (valid until the next read). */
const piecesOf = (entry: Entry): KeptPieces => ({ block: blocks!.read(entry.place), parts: entry.parts });

export type { DocumentRequest } from "#core/server-entry";

function drop(key: string) {
  const entry = entries.get(key);
  if (!entry) return;
  entries.delete(key);
  inSegment[entry.place.segment].delete(key);
  bytes -= entry.bytes;
}

/** The cache key of a visitor's document request, or undefined when the answer may be personal. */
export function documentKey(req: DocumentRequest): string | undefined {
  return keyOf(req, false);
}

/**
 * The key of the visitors' document a signed-in student's request may be made from: the request
 * with the session cookie (`user`) and harmless ones only. Undefined for anything else.
 */
function studentKey(req: DocumentRequest): string | undefined {
  const cookie = req.header("cookie");
  if (!cookie || !/(?:^|;)\s*user=/.test(cookie)) return undefined;
  return keyOf(req, true);
}

function keyOf(req: DocumentRequest, allowSession: boolean, allowSearch = false): string | undefined {
  if (MAX_BYTES <= 0 || (req.method !== "GET" && req.method !== "HEAD")) return undefined;
  let url: URL;
  try {
    url = new URL(req.url);
  } catch {
    return undefined;
  }
  if ((url.search && !allowSearch) || !/^\/(cn|en)(\/|$)/.test(url.pathname) || url.pathname.endsWith(".data")) return undefined;
  const cookie = req.header("cookie");
  if (cookie) {
    for (const part of cookie.split(";")) {
      const name = part.slice(0, part.includes("=") ? part.indexOf("=") : undefined).trim();
      if (name && !HARMLESS_COOKIES.has(name) && !(allowSession && name === "user")) return undefined;
    }
  }
  // A search engine's referrer writes the campaign cookie: that answer is rendered.
  const referer = req.header("referer");
  if (referer && nextCampaign(url, referer, {})) return undefined;
  const stamp = catalogueStamp();
  if (stamp !== lastStamp) {
    // The catalogue moved: what was kept can never be asked for again.
    forgetAll();
    lastStamp = stamp;
  }
  // No stamp (a remote API, or the catalogue not loaded yet): nothing can follow the version.
  if (!stamp) return undefined;
  // A code the catalogue has no rate for renders as CNY; its own key only repeats that page.
  const currency = currencyCookieOf(cookie) ?? DEFAULT_CURRENCY;
  return `${stamp}|${url.protocol}//${url.host}|${req.header("x-forwarded-host") ?? ""}|${url.pathname}|${currency}${allowSearch ? `|${url.search}` : ""}`;
}

export type { CachedDocument } from "#core/server-entry";

/**
 * A visitor's document from the cache, with a fresh nonce, or the key under which the render of
 * this request may be stored (undefined: not a visitor's document).
 */
export async function lookupDocument(req: DocumentRequest, nonce: string): Promise<{ key?: string; hit?: CachedDocument; student?: boolean; own?: boolean }> {
  const key = documentKey(req);
  if (!key) return studentLookup(req, nonce);
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
  await hooidReady();
  const hit = answer(entry, req, nonce)!;
  const ctx = currentRequest();
  if (ctx) ctx.routeId = entry.routeId;
  return { key, hit };
}

/**
 * The hit path of server/index.ts, in front of everything else: a kept visitor's document with
 * a fresh nonce, at once, or undefined (not kept, not a visitor's, or the cookie maker not ready
 * yet) — then the request takes the ordinary way (lookupDocument and Remix).
 */
export function answerKept(req: DocumentRequest, nonce: string): CachedDocument | undefined {
  const key = documentKey(req);
  if (!key) return undefined;
  const entry = fresh(key);
  return entry && answer(entry, req, nonce);
}

function fresh(key: string): Entry | undefined {
  const entry = entries.get(key);
  if (!entry) return undefined;
  if (entry.until <= Date.now()) {
    drop(key);
    return undefined;
  }
  // Asked for again from the older half of the ring: written again where the ring is being
  // written, so that a page in use is not dropped with its segment.
  // Taken out of its segment's keys first, so that the segment the write moves into, even its
  // own, does not drop it; the block read is written before anything else reads the file, and
  // fits (it was no larger than a segment when kept).
  if (blocks && blocks.age(entry.place.segment) >= SEGMENTS / 2) {
    inSegment[entry.place.segment].delete(key);
    entry.place = blocks.put(blocks.read(entry.place))!;
    inSegment[entry.place.segment].add(key);
  }
  return entry;
}

/** Renders in progress (key → settled when kept, refused, or after RENDER_WAIT_MS). */
const rendering = new Map<string, { done: Promise<void>; settle: () => void }>();
/**
 * A safety net only. The render waited for may itself wait its turn (server/render-queue.ts)
 * behind a crowd's other renders; a visitor who gave up on it after a few seconds went to the
 * back of that line to render the same page again, and waited twice (ADR 035).
 */
const RENDER_WAIT_MS = 20_000;

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

/**
 * The visitor id a hit adds when the request has none, as the root loader would: the same
 * cookie as app/lib/cookies.server.ts writeHooid (unsigned, its value the base64 of the JSON
 * string), made from that function's own output once a second (its Expires moves with the
 * clock) with the new id put in, so a hit never waits on the cookie library.
 */
const HOOID_PLACEHOLDER = "00000000-0000-4000-8000-000000000000";
const encodeHooid = (id: string) => encodeURIComponent(Buffer.from(JSON.stringify(id)).toString("base64"));
let hooidTemplate: { before: string; after: string; at: number } | undefined;
let hooidMaking: Promise<void> | undefined;

function refreshHooidTemplate(): Promise<void> {
  hooidMaking ??= writeHooid(HOOID_PLACEHOLDER)
    .then((made) => {
      const [before, after] = made.split(encodeHooid(HOOID_PLACEHOLDER));
      if (after !== undefined) hooidTemplate = { before, after, at: Date.now() };
    })
    .finally(() => (hooidMaking = undefined));
  return hooidMaking;
}

const hooidReady = () => (hooidTemplate ? Promise.resolve() : refreshHooidTemplate());

function newHooidCookie(): string | undefined {
  if (!hooidTemplate) {
    void refreshHooidTemplate();
    return undefined;
  }
  if (Date.now() - hooidTemplate.at > 1000) void refreshHooidTemplate();
  return hooidTemplate.before + encodeHooid(newHooid()) + hooidTemplate.after;
}

/** Whether the request carries a well-formed visitor id (readHooid's rule, read synchronously). */
export function hasHooid(cookie: string | undefined): boolean {
  if (!cookie || !cookie.includes("hooid=")) return false;
  const raw = /(?:^|;)\s*hooid=([^;]*)/.exec(cookie)?.[1];
  if (!raw) return false;
  try {
    const value = JSON.parse(decodeURIComponent(escape(atob(decodeURIComponent(raw.trim()))))) as unknown;
    return typeof value === "string" && /^[\w-]{8,64}$/.test(value);
  } catch {
    return false;
  }
}

/**
 * A signed-in student's request: their page made from the kept visitors' document; or, when the
 * page is one of those made so (by its path) and not kept yet, the key under which the server
 * renders it as a visitor's (`student`: server/index.ts leaves the session cookie out of that
 * render, entry.server.tsx keeps it and answers `studentPageAfterRender`); or nothing: a full render.
 */
async function studentLookup(req: DocumentRequest, nonce: string): Promise<{ key?: string; hit?: CachedDocument; student?: boolean; own?: boolean }> {
  const url = new URL(req.url);
  if (OWN_PATH.test(url.pathname)) return ownLookup(req, nonce, url);
  const key = studentKey(req);
  if (!key) return {};
  if (!entries.has(key)) {
    if (renderedInFull.has(key) || !SHELL_PATH.test(url.pathname)) return {};
    const pending = rendering.get(key);
    if (!pending) {
      startRendering(key);
      return { key, student: true };
    }
    await pending.done;
  }
  return { hit: await studentAnswer(req, nonce) };
}

/**
 * A signed-in student's own pages (their applications and orders, their saved apartments, the
 * online service without a conversation open), kept whole per student (ADR 036, 037). Every view of these used to be rendered in full, 4–6 ms of CPU
 * for lists that change a few times a week, where a kept page costs a fraction of a millisecond.
 *
 * A kept page's key holds the student's own version (api/accounts/own-version.ts): triggers move
 * it with every write to what these pages show, by whichever code, instance or hand, so a kept
 * page is never older than the rows it shows; one indexed read per view asks it. The key also
 * holds the catalogue stamp (the apartments' names and prices), the query string (tab, page,
 * city) and the second currency; a request with any other cookie than the session's and the
 * harmless ones (a toast to show, a kept draft, a third-party login under way) is rendered in
 * full, as a visitor's is, and so is a query with anything but the tab, the page and the city
 * filter (`?dialog=` opens a form whose request id must be new on every answer). Left out: the
 * requests tab, whose expiry is read from the clock.
 */
const OWN_PATH = /^\/(?:cn|en)\/user\/(applications|collections|service)$/;
const LIST_QUERY = new Set(["tab", "page", "city"]);
/**
 * The query each own page is kept for. The online service page: which conversation or subject
 * (its loader keeps it only until the opening hours read differently, and not when it read a
 * conversation: app/lib/service.server.ts); its form's request id is the answer's nonce.
 */
const OWN_QUERY: Record<string, Set<string>> = { applications: LIST_QUERY, collections: LIST_QUERY, service: new Set(["c", "new", "applyCode", "orderNo"]) };

/** The student's own page from the cache, or the key its render is kept under; {} to render it in full. */
async function ownLookup(req: DocumentRequest, nonce: string, url: URL): Promise<{ key?: string; hit?: CachedDocument; own?: boolean }> {
  const query = OWN_QUERY[OWN_PATH.exec(url.pathname)?.[1] ?? ""];
  if (!query || url.searchParams.get("tab") === "requests" || [...url.searchParams.keys()].some((name) => !query.has(name))) return {};
  const base = keyOf(req, true, true);
  if (!base) return {};
  const student = await studentOf(req.url, req.header("cookie") ?? "");
  const code = student?.user.userCode;
  const version = code ? await ownVersion(code).catch(() => undefined) : undefined;
  if (!version) return {};
  const key = `own|${code}|${version}|${base}`;
  let entry = fresh(key);
  if (!entry) {
    // The student's own page asked for again while it renders (a double click, a second tab)
    // waits for that render, as a visitors' page does.
    const pending = rendering.get(key);
    if (!pending) {
      startRendering(key);
      return { key, own: true };
    }
    await pending.done;
    entry = fresh(key);
    if (!entry) return { key, own: true };
  }
  await hooidReady();
  const kept = answer(entry, req, nonce)!;
  // The student's own: no shared cache keeps it.
  const hit = { ...kept, headers: [...kept.headers.filter(([name]) => name.toLowerCase() !== "cache-control"), PRIVATE] };
  const ctx = currentRequest();
  if (ctx) ctx.routeId = entry.routeId;
  return { key, hit };
}

/**
 * The paths of SHELL_ROUTES (home, country, city and school listings, apartment, room): a
 * student's miss there is rendered as a visitor's page. A path that turns out to be another
 * route's is remembered in renderedInFull and rendered in full from then on.
 */
const SHELL_PATH = /^\/(?:cn|en)\/(?:|[^/]+\/(?:[^/]+\/){0,2}apartments(?:\/[^/]+)*|apartment\/[^/]+(?:\/room\/[^/]+)?)$/;
const renderedInFull = new Set<string>();

/**
 * After entry.server.tsx rendered a student's miss as a visitor's page and kept it: the student's
 * page made from it, or undefined when it was not kept or is not a page made so (then the
 * student is sent to the same address again, which renders in full).
 */
export async function studentPageAfterRender(key: string, req: DocumentRequest, nonce: string): Promise<CachedDocument | undefined> {
  const hit = entries.has(key) ? await studentAnswer(req, nonce) : undefined;
  if (!hit) {
    if (renderedInFull.size >= 10_000) renderedInFull.clear();
    renderedInFull.add(key);
  }
  return hit;
}

/**
 * A signed-in student's catalogue page made from the visitors' kept document and the student's
 * own parts (signed-in-pages.server.ts), or undefined: then the page is rendered in full, as
 * before (not kept, a page with personal parts that are not marked, a student whose page needs
 * the full render).
 */
async function studentAnswer(req: DocumentRequest, nonce: string): Promise<CachedDocument | undefined> {
  const key = studentKey(req);
  if (!key) return undefined;
  const kept = entries.get(key);
  if (!kept?.calls.length || !SHELL_ROUTES.has(kept.routeId ?? "")) return undefined;
  const student = await studentOf(req.url, req.header("cookie") ?? "");
  const url = new URL(req.url);
  const page = student && (await studentPageData(student, kept.routeId, url.pathname));
  const entry = page && fresh(key);
  if (!student || !page || !entry) return undefined;
  const personal = renderPersonalParts(entry.calls, url, student, page);
  const body = gzipAnswer(piecesOf(entry), Buffer.from(nonce), personal);
  recordVisit(student, entry.routeId, url.pathname);
  const headers: [string, string][] = entry.headers.filter(([name]) => name.toLowerCase() !== "cache-control");
  headers.push(PRIVATE, [entry.csp[0], entry.csp[1].replace(NONCE_MARK, nonce)], VARY);
  const gzip = acceptsCoding(req.header("accept-encoding"), "gzip");
  if (gzip) headers.push(GZIP);
  if (!hasHooid(req.header("cookie"))) {
    await hooidReady();
    const setCookie = newHooidCookie();
    if (setCookie) headers.push(["Set-Cookie", setCookie]);
  }
  headers.push(PERSONAL_TIMING);
  const ctx = currentRequest();
  if (ctx) ctx.routeId = entry.routeId;
  return { status: entry.status, headers, body: gzip ? body : gunzipSync(body), routeId: entry.routeId };
}

/** A signed-in page is the student's own: no shared cache keeps it. */
const PRIVATE: [string, string] = ["Cache-Control", "private, no-cache"];
const PERSONAL_TIMING: [string, string] = ["Server-Timing", 'cache;desc="page cache hit, personal parts"'];
const HIT_TIMING: [string, string] = ["Server-Timing", 'cache;desc="page cache hit"'];
const VARY: [string, string] = ["Vary", "Accept-Encoding"];
const GZIP: [string, string] = ["Content-Encoding", "gzip"];

/** The answer of a kept entry for this request; undefined while the cookie maker is not ready. */
function answer(entry: Entry, req: DocumentRequest, nonce: string): CachedDocument | undefined {
  const cookie = req.header("cookie");
  let setCookie: string | undefined;
  if (!hasHooid(cookie)) {
    setCookie = newHooidCookie();
    if (!setCookie) return undefined;
  }
  const gzip = acceptsCoding(req.header("accept-encoding"), "gzip");
  const nonceBytes = Buffer.from(nonce);
  const zipped = gzipAnswer(piecesOf(entry), nonceBytes);
  const headers: [string, string][] = [...entry.headers, [entry.csp[0], entry.csp[1].replace(NONCE_MARK, nonce)], VARY];
  if (gzip) headers.push(GZIP);
  if (setCookie) headers.push(["Set-Cookie", setCookie]);
  headers.push(HIT_TIMING);
  return { status: entry.status, headers, body: gzip ? zipped : gunzipSync(zipped), routeId: entry.routeId };
}

/** Where the nonce goes in a kept entry's CSP. */
const NONCE_MARK = "\u0000nonce\u0000";

/** What a kept document is besides its bytes. */
export interface KeptAbout {
  /** The route that rendered it (metrics, and which signed-in pages can be made from it). */
  routeId?: string;
  /** Its personal parts' marks (app/lib/personal.tsx). */
  shell?: PersonalShell;
  /** Until when it holds (RequestContext.keepUntil); TTL_MS at most. */
  until?: number;
}

/**
 * Keeps a visitor's rendered document (status 200 only), split around its nonce: from its HTML,
 * or from the pieces a render worker made of it (kept-pieces.server.ts). Answers the gzip answer
 * of it for that same nonce (the render's own response, compressed once); or undefined when it was
 * not kept and its HTML is there to answer.
 */
export async function storeDocument(key: string, doc: string | KeptPieces, nonce: string, status: number, headers: Headers, about: KeptAbout = {}): Promise<Buffer | undefined> {
  try {
    const pieces = typeof doc === "string" ? await keptPieces(doc, nonce, about.shell) : doc;
    if (!pieces) return undefined;
    const entry = keep(key, pieces, status, headers, about);
    // Pieces made on a worker are all there is of the document: answered from them even when not kept.
    return entry || typeof doc !== "string" ? gzipAnswer(pieces, Buffer.from(nonce)) : undefined;
  } finally {
    settleRendering(key);
  }
}

function keep(key: string, pieces: KeptPieces, status: number, headers: Headers, { routeId, shell, until }: KeptAbout): Entry | undefined {
  const expires = Math.min(Date.now() + TTL_MS, until ?? Infinity);
  if (status !== 200 || MAX_BYTES <= 0 || expires <= Date.now()) return undefined;
  const file = blocksFile();
  if (!file || pieces.block.length > file.largest) return undefined;
  const kept: [string, string][] = [];
  headers.forEach((value, name) => {
    if (!OWN_HEADERS.has(name.toLowerCase())) kept.push([name, value]);
  });
  // What the file holds of it (the ring bounds these; what stays here is a few hundred bytes of
  // parts and headers an entry, about 2 KB with the entries' keys).
  const size = pieces.block.length;
  drop(key);
  const place = file.put(pieces.block)!;
  const entry: Entry = { place, parts: pieces.parts, calls: shell?.calls ?? [], status, headers: kept, csp: ["Content-Security-Policy", contentSecurityPolicy(NONCE_MARK)], routeId, bytes: size, until: expires };
  entries.set(key, entry);
  inSegment[place.segment].add(key);
  bytes += size;
  return entry;
}

/** Tests and benchmarks: forget every kept document. */
export function clearDocuments(): void {
  forgetAll();
  renderedInFull.clear();
}

/** Documents kept, and the bytes of their blocks in the file. */
export function documentCacheSize(): { entries: number; bytes: number } {
  return { entries: entries.size, bytes };
}
