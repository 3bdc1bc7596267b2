import { FORM_BODY_LIMIT, FORM_TYPES, mediaType, readCapped } from "./body";
import { DEFAULT_LANG, type Lang } from "./constants";
import { getFixedT } from "./i18n.server";
import { isLang } from "./lang";

/**
 * How every page action reads its form (issue 12 items 1 and 4): only form bodies
 * (`application/x-www-form-urlencoded`, `multipart/form-data`) are read, at most `limit` bytes
 * (app/lib/body.ts, the rule the API's front door shares), and anything else is refused with a
 * thrown Response that the route's error boundary renders as the translated error page:
 *
 * - 413 when the body is (or declares itself) larger than the cap: refused before the rest is
 *   read, with `Connection: close` so the unread rest is not waited for;
 * - 415 for any other content type (JSON, text/plain, none at all);
 * - 400 when a form body cannot be parsed (a broken multipart boundary).
 */

function langOfRequest(request: Request, lang?: string): Lang {
  if (isLang(lang)) return lang;
  const first = new URL(request.url).pathname.split("/")[1];
  return isLang(first) ? first : DEFAULT_LANG;
}

export function formRefusal(status: 400 | 413 | 415, lang: Lang): Response {
  const t = getFixedT(lang);
  const key = status === 413 ? "error.tooLarge" : status === 415 ? "error.unsupportedType" : "error.badRequest";
  const headers: Record<string, string> = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };
  if (status === 413) headers.Connection = "close";
  return new Response(t(key), { status, headers });
}

export async function readForm(request: Request, options: { lang?: string; limit?: number } = {}): Promise<FormData> {
  const lang = langOfRequest(request, options.lang);
  const contentType = request.headers.get("content-type");
  const type = mediaType(contentType);
  if (!FORM_TYPES.has(type)) {
    await request.body?.cancel().catch(() => undefined);
    throw formRefusal(415, lang);
  }
  const read = await readCapped(request.body, request.headers.get("content-length"), options.limit ?? FORM_BODY_LIMIT);
  if (!read.ok) throw formRefusal(read.reason === "too_large" ? 413 : 400, lang);
  try {
    if (type === "multipart/form-data") {
      return await new Response(read.bytes, { headers: { "content-type": contentType ?? "" } }).formData();
    }
    const form = new FormData();
    for (const [name, value] of new URLSearchParams(new TextDecoder().decode(read.bytes))) form.append(name, value);
    return form;
  } catch {
    throw formRefusal(400, lang);
  }
}

/** True when `error` is one of readForm's refusals with this status. */
export function isRefusal(error: unknown, status: number): error is Response {
  return error instanceof Response && error.status === status;
}
