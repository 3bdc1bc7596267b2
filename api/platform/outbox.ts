import { desc, lt } from "drizzle-orm";
import { outboxEnabled } from "#core/env.server";
import { db } from "../db/client";
import { devOutbox } from "../db/schema";

/**
 * The dev outbox: every SMS and e-mail the server sends and every captcha answer
 * it expects, recorded when OUTBOX=1 (default outside production) so tests and developers can
 * read them back at /dev/outbox. Kept in the database so several instances share one list.
 */
export type OutboxKind = "sms" | "email" | "captcha";
export interface OutboxEntry {
  kind: OutboxKind;
  /** Phone, e-mail address, or captchaId for kind `captcha`. */
  to: string;
  code: string;
  text: string;
  at: string;
}

const KEEP_HOURS = 24;

export async function recordOutbox(kind: OutboxKind, to: string, code: string, text: string): Promise<void> {
  if (!outboxEnabled()) return;
  await db().insert(devOutbox).values({ kind, to, code, text });
  // Keep the table small: drop what is older than a day, now and then.
  if (Math.random() < 0.02) {
    await db()
      .delete(devOutbox)
      .where(lt(devOutbox.at, new Date(Date.now() - KEEP_HOURS * 3600_000)))
      .catch(() => undefined);
  }
}

/** Newest first. */
export async function listOutbox(limit = 200): Promise<OutboxEntry[]> {
  const rows = await db().select().from(devOutbox).orderBy(desc(devOutbox.id)).limit(limit);
  return rows.map((r) => ({ kind: r.kind, to: r.to, code: r.code, text: r.text, at: r.at.toISOString() }));
}
