/**
 * Whether an error means "the database cannot be reached right now" (down, restarting, too many
 * connections, connection lost mid-query) rather than a bug or bad input. The API answers those
 * with HTTP 503 and code 1 "service busy" in the request's language, and the pg Pool opens new
 * connections by itself once PostgreSQL is back: no restart of the app is needed.
 */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EHOSTUNREACH", "EAI_AGAIN", "ENETUNREACH"]);
// SQLSTATE: 08xxx connection exceptions; 57P01-57P03 admin/crash shutdown, cannot connect now; 53300 too many connections.
const UNAVAILABLE_STATES = new Set(["57P01", "57P02", "57P03", "53300"]);
const MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /Connection ended unexpectedly/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /terminating connection due to administrator command/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let e: unknown = error;
  // Drizzle wraps driver errors (DrizzleQueryError.cause); follow the chain.
  while (e && typeof e === "object" && !seen.has(e)) {
    seen.add(e);
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith("08"))) return true;
    if (typeof message === "string" && MESSAGES.some((re) => re.test(message))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
