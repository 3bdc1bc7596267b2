import type { LoaderFunctionArgs } from "@remix-run/node";
import { uploadedImage } from "~/api-transport.server";

/**
 * /uploads/YYYY/MM/<random>.(jpg|png): an uploaded image (the `url` /jcommon/file/upload
 * answers, e.g. an avatar). Only files the upload service wrote are served: it sniffed the
 * bytes and re-encoded them with sharp, so what is served is never the uploaded bytes. The type
 * comes from the stored extension, which the service chose from the sniffed format; with
 * nosniff (server/security.ts) and a sandboxing CSP a browser never treats one as a document.
 * The bytes come from the upload storage: DATA_DIR/uploads or an S3-compatible bucket (ADR 011).
 */
const TYPES = { jpg: "image/jpeg", png: "image/png" } as const;

export async function loader({ params }: LoaderFunctionArgs) {
  const key = `uploads/${params["*"] ?? ""}`;
  const ext = key.slice(key.lastIndexOf(".") + 1) as keyof typeof TYPES;
  let stored: Awaited<ReturnType<typeof uploadedImage>>;
  try {
    stored = Object.hasOwn(TYPES, ext) ? await uploadedImage(key) : null;
  } catch {
    // The object store did not answer: not cached, so the next request tries again.
    return new Response("Service Unavailable", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  }
  if (!stored) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=60" } });
  const body = stored.bytes;
  // A Buffer is a Uint8Array, which Response sends as is; TypeScript's DOM types want one backed
  // by an ArrayBuffer, and a Buffer's type does not rule out a SharedArrayBuffer.
  return new Response(body as unknown as BodyInit, {
    headers: {
      "Content-Type": TYPES[ext],
      "Content-Length": String(body.length),
      // The name is random and never reused: safe to keep for a year.
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Content-Disposition": "inline",
    },
  });
}
