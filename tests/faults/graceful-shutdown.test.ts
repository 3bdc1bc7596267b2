import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signFields } from "#core/sign";
import { canConnect, privateBuild, quickDatabase, skipNote, sleep, startServer, testSecrets, type RunningServer } from "../helpers/system";

/**
 * Graceful shutdown: on SIGTERM the server stops accepting at once, finishes what is in flight,
 * closes the database and Redis, and exits 0 within 10 s.
 *
 * The in-flight request is held open honestly by the client: a signed POST whose body is sent
 * in two halves, the second one after the signal. The server has the request (headers read,
 * handler waiting for the body) when SIGTERM arrives, so it must keep that connection and
 * answer it, while a new connection is refused.
 */
const SUITE = "graceful shutdown";
const why = existsSync("build/server.js") ? null : "no build/ (run npm run build first)";
if (why) skipNote(SUITE, why);

describe.skipIf(!!why)(SUITE, () => {
  const secrets = testSecrets();
  let server: RunningServer;
  let dataDir: string;
  let removeBuild: (() => void) | undefined;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const build = privateBuild("shutdown")!;
    removeBuild = build.remove;
    dataDir = mkdtempSync(join(tmpdir(), "shutdown-data-"));
    const database = await quickDatabase("shutdown"); // PostgreSQL when it answers: the pool is closed too
    drop = database.drop;
    server = await startServer({ build: build.dir, env: { ...secrets, DATABASE_URL: database.url, DATA_DIR: dataDir, OUTBOX: "1", LOG_LEVEL: "info" } });
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await drop?.();
    removeBuild?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers the request in flight, refuses new connections, closes the stores and exits 0", async () => {
    const fields: Record<string, string> = { kind: "image", language: "en", timestamp: String(Date.now()) };
    fields.signToken = signFields(fields, secrets.API_COMMON_SIGN_SECRET);
    const body = Buffer.from(new URLSearchParams(fields).toString());
    const half = Math.floor(body.length / 2);

    let status = 0;
    let text = "";
    const answered = new Promise<void>((done, fail) => {
      const req = request(
        {
          host: "127.0.0.1",
          port: server.port,
          path: "/rest/common/captcha/new",
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", "content-length": body.length },
        },
        (res) => {
          status = res.statusCode ?? 0;
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (text += chunk));
          res.on("end", () => done());
          res.on("error", fail);
        },
      );
      req.on("error", fail);
      req.write(body.subarray(0, half));
      // The server has the request; send the signal, check, then finish the body.
      setTimeout(async () => {
        signalledAt = Date.now();
        server.child.kill("SIGTERM");
        await sleep(500);
        refusedWhileStopping = !(await canConnect(server.port));
        req.end(body.subarray(half));
      }, 300);
    });
    let signalledAt = 0;
    let refusedWhileStopping = false;

    await answered;
    expect(status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ code: 0 });
    expect(refusedWhileStopping, "new connections refused after SIGTERM").toBe(true);

    const code = await server.exited;
    const seconds = (Date.now() - signalledAt) / 1000;
    expect(code).toBe(0);
    expect(seconds).toBeLessThan(10);
    // The stop closed the stores after the last request: the "stopped" line comes after shutdown().
    expect(server.output()).toMatch(/finishing in-flight requests/);
    expect(server.output()).toMatch(/"msg":"stopped"/);
    console.log(`graceful shutdown: in-flight answered ${status}, exited ${code} ${seconds.toFixed(2)} s after SIGTERM`);
  });
});
