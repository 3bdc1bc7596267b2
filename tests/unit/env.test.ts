import { afterEach, describe, expect, it } from "vitest";
import { env, publicOrigin, requirePublicUrl, resetEnvCache } from "#core/env.server";

/** The typed env module fails at start with a message that names the bad variable. */
describe("env module", () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
    Object.assign(process.env, saved);
    resetEnvCache();
  });

  it("gives defaults when nothing is set", () => {
    delete process.env.PORT;
    delete process.env.HOTLINE;
    resetEnvCache();
    const e = env();
    expect(e.PORT).toBe(3000);
    expect(e.HOTLINE).toBe("400-900-6868");
    expect(e.FILING_NUMBER_CN).not.toBe(e.FILING_NUMBER_INTL);
  });

  it("names each invalid variable in one clear error", () => {
    process.env.PORT = "not-a-port";
    process.env.DATABASE_URL = "mysql://nope";
    resetEnvCache();
    expect(() => env()).toThrowError(/Invalid environment/);
    try {
      env();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/PORT/);
      expect(message).toMatch(/DATABASE_URL: must be memory:\/\/ or postgres:\/\//);
      expect(message).not.toMatch(/at .*\.ts:\d+/); // a message, not a stack
    }
  });

  it("rejects a too-short secret", () => {
    process.env.SESSION_SECRET = "short";
    resetEnvCache();
    expect(() => env()).toThrowError(/SESSION_SECRET/);
  });

  it("production that sends real mail refuses to start without PUBLIC_URL, with a message that says what to set", () => {
    delete process.env.PUBLIC_URL;
    process.env.NODE_ENV = "production";
    delete process.env.SMTP_URL;
    resetEnvCache();
    // Without SMTP every mail stays in this machine's outbox: the fresh clone's `npm start` starts.
    expect(() => requirePublicUrl()).not.toThrow();
    process.env.SMTP_URL = "smtp://mail.example.com:587";
    resetEnvCache();
    expect(() => requirePublicUrl()).toThrowError(/PUBLIC_URL must be set in production when SMTP_URL sends real mail: .*https:\/\/www\.example\.com/);
    process.env.PUBLIC_URL = "https://www.example.com";
    resetEnvCache();
    expect(() => requirePublicUrl()).not.toThrow();
    process.env.NODE_ENV = "development";
    delete process.env.PUBLIC_URL;
    resetEnvCache();
    expect(() => requirePublicUrl()).not.toThrow();
  });

  it("links start at PUBLIC_URL; the request's origin only outside production", () => {
    process.env.PUBLIC_URL = "https://www.example.com/";
    process.env.NODE_ENV = "production";
    resetEnvCache();
    expect(publicOrigin("https://evil.example")).toBe("https://www.example.com");
    delete process.env.PUBLIC_URL;
    process.env.SMTP_URL = "smtp://mail.example.com:587";
    resetEnvCache();
    expect(publicOrigin("https://evil.example")).toBeNull();
    // No SMTP: mail reaches only this machine's outbox, so links point at this machine.
    delete process.env.SMTP_URL;
    process.env.PORT = "3000";
    resetEnvCache();
    expect(publicOrigin("https://evil.example")).toBe("http://localhost:3000");
    process.env.NODE_ENV = "development";
    resetEnvCache();
    expect(publicOrigin("http://192.168.1.20:3000/cn/user")).toBe("http://192.168.1.20:3000");
    process.env.PUBLIC_URL = "https://www.example.com/path";
    resetEnvCache();
    expect(() => env()).toThrowError(/PUBLIC_URL: must be the site's origin only/);
  });
});
