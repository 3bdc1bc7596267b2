import { afterEach, describe, expect, test } from "vitest";
import { resetEnvCache } from "#core/env.server";
import { clientAddress, isLocalRequest, PEER_HEADER, peerHeaderValue } from "#core/client-ip.server";

/** Whom the app believes about the client's address. */
const req = (headers: Record<string, string>) => new Request("http://site.test/x", { headers });

afterEach(() => {
  delete process.env.TRUST_PROXY;
  resetEnvCache();
});

describe("clientAddress", () => {
  test("without TRUST_PROXY, X-Forwarded-For and X-Real-IP are not believed", () => {
    expect(clientAddress(req({ "x-forwarded-for": "203.0.113.1" }))).toBeNull();
    expect(clientAddress(req({ "x-real-ip": "203.0.113.1" }))).toBeNull();
  });

  test("the server in front vouches with this process's key; a guessed key is ignored", () => {
    expect(clientAddress(req({ [PEER_HEADER]: peerHeaderValue("198.51.100.4") }))).toBe("198.51.100.4");
    expect(clientAddress(req({ [PEER_HEADER]: "guess 198.51.100.4 198.51.100.4" }))).toBeNull();
  });

  test("with TRUST_PROXY=1: the last X-Forwarded-For entry (the proxy's), not the client-written first", () => {
    process.env.TRUST_PROXY = "1";
    resetEnvCache();
    expect(clientAddress(req({ "x-forwarded-for": "1.1.1.1, 198.51.100.9" }))).toBe("198.51.100.9");
  });
});

describe("isLocalRequest (the dev outbox)", () => {
  test("a loopback socket with no forwarding header", () => {
    expect(isLocalRequest(req({ [PEER_HEADER]: peerHeaderValue("127.0.0.1") }))).toBe(true);
    expect(isLocalRequest(req({ [PEER_HEADER]: peerHeaderValue("::1") }))).toBe(true);
  });

  test.each([
    ["no vouching server (remix-serve)", {}],
    ["another machine", { [PEER_HEADER]: peerHeaderValue("203.0.113.5") }],
    ["a proxy on this machine", { [PEER_HEADER]: peerHeaderValue("127.0.0.1"), "x-forwarded-for": "203.0.113.5" }],
    ["Forwarded", { [PEER_HEADER]: peerHeaderValue("127.0.0.1"), forwarded: "for=203.0.113.5" }],
    ["X-Real-IP", { [PEER_HEADER]: peerHeaderValue("127.0.0.1"), "x-real-ip": "127.0.0.1" }],
    ["a trusted proxy naming loopback", { [PEER_HEADER]: peerHeaderValue("127.0.0.1", "10.0.0.2") }],
  ])("not: %s", (_name, headers) => {
    expect(isLocalRequest(req(headers as Record<string, string>))).toBe(false);
  });
});
