import { DOCUMENT_KINDS } from "../retention";
import { defineContract } from "./define";
import { opsAuth } from "./staff";
import { z } from "./zod";

/**
 * A student's documents where the booking needs them (api/documents): an application's passport
 * photo page, offer letter or CAS, guarantor's ID and proof of address; an order's visa-refusal
 * letter for its refund. Stored sealed, read only by the student, the staff handling the case
 * (audited) and the landlord of the application; deleted after the retention rules of
 * core/retention.ts.
 */
const tag = "documents";
const U = "/rest/user/client/document";

const zDocumentCode = () => z.string().trim().min(1, "msg:document_not_found").max(40, "msg:document_not_found");
const zApplyCode = () => z.string().trim().max(40, "msg:document_case_not_found").optional();

export const documentItem = z
  .object({
    documentCode: z.string(),
    kind: z.enum(DOCUMENT_KINDS),
    kindName: z.string().openapi({ description: "In the request's language" }),
    fileName: z.string(),
    mime: z.enum(["application/pdf", "image/jpeg", "image/png"]),
    bytes: z.number().int(),
    uploadedAt: z.string(),
    deleteAfter: z.string().openapi({ description: "ISO time: the sweep deletes the document after it (core/retention.ts)" }),
    retention: z.string().openapi({ description: "What the date rests on, in words (\"Deleted 12 months after the tenancy ends\")" }),
    applyCode: z.string().nullable(),
    orderNo: z.string().nullable(),
    apartmentName: z.string().nullable(),
  })
  .openapi("Document");

const consentState = z.object({
  given: z.boolean().openapi({ description: "The caller agreed to the current version" }),
  version: z.string(),
  text: z.string().openapi({ description: "What the consent says, in the request's language" }),
  givenAt: z.string().nullable(),
});

export const documentsContract = defineContract({
  [`${U}/upload`]: {
    summary: "Upload a document to one of the caller's applications or orders",
    description:
      "Multipart: `file` (PDF, JPEG or PNG, at most 8 MB: the type is read from the bytes; images are re-encoded, PDFs checked for structure and refused with scripts, attachments or encryption), " +
      "`kind` (passport, offer_letter, guarantor_id, guarantor_address: with `applyCode`; visa_refusal: with `orderNo`), and `consent=1` the first time (the separate consent of core/consent.ts, recorded with its version). " +
      "Another student's application or order answers code 1 (does not exist).",
    tag,
    auth: "required",
    multipart: true,
    body: z.object({
      file: z.any().openapi({ type: "string", format: "binary" }),
      kind: z.enum(DOCUMENT_KINDS, { message: "msg:document_kind_invalid" }),
      applyCode: zApplyCode(),
      orderNo: zApplyCode(),
      consent: z.string().max(8).optional().openapi({ description: "1 / on: the caller agrees to the current consent text" }),
    }),
    response: z.object({ documentCode: z.string(), kind: z.enum(DOCUMENT_KINDS), deleteAfter: z.string(), document: documentItem }),
  },
  [`${U}/list`]: {
    summary: "The caller's documents (all, or one application's or order's) and the consent's state",
    tag,
    auth: "required",
    body: z.object({ applyCode: zApplyCode(), orderNo: zApplyCode() }),
    response: z.object({ list: z.array(documentItem), consent: consentState }),
  },
  [`${U}/download`]: {
    summary: "One of the caller's documents: the file itself",
    description: "Answers the file (decrypted) to its owner; any other caller gets code 1 (does not exist).",
    tag,
    auth: "required",
    body: z.object({ documentCode: zDocumentCode() }),
    response: { file: "application/octet-stream" },
  },
  [`${U}/delete`]: {
    summary: "Delete one of the caller's documents now (before its date)",
    tag,
    auth: "required",
    body: z.object({ documentCode: zDocumentCode() }),
    response: z.object({ documentCode: z.string() }),
  },
});

export const documentsOpsContract = defineContract({
  "/rest/ops/document/list": {
    summary: "Console: the documents of an application or an order",
    description: "Advisers and admins (any case; finance the refusal letters); a landlord the documents of applications to their apartments. Audited.",
    tag,
    auth: "none",
    body: z.object({ ...opsAuth, applyCode: zApplyCode(), orderNo: zApplyCode() }),
    response: z.object({ list: z.array(documentItem) }),
  },
  "/rest/ops/document/download": {
    summary: "Console: read one document (the file itself); every read is in the audit log",
    tag,
    auth: "none",
    body: z.object({ ...opsAuth, documentCode: zDocumentCode() }),
    response: { file: "application/octet-stream" },
  },
});
