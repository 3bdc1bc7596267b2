import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync } from "node:fs";
import { inject } from "vitest";
import { TEST_DATA_DIR } from "./test-data-dir";

/**
 * Signed in-process calls to the API for tests (reused by the accounts and forms suites).
 *
 * Defaults: DATABASE_URL=memory:// (in-memory PGlite, seeded small) and a throwaway DATA_DIR,
 * both set before any api/ module reads the environment — hence the dynamic imports below.
 * scripts/test-api-pg.mjs points each file at a throwaway PostgreSQL database instead.
 */
// scripts/test-api-pg.mjs prepares one migrated and seeded PostgreSQL template: each test file
// works on a copy of its own (files share no rows, and the copy is much faster than seeding).
if (process.env.DATABASE_URL_TEMPLATE) process.env.DATABASE_URL = await copyOfTemplate(process.env.DATABASE_URL_TEMPLATE);
process.env.DATABASE_URL ??= "memory://";
process.env.DATA_DIR ??= TEST_DATA_DIR;
mkdirSync(process.env.DATA_DIR, { recursive: true });

type Api = typeof import("../../api/index");
let api: Api | undefined;
let preparing: Promise<Api> | undefined;

/** Migrates and seeds once per test process; call it in beforeAll. */
export async function setupApi(): Promise<Api> {
  if (api) return api;
  preparing ??= (async () => {
    // The run's migrated and seeded database, when tests/helpers/database-dump.global.ts made one.
    const dump = process.env.DATABASE_URL === "memory://" ? inject("databaseDump") : undefined;
    if (dump) (await import("../../api/db/client")).startInMemoryFrom(new Blob([readFileSync(dump)]));
    const mod = await import("../../api/index");
    await mod.prepareDatabase(() => {});
    api = mod;
    return mod;
  })();
  return preparing;
}

export async function teardownApi(): Promise<void> {
  if (!api) return;
  await api.closeDatabase();
  api = undefined;
  preparing = undefined;
}

export interface Envelope<T = any> {
  code: number;
  data: T;
  msg: string;
}

export interface CallOptions {
  token?: string;
  language?: "cn" | "en";
  /** Override the timestamp (stale-request tests). */
  timestamp?: number;
  /** Sign with this secret instead of the right one. */
  secret?: string;
  /** Send without signToken. */
  unsigned?: boolean;
  /** Send this signToken verbatim. */
  signToken?: string;
  /** Multipart files (not signed). */
  files?: Record<string, Blob | File>;
  headers?: Record<string, string>;
  /** Send without the per-call nonce (exact-replay tests). */
  noNonce?: boolean;
}

export type Fields = Record<string, string | number | boolean | null | undefined>;

/** The signed Request a well-behaved client would send. */
export async function signedRequest(path: string, fields: Fields = {}, opts: CallOptions = {}): Promise<Request> {
  const { signFields, usesCommonSecret } = await import("#core/sign");
  const { secrets } = await import("#core/secrets.server");
  const all: Record<string, string> = {};
  for (const [k, v] of Object.entries(fields)) if (v !== null && v !== undefined && v !== "") all[k] = String(v);
  if (opts.language) all.language = opts.language;
  if (opts.token) all.token = opts.token;
  all.timestamp ??= String(opts.timestamp ?? Date.now());
  // Every call unique, as the web's client makes them (a writing call is accepted once per signToken).
  if (!opts.signToken && !opts.noNonce) all.nonce ??= randomBytes(6).toString("hex");
  if (!opts.unsigned) {
    const secret = opts.secret ?? (usesCommonSecret(path) ? secrets().commonSign : secrets().sign);
    all.signToken = opts.signToken ?? signFields(all, secret);
  }
  let body: URLSearchParams | FormData;
  if (opts.files) {
    const form = new FormData();
    for (const [k, v] of Object.entries(all)) form.set(k, v);
    for (const [k, f] of Object.entries(opts.files)) form.set(k, f);
    body = form;
  } else {
    body = new URLSearchParams(all);
  }
  return new Request(new URL(path, "http://in-process"), { method: "POST", body, headers: await clientHeaders(opts.headers) });
}

/**
 * Tests give the client's address as X-Forwarded-For; the API believes it only from the server
 * in front (or with TRUST_PROXY=1), so it is passed on the way server/index.ts does.
 */
export async function clientHeaders(headers?: Record<string, string>): Promise<Headers> {
  const out = new Headers(headers);
  const ip = out.get("x-forwarded-for");
  if (ip && !out.has("x-studynest-peer")) {
    const { peerHeaderValue } = await import("#core/client-ip.server");
    out.set("x-studynest-peer", peerHeaderValue(ip));
  }
  return out;
}

/** Sends a request through handleApi and returns the HTTP response. */
export async function send(request: Request): Promise<Response> {
  const mod = await setupApi();
  return mod.handleApi(request);
}

/** A signed call; returns the parsed envelope. */
export async function callSigned<T = any>(path: string, fields: Fields = {}, opts: CallOptions = {}): Promise<Envelope<T>> {
  const res = await send(await signedRequest(path, fields, opts));
  return (await res.json()) as Envelope<T>;
}

/** Creates a user with a live session directly in the database; returns its token. */
export async function createTestUser(overrides: { userName?: string } = {}): Promise<{ userId: number; token: string }> {
  await setupApi();
  const { db } = await import("../../api/db/client");
  const { users } = await import("../../api/db/schema");
  const { createSession } = await import("../../api/platform/sessions");
  const [user] = await db()
    .insert(users)
    .values({ userCode: `t${randomBytes(6).toString("hex")}`, userName: overrides.userName ?? "tester" })
    .returning({ id: users.id });
  const { token } = await createSession(user.id);
  return { userId: user.id, token };
}

/** Row counts of the given tables, for "nothing was written" assertions. */
export async function rowCounts(tables: string[]): Promise<Record<string, number>> {
  await setupApi();
  const { countRows } = await import("../../api/db/client");
  const out: Record<string, number> = {};
  for (const t of tables) out[t] = await countRows(t);
  return out;
}

/** A new database copied from the template at `templateUrl`; its URL. Dropped by the runner. */
async function copyOfTemplate(templateUrl: string): Promise<string> {
  const { default: pg } = await import("pg");
  const url = new URL(templateUrl);
  const template = url.pathname.slice(1);
  const copy = `${template.replace(/_template$/, "")}_${process.pid}_${randomBytes(3).toString("hex")}`;
  const admin = new URL(templateUrl);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${copy} TEMPLATE ${template}`);
  } finally {
    await client.end();
  }
  url.pathname = `/${copy}`;
  return url.toString();
}
