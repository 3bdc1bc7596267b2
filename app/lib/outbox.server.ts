import { isLocalRequest } from "#core/client-ip.server";
import { outboxEnabled } from "#core/env.server";
import { hasOutboxKey } from "#core/outbox-key.server";
import { listOutbox } from "../api-transport.server";

/**
 * The web side of the dev outbox. The entries live in the API's database and are
 * read through the transport module (the one place app/ touches api/).
 *
 * It holds codes and captcha answers, so it answers only the machine itself — a loopback
 * socket peer, vouched for by the server in front (server/index.ts, or
 * server/client-address.ts under remix-serve), with no forwarding header — and only a request
 * that names the outbox key (core/outbox-key.server.ts): a proxy on this machine that adds no
 * forwarding header would otherwise pass the loopback check for anyone. Everyone else, whatever
 * OUTBOX says, gets the same 404 as when it is off.
 */
export type OutboxEntry = { kind: "sms" | "email" | "captcha"; to: string; code: string; text: string; at: string };

/** Never cached, never indexed, and the key in the address never sent on as a referrer. */
export const OUTBOX_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" };

export async function readOutbox(request: Request): Promise<OutboxEntry[] | null> {
  if (!outboxEnabled() || !isLocalRequest(request) || !hasOutboxKey(request)) return null;
  return listOutbox();
}

export async function outboxJson(request: Request): Promise<Response> {
  const entries = await readOutbox(request);
  if (!entries) return new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return Response.json(entries, { headers: OUTBOX_HEADERS });
}
