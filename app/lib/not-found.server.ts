import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import { createRequestHandler } from "@remix-run/node";

/**
 * The site's translated not-found page (the `/{lang}/404` route: header, message, Homepage
 * link, status 404) for a resource route that has nothing to answer, e.g. an unknown manual
 * download. A resource route has no error boundary, so the page is rendered by handing a GET
 * of `/{lang}/404` to Remix with the same load context (its CSP nonce included); the URL
 * stays the one that was asked for.
 */
let handler: ReturnType<typeof createRequestHandler> | undefined;

export async function notFoundPage(request: Request, lang: string, context: AppLoadContext): Promise<Response> {
  if (!handler) {
    // @ts-expect-error: the Remix Vite plugin's virtual module (the server build itself).
    const build = (await import("virtual:remix/server-build")) as ServerBuild;
    handler = createRequestHandler(build, import.meta.env?.MODE === "development" ? "development" : "production");
  }
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  const res = await handler(new Request(new URL(`/${lang}/404`, request.url), { method: "GET", headers }), context);
  return new Response(res.body, { status: 404, headers: res.headers });
}
