import { env, outboxEnabled } from "#core/env.server";
import { countRows, database } from "./db/client";
import { hasAdmin } from "./staff";

export interface StartupSummary {
  /** Where the data lives: embedded PGlite (in DATA_DIR or in memory), PostgreSQL with or without Redis, or a remote API. */
  data: string;
  /** Where verification codes go: the SMS gateway, SMTP, the dev outbox, or nowhere (a warning). */
  codes: string;
  /** The catalogue now in the database. */
  catalogue: Record<string, number> | string;
  /** Whether codes reach nobody (no gateway, no SMTP, no outbox): the start log then warns. */
  codesUndelivered: boolean;
  /** How staff sign in to the console, and how to make its first admin while there is none. */
  console: string;
}

const hostOnly = (url: string) => {
  try {
    const u = new URL(url);
    return `${u.hostname}${u.port ? `:${u.port}` : ""}${u.pathname && u.pathname !== "/" ? u.pathname : ""}`;
  } catch {
    return "(unreadable URL)";
  }
};

/**
 * The facts ops need at start: the data mode, where codes go, the catalogue size.
 * Logged by both servers after the database is prepared (never a secret: hosts only).
 */
export async function startupSummary(): Promise<StartupSummary> {
  const e = env();
  let data: string;
  if (e.API_BASE_URL) data = `remote API at ${new URL(e.API_BASE_URL).origin} (no local database)`;
  else if (e.DATABASE_URL?.startsWith("memory://")) data = "embedded PGlite in memory (lost on stop)";
  else if (e.DATABASE_URL) data = `PostgreSQL at ${hostOnly(e.DATABASE_URL)}`;
  else data = `embedded PGlite in ${e.DATA_DIR}`;
  if (!e.API_BASE_URL) data += e.REDIS_URL ? ` + Redis at ${hostOnly(e.REDIS_URL)} (scale-out)` : ", no Redis (one instance)";

  const outbox = outboxEnabled();
  const sms = e.SMS_GATEWAY_URL ? `SMS to the gateway at ${hostOnly(e.SMS_GATEWAY_URL)}` : outbox ? "SMS to the dev outbox (/dev/outbox)" : "SMS NOT delivered (no SMS_GATEWAY_URL)";
  const mail = e.SMTP_URL ? `e-mail through SMTP at ${hostOnly(e.SMTP_URL)}` : outbox ? "e-mail to the dev outbox (/dev/outbox)" : "e-mail NOT delivered (no SMTP_URL)";
  const codes = `${sms}; ${mail}`;

  let catalogue: StartupSummary["catalogue"] = "served by the remote API";
  const d = database();
  if (!e.API_BASE_URL && d) {
    const counts: Record<string, number> = {};
    for (const [label, table] of [["countries", "countries"], ["cities", "cities"], ["schools", "schools"], ["apartments", "buildings"], ["rooms", "rooms"]] as const) {
      counts[label] = await countRows(table, d.db);
    }
    catalogue = counts;
  }
  let consoleText = "the staff console is at /ops";
  if (!e.API_BASE_URL && d && !(await hasAdmin())) {
    consoleText += " — no admin yet: run `npm run staff -- create --email you@example.com --role admin` (it prints a one-time password), or set ADMIN_EMAIL and ADMIN_PASSWORD and restart";
  } else if (!e.API_BASE_URL && d) {
    consoleText += " (sign in with a staff e-mail and password; `npm run staff -- create` adds accounts)";
  }
  return { data, codes, catalogue, codesUndelivered: !outbox && (!e.SMS_GATEWAY_URL || !e.SMTP_URL), console: consoleText };
}

/** One line for people: "data …; codes …; catalogue 12 countries, …". */
export function describeStartup(s: StartupSummary, port: string | number): string {
  const cat = typeof s.catalogue === "string" ? s.catalogue : Object.entries(s.catalogue).map(([k, v]) => `${v} ${k}`).join(", ");
  return `port ${port}; data: ${s.data}; codes: ${s.codes}; catalogue: ${cat}; console: ${s.console}`;
}
