import { describe, expect, it } from "vitest";
import { serverHooksOf, type ServerHooks } from "#core/server-entry";

/** The servers start only on a build whose entry exports every hook they call. */
describe("serverHooksOf", () => {
  const hooks: ServerHooks = {
    prepare: async () => undefined,
    shutdown: async () => undefined,
    ready: async () => ({ ok: true }),
    drain: () => 0,
    lookupDocument: async () => ({}),
    answerKept: () => undefined,
    settleDocument: () => undefined,
    renderJob: async () => ({ html: "", partFailed: false, calls: [] }),
    startupSummary: async () => ({ codesUndelivered: false }),
    describeStartup: () => "port 3000",
  };

  it("answers the entry's hooks", () => {
    expect(serverHooksOf({ default: () => null, serverHooks: hooks })).toBe(hooks);
  });

  it("refuses a build without them, or with one renamed", () => {
    expect(() => serverHooksOf({ default: () => null })).toThrow(/does not export serverHooks/);
    const { drain: _drain, ...renamed } = hooks;
    expect(() => serverHooksOf({ serverHooks: { ...renamed, drainStreams: () => 0 } })).toThrow(/drain/);
  });
});
