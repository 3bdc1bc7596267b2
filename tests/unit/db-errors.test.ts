import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "../../api/db/errors";

/** Which errors the API answers as "service busy" (HTTP 503) rather than a fault (ADR 008). */
describe("isDatabaseUnavailable", () => {
  const wrapped = (cause: unknown) => Object.assign(new Error("Failed query: select 1"), { cause });
  it("recognises connection failures, also wrapped by Drizzle", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error("Connection terminated unexpectedly")))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" })))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error("the database system is starting up"), { code: "57P03" })))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code: "08006" }))).toBe(true);
  });
  it("leaves bugs and bad SQL alone", () => {
    expect(isDatabaseUnavailable(new TypeError("cannot read properties of undefined"))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('relation "x" does not exist'), { code: "42P01" })))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error("duplicate key"), { code: "23505" })))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
