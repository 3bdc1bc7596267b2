import { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import type { Hono } from "hono";
import { ZodEffects, ZodError, ZodObject, type AnyZodObject, type ZodIssue, type ZodTypeAny } from "zod";
import type { Lang } from "#core/constants";
import { isDatabaseUnavailable } from "../db/errors";
import { logger } from "../log";
import { isMessageKey, type MessageKey } from "../messages";
import { sharedFieldsSchema, type RequestContext } from "./context";
import { ApiError, failure, Reply, success } from "./envelope";
import type { ApiEnv } from "./sign";
import { z } from "./zod";

/**
 * One declaration per endpoint: path, zod body schema, whether a session is needed, and the
 * handler. The same declaration mounts the route and registers it in the OpenAPI document,
 * so /rest/openapi.json cannot drift from what the API validates.
 */
export type Auth = "none" | "required";

export interface Endpoint<S extends ZodTypeAny = ZodTypeAny> {
  path: string;
  summary: string;
  description?: string;
  tag: string;
  auth: Auth;
  body: S;
  /** Schema of `data` in the answer, for the document; omitted where it is free-form. */
  response?: ZodTypeAny;
  multipart?: boolean;
  handler: (input: z.infer<S>, ctx: RequestContext) => Promise<unknown>;
}

/** Types the handler's input from the schema; the result joins a list of any endpoints. */
export function endpoint<S extends ZodTypeAny>(def: Endpoint<S>): Endpoint {
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

export const registry = new OpenAPIRegistry();

/** The object schema under refinements, so the document can list its fields. */
function objectOf(schema: ZodTypeAny): AnyZodObject {
  let s: ZodTypeAny = schema;
  while (s instanceof ZodEffects) s = s.innerType();
  return s instanceof ZodObject ? s : z.object({});
}

export function mount(app: Hono<ApiEnv>, endpoints: Endpoint[]): void {
  for (const def of endpoints) {
    app.post(def.path, async (c) => {
      const ctx = c.get("ctx");
      try {
        // Log-in first: an anonymous caller learns to log in before fixing its input.
        if (def.auth === "required") await ctx.requireUser();
        const input = def.body.parse({ ...ctx.fields, ...ctx.files });
        const result = await def.handler(input, ctx);
        if (result instanceof Response) return result;
        if (result instanceof Reply) return success(ctx.lang, result.data, result.key);
        return success(ctx.lang, result ?? null);
      } catch (err) {
        return errorResponse(ctx.lang, err, def.path);
      }
    });
    registry.registerPath({
      method: "post",
      path: def.path,
      summary: def.summary,
      description: [def.description, def.auth === "required" ? "Needs `token` (code 3 without a live session)." : ""]
        .filter(Boolean)
        .join("\n\n"),
      tags: [def.tag],
      request: {
        body: {
          required: true,
          content: {
            [def.multipart ? "multipart/form-data" : "application/x-www-form-urlencoded"]: {
              schema: sharedFieldsSchema.merge(objectOf(def.body)),
            },
          },
        },
      },
      responses: {
        200: {
          description: "Envelope: code 0 success, 1 request error, 3 not logged in",
          content: {
            "application/json": {
              schema: z.object({
                code: z.number().int().openapi({ enum: [0, 1, 3] }),
                data: def.response ?? z.any(),
                msg: z.string(),
              }),
            },
          },
        },
      },
    });
  }
}
