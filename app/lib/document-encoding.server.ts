import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";

/**
 * A rendered document that is not kept (the page cache off or full, a signed-in page, an error
 * page) compressed here, whole and at once, instead of by the compression middleware.
 *
 * Why: the middleware pushed the finished document through a Transform stream and a zlib stream
 * at its defaults (brotli quality 4, gzip level 6): 12–19% of a rendered page's CPU
 * (docs/decisions/032-render-cost.md). On the site's pages (55–90 KB of HTML, half Chinese text)
 * brotli at quality 2 is within 1–2% of gzip at 6 for about a third of its CPU, and gzip at
 * level 3 (zlib's fast matcher) is 8% larger than at 6 for about half of it; one step above
 * each (brotli 3, gzip 4) saved 1–4% of the bytes for 15–25% more of this CPU (the figures are
 * in docs/decisions/032-render-cost.md). The middleware leaves an encoded answer alone.
 *
 * Compressed on libuv's thread pool, not on the event loop: the sync calls were 9–12% of a
 * rendered apartment page's main-thread CPU, which the second core can do beside the next render
 * (docs/decisions/040-compression-off-the-loop.md). A document rendered on a render worker is
 * compressed there, at once (`encodeDocumentSync`): that thread has nothing else to do meanwhile,
 * and the request's thread then only sends the bytes (docs/decisions/043-compressed-where-rendered.md).
 */
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 2, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } };
const GZIP = { level: 3 };

const OFFERS = {
  gzip: /(^|[\s,])gzip\s*(,|$|;(?!\s*q=0(\.0+)?\s*(,|$)))/i,
  br: /(^|[\s,])br\s*(,|$|;(?!\s*q=0(\.0+)?\s*(,|$)))/i,
};

/** Whether an Accept-Encoding header offers `coding` (named, and not with q=0). */
export function acceptsCoding(header: string | null | undefined, coding: keyof typeof OFFERS): boolean {
  return !!header && OFFERS[coding].test(header);
}

export interface EncodedDocument {
  body: Buffer<ArrayBuffer>;
  /** The Content-Encoding to send, or undefined for the plain bytes. */
  encoding?: "br" | "gzip";
}

/** The document as the client accepts it: brotli, else gzip, else as it is. */
export async function encodeDocument(bytes: Buffer<ArrayBuffer>, acceptEncoding: string | null | undefined): Promise<EncodedDocument> {
  if (acceptsCoding(acceptEncoding, "br")) return { body: (await brotliAsync(bytes, BROTLI)) as Buffer<ArrayBuffer>, encoding: "br" };
  if (acceptsCoding(acceptEncoding, "gzip")) return { body: (await gzipAsync(bytes, GZIP)) as Buffer<ArrayBuffer>, encoding: "gzip" };
  return { body: bytes };
}

/** As `encodeDocument`, on the calling thread: for a render worker, whose thread waits for nothing else. */
export function encodeDocumentSync(bytes: Buffer, acceptEncoding: string | null | undefined): EncodedDocument {
  if (acceptsCoding(acceptEncoding, "br")) return { body: brotliCompressSync(bytes, BROTLI) as Buffer<ArrayBuffer>, encoding: "br" };
  if (acceptsCoding(acceptEncoding, "gzip")) return { body: gzipSync(bytes, GZIP) as Buffer<ArrayBuffer>, encoding: "gzip" };
  return { body: bytes as Buffer<ArrayBuffer> };
}
