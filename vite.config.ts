import { vitePlugin as remix } from "@remix-run/dev";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

// The Remix config lives here (Remix v2 with Vite has no remix.config.js).
export default defineConfig({
  server: { port: 3000 },
  build: {
    target: "es2020",
    rollupOptions: {
      output: {
        // The language catalogues, loaded one per page by entry.client, keep their language's
        // name (cn-….js, en-….js) instead of their module's ("index").
        chunkFileNames: (chunk) => {
          const locale = chunk.facadeModuleId?.match(/[\\/]locales[\\/](cn|en)[\\/]index\.ts$/);
          return locale ? `assets/${locale[1]}-[hash].js` : "assets/[name]-[hash].js";
        },
      },
    },
  },
  plugins: [
    remix({
      // build/server/index.js is the remix-serve entry with the edge inside (ADR 019, scripts/build-server.mjs).
      serverBuildFile: "remix.js",
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
    vanillaExtractPlugin(),
    tsconfigPaths(),
  ],
  ssr: {
    // Native or WASM packages stay outside the server bundle and load from node_modules.
    external: ["@electric-sql/pglite", "sharp", "@node-rs/argon2", "pg", "ioredis", "pino", "nodemailer"],
  },
});
