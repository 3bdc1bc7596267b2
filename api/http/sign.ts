import { timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { discardBody, DOCUMENT_BODY_LIMIT, DOCUMENT_UPLOAD_PATH, FORM_BODY_LIMIT, FORM_TYPES, UPLOAD_BODY_LIMIT, mediaType, readCapped } from "#core/body";
import { DEFAULT_LANG, SIGN_WINDOW_MS, type Lang } from "#core/constants";
import { secrets } from "#core/secrets.server";
import { signFields, usesCommonSecret } from "#core/sign";
import { buildContext, languageOf, type RequestContext } from "./context";
import { ApiError, failure } from "./envelope";
import { firstUse, isWritingPath } from "./replay";

/**
 * The front door of every API call: body size limit, form parsing, timestamp window and
 * signature, then the typed request context. Nothing reaches a handler
 * unsigned; the signature covers every non-file field, so attribution cannot be forged.
 */
export type ApiEnv = { Variables: { ctx: RequestContext } };

// One body rule with the page actions (core/body.ts): forms 1 MiB, uploads the image limit
// plus multipart overhead.
const FORM_LIMIT = FORM_BODY_LIMIT;
const UPLOAD_LIMIT = UPLOAD_BODY_LIMIT;

export function verifySignature(path: string, fields: Record<string, string>, now = Date.now()): void {
  if (!fields.timestamp) throw new ApiError("timestamp_missing");
  if (!/^\d{10,16}$/.test(fields.timestamp)) throw new ApiError("field_invalid", { field: "timestamp" });
  if (Math.abs(now - Number(fields.timestamp)) > SIGN_WINDOW_MS) throw new ApiError("timestamp_stale");
  const given = fields.signToken;
  if (!given) throw new ApiError("sign_missing");
  const s = secrets();
  const expected = signFields(fields, usesCommonSecret(path) ? s.commonSign : s.sign);
  const a = Buffer.from(expected);
  const b = Buffer.from(given.toLowerCase());
  if (a.length !== b.length || !timingSafeEqual(a, b)) throw new ApiError("sign_invalid");
}

function isForm(contentType: string): boolean {
  return FORM_TYPES.has(mediaType(contentType));
}

/**
 * The language of an answer written before the body is read (wrong method, type or size):
 * `language` in the query string, else the first of en/zh the caller's Accept-Language
 * prefers, else Chinese.
 */
export function requestLanguage(request: Request): Lang {
  const url = new URL(request.url);
  const q = url.searchParams.get("language");
  if (q === "en" || q === "cn") return q;
  const accept = request.headers.get("accept-language");
  if (!accept) return DEFAULT_LANG;
  const ranked = accept
    .split(",")
    .map((part, i) => {
      const [tag, ...params] = part.trim().toLowerCase().split(";");
      const qp = params.find((p) => p.trim().startsWith("q="));
      return { tag: tag.trim(), q: qp ? Number(qp.trim().slice(2)) || 0 : 1, i };
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of ranked) {
    if (tag === "en" || tag.startsWith("en-")) return "en";
    if (tag === "zh" || tag.startsWith("zh-")) return "cn";
  }
  return DEFAULT_LANG;
}

/**
 * A refusal of the body itself. A body that ended within a few megabytes past
 * the cap was read away (core/body.ts drain), so the connection stays usable; a longer one
 * is left unread and the connection is closed after the answer — never left stalled.
 */
function bodyRefused(lang: Lang, err: ApiError, drained: boolean): Response {
  const res = failure(lang, err);
  if (!drained) res.headers.set("connection", "close");
  return res;
}

/**
 * The body, read once through the shared cap (null when over it). Form posts are parsed
 * directly; only multipart (uploads) goes through the platform's FormData parser. Cheaper than
 * Hono's bodyLimit + parseBody, which copy the request into a new one: in process, where every
 * web page's data calls come through here, that copy was a large share of a small call's cost.
 */
async function readBody(request: Request, contentType: string, limit: number): Promise<Record<string, string | File> | { drained: boolean }> {
  const read = await readCapped(request.body, request.headers.get("content-length"), limit);
  if (!read.ok) {
    if (read.reason === "too_large") return { drained: read.drained };
    throw new Error("unreadable body");
  }
  if (mediaType(contentType) === "multipart/form-data") {
    const form = await new Response(read.bytes, { headers: { "content-type": contentType } }).formData();
    const body: Record<string, string | File> = {};
    form.forEach((value, name) => {
      body[name] = value; // the last value of a repeated name, as parseBody did
    });
    return body;
  }
  return Object.fromEntries(new URLSearchParams(Buffer.from(read.bytes).toString("utf8")));
}

export function signedRequest(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const path = c.req.path;
    const contentType = c.req.header("content-type") ?? "";
    const early = requestLanguage(c.req.raw);
    if (!isForm(contentType)) {
      const drained = await discardBody(c.req.raw.body, c.req.header("content-length") ?? null);
      return bodyRefused(early, new ApiError("unsupported_content_type"), drained);
    }
    const upload = path.startsWith("/jcommon/file/");
    const document = path === DOCUMENT_UPLOAD_PATH;
    let body: Record<string, string | File> | { drained: boolean };
    try {
      body = await readBody(c.req.raw, contentType, document ? DOCUMENT_BODY_LIMIT : upload ? UPLOAD_LIMIT : FORM_LIMIT);
    } catch {
      return failure(early, new ApiError("bad_body"));
    }
    if (typeof body.drained === "boolean") return bodyRefused(early, new ApiError(document ? "document_size" : upload ? "upload_size" : "body_too_large"), body.drained);
    const fields: Record<string, string> = {};
    const files: Record<string, File> = {};
    for (const [name, value] of Object.entries(body)) {
      if (typeof value === "string") {
        // Empty fields are dropped: the signature leaves them out too.
        if (value !== "") fields[name] = value;
      } else if (value instanceof File) {
        files[name] = value;
      }
    }
    const lang = fields.language ? languageOf(fields) : early;
    try {
      verifySignature(path, fields);
      // A writing call is accepted once per signature inside the window (./replay.ts).
      if (isWritingPath(path) && !(await firstUse(fields.signToken))) throw new ApiError("request_replayed");
      c.set("ctx", buildContext(c.req.raw, path, fields, files));
    } catch (err) {
      return failure(lang, err instanceof ApiError ? err : new ApiError("bad_body"));
    }
    await next();
  };
}
