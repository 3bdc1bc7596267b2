import { sql } from "drizzle-orm";
import { logger } from "#core/log.server";
import { db, query } from "../db/client";
import { auditSystem } from "../staff";
import { DOCUMENT_SELECT, eraseDocument, retentionOf, type DocumentRow } from "./service";

/**
 * Retention in practice: every SWEEP_MINUTES (and at start) each live document's date is worked
 * out again from core/retention.ts (a tenancy set, an application ended, a refund decided move
 * it), kept in `delete_after` for what the student is shown, and a document past its date is
 * deleted (the file from the storage, the row marked), audited as the system. Safe to run on
 * several instances: a document already marked is skipped.
 */
const SWEEP_MINUTES = 60;
let timer: NodeJS.Timeout | undefined;

export async function sweepDocuments(now = new Date()): Promise<{ deleted: number; moved: number }> {
  const rows = await query<DocumentRow>(sql`${DOCUMENT_SELECT} WHERE d.deleted_at IS NULL`);
  let deleted = 0;
  let moved = 0;
  for (const r of rows) {
    const { deleteAfter, basis } = retentionOf(r);
    if (deleteAfter.getTime() <= now.getTime()) {
      await eraseDocument(r, "retention");
      await db().transaction((tx) =>
        auditSystem(tx, { action: "document.delete", entity: "document", record: r.code, after: { reason: "retention", basis, deleteAfter: deleteAfter.toISOString() } }),
      );
      deleted++;
    } else if (new Date(r.delete_after).getTime() !== deleteAfter.getTime()) {
      await query(sql`UPDATE documents SET delete_after = ${deleteAfter.toISOString()} WHERE id = ${r.id}`);
      moved++;
    }
  }
  return { deleted, moved };
}

async function sweepOnce(): Promise<void> {
  try {
    const { deleted } = await sweepDocuments();
    if (deleted) logger.info({ deleted }, "documents past their retention deleted");
  } catch (e) {
    logger.warn({ err: e }, "document sweep failed; the next one tries again");
  }
}

export function startDocumentSweep(): void {
  if (timer) return;
  void sweepOnce();
  timer = setInterval(() => void sweepOnce(), SWEEP_MINUTES * 60_000);
  timer.unref();
}

export function stopDocumentSweep(): void {
  if (timer) clearInterval(timer);
  timer = undefined;
}
