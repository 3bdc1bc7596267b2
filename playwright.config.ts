import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests in Debian's Chromium (Playwright cannot download its own browser here).
 * The production build is served on PORT 3210 with an in-memory database seeded small.
 */
// A port per run (inherited by the workers through the environment), so two runs on one
// machine do not collide.
process.env.E2E_PORT ??= String(3200 + (process.pid % 600));
const PORT = Number(process.env.E2E_PORT);
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "off",
    launchOptions: {
      executablePath: chromium,
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } } }],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      NODE_ENV: "production",
      DATABASE_URL: "memory://",
      SEED_SCALE: "small",
      OUTBOX: "1",
      // Every browser shares 127.0.0.1: lift the per-IP code and login caps for the suite.
      RATE_IP_CODES_PER_HOUR: "10000",
      RATE_IP_CODES_PER_DAY: "10000",
      RATE_IP_LOGIN_FAILS: "10000",
      DATA_DIR: `.cache/e2e-data-${PORT}`,
      API_SIGN_SECRET: "e2e-sign-secret-0123456789",
      API_COMMON_SIGN_SECRET: "e2e-common-secret-0123456789",
      SESSION_SECRET: "e2e-session-secret-0123456789",
    },
  },
});
