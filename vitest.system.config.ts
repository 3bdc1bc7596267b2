import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

// System tests (issue 7): the production build started as real processes on loopback ports,
// against PostgreSQL, Redis and local stubs. Run by scripts/test.sh after `npm run build`; each
// suite skips with a printed note when what it needs is not on the machine (under CI=1 or
// CI=true a skip fails the run instead: tests/helpers/system.ts skipNote). One file at a time:
// they start servers and (faults) restart a private PostgreSQL.
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ["tests/scaleout/**/*.test.ts", "tests/faults/**/*.test.ts", "tests/ops/**/*.test.ts", "tests/hardening/**/*.test.ts"],
    environment: "node",
    testTimeout: 90_000,
    hookTimeout: 240_000,
    pool: "forks",
    fileParallelism: false,
    env: { NODE_ENV: "test" },
  },
});
