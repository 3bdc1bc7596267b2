import { uploadContract } from "#core/contract/uploads";
import { implement } from "../http/endpoint";
import { storeUpload } from "./service";

/** `/jcommon/file/upload` (core/contract/uploads.ts). */
export const uploadEndpoints = implement(uploadContract, {
  "/jcommon/file/upload": async (input, ctx) => storeUpload(input.file as File | undefined, (await ctx.requireUser()).id),
});
