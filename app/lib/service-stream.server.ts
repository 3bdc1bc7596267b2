import { createHash, randomUUID } from "node:crypto";
import type { ApiData } from "#core/contract";
import { callApi, expired, type ApiResult } from "./api.server";
import { readUser } from "./cookies.server";
import { releaseSeat, renewSeat, takeSeat } from "./stream-seats.server";
import { env } from "#core/env.server";
import { serviceTopic, sessionTopic, subscribeLive } from "#core/live-events.server";

/**
 * New messages of a student's conversation, delivered to the open page without a reload
 * (GET /{lang}/user/service/events?c=<conversation>&after=<last message id>):
 *
 * - `Accept: text/event-stream` (EventSource): a Server-Sent Events stream. The web never
 *   touches the database: the stream reads the conversation through the API (service/messages,
 *   the signed client with the student's own session) when it is told something changed — the
 *   API signals the conversation after it stores a message or a status, and the student's
 *   session when it ends (core/live-events.server.ts: in this process, and through Redis from
 *   any other instance) — and writes what is new. Nothing is asked while nothing happens but
 *   one read every REFRESH_MS, which keeps the student "on the page" (not away, so no SMS for
 *   a reply they are looking at) and makes up for a signal lost while Redis was down. Each
 *   message is an event whose id is the message id: a reconnecting EventSource sends it back
 *   as Last-Event-ID and misses nothing.
 * - anything else: the same messages once, as JSON (the page's polling fallback).
 *
 * Every read marks the conversation seen (api/service/notice.ts). A stream ends when the client
 * goes (the request's signal), when the session ends (an `expired` event), after MAX_STREAM_MS
 * (the browser reconnects, possibly to another instance), and when the server stops
 * (`drainServiceStreams`, called by both servers before they close, so streams never hold up a
 * graceful stop). At most STREAMS_PER_USER run at once per user across instances
 * (./stream-seats.server.ts) and SERVICE_STREAMS_PER_INSTANCE per instance; past either the
 * answer is 429 or 503 and the page falls back to polling.
 */
export const STREAMS_PER_USER = 3;
/** The read a stream makes without a signal: well inside the five minutes that make a student "away". */
export const REFRESH_MS = 60_000;
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
/** Streams past their checks but not yet open: counted against the instance's bound too. */
let starting = 0;
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

/**
 * Signals for one stream, subscribed before its first read so nothing stored in between is
 * missed: a signal before the stream runs is kept until it does.
 */
function subscribe(topics: string[]) {
  let pending = false;
  let wake: (() => void) | undefined;
  const signal = () => (wake ? wake() : (pending = true));
  const stops = topics.map((topic) => subscribeLive(topic, signal));
  return {
    /** From now on signals call `fn`; at once if one came already. */
    start(fn: () => void) {
      wake = fn;
      if (pending) fn();
    },
    stop() {
      for (const stop of stops) stop();
    },
  };
}

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
  if (open.size + starting >= env().SERVICE_STREAMS_PER_INSTANCE) return plain(503, "Service Unavailable", { "Retry-After": "30" });
  starting++;
  try {
    const key = userKey(user);
    const id = randomUUID();
    if (!(await takeSeat(key, id, STREAMS_PER_USER))) return plain(429, "Too Many Requests", { "Retry-After": "30" });
    const signals = subscribe([serviceTopic(conversationId), sessionTopic(createHash("sha256").update(user.token).digest("hex"))]);
    const first = await callApi(MESSAGES, { conversationId, afterId }, { request });
    if (!first.ok) {
      signals.stop();
      await releaseSeat(key, id);
      return expired(first) ? plain(401, "Unauthorized") : refusal(first);
    }
    return stream(request, { key, id, conversationId, afterId: afterId ?? 0, first: first.data, signals });
  } finally {
    starting--;
  }
}

/** A stream that only tells the browser to reconnect (this instance is stopping). */
function goElsewhere(): Response {
  return new Response(`retry: ${RETRY_MS}\n\n`, { headers: STREAM_HEADERS });
}

function stream(
  request: Request,
  s: { key: string; id: string; conversationId: number; afterId: number; first: Read; signals: ReturnType<typeof subscribe> },
): Response {
  const encoder = new TextEncoder();
  const started = Date.now();
  let lastId = s.afterId;
  let lastWrite = Date.now();
  let lastRead = Date.now();
  let status: Status | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  let closed = false;
  let reading = false;
  let readAgain = false;
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
    clearInterval(timer);
    s.signals.stop();
    open.delete(handle);
    request.signal.removeEventListener("abort", close);
    void releaseSeat(s.key, s.id);
    try {
      controller.close();
    } catch {
      // Already cancelled by the client.
    }
  }

  /** Reads what is new; signals that arrive meanwhile make one more read, not one each. */
  async function read() {
    if (closed) return;
    if (reading) {
      readAgain = true;
      return;
    }
    reading = true;
    try {
      do {
        readAgain = false;
        lastRead = Date.now();
        const r = await callApi(MESSAGES, { conversationId: s.conversationId, afterId: lastId || undefined }, { request }).catch(() => undefined);
        if (closed) return;
        if (r && expired(r)) {
          // The session ended: the page reloads and asks to log in.
          event("expired", {});
          return close();
        }
        if (r?.ok) deliver(r.data);
        else if (r && !r.unavailable && r.code === 1) return close(); // the conversation is gone
      } while (readAgain && !closed);
    } finally {
      reading = false;
    }
  }

  function beat() {
    if (closed) return;
    if (Date.now() - started >= MAX_STREAM_MS) return close();
    if (Date.now() - lastWrite >= HEARTBEAT_MS) write(": ping\n\n");
    void renewSeat(s.key, s.id);
    if (Date.now() - lastRead >= REFRESH_MS) void read();
  }

  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      open.add(handle);
      request.signal.addEventListener("abort", close);
      write(`retry: ${RETRY_MS}\n\n`);
      deliver(s.first);
      if (request.signal.aborted) return close();
      timer = setInterval(beat, HEARTBEAT_MS);
      s.signals.start(() => void read());
    },
    cancel() {
      close();
    },
  });
  return new Response(body, { headers: STREAM_HEADERS });
}
