import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { resetEnvCache } from "#core/env.server";
import { setupApi } from "../helpers/api";

/**
 * /readyz says what sign-in needs: with REDIS_URL set, Redis must answer (code sends and password
 * logins are refused without it), so a balancer stops sending sign-ins to an instance whose
 * Redis is gone. A private redis-server on a loopback port is stopped and started again; skips
 * with a note when there is no redis-server binary.
 */
const binary = spawnSync("sh", ["-c", "command -v redis-server"], { encoding: "utf8" }).stdout.trim();
if (!binary) console.log("SKIP readiness with Redis: no redis-server binary on this machine");

const freePort = () =>
  new Promise<number>((done) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => done(port));
    });
  });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!binary)("readiness and Redis", () => {
  let server: ChildProcess | undefined;
  let port = 0;

  async function startRedis() {
    server = spawn(binary, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
    const { connectRedis } = await import("#core/redis.server");
    for (let i = 0; i < 50 && !(await connectRedis(200)); i++) await sleep(100);
  }
  async function stopRedis() {
    const s = server;
    server = undefined;
    if (!s || s.exitCode !== null) return;
    const gone = new Promise((done) => s.once("exit", done));
    s.kill("SIGTERM");
    await gone;
  }

  beforeAll(async () => {
    await setupApi();
    port = await freePort();
    process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
    for (const name of ["API_SIGN_SECRET", "API_COMMON_SIGN_SECRET", "SESSION_SECRET"]) process.env[name] ??= "readiness-test-secret-0123456789";
    resetEnvCache();
  });

  afterAll(async () => {
    const { closeRedis } = await import("#core/redis.server");
    await closeRedis();
    await stopRedis();
    delete process.env.REDIS_URL;
    resetEnvCache();
  });

  test("ready while Redis answers; 503 from /readyz while it is down; ready again once it is back", async () => {
    const { ready } = await import("../../app/api-transport.server");
    const { loader } = await import("../../app/routes/readyz");
    await startRedis();
    expect(await ready()).toEqual({ ok: true });
    expect((await loader()).status).toBe(200);

    await stopRedis();
    await sleep(200);
    const down = await loader();
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ ok: false, reason: expect.stringMatching(/^redis not reachable/) });

    await startRedis();
    let back = false;
    for (let i = 0; i < 40 && !back; i++) {
      back = (await ready()).ok;
      if (!back) await sleep(250);
    }
    expect(back).toBe(true);
  });
});
