import { timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { AVATAR_MAX_BYTES, SIGN_WINDOW_MS } from "../../app/lib/constants";
import { secrets } from "../../app/lib/secrets.server";
import { signFields, usesCommonSecret } from "../../app/lib/sign";
import { buildContext, languageOf, type RequestContext } from "./context";
import { ApiError, failure } from "./envelope";

/**
 * The front door of every API call: body size limit, form parsing, timestamp window and
 * signature (DESIGN.md §4), then the typed request context. Nothing reaches a handler
 * unsigned; the signature covers every non-file field, so attribution cannot be forged.
 */
export type ApiEnv = { Variables: { ctx: RequestContext } };

// Forms are small (the longest field is 500 characters of feedback); uploads carry one image.
const FORM_LIMIT = 128 * 1024;
const UPLOAD_LIMIT = AVATAR_MAX_BYTES + 256 * 1024;

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
  return (
    contentType.startsWith("application/x-www-form-urlencoded") || contentType.startsWith("multipart/form-data")
  );
}

/**
 * The body, read once with a size cap (null when over it). Form posts are parsed directly;
 * only multipart (uploads) goes through the platform's FormData parser. Cheaper than Hono's
 * bodyLimit + parseBody, which copy the request into a new one: in process, where every web
 * page's data calls come through here, that copy was a large share of a small call's cost.
 */
async function readBody(request: Request, contentType: string, limit: number): Promise<Record<string, string | File> | null> {
  const declared = request.headers.get("content-length");
  if (declared && Number(declared) > limit) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.length;
      if (size > limit) return null;
      chunks.push(chunk);
    }
  }
  const bytes = Buffer.concat(chunks, size);
  if (contentType.startsWith("multipart/form-data")) {
    const form = await new Response(bytes, { headers: { "content-type": contentType } }).formData();
    const body: Record<string, string | File> = {};
    form.forEach((value, name) => {
      body[name] = value; // the last value of a repeated name, as parseBody did
    });
    return body;
  }
  return Object.fromEntries(new URLSearchParams(bytes.toString("utf8")));
}

export function signedRequest(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const path = c.req.path;
    const contentType = (c.req.header("content-type") ?? "").toLowerCase();
    if (!isForm(contentType)) return failure("cn", new ApiError("unsupported_content_type"));
    const upload = path.startsWith("/jcommon/file/");
    let body: Record<string, string | File> | null;
    try {
      body = await readBody(c.req.raw, contentType, upload ? UPLOAD_LIMIT : FORM_LIMIT);
    } catch {
      return failure("cn", new ApiError("bad_body"));
    }
    if (!body) return failure("cn", new ApiError(upload ? "upload_size" : "body_too_large"));
    const fields: Record<string, string> = {};
    const files: Record<string, File> = {};
    for (const [name, value] of Object.entries(body)) {
      if (typeof value === "string") {
        // Empty fields are dropped, as the signature and the spec's clients do.
        if (value !== "") fields[name] = value;
      } else if (value instanceof File) {
        files[name] = value;
      }
    }
    const lang = languageOf(fields);
    try {
      verifySignature(path, fields);
      c.set("ctx", buildContext(c.req.raw, path, fields, files));
    } catch (err) {
      return failure(lang, err instanceof ApiError ? err : new ApiError("bad_body"));
    }
    await next();
  };
}
