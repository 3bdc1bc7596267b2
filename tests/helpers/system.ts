import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { createServer, Socket } from "node:net";
import { resolve } from "node:path";
import pg from "pg";
import { signFields, usesCommonSecret } from "#core/sign";

/**
 * Helpers of the system tests (tests/scaleout, tests/faults): the production build started as
 * real processes on loopback ports, from a private copy of build/ (a rebuild elsewhere cannot
 * change files under a run), with probes that let a test skip with a clear note when what it
 * needs (PostgreSQL, Redis, root) is not on this machine (under CI=1 a skip fails instead).
 * Traffic goes to 127.0.0.1 only.
 */
export const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
export const REDIS_TEST_URL = process.env.REDIS_TEST_URL ?? "redis://127.0.0.1:6379";

/** True when the run is CI's (`CI` set to 1 or true): CI always has PostgreSQL, Redis and root. */
export function underCI(env: Record<string, string | undefined> = process.env): boolean {
  return /^(1|true)$/i.test((env.CI ?? "").trim());
}

/**
 * Prints the reason a suite is skipped, so a green run says what it did not check. Under CI a
 * skip is a failure instead: the suite's file throws when it loads, which fails the run with
 * the reason, since there what a system test needs is always present.
 */
export function skipNote(suite: string, why: string, env: Record<string, string | undefined> = process.env): void {
  if (underCI(env)) throw new Error(`${suite} cannot run under CI (CI=${env.CI}): ${why}. System tests may not skip in CI.`);
  console.log(`SKIP ${suite}: ${why}`);
}

export function canConnect(port: number, host = "127.0.0.1", timeoutMs = 1500): Promise<boolean> {
  return new Promise((done) => {
    const s = new Socket();
    const finish = (ok: boolean) => {
      s.destroy();
      done(ok);
    };
    s.setTimeout(timeoutMs, () => finish(false));
    s.once("error", () => finish(false));
    s.connect(port, host, () => finish(true));
  });
}

export async function pgReachable(): Promise<string | null> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return null;
  } catch (err) {
    return `PostgreSQL not reachable at ${PG_ADMIN_URL} (${(err as Error).message})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function redisReachable(): Promise<string | null> {
  const url = new URL(REDIS_TEST_URL);
  return (await canConnect(Number(url.port || 6379), url.hostname)) ? null : `Redis not reachable at ${REDIS_TEST_URL}`;
}

export async function pgAdmin(sql: string, url = PG_ADMIN_URL): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A throwaway database on the admin server; answers its URL. */
export async function createTestDatabase(tag: string, adminUrl = PG_ADMIN_URL): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${tag}_${process.pid}_${Date.now()}`;
  await pgAdmin(`CREATE DATABASE ${name}`, adminUrl);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => pgAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, adminUrl).catch(() => undefined),
  };
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.once("error", fail);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => done(port));
    });
  });
}

/**
 * The outbox key every server these tests start is given (OUTBOX_KEY), so the helpers below can
 * read /dev/outbox.json; a test that checks the random per-start key passes `OUTBOX_KEY: undefined`.
 */
export const OUTBOX_TEST_KEY = `system-outbox-key-${randomBytes(9).toString("hex")}`;

export const testSecrets = () => ({
  API_SIGN_SECRET: randomBytes(16).toString("hex"),
  API_COMMON_SIGN_SECRET: randomBytes(16).toString("hex"),
  SESSION_SECRET: randomBytes(16).toString("hex"),
});

/** A private copy of build/ for one suite (removed by the returned function). */
export function privateBuild(tag: string): { dir: string; remove: () => void } | null {
  if (!existsSync("build/server.js")) return null;
  const dir = resolve(`.cache/system-build-${tag}-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  cpSync("build", dir, { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

let node24: string | undefined;

/**
 * The Node binary the servers under test run on: Node 24, the Dockerfile's LTS line (the
 * machine's own node when it is 24 or newer, else fetched from the npm registry into .cache/ by
 * scripts/ensure-node24.sh). Without a registry, the machine's node, with a printed note.
 */
export function serverNode(): string {
  if (node24) return node24;
  try {
    node24 = execFileSync("bash", ["scripts/ensure-node24.sh"], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], timeout: 300_000 }).trim().split("\n").pop()!;
  } catch (err) {
    console.log(`NOTE system servers run on Node ${process.versions.node}, not 24: ${(err as Error).message.split("\n")[0]}`);
    node24 = process.execPath;
  }
  return node24;
}

/** The major version of a node binary. */
export function nodeMajor(bin: string): number {
  return Number(execFileSync(bin, ["-p", "process.versions.node.split('.')[0]"], { encoding: "utf8" }).trim());
}

export interface RunningServer {
  base: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** SIGTERM, then SIGKILL after 15 s; resolves with the exit code. */
  stop(): Promise<number | null>;
}

export interface StartOptions {
  build: string;
  port?: number;
  /** A variable given as undefined is left out (e.g. OUTBOX_KEY, to get the random per-start key). */
  env: Record<string, string | undefined>;
  /** Wrap the command (e.g. setpriv to run as nobody). */
  prefix?: string[];
  /** Another command than `node <build>/server.js` (startRemixServe), and its working folder. */
  command?: string[];
  cwd?: string;
  /** Wait for /healthz (default), or only spawn. */
  wait?: boolean;
  timeoutMs?: number;
}

/** Starts `node <build>/server.js` in production mode on 127.0.0.1. */
export async function startServer(opts: StartOptions): Promise<RunningServer> {
  const port = opts.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME ?? "/tmp",
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    INSECURE_COOKIES: "1",
    SEED_SCALE: "small",
    LOG_LEVEL: "warn",
    OUTBOX_KEY: OUTBOX_TEST_KEY,
    // Production refuses to start without the public origin links in e-mails are built from.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...opts.env,
  };
  const cmd = opts.command ?? [...(opts.prefix ?? []), serverNode(), `${opts.build}/server.js`];
  const child = spawn(cmd[0], cmd.slice(1), { env, stdio: ["ignore", "pipe", "pipe"], cwd: opts.cwd ?? process.cwd() });
  let out = "";
  child.stdout!.on("data", (b: Buffer) => (out += b.toString()));
  child.stderr!.on("data", (b: Buffer) => (out += b.toString()));
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
  const base = `http://127.0.0.1:${port}`;
  const server: RunningServer = {
    base,
    port,
    child,
    output: () => out,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill("SIGTERM");
      const kill = setTimeout(() => child.kill("SIGKILL"), 15_000);
      const code = await exited;
      clearTimeout(kill);
      return code;
    },
  };
  if (opts.wait === false) return server;
  const until = Date.now() + (opts.timeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${out}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return server;
    } catch {
      // not listening yet: migrations and the first seed run before the port opens
    }
    if (Date.now() > until) {
      await server.stop();
      throw new Error(`server did not start:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * The build run the way the design card says: `remix-serve build/server/index.js` (ADR 019), on
 * Node 24, from a private folder holding a copy of build/ (remix-serve serves build/client
 * relative to its working folder) with node_modules and the migrations linked in.
 */
export async function startRemixServe(opts: Omit<StartOptions, "build" | "command" | "cwd" | "prefix">): Promise<RunningServer & { dir: string; remove: () => void }> {
  if (!existsSync("build/server/index.js") || !existsSync("build/server/remix.js")) throw new Error("no build/ (run npm run build first)");
  const dir = mkdtempSync(resolve(".cache/remix-serve-"));
  cpSync("build", `${dir}/build`, { recursive: true });
  symlinkSync(resolve("node_modules"), `${dir}/node_modules`, "dir");
  mkdirSync(`${dir}/api/db`, { recursive: true });
  symlinkSync(resolve("api/db/migrations"), `${dir}/api/db/migrations`, "dir");
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    const server = await startServer({
      ...opts,
      build: `${dir}/build`,
      cwd: dir,
      command: [serverNode(), `${dir}/node_modules/@remix-run/serve/dist/cli.js`, "build/server/index.js"],
    });
    return Object.assign(server, { dir, remove });
  } catch (err) {
    remove();
    throw err;
  }
}

export interface Envelope<T = any> {
  code: number;
  data: T;
  msg: string;
}

/** A signed REST call over HTTP to one instance; answers the HTTP status and the envelope. */
export async function rest<T = any>(
  base: string,
  path: string,
  fields: Record<string, string | number | undefined>,
  secrets: { API_SIGN_SECRET: string; API_COMMON_SIGN_SECRET: string },
  opts: { token?: string; language?: "cn" | "en"; timeoutMs?: number; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const all: Record<string, string> = { timestamp: String(Date.now()), language: opts.language ?? "cn" };
  for (const [k, v] of Object.entries(fields)) if (v !== undefined && v !== "") all[k] = String(v);
  if (opts.token) all.token = opts.token;
  all.signToken = signFields(all, usesCommonSecret(path) ? secrets.API_COMMON_SIGN_SECRET : secrets.API_SIGN_SECRET);
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    body: new URLSearchParams(all),
    headers: opts.headers,
    signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000),
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

export interface OutboxEntry {
  kind: string;
  to: string;
  code: string;
  text: string;
  at: string;
}

export async function outbox(base: string, key = OUTBOX_TEST_KEY): Promise<OutboxEntry[]> {
  const res = await fetch(`${base}/dev/outbox.json`, { headers: { "x-outbox-key": key } });
  if (!res.ok) throw new Error(`outbox: HTTP ${res.status}`);
  return (await res.json()) as OutboxEntry[];
}

/** captcha/new on `newOn`, its answer read from `answerFrom`'s outbox, checked on `checkOn`. */
export async function captchaToken(
  secrets: { API_SIGN_SECRET: string; API_COMMON_SIGN_SECRET: string },
  newOn: string,
  answerFrom = newOn,
  checkOn = newOn,
): Promise<string> {
  const c = await rest(newOn, "/rest/common/captcha/new", { kind: "image" }, secrets);
  if (c.body.code !== 0) throw new Error(`captcha/new: ${c.body.msg}`);
  const answer = (await outbox(answerFrom)).find((e) => e.kind === "captcha" && e.to === c.body.data.captchaId)?.code;
  if (!answer) throw new Error("captcha answer not in the outbox");
  const checked = await rest(checkOn, "/rest/common/captcha/check", { captchaId: c.body.data.captchaId, answer }, secrets);
  if (checked.body.code !== 0) throw new Error(`captcha/check: ${checked.body.msg}`);
  return checked.body.data.captchaToken as string;
}

export const newMobile = () => `139${String(10_000_000 + Math.floor(Math.random() * 89_999_999))}`;

export function ensureDir(dir: string): string {
  mkdirSync(dir, { recursive: true });
  return dir;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A database for a server under test: a throwaway PostgreSQL database when one answers (fast
 * start), else in-memory PGlite. `drop` removes it.
 */
export async function quickDatabase(tag: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const unreachable = await pgReachable();
  if (unreachable === null) return createTestDatabase(tag);
  return { url: "memory://", drop: async () => undefined };
}

/** SMS code for `mobile` through the API (captcha answered from the outbox). */
export async function sendSmsCode(
  base: string,
  secrets: { API_SIGN_SECRET: string; API_COMMON_SIGN_SECRET: string },
  mobile: string,
  senceId = 1,
): Promise<Envelope> {
  const token = await captchaToken(secrets, base);
  return (await rest(base, "/rest/common/sms/verifyCode", { mobilePrefixId: 317, mobile, senceId, captchaToken: token }, secrets)).body;
}

export async function smsCodeFromOutbox(base: string, mobile: string): Promise<string | undefined> {
  return (await outbox(base)).find((e) => e.kind === "sms" && e.to === `+86 ${mobile}`)?.code;
}

/** Logs a new user in through the web form (no JavaScript) and answers the `user=` cookie. */
export async function webLogin(base: string, secrets: { API_SIGN_SECRET: string; API_COMMON_SIGN_SECRET: string }): Promise<string> {
  const mobile = newMobile();
  const sent = await sendSmsCode(base, secrets, mobile);
  if (sent.code !== 0) throw new Error(`sms: ${sent.msg}`);
  const form = new URLSearchParams({ view: "sms", mobilePrefixId: "317", mobile, verifyCode: (await smsCodeFromOutbox(base, mobile))!, redirectTo: "/cn/" });
  const res = await fetch(`${base}/cn/login`, { method: "POST", body: form, redirect: "manual" });
  const user = res.headers.getSetCookie().find((c) => c.startsWith("user="));
  if (!user) throw new Error(`web login: HTTP ${res.status}, no user cookie`);
  return user.split(";")[0];
}

/** The slug of a country that has apartments (for a listing page URL). */
export async function listingSlug(base: string, secrets: { API_SIGN_SECRET: string; API_COMMON_SIGN_SECRET: string }): Promise<string> {
  const list = await rest(base, "/rest/building/client/house/list", { countryId: 1, pageSize: 1 }, secrets);
  const card = list.body.data?.list?.[0] as { country: { slug: string } } | undefined;
  if (!card) throw new Error(`house/list: ${list.body.msg}`);
  return card.country.slug;
}
