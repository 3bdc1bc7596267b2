import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { AVATAR_MAX_BYTES } from "#core/constants";
import { query, type Db } from "../db/client";
import { ApiError } from "../http/envelope";
import { FetchRefused, safeFetch } from "../platform/safe-fetch";
import { storeImageBytes } from "../uploads";

/**
 * Photos named by URL in a landlord's feed records. Each is fetched through the same guard as the
 * feed, its type decided by its bytes and re-encoded by the uploads domain like any uploaded
 * photo. A URL already stored for this landlord is asked for conditionally (304: kept), and bytes
 * hashing the same as last time are not stored again. A photo that fails is named with its
 * reason; the record goes ahead with the photos that worked.
 */
export interface PhotoFailure {
  ref: string;
  url: string;
  reason: string;
}

export interface FetchedPhoto {
  url: string;
  sha256: string;
  key: string;
  etag: string | null;
  lastModified: string | null;
  /** Newly stored (or its validators moved): written to feed_photos with the run. */
  changed: boolean;
}

interface Known {
  url: string;
  sha256: string;
  file_key: string;
  etag: string | null;
  last_modified: string | null;
}

const PHOTO_TIMEOUT_MS = 15_000;

// The report's reasons are in the feed's own terms, like a rejected record's field messages.
const IMAGE_REASONS: Record<string, string> = {
  upload_type: "not a JPEG or PNG image (judged by its bytes)",
  upload_size: "over 3 MB",
  upload_unreadable: "the image cannot be read",
  upload_failed: "the image could not be stored",
};

function reasonOf(e: unknown): string {
  if (e instanceof FetchRefused) return `fetch ${e.reason}: ${e.detail}`;
  if (e instanceof ApiError) return IMAGE_REASONS[e.key] ?? e.key;
  return e instanceof Error ? e.message : String(e);
}

/** The landlord's stored photos for these URLs, by URL. */
export async function knownPhotos(landlordId: number, urls: string[]): Promise<Map<string, Known>> {
  if (!urls.length) return new Map();
  const rows = await query<Known>(
    sql`SELECT url, sha256, file_key, etag, last_modified FROM feed_photos WHERE landlord_id = ${landlordId} AND url IN (${sql.join(
      urls.map((u) => sql`${u}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((r) => [r.url, r]));
}

/** Fetches one record's photos in order; a failed one keeps its earlier stored copy, if any. */
export async function fetchPhotos(ref: string, urls: string[], known: Map<string, Known>): Promise<{ photos: FetchedPhoto[]; failures: PhotoFailure[] }> {
  const photos: FetchedPhoto[] = [];
  const failures: PhotoFailure[] = [];
  for (const url of [...new Set(urls)]) {
    const before = known.get(url);
    try {
      const got = await safeFetch(url, { maxBytes: AVATAR_MAX_BYTES, timeoutMs: PHOTO_TIMEOUT_MS, accept: "image/jpeg, image/png", etag: before?.etag, lastModified: before?.last_modified });
      if (got.notModified) {
        photos.push({ url, sha256: before!.sha256, key: before!.file_key, etag: got.etag, lastModified: got.lastModified, changed: false });
        continue;
      }
      const sha256 = createHash("sha256").update(got.body).digest("hex");
      if (before && before.sha256 === sha256) {
        photos.push({ url, sha256, key: before.file_key, etag: got.etag, lastModified: got.lastModified, changed: got.etag !== before.etag || got.lastModified !== before.last_modified });
        continue;
      }
      const stored = await storeImageBytes(new Uint8Array(got.body), null);
      photos.push({ url, sha256, key: stored.key, etag: got.etag, lastModified: got.lastModified, changed: true });
    } catch (e) {
      failures.push({ ref, url, reason: reasonOf(e) });
      if (before) photos.push({ url, sha256: before.sha256, key: before.file_key, etag: before.etag, lastModified: before.last_modified, changed: false });
    }
  }
  return { photos, failures };
}

/** Remembers what each photo URL was stored as, in the run's transaction. */
export async function rememberPhotos(tx: Db, landlordId: number, photos: FetchedPhoto[]): Promise<void> {
  for (const p of photos.filter((x) => x.changed)) {
    await query(
      sql`INSERT INTO feed_photos (landlord_id, url, sha256, file_key, etag, last_modified, fetched_at)
        VALUES (${landlordId}, ${p.url}, ${p.sha256}, ${p.key}, ${p.etag}, ${p.lastModified}, now())
        ON CONFLICT (landlord_id, url) DO UPDATE SET sha256 = EXCLUDED.sha256, file_key = EXCLUDED.file_key,
          etag = EXCLUDED.etag, last_modified = EXCLUDED.last_modified, fetched_at = now()`,
      tx,
    );
  }
}
