import { defineContract } from "./define";
import { z } from "./zod";

/** `/jcommon/file/upload`: avatars and form images (multipart; the file is not signed). */
export const uploadContract = defineContract({
  "/jcommon/file/upload": {
    summary: "Upload a JPG or PNG image (at most 3 MB)",
    description:
      "Multipart field `file`. The type is checked by magic bytes and the image re-encoded. `url` is `/uploads/…`, served by the web tier from the upload storage (DATA_DIR or S3: api/uploads/service.ts uploadedImage(key)).",
    tag: "upload",
    auth: "required",
    multipart: true,
    // The file part itself: the handler checks what it is (a form value cannot be typed further).
    body: z.object({ file: z.any().openapi({ type: "string", format: "binary" }) }),
    response: z.object({
      key: z.string().openapi({ description: "Storage key, `uploads/YYYY/MM/<random>.jpg|png`" }),
      url: z.string().openapi({ description: "Where the web tier serves it: `/` + key; what user/update takes as `avatar`" }),
      mime: z.enum(["image/jpeg", "image/png"]),
      size: z.number().int().openapi({ description: "Bytes stored (after re-encoding)" }),
      width: z.number().int(),
      height: z.number().int(),
    }),
  },
});
