import type { LoaderFunctionArgs } from "@remix-run/node";
import { parseImagePath } from "~/lib/images";
import { resizedImage } from "~/lib/images.server";

/** /images/{width}/{key}.{webp|jpg}: a resized listing photo, immutable for a year. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const req = parseImagePath(params["*"] ?? "");
  if (!req) return new Response("Not Found", { status: 404, headers: { "Cache-Control": "public, max-age=300" } });
  const body = await resizedImage(req);
  if (!body) return new Response("Not Found", { status: 404, headers: { "Cache-Control": "public, max-age=300" } });
  const etag = `"${req.width}-${req.stem.replace(/\//g, "-")}-${body.length}"`;
  const headers = {
    "Content-Type": req.format === "webp" ? "image/webp" : "image/jpeg",
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: etag,
    Vary: "Accept-Encoding",
  };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  // A Buffer is a Uint8Array, which Response sends as is; TypeScript's DOM types want one backed
  // by an ArrayBuffer, and a Buffer's type does not rule out a SharedArrayBuffer.
  return new Response(body as unknown as BodyInit, { headers: { ...headers, "Content-Length": String(body.length) } });
}
