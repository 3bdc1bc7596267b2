import { createHash, randomUUID } from "node:crypto";
import type { ApiData } from "#core/contract";
import { callApi, expired, type ApiResult } from "./api.server";
import { readUser } from "./cookies.server";
import { releaseSeat, renewSeat, takeSeat } from "./stream-seats.server";

/**
 * New messages of a student's conversation, delivered to the open page without a reload
 * (GET /{lang}/user/service/events?c=<conversation>&after=<last message id>):
 *
 * - `Accept: text/event-stream` (EventSource): a Server-Sent Events stream. The web never
 *   touches the database: every POLL_MS the stream asks the API (service/messages, through
 *   the signed client with the student's own session) for the messages after the last one it
 *   sent, and writes what is new. So a reply stored by any instance reaches a page held open by
 *   any other; PostgreSQL is the one channel. Each message is an event whose id is the
 *   message id: a reconnecting EventSource sends it back as Last-Event-ID and misses nothing.
 * - anything else: the same messages once, as JSON (the page's polling fallback).
 *
 * Every read marks the conversation seen, so a student with the page open is never "away"
 * (api/service/notice.ts). A stream ends when the client goes (the request's signal),
 * when the session ends (an `expired` event), after MAX_STREAM_MS (the browser reconnects,
 * possibly to another instance), and when the server stops (`drainServiceStreams`, called by
 * both servers before they close, so streams never hold up a graceful stop). At most
 * STREAMS_PER_USER run at once per user across instances (./stream-seats.server.ts); past that
 * the answer is 429 and the page falls back to polling.
 */
export const POLL_MS = 3_000;
export const STREAMS_PER_USER = 3;
const HEARTBEAT_MS = 15_000;
const MAX_STREAM_MS = 10 * 60_000;
/** What the browser waits before reconnecting after a stream ends. */
const RETRY_MS = 2_000;

type Read = ApiData<"/rest/user/client/service/messages">;
type Message = Read["messages"][number];
type Status = Read["conversation"]["status"];

const MESSAGES = "/rest/user/client/service/messages";

interface OpenStream {
  close(): void;
}
const open = new Set<OpenStream>();
let draining = false;

/** Streams open in this process (tests). */
export const openServiceStreams = () => open.size;

/**
 * Ends every open stream now and refuses new ones (the server is stopping): browsers reconnect
 * after RETRY_MS, through the balancer, to an instance that is not stopping.
 */
export function drainServiceStreams(): number {
  draining = true;
  const count = open.size;
  for (const s of [...open]) s.close();
  return count;
}

/** Tests: accept streams again after a drain. */
export function resumeServiceStreams() {
  draining = false;
}

const STREAM_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  // no-transform: compression must not hold events back to fill a gzip block.
  "Cache-Control": "no-cache, no-store, no-transform",
  "X-Accel-Buffering": "no",
};

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers } });

/** An API refusal as the resource route's answer. */
function refusal(result: Extract<ApiResult<unknown>, { ok: false }>): Response {
  if (result.unavailable || result.code === -1) return plain(503, result.msg || "Service busy", { "Retry-After": "5" });
  return plain(404, result.msg || "Not Found");
}

const positive = (v: string | null | undefined) => (v && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : undefined);

/** The seat key of the user: their code, else a digest of the session token. */
const userKey = (user: { userCode?: string | null; token: string }) =>
  user.userCode ? `u:${user.userCode}` : `t:${createHash("sha256").update(user.token).digest("hex").slice(0, 24)}`;

export async function serviceEvents(request: Request): Promise<Response> {
  const user = await readUser(request);
  if (!user) return plain(401, "Unauthorized");
  const url = new URL(request.url);
  const conversationId = positive(url.searchParams.get("c"));
  if (!conversationId) return plain(400, "Bad Request");
  // A reconnecting EventSource names the last message it received.
  const afterId = positive(request.headers.get("last-event-id")) ?? positive(url.searchParams.get("after"));
  const wantsStream = (request.headers.get("accept") ?? "").includes("text/event-stream");

  if (!wantsStream) {
    const r = await callApi(MESSAGES, { conversationId, afterId }, { request });
    if (expired(r)) return plain(401, "Unauthorized");
    if (!r.ok) return refusal(r);
    return Response.json({ status: r.data.conversation.status, messages: r.data.messages }, { headers: { "Cache-Control": "no-store" } });
  }

  if (draining) return goElsewhere();
  const key = userKey(user);
  const id = randomUUID();
  if (!(await takeSeat(key, id, STREAMS_PER_USER))) return plain(429, "Too Many Requests", { "Retry-After": "30" });
  const first = await callApi(MESSAGES, { conversationId, afterId }, { request });
  if (!first.ok) {
    await releaseSeat(key, id);
    return expired(first) ? plain(401, "Unauthorized") : refusal(first);
  }
  return stream(request, { key, id, conversationId, afterId: afterId ?? 0, first: first.data });
}

/** A stream that only tells the browser to reconnect (this instance is stopping). */
function goElsewhere(): Response {
  return new Response(`retry: ${RETRY_MS}\n\n`, { headers: STREAM_HEADERS });
}

function stream(request: Request, s: { key: string; id: string; conversationId: number; afterId: number; first: Read }): Response {
  const encoder = new TextEncoder();
  const started = Date.now();
  let lastId = s.afterId;
  let lastWrite = Date.now();
  let status: Status | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let controller!: ReadableStreamDefaultController<Uint8Array>;

  const write = (text: string) => {
    if (closed) return;
    try {
      controller.enqueue(encoder.encode(text));
      lastWrite = Date.now();
    } catch {
      close();
    }
  };
  const event = (name: string, data: unknown, id?: number) => write(`${id ? `id: ${id}\n` : ""}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
  const deliver = (read: Read) => {
    for (const m of read.messages as Message[]) {
      if (m.id <= lastId) continue;
      event("message", m, m.id);
      lastId = m.id;
    }
    if (read.conversation.status !== status) {
      status = read.conversation.status;
      event("status", { status });
    }
  };

  const handle: OpenStream = { close };
  function close() {
    if (closed) return;
    closed = true;
    clearTimeout(timer);
    open.delete(handle);
    request.signal.removeEventListener("abort", close);
    void releaseSeat(s.key, s.id);
    try {
      controller.close();
    } catch {
      // Already cancelled by the client.
    }
  }

  async function tick() {
    if (closed) return;
    if (Date.now() - started >= MAX_STREAM_MS) return close();
    const r = await callApi(MESSAGES, { conversationId: s.conversationId, afterId: lastId || undefined }, { request });
    if (closed) return;
    if (expired(r)) {
      // The session ended: the page reloads and asks to log in.
      event("expired", {});
      return close();
    }
    if (r.ok) deliver(r.data);
    else if (!r.unavailable && r.code === 1) return close(); // the conversation is gone
    if (Date.now() - lastWrite >= HEARTBEAT_MS) write(": ping\n\n");
    await renewSeat(s.key, s.id);
    if (!closed) timer = setTimeout(tick, POLL_MS);
  }

  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      open.add(handle);
      request.signal.addEventListener("abort", close);
      write(`retry: ${RETRY_MS}\n\n`);
      deliver(s.first);
      if (request.signal.aborted) close();
      else timer = setTimeout(tick, POLL_MS);
    },
    cancel() {
      close();
    },
  });
  return new Response(body, { headers: STREAM_HEADERS });
}
