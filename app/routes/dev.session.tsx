import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { isLocalRequest } from "#core/client-ip.server";
import { outboxEnabled } from "#core/env.server";
import { hasOutboxKey } from "#core/outbox-key.server";
import { isUserInfo } from "#core/user";
import { callApi } from "~/lib/api.server";
import { readUser, signIn } from "~/lib/cookies.server";
import { OUTBOX_HEADERS } from "~/lib/outbox.server";

/**
 * The dev outbox's session door, for scripts and browser tests on this machine: GET answers the
 * user of the request's session (what the browser's cookie now stands for, since the cookie
 * holds only an id); POST starts a session for a user answer whose token is live (a test that
 * signs in through the API, then opens pages as that student). The same guard as the outbox:
 * on only while the outbox is, from this machine, with its key; a 404 to anyone else. It grants
 * nothing a caller does not have already: the token it stores is one the caller holds.
 */
const notFound = () => new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });
const allowed = (request: Request) => outboxEnabled() && isLocalRequest(request) && hasOutboxKey(request);

export async function loader({ request }: LoaderFunctionArgs) {
  if (!allowed(request)) return notFound();
  return Response.json({ user: await readUser(request) }, { headers: OUTBOX_HEADERS });
}

export async function action({ request }: ActionFunctionArgs) {
  if (!allowed(request) || request.method !== "POST") return notFound();
  const body = (await request.json().catch(() => null)) as { user?: unknown } | null;
  if (!isUserInfo(body?.user)) return new Response("Bad Request", { status: 400, headers: OUTBOX_HEADERS });
  const live = await callApi("/rest/user/client/user/info", {}, { request, token: body.user.token });
  if (!live.ok) return new Response("Bad Request", { status: 400, headers: OUTBOX_HEADERS });
  return Response.json({ ok: true }, { headers: { ...OUTBOX_HEADERS, "Set-Cookie": await signIn(body.user, request) } });
}
