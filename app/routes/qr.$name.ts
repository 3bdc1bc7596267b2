import type { LoaderFunctionArgs } from "@remix-run/node";
import { qrSvg, qrTarget } from "~/lib/qr.server";

/**
 * /qr/app.svg, /qr/mini-program.svg, /qr/wechat.svg: the header's and footer's QR codes as
 * cacheable images (app/lib/qr.server.ts). Their URLs carry a digest of what they encode, so
 * they may be kept for a year.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const name = params.name?.replace(/\.svg$/, "");
  const target = name && params.name?.endsWith(".svg") ? qrTarget(name) : undefined;
  if (!target) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(await qrSvg(target), {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "public, max-age=31536000, immutable" },
  });
}
