import { z } from "zod";

/** A 32-byte key from 64 hex characters or base64 (DATA_ENCRYPTION_KEY), else null. */
export function keyBytes(text: string): Buffer | null {
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, "hex");
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) {
    const b = Buffer.from(text, "base64");
    return b.length === 32 ? b : null;
  }
  return null;
}

/**
 * The one place environment variables are read. It fails at start with a message naming the
 * bad variable, instead of a confusing error deep inside a request.
 * Add new variables here (and to the README's table) rather than reading process.env elsewhere.
 */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** Folder of the embedded database, generated secrets, uploads and image cache. */
  DATA_DIR: z.string().default("./data"),
  /** Unset: embedded PGlite in DATA_DIR. `memory://`: in-memory PGlite. `postgres://…`: PostgreSQL. */
  DATABASE_URL: z
    .string()
    .regex(/^(memory:\/\/|postgres(ql)?:\/\/)/, "must be memory:// or postgres://…")
    .optional(),
  /**
   * The site's public origin (`https://www.example.com`), from which links in e-mails are built
   * (activation). Required in production: a link built from the request's Host could point anywhere.
   */
  PUBLIC_URL: z
    .string()
    .url("must be the site's origin, e.g. https://www.example.com")
    .regex(/^https?:\/\/[^/?#]+\/?$/, "must be the site's origin only, e.g. https://www.example.com (no path)")
    .optional(),
  /** `1` behind a load balancer: the client address (last X-Forwarded-For entry) and https come from the X-Forwarded-* headers. */
  TRUST_PROXY: z.enum(["0", "1"]).optional(),
  /**
   * Set by the server on the process it starts for a first start's or a deploy's heavy work
   * (api/db/prepare.ts): that process seeds, builds the catalogue file and ends. Not for users.
   */
  PREPARE_ONLY: z.enum(["0", "1"]).optional(),
  /** `1` drops the Secure flag of cookies in production over plain http (not for real deployments). */
  INSECURE_COOKIES: z.enum(["0", "1"]).optional(),
  /** Extra origins (comma-separated) whose form posts are accepted besides the site's own. */
  TRUSTED_ORIGINS: z.string().default(""),
  /** Bearer token /metrics requires; unset, /metrics answers 404. */
  METRICS_TOKEN: z.string().min(1).optional(),
  /** Memory for visitors' finished pages, compressed (ADR 012, 031: about 7,000 pages, the Zipf head of the full catalogue); 0 renders every page. */
  PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(128),
  /**
   * Threads that render pages beside the one that answers requests (server/render-workers.ts,
   * ADR 041); unset: one fewer than the machine's cores, 0 on one core (every page rendered on the
   * request's thread).
   */
  RENDER_WORKERS: z.coerce.number().int().min(0).max(16).optional(),
  /** Shared rate limits and caches for several instances (scale-out mode; needs the three secrets below). */
  REDIS_URL: z.string().regex(/^rediss?:\/\//, "must be redis://…").optional(),
  /** Prefix of every Redis key this deployment writes (several sites, or test runs, on one Redis). */
  REDIS_KEY_PREFIX: z.string().max(64).default(""),
  /** When set, the web tier calls this API host over HTTP instead of in-process. */
  API_BASE_URL: z.string().url().optional(),
  API_SIGN_SECRET: z.string().min(16).optional(),
  API_COMMON_SIGN_SECRET: z.string().min(16).optional(),
  /**
   * Signs the session cookies: one secret, or a comma-separated list to rotate — the first
   * signs, every one is accepted, so `new,old` keeps sessions signed with `old` valid until they end.
   */
  SESSION_SECRET: z
    .string()
    .optional()
    .refine((v) => v === undefined || v.split(",").every((s) => s.trim().length >= 16), "every secret in the list must be at least 16 characters"),
  /**
   * The key that encrypts data at rest (sessions, gift payout details): 32 bytes as 64 hex
   * characters or base64; a comma-separated list to rotate (the first encrypts, all decrypt).
   * Unset, one is generated into DATA_DIR/secrets.json.
   */
  DATA_ENCRYPTION_KEY: z
    .string()
    .optional()
    .refine((v) => v === undefined || v.split(",").every((k) => keyBytes(k.trim()) !== null), "each key must be 32 bytes: 64 hex characters or base64"),
  /** `full` (default) or `small`: the size of the seeded catalogue. */
  SEED_SCALE: z.enum(["full", "real", "small"]).default("full"),
  /** Record codes that reach no one, and captcha answers, at /dev/outbox (default: on only while no SMS gateway and no SMTP is configured). */
  OUTBOX: z.enum(["0", "1"]).optional(),
  /** The key /dev/outbox asks for (`?key=` or `X-Outbox-Key`); unset, a random one per start, printed in the start log. */
  OUTBOX_KEY: z.string().min(16, "must be at least 16 characters").max(200).optional(),
  /**
   * Where the app-download and mini-program QR codes point. Unset (the default), there is no
   * app or mini-program to offer, and the header and the products page show no codes for them.
   */
  APP_DOWNLOAD_URL: z.string().url().optional(),
  MINI_PROGRAM_URL: z.string().url().optional(),
  WECHAT_OFFICIAL_URL: z.string().url().default("https://www.example-housing.com/wechat"),
  /** Filing number shown for hosts ending in .cn or .net, and for every other host. */
  FILING_NUMBER_CN: z.string().default("京ICP备2023012345号-1"),
  FILING_NUMBER_INTL: z.string().default("京ICP备2023012345号-2"),
  HOTLINE: z.string().default("400-900-6868"),
  /**
   * WeChat official account (JS-SDK share cards inside WeChat's browser). Unset: nothing
   * WeChat-specific loads. WECHAT_API_URL is WeChat's API host (tests point it elsewhere).
   */
  WECHAT_APP_ID: z.string().min(1).optional(),
  WECHAT_APP_SECRET: z.string().min(1).optional(),
  WECHAT_API_URL: z.string().url().default("https://api.weixin.qq.com"),
  /** WeChat's web authorization page (sign-in inside WeChat's browser; tests point it elsewhere). */
  WECHAT_OAUTH_AUTHORIZE_URL: z.string().url().default("https://open.weixin.qq.com/connect/oauth2/authorize"),
  /** pino level of the API's logs; defaults to info (silent under NODE_ENV=test). */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),

  // Accounts. Unset gateways fall back to the dev outbox (and a log line).
  /** SMS gateway: codes are POSTed as JSON `{ to, text }` with `Authorization: Bearer SMS_GATEWAY_TOKEN`. */
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  /** How long to wait for the SMS gateway before the send counts as failed (not charged). */
  SMS_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /** nodemailer transport URL, e.g. `smtps://user:pass@smtp.example.com`. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, "must be smtp://… or smtps://…").optional(),
  MAIL_FROM: z.string().default("StudyNest <no-reply@example-housing.com>"),
  /** OAuth 2 providers (third-party sign-in); a provider is offered when its id and secret are set. */
  OAUTH_WECHAT_CLIENT_ID: z.string().optional(),
  OAUTH_WECHAT_CLIENT_SECRET: z.string().optional(),
  OAUTH_WECHAT_AUTHORIZE_URL: z.string().url().default("https://open.weixin.qq.com/connect/qrconnect"),
  OAUTH_WECHAT_TOKEN_URL: z.string().url().default("https://api.weixin.qq.com/sns/oauth2/access_token"),
  OAUTH_WECHAT_USERINFO_URL: z.string().url().default("https://api.weixin.qq.com/sns/userinfo"),
  OAUTH_GITHUB_CLIENT_ID: z.string().optional(),
  OAUTH_GITHUB_CLIENT_SECRET: z.string().optional(),
  OAUTH_GITHUB_AUTHORIZE_URL: z.string().url().default("https://github.com/login/oauth/authorize"),
  OAUTH_GITHUB_TOKEN_URL: z.string().url().default("https://github.com/login/oauth/access_token"),
  OAUTH_GITHUB_USERINFO_URL: z.string().url().default("https://api.github.com/user"),
  /** Per-IP caps on code sends (hour, day) and on failed password logins (per 15 minutes). */
  /** Seconds before a code can be sent again to the same number (60, the countdown clients show; tests lower it). */
  RATE_CODE_RESEND_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  RATE_IP_CODES_PER_HOUR: z.coerce.number().int().positive().default(20),
  RATE_IP_CODES_PER_DAY: z.coerce.number().int().positive().default(60),
  RATE_IP_LOGIN_FAILS: z.coerce.number().int().positive().default(30),
  /** Per-IP hourly caps on captcha challenges and on third-party sign-in callbacks. */
  RATE_IP_CAPTCHAS_PER_HOUR: z.coerce.number().int().positive().default(120),
  RATE_IP_OAUTH_PER_HOUR: z.coerce.number().int().positive().default(60),
  /** Per-IP caps on the roommate board: post writes an hour, interests a day (per student: 10 and 20, fixed). */
  RATE_IP_ROOMMATE_POSTS_PER_HOUR: z.coerce.number().int().positive().default(30),
  RATE_IP_ROOMMATE_INTERESTS_PER_DAY: z.coerce.number().int().positive().default(60),
  /**
   * Requests sent through each open form (find-a-house, academic-year booking, feedback,
   * cooperation) per client address and per account an hour before the picture check is asked.
   */
  RATE_IP_FORMS_PER_HOUR: z.coerce.number().int().positive().default(10),
  RATE_USER_FORMS_PER_HOUR: z.coerce.number().int().positive().default(5),
  /** Online-service event streams one instance holds open at once (per user: 3, across instances). */
  SERVICE_STREAMS_PER_INSTANCE: z.coerce.number().int().positive().default(2000),

  /**
   * Daily exchange-rate feed: JSON `{ base, date, rates: { CUR: n } }` (the ECB-based
   * format of frankfurter.app). `off` keeps the stored rates (seeded reference rates at first).
   */
  EXCHANGE_RATES_URL: z
    .string()
    .regex(/^(off|https?:\/\/.+)$/, "must be http(s)://… or off")
    .default("https://api.frankfurter.app/latest?from=CNY"),
  /** Hours between exchange-rate refreshes. */
  EXCHANGE_RATES_REFRESH_HOURS: z.coerce.number().min(0.01).max(168).default(24),
  /**
   * Landlords' feeds and their photos are fetched from addresses the landlord gives, so private,
   * loopback and link-local addresses are refused (after DNS resolution). Comma-separated IP
   * addresses or CIDR ranges listed here are let through anyway: local development and tests
   * serving a feed from 127.0.0.1. Empty (the default) in production.
   */
  FEED_FETCH_ALLOW_PRIVATE: z
    .string()
    .regex(/^\s*([0-9a-fA-F.:]+(\/\d{1,3})?\s*(,\s*[0-9a-fA-F.:]+(\/\d{1,3})?\s*)*)?$/, "must be IP addresses or CIDR ranges, comma-separated")
    .default(""),
  /** Hours between pulls of each landlord's feed URL (daily). */
  FEED_PULL_HOURS: z.coerce.number().min(0.01).max(168).default(24),

  // Student area.
  /**
   * Break-glass for scripts: the staff endpoints /rest/ops/* also accept it as `operatorToken`
   * (limited per address with a lockout, every use audited as "token"). People sign in instead.
   */
  OPERATOR_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  /** Stripe (api/payments/stripe.ts): both set, or neither (then the development provider at /dev/pay). */
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_/, "must be a Stripe secret key (sk_…)").optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_/, "must be a Stripe webhook secret (whsec_…)").optional(),
  /** Hours an approved order holds its unit unpaid before it expires and the unit returns. */
  PAYMENT_WINDOW_HOURS: z.coerce.number().min(0.01).max(720).default(72),
  /** The platform's commission on money released to landlords (the payout ledger), in percent. */
  PAYOUT_COMMISSION_PERCENT: z.coerce.number().min(0).max(50).default(10),
  /** `required`: every staff and landlord account must sign in with a TOTP code too. */
  STAFF_2FA: z.enum(["optional", "required"]).default("optional"),
  /** The first admin, created at start when no admin exists yet (both or neither). */
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(12, "must be at least 12 characters").optional(),
  /**
   * S3-compatible object storage for uploads (ADR 011): all four of endpoint, bucket and keys, or
   * none (then uploads stay under DATA_DIR/uploads). Path-style URLs: `{endpoint}/{bucket}/{key}`.
   */
  S3_ENDPOINT: z.string().url().regex(/^https?:\/\//, "must be http(s)://…").optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),

  // Maps (ADR 016).
  /** Tile URL template with {z}/{x}/{y} (and optionally {s}); the CSP's img-src allows exactly its host(s). */
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^/?#\s]+\/\S*$/, "must be an http(s) URL template with {z}, {x} and {y}")
    .refine((u) => ["{z}", "{x}", "{y}"].every((p) => u.includes(p)), "must be an http(s) URL template with {z}, {x} and {y}")
    .default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  /** Attribution the tile provider requires, shown in the map's corner. */
  MAP_ATTRIBUTION: z.string().min(1).max(300).default("© OpenStreetMap contributors"),
  /** Values of {s} in MAP_TILE_URL, one letter or word each, comma-separated (e.g. `a,b,c`). */
  MAP_SUBDOMAINS: z
    .string()
    .regex(/^[a-z0-9-]+(,[a-z0-9-]+)*$/i, "must be comma-separated subdomain labels")
    .default("a,b,c"),
  /** `gcj02` for providers that draw China in GCJ-02 (AutoNavi/Amap, Tencent): coordinates are converted. */
  MAP_COORDINATES: z.enum(["wgs84", "gcj02"]).default("wgs84"),

  /**
   * `1`: every API answer is checked against its endpoint's response schema, and an answer that
   * breaks the contract (a missing, mistyped or undeclared field) is refused instead of sent.
   * On by default under development and tests, off in production (the check costs a parse).
   */
  API_CHECK_RESPONSES: z.enum(["0", "1"]).optional(),
}).superRefine((e, ctx) => {
  // Several instances must sign and check with the same secrets: a secret generated into one
  // instance's DATA_DIR would make the others refuse its signatures and cookies.
  if (e.REDIS_URL) {
    for (const name of ["API_SIGN_SECRET", "API_COMMON_SIGN_SECRET", "SESSION_SECRET"] as const) {
      if (!e[name]) ctx.addIssue({ code: "custom", path: [name], message: "must be set when REDIS_URL is set (every instance needs the same secrets)" });
    }
  }
  // The share signature needs both halves of the official account's credentials.
  if (!!e.WECHAT_APP_ID !== !!e.WECHAT_APP_SECRET) {
    ctx.addIssue({ code: "custom", path: [e.WECHAT_APP_ID ? "WECHAT_APP_SECRET" : "WECHAT_APP_ID"], message: "WECHAT_APP_ID and WECHAT_APP_SECRET are set together, or neither" });
  }
  // Half a first admin would start a site nobody can sign in to the console of.
  if (!!e.ADMIN_EMAIL !== !!e.ADMIN_PASSWORD) {
    ctx.addIssue({ code: "custom", path: [e.ADMIN_EMAIL ? "ADMIN_PASSWORD" : "ADMIN_EMAIL"], message: "ADMIN_EMAIL and ADMIN_PASSWORD go together" });
  }
  // Half an S3 configuration would silently store uploads on the disk (or fail every upload).
  const s3 = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
  const set = s3.filter((name) => e[name]);
  if (set.length > 0 && set.length < s3.length) {
    for (const name of s3) {
      if (!e[name]) ctx.addIssue({ code: "custom", path: [name], message: `must be set together with ${set.join(", ")} (S3 upload storage needs all of ${s3.join(", ")}, or none)` });
    }
  }
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  cached = parsed.data;
  return cached;
}

/** For tests that change process.env between cases. */
export function resetEnvCache() {
  cached = undefined;
}

export function isProduction() {
  return env().NODE_ENV === "production";
}

/**
 * The origin links in e-mails start with: PUBLIC_URL; outside production (development, tests)
 * without it, the origin the request came to; without SMTP, this machine (the mail only reaches
 * its dev outbox). Null in production with SMTP and no PUBLIC_URL, which the servers refuse at
 * start (requirePublicUrl).
 */
export function publicOrigin(requestOrigin?: string): string | null {
  const configured = env().PUBLIC_URL;
  if (configured) return new URL(configured).origin;
  if (!isProduction() && requestOrigin) return new URL(requestOrigin).origin;
  // No SMTP: every mail lands in this machine's dev outbox, read on this machine.
  if (!env().SMTP_URL) return `http://localhost:${env().PORT}`;
  return null;
}

/**
 * At start: production that sends real mail (SMTP_URL) needs PUBLIC_URL; a clear message instead
 * of links that point anywhere. Without SMTP nothing leaves the machine, so `npm start` on a
 * fresh clone starts and its links point at this machine.
 */
export function requirePublicUrl(): void {
  if (isProduction() && !env().PUBLIC_URL && env().SMTP_URL) {
    throw new Error(
      `PUBLIC_URL must be set in production when SMTP_URL sends real mail: the site's public origin, e.g. PUBLIC_URL=https://www.example.com (links in e-mails are built from it); to try the site on this machine: PUBLIC_URL=http://localhost:${env().PORT}`,
    );
  }
}

/** Forwarded headers are believed only when the deployment says a proxy sets them. */
export function trustProxy() {
  return env().TRUST_PROXY === "1";
}

/** Cookies carry the Secure flag in production, unless INSECURE_COOKIES=1 (plain http, not for real deployments). */
export function secureCookies() {
  return isProduction() && env().INSECURE_COOKIES !== "1";
}

export function checkApiResponses() {
  const e = env();
  if (e.API_CHECK_RESPONSES) return e.API_CHECK_RESPONSES === "1";
  return e.NODE_ENV !== "production";
}

/**
 * The dev outbox: on by default only while no real channel is configured at all — neither an
 * SMS gateway nor SMTP — so that someone running the quick start can sign in. A site with one
 * real channel is a real site: its outbox stays off unless OUTBOX=1 says otherwise, and even
 * then it records only what reached no one (api/platform/sms.ts, mail.ts). Whatever it says,
 * /dev/outbox answers only this machine, and only with the outbox key (app/lib/outbox.server.ts).
 */
export function outboxEnabled() {
  const e = env();
  if (e.OUTBOX) return e.OUTBOX === "1";
  return !e.SMS_GATEWAY_URL && !e.SMTP_URL;
}
