/**
 * What the e2e server is started with (playwright.config.ts) that the specs need too: the
 * signing and session secrets (to call the signed API and read the user cookie, as the web
 * tier does) and the port of the local OAuth provider stub (e2e/oauth-stub.mjs).
 */
export const E2E_SECRETS = {
  sign: "e2e-sign-secret-0123456789",
  commonSign: "e2e-common-secret-0123456789",
  session: "e2e-session-secret-0123456789",
} as const;

/** The bearer token /metrics requires on the e2e server. */
export const E2E_METRICS_TOKEN = "e2e-metrics-token-0123456789";

/** The stub's loopback port, derived from the run's port so two runs on one machine do not collide. */
export function oauthStubPort(): number {
  return Number(process.env.E2E_PORT ?? 3210) + 1000;
}
export const oauthStubOrigin = () => `http://127.0.0.1:${oauthStubPort()}`;

/** The staff token (OPERATOR_TOKEN) of the e2e server: moves orders to checked_in/completed in the review specs. */
export const E2E_OPERATOR_TOKEN = "e2e-operator-token-0123456789";

/** The console's first admin, made at start from ADMIN_EMAIL/ADMIN_PASSWORD. */
export const E2E_ADMIN = { email: "e2e-admin@example.com", password: "e2e-admin-password-0123" };

/** The e2e server's dev-outbox key (OUTBOX_KEY): /dev/outbox answers this machine only with it. */
export const E2E_OUTBOX_KEY = "e2e-outbox-key-0123456789";
