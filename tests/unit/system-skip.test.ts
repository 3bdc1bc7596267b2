import { afterEach, describe, expect, it, vi } from "vitest";
import { skipNote, underCI } from "../helpers/system";

/** System tests skip with a note on a machine without PostgreSQL, Redis or root, but never in CI. */
describe("system-test skips", () => {
  afterEach(() => vi.restoreAllMocks());

  it("recognises CI=1 and CI=true only", () => {
    for (const ci of ["1", "true", "TRUE", " true "]) expect(underCI({ CI: ci }), ci).toBe(true);
    for (const ci of [undefined, "", "0", "false", "no"]) expect(underCI({ CI: ci }), String(ci)).toBe(false);
  });

  it("prints the reason and lets the suite skip outside CI", () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    expect(() => skipNote("suite x", "Redis not reachable", { CI: "" })).not.toThrow();
    expect(() => skipNote("suite x", "Redis not reachable", { CI: "false" })).not.toThrow();
    expect(log).toHaveBeenCalledWith("SKIP suite x: Redis not reachable");
  });

  it("fails under CI with the suite and the reason", () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    expect(() => skipNote("suite x", "not root", { CI: "1" })).toThrow(/suite x cannot run under CI \(CI=1\): not root/);
    expect(() => skipNote("suite x", "not root", { CI: "true" })).toThrow(/may not skip in CI/);
    expect(log).not.toHaveBeenCalled();
  });
});
