/** A student's documents: sealed uploads, read by the owner and permitted staff (audited), deleted by the retention rules. */
export { documentEndpoints } from "./endpoints";
export { consentState, documentsForExport, eraseDocumentsOf } from "./service";
export { startDocumentSweep, stopDocumentSweep, sweepDocuments } from "./sweep";
export { DOCUMENT_MESSAGES } from "./messages";
