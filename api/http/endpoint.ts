import type { Hono } from "hono";
import { ZodError, type ZodIssue, type ZodTypeAny } from "zod";
import type { Lang } from "#core/constants";
import type { ContractGroup, EndpointContract } from "#core/contract/define";
import { isFileAnswer } from "#core/contract/define";
import type { z } from "#core/contract/zod";
import { checkApiResponses } from "#core/env.server";
import { isDatabaseUnavailable } from "../db/errors";
import { logger } from "#core/log.server";
import { isMessageKey, type MessageKey } from "../messages";
import type { RequestContext } from "./context";
import { ApiError, failure, JsonBytes, Reply, success } from "./envelope";
import type { ApiEnv } from "./sign";

/**
 * An endpoint as mounted: its contract (core/contract: path, documentation, who may call, body
 * and response schemas) and the handler that answers it. The same list mounts the routes and
 * makes the OpenAPI document (api/openapi.ts), so /rest/openapi.json cannot drift from what
 * the API validates.
 */
export type Auth = EndpointContract["auth"];

export interface Endpoint extends Omit<EndpointContract, "response"> {
  path: string;
  /** Schema of `data` in the answer, or the file answered; omitted only by endpoints not yet in core/contract. */
  response?: EndpointContract["response"];
  handler: (input: never, ctx: RequestContext) => Promise<unknown> | unknown;
  /** Mounted from core/contract by implement(): its answers are checked against the response schema. */
  inContract?: true;
}

/** What a handler may answer: the data, the data with its own message, JSON made ahead of time, or a file. */
type Answer<T> = T | Reply<T> | JsonBytes | Response;
type DataOf<E extends EndpointContract> = E["response"] extends ZodTypeAny ? z.input<E["response"]> : Response;
export type Handler<E extends EndpointContract> = (input: z.output<E["body"]>, ctx: RequestContext) => Answer<DataOf<E>> | Promise<Answer<DataOf<E>>>;

/**
 * The handlers of a contract group, one per path (the compiler refuses a missing one, and a
 * result that does not fit the response schema's type).
 */
export function implement<C extends ContractGroup>(group: C, handlers: { [P in keyof C]: Handler<Extract<C[P], EndpointContract>> }): Endpoint[] {
  return (Object.keys(group) as (keyof C & string)[]).map((path) => ({
    ...(group[path] as EndpointContract),
    path,
    handler: handlers[path] as Endpoint["handler"],
    inContract: true,
  }));
}

/** Endpoints declared beside their handler, until their group moves to core/contract. */
export function endpoint<S extends ZodTypeAny>(
  def: Omit<Endpoint, "handler" | "body"> & { body: S; handler: (input: z.infer<S>, ctx: RequestContext) => Promise<unknown> },
): Endpoint {
  return def as unknown as Endpoint;
}

/** A zod issue as a readable message: `msg:key` custom messages win, else by issue kind. */
function issueError(issue: ZodIssue): ApiError {
  const field = issue.path.join(".") || "body";
  // `msg:key`, or a bare key as the shared schemas of core/schemas name their messages.
  const key = issue.message.startsWith("msg:") ? issue.message.slice(4) : issue.message;
  // The field goes along: a shared message such as field_invalid names it ("参数 senceId 无效").
  if (isMessageKey(key)) {
    const params: Record<string, string | number> = { field };
    if (issue.code === "too_big") params.max = Number(issue.maximum);
    if (issue.code === "too_small") params.min = Number(issue.minimum);
    return new ApiError(key as MessageKey, params);
  }
  switch (issue.code) {
    case "invalid_type":
      return issue.received === "undefined"
        ? new ApiError("field_required", { field })
        : new ApiError("field_invalid", { field });
    case "too_big":
      return issue.type === "string"
        ? new ApiError("field_too_long", { field, max: Number(issue.maximum) })
        : new ApiError("field_too_big", { field, max: Number(issue.maximum) });
    case "too_small":
      if (issue.type === "string") {
        return Number(issue.minimum) <= 1
          ? new ApiError("field_required", { field })
          : new ApiError("field_too_short", { field, min: Number(issue.minimum) });
      }
      return new ApiError("field_too_small", { field, min: Number(issue.minimum) });
    default:
      return new ApiError("field_invalid", { field });
  }
}

export function errorResponse(lang: Lang, err: unknown, path: string): Response {
  if (err instanceof ApiError) return failure(lang, err);
  if (err instanceof ZodError) return failure(lang, issueError(err.issues[0]));
  if (isDatabaseUnavailable(err)) {
    // Not the caller's fault and not a bug: code 1 "service busy", HTTP 503 so clients, the
    // web tier and load balancers can tell it from a refusal, and a hint when to try again.
    logger.warn({ path, error: err instanceof Error ? err.message : String(err) }, "database unavailable");
    const res = failure(lang, new ApiError("service_busy"), 503);
    res.headers.set("retry-after", "5");
    return res;
  }
  // Anything else is our fault, not the caller's: log it, answer without internals.
  logger.error({ err, path }, "API handler failed");
  return failure(lang, new ApiError("server_error"));
}

/**
 * Where `data` breaks the response schema: a missing or mistyped field, or a field the schema
 * does not declare (zod drops undeclared keys, so the parsed copy lacks them). Checked on the
 * JSON the caller would receive. Null when the answer keeps the contract.
 */
export function contractBreach(schema: ZodTypeAny, data: unknown): string | null {
  const json: unknown = data instanceof JsonBytes ? JSON.parse(data.bytes.toString("utf8")) : JSON.parse(JSON.stringify(data ?? null));
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return `data.${issue.path.join(".")}: ${issue.message}`;
  }
  return undeclared(json, parsed.data, "data");
}

function undeclared(raw: unknown, parsed: unknown, at: string): string | null {
  if (Array.isArray(raw) && Array.isArray(parsed)) {
    for (let i = 0; i < raw.length; i++) {
      const found = undeclared(raw[i], parsed[i], `${at}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (raw && parsed && typeof raw === "object" && typeof parsed === "object") {
    for (const [key, value] of Object.entries(raw)) {
      if (!(key in parsed)) return `${at}.${key} is not declared in the response schema`;
      const found = undeclared(value, (parsed as Record<string, unknown>)[key], `${at}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

export function mount(app: Hono<ApiEnv>, endpoints: Endpoint[]): void {
  const check = checkApiResponses();
  for (const def of endpoints) {
    const schema = def.inContract && def.response && !isFileAnswer(def.response) ? def.response : undefined;
    app.post(def.path, async (c) => {
      const ctx = c.get("ctx");
      try {
        // Log-in first: an anonymous caller learns to log in before fixing its input.
        if (def.auth === "required") await ctx.requireUser();
        const input = def.body.parse({ ...ctx.fields, ...ctx.files }) as never;
        const result = await def.handler(input, ctx);
        if (result instanceof Response) return result;
        const data = result instanceof Reply ? result.data : (result ?? null);
        if (check && schema) {
          const breach = contractBreach(schema, data);
          if (breach) {
            logger.error({ path: def.path, breach }, "answer breaks the contract");
            return failure(ctx.lang, new ApiError("contract_breach", { detail: `${def.path} ${breach}` }));
          }
        }
        return success(ctx.lang, data, result instanceof Reply ? result.key : undefined);
      } catch (err) {
        return errorResponse(ctx.lang, err, def.path);
      }
    });
  }
}
