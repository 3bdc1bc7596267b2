import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { outboxEnabled, resetEnvCache } from "#core/env.server";
import { hasOutboxKey, outboxKey, outboxLink } from "#core/outbox-key.server";
import { PEER_HEADER, peerHeaderValue } from "#core/client-ip.server";
import { readOutbox } from "~/lib/outbox.server";
import { setupApi } from "../helpers/api";

/** The dev outbox fails closed: on only without any real channel, opened only with its key. */
const NAMES = ["OUTBOX", "OUTBOX_KEY", "SMS_GATEWAY_URL", "SMTP_URL"] as const;
const saved = Object.fromEntries(NAMES.map((n) => [n, process.env[n]]));

function setEnv(values: Partial<Record<(typeof NAMES)[number], string>>) {
  for (const n of NAMES) delete process.env[n];
  Object.assign(process.env, values);
  resetEnvCache();
}

beforeAll(() => setupApi());

afterEach(() => {
  for (const n of NAMES) {
    if (saved[n] === undefined) delete process.env[n];
    else process.env[n] = saved[n];
  }
  resetEnvCache();
});

describe("outboxEnabled", () => {
  test.each([
    ["no SMS gateway and no SMTP", {}, true],
    ["an SMS gateway but no SMTP (an SMS-only site)", { SMS_GATEWAY_URL: "https://sms.example.com/send" }, false],
    ["SMTP but no SMS gateway", { SMTP_URL: "smtps://u:p@smtp.example.com" }, false],
    ["both", { SMS_GATEWAY_URL: "https://sms.example.com/send", SMTP_URL: "smtps://u:p@smtp.example.com" }, false],
    ["OUTBOX=1 with a gateway", { OUTBOX: "1", SMS_GATEWAY_URL: "https://sms.example.com/send" }, true],
    ["OUTBOX=0 without any channel", { OUTBOX: "0" }, false],
  ])("%s", (_name, values, on) => {
    setEnv(values);
    expect(outboxEnabled()).toBe(on);
  });
});

describe("the outbox key", () => {
  const req = (path: string, headers: Record<string, string> = {}) => new Request(`http://localhost:3000${path}`, { headers });

  test("OUTBOX_KEY sets it; it is given as ?key= or X-Outbox-Key, exactly", () => {
    setEnv({ OUTBOX_KEY: "a-configured-key-0123" });
    expect(outboxKey()).toBe("a-configured-key-0123");
    expect(hasOutboxKey(req("/dev/outbox.json?key=a-configured-key-0123"))).toBe(true);
    expect(hasOutboxKey(req("/dev/outbox.json", { "x-outbox-key": "a-configured-key-0123" }))).toBe(true);
    expect(hasOutboxKey(req("/dev/outbox.json"))).toBe(false);
    expect(hasOutboxKey(req("/dev/outbox.json?key=a-configured-key-012"))).toBe(false);
    expect(hasOutboxKey(req("/dev/outbox.json", { "x-outbox-key": "A-CONFIGURED-KEY-0123" }))).toBe(false);
  });

  test("unset, a random key per process, the same on every call, printed as a ready link", () => {
    setEnv({});
    const key = outboxKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(outboxKey()).toBe(key);
    expect(outboxLink(3000)).toBe(`http://localhost:3000/dev/outbox?key=${key}`);
    expect(hasOutboxKey(req(`/dev/outbox?key=${key}`))).toBe(true);
  });

  test("a local request without the key reads nothing; with it, the entries", async () => {
    setEnv({ OUTBOX_KEY: "a-configured-key-0123" });
    const local = { [PEER_HEADER]: peerHeaderValue("127.0.0.1") };
    expect(await readOutbox(req("/dev/outbox.json", local))).toBeNull();
    expect(await readOutbox(req("/dev/outbox.json", { ...local, "x-outbox-key": "a-configured-key-0123" }))).toEqual(expect.any(Array));
    // From elsewhere, the key does not help.
    expect(await readOutbox(req("/dev/outbox.json", { [PEER_HEADER]: peerHeaderValue("203.0.113.5"), "x-outbox-key": "a-configured-key-0123" }))).toBeNull();
  });
});
