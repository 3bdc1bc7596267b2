import { promisify } from "node:util";
import { deflateRaw, deflateRawSync, inflateRawSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { LANGS, type Lang } from "#core/constants";
import { logger } from "#core/log.server";
import { ScratchFile } from "#core/scratch-file.server";
import { query } from "../db/client";
import { houseInfoFromDoc, type HouseDoc } from "./apartment";
import type { CatalogueIndex } from "./catalogue-index";
import type { CancellationPolicy } from "./policy";

/**
 * Every published apartment's page (`house/info`), made ahead of time in each language and held
 * in this process's memory as finished JSON, compressed: answering a page is one inflate, with
 * no statement, no JSON.parse and no JSON.stringify (docs/decisions/010-api-performance.md).
 * Part of the catalogue snapshot (api/catalogue/catalogue-snapshot.ts), so pages are made again,
 * with the names of the same snapshot, whenever the catalogue changes.
 *
 * At full scale: 8,000 apartments × 2 languages ≈ 190 MB of JSON. An apartment's two pages are
 * deflated together (the second shares most of its bytes with the first), against a dictionary
 * taken from the first pages (they share their keys and much of their wording): about 34 MB in
 * all, and ~0.1 ms to inflate. Compression runs on libuv's thread pool, beside the main
 * thread's parsing and rendering.
 *
 * Once the snapshot is answered from (built, or read from its file), the packed pages are moved to
 * a file of this process's own (`filePages`, core/scratch-file.server.ts): a page is read back
 * with one positioned read before its inflate, and its 34 MB leave this process's memory
 * (docs/decisions/046-kept-bytes-in-files.md).
 */
const deflate = promisify(deflateRaw);
const CHUNK = 500; // documents per statement: bounded result size on the embedded engine
const DICTIONARY_BYTES = 32 * 1024; // deflate's window: the most a dictionary can give
// Fastest level: the dictionary does most of the work (level 6 saves ~15% more, ~50% slower to build).
const LEVEL = 1;

/** An apartment's pages in LANGS order, joined and deflated, and where the second starts: in memory, or at a place in the pages' file. */
type PackedPages = { packed: Buffer; split: number } | { at: number; length: number; split: number };

export interface ApartmentPages {
  /** Per apartment id: its packed pages. */
  byId: Map<number, PackedPages>;
  idByCode: Map<string, number>;
  dictionary: Buffer;
  /** Per apartment id: what answer-time additions need (CNY rate and intakes). */
  metaById: Map<number, { currency: string; iso2: string }>;
  /** The file the packed pages were moved to (`filePages`); none before, and in the snapshot's own file. */
  file?: ScratchFile;
}

export async function buildApartmentPages(names: CatalogueIndex): Promise<ApartmentPages> {
  const byId = new Map<number, PackedPages>();
  const idByCode = new Map<string, number>();
  const metaById = new Map<number, { currency: string; iso2: string }>();
  let dictionary: Buffer | undefined;
  let after = 0;
  let compressing: Promise<void> = Promise.resolve();
  for (;;) {
    // Fees, the country code and the cancellation policy are read beside the document (costs as data).
    const rows = await query<{ id: number; code: string; doc: string; fees: unknown; iso2: string; policy: CancellationPolicy | null }>(sql`
      SELECT b.id, b.code, d.doc::text AS doc, b.fees, co.iso2,
        CASE WHEN cp.building_id IS NULL THEN NULL ELSE json_build_object('coolingOffDays', cp.cooling_off_days, 'visaAdminFee', cp.visa_admin_fee, 'refundWithinDays', cp.refund_within_days) END AS policy
      FROM buildings b JOIN building_details d ON d.building_id = b.id
      JOIN countries co ON co.id = b.country_id
      LEFT JOIN cancellation_policies cp ON cp.building_id = b.id
      WHERE b.is_published AND b.id > ${after} ORDER BY b.id LIMIT ${CHUNK}`);
    if (!rows.length) break;
    after = rows[rows.length - 1].id;
    const pages = rows.flatMap((r) => {
      const doc = { ...(JSON.parse(r.doc) as HouseDoc), fees: r.fees, country_iso2: r.iso2, policy: r.policy };
      metaById.set(r.id, { currency: doc.currency, iso2: r.iso2 });
      const langs = LANGS.map((lang) => houseInfoFromDoc(doc, names, lang));
      // No city or country in the names (a place added since): no page, as for an unknown code.
      if (!langs.every((p) => p)) return [];
      const [first, second] = langs.map((p) => Buffer.from(JSON.stringify(p)));
      return [{ id: r.id, code: r.code, both: Buffer.concat([first, second]), split: first.length }];
    });
    // The dictionary: the tail of the first pages joined (deflate prefers recent bytes).
    dictionary ??= Buffer.concat(pages.slice(0, 2).map((p) => p.both)).subarray(-DICTIONARY_BYTES);
    const dict = dictionary;
    // Compressed on the thread pool while the next chunk is read and rendered here; one chunk
    // at a time, so at most two chunks of JSON text are alive.
    await compressing;
    compressing = Promise.all(
      pages.map(async (p) => {
        const packed = await deflate(p.both, { dictionary: dict, level: LEVEL });
        // A copy: zlib's result is a view of a larger output block.
        byId.set(p.id, { packed: Buffer.from(packed), split: p.split });
        idByCode.set(p.code, p.id);
      }),
    ).then(() => undefined);
  }
  await compressing;
  return { byId, idByCode, dictionary: dictionary ?? Buffer.alloc(0), metaById };
}

/** A published apartment's page as JSON bytes, by code or id; undefined when there is none. */
export function readApartmentPage(pages: ApartmentPages, ref: { code?: string; id?: number }, lang: Lang): Buffer | undefined {
  const id = ref.code ? pages.idByCode.get(ref.code) : ref.id;
  const both = id === undefined ? undefined : bothPages(pages, id);
  if (!both) return undefined;
  return LANGS.indexOf(lang) === 0 ? both.json.subarray(0, both.split) : both.json.subarray(both.split);
}

/** An apartment's pages in LANGS order, inflated, and where the second starts. */
export function bothPages(pages: ApartmentPages, id: number): { json: Buffer; split: number } | undefined {
  const entry = pages.byId.get(id);
  if (!entry) return undefined;
  const packed = "packed" in entry ? entry.packed : pages.file!.read(entry.at, entry.length);
  return { json: inflateRawSync(packed, { dictionary: pages.dictionary }), split: entry.split };
}

/** Replaces an apartment's pages (a stock move written in: ./stock-overlay.ts). */
export function setBothPages(pages: ApartmentPages, id: number, json: Buffer, split: number): void {
  // A copy of exactly its size: zlib's one-shot answer is a view of its 16 KB output buffer.
  const packed = Buffer.from(deflateRawSync(json, { dictionary: pages.dictionary, level: LEVEL }));
  pages.byId.set(id, pages.file ? { at: pages.file.append(packed), length: packed.length, split } : { packed, split });
}

/** Closes a pages' file once the snapshot it belongs to is gone (replaced by a rebuild). */
const closeWhenGone = new FinalizationRegistry<ScratchFile>((file) => file.close());

/**
 * Moves the packed pages to a file of this process's own (once per snapshot; after it is saved,
 * so the snapshot's file still holds them). Left in memory when no file can be made.
 */
export function filePages(pages: ApartmentPages): void {
  if (pages.file) return;
  let file: ScratchFile;
  try {
    file = new ScratchFile("apartment-pages");
  } catch (error) {
    logger.warn({ error: (error as Error).message }, "no file for the apartment pages in the temporary folder: they stay in memory");
    return;
  }
  // Written a megabyte at a time: a few dozen writes for the whole catalogue.
  let batch: { id: number; packed: Buffer; split: number }[] = [];
  let batchBytes = 0;
  const flush = () => {
    const at = file.append(Buffer.concat(batch.map((b) => b.packed)));
    let offset = at;
    for (const b of batch) {
      pages.byId.set(b.id, { at: offset, length: b.packed.length, split: b.split });
      offset += b.packed.length;
    }
    batch = [];
    batchBytes = 0;
  };
  for (const [id, entry] of pages.byId) {
    if (!("packed" in entry)) continue;
    batch.push({ id, packed: entry.packed, split: entry.split });
    batchBytes += entry.packed.length;
    if (batchBytes >= 2 ** 20) flush();
  }
  if (batch.length) flush();
  pages.file = file;
  closeWhenGone.register(pages, file);
}
