import { defineConfig, devices } from "@playwright/test";
import { E2E_ADMIN, E2E_METRICS_TOKEN, E2E_OPERATOR_TOKEN, E2E_OUTBOX_KEY, E2E_SECRETS, oauthStubOrigin, oauthStubPort } from "./e2e/e2e-env";

/**
 * End-to-end tests in Debian's Chromium (Playwright cannot download its own browser here).
 * The production build is served on PORT 3210 with an in-memory database seeded small.
 */
// A port per run (inherited by the workers through the environment), so two runs on one
// machine do not collide.
process.env.E2E_PORT ??= String(3200 + (process.pid % 600));
const PORT = Number(process.env.E2E_PORT);
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const STUB = oauthStubOrigin();
/** The specs of the phone layout (below 768px), run by the two phone projects only. */
const PHONE_SPECS = /\.phone\.spec\.ts$/;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  // 60 s: the longest journeys (two students, several axe scans) took 25–32 s in the last full
  // run beside the second worker, at the old 30 s limit's edge.
  timeout: 60_000,
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
  projects: [
    { name: "chromium", testIgnore: PHONE_SPECS, use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } } },
    // Phones, in the same Debian Chromium (browserName overrides the iPhone's WebKit): only the
    // phone specs (e2e/*.phone.spec.ts) run here, not the desktop suite again.
    { name: "phone-small", testMatch: PHONE_SPECS, use: { ...devices["iPhone SE (3rd gen)"], browserName: "chromium" } },
    { name: "phone-large", testMatch: PHONE_SPECS, use: { ...devices["Pixel 7"], browserName: "chromium" } },
  ],
  webServer: [
    {
      // The third-party sign-in provider (e2e/oauth-stub.mjs), standing in for GitHub.
      command: "node e2e/oauth-stub.mjs",
      url: `${STUB}/health`,
      reuseExistingServer: false,
      timeout: 10_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { OAUTH_STUB_PORT: String(oauthStubPort()) },
    },
    {
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
        OUTBOX_KEY: E2E_OUTBOX_KEY,
        // Links in e-mails (activation) are built from the public origin, required in production.
        PUBLIC_URL: `http://localhost:${PORT}`,
        // Every answer checked against the contract while the suite clicks through the site.
        API_CHECK_RESPONSES: "1",
        // CNY figures from the seeded reference rates: no outbound feed during the suite.
        EXCHANGE_RATES_URL: "off",
        // e2e/feed-url.spec.ts serves a landlord's feed from a server it starts on this machine.
        FEED_FETCH_ALLOW_PRIVATE: "127.0.0.1/32",
        // Every browser shares 127.0.0.1: lift the per-IP code and login caps for the suite.
        RATE_IP_CODES_PER_HOUR: "10000",
        RATE_IP_CODES_PER_DAY: "10000",
        RATE_IP_LOGIN_FAILS: "10000",
        RATE_IP_CAPTCHAS_PER_HOUR: "10000",
        RATE_IP_OAUTH_PER_HOUR: "10000",
        RATE_IP_ROOMMATE_POSTS_PER_HOUR: "10000",
        RATE_IP_ROOMMATE_INTERESTS_PER_DAY: "10000",
        RATE_IP_FORMS_PER_HOUR: "10000",
        DATA_DIR: `.cache/e2e-data-${PORT}`,
        API_SIGN_SECRET: E2E_SECRETS.sign,
        API_COMMON_SIGN_SECRET: E2E_SECRETS.commonSign,
        SESSION_SECRET: E2E_SECRETS.session,
        METRICS_TOKEN: E2E_METRICS_TOKEN,
        OPERATOR_TOKEN: E2E_OPERATOR_TOKEN,
        // The console's first admin (e2e/console.spec.ts).
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        // Third-party sign-in through the local provider stub (e2e/accounts-oauth.spec.ts).
        OAUTH_GITHUB_CLIENT_ID: "e2e-github-app",
        OAUTH_GITHUB_CLIENT_SECRET: "e2e-github-secret",
        OAUTH_GITHUB_AUTHORIZE_URL: `${STUB}/login/oauth/authorize`,
        OAUTH_GITHUB_TOKEN_URL: `${STUB}/login/oauth/access_token`,
        OAUTH_GITHUB_USERINFO_URL: `${STUB}/user`,
      },
    },
  ],
});
