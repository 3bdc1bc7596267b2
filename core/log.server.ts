import pino from "pino";
import { env } from "./env.server";

/**
 * The one logger of the web, the API and the servers: JSON lines (pino) with the level as a
 * word ("level":"warn"), an ISO time, and secrets redacted wherever they appear one level deep.
 * LOG_LEVEL sets the level; quiet under tests so failures stay readable.
 */
export const logger = pino({
  level: level(),
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
  redact: { paths: ["*.token", "*.password", "*.verifyCode", "*.cookie", "*.authorization"], censor: "[redacted]" },
});

/** The level; an invalid environment still gets a logger, since start-up reports that error through it. */
function level(): string {
  try {
    const e = env();
    return e.LOG_LEVEL ?? (e.NODE_ENV === "test" ? "silent" : "info");
  } catch {
    return "info";
  }
}
