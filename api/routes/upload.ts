import { endpoint, type Endpoint } from "../http/endpoint";
import { z } from "#core/contract/zod";
import { storeUpload } from "../services/uploads";

/** `/jcommon/file/upload`: avatars and form images (multipart; the file is not signed). */
export const uploadEndpoints: Endpoint[] = [
  endpoint({
    path: "/jcommon/file/upload",
    summary: "Upload a JPG or PNG image (at most 3 MB)",
    description:
      "Multipart field `file`. The type is checked by magic bytes and the image re-encoded. Answers `{ key, url, mime, size, width, height }`; `url` is `/uploads/…`, served by the web tier from the upload storage (DATA_DIR or S3: api/services/uploads.ts uploadedImage(key)).",
    tag: "upload",
    auth: "required",
    multipart: true,
    body: z.object({ file: z.any().openapi({ type: "string", format: "binary" }) }),
    handler: async (input, ctx) => storeUpload(input.file as File | undefined, (await ctx.requireUser()).id),
  }),
];
