import { sql } from "drizzle-orm";
import type { Lang } from "#core/constants";
import { db, query } from "../db/client";
import { ApiError } from "../http/envelope";
import { audit, authorize, ownsBuilding, type Actor } from "../staff";
import { DOCUMENT_SELECT, documentByCode, documentDto, fileResponse, type DocumentRow } from "./service";

/**
 * Staff reading a student's documents (ADR 027's permissions): application documents are
 * `document`s (advisers and admins any; a landlord those of applications to their own
 * apartments), a refusal letter a `refusal_letter` (advisers, finance, admins: the refund's
 * people; never a landlord). Every list and every read is an audit entry, written before the
 * file leaves. Anything the caller may not read answers as a code that does not exist.
 */
const entityOf = (row: Pick<DocumentRow, "kind">) => (row.kind === "visa_refusal" ? "refusal_letter" : "document");

async function mayRead(actor: Actor, row: DocumentRow): Promise<boolean> {
  try {
    await authorize(actor, "read", entityOf(row), async () => actor.kind === "staff" && row.building_id != null && row.kind !== "visa_refusal" && (await ownsBuilding(actor.id, row.building_id)));
    return true;
  } catch (e) {
    if (e instanceof ApiError && e.key === "staff_forbidden") return false;
    throw e;
  }
}

export async function staffDocumentList(actor: Actor, filter: { applyCode?: string; orderNo?: string }, lang: Lang) {
  if (!filter.applyCode && !filter.orderNo) throw new ApiError("document_case_needed");
  const rows = await query<DocumentRow>(sql`${DOCUMENT_SELECT}
    WHERE d.deleted_at IS NULL AND ${
      filter.applyCode
        ? sql`a.apply_code = ${filter.applyCode}`
        : sql`(o.order_no = ${filter.orderNo} OR d.application_id = (SELECT x.application_id FROM orders x WHERE x.order_no = ${filter.orderNo}))`
    }
    ORDER BY d.created_at DESC, d.id DESC`);
  const readable: DocumentRow[] = [];
  for (const r of rows) if (await mayRead(actor, r)) readable.push(r);
  await audit(db(), actor, { action: "document.list", entity: "document", record: filter.applyCode ?? filter.orderNo, after: { shown: readable.map((r) => r.code) } });
  return { list: readable.map((r) => documentDto(r, lang)) };
}

export async function staffDocumentDownload(actor: Actor, code: string): Promise<Response> {
  const row = await documentByCode(code);
  if (!row || !(await mayRead(actor, row))) throw new ApiError("document_not_found");
  await audit(db(), actor, { action: "document.read", entity: entityOf(row), record: row.code, after: { kind: row.kind, applyCode: row.apply_code, orderNo: row.order_no } });
  return fileResponse(row);
}
