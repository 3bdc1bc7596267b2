import { fileURLToPath } from "node:url";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";

/**
 * The bare Remix v2 reference page of `npm run bench`: a separate, tiny app built
 * with the site's own node_modules, in production mode, with the same future flags, and served
 * by remix-serve (express + compression + the Remix request handler). Built into
 * .cache/bench-reference-build by bench/lib/reference.ts.
 */
const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  root,
  logLevel: "warn",
  plugins: [
    remix({
      appDirectory: "app",
      buildDirectory: "../../.cache/bench-reference-build",
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
});
