import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Lang } from "#core/constants";
import { CONSENT_TEXT } from "#core/consent";
import { BASIS_TEXT, DOCUMENT_OPEN_APPLICATION, DOCUMENT_OWNER, documentDeleteAfter, type DocumentKind } from "#core/retention";
import { openDataBytes, sealDataBytes } from "#core/sealed.server";
import { logger } from "#core/log.server";
import { query } from "../db/client";
import { ApiError } from "../http/envelope";
import { randomId } from "../platform/crypto";
import { uploadStorage } from "../platform/storage";
import { checkedDocument, type DocumentMime } from "./files";
import { KIND_LABELS } from "./messages";

/**
 * A student's documents (migration 0023). The file is sealed with the site's data key (AES-256-GCM,
 * the document's code as associated data, so a file moved under another row does not open) and
 * put in the upload storage (ADR 011: DATA_DIR or S3) under `documents/YYYY/MM/<random>.bin`,
 * a prefix the public /uploads route never serves. Only its owner reads it here; staff read it
 * through ./staff-access.ts, audited.
 */
export const PER_CASE_AND_KIND = 5;

const aad = (code: string) => `document:${code}`;

export interface DocumentRow {
  id: number;
  code: string;
  user_id: number | null;
  kind: DocumentKind;
  file_key: string | null;
  file_name: string | null;
  mime: DocumentMime;
  bytes: number;
  delete_after: string;
  created_at: string;
  apply_code: string | null;
  order_no: string | null;
  building_id: number | null;
  name_zh: string | null;
  name_en: string | null;
  /** Facts the retention rule reads (core/retention.ts). */
  tenancy_end: string | null;
  ended_at: string | null;
  refund_decided_at: string | null;
}

/**
 * Every live document with what its deletion date rests on: the application's tenancy (its
 * order's dates when there is one), whether it ended without a tenancy, and for a refusal letter
 * when the order's refund was decided (a refund started, or the order closed otherwise).
 */
export const DOCUMENT_SELECT = sql`
  SELECT d.id, d.code, d.user_id, d.kind, d.file_key, d.file_name, d.mime, d.bytes,
    d.delete_after::text AS delete_after, d.created_at::text AS created_at,
    a.apply_code, o.order_no, b.id AS building_id, b.name_zh, b.name_en,
    coalesce(ao.rental_end, a.rental_end)::text AS tenancy_end,
    CASE
      WHEN a.status IN ('rejected', 'cancelled', 'expired') THEN a.updated_at
      WHEN ao.status IN ('cancelled', 'refunded', 'expired') THEN ao.updated_at
    END::text AS ended_at,
    CASE
      WHEN o.id IS NULL THEN NULL
      WHEN EXISTS (SELECT 1 FROM refunds r WHERE r.order_id = o.id) THEN (SELECT min(r.requested_at) FROM refunds r WHERE r.order_id = o.id)
      WHEN o.status NOT IN ('pending_payment', 'paid') THEN o.updated_at
    END::text AS refund_decided_at
  FROM documents d
  LEFT JOIN applications a ON a.id = d.application_id
  LEFT JOIN LATERAL (SELECT x.rental_end, x.status, x.updated_at FROM orders x WHERE x.application_id = a.id ORDER BY x.id DESC LIMIT 1) ao ON true
  LEFT JOIN orders o ON o.id = d.order_id
  LEFT JOIN buildings b ON b.id = coalesce(a.building_id, o.building_id)`;

const dateOrNull = (s: string | null) => (s ? new Date(s) : null);

/** The date the rules give the document now (may move as its application or refund moves). */
export function retentionOf(r: DocumentRow) {
  return documentDeleteAfter({
    kind: r.kind,
    uploadedAt: new Date(r.created_at),
    tenancyEnd: r.tenancy_end ? new Date(`${r.tenancy_end.slice(0, 10)}T00:00:00Z`) : null,
    endedWithoutTenancyAt: dateOrNull(r.ended_at),
    refundDecidedAt: dateOrNull(r.refund_decided_at),
  });
}

export function documentDto(r: DocumentRow, lang: Lang) {
  const { deleteAfter, basis } = retentionOf(r);
  const l = lang === "en" ? "en" : "zh";
  return {
    documentCode: r.code,
    kind: r.kind,
    kindName: KIND_LABELS[r.kind][l],
    fileName: r.file_name ?? "",
    mime: r.mime,
    bytes: r.bytes,
    uploadedAt: new Date(r.created_at).toISOString(),
    deleteAfter: deleteAfter.toISOString(),
    retention: BASIS_TEXT[basis][l],
    applyCode: r.apply_code,
    orderNo: r.order_no,
    apartmentName: (lang === "en" ? r.name_en || r.name_zh : r.name_zh || r.name_en) ?? null,
  };
}

// ---------------------------------------------------------------------------------------------
// Consent.

const PURPOSE = "sensitive_documents" as const;

export async function consentState(userId: number, lang: Lang) {
  const text = CONSENT_TEXT[PURPOSE];
  const [row] = await query<{ granted_at: string }>(sql`
    SELECT granted_at::text AS granted_at FROM consents WHERE user_id = ${userId} AND purpose = ${PURPOSE} AND version = ${text.version}`);
  return { given: !!row, version: text.version, text: lang === "en" ? text.en : text.zh, givenAt: row ? new Date(row.granted_at).toISOString() : null };
}

/** The consent to the current text: recorded now when `agree`, else the one given before, else refused. */
async function requireConsent(userId: number, agree: boolean): Promise<number> {
  const version = CONSENT_TEXT[PURPOSE].version;
  if (agree) {
    await query(sql`INSERT INTO consents (user_id, purpose, version) VALUES (${userId}, ${PURPOSE}, ${version}) ON CONFLICT DO NOTHING`);
  }
  const [row] = await query<{ id: number }>(sql`SELECT id FROM consents WHERE user_id = ${userId} AND purpose = ${PURPOSE} AND version = ${version}`);
  if (!row) throw new ApiError("document_consent_required");
  return row.id;
}

// ---------------------------------------------------------------------------------------------
// The student's side.

export interface UploadInput {
  kind: DocumentKind;
  applyCode?: string;
  orderNo?: string;
  consent?: string;
}

/** The caller's application or order the document belongs to; another student's answers "does not exist". */
async function caseOf(userId: number, input: UploadInput): Promise<{ applicationId: number | null; orderId: number | null }> {
  if (DOCUMENT_OWNER[input.kind] === "application") {
    if (!input.applyCode || input.orderNo) throw new ApiError("document_case_needed");
    const [a] = await query<{ id: number; status: string }>(sql`SELECT id, status FROM applications WHERE apply_code = ${input.applyCode} AND user_id = ${userId}`);
    if (!a) throw new ApiError("document_case_not_found");
    if (!DOCUMENT_OPEN_APPLICATION.includes(a.status)) throw new ApiError("document_case_closed");
    return { applicationId: a.id, orderId: null };
  }
  if (!input.orderNo || input.applyCode) throw new ApiError("document_case_needed");
  const [o] = await query<{ id: number; status: string }>(sql`SELECT id, status FROM orders WHERE order_no = ${input.orderNo} AND user_id = ${userId}`);
  if (!o) throw new ApiError("document_case_not_found");
  // A refusal letter asks for a refund of money paid before moving in.
  if (o.status !== "paid") throw new ApiError("document_case_closed");
  return { applicationId: null, orderId: o.id };
}

const cleanName = (name: string, ext: string) => {
  const base = name
    // Control characters and what file systems refuse, dropped.
    .replace(/[\p{Cc}"\\/<>:|?*]/gu, "")
    .replace(/\.[A-Za-z0-9]{1,5}$/, "")
    .trim()
    .slice(0, 80);
  return `${base || "document"}.${ext}`;
};

export async function uploadDocument(userId: number, input: UploadInput, file: File | undefined, lang: Lang) {
  const where = await caseOf(userId, input);
  const consentId = await requireConsent(userId, ["1", "on", "true", "yes"].includes((input.consent ?? "").toLowerCase()));
  const [{ n }] = await query<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM documents WHERE user_id = ${userId} AND kind = ${input.kind} AND deleted_at IS NULL
      AND (application_id = ${where.applicationId} OR order_id = ${where.orderId})`);
  if (n >= PER_CASE_AND_KIND) throw new ApiError("document_too_many");
  const checked = await checkedDocument(file);

  const code = `d${randomId(12)}`;
  const now = new Date();
  const key = `documents/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}/${randomBytes(16).toString("hex")}.bin`;
  try {
    await uploadStorage().put(key, sealDataBytes(checked.bytes, aad(code)), "application/octet-stream");
  } catch (e) {
    logger.error({ error: e instanceof Error ? e.message : String(e), key }, "document storage write failed");
    throw new ApiError("document_failed");
  }
  const fileName = cleanName(file?.name ?? "", checked.ext);
  try {
    // A first date from the rules; the sweep keeps it in step as the application moves.
    const provisional = documentDeleteAfter({ kind: input.kind, uploadedAt: now, tenancyEnd: null, endedWithoutTenancyAt: null, refundDecidedAt: null }).deleteAfter;
    await query(sql`
      INSERT INTO documents (code, user_id, kind, application_id, order_id, file_key, file_name, mime, bytes, consent_id, delete_after, created_at)
      VALUES (${code}, ${userId}, ${input.kind}, ${where.applicationId}, ${where.orderId}, ${key}, ${fileName}, ${checked.mime}, ${checked.bytes.length},
        ${consentId}, ${provisional.toISOString()}, ${now.toISOString()})`);
  } catch (e) {
    await uploadStorage()
      .delete(key)
      .catch(() => undefined);
    throw e;
  }
  const row = (await documentByCode(code))!;
  const { deleteAfter } = retentionOf(row);
  await query(sql`UPDATE documents SET delete_after = ${deleteAfter.toISOString()} WHERE id = ${row.id}`);
  const document = documentDto(row, lang);
  return { documentCode: code, kind: input.kind, deleteAfter: document.deleteAfter, document };
}

export async function documentByCode(code: string): Promise<DocumentRow | undefined> {
  if (!/^d[A-Za-z0-9_-]{1,39}$/.test(code)) return undefined;
  const [row] = await query<DocumentRow>(sql`${DOCUMENT_SELECT} WHERE d.code = ${code} AND d.deleted_at IS NULL`);
  return row;
}

/** The caller's live document, or "does not exist" (someone else's reads exactly as an unknown code). */
async function ownDocument(userId: number, code: string): Promise<DocumentRow> {
  const row = await documentByCode(code);
  if (!row || row.user_id !== userId) throw new ApiError("document_not_found");
  return row;
}

export async function listDocuments(userId: number, filter: { applyCode?: string; orderNo?: string }, lang: Lang) {
  const rows = await query<DocumentRow>(sql`${DOCUMENT_SELECT}
    WHERE d.user_id = ${userId} AND d.deleted_at IS NULL
      ${filter.applyCode ? sql`AND a.apply_code = ${filter.applyCode}` : sql``}
      ${filter.orderNo ? sql`AND (o.order_no = ${filter.orderNo} OR d.application_id = (SELECT x.application_id FROM orders x WHERE x.order_no = ${filter.orderNo} AND x.user_id = ${userId}))` : sql``}
    ORDER BY d.created_at DESC, d.id DESC`);
  return { list: rows.map((r) => documentDto(r, lang)), consent: await consentState(userId, lang) };
}

/** The decrypted file as an attachment (never shown inline: a PDF or image from a student is not our page). */
export async function fileResponse(row: DocumentRow): Promise<Response> {
  const stored = row.file_key ? await uploadStorage().get(row.file_key) : null;
  const plain = stored ? openDataBytes(stored.bytes, aad(row.code)) : null;
  if (!plain) {
    logger.error({ document: row.code }, "document file missing or does not open");
    throw new ApiError("document_not_found");
  }
  const ascii = (row.file_name ?? "document").replace(/[^\x20-\x7e]|"/g, "_");
  return new Response(new Uint8Array(plain), {
    status: 200,
    headers: {
      "content-type": row.mime,
      "content-length": String(plain.length),
      "content-disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(row.file_name ?? "document")}`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}

export async function downloadOwnDocument(userId: number, code: string): Promise<Response> {
  return fileResponse(await ownDocument(userId, code));
}

/** Deletes the file and leaves the row without it (deleted_at, the reason): the audit log's reads still name a record. */
export async function eraseDocument(row: { id: number; file_key: string | null }, reason: "student" | "retention" | "account_deleted"): Promise<void> {
  if (row.file_key) await uploadStorage().delete(row.file_key);
  await query(sql`UPDATE documents SET file_key = NULL, file_name = NULL, deleted_at = now(), deleted_reason = ${reason} WHERE id = ${row.id} AND deleted_at IS NULL`);
}

export async function deleteOwnDocument(userId: number, code: string) {
  await eraseDocument(await ownDocument(userId, code), "student");
  return { documentCode: code };
}

/** Every live document of a student with its file, for "download my data". */
export async function documentsForExport(userId: number, lang: Lang) {
  const rows = await query<DocumentRow>(sql`${DOCUMENT_SELECT} WHERE d.user_id = ${userId} AND d.deleted_at IS NULL ORDER BY d.created_at`);
  const out = [];
  for (const r of rows) {
    const stored = r.file_key ? await uploadStorage().get(r.file_key) : null;
    const plain = stored ? openDataBytes(stored.bytes, aad(r.code)) : null;
    out.push({ ...documentDto(r, lang), contentBase64: plain ? plain.toString("base64") : null });
  }
  return out;
}

/** An account being deleted: every document's file goes, and the rows lose the link to the person. */
export async function eraseDocumentsOf(userId: number): Promise<number> {
  const rows = await query<{ id: number; file_key: string | null }>(sql`SELECT id, file_key FROM documents WHERE user_id = ${userId} AND deleted_at IS NULL`);
  for (const r of rows) await eraseDocument(r, "account_deleted");
  await query(sql`UPDATE documents SET user_id = NULL WHERE user_id = ${userId}`);
  return rows.length;
}

