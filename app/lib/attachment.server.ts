/**
 * A student document the API answered, passed on as an attachment (never inline: the file is
 * the student's, not our page), or null when the answer is not one of the types documents may
 * be (a refusal, an error page, anything else) — the caller then answers its own 404.
 */
export const DOCUMENT_TYPES = new Set(["application/pdf", "image/jpeg", "image/png"]);

/** A document's code as the API makes them; anything else is a 404 without asking. */
export const DOCUMENT_CODE = /^d[A-Za-z0-9_-]{1,39}$/;

export async function attachmentFrom(res: Response): Promise<Response | null> {
  const type = (res.headers.get("content-type") ?? "").split(";")[0];
  if (!res.ok || !DOCUMENT_TYPES.has(type) || !res.body) {
    await res.body?.cancel();
    return null;
  }
  const headers = new Headers({
    "Content-Type": type,
    "Content-Disposition": res.headers.get("content-disposition") ?? "attachment",
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  });
  const length = res.headers.get("content-length");
  if (length) headers.set("Content-Length", length);
  return new Response(res.body, { status: 200, headers });
}
