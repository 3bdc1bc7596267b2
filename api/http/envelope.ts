import { CODE_NOT_LOGGED_IN, CODE_OK, CODE_REQUEST_ERROR, type Lang } from "#core/constants";
import { t, type MessageKey } from "../messages";

/**
 * The answer of every call: `{ code, data, msg }`. Code 0 success, 1 request
 * error, 3 not logged in; always HTTP 200 for these so clients read the envelope, never a
 * stack trace. Only "no such path" (404), "wrong method" (405) and "a store the API needs is
 * unreachable" (503, code 1 "service busy") use other HTTP statuses.
 */
export interface Envelope<T = unknown> {
  code: typeof CODE_OK | typeof CODE_REQUEST_ERROR | typeof CODE_NOT_LOGGED_IN;
  data: T;
  msg: string;
}

/** A refusal with a translated message; thrown from anywhere below a handler. */
export class ApiError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly code: typeof CODE_REQUEST_ERROR | typeof CODE_NOT_LOGGED_IN = CODE_REQUEST_ERROR,
  ) {
    super(key);
    this.name = "ApiError";
  }
}

export const notLoggedIn = () => new ApiError("not_logged_in", {}, CODE_NOT_LOGGED_IN);

/** A success carrying its own message (e.g. "您的留言反馈提交成功"). */
export class Reply<T> {
  constructor(
    readonly data: T,
    readonly key: MessageKey,
  ) {}
}

const JSON_HEADERS = { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" };

export function envelope<T>(body: Envelope<T>, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: JSON_HEADERS });
}

/** Data that is already JSON (a page made ahead of time): written into the envelope as is. */
export class JsonBytes {
  constructor(readonly bytes: Buffer) {}
}

/**
 * Shared answers (the catalogue micro-cache hands the same object to every caller) are
 * serialised once: their JSON bytes are kept beside them for as long as the object lives.
 * A large answer's JSON.stringify and UTF-8 encoding were a third of a cached call's cost.
 */
const serialised = new WeakMap<object, Buffer | null>(); // null: shared, not written yet

export function markShared(value: unknown): void {
  if (value !== null && typeof value === "object" && !serialised.has(value)) serialised.set(value, null);
}

const OK_HEAD = Buffer.from(`{"code":${CODE_OK},"data":`);

function jsonOf(data: object): Buffer | undefined {
  if (data instanceof JsonBytes) return data.bytes;
  if (!serialised.has(data)) return undefined;
  let bytes = serialised.get(data);
  if (!bytes) {
    bytes = Buffer.from(JSON.stringify(data));
    serialised.set(data, bytes);
  }
  return bytes;
}

export function success<T>(lang: Lang, data: T, key: MessageKey = "ok"): Response {
  const msg = t(lang, key);
  const bytes = data !== null && typeof data === "object" ? jsonOf(data) : undefined;
  if (!bytes) return envelope({ code: CODE_OK, data, msg });
  // Byte for byte what envelope() writes: JSON.stringify({ code, data, msg }).
  const body = Buffer.concat([OK_HEAD, bytes, Buffer.from(`,"msg":${JSON.stringify(msg)}}`)]);
  return new Response(body, { status: 200, headers: JSON_HEADERS });
}

export function failure(lang: Lang, err: ApiError, status = 200): Response {
  return envelope({ code: err.code, data: null, msg: t(lang, err.key, err.params) }, status);
}
