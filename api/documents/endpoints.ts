import { documentsContract, documentsOpsContract } from "#core/contract/documents";
import { implement } from "../http/endpoint";
import { Reply } from "../http/envelope";
import { opsActor } from "../staff";
import { deleteOwnDocument, downloadOwnDocument, listDocuments, uploadDocument } from "./service";
import { staffDocumentDownload, staffDocumentList } from "./staff-access";

/** A student's documents, and staff's audited reading of them. */
const studentEndpoints = implement(documentsContract, {
  "/rest/user/client/document/upload": async (input, ctx) => {
    const me = await ctx.requireUser();
    return new Reply(await uploadDocument(me.id, input, ctx.files.file ?? (input.file as File | undefined), ctx.lang), "document_uploaded");
  },
  "/rest/user/client/document/list": async (input, ctx) => listDocuments((await ctx.requireUser()).id, input, ctx.lang),
  "/rest/user/client/document/download": async (input, ctx) => downloadOwnDocument((await ctx.requireUser()).id, input.documentCode),
  "/rest/user/client/document/delete": async (input, ctx) => new Reply(await deleteOwnDocument((await ctx.requireUser()).id, input.documentCode), "document_deleted"),
});

const opsEndpoints = implement(documentsOpsContract, {
  "/rest/ops/document/list": async (input, ctx) => staffDocumentList(await opsActor(input, ctx.attribution.ip), input, ctx.lang),
  "/rest/ops/document/download": async (input, ctx) => staffDocumentDownload(await opsActor(input, ctx.attribution.ip), input.documentCode),
});

export const documentEndpoints = [...studentEndpoints, ...opsEndpoints];
