import { timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
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

export function signedRequest(): MiddlewareHandler<ApiEnv> {
  const limits = {
    form: bodyLimit({ maxSize: FORM_LIMIT, onError: () => failure("cn", new ApiError("body_too_large")) }),
    upload: bodyLimit({ maxSize: UPLOAD_LIMIT, onError: () => failure("cn", new ApiError("upload_size")) }),
  };
  return async (c, next) => {
    const path = c.req.path;
    const contentType = (c.req.header("content-type") ?? "").toLowerCase();
    if (!isForm(contentType)) return failure("cn", new ApiError("unsupported_content_type"));
    const limit = path.startsWith("/jcommon/file/") ? limits.upload : limits.form;
    const limited = await limit(c, async () => {
      let body: Record<string, string | File>;
      try {
        body = (await c.req.parseBody()) as Record<string, string | File>;
      } catch {
        c.res = failure("cn", new ApiError("bad_body"));
        return;
      }
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
        c.res = failure(lang, err instanceof ApiError ? err : new ApiError("bad_body"));
        return;
      }
      await next();
    });
    // bodyLimit answers directly when Content-Length is already too big.
    if (limited instanceof Response) return limited;
  };
}
