import { OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import { registry } from "./http/endpoint";

/**
 * The OpenAPI 3.1 document of every mounted endpoint, generated from the zod schemas the
 * endpoints validate with (served at GET /rest/openapi.json). Built once, on first request.
 */
let doc: unknown;

export function openApiDocument(): unknown {
  doc ??= new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Student housing API",
      version: "1.0.0",
      description:
        "Every call is a signed POST (form-encoded, multipart for uploads) answering `{ code, data, msg }`: code 0 success, 1 request error, 3 not logged in. Signature: every field except signToken and files, empty ones dropped, sorted by name, `name=value` joined by `&`, secret appended, MD5 lower-case hex in `signToken`; `timestamp` (epoch ms) within 5 minutes. /rest/common/… and /jcommon/… use the common secret. See docs/api.md.",
    },
    servers: [{ url: "/" }],
  });
  return doc;
}
