import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  captchaToken,
  newMobile,
  outbox,
  privateBuild,
  quickDatabase,
  rest,
  skipNote,
  startServer,
  testSecrets,
  type RunningServer,
} from "../helpers/system";

/**
 * SMS gateway faults: the server's SMS_GATEWAY_URL points at a stub on a
 * loopback port that answers 500, or sleeps past SMS_GATEWAY_TIMEOUT_MS (1 s here), or accepts.
 * A failed send answers code 1 with a clear translated message, and is not consumed: the code
 * it generated is not valid (the stub saw it, the login refuses it), and neither the 60-second
 * resend gap nor the hourly cap of 5 was charged.
 */
const SUITE = "faults: SMS gateway 5xx and timeout";
const why = existsSync("build/server.js") ? null : "no build/ (run npm run build first)";
if (why) skipNote(SUITE, why);

type Mode = "ok" | "fail" | "slow";

describe.skipIf(!!why)(SUITE, () => {
  const secrets = testSecrets();
  let server: RunningServer;
  let stub: Server;
  let mode: Mode = "ok";
  const received: Array<{ to: string; text: string }> = [];
  let dataDir: string;
  let drop: (() => Promise<void>) | undefined;
  let removeBuild: (() => void) | undefined;

  beforeAll(async () => {
    stub = createServer((req, res) => {
      let body = "";
      req.on("data", (c: Buffer) => (body += c.toString()));
      req.on("end", () => {
        received.push(JSON.parse(body) as { to: string; text: string });
        if (mode === "fail") res.writeHead(500).end("gateway down");
        else if (mode === "slow") setTimeout(() => res.writeHead(200).end("late"), 3_000);
        else res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
      });
    });
    await new Promise<void>((done) => stub.listen(0, "127.0.0.1", done));
    const port = (stub.address() as { port: number }).port;
    const build = privateBuild("sms")!;
    removeBuild = build.remove;
    const database = await quickDatabase("faults_sms");
    drop = database.drop;
    dataDir = mkdtempSync(join(tmpdir(), "sms-fault-data-"));
    server = await startServer({
      build: build.dir,
      env: {
        ...secrets,
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        OUTBOX: "1",
        SMS_GATEWAY_URL: `http://127.0.0.1:${port}/sms`,
        SMS_GATEWAY_TIMEOUT_MS: "1000",
      },
    });
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await new Promise((done) => stub?.close(done));
    await drop?.();
    removeBuild?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const send = async (mobile: string, language: "cn" | "en" = "cn") => {
    const token = await captchaToken(secrets, server.base);
    const started = Date.now();
    const r = await rest(server.base, "/rest/common/sms/verifyCode", { mobilePrefixId: 317, mobile, senceId: 1, captchaToken: token }, secrets, { language });
    return { ...r.body, ms: Date.now() - started };
  };
  const codeIn = (text: string) => text.match(/\d{6}/)?.[0];
  const login = (mobile: string, verifyCode: string) =>
    rest(server.base, "/rest/user/client/login", { loginType: 1, mobilePrefixId: 317, mobile, verifyCode }, secrets);

  it("a 5xx answers a clear message, and the code it made is not valid nor charged", async () => {
    const mobile = newMobile();
    mode = "fail";
    const failed = await send(mobile);
    expect(failed.code).toBe(1);
    expect(failed.msg).toBe("验证码发送失败，请稍后再试");
    const en = await send(mobile, "en"); // at once: the resend gap was not charged either
    expect(en.msg).toBe("The code could not be sent; please try again later");
    const leaked = codeIn(received.at(-1)!.text)!;
    expect((await login(mobile, leaked)).body.code).toBe(1); // never delivered → not valid
    expect((await outbox(server.base)).some((e) => e.kind === "sms" && e.to === `+86 ${mobile}`)).toBe(false);

    mode = "ok";
    const ok = await send(mobile); // within the 60-second gap of the failed sends: not charged
    expect(ok.code).toBe(0);
    const code = codeIn(received.at(-1)!.text)!;
    expect((await login(mobile, code)).body.code).toBe(0);
  });

  it("a gateway slower than SMS_GATEWAY_TIMEOUT_MS fails the send in about that time, uncharged", async () => {
    const mobile = newMobile();
    mode = "slow";
    const slow = await send(mobile);
    expect(slow.code).toBe(1);
    expect(slow.msg).toBe("验证码发送失败，请稍后再试");
    expect(slow.ms).toBeLessThan(2_500);
    mode = "ok";
    expect((await send(mobile)).code).toBe(0);
  });

  it("failed sends do not count toward the hourly cap of 5", async () => {
    const mobile = newMobile();
    mode = "fail";
    for (let i = 0; i < 5; i++) expect((await send(mobile)).code).toBe(1);
    mode = "ok";
    expect((await send(mobile)).code).toBe(0); // the 6th try, the 1st delivered
  });
});
