import { promisify } from "node:util";
import { deflateRaw, inflateRawSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { LANGS, type Lang } from "#core/constants";
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
 */
const deflate = promisify(deflateRaw);
const CHUNK = 500; // documents per statement: bounded result size on the embedded engine
const DICTIONARY_BYTES = 32 * 1024; // deflate's window: the most a dictionary can give
// Fastest level: the dictionary does most of the work (level 6 saves ~15% more, ~50% slower to build).
const LEVEL = 1;

export interface ApartmentPages {
  /** Per apartment id: its pages in LANGS order, joined and deflated, and where the second starts. */
  byId: Map<number, { packed: Buffer; split: number }>;
  idByCode: Map<string, number>;
  dictionary: Buffer;
  /** Per apartment id: what answer-time additions need (CNY rate and intakes). */
  metaById: Map<number, { currency: string; iso2: string }>;
}

export async function buildApartmentPages(names: CatalogueIndex): Promise<ApartmentPages> {
  const byId = new Map<number, { packed: Buffer; split: number }>();
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
  const entry = id === undefined ? undefined : pages.byId.get(id);
  if (!entry || id === undefined) return undefined;
  const both = inflateRawSync(entry.packed, { dictionary: pages.dictionary });
  return LANGS.indexOf(lang) === 0 ? both.subarray(0, entry.split) : both.subarray(entry.split);
}
