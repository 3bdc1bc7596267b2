import { promisify } from "node:util";
import { constants, crc32, deflateRaw, deflateRawSync, type ZlibOptions } from "node:zlib";
import { crc32Combine, crc32Shift } from "./crc32-combine";
import type { PersonalShell } from "./personal";

/**
 * A kept document's one compressed form (app/lib/page-cache.server.ts): the gzip answer, made
 * ahead but for the nonces. Every piece of the document between two nonces is deflated once, as
 * its own run of blocks ended by a sync flush (byte-aligned, not final). An answer writes the new
 * nonce between them as a stored block (5 bytes of header, the nonce as is), then the empty final
 * block, the CRC-32 and the length: one valid gzip stream, and no compression of the page per
 * visitor. The CRC of the whole is combined from each piece's CRC kept at store time and the
 * nonce's (crc32-combine.ts), so an answer never reads the plain page; nothing plain is kept (the
 * rare client that refuses gzip gets the answer inflated).
 *
 * The pieces are made where the document was rendered: on a render worker (`keptPiecesSync`:
 * that thread has nothing else to do meanwhile, and the request's thread then only files them;
 * docs/decisions/044-kept-where-rendered.md), or on the request's thread when there is none
 * (`keptPieces`). Either way they are plain data in one block, which crosses threads as it is.
 */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** BFINAL=1, fixed Huffman, end of block: what zlib writes on finish after a sync flush. */
const EMPTY_FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/**
 * Level 5: on the site's pages within 1% of level 6's bytes for 15–40% less CPU (the long runs of
 * Chinese text are where level 6's longer match chains cost). The window is no larger than the
 * piece needs: zlib allocates and clears its window and hash table on every call, and for the few
 * hundred bytes beside a nonce, or a signed-in student's own part deflated per answer, clearing
 * the default 32 KB window cost more than compressing; the bytes come out the same (ADR 037).
 */
function deflateOptions(piece: Buffer): ZlibOptions {
  const windowBits = Math.min(15, Math.max(9, Math.ceil(Math.log2(piece.length + 262))));
  return { level: 5, windowBits, memLevel: Math.max(1, windowBits - 7), finishFlush: constants.Z_SYNC_FLUSH };
}

const deflateRawAsync = promisify(deflateRaw);
/**
 * On the request's thread, a piece at least this large is deflated on libuv's thread pool: the
 * large ones were 8–10% of a rendered page's main-thread CPU, and the second core does them
 * beside the next render. Smaller ones (the bytes between nonces, a student's own part per
 * answer) cost less deflated here than the trip to the pool and back (ADR 040).
 */
const OFF_THREAD_BYTES = 4096;

/**
 * The document in order, as numbers: PART_WORDS words per part — what it is, and for a piece its
 * start and end in the block, the CRC-32 of its plain bytes, the operator that shifts a CRC over
 * their length, and that length. What a part is: NONCE (the nonce's place), STATIC (a kept piece),
 * or SLOT + i (personal part i, the visitor's version kept). One small array per document, where
 * an object per part and per span cost a kept page about 4 KB of heap (a cache of 6,000 pages,
 * 25 MB; docs/decisions/045-memory-after-the-mix.md).
 */
export const PART_WORDS = 6;
const NONCE = 0;
const STATIC = 1;
const SLOT = 2;

/**
 * A document's pieces: deflated one after another into one block (the first starting with the
 * gzip header), and its parts. One block per document: zlib's one-shot functions answer a view of
 * their 16 KB output buffer, so pieces kept as they came held 16 KB each however small they were
 * (docs/decisions/034-start-and-memory.md); and numbers in arrays are what a render worker's
 * message copies cheaply.
 */
export interface KeptPieces {
  block: Buffer;
  parts: Uint32Array;
}

/** A piece deflated for one answer (a signed-in student's own part). */
interface Piece {
  deflated: Buffer;
  crc: number;
  shift: number;
  plainBytes: number;
}

function storedBlock(bytes: Buffer): Buffer {
  const header = Buffer.alloc(5 + bytes.length);
  header[0] = 0; // BFINAL=0, BTYPE=00 (stored), padded to the byte
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(header, 5);
  return header;
}

/**
 * The gzip answer of a document's pieces for one nonce: the kept pieces, the nonce as a stored
 * block in each gap, and in each personal part's place the visitor's version kept with it or, for
 * a signed-in student (signed-in-pages.server.ts), theirs deflated now (a few KB).
 */
export function gzipAnswer({ block, parts }: KeptPieces, nonce: Buffer, personal?: readonly string[]): Buffer {
  const stored = storedBlock(nonce);
  const nonceCrc = crc32(nonce);
  const shift = crc32Shift(nonce.length);
  const own = personal?.map((html): Piece => {
    const plain = Buffer.from(html);
    return { deflated: deflateRawSync(plain, deflateOptions(plain)), crc: crc32(plain), shift: crc32Shift(plain.length), plainBytes: plain.length };
  });
  const ownOf = (what: number) => (what >= SLOT && own ? own[what - SLOT] : undefined);
  let size = EMPTY_FINAL_BLOCK.length + 8;
  let length = 0;
  for (let p = 0; p < parts.length; p += PART_WORDS) {
    const what = parts[p];
    const mine = ownOf(what);
    if (what === NONCE) {
      size += stored.length;
      length += nonce.length;
    } else if (mine) {
      size += mine.deflated.length;
      length += mine.plainBytes;
    } else {
      size += parts[p + 2] - parts[p + 1];
      length += parts[p + 5];
    }
  }
  const body = Buffer.allocUnsafe(size);
  let at = 0;
  let crc = 0;
  for (let p = 0; p < parts.length; p += PART_WORDS) {
    const what = parts[p];
    const mine = ownOf(what);
    if (what === NONCE) {
      at += stored.copy(body, at);
      crc = crc32Combine(crc, nonceCrc, shift);
    } else if (mine) {
      at += mine.deflated.copy(body, at);
      crc = crc32Combine(crc, mine.crc, mine.shift);
    } else {
      at += block.copy(body, at, parts[p + 1], parts[p + 2]);
      crc = crc32Combine(crc, parts[p + 3], parts[p + 4]);
    }
  }
  at += EMPTY_FINAL_BLOCK.copy(body, at);
  body.writeUInt32LE(crc >>> 0, at);
  body.writeUInt32LE(length % 2 ** 32, at + 4);
  return body;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The document without the personal parts' marks (what a visitor gets of a render that was not kept). */
export function withoutMarks(html: string, shell: Pick<PersonalShell, "token"> | null | undefined): string {
  if (!shell) return html;
  return html.replace(new RegExp(`\u0001${escapeRegExp(shell.token)}:(?:\\d+|/)\u0001`, "g"), "");
}

type Cut = { text: string; kind: "static" | "nonce" | "slot"; index: number };

/**
 * The document cut at its nonces and at the personal parts' marks; undefined when it is not one
 * we understand (no nonce, a part inside a part, a mark without its end).
 */
function cut(html: string, nonce: string, shell: Pick<PersonalShell, "token"> | null | undefined): Cut[] | undefined {
  const marks = shell ? `|\u0001${escapeRegExp(shell.token)}:(\\d+|/)\u0001` : "";
  const pattern = new RegExp(`${escapeRegExp(nonce)}${marks}`, "g");
  const out: Cut[] = [];
  let at = 0;
  let open: number | undefined;
  let nonces = 0;
  for (const m of html.matchAll(pattern)) {
    const text = html.slice(at, m.index);
    at = m.index + m[0].length;
    if (m[1] === undefined) {
      if (open !== undefined) return undefined; // no nonce inside a personal part
      out.push({ text, kind: "static", index: -1 }, { text: "", kind: "nonce", index: -1 });
      nonces++;
    } else if (m[1] === "/") {
      if (open === undefined) return undefined;
      out.push({ text, kind: "slot", index: open });
      open = undefined;
    } else {
      if (open !== undefined) return undefined;
      out.push({ text, kind: "static", index: -1 });
      open = Number(m[1]);
    }
  }
  if (open !== undefined || nonces === 0) return undefined;
  out.push({ text: html.slice(at), kind: "static", index: -1 });
  return out;
}

/** The cut document's pieces, each deflated (`deflated[i]` for `cuts[i]`; nonces have none), laid out in one block. */
function piecesOf(cuts: Cut[], plains: Buffer[], deflated: (Buffer | undefined)[]): KeptPieces {
  let size = GZIP_HEADER.length;
  for (const d of deflated) size += d?.length ?? 0;
  const block = Buffer.allocUnsafeSlow(size);
  const parts = new Uint32Array(cuts.length * PART_WORDS);
  let at = GZIP_HEADER.copy(block, 0);
  cuts.forEach((c, i) => {
    const p = i * PART_WORDS;
    parts[p] = c.kind === "nonce" ? NONCE : c.kind === "slot" ? SLOT + c.index : STATIC;
    if (c.kind === "nonce") return;
    parts[p + 1] = i === 0 ? 0 : at; // the first piece carries the gzip header
    at += deflated[i]!.copy(block, at);
    parts[p + 2] = at;
    parts[p + 3] = crc32(plains[i]);
    parts[p + 4] = crc32Shift(plains[i].length);
    parts[p + 5] = plains[i].length;
  });
  return { block, parts };
}

/** A document's pieces, deflated on this thread: a render worker's, whose thread waits for nothing else. */
export function keptPiecesSync(html: string, nonce: string, shell: Pick<PersonalShell, "token"> | null | undefined): KeptPieces | undefined {
  const cuts = cut(html, nonce, shell);
  if (!cuts) return undefined;
  const plains = cuts.map((c) => Buffer.from(c.text));
  return piecesOf(cuts, plains, plains.map((p, i) => (cuts[i].kind === "nonce" ? undefined : deflateRawSync(p, deflateOptions(p)))));
}

/** A document's pieces on the request's thread: the large ones deflated on libuv's thread pool. */
export async function keptPieces(html: string, nonce: string, shell: Pick<PersonalShell, "token"> | null | undefined): Promise<KeptPieces | undefined> {
  const cuts = cut(html, nonce, shell);
  if (!cuts) return undefined;
  const plains = cuts.map((c) => Buffer.from(c.text));
  const deflated = await Promise.all(
    plains.map((p, i) => (cuts[i].kind === "nonce" ? undefined : p.length < OFF_THREAD_BYTES ? deflateRawSync(p, deflateOptions(p)) : deflateRawAsync(p, deflateOptions(p)))),
  );
  return piecesOf(cuts, plains, deflated);
}

/** Pieces that crossed from a render worker: the structured clone delivers the block as a plain Uint8Array. */
export function piecesArrived(pieces: { block: Uint8Array; parts: Uint32Array }): KeptPieces {
  const { block } = pieces;
  return { block: Buffer.isBuffer(block) ? block : Buffer.from(block.buffer, block.byteOffset, block.byteLength), parts: pieces.parts };
}
