import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { Redis } from "ioredis";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  ensureDir,
  pgReachable,
  privateBuild,
  redisReachable,
  REDIS_TEST_URL,
  rest,
  skipNote,
  sleep,
  startRemixServe,
  startServer,
  testSecrets,
  webLogin,
  type RunningServer,
} from "../helpers/system";

/**
 * The online service's live replies with several instances (README "Running several
 * instances"): two production instances share one PostgreSQL and one Redis. A student's page
 * holds an event stream on instance A while an adviser replies through instance B; the reply
 * is pushed to the stream (Redis pub/sub), and nothing reads the conversation while nothing
 * happens. The cap of 3 streams per user holds across both instances (seats in
 * Redis). On SIGTERM an instance ends its open streams at once and exits 0 well within the 10 s
 * drain, under the custom server and under remix-serve.
 */
const SUITE = "online service streams (two instances on PostgreSQL + Redis)";
const why = (await pgReachable()) ?? (await redisReachable()) ?? (existsSync("build/server.js") ? null : "no build/ (run npm run build first)");
if (why) skipNote(SUITE, why);

const OPERATOR_TOKEN = "operator-token-for-service-scaleout";

/** Reads an event stream in the background. */
function streamOf(res: Response) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let ended = false;
  const done = (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) break;
      text += decoder.decode(chunk.value, { stream: true });
    }
    ended = true;
  })();
  return {
    done,
    get ended() {
      return ended;
    },
    async until(needle: string, ms = 15_000) {
      const end = Date.now() + ms;
      while (!text.includes(needle)) {
        if (Date.now() > end) throw new Error(`"${needle}" not on the stream within ${ms} ms:\n${text}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}

/** The student writes through the web form (no JavaScript); answers the conversation id. */
async function write(base: string, cookie: string, content: string): Promise<number> {
  const res = await fetch(`${base}/en/user/service?new=1`, {
    method: "POST",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ content }),
    redirect: "manual",
  });
  expect(res.status).toBe(302);
  const id = Number(new URL(res.headers.get("location")!, base).searchParams.get("c"));
  expect(id).toBeGreaterThan(0);
  return id;
}

function open(base: string, cookie: string, conversationId: number) {
  const controller = new AbortController();
  const response = fetch(`${base}/en/user/service/events?c=${conversationId}`, { headers: { cookie, accept: "text/event-stream" }, signal: controller.signal });
  return { controller, response };
}

describe.skipIf(!!why)(SUITE, () => {
  const secrets = testSecrets();
  const prefix = `test:service:${process.pid}:${randomBytes(4).toString("hex")}:`;
  let a: RunningServer;
  let b: RunningServer;
  let dropDb: (() => Promise<void>) | undefined;
  let removeBuild: (() => void) | undefined;
  let env: Record<string, string>;

  beforeAll(async () => {
    const build = privateBuild("service")!;
    removeBuild = build.remove;
    const database = await createTestDatabase("service");
    dropDb = database.drop;
    env = {
      ...secrets,
      DATABASE_URL: database.url,
      REDIS_URL: REDIS_TEST_URL,
      REDIS_KEY_PREFIX: prefix,
      OUTBOX: "1",
      OPERATOR_TOKEN,
      LOG_LEVEL: "info",
      DATA_DIR: ensureDir(resolve(".cache/system-data-service")),
    };
    a = await startServer({ build: build.dir, env });
    b = await startServer({ build: build.dir, env });
  }, 240_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await dropDb?.();
    removeBuild?.();
    const redis = new Redis(REDIS_TEST_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await redis.connect();
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  });

  it("a reply stored through instance B is pushed to the stream open on instance A; nothing polls meanwhile", async () => {
    const cookie = await webLogin(a.base, secrets);
    const id = await write(a.base, cookie, "Asked on A");
    const s = open(a.base, cookie, id);
    const res = await s.response;
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(res.headers.get("content-encoding")).toBeNull();
    const events = streamOf(res);
    await events.until("event: status");
    // Every read of the conversation marks it seen: while nothing happens, nothing reads it.
    const seenAt = async () => {
      const client = new pg.Client({ connectionString: env.DATABASE_URL });
      await client.connect();
      try {
        const { rows } = await client.query<{ at: Date | null }>("SELECT student_seen_at AS at FROM service_conversations WHERE id = $1", [id]);
        return rows[0].at?.getTime() ?? 0;
      } finally {
        await client.end();
      }
    };
    const seenOpening = await seenAt();
    await sleep(4_000);
    expect(await seenAt()).toBe(seenOpening);
    for (const n of [1, 2, 3]) {
      const sent = Date.now();
      const reply = await rest(b.base, "/rest/ops/service/reply", { operatorToken: OPERATOR_TOKEN, conversationId: id, content: `Answered on B #${n}` }, secrets, {
        language: "en",
      });
      expect(reply.body.code, reply.body.msg).toBe(0);
      await events.until(`Answered on B #${n}`);
      expect(Date.now() - sent).toBeLessThan(1_500);
    }
    expect(await seenAt()).toBeGreaterThan(seenOpening);
    s.controller.abort();
    await events.done;
  });

  it("at most 3 streams per user across both instances; a closed one frees its seat", async () => {
    const cookie = await webLogin(b.base, secrets);
    const id = await write(b.base, cookie, "Many tabs");
    const streams = [open(a.base, cookie, id), open(b.base, cookie, id), open(a.base, cookie, id)];
    for (const s of streams) expect((await s.response).status).toBe(200);
    const fourth = open(b.base, cookie, id);
    expect((await fourth.response).status).toBe(429);
    streams[0].controller.abort();
    // The seat is given back when the instance sees the connection close.
    let again = 0;
    for (let i = 0; i < 40 && again !== 200; i++) {
      await new Promise((r) => setTimeout(r, 100));
      const s = open(b.base, cookie, id);
      again = (await s.response).status;
      if (again === 200) streams.push(s);
    }
    expect(again).toBe(200);
    for (const s of streams) s.controller.abort();
  });

  it("SIGTERM ends the instance's open streams at once; it exits 0 well within 10 s", async () => {
    const cookie = await webLogin(a.base, secrets);
    const id = await write(a.base, cookie, "Open while stopping");
    const res = await open(a.base, cookie, id).response;
    const events = streamOf(res);
    await events.until("event: status");
    const signalled = Date.now();
    a.child.kill("SIGTERM");
    await events.done;
    const code = await a.exited;
    const seconds = (Date.now() - signalled) / 1000;
    expect(code).toBe(0);
    expect(seconds).toBeLessThan(5);
    expect(a.output()).toMatch(/"msg":"stopped"/);
    // The browser reconnects through the balancer: instance B serves the same conversation.
    const elsewhere = await open(b.base, cookie, id).response;
    expect(elsewhere.status).toBe(200);
    await elsewhere.body?.cancel();
  });

  it("under remix-serve too", async () => {
    const server = await startRemixServe({ env });
    try {
      const cookie = await webLogin(server.base, secrets);
      const id = await write(server.base, cookie, "remix-serve");
      const events = streamOf(await open(server.base, cookie, id).response);
      await events.until("event: status");
      const signalled = Date.now();
      server.child.kill("SIGTERM");
      await events.done;
      expect(await server.exited).toBe(0);
      expect((Date.now() - signalled) / 1000).toBeLessThan(5);
    } finally {
      await server.stop();
      server.remove();
    }
  });
});
