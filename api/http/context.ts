import { fieldWithNul, NUL_CHAR } from "#core/validation";
import { DEFAULT_LANG, MARKETING_PARAMS, type Lang } from "#core/constants";
import { clientAddress } from "#core/client-ip.server";
import { resolveSession, type SessionUser } from "../platform/sessions";
import { ApiError, notLoggedIn } from "./envelope";
import { DEVICE_FIELDS, LEAD_FIELDS, sharedFieldsSchema } from "#core/contract/shared-fields";

/**
 * The shared request fields parsed once per request into a typed context that
 * handlers receive, with the lead attribution every stored lead keeps and the session user
 * resolved lazily from `token` (at most one query per request, only when a handler asks).
 */
const SHARED_NAMES = new Set(Object.keys(sharedFieldsSchema.shape));
export function isSharedField(name: string): boolean {
  return SHARED_NAMES.has(name);
}

export type { Attribution } from "#core/contract/shared-fields";
import type { Attribution } from "#core/contract/shared-fields";

export interface RequestContext {
  lang: Lang;
  path: string;
  /** Every non-file form field, empty ones dropped. */
  fields: Record<string, string>;
  files: Record<string, File>;
  attribution: Attribution;
  token?: string;
  /** The logged-in user, or null; memoised. */
  user(): Promise<SessionUser | null>;
  /** The logged-in user, or a code-3 refusal. */
  requireUser(): Promise<SessionUser>;
}

/** The request language, leniently: anything but `en` answers in Chinese (the default). */
export function languageOf(fields: Record<string, string>): Lang {
  return fields.language === "en" ? "en" : DEFAULT_LANG;
}

export function buildContext(
  request: Request,
  path: string,
  fields: Record<string, string>,
  files: Record<string, File>,
): RequestContext {
  const lang = languageOf(fields);
  // Before any schema or handler: no text field of any call carries a NUL to the database.
  const nul = fieldWithNul(fields);
  if (nul !== undefined) throw new ApiError("field_nul", { field: nul.replaceAll(NUL_CHAR, "") || "body" });
  for (const name of SHARED_NAMES) {
    const value = fields[name];
    // token is exempt: a value that is not a session token simply resolves to no user.
    if (name !== "token" && value !== undefined && value.length > 256) {
      throw new ApiError("field_too_long", { field: name, max: 256 });
    }
  }
  const attribution: Attribution = {};
  for (const name of [...DEVICE_FIELDS, ...MARKETING_PARAMS, ...LEAD_FIELDS]) {
    if (fields[name]) attribution[name] = fields[name];
  }
  // User-source defaults: entranceCode pc, sourceCode nature.
  attribution.entranceCode ??= "pc";
  attribution.sourceCode ??= "nature";
  // Vouched for by the server in front, or X-Forwarded-For with TRUST_PROXY=1 only.
  const ip = clientAddress(request);
  if (ip) attribution.ip = ip;
  const ua = request.headers.get("user-agent");
  if (ua) attribution.userAgent = ua.slice(0, 256);

  const token = fields.token || undefined;
  let userPromise: Promise<SessionUser | null> | undefined;
  const user = () => (userPromise ??= token ? resolveSession(token) : Promise.resolve(null));
  return {
    lang,
    path,
    fields,
    files,
    attribution,
    token,
    user,
    async requireUser() {
      const u = await user();
      if (!u) throw notLoggedIn();
      return u;
    },
  };
}

/** The caller's address for per-IP limits ("unknown" when the front door could not tell). */
export const clientIp = (ctx: RequestContext) => ctx.attribution.ip ?? "unknown";
