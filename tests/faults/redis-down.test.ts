import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  canConnect,
  captchaToken,
  freePort,
  listingSlug,
  newMobile,
  outbox,
  privateBuild,
  quickDatabase,
  rest,
  skipNote,
  sleep,
  startServer,
  testSecrets,
  webLogin,
  type RunningServer,
} from "../helpers/system";

/**
 * Redis down: the server runs in scale-out mode against a private redis-server
 * on a loopback port (the machine's shared Redis is never touched), which the test stops and
 * starts again. While it is down, code sends refuse (fail closed) with a translated "service
 * busy", password logins refuse cleanly, /readyz answers 503 (sign-in needs Redis), and browsing — pages, the signed search API, a
 * logged-in user's pages — keeps working from the database. Once Redis is back, sends work
 * again without restarting the app.
 */
const SUITE = "faults: Redis down";
const redisBinary = spawnSync("sh", ["-c", "command -v redis-server"], { encoding: "utf8" }).stdout.trim();
const why = !existsSync("build/server.js") ? "no build/ (run npm run build first)" : !redisBinary ? "no redis-server binary on this machine" : null;
if (why) skipNote(SUITE, why);

const BUSY = { cn: "服务繁忙，请稍后再试", en: "The service is busy, please try again later" };

describe.skipIf(!!why)(SUITE, () => {
  const secrets = testSecrets();
  let server: RunningServer;
  let redis: ChildProcess | undefined;
  let redisPort = 0;
  let dataDir: string;
  let drop: (() => Promise<void>) | undefined;
  let databaseUrl = "";
  let buildDir = "";
  let removeBuild: (() => void) | undefined;

  async function startRedis() {
    redis = spawn(redisBinary, ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dataDir], { stdio: "ignore" });
    for (let i = 0; i < 50 && !(await canConnect(redisPort)); i++) await sleep(100);
  }
  async function stopRedis() {
    const r = redis;
    redis = undefined;
    if (!r || r.exitCode !== null) return;
    const gone = new Promise((done) => r.once("exit", done));
    r.kill("SIGTERM");
    await gone;
  }

  beforeAll(async () => {
    const build = privateBuild("redis")!;
    removeBuild = build.remove;
    buildDir = build.dir;
    dataDir = mkdtempSync(join(tmpdir(), "redis-fault-data-"));
    redisPort = await freePort();
    await startRedis();
    const database = await quickDatabase("faults_redis");
    drop = database.drop;
    databaseUrl = database.url;
    server = await startServer({
      build: build.dir,
      env: { ...secrets, DATABASE_URL: database.url, DATA_DIR: dataDir, OUTBOX: "1", REDIS_URL: `redis://127.0.0.1:${redisPort}` },
    });
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await stopRedis();
    await drop?.();
    removeBuild?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("refuses code sends while Redis is down, keeps browsing, and recovers when it is back", async () => {
    // Up: a logged-in visitor, a captcha token for later, a listing to browse.
    const cookie = await webLogin(server.base, secrets);
    const slug = await listingSlug(server.base, secrets);
    const token = await captchaToken(secrets, server.base);

    expect((await fetch(`${server.base}/readyz`)).status).toBe(200);
    await stopRedis();
    await sleep(300);
    // Readiness says sign-in cannot work here: a balancer sends sign-ins elsewhere.
    const readyz = await fetch(`${server.base}/readyz`);
    expect(readyz.status).toBe(503);
    expect(((await readyz.json()) as { reason: string }).reason).toMatch(/^redis not reachable/);

    // Code sends fail closed, in the request's language; nothing is sent.
    const mobile = newMobile();
    const send = await rest(server.base, "/rest/common/sms/verifyCode", { mobilePrefixId: 317, mobile, senceId: 1, captchaToken: token }, secrets);
    expect(send.body).toMatchObject({ code: 1, msg: BUSY.cn });
    const captcha = await rest(server.base, "/rest/common/captcha/new", {}, secrets, { language: "en" });
    expect(captcha.body).toMatchObject({ code: 1, msg: BUSY.en });
    expect((await outbox(server.base)).some((e) => e.to === `+86 ${mobile}`)).toBe(false);
    // A password login cannot check its attempt limits: a clean refusal, not a 500.
    const pwd = await rest(server.base, "/rest/user/client/login", { loginType: 2, mobilePrefixId: 317, mobile, password: "whatever123" }, secrets);
    expect(pwd.body).toMatchObject({ code: 1, msg: BUSY.cn });

    // Browsing keeps working: pages, the search API, a logged-in user's own pages.
    const started = Date.now();
    for (const path of ["/cn/", `/cn/${slug}`, `/en/${slug}`]) {
      const res = await fetch(`${server.base}${path}`);
      expect(res.status, path).toBe(200);
    }
    expect((await fetch(`${server.base}/cn/user/profiles`, { headers: { cookie } })).status).toBe(200);
    expect((await fetch(`${server.base}/cn/${slug}`, { headers: { cookie } })).status).toBe(200);
    const search = await rest(server.base, "/rest/building/client/house/search", { keyword: "lon" }, secrets);
    expect(search.body.code).toBe(0);
    const browseMs = Date.now() - started;
    expect(browseMs, "browsing without Redis is not slowed by waits").toBeLessThan(10_000);

    // Back: the app reconnects by itself and sends codes again.
    await startRedis();
    let again: number | undefined;
    for (let i = 0; i < 40; i++) {
      const r = await rest(server.base, "/rest/common/captcha/new", {}, secrets);
      if (r.body.code === 0) {
        again = i;
        break;
      }
      await sleep(250);
    }
    expect(again, "captcha works again after Redis is back").toBeDefined();
    expect((await fetch(`${server.base}/readyz`)).status).toBe(200);
    const sent = await rest(server.base, "/rest/common/sms/verifyCode", { mobilePrefixId: 317, mobile, senceId: 1, captchaToken: await captchaToken(secrets, server.base) }, secrets);
    expect(sent.body.code).toBe(0);
    console.log(`redis down: sends refused, 6 browsing requests in ${browseMs} ms, sends back after ${((again ?? 0) * 0.25).toFixed(2)} s`);
  });

  it("starts with Redis unreachable: browsing works, code sends are refused", async () => {
    const nowhere = await freePort(); // nothing listens there
    const second = await startServer({
      build: buildDir,
      env: { ...secrets, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, OUTBOX: "1", REDIS_URL: `redis://127.0.0.1:${nowhere}` },
    });
    try {
      expect(second.output()).toMatch(/REDIS_URL not reachable at start/);
      expect((await fetch(`${second.base}/en/`)).status).toBe(200);
      const captcha = await rest(second.base, "/rest/common/captcha/new", {}, secrets, { language: "en" });
      expect(captcha.body).toMatchObject({ code: 1, msg: BUSY.en });
    } finally {
      await second.stop();
    }
  });
});
