import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

// Unit and integration tests (no browser). The API suite runs on in-memory PGlite by default;
// scripts/test.sh runs it again against PostgreSQL with DATABASE_URL set.
// Component tests (tests/**/*.test.tsx, `// @vitest-environment happy-dom` each) import the app's
// vanilla-extract styles: the plugin turns them into class names.
export default defineConfig({
  plugins: [tsconfigPaths(), vanillaExtractPlugin()],
  test: {
    include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
    // System tests need the production build: vitest.system.config.ts, run after the build.
    exclude: ["tests/scaleout/**", "tests/faults/**", "tests/hardening/**", "tests/ops/**", "node_modules/**"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    // One migrated and seeded database for the run, which every API test file starts from.
    globalSetup: ["tests/helpers/database-dump.global.ts"],
    // Two at a time, also on a 2-core machine (vitest's default there is one): a file spends
    // about a quarter of its time waiting (timers, I/O), so two forks keep both cores busy.
    maxWorkers: 2,
    minWorkers: 1,
    // Calls made in process without a client address all count as one address: lift the
    // per-address cap of the open forms (tests/api/form-guard/form-guard.test.ts sets its own).
    env: { NODE_ENV: "test", SEED_SCALE: "small", RATE_IP_FORMS_PER_HOUR: "100000" },
  },
});
