import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { callSigned, createTestUser, setupApi } from "../../helpers/api";
import { send, SERVICE_OPERATOR_TOKEN, staff, useOperatorToken } from "../../helpers/service";

/**
 * The online service's event route (GET /{lang}/user/service/events, app/lib/service-stream.server.ts),
 * called as Remix calls it with the in-process API: new messages are pushed to the stream as
 * they are stored (no polling while nothing happens), a closed connection stops reading,
 * streams per user and per instance are capped, a stopping server ends them, and the JSON
 * answer serves the page's polling fallback.
 */
type Loader = typeof import("~/routes/$lang.user.service.events").loader;
let loader: Loader;
let stream: typeof import("~/lib/service-stream.server");
let live: typeof import("#core/live-events.server");
let writeUser: typeof import("~/lib/cookies.server").writeUser;

beforeAll(async () => {
  await setupApi();
  await useOperatorToken(SERVICE_OPERATOR_TOKEN);
  loader = (await import("~/routes/$lang.user.service.events")).loader;
  stream = await import("~/lib/service-stream.server");
  live = await import("#core/live-events.server");
  writeUser = (await import("~/lib/cookies.server")).writeUser;
});
afterAll(async () => {
  await useOperatorToken(undefined);
});

interface Student {
  userId: number;
  token: string;
  cookie: string;
}

async function student(name: string): Promise<Student> {
  const u = await createTestUser({ userName: name });
  const { db } = await import("../../../api/db/client");
  const { users } = await import("../../../api/db/schema");
  const { eq } = await import("drizzle-orm");
  const [row] = await db().select({ userCode: users.userCode }).from(users).where(eq(users.id, u.userId));
  const cookie = (await writeUser({ avatar: "", email: "", mobile: "", mobilePrefix: "86", mobilePrefixId: 317, pwdAction: 0, realName: "", token: u.token, userCode: row.userCode, userName: name })).split(";")[0];
  return { ...u, cookie };
}

function request(path: string, s: Student | null, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const req = new Request(`http://localhost${path}`, {
    headers: { accept: "text/event-stream", ...(s ? { cookie: s.cookie } : {}), ...headers },
    signal: controller.signal,
  });
  return { req, controller };
}

const call = (req: Request) => loader({ request: req, params: { lang: "en" }, context: {} }) as Promise<Response>;

/** Reads a stream in the background; `until` waits for text to appear. */
function reader(res: Response) {
  const r = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let done = false;
  const pump = (async () => {
    for (;;) {
      const chunk = await r.read().catch(() => ({ done: true, value: undefined }));
      if (chunk.done) break;
      text += decoder.decode(chunk.value, { stream: true });
    }
    done = true;
  })();
  return {
    get text() {
      return text;
    },
    get done() {
      return done;
    },
    ended: pump,
    async until(pred: (t: string) => boolean, ms = 10_000) {
      const end = Date.now() + ms;
      while (!pred(text)) {
        if (Date.now() > end) throw new Error(`not seen in ${ms} ms; stream so far:\n${text}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}

/** The events in a stream's text: `{ id, event, data }`. */
function events(text: string) {
  return text
    .split("\n\n")
    .filter((block) => block.includes("data: "))
    .map((block) => {
      const field = (name: string) =>
        block
          .split("\n")
          .find((l) => l.startsWith(`${name}: `))
          ?.slice(name.length + 2);
      return { id: field("id"), event: field("event"), data: JSON.parse(field("data") ?? "null") };
    });
}

async function seenAt(conversationId: number): Promise<number> {
  const { db } = await import("../../../api/db/client");
  const { serviceConversations } = await import("../../../api/db/schema");
  const { eq } = await import("drizzle-orm");
  const [row] = await db().select({ at: serviceConversations.studentSeenAt }).from(serviceConversations).where(eq(serviceConversations.id, conversationId));
  return row.at ? row.at.getTime() : 0;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("GET /{lang}/user/service/events", () => {
  test("new messages are pushed to the stream as they are stored, without polling; a closed connection stops reading", async () => {
    const s = await student("stream-a");
    const first = await send(s.token, { content: "Hello?" });
    const id = first.data.conversationId as number;
    const { req, controller } = request(`/en/user/service/events?c=${id}&after=${first.data.message.id}`, s);
    const res = await call(req);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(res.headers.get("cache-control")).toContain("no-transform");
    const body = reader(res);
    await body.until((t) => t.includes("event: status"));
    expect(body.text.startsWith("retry: ")).toBe(true);
    expect(events(body.text)).toEqual([{ id: undefined, event: "status", data: { status: "open" } }]);
    expect(stream.openServiceStreams()).toBe(1);

    // Nothing happens: nothing is read (every read marks the conversation seen).
    const seenOpening = await seenAt(id);
    await wait(4_000);
    expect(await seenAt(id)).toBe(seenOpening);

    // An adviser replies (through the staff API, as from another instance): it arrives at once.
    const sent = Date.now();
    const reply = await staff("reply", { conversationId: id, content: "Yes.\nTwo lines, <b>as text</b>", adviserName: "Lily" });
    await body.until((t) => t.includes("event: message"));
    expect(Date.now() - sent).toBeLessThan(2_000);
    const delivered = events(body.text).filter((e) => e.event === "message");
    expect(delivered).toEqual([{ id: String(reply.data.message.id), event: "message", data: reply.data.message }]);
    // The student's own next message (sent from another tab) arrives too, once.
    const own = await send(s.token, { conversationId: id, content: "Thanks" });
    await body.until((t) => t.includes('"Thanks"'));
    expect(
      events(body.text)
        .filter((e) => e.event === "message")
        .map((e) => e.data.id)
    ).toEqual([reply.data.message.id, own.data.message.id]);
    // The stream read the reply: the student is on the page, not away, and it is read.
    expect((await callSigned("/rest/user/client/service/unread", {}, { token: s.token })).data.unread).toBe(0);
    expect(await seenAt(id)).toBeGreaterThan(seenOpening);
    // Closing the conversation is pushed too.
    await staff("close", { conversationId: id });
    await body.until((t) => t.includes('"status":"closed"'));

    // The client goes: the stream ends, and no later message makes it read.
    controller.abort();
    await body.ended;
    expect(body.done).toBe(true);
    expect(stream.openServiceStreams()).toBe(0);
    expect(live.liveTopics()).toBe(0);
    const seenAfterClose = await seenAt(id);
    await send(s.token, { conversationId: id, content: "Anyone there?" });
    await wait(500);
    expect(await seenAt(id)).toBe(seenAfterClose);
  });

  test("a message stored between the stream's first read and its start is not missed", async () => {
    const s = await student("stream-race");
    const id = (await send(s.token, { content: "first" })).data.conversationId as number;
    const { req, controller } = request(`/en/user/service/events?c=${id}`, s);
    // The reply is stored while the stream is still being set up.
    const [res, reply] = await Promise.all([call(req), staff("reply", { conversationId: id, content: "in between" })]);
    const body = reader(res);
    await body.until((t) => t.includes("in between"));
    expect(events(body.text).filter((e) => e.event === "message" && e.data.id === reply.data.message.id)).toHaveLength(1);
    controller.abort();
    await body.ended;
  });

  test("a reconnecting EventSource's Last-Event-ID wins over the address's `after`", async () => {
    const s = await student("stream-b");
    const first = await send(s.token, { content: "one" });
    const id = first.data.conversationId as number;
    const second = await send(s.token, { conversationId: id, content: "two" });
    const { req, controller } = request(`/en/user/service/events?c=${id}`, s, { "last-event-id": String(first.data.message.id) });
    const body = reader(await call(req));
    await body.until((t) => t.includes("event: status"));
    expect(
      events(body.text)
        .filter((e) => e.event === "message")
        .map((e) => e.data.id)
    ).toEqual([second.data.message.id]);
    controller.abort();
    await body.ended;
  });

  test("refuses a visitor, a bad address and someone else's conversation", async () => {
    const owner = await student("stream-owner");
    const other = await student("stream-other");
    const id = (await send(owner.token, { content: "mine" })).data.conversationId as number;
    expect((await call(request(`/en/user/service/events?c=${id}`, null).req)).status).toBe(401);
    expect((await call(request(`/en/user/service/events?c=abc`, owner).req)).status).toBe(400);
    const stolen = await call(request(`/en/user/service/events?c=${id}`, other).req);
    expect(stolen.status).toBe(404);
    expect(await stolen.text()).not.toContain("mine");
    const stolenJson = await call(request(`/en/user/service/events?c=${id}`, other, { accept: "application/json" }).req);
    expect(stolenJson.status).toBe(404);
    expect(stream.openServiceStreams()).toBe(0);
  });

  test(`at most ${3} streams per user at once; a closed one frees its seat`, async () => {
    const s = await student("stream-cap");
    const id = (await send(s.token, { content: "many tabs" })).data.conversationId as number;
    const open = [];
    for (let i = 0; i < stream.STREAMS_PER_USER; i++) {
      const r = request(`/en/user/service/events?c=${id}`, s);
      const res = await call(r.req);
      expect(res.status).toBe(200);
      open.push({ ...r, body: reader(res) });
    }
    const refused = await call(request(`/en/user/service/events?c=${id}`, s).req);
    expect(refused.status).toBe(429);
    // Another student is not affected.
    const t = await student("stream-cap-2");
    const id2 = (await send(t.token, { content: "mine" })).data.conversationId as number;
    const theirs = request(`/en/user/service/events?c=${id2}`, t);
    const theirBody = reader(await call(theirs.req));
    open[0].controller.abort();
    await open[0].body.ended;
    const again = request(`/en/user/service/events?c=${id}`, s);
    const againRes = await call(again.req);
    expect(againRes.status).toBe(200);
    const againBody = reader(againRes);
    for (const o of [...open.slice(1), { ...again, body: againBody }, { ...theirs, body: theirBody }]) {
      o.controller.abort();
      await o.body.ended;
    }
    expect(stream.openServiceStreams()).toBe(0);
  });

  test("at most SERVICE_STREAMS_PER_INSTANCE streams on one instance, whoever holds them", async () => {
    const { resetEnvCache } = await import("#core/env.server");
    process.env.SERVICE_STREAMS_PER_INSTANCE = "2";
    resetEnvCache();
    const held = [];
    try {
      for (const name of ["instance-1", "instance-2"]) {
        const s = await student(name);
        const id = (await send(s.token, { content: "hi" })).data.conversationId as number;
        const r = request(`/en/user/service/events?c=${id}`, s);
        const res = await call(r.req);
        expect(res.status).toBe(200);
        held.push({ ...r, body: reader(res) });
      }
      const third = await student("instance-3");
      const id = (await send(third.token, { content: "hi" })).data.conversationId as number;
      const refused = await call(request(`/en/user/service/events?c=${id}`, third).req);
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe("30");
      // The page's polling fallback still answers.
      const polled = await call(request(`/en/user/service/events?c=${id}`, third, { accept: "application/json" }).req);
      expect(polled.status).toBe(200);
    } finally {
      delete process.env.SERVICE_STREAMS_PER_INSTANCE;
      resetEnvCache();
      for (const o of held) {
        o.controller.abort();
        await o.body.ended;
      }
    }
    expect(stream.openServiceStreams()).toBe(0);
  });

  test("a stopping server ends its streams and tells new ones to reconnect elsewhere", async () => {
    const s = await student("stream-drain");
    const id = (await send(s.token, { content: "drain" })).data.conversationId as number;
    const { req } = request(`/en/user/service/events?c=${id}`, s);
    const body = reader(await call(req));
    await body.until((t) => t.includes("event: status"));
    try {
      expect(stream.drainServiceStreams()).toBe(1);
      await body.ended;
      expect(stream.openServiceStreams()).toBe(0);
      const late = await call(request(`/en/user/service/events?c=${id}`, s).req);
      expect(late.status).toBe(200);
      expect(await late.text()).toMatch(/^retry: \d+\n\n$/);
    } finally {
      stream.resumeServiceStreams();
    }
  });

  test("an ended session ends the stream with an `expired` event", async () => {
    const s = await student("stream-expired");
    const id = (await send(s.token, { content: "logging out soon" })).data.conversationId as number;
    const body = reader(await call(request(`/en/user/service/events?c=${id}`, s).req));
    await body.until((t) => t.includes("event: status"));
    expect((await callSigned("/rest/user/client/logout", {}, { token: s.token })).code).toBe(0);
    await body.until((t) => t.includes("event: expired"));
    await body.ended;
    expect(stream.openServiceStreams()).toBe(0);
  });

  test("without text/event-stream it answers the new messages once, as JSON (the polling fallback)", async () => {
    const s = await student("stream-json");
    const first = await send(s.token, { content: "poll me" });
    const id = first.data.conversationId as number;
    const reply = await staff("reply", { conversationId: id, content: "polled answer" });
    const res = await call(request(`/en/user/service/events?c=${id}&after=${first.data.message.id}`, s, { accept: "application/json" }).req);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "open", messages: [reply.data.message] });
    await staff("close", { conversationId: id });
    const closed = await call(request(`/en/user/service/events?c=${id}&after=${reply.data.message.id}`, s, { accept: "application/json" }).req);
    expect(await closed.json()).toEqual({ status: "closed", messages: [] });
  });
});
