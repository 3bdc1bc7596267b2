/**
 * Liveness when the build runs under remix-serve (ADR 019): the container's HEALTHCHECK asks
 * /healthz whichever server runs. Under server/index.ts express answers it before Remix.
 */
export const loader = () => new Response("ok", { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
