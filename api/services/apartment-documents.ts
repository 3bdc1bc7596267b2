import { promisify } from "node:util";
import { deflateRaw, inflateRawSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { query } from "../db/client";
import { snapshot } from "./snapshot";

/**
 * Every published apartment's house/info document (the `building_details` read model: its
 * columns, rooms and nearest schools as JSON), held in this process's memory, compressed, so the
 * apartment page needs no statement (docs/decisions/010-api-performance.md).
 *
 * At full scale the documents are 87 MB of JSON; each is kept deflated against a dictionary
 * taken from the first documents (they share their keys and much of their wording), about 15 MB
 * in all, and inflated per read in well under 0.1 ms. Rebuilt after catalogue edits like the other
 * snapshots (api/services/snapshot.ts); compression runs on libuv's thread pool, so a rebuild
 * does not hold up requests.
 */
const deflate = promisify(deflateRaw);
const CHUNK = 500; // documents per statement: bounded result size on the embedded engine
const DICTIONARY_BYTES = 32 * 1024; // deflate's window: the most a dictionary can give
// Fastest level: the dictionary does most of the work (level 6 saves ~10% more, ~20% slower to build).
const LEVEL = 1;

interface Documents {
  byId: Map<number, Buffer>;
  idByCode: Map<string, number>;
  dictionary: Buffer;
}

async function build(): Promise<Documents> {
  const byId = new Map<number, Buffer>();
  const idByCode = new Map<string, number>();
  let dictionary: Buffer | undefined;
  let after = 0;
  for (;;) {
    const rows = await query<{ id: number; code: string; doc: string }>(sql`
      SELECT b.id, b.code, d.doc::text AS doc FROM buildings b JOIN building_details d ON d.building_id = b.id
      WHERE b.is_published AND b.id > ${after} ORDER BY b.id LIMIT ${CHUNK}`);
    if (!rows.length) break;
    after = rows[rows.length - 1].id;
    // The dictionary: the tail of the first documents joined (deflate prefers recent bytes).
    dictionary ??= Buffer.from(rows.slice(0, 8).map((r) => r.doc).join("")).subarray(-DICTIONARY_BYTES);
    const packed = await Promise.all(rows.map((r) => deflate(r.doc, { dictionary, level: LEVEL })));
    rows.forEach((r, i) => {
      // A copy: zlib's result is a view of a 16 KB output block, eight times the document's size.
      byId.set(r.id, Buffer.from(packed[i]));
      idByCode.set(r.code, r.id);
    });
  }
  return { byId, idByCode, dictionary: dictionary ?? Buffer.alloc(0) };
}

const documents = snapshot("apartment documents", build);

/** A published apartment's document (parsed JSON), by code or id; undefined when there is none. */
export async function apartmentDocument<T>(ref: { code?: string; id?: number }): Promise<T | undefined> {
  const docs = await documents.get();
  const id = ref.code ? docs.idByCode.get(ref.code) : ref.id;
  const packed = id === undefined ? undefined : docs.byId.get(id);
  if (!packed) return undefined;
  return JSON.parse(inflateRawSync(packed, { dictionary: docs.dictionary }).toString()) as T;
}

export const warmApartmentDocuments = documents.warm;
