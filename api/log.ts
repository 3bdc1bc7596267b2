import pino from "pino";
import { env } from "#core/env.server";

/** Structured logs for the API; quiet under tests so failures stay readable. */
export const logger = pino({
  name: "api",
  level: env().LOG_LEVEL ?? (env().NODE_ENV === "test" ? "silent" : "info"),
});
