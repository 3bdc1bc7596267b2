import { discardBody, FORM_BODY_LIMIT, FORM_TYPES, mediaType, readCapped } from "#core/body";
import { type Lang } from "#core/constants";
import { getFixedT } from "./i18n.server";
import { isLang, langOf } from "#core/lang";

/**
 * How every page action reads its form: only form bodies
 * (`application/x-www-form-urlencoded`, `multipart/form-data`) are read, at most `limit` bytes
 * (core/body.ts, the rule the API's front door shares), and anything else is refused with a
 * thrown Response in the page's language:
 *
 * - 413 when the body is (or declares itself) larger than the cap — nothing past the cap is
 *   kept; a body that ends within a few more megabytes is read away so the connection stays
 *   usable, a longer one gets `Connection: close`;
 * - 415 for any other content type (JSON, text/plain, a body without a type); a POST with no
 *   body at all reads as an empty form;
 * - 400 when a form body cannot be parsed (a broken multipart boundary).
 *
 * Routes with a page render the refusal in their error boundary (the translated error page).
 * Resource routes (login, logout, favourite, captcha: no page of their own) pass
 * `{ resource: true }` and get the same translated error page as a small HTML document.
 */
type Status = 400 | 413 | 415;

function langOfRequest(request: Request, lang?: string): Lang {
  if (isLang(lang)) return lang;
  const first = new URL(request.url).pathname.split("/")[1];
  return langOf(first);
}

const KEYS: Record<Status, string> = { 400: "error.badRequest", 413: "error.tooLarge", 415: "error.unsupportedType" };

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function formRefusal(status: Status, lang: Lang, options: { close?: boolean; resource?: boolean } = {}): Response {
  const t = getFixedT(lang);
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (options.close) headers.Connection = "close";
  if (!options.resource) return new Response(t(KEYS[status]), { status, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
  const title = t("error.status", { status });
  const html = `<!DOCTYPE html><html lang="${lang === "en" ? "en" : "zh-CN"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body><main data-testid="error-page"><p>${status}</p><h1>${escapeHtml(title)}</h1><p>${escapeHtml(t(KEYS[status]))}</p><p><a href="/${lang}/">${escapeHtml(t("error.homepage"))}</a></p></main></body></html>`;
  return new Response(html, { status, headers: { ...headers, "Content-Type": "text/html; charset=utf-8" } });
}

/** The form each request carried, once read: a session found ended later keeps it (form-draft.server.ts). */
const readForms = new WeakMap<Request, FormData>();

/** The form `request` carried, if an action has read it. */
export function formOf(request: Request): FormData | undefined {
  return readForms.get(request);
}

export async function readForm(request: Request, options: { lang?: string; limit?: number; resource?: boolean } = {}): Promise<FormData> {
  const known = readForms.get(request);
  if (known) return known;
  const form = await readBody(request, options);
  readForms.set(request, form);
  return form;
}

async function readBody(request: Request, options: { lang?: string; limit?: number; resource?: boolean }): Promise<FormData> {
  const lang = langOfRequest(request, options.lang);
  const contentType = request.headers.get("content-type");
  const type = mediaType(contentType);
  const resource = options.resource ?? false;
  // No body at all (a bare POST, e.g. a logout button without fields): an empty form, which
  // the action validates like any other (400 where fields are required).
  const length = request.headers.get("content-length");
  if (!type && (length === "0" || (length === null && !request.body))) return new FormData();
  if (!FORM_TYPES.has(type)) {
    const drained = await discardBody(request.body, request.headers.get("content-length"));
    throw formRefusal(415, lang, { close: !drained, resource });
  }
  const read = await readCapped(request.body, request.headers.get("content-length"), options.limit ?? FORM_BODY_LIMIT);
  if (!read.ok) {
    if (read.reason === "too_large") throw formRefusal(413, lang, { close: !read.drained, resource });
    throw formRefusal(400, lang, { close: true, resource });
  }
  try {
    if (type === "multipart/form-data") {
      return await new Response(read.bytes, { headers: { "content-type": contentType ?? "" } }).formData();
    }
    const form = new FormData();
    for (const [name, value] of new URLSearchParams(new TextDecoder().decode(read.bytes))) form.append(name, value);
    return form;
  } catch {
    throw formRefusal(400, lang, { resource });
  }
}

/** True when `error` is one of readForm's refusals with this status. */
export function isRefusal(error: unknown, status: number): error is Response {
  return error instanceof Response && error.status === status;
}
