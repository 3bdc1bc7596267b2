import { randomBytes } from "node:crypto";

/**
 * A response's CSP nonce: 128 random bits, in hex. It is also the request id of the message
 * form on the online service page (a repeat of one submit answers the first: REQUEST_ID_RE
 * allows hex). Both must be new on every answer, and a kept page gets a new nonce on every
 * answer (app/lib/page-cache.server.ts), so its form gets a new request id with it.
 */
export const newNonce = (): string => randomBytes(16).toString("hex");
