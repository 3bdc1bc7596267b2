import { extendZodWithOpenApi } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";

/**
 * zod with `.openapi()` metadata, plus the field types every form-encoded endpoint needs.
 * Form values arrive as strings; these coerce and bound them so a handler gets typed,
 * range-checked input and the database never sees an out-of-range integer.
 */
extendZodWithOpenApi(z);
export { z };

const INT_MAX = 2_147_483_647;

/**
 * An integer form field. Unlike z.coerce, a missing field stays missing (so the message says
 * "required", not "invalid"), and text that is not a number fails as invalid.
 */
export const zInt = (min: number, max: number, message?: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? (/^-?\d+$/.test(v.trim()) ? Number(v) : Number.NaN) : v),
    z.number({ required_error: message, invalid_type_error: message }).int(message).min(min, message).max(max, message),
  );

/** A positive database id. */
export const zId = (message?: string) => zInt(1, INT_MAX, message);

export const zPageNum = () => zInt(1, 10_000).default(1).openapi({ description: "1-based page number" });

export const zPageSize = (max: number, dflt: number) =>
  zInt(1, max).default(dflt).openapi({ description: `Items per page (at most ${max})` });

/** Trimmed text of bounded length; empty after trimming counts as missing. */
export const zText = (max: number, min = 1) => z.string().trim().min(min).max(max);

/** Comma-separated list of allowed keys (`studio,ensuite`); signing needs scalar fields. */
export function zKeyList<T extends readonly [string, ...string[]]>(keys: T) {
  return z
    .string()
    .max(500)
    .transform((s, ctx) => {
      const items = [...new Set(s.split(",").map((x) => x.trim()).filter(Boolean))];
      for (const item of items) {
        if (!(keys as readonly string[]).includes(item)) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: "invalid" });
          return z.NEVER;
        }
      }
      return items as T[number][];
    })
    .openapi({ type: "string", description: `Comma-separated: ${keys.join(", ")}`, example: keys.slice(0, 2).join(",") });
}

/** `YYYY-MM`, for the move-in month filter. */
export const zMonth = () =>
  z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .openapi({ example: "2025-09" });

/** Slugs are produced by slugify() (core/slug): lower-case words joined by `-`. */
export const zSlug = () => z.string().trim().toLowerCase().max(120).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

/** Building codes (8 chars) and room codes (`code-NN`). */
export const zCode = () => z.string().trim().toLowerCase().max(40).regex(/^[a-z0-9]+(-[a-z0-9]+)?$/);

/**
 * The picture check's token on a form anyone may send: needed only after a burst from the
 * sender's address or account (the answer's msg then asks for it; api/platform/form-guard.ts).
 */
export const zFormCheck = () =>
  z
    .string()
    .max(200)
    .optional()
    .openapi({ description: "From common/captcha/check, single use: required only once the sender's address or account has sent this form often (the refusal says so)" });
