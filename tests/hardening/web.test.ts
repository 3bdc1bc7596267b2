import { readFileSync } from "node:fs";
import http from "node:http";
import { connect, createServer as createTcpServer, type Server as TcpServer } from "node:net";
import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { OUTBOX_TEST_KEY, privateBuild, rest, skipNote, startServer, testSecrets, webLogin, type RunningServer } from "../helpers/system";

/**
 * Hardening of the production build (server/index.ts in front), over real sockets:
 * - an endless or huge body to a page action is refused with 413 without the server
 *   reading (or buffering) it, and the server lives on;
 * - after a refused body the connection is closed cleanly, never left stalled;
 * - the web fuzz — every page action with form, multipart, JSON, text, empty, malformed
 *   and oversized bodies: never a 500, never a stack trace, 413/415 with the translated page;
 *   `GET //`; a line break in redirectTo;
 * - no open redirect through login and logout;
 * - X-Forwarded-For is not believed without TRUST_PROXY;
 * - the API's front door answers in the caller's language;
 * - the dev outbox is on by default without SMS gateway and SMTP, said in the start
 *   log with a ready link, and answers only this machine with the outbox key (a plain TCP
 *   proxy on this machine, adding no forwarding header, cannot open it without the key).
 * Ports 4150-4159 (this suite's share of the machine).
 */
const SUITE = "hardening (production build)";
const why = existsSync("build/server.js") ? null : "no build/ (run npm run build first)";
if (why) skipNote(SUITE, why);

const STACK = /\n\s+at |node_modules|\.ts:\d+|\bat \S+ \(\S+:\d+:\d+\)/;

describe.skipIf(!!why)(SUITE, () => {
  const secrets = testSecrets();
  let web: RunningServer;
  let proxied: RunningServer;
  let removeBuild: (() => void) | undefined;
  let buildDir: string;
  let cookie: string;
  let buildingCode: string;
  let roomCode: string;

  beforeAll(async () => {
    const build = privateBuild("hardening")!;
    removeBuild = build.remove;
    buildDir = build.dir;
    const common = { ...secrets, DATABASE_URL: "memory://", DATA_DIR: `/tmp/harden-system-${process.pid}`, RATE_IP_CAPTCHAS_PER_HOUR: "3" };
    // No SMS_GATEWAY_URL, no SMTP_URL, no OUTBOX: the outbox must be on by default.
    web = await startServer({ build: build.dir, port: 4150, env: common });
    // No OUTBOX_KEY: a random key per start, printed in the start log as a ready link.
    proxied = await startServer({ build: build.dir, port: 4151, env: { ...common, TRUST_PROXY: "1", OUTBOX: "1", OUTBOX_KEY: undefined, DATA_DIR: `/tmp/harden-system-p-${process.pid}` } });
    cookie = await webLogin(web.base, secrets);
    const home = await rest(web.base, "/rest/building/client/house/index", {}, secrets);
    buildingCode = home.body.data.recommendedHouses[0].code;
    const info = await rest(web.base, "/rest/building/client/house/info", { buildingCode }, secrets);
    const firstRoom = (v: unknown): string | undefined => {
      if (!v || typeof v !== "object") return undefined;
      const o = v as Record<string, unknown>;
      if (Array.isArray(o.rooms) && o.rooms[0] && typeof (o.rooms[0] as { code?: unknown }).code === "string") return (o.rooms[0] as { code: string }).code;
      for (const x of Object.values(o)) {
        const found = firstRoom(x);
        if (found) return found;
      }
      return undefined;
    };
    roomCode = firstRoom(info.body.data) ?? "R0001";
  }, 240_000);

  afterAll(async () => {
    await Promise.all([web?.stop(), proxied?.stop()]);
    removeBuild?.();
  });

  describe("the dev outbox: on by default, said in the start log, answers only this machine with the key", () => {
    const keyed = { "x-outbox-key": OUTBOX_TEST_KEY };

    test("on by default without an SMS gateway or SMTP, and the start log says so", async () => {
      expect(web.output()).toContain("dev outbox on (no SMS_GATEWAY_URL or SMTP_URL)");
      const res = await fetch(`${web.base}/dev/outbox.json`, { headers: keyed });
      expect(res.status).toBe(200);
      expect(res.headers.get("referrer-policy")).toBe("no-referrer");
      expect(Array.isArray(await res.json())).toBe(true);
    });

    test("without the key, or with a wrong one, it is a 404 even from this machine", async () => {
      for (const path of ["/dev/outbox.json", "/dev/outbox", "/dev/outbox.json?key=wrong-key-0123456789", `/dev/outbox.json?key=${OUTBOX_TEST_KEY}x`]) {
        expect((await fetch(`${web.base}${path}`)).status, path).toBe(404);
      }
      expect((await fetch(`${web.base}/dev/outbox.json`, { headers: { "x-outbox-key": OUTBOX_TEST_KEY.slice(0, -1) } })).status).toBe(404);
      expect((await fetch(`${web.base}/dev/outbox.json?key=${OUTBOX_TEST_KEY}`)).status).toBe(200);
      const page = await fetch(`${web.base}/dev/outbox?key=${OUTBOX_TEST_KEY}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(`/dev/outbox.json?key=${OUTBOX_TEST_KEY}`);
    });

    test("a plain TCP proxy on this machine (no forwarding header) cannot open it without the key", async () => {
      const port = Number(new URL(web.base).port);
      const proxy: TcpServer = createTcpServer((client) => {
        const upstream = connect(port, "127.0.0.1");
        client.pipe(upstream).pipe(client);
        client.on("error", () => upstream.destroy());
        upstream.on("error", () => client.destroy());
      });
      await new Promise<void>((done) => proxy.listen(0, "127.0.0.1", done));
      const via = `http://127.0.0.1:${(proxy.address() as { port: number }).port}`;
      try {
        for (const path of ["/dev/outbox.json", "/dev/outbox"]) {
          const res = await fetch(`${via}${path}`);
          expect(res.status, path).toBe(404);
          expect(await res.text()).not.toMatch(/"code":"\d{6}"/);
        }
        expect((await fetch(`${via}/dev/outbox.json`, { headers: keyed })).status).toBe(200);
      } finally {
        proxy.close();
      }
    });

    test.each([
      ["X-Forwarded-For", { "x-forwarded-for": "203.0.113.9" }],
      ["X-Forwarded-For naming loopback", { "x-forwarded-for": "127.0.0.1" }],
      ["X-Real-IP", { "x-real-ip": "203.0.113.9" }],
      ["Forwarded", { forwarded: "for=203.0.113.9" }],
      ["X-Forwarded-Host", { "x-forwarded-host": "example.com" }],
      ["a forged peer header", { "x-studynest-peer": "guess 127.0.0.1 127.0.0.1", "x-forwarded-for": "203.0.113.9" }],
    ])("a forwarded request (%s) gets 404 even with the key, page and JSON", async (_name, headers) => {
      for (const path of ["/dev/outbox.json", "/dev/outbox"]) {
        const res = await fetch(`${web.base}${path}`, { headers: { ...headers, ...keyed } });
        expect(res.status, path).toBe(404);
        expect(await res.text()).not.toMatch(/"code":"\d{6}"/);
      }
    });

    test("without OUTBOX_KEY the start log prints a ready link with a random key; OUTBOX=1 behind a trusted proxy: forwarded requests still get 404", async () => {
      const link = /http:\/\/localhost:4151\/dev\/outbox\?key=([A-Za-z0-9_-]{20,})/.exec(proxied.output());
      expect(link, proxied.output()).not.toBeNull();
      const key = link![1];
      expect(key).not.toBe(OUTBOX_TEST_KEY);
      expect((await fetch(`${proxied.base}/dev/outbox?key=${key}`)).status).toBe(200);
      expect((await fetch(`${proxied.base}/dev/outbox.json`, { headers: { "x-outbox-key": key } })).status).toBe(200);
      expect((await fetch(`${proxied.base}/dev/outbox.json`)).status).toBe(404);
      expect((await fetch(`${proxied.base}/dev/outbox.json`, { headers: keyed })).status).toBe(404);
      expect((await fetch(`${proxied.base}/dev/outbox.json?key=${key}`, { headers: { "x-forwarded-for": "127.0.0.1" } })).status).toBe(404);
    });
  });

  test("production that sends real mail without PUBLIC_URL refuses to start, saying what to set", async () => {
    const s = await startServer({ build: buildDir, env: { ...secrets, DATABASE_URL: "memory://", PUBLIC_URL: undefined, SMTP_URL: "smtp://127.0.0.1:9" }, wait: false });
    const kill = setTimeout(() => s.child.kill("SIGKILL"), 60_000);
    const code = await s.exited;
    clearTimeout(kill);
    expect(code).not.toBe(0);
    expect(s.output()).toContain("PUBLIC_URL must be set in production when SMTP_URL sends real mail");
  }, 90_000);

  describe("X-Forwarded-For is believed only with TRUST_PROXY", () => {
    test("is not believed without TRUST_PROXY: a new header per call does not dodge the per-IP cap", async () => {
      const answers = [];
      for (let i = 0; i < 5; i++) {
        const all: Record<string, string> = { kind: "image", timestamp: String(Date.now()), language: "en", nonce: String(i) };
        const { signFields } = await import("#core/sign");
        all.signToken = signFields(all, secrets.API_COMMON_SIGN_SECRET);
        const res = await fetch(`${web.base}/rest/common/captcha/new`, { method: "POST", body: new URLSearchParams(all), headers: { "x-forwarded-for": `198.51.100.${i + 1}` } });
        answers.push(((await res.json()) as { code: number; msg: string }).msg);
      }
      expect(answers.filter((m) => m === "Too many requests; please try again later").length).toBeGreaterThanOrEqual(2);
    });

    test("is believed with TRUST_PROXY=1 (the last entry, the one the proxy added)", async () => {
      const codes = [];
      for (let i = 0; i < 5; i++) {
        const all: Record<string, string> = { kind: "image", timestamp: String(Date.now()), language: "en", nonce: `p${i}` };
        const { signFields } = await import("#core/sign");
        all.signToken = signFields(all, secrets.API_COMMON_SIGN_SECRET);
        // The client forges the first entry; the proxy appends the real address.
        const res = await fetch(`${proxied.base}/rest/common/captcha/new`, { method: "POST", body: new URLSearchParams(all), headers: { "x-forwarded-for": `10.0.0.${i}, 198.51.100.77` } });
        codes.push(((await res.json()) as { code: number }).code);
      }
      expect(codes).toEqual([0, 0, 0, 1, 1]);
    });
  });

  describe("the front door answers in the caller's language", () => {
    test.each([
      ["?language=en", "?language=en", {}],
      ["Accept-Language", "", { "accept-language": "en-GB,en;q=0.9,zh;q=0.5" }],
    ])("%s", async (_name, query, headers) => {
      const get = await fetch(`${web.base}/rest/common/mobile/prefix${query}`, { headers });
      expect(get.status).toBe(405);
      expect(((await get.json()) as { msg: string }).msg).toBe("Use POST for this endpoint");
      const json = await fetch(`${web.base}/rest/common/mobile/prefix${query}`, { method: "POST", body: "{}", headers: { ...headers, "content-type": "application/json" } });
      expect(((await json.json()) as { msg: string }).msg).toBe("Unsupported content type; send a form-encoded or multipart body");
      const big = await fetch(`${web.base}/rest/common/mobile/prefix${query}`, { method: "POST", body: "a=" + "x".repeat(1100 * 1024), headers: { ...headers, "content-type": "application/x-www-form-urlencoded" } });
      expect(((await big.json()) as { msg: string }).msg).toBe("The request body is too large");
      const upload = await fetch(`${web.base}/jcommon/file/upload${query}`, { method: "POST", body: "a=" + "x".repeat(4 * 1024 * 1024), headers: { ...headers, "content-type": "application/x-www-form-urlencoded" } });
      expect(((await upload.json()) as { msg: string }).msg).toBe("Images must be 3 MB or smaller");
    });

    test("without either: Chinese, as before", async () => {
      const get = await fetch(`${web.base}/rest/common/mobile/prefix`);
      expect(((await get.json()) as { msg: string }).msg).toBe("请使用 POST 请求");
    });
  });

  /** A raw HTTP/1.1 exchange; answers what came back and whether the server closed the socket. */
  function raw(port: number, head: string, body: Buffer | null, after?: string, waitMs = 4000, until?: (text: string) => boolean): Promise<{ text: string; closed: boolean; ms: number }> {
    return new Promise((done) => {
      const started = Date.now();
      const socket = connect(port, "127.0.0.1");
      const chunks: Buffer[] = [];
      let closed = false;
      const text = () => Buffer.concat(chunks).toString("utf8");
      let finished = false;
      const finish = () => {
        if (finished) return;
        finished = true;
        clearTimeout(timer);
        socket.destroy();
        done({ text: text(), closed, ms: Date.now() - started });
      };
      const timer = setTimeout(finish, waitMs);
      socket.on("data", (b) => {
        chunks.push(b);
        if (until?.(text())) finish();
      });
      socket.on("end", () => {
        closed = true;
        finish();
      });
      socket.on("error", () => {
        closed = true;
        finish();
      });
      socket.write(head);
      if (body) socket.write(body);
      if (after) socket.write(after);
    });
  }

  describe("oversized bodies: refused unread, the connection closed cleanly", () => {
    test("a 300 MB declared body to /cn/login: 413 at once, the translated page, connection closed", async () => {
      const r = await raw(web.port, `POST /cn/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${300 * 1024 * 1024}\r\nConnection: keep-alive\r\n\r\n`, Buffer.alloc(64 * 1024, 97));
      expect(r.text).toMatch(/^HTTP\/1\.1 413/);
      expect(r.text).toMatch(/connection: close/i);
      expect(r.text).toContain("提交的内容过大，请精简内容或选择更小的文件。");
      expect(r.closed).toBe(true);
      expect(r.ms).toBeLessThan(3000);
    });

    test("an endless chunked body: refused after the cap, memory stays flat, the server lives on", async () => {
      const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${web.child.pid}/status`, "utf8"))![1]) * 1024;
      const before = rss();
      // The refusal: the 413, or — when the server's close reaches the client while it is still
      // writing (EPIPE, or a reset that drops the answer it had not read yet: a race a loaded
      // machine loses now and then) — the connection ended by the server before the body did.
      let sent = 0;
      const status = await new Promise<number | "closed">((done, fail) => {
        const req = http.request(`${web.base}/en/login`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", "transfer-encoding": "chunked" } });
        req.on("response", (res) => {
          res.resume();
          done(res.statusCode!);
        });
        req.on("error", (err: NodeJS.ErrnoException) => (sent < 200 && (err.code === "EPIPE" || err.code === "ECONNRESET") ? done("closed") : fail(err)));
        const chunk = Buffer.alloc(1024 * 1024, 97);
        const pump = () => {
          while (sent < 200 && req.write(chunk)) sent++;
          if (sent < 200) req.once("drain", () => ((sent++), pump()));
          else req.end();
        };
        pump();
      });
      if (status === "closed") expect(sent).toBeLessThan(200);
      else expect(status).toBe(413);
      expect(rss() - before).toBeLessThan(64 * 1024 * 1024);
      expect((await fetch(`${web.base}/healthz`)).status).toBe(200);
    });

    test("after the API refuses an oversized body, the same keep-alive connection answers the next request at once", async () => {
      // 2 MB: over the cap, within the drain — read away, so the connection stays usable.
      const body = Buffer.alloc(2 * 1024 * 1024, 97);
      const second = "POST /rest/common/mobile/prefix?language=en HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\n\r\n";
      const r = await raw(web.port, `POST /rest/common/mobile/prefix?language=en HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: keep-alive\r\n\r\n`, body, second, 8000, (t) => t.includes("Unsupported content type"));
      expect(r.text).toMatch(/^HTTP\/1\.1 200/);
      expect(r.text).toContain("The request body is too large");
      expect(r.text).toContain("Unsupported content type");
      expect(r.ms).toBeLessThan(3000);
    });

    test("a body far over the cap: the answer, then the connection closed (not stalled)", async () => {
      const r = await raw(web.port, `POST /rest/common/mobile/prefix?language=en HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${50 * 1024 * 1024}\r\nConnection: keep-alive\r\n\r\n`, Buffer.alloc(64 * 1024, 97), undefined, 8000);
      expect(r.text).toContain("The request body is too large");
      expect(r.text).toMatch(/connection: close/i);
      expect(r.closed).toBe(true);
      expect(r.ms).toBeLessThan(3000);
    });

    test("a keep-alive agent goes on after a refused body without waiting", async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const call = (body: string) =>
        new Promise<{ status: number; ms: number }>((done, fail) => {
          const started = Date.now();
          const req = http.request(`${web.base}/rest/common/mobile/prefix?language=en`, { method: "POST", agent, headers: { "content-type": "application/x-www-form-urlencoded" } }, (res) => {
            res.resume();
            res.on("end", () => done({ status: res.statusCode!, ms: Date.now() - started }));
          });
          req.on("error", fail);
          req.end(body);
        });
      await call("a=" + "x".repeat(2 * 1024 * 1024));
      const next = await call("a=1");
      expect(next.status).toBe(200);
      expect(next.ms).toBeLessThan(2000);
      agent.destroy();
    });
  });

  describe("the web fuzz — every page action, every kind of body", () => {
    // Over every cap (forms 1 MiB, the avatar form 3.25 MiB), within the drain.
    const BIG = "x=" + "y".repeat(4 * 1024 * 1024);
    const multipart = () => {
      const fd = new FormData();
      fd.set("view", "sms");
      fd.set("content", "<script>alert(1)</script>");
      fd.set("file", new Blob([Buffer.alloc(1024, 1)]), "a.png");
      return fd;
    };
    type Kind = { name: string; body: () => BodyInit | undefined; type?: string; expect?: number };
    const KINDS: Kind[] = [
      { name: "form with garbage", body: () => "view=%ZZ&redirectTo=%0d%0aLocation:%20//evil&intent=\u0000&mobile=' OR 1=1 --", type: "application/x-www-form-urlencoded" },
      { name: "empty form", body: () => "", type: "application/x-www-form-urlencoded" },
      { name: "multipart", body: multipart },
      { name: "broken multipart", body: () => "--x\r\nbroken", type: "multipart/form-data; boundary=x", expect: 400 },
      { name: "JSON", body: () => JSON.stringify({ view: "sms", mobile: "1" }), type: "application/json", expect: 415 },
      { name: "text/plain", body: () => "view=sms", type: "text/plain", expect: 415 },
      { name: "no body, no type", body: () => undefined }, // an empty form: the action's own 400 or redirect
      { name: "text without a type", body: () => new Blob(["view=sms"]), expect: 415 },
      { name: "oversized form", body: () => BIG, type: "application/x-www-form-urlencoded", expect: 413 },
    ];
    const actions = () => [
      "/cn/login",
      "/en/login",
      "/cn/login/captcha",
      "/cn/logout",
      "/cn/favorite",
      "/en/feedback",
      "/cn/cooperation",
      "/cn/common/custom-form",
      "/en/academic-year-booking",
      `/cn/apartment/${buildingCode}/room/${roomCode}/apply`,
      "/cn/user/account-setting",
      "/en/user/application/NOPE123",
      "/en/user/order/NOPE123",
      "/cn/user/profiles",
      "/en/help/payments-deposits-and-fees/deposit",
      "/en/roommates/abcdefghij",
      "/cn/user/publish",
      "/en/user/publish/new",
      "/cn/user/publish/abcdefghij",
    ];

    test("no 500, no stack trace; refusals are 400/413/415 with the translated page", async () => {
      let calls = 0;
      for (const path of actions()) {
        for (const suffix of ["", ".data"]) {
          for (const kind of KINDS) {
            // Logged in too, except logout (it would end the session the other calls use).
            for (const auth of path.endsWith("/logout") ? [false] : [false, true]) {
              const headers: Record<string, string> = {};
              if (kind.type) headers["content-type"] = kind.type;
              if (auth) headers.cookie = cookie;
              let res: Response;
              try {
                res = await fetch(`${web.base}${path}${suffix}`, { method: "POST", body: kind.body(), headers, redirect: "manual" });
              } catch (error) {
                throw new Error(`${kind.name} → ${path}${suffix}${auth ? " (logged in)" : ""}: ${(error as Error).message} ${String((error as { cause?: unknown }).cause)}`);
              }
              const text = await res.text();
              calls++;
              const label = `${kind.name} → ${path}${suffix}${auth ? " (logged in)" : ""}: ${res.status} ${text.slice(0, 300)}`;
              expect(res.status, label).toBeLessThan(500);
              expect(text, label).not.toMatch(STACK);
              // Actions that need a login redirect first (202: a single-fetch redirect); elsewhere the body is refused.
              if (kind.expect && ![302, 303, 204, 202].includes(res.status)) {
                expect(res.status, label).toBe(kind.expect);
                if (suffix === "" && kind.expect === 413 && path.endsWith("/user/profiles")) {
                  // The avatar form answers its own message on its page (an image over 3 MB).
                  expect(text, label).toContain("图片大小不能超过 3 MB");
                } else if (suffix === "") {
                  const lang = path.startsWith("/en/") ? "en" : "cn";
                  const phrase = {
                    400: { cn: "请求有误", en: "The request was not valid" },
                    413: { cn: "提交的内容过大", en: "The request is too large" },
                    415: { cn: "此页面只接受本页表单提交", en: "This page only accepts its own form" },
                  }[kind.expect as 400 | 413 | 415][lang];
                  expect(text, label).toContain(phrase);
                  expect(text, label).toContain('data-testid="error-page"');
                }
              }
            }
          }
        }
      }
      expect(calls).toBe((actions().length * 2 - 1) * 2 * KINDS.length);
    }, 240_000);

    test("an avatar over the upload cap: the form's own message, 413", async () => {
      const fd = new FormData();
      fd.set("intent", "avatar");
      fd.set("avatar", new Blob([Buffer.alloc(5 * 1024 * 1024, 1)], { type: "image/png" }), "big.png");
      const res = await fetch(`${web.base}/en/user/profiles`, { method: "POST", body: fd, headers: { cookie } });
      expect(res.status).toBe(413);
      const text = await res.text();
      expect(text).not.toMatch(STACK);
    });

    test.each(["//", "//evil.example", "//evil.example/cn/", "/\\evil.example", "///", "/%2F%2Fevil.example", "/cn//", "/cn/%0d%0aSet-Cookie:x=1"])("GET %s: no 500, no stack, no redirect off the site", async (path) => {
      const res = await raw(web.port, `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, null);
      const status = Number(/^HTTP\/1\.1 (\d+)/.exec(res.text)?.[1]);
      expect(status, res.text.slice(0, 300)).toBeLessThan(500);
      expect(res.text).not.toMatch(STACK);
      const location = /\r\nlocation: ([^\r]*)/i.exec(res.text)?.[1];
      if (location) expect(location, path).toMatch(/^\/(?!\/|\\)/);
    });
  });

  describe("redirects stay on the site", () => {
    test.each([
      "/cn/../..//evil.example",
      "/cn/%2e%2e/%2e%2e//evil.example",
      "/\\evil.example",
      "/cn/\r\nLocation: //evil.example",
      "/cn/\nx",
      "https://evil.example/",
    ])("logout and login with redirectTo=%j go to /cn/", async (redirectTo) => {
      const logout = await fetch(`${web.base}/cn/logout`, { method: "POST", body: new URLSearchParams({ redirectTo }), redirect: "manual" });
      expect(logout.status).toBeLessThan(400);
      expect(logout.headers.get("location")).toBe("/cn/");
      const login = await fetch(`${web.base}/cn/login`, { method: "POST", body: new URLSearchParams({ view: "mobilePwd", redirectTo, mobile: "13800000000", password: "wrong-pass" }), redirect: "manual" });
      expect(login.status).toBeLessThan(500);
      const location = login.headers.get("location") ?? "";
      expect(location).toMatch(/^\/cn\//);
      expect(location).not.toContain("evil");
    });
  });
});
