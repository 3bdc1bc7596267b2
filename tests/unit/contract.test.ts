import { describe, expect, it } from "vitest";
import { z } from "#core/contract/zod";
import { contractBreach } from "../../api/http/endpoint";
import { JsonBytes } from "../../api/http/envelope";

describe("answers checked against the contract", () => {
  const schema = z.object({ list: z.array(z.object({ id: z.number(), name: z.string(), note: z.string().nullable() })) });

  it("passes an answer that keeps it", () => {
    expect(contractBreach(schema, { list: [{ id: 1, name: "a", note: null }] })).toBeNull();
  });
  it("names a missing or mistyped field", () => {
    expect(contractBreach(schema, { list: [{ id: 1, note: null }] })).toMatch(/^data\.list\.0\.name: Required/);
    expect(contractBreach(schema, { list: [{ id: "1", name: "a", note: null }] })).toMatch(/^data\.list\.0\.id:/);
  });
  it("names a field the schema does not declare, however deep", () => {
    expect(contractBreach(schema, { list: [{ id: 1, name: "a", note: null, extra: true }] })).toBe("data.list[0].extra is not declared in the response schema");
    expect(contractBreach(schema, { list: [], total: 3 })).toBe("data.total is not declared in the response schema");
  });
  it("reads the JSON a caller receives: dates as strings, undefined fields absent, answers made ahead of time", () => {
    const dated = z.object({ at: z.string(), maybe: z.string().optional() });
    expect(contractBreach(dated, { at: new Date(0), maybe: undefined })).toBeNull();
    expect(contractBreach(schema, new JsonBytes(Buffer.from('{"list":[{"id":1,"name":"a","note":"x","more":1}]}')))).toBe(
      "data.list[0].more is not declared in the response schema",
    );
  });
});
