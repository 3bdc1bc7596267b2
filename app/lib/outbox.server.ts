import { isLocalRequest } from "#core/client-ip.server";
import { outboxEnabled } from "#core/env.server";
import { listOutbox } from "../api-transport.server";

/**
 * The web side of the dev outbox. The entries live in the API's database and are
 * read through the transport module (the one place app/ touches api/).
 *
 * It holds every code and captcha answer, so it answers only the machine itself: a loopback
 * socket peer, vouched for by the server in front (server/index.ts, or
 * server/client-address.ts under remix-serve), with no forwarding header — a
 * reverse proxy on the same machine forwards others' requests and always adds one. Anyone else,
 * whatever OUTBOX says, gets the same 404 as when it is off.
 */
export type OutboxEntry = { kind: "sms" | "email" | "captcha"; to: string; code: string; text: string; at: string };

export async function readOutbox(request: Request): Promise<OutboxEntry[] | null> {
  if (!outboxEnabled() || !isLocalRequest(request)) return null;
  return listOutbox();
}

export async function outboxJson(request: Request): Promise<Response> {
  const entries = await readOutbox(request);
  if (!entries) return new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return Response.json(entries, { headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } });
}
