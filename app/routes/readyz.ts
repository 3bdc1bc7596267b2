import { ready } from "~/api-transport.server";

/**
 * Readiness when the build runs under remix-serve (ADR 019): the database reachable, migrated
 * and seeded, and Redis answering when REDIS_URL is set (sign-in needs it). Under server/index.ts express answers it before Remix, and also turns it 503
 * while draining on SIGTERM (remix-serve cannot).
 */
export async function loader() {
  const state = await ready();
  return Response.json(state, { status: state.ok ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}
