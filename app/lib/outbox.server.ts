import { outboxEnabled } from "./env.server";
import { listOutbox } from "../api-transport.server";

/**
 * The web side of the dev outbox (DESIGN.md §4). The entries live in the API's database and are
 * read through the transport module (the one place app/ touches api/).
 */
export type OutboxEntry = { kind: "sms" | "email" | "captcha"; to: string; code: string; text: string; at: string };

export async function readOutbox(): Promise<OutboxEntry[] | null> {
  if (!outboxEnabled()) return null;
  return listOutbox();
}

export async function outboxJson(): Promise<Response> {
  const entries = await readOutbox();
  if (!entries) return new Response("Not Found", { status: 404 });
  return Response.json(entries, { headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } });
}
