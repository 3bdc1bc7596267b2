import { describe, expect, test } from "vitest";
import { markShared, success } from "../../api/http/envelope";

describe("success envelope", () => {
  const data = { list: [{ id: 1, name: "伦敦 \"London\"", tags: ["a", "b"], none: null }], pages: 3, nested: { x: 1.5 } };

  test("a shared answer is written byte for byte as JSON.stringify would, every time", async () => {
    const plain = await success("cn", data, "ok").text();
    const copy = structuredClone(data);
    markShared(copy);
    const first = await success("cn", copy, "ok").text();
    const second = await success("en", copy, "ok").text();
    expect(first).toBe(plain);
    expect(JSON.parse(first)).toEqual({ code: 0, data, msg: JSON.parse(plain).msg });
    // The bytes are kept, the message still follows the language.
    expect(second).toBe(await success("en", data, "ok").text());
    expect(JSON.parse(second).msg).not.toBe(JSON.parse(first).msg);
  });

  test("scalars, null, arrays and objects marked shared round-trip", async () => {
    for (const value of [null, 0, "x", [1, 2], { a: 1 }]) {
      markShared(value);
      expect(JSON.parse(await success("cn", value).text()).data).toEqual(value);
    }
  });
});
