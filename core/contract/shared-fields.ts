import { LANGS, MARKETING_PARAMS } from "../constants";
import { z } from "./zod";

/**
 * The request fields every call carries besides its own (language, device, campaign, lead,
 * token, timestamp, nonce, signature). The API parses them once per request into its context.
 */
export const LEAD_FIELDS = ["mId", "dId", "leadType", "sourceDataId"] as const;
export const DEVICE_FIELDS = ["hooid", "deviceType", "deviceId", "apiVersion", "systemVersion", "entranceCode"] as const;

/** What every stored lead keeps of the request that made it: device, campaign and lead fields, the address and browser. */
export type Attribution = Partial<Record<(typeof DEVICE_FIELDS)[number] | (typeof MARKETING_PARAMS)[number] | (typeof LEAD_FIELDS)[number], string>> & {
  ip?: string;
  userAgent?: string;
};

const shortText = z.string().max(256);
export const sharedFieldsSchema = z.object({
  language: z.enum(LANGS).optional().openapi({ description: "Answer language: cn (default) or en" }),
  timestamp: z.string().openapi({ description: "Epoch milliseconds; refused when more than 5 minutes off" }),
  signToken: z.string().openapi({
    description: "MD5 (lower-case hex) of every other non-file, non-empty field as name=value sorted by name and joined by &, with the secret appended",
  }),
  token: z.string().optional().openapi({ description: "Session token of a logged-in user" }),
  nonce: z.string().max(64).optional().openapi({
    description: "Any value unique to this call (signed like every field): a writing call is accepted once per signToken within the window",
  }),
  ...Object.fromEntries(DEVICE_FIELDS.map((f) => [f, shortText.optional()])),
  ...Object.fromEntries(MARKETING_PARAMS.map((f) => [f, shortText.optional()])),
  ...Object.fromEntries(LEAD_FIELDS.map((f) => [f, shortText.optional()])),
});

