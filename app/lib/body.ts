import { AVATAR_MAX_BYTES } from "./constants";

/**
 * The one body rule of the site (issue 12 item 1, docs/decisions/013-hardening.md): every page
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
 */
export const FORM_BODY_LIMIT = 1024 * 1024;
export const UPLOAD_BODY_LIMIT = AVATAR_MAX_BYTES + 256 * 1024;

export type CappedBody = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: "too_large" | "unreadable" };

/** Reads at most `limit` bytes of a body; `too_large` as soon as it is known to be longer. */
export async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  declaredLength: string | null,
  limit: number,
): Promise<CappedBody> {
  if (declaredLength !== null && declaredLength !== "") {
    const n = Number(declaredLength);
    if (!Number.isFinite(n) || n < 0) return { ok: false, reason: "unreadable" };
    if (n > limit) {
      await body?.cancel().catch(() => undefined);
      return { ok: false, reason: "too_large" };
    }
  }
  if (!body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, reason: "too_large" };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: "unreadable" };
  } finally {
    reader.releaseLock?.();
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
