import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  captchaToken,
  createTestDatabase,
  ensureDir,
  newMobile,
  outbox,
  pgReachable,
  privateBuild,
  redisReachable,
  REDIS_TEST_URL,
  rest,
  skipNote,
  sleep,
  startServer,
  testSecrets,
  type RunningServer,
} from "../helpers/system";

/**
 * Scale-out mode: two production instances on two loopback ports share one
 * PostgreSQL database and one Redis (a key prefix of this run), with the same secrets. Every
 * call below goes over HTTP to one instance or the other, and shows that what must be shared
 * is: sessions, code limits, captcha challenges, the dev outbox, favourites, logouts, and the
 * web's signed user cookie. RATE_CODE_RESEND_SECONDS=1 shortens the 60-second resend gap so
 * six sends of one number fit in the run; the hourly cap of 5 is the real one.
 */
const SUITE = "scale-out (two instances on PostgreSQL + Redis)";
const why = (await pgReachable()) ?? (await redisReachable()) ?? (existsSync("build/server.js") ? null : "no build/ (run npm run build first)");
if (why) skipNote(SUITE, why);

describe.skipIf(!!why)(SUITE, () => {
  const secrets = testSecrets();
  const prefix = `test:scaleout:${process.pid}:${randomBytes(4).toString("hex")}:`;
  let a: RunningServer;
  let b: RunningServer;
  let dropDb: (() => Promise<void>) | undefined;
  let removeBuild: (() => void) | undefined;

  beforeAll(async () => {
    const build = privateBuild("scaleout")!;
    removeBuild = build.remove;
    const database = await createTestDatabase("scaleout");
    dropDb = database.drop;
    const env = {
      ...secrets,
      DATABASE_URL: database.url,
      REDIS_URL: REDIS_TEST_URL,
      REDIS_KEY_PREFIX: prefix,
      OUTBOX: "1",
      RATE_CODE_RESEND_SECONDS: "1",
      // One shared volume for uploads and the image cache, as the README asks of several instances.
      DATA_DIR: ensureDir(resolve(".cache/system-data-scaleout")),
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

  /** An SMS code for `mobile`: captcha made on one instance and answered on the other. */
  async function sendCode(mobile: string, sendOn: string, senceId = 1) {
    const token = await captchaToken(secrets, sendOn === a.base ? b.base : a.base, sendOn);
    return rest(sendOn, "/rest/common/sms/verifyCode", { mobilePrefixId: 317, mobile, senceId, captchaToken: token }, secrets);
  }
  const codeOf = async (mobile: string, base: string) =>
    (await outbox(base)).find((e) => e.kind === "sms" && e.to === `+86 ${mobile}`)?.code;

  it("a login on A is valid on B, and a logout on B ends the session on A", async () => {
    const mobile = newMobile();
    expect((await sendCode(mobile, a.base)).body).toMatchObject({ code: 0 });
    const code = await codeOf(mobile, b.base); // the outbox is shared (database)
    expect(code).toMatch(/^\d{6}$/);
    const login = await rest(a.base, "/rest/user/client/login", { loginType: 1, mobilePrefixId: 317, mobile, verifyCode: code }, secrets);
    expect(login.body.code).toBe(0);
    const token = login.body.data.token as string;

    const onB = await rest(b.base, "/rest/user/client/user/info", {}, secrets, { token });
    expect(onB.body.code).toBe(0);
    expect(onB.body.data.mobile).toContain(mobile.slice(-4));

    expect((await rest(b.base, "/rest/user/client/logout", {}, secrets, { token })).body.code).toBe(0);
    expect((await rest(a.base, "/rest/user/client/user/info", {}, secrets, { token })).body.code).toBe(3);
    expect((await rest(b.base, "/rest/user/client/user/info", {}, secrets, { token })).body.code).toBe(3);
  });

  it("the per-number hourly cap (5) holds across A and B: the 6th send is refused on either", async () => {
    const mobile = newMobile();
    const on = [a.base, b.base, a.base, b.base, a.base];
    for (const [i, base] of on.entries()) {
      const sent = await sendCode(mobile, base);
      expect(sent.body, `send ${i + 1}`).toMatchObject({ code: 0 });
      await sleep(1_100); // past the (shortened) resend gap, which is shared too
    }
    for (const base of [b.base, a.base]) {
      const sixth = await sendCode(mobile, base);
      expect(sixth.body.code).toBe(1);
      expect(sixth.body.msg).toBe("验证码发送次数过多，请稍后再试");
    }
    // The resend gap is shared as well: a second send within it is refused by the other instance.
    const other = newMobile();
    expect((await sendCode(other, a.base)).body.code).toBe(0);
    const tooSoon = await sendCode(other, b.base);
    // (captcha round trips take a few ms; the gap is 1 s)
    expect(tooSoon.body.code).toBe(1);
    expect(tooSoon.body.msg).toMatch(/验证码发送过于频繁/);
  });

  it("a favourite added on A shows on B", async () => {
    const mobile = newMobile();
    await sendCode(mobile, b.base);
    const login = await rest(b.base, "/rest/user/client/login", { loginType: 1, mobilePrefixId: 317, mobile, verifyCode: await codeOf(mobile, a.base) }, secrets);
    const token = login.body.data.token as string;
    const list = await rest(a.base, "/rest/building/client/house/list", { countryId: 1, pageSize: 1 }, secrets);
    const building = list.body.data.list[0] as { code: string; id: number };
    expect(building?.code).toBeTruthy();

    const added = await rest(a.base, "/rest/building/client/favorites/house/change", { buildingCode: building.code, action: "add" }, secrets, { token });
    expect(added.body.code).toBe(0);
    const favourites = await rest(b.base, "/rest/building/client/favorites/house/list", {}, secrets, { token });
    expect(favourites.body.code).toBe(0);
    expect((favourites.body.data.list as Array<{ code: string }>).map((c) => c.code)).toContain(building.code);
  });

  it("a web login cookie set by A opens the user area on B", async () => {
    const mobile = newMobile();
    await sendCode(mobile, a.base);
    const form = new URLSearchParams({ view: "sms", mobilePrefixId: "317", mobile, verifyCode: (await codeOf(mobile, b.base))!, redirectTo: "/cn/" });
    const res = await fetch(`${a.base}/cn/login`, { method: "POST", body: form, redirect: "manual", headers: { origin: a.base } });
    expect(res.status).toBe(302);
    const user = res.headers.getSetCookie().find((c) => c.startsWith("user="));
    expect(user, "user cookie").toBeTruthy();
    const cookie = user!.split(";")[0];

    const page = await fetch(`${b.base}/cn/user/profiles`, { headers: { cookie }, redirect: "manual" });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(mobile.slice(-4));
    // Without the cookie, B sends the visitor to log in.
    const visitor = await fetch(`${b.base}/cn/user/profiles`, { redirect: "manual" });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toContain("login=");
  });

  it("the catalogue cache lives in Redis under this run's prefix", async () => {
    const search = { keyword: "lon" };
    const first = await rest(a.base, "/rest/building/client/house/search", search, secrets);
    const second = await rest(b.base, "/rest/building/client/house/search", search, secrets);
    expect(second.body.data).toEqual(first.body.data);
    const redis = new Redis(REDIS_TEST_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await redis.connect();
      // Keys carry the catalogue stamp: cache:api:<stamp>:search:…
      expect((await redis.keys(`${prefix}cache:api:*:search:*`)).length).toBeGreaterThan(0);
      expect((await redis.keys(`${prefix}rl:*`)).length).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }
  });
});
