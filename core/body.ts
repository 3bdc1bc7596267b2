import { AVATAR_MAX_BYTES, DOCUMENT_MAX_BYTES } from "./constants";

/**
 * The one body rule of the site (docs/decisions/013-hardening.md): every page
 * action (app/lib/form.server.ts) and the API's front door (api/http/sign.ts) read a request
 * body through `readCapped`, which refuses a declared Content-Length over the cap before reading
 * a byte and stops reading (cancelling the stream) the moment the running total passes it, so no
 * body is ever buffered past its cap, whatever server (server/index.ts or remix-serve) is in
 * front.
 *
 * - forms (every page action, every API call but uploads): 1 MiB. The longest real form (an
 *   application with its free texts) is a few kilobytes.
 * - uploads (avatar image, multipart): the image limit plus 256 KiB of multipart overhead and
 *   the signed fields.
 * - documents (a passport page, a letter: PDF, JPEG or PNG): the document limit plus the same
 *   overhead, on the document upload's path only.
 */
export const FORM_BODY_LIMIT = 1024 * 1024;
export const UPLOAD_BODY_LIMIT = AVATAR_MAX_BYTES + 256 * 1024;
export const DOCUMENT_BODY_LIMIT = DOCUMENT_MAX_BYTES + 256 * 1024;
export const DOCUMENT_UPLOAD_PATH = "/rest/user/client/document/upload";

/**
 * How much of a refused body is still read (and thrown away, never kept) so that the answer
 * goes out on a clean connection the client can reuse. Past this, the
 * connection is closed after the answer instead (`drained: false` → `Connection: close`).
 */
export const DRAIN_LIMIT = 8 * 1024 * 1024;

export type CappedBody =
  | { ok: true; bytes: Uint8Array<ArrayBuffer> }
  | { ok: false; reason: "too_large"; drained: boolean }
  | { ok: false; reason: "unreadable" };

/**
 * Reads and throws away the rest of a body, up to `max` more bytes: true when it ended. Never
 * cancels the stream: under Node a cancelled request body destroys the socket before any
 * answer is written; an unread, paused body waits for the `Connection: close` answer instead.
 */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, max: number): Promise<boolean> {
  let seen = 0;
  try {
    for (;;) {
      if (seen > max) return false;
      const { done, value } = await reader.read();
      if (done) return true;
      seen += value.byteLength;
    }
  } catch {
    return false;
  }
}

/** Throws away a body nobody will read (a refused content type); true when it ended. */
export async function discardBody(body: ReadableStream<Uint8Array> | null, declaredLength: string | null): Promise<boolean> {
  if (!body) return true;
  if (declaredLength && Number(declaredLength) > DRAIN_LIMIT) return false;
  const reader = body.getReader();
  try {
    return await drain(reader, DRAIN_LIMIT);
  } finally {
    reader.releaseLock();
  }
}

/** Reads at most `limit` bytes of a body; `too_large` as soon as it is known to be longer. */
export async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  declaredLength: string | null,
  limit: number,
): Promise<CappedBody> {
  let declared: number | null = null;
  if (declaredLength !== null && declaredLength !== "") {
    declared = Number(declaredLength);
    if (!Number.isFinite(declared) || declared < 0) return { ok: false, reason: "unreadable" };
    // Far too large: answer at once, read nothing.
    if (declared > limit + DRAIN_LIMIT) return { ok: false, reason: "too_large", drained: !body };
  }
  if (!body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    if (declared !== null && declared > limit) return { ok: false, reason: "too_large", drained: await drain(reader, DRAIN_LIMIT) };
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        chunks.length = 0; // nothing of it is kept
        return { ok: false, reason: "too_large", drained: await drain(reader, DRAIN_LIMIT - (size - limit)) };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: "unreadable" };
  } finally {
    reader.releaseLock();
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.byteLength;
  }
  return { ok: true, bytes };
}

/** The media type of a Content-Type header, lower-cased, without parameters. */
export function mediaType(contentType: string | null): string {
  return (contentType ?? "").split(";")[0].trim().toLowerCase();
}

export const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);
