// After `remix vite:build` (which writes the Remix server build to build/server/remix.js):
// - server/index.ts (the custom server, ADR 004) → build/server.js;
// - server/remix-serve.ts (the build with the edge inside, ADR 019) → build/server/index.js,
//   run by `npx remix-serve build/server/index.js`.
// Packages stay external, loaded from node_modules; the Remix build is loaded at run time.
import { build } from "esbuild";

const common = { bundle: true, platform: "node", format: "esm", target: "node24", packages: "external", logLevel: "warning" };
await build({ ...common, entryPoints: ["server/index.ts"], outfile: "build/server.js" });
await build({ ...common, entryPoints: ["server/remix-serve.ts"], outfile: "build/server/index.js" });
