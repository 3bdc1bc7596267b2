import { createConfig, lintFromString } from "@redocly/openapi-core";
import { describe, expect, test } from "vitest";
import { contract } from "#core/contract";
import type { EndpointContract } from "#core/contract/define";

/**
 * The OpenAPI document the API serves, as its readers get it: linted with Redocly's recommended
 * rules (the rules `npx @redocly/cli lint` applies by default), and complete — every endpoint of
 * the contract with its request fields and the schema of its answer.
 */
const { handleApi } = await import("../../api");
const doc = (await (await handleApi(new Request("http://in-process/rest/openapi.json"))).json()) as {
  paths: Record<string, { post: { operationId: string; requestBody: { content: Record<string, { schema: unknown }> }; responses: Record<string, unknown> } }>;
};

describe("GET /rest/openapi.json", () => {
  test("has no error under Redocly's recommended rules", async () => {
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: "openapi.json",
      config: await createConfig({ extends: ["recommended"] }),
    });
    const errors = problems.filter((p) => p.severity === "error");
    const warnings = problems.filter((p) => p.severity === "warn");
    console.info(`redocly recommended: ${errors.length} errors, ${warnings.length} warnings (${[...new Set(warnings.map((w) => w.ruleId))].join(", ")})`);
    expect(errors.map((e) => `${e.ruleId}: ${e.message} at ${e.location[0]?.pointer}`)).toEqual([]);
  });

  test("documents every endpoint of the contract with its fields and its answer", () => {
    for (const [path, def] of Object.entries(contract) as [string, EndpointContract][]) {
      const op = doc.paths[path]?.post;
      expect(op, path).toBeTruthy();
      const media = def.multipart ? "multipart/form-data" : "application/x-www-form-urlencoded";
      expect(JSON.stringify(op.requestBody.content[media].schema), path).toContain("signToken");
      const ok = JSON.stringify(op.responses["200"]);
      // An answer schema, not "anything": `data` is described (or the endpoint answers a file).
      expect(ok.includes('"data":{}') && !("file" in def.response), `${path} documents its data`).toBe(false);
    }
  });
});
