import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { SERVER_NODE_ARGS, SERVER_PROCESS_ENV } from "../../bench/lib/server";

/**
 * Every way the production server starts runs Node with the same flags and environment, and the
 * benchmarks measure it with them (ADR 012, "Node 24: V8's young generation at Node 20's size";
 * ADR 045, glibc's arenas).
 */
describe("the server's Node flags", () => {
  const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
  const dockerfile = readFileSync("Dockerfile", "utf8");

  test("npm start, npm run serve and serve:remix pass them", () => {
    expect(SERVER_NODE_ARGS.length).toBeGreaterThan(0);
    for (const flag of SERVER_NODE_ARGS) {
      expect(scripts.start).toContain(`node ${flag} build/server.js`);
      expect(scripts.serve).toContain(`node ${flag} build/server.js`);
      expect(scripts["serve:remix"]).toContain(`NODE_OPTIONS=${flag} remix-serve`);
    }
    for (const [name, value] of Object.entries(SERVER_PROCESS_ENV)) {
      for (const script of [scripts.start, scripts.serve, scripts["serve:remix"]]) expect(script).toContain(`${name}=${value} `);
    }
  });

  test("the container's command passes them", () => {
    const cmd = dockerfile.split("\n").find((l) => l.startsWith("CMD "));
    expect(cmd).toBeDefined();
    const args = JSON.parse(cmd!.slice(4)) as string[];
    expect(args).toEqual(["node", ...SERVER_NODE_ARGS, "build/server.js"]);
    for (const [name, value] of Object.entries(SERVER_PROCESS_ENV)) expect(dockerfile.split("\n")).toContain(`ENV ${name}=${value}`);
  });
});
